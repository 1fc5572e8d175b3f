import { z } from 'zod';
import { type DateRange, lastMonths } from '../../domain/calendar/dates';
import { QUICK_FILTERS, type QuickFilter, quickFilterRoundFilter } from '../../domain/stats/quick-filters';
import {
  HOLE_COUNT,
  INVALID_HOLE_COUNT,
  type RoundFilter,
  type RoundFilterInput,
  uniqueFilterNames,
} from '../../domain/stats/round-filter';
import { parseRoundFilter } from '../../domain/stats/round-filter-schema';
import { STANDARDS, type Standard, standardById } from '../../domain/stats/standards';

/*
 * The query parameters of the read APIs (issue 5 point 7), parsed in one place: a round filter of
 * spec 2 §3 written as plain parameters, several selections side by side (s1.…, s2.…), the
 * standard, the page of the rounds grid and the round id list of the hole stats. Every problem comes
 * back as one readable message naming the parameter (the route answers 400 with it).
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

// spec 2 §5 error text, verbatim.
export const EMPTY_ROUNDS_LIST = 'Cannot set empty rounds list';

// spec 2 §9 / DESIGN: the palette holds 7 overviews; the same bound keeps one request small.
export const MAX_SELECTIONS = 7;

// spec 2 §9: rounds grid page size 10, server paging.
export const GRID_PAGE_SIZE = 10;

const ROUND_TYPE_NAMES: Record<string, number> = { practice: 1, tournament: 3, qualifier: 10, match: 11 };

const idList = z
  .string()
  .trim()
  .regex(/^(\d{1,12}(\s*,\s*\d{1,12})*)?$/, 'expected a comma-separated list of ids')
  .transform((s) => (s === '' ? [] : s.split(',').map((id) => Number(id.trim()))));

const boolean = z.enum(['true', 'false'], { error: 'expected true or false' }).transform((s) => s === 'true');

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a day as YYYY-MM-DD');

const timeframe = z
  .string()
  .regex(/^(best|last)-\d{1,4}-(rounds|tournaments)$/, 'expected e.g. last-6-rounds or best-3-tournaments')
  .transform((s) => {
    const [period, count, unit] = s.split('-');
    return {
      period: period === 'best' ? ('best' as const) : ('last' as const),
      count: Number(count),
      unit: unit === 'tournaments' ? ('tournaments' as const) : ('rounds' as const),
    };
  });

/** spec 2 §3 hole count: 9, 18, or both (918 means all, spec 2 §9). */
const holes = z
  .enum(['9', '18', 'both', '918'], { error: INVALID_HOLE_COUNT })
  .transform((s) => (s === '9' ? HOLE_COUNT.nine : s === '18' ? HOLE_COUNT.eighteen : HOLE_COUNT.both));

const roundTypes = z
  .string()
  .trim()
  .toLowerCase()
  .transform((s, ctx) => {
    const values = s === '' ? [] : s.split(',').map((t) => t.trim());
    const ids = values.map((t) => ROUND_TYPE_NAMES[t] ?? Number(t));
    if (ids.some((id) => ![1, 3, 10, 11].includes(id))) {
      ctx.addIssue({ code: 'custom', message: 'expected round types 1, 3, 10, 11 or their names' });
      return z.NEVER;
    }
    return ids;
  });

const quick = z
  .string()
  .refine((s): s is QuickFilter => (QUICK_FILTERS as ReadonlyArray<string>).includes(s) && s !== 'Custom', {
    message: `expected one of ${QUICK_FILTERS.filter((q) => q !== 'Custom').join(', ')}`,
  });

/** The parameters of one selection; each is optional. */
const selectionParamsSchema = z.object({
  name: z.string().trim().max(120).optional(),
  quick: quick.optional(),
  holes: holes.optional(),
  roundIds: idList.optional(),
  tournamentIds: idList.optional(),
  from: day.optional(),
  to: day.optional(),
  timeframe: timeframe.optional(),
  roundTypes: roundTypes.optional(),
  roundNumbers: idList.optional(),
  simulator: boolean.optional(),
  inProgress: boolean.optional(),
});

export const SELECTION_PARAMS = Object.keys(selectionParamsSchema.shape);

function firstIssue(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${prefix}${issue.path.join('.')}: ` : prefix ? `${prefix}: ` : '';
  return `${where}${issue?.message ?? 'invalid'}`;
}

/**
 * One selection from its parameters. `quick` starts from a quick filter of spec 3 §9 (resolved
 * against `today`); the other parameters then set their part of the filter. Without `holes` a
 * selection takes both hole counts.
 */
function parseSelection(
  raw: Record<string, string>,
  prefix: string,
  today: string,
  fallbackName: string,
): Parsed<RoundFilter> {
  const parsed = selectionParamsSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error, prefix) };
  const p = parsed.data;
  const base: RoundFilterInput = p.quick
    ? { ...(quickFilterRoundFilter(p.quick, today) ?? { holeCount: HOLE_COUNT.both }) }
    : { holeCount: HOLE_COUNT.both };
  const input: RoundFilterInput = {
    ...base,
    filterName: p.name ?? p.quick ?? fallbackName,
    ...(p.holes === undefined ? {} : { holeCount: p.holes }),
    ...(p.roundIds === undefined ? {} : { golfRoundIds: p.roundIds }),
    ...(p.tournamentIds === undefined ? {} : { tournamentIds: p.tournamentIds }),
    ...(p.from === undefined && p.to === undefined
      ? {}
      : { dateRange: { min: p.from ?? base.dateRange?.min, max: p.to ?? base.dateRange?.max } }),
    ...(p.timeframe === undefined ? {} : { timeframe: p.timeframe }),
    ...(p.roundTypes === undefined ? {} : { roundTypes: p.roundTypes as RoundFilterInput['roundTypes'] }),
    ...(p.roundNumbers === undefined ? {} : { roundNumbers: p.roundNumbers }),
    ...(p.simulator === undefined ? {} : { playedInSimulator: p.simulator }),
    ...(p.inProgress === undefined ? {} : { inProgressRounds: p.inProgress }),
  };
  const filter = parseRoundFilter(input);
  if (!filter.ok) return { ok: false, error: `${prefix}${filter.error}` };
  return { ok: true, value: filter.filter };
}

const PREFIXED = /^s([1-9]\d*)\.(.+)$/;

/**
 * The selections of a request. Several selections are written with a prefix per selection
 * (`s1.quick=Current Season&s2.quick=2 Seasons&s2.holes=18`); a request without prefixed parameters
 * is one selection written plainly (`holes=18&from=2025-01-01`). Names default to the quick filter or
 * "Selection n"; duplicate names get (2), (3)… (spec 2 §5).
 */
export function parseSelections(
  params: URLSearchParams,
  today: string,
  options: { max?: number } = {},
): Parsed<Array<RoundFilter>> {
  const max = options.max ?? MAX_SELECTIONS;
  const grouped = new Map<number, Record<string, string>>();
  for (const [key, value] of params) {
    const match = PREFIXED.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const field = match[2] ?? '';
    if (!SELECTION_PARAMS.includes(field)) {
      return { ok: false, error: `${key}: unknown parameter; use one of ${SELECTION_PARAMS.join(', ')}` };
    }
    grouped.set(index, { ...grouped.get(index), [field]: value });
  }
  const results: Array<Parsed<RoundFilter>> = [];
  if (grouped.size === 0) {
    const plain = Object.fromEntries(
      SELECTION_PARAMS.flatMap((k) => (params.has(k) ? [[k, params.get(k) ?? '']] : [])),
    );
    results.push(parseSelection(plain, '', today, 'Selection 1'));
  } else {
    if (grouped.size > max) return { ok: false, error: `At most ${max} selections in one request` };
    const indexes = [...grouped.keys()].sort((a, b) => a - b);
    for (const index of indexes) {
      results.push(parseSelection(grouped.get(index) ?? {}, `s${index}.`, today, `Selection ${index}`));
    }
  }
  const filters: Array<RoundFilter> = [];
  for (const result of results) {
    if (!result.ok) return result;
    filters.push(result.value);
  }
  const names = uniqueFilterNames(filters.map((f) => f.filterName));
  return { ok: true, value: filters.map((f, i) => ({ ...f, filterName: names[i] ?? f.filterName })) };
}

/** `standard=` one of the standards' ids; PGA TOUR when absent. */
export function parseStandard(params: URLSearchParams): Parsed<Standard> {
  const id = params.get('standard') ?? 'pga-tour';
  const standard = standardById(id);
  if (standard) return { ok: true, value: standard };
  return { ok: false, error: `standard: unknown; use one of ${STANDARDS.map((s) => s.id).join(', ')}` };
}

/** spec 2 §5: the rounds grid takes exactly 9 or 18 holes (18 when absent); anything else is refused. */
export function parseGridHoleCount(params: URLSearchParams): Parsed<9 | 18> {
  const value = params.get('holes') ?? '18';
  if (value === '9') return { ok: true, value: 9 };
  if (value === '18') return { ok: true, value: 18 };
  return { ok: false, error: INVALID_HOLE_COUNT };
}

export const HOLE_STATS_PARTS = ['all', 'probability'] as const;
export type HoleStatsPart = (typeof HOLE_STATS_PARTS)[number];

/** `part=` of the hole-stats answer: everything (the default), or only the stat probability cards. */
export function parseHoleStatsPart(params: URLSearchParams): Parsed<HoleStatsPart> {
  const value = params.get('part') ?? 'all';
  const part = HOLE_STATS_PARTS.find((name) => name === value);
  if (part === undefined) return { ok: false, error: `part: expected one of ${HOLE_STATS_PARTS.join(', ')}` };
  return { ok: true, value: part };
}

/** `page=` from 1 (the first page when absent). */
export function parsePage(params: URLSearchParams): Parsed<number> {
  const value = params.get('page') ?? '1';
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) {
    return { ok: false, error: 'page: expected a whole number from 1' };
  }
  return { ok: true, value: Number(value) };
}

/** spec 2 §5: a round id list for the hole stats; empty or missing is the error of the map. */
export function parseRoundIdList(params: URLSearchParams, max = 400): Parsed<Array<number>> {
  const parsed = idList.safeParse(params.get('roundIds') ?? '');
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error, 'roundIds') };
  const ids = [...new Set(parsed.data)];
  if (ids.length === 0) return { ok: false, error: EMPTY_ROUNDS_LIST };
  if (ids.length > max) return { ok: false, error: `roundIds: at most ${max} rounds` };
  return { ok: true, value: ids };
}

const MAP_FEATURE = z.enum(['stats', 'my-rounds'], { error: 'expected stats or my-rounds' });

/**
 * `feature` of the map rounds: whose guard the request passes (decision 051), Compare Stats (the
 * default) or My Rounds, the two pages that show the shot map.
 */
export function parseMapFeature(params: URLSearchParams): Parsed<'stats' | 'my-rounds'> {
  const parsed = MAP_FEATURE.safeParse(params.get('feature') ?? 'stats');
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: firstIssue(parsed.error, 'feature') };
}

const GEOMETRY = z.enum(['points', 'packed'], { error: 'expected points or packed' });

/** `geometry` of the map rounds: the course polygons as points (the default) or packed (decision 050). */
export function parseGeometryFormat(params: URLSearchParams): Parsed<'points' | 'packed'> {
  const parsed = GEOMETRY.safeParse(params.get('geometry') ?? 'points');
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: firstIssue(parsed.error, 'geometry') };
}

const UNFINISHED = z.enum(['include', 'exclude'], {
  error: 'expected include or exclude (unfinished rounds are left out unless included)',
});

/** `unfinished` of the map rounds (spec 2 §3 inProgressRounds): left out unless `include` (issue 29). */
export function parseUnfinishedChoice(params: URLSearchParams): Parsed<boolean> {
  const parsed = UNFINISHED.safeParse(params.get('unfinished') ?? 'exclude');
  return parsed.success
    ? { ok: true, value: parsed.data === 'include' }
    : { ok: false, error: firstIssue(parsed.error, 'unfinished') };
}

/** `from`/`to` of the chart range; Last 24 Months up to today when absent (spec 1 §9). */
export function parseDateRange(params: URLSearchParams, today: string, months: number): Parsed<DateRange> {
  const from = params.get('from');
  const to = params.get('to');
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value !== null && !day.safeParse(value).success) {
      return { ok: false, error: `${name}: expected a day as YYYY-MM-DD` };
    }
  }
  const fallback = lastMonths(today, months);
  const range = { start: from ?? fallback.start, end: to ?? fallback.end };
  if (range.start > range.end) return { ok: false, error: 'from: the range ends before it starts' };
  return { ok: true, value: range };
}

/** A comma list of names out of `allowed` (e.g. active stat flags); unknown names are an error. */
export function parseNameList<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: ReadonlyArray<T>,
): Parsed<Array<T>> {
  const raw = params.get(name)?.trim() ?? '';
  const values = raw === '' ? [] : raw.split(',').map((v) => v.trim());
  const unknown = values.filter((v) => !(allowed as ReadonlyArray<string>).includes(v));
  if (unknown.length > 0) return { ok: false, error: `${name}: unknown ${unknown.join(', ')}` };
  return { ok: true, value: values as Array<T> };
}
