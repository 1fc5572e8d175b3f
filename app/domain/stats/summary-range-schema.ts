// The summary's range parameters checked with zod (server code: the loader and the edge cache's
// canonical query); summary-range.ts, which the page's browser code uses, stays free of zod.
import { z } from 'zod';
import { RANGE_KEY_PATTERN } from '../calendar/range-options';
import { type SummaryRangeQuery, summaryRangeParams } from './summary-range';

const isoDay = z.iso.date('is not a date (YYYY-MM-DD)');

export const summaryRangeSchema = z
  .object({
    range: z.string().regex(RANGE_KEY_PATTERN, 'is not a timeframe').nullable(),
    from: isoDay.nullable(),
    to: isoDay.nullable(),
  })
  .superRefine((query, ctx) => {
    if (query.range === 'custom' && (query.from === null || query.to === null)) {
      ctx.addIssue({ code: 'custom', path: ['range'], message: 'needs from and to dates when it is custom' });
    }
    if (query.range !== 'custom' && (query.from !== null || query.to !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: [query.from !== null ? 'from' : 'to'],
        message: 'is read only with range=custom',
      });
    }
    if (query.from !== null && query.to !== null && query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' });
    }
  });

export type ParsedSummaryRange = { ok: true; query: SummaryRangeQuery } | { ok: false; message: string };

/** The range of an address, or the first thing wrong with it in words (a 400). */
export function parseSummaryRange(params: URLSearchParams): ParsedSummaryRange {
  const single = (name: string) => {
    const value = params.get(name);
    return value === null || value === '' ? null : value;
  };
  const result = summaryRangeSchema.safeParse({
    range: single('range'),
    from: single('from'),
    to: single('to'),
  });
  if (result.success) return { ok: true, query: result.data };
  const [issue] = result.error.issues;
  const name = String(issue?.path[0] ?? 'range');
  return { ok: false, message: `The summary's ${name} ${issue?.message ?? 'is not valid'}.` };
}

/**
 * The summary's part of a profile page's canonical query (decision 029): a range that parses in its
 * one written form (the default is none); one that does not as it came, so its page is the 400.
 */
export function canonicalSummaryQuery(query: URLSearchParams): Array<[string, string]> {
  const parsed = parseSummaryRange(query);
  if (parsed.ok) {
    const { range, from, to } = parsed.query;
    if (range === null) return [];
    const chosen = range === 'custom' && from && to ? { start: from, end: to } : null;
    return [...summaryRangeParams({ key: range, range: chosen }).entries()];
  }
  return [...query.entries()].filter(([name]) => name === 'range' || name === 'from' || name === 'to');
}
