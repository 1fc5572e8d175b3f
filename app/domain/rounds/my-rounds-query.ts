import { z } from 'zod';
import type { HoleFlag } from '../stats/hole-stats';
import { DEFAULT_QUICK_FILTER, QUICK_FILTERS, type QuickFilter } from '../stats/quick-filters';
import {
  invalidGroupKey,
  invalidSortProperty,
  isPeriodGrouping,
  SCORECARD_GROUPINGS,
  type ScorecardGrouping,
  SORT_BY,
  VIEW_BY,
} from '../stats/round-groupings';
import { STAT_FLAGS } from '../stats/stat-catalogue';
import { EMPTY_ROUNDS_LIST } from './map-rounds';
import { INCLUDE_UNFINISHED_VALUE, MY_ROUNDS_DEFAULTS, type MyRoundsQuery } from './my-rounds-links';
import { parseRoundsPage } from './rounds-page-params';

/*
 * The address of My Rounds and View Shots (spec 3 §4 selection type, scorecard group-by, stat
 * filters, view type and sort): every value is checked here, and a bad one falls back to its default
 * with the spec's message beside it (never a crash, never another player's data).
 */

// A selection larger than any player's history is not a selection: it only costs the read.
export const MAX_ROUND_IDS = 500;

const ROUND_IDS = z
  .string()
  .regex(/^\d{1,12}(,\d{1,12})*$/)
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .pipe(z.array(z.number().int().positive()).max(MAX_ROUND_IDS));

const GROUPING = z.enum(SCORECARD_GROUPINGS);
const QUICK_FILTER = z.enum(QUICK_FILTERS);
const VIEW = z.enum(VIEW_BY);
const SORT = z.enum(SORT_BY);
const STAT = z.enum(STAT_FLAGS as [HoleFlag, ...Array<HoleFlag>]);
const UNFINISHED = z
  .enum([INCLUDE_UNFINISHED_VALUE, 'exclude'])
  .transform((v) => v === INCLUDE_UNFINISHED_VALUE);

export const ROUND_IDS_MESSAGE = `The rounds in the address must be up to ${MAX_ROUND_IDS} round ids separated by commas.`;

// Long junk is cut in messages: a message names the value, it does not echo a page of it.
function shown(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

/** The query, its messages, and the page of the round list asked for (issue 30; from 1). */
export type ParsedMyRoundsQuery = { query: MyRoundsQuery; errors: Array<string>; page: number };

/**
 * The query of a My Rounds or View Shots address; `defaultGrouping` is the page's own (Course on My
 * Rounds, Round on View Shots, spec 3 §2.1 / §4). spec 3 §4: without a chosen selection, a month or
 * season grouping selects Past 2 Years; round ids in the address are a Custom selection; a Custom
 * selection without rounds is "Cannot set empty rounds list" (spec 2 §5). `page` is the round list's
 * page (app/domain/rounds/rounds-page.ts): junk is the first page with a message.
 */
export function parseMyRoundsQuery(
  params: URLSearchParams,
  defaultGrouping: ScorecardGrouping,
): ParsedMyRoundsQuery {
  const errors: Array<string> = [];
  const read = <T>(name: string, schema: z.ZodType<T>, fallback: T, message: (raw: string) => string): T => {
    const raw = params.get(name);
    if (raw === null || raw === '') return fallback;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    errors.push(message(shown(raw)));
    return fallback;
  };
  const grouping = read('group', GROUPING, defaultGrouping, invalidGroupKey);
  const view = read('view', VIEW, MY_ROUNDS_DEFAULTS.view, (raw) => `Invalid view: ${raw}`);
  const sort = read('sort', SORT, MY_ROUNDS_DEFAULTS.sort, invalidSortProperty);
  const unfinished = read(
    'unfinished',
    UNFINISHED,
    MY_ROUNDS_DEFAULTS.unfinished,
    (raw) => `Unfinished rounds are included with unfinished=include, not "${raw}"; they are left out.`,
  );
  const stats: Array<HoleFlag> = [];
  for (const name of (params.get('stats') ?? '').split(',').filter((s) => s !== '')) {
    const parsed = STAT.safeParse(name);
    if (!parsed.success) errors.push(`Unknown stat: ${shown(name)}`);
    else if (!stats.includes(parsed.data)) stats.push(parsed.data);
  }
  const roundsParam = params.get('rounds');
  let roundIds: Array<number> = [];
  if (roundsParam !== null && roundsParam !== '') {
    const parsed = ROUND_IDS.safeParse(roundsParam);
    if (parsed.success) roundIds = parsed.data;
    else errors.push(ROUND_IDS_MESSAGE);
  }
  const implied: QuickFilter = roundsParam !== null ? 'Custom' : periodDefault(grouping);
  const select = read('select', QUICK_FILTER, implied, (raw) => `Unknown quick filter: ${raw}`);
  if (select === 'Custom' && roundIds.length === 0) errors.push(EMPTY_ROUNDS_LIST);
  const page = parseRoundsPage(params.get('page'));
  if (page.error) errors.push(page.error);
  return { query: { grouping, select, roundIds, stats, view, sort, unfinished }, errors, page: page.page };
}

// spec 3 §4: choosing a month or season grouping (Best 5 variants included) sets Past 2 Years.
function periodDefault(grouping: ScorecardGrouping): QuickFilter {
  return isPeriodGrouping(grouping) ? 'Past 2 Years' : DEFAULT_QUICK_FILTER;
}

/** One parameter's canonical value for the edge cache (decision 029), or null to drop it. */
export function canonicalMyRoundsParam(name: string, value: string): string | null {
  const parsed = parseMyRoundsQuery(new URLSearchParams([[name, value]]), 'Course');
  if (parsed.errors.length > 0 && !(name === 'select' && value === 'Custom')) return null;
  const { query } = parsed;
  switch (name) {
    case 'group':
    case 'select':
    case 'view':
    case 'sort':
      return value;
    case 'unfinished':
      return query.unfinished ? INCLUDE_UNFINISHED_VALUE : null;
    case 'rounds':
      return query.roundIds.join(',');
    case 'stats':
      return query.stats.join(',');
    case 'page':
      return parsed.page > 1 ? String(parsed.page) : null;
    default:
      return null;
  }
}

export { MY_ROUNDS_DEFAULTS };
