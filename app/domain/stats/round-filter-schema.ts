import { z } from 'zod';
import { INVALID_HOLE_COUNT } from './hole-count-error';
import { ROUND_TYPE_IDS } from './round-filter';

/*
 * The schema of spec 2 §3's round filter, for filters read from requests (server code only: the
 * browser's code uses round-filter.ts, which has no zod).
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a day as YYYY-MM-DD');
const id = z.number().int().positive();

export const timeframeSchema = z.object({
  period: z.enum(['best', 'last']),
  count: z.number().int().min(1).max(1000),
  unit: z.enum(['rounds', 'tournaments']),
});

export type Timeframe = z.infer<typeof timeframeSchema>;

/**
 * spec 2 §3 round filter. `golfRoundIds` names the rounds when present (an empty list selects none:
 * a selection resolved to no rounds must not widen to all); the other lists restrict only when they
 * have entries (an empty multi-select is "any"); `playedInSimulator` true keeps only simulator rounds, false only
 * rounds on a course, absent both; in-progress rounds count only when `inProgressRounds` is true.
 */
export const roundFilterSchema = z
  .object({
    filterName: z.string().trim().max(120).default(''),
    details: z.string().max(500).optional(),
    accountId: id.optional(),
    holeCount: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: INVALID_HOLE_COUNT }),
    golfRoundIds: z.array(id).max(1000).optional(),
    tournamentIds: z.array(id).max(500).optional(),
    dateRange: z.object({ min: day.optional(), max: day.optional() }).optional(),
    timeframe: timeframeSchema.optional(),
    roundTypes: z
      .array(
        z.union(
          ROUND_TYPE_IDS.map((t) => z.literal(t)),
          { error: 'Unknown round type' },
        ),
      )
      .optional(),
    roundNumbers: z.array(z.number().int().min(0).max(20)).optional(),
    playedInSimulator: z.boolean().optional(),
    inProgressRounds: z.boolean().optional(),
    startHidden: z.boolean().optional(),
  })
  .refine((f) => !f.dateRange?.min || !f.dateRange.max || f.dateRange.min <= f.dateRange.max, {
    message: 'The date range ends before it starts',
    path: ['dateRange'],
  });

export type RoundFilter = z.infer<typeof roundFilterSchema>;
export type RoundFilterInput = z.input<typeof roundFilterSchema>;

/**
 * A filter read from a URL or a request body (JSON in `?filter=`), or the first problem as text.
 * The filter name is the only free text; ids and enumerations are checked.
 */
export function parseRoundFilter(
  input: unknown,
): { ok: true; filter: RoundFilter } | { ok: false; error: string } {
  const parsed = roundFilterSchema.safeParse(input);
  if (parsed.success) return { ok: true, filter: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, error: `${where}${issue?.message ?? 'Invalid filter'}` };
}

/** A filter sent as JSON in one query parameter (`?filter={…}`), or the problem with it. */
export function parseRoundFilterParam(
  searchParams: URLSearchParams,
  name = 'filter',
): { ok: true; filter: RoundFilter } | { ok: false; error: string } {
  const raw = searchParams.get(name);
  if (raw === null || raw.trim() === '') return { ok: false, error: `${name}: missing` };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, error: `${name}: not JSON` };
  }
  return parseRoundFilter(json);
}
