import type { HoleFlag } from '../stats/hole-stats';
import type { QuickFilter } from '../stats/quick-filters';
import type { ScorecardGrouping, SortBy, ViewBy } from '../stats/round-groupings';

// Kept apart from my-rounds-query.ts, whose zod schemas would otherwise come along into the browser bundle.

/** What My Rounds and View Shots read from their address (spec 3 §4). */
export type MyRoundsQuery = {
  grouping: ScorecardGrouping;
  select: QuickFilter;
  /** The rounds of a Custom selection. */
  roundIds: Array<number>;
  /** Active stat filters (AND). */
  stats: Array<HoleFlag>;
  view: ViewBy;
  sort: SortBy;
  /** Unfinished rounds are in the round list and the selections (spec 2 §3 inProgressRounds). */
  unfinished: boolean;
};

// spec 3 §4: Last 6 Rounds and sort by Date; the round list opens by month (Year-Month); unfinished
// rounds are left out (spec 2 §3 inProgressRounds).
export const MY_ROUNDS_DEFAULTS = {
  select: 'Last 6 Rounds',
  view: 'Year-Month',
  sort: 'Date',
  unfinished: false,
} as const;

/** The address's value of the choice that includes unfinished rounds (`unfinished=include`). */
export const INCLUDE_UNFINISHED_VALUE = 'include';

/**
 * The address of a query, leaving out what is at its default (`defaultGrouping` is the page's own);
 * a Custom selection carries its round ids.
 */
export function myRoundsSearch(query: MyRoundsQuery, defaultGrouping: ScorecardGrouping): string {
  const params = new URLSearchParams();
  if (query.grouping !== defaultGrouping) params.set('group', query.grouping);
  if (query.select !== MY_ROUNDS_DEFAULTS.select) params.set('select', query.select);
  if (query.select === 'Custom') params.set('rounds', query.roundIds.join(','));
  if (query.stats.length > 0) params.set('stats', query.stats.join(','));
  if (query.view !== MY_ROUNDS_DEFAULTS.view) params.set('view', query.view);
  if (query.sort !== MY_ROUNDS_DEFAULTS.sort) params.set('sort', query.sort);
  if (query.unfinished) params.set('unfinished', INCLUDE_UNFINISHED_VALUE);
  const search = params.toString();
  return search ? `?${search}` : '';
}
