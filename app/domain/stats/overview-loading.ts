/*
 * The overview loading rules of spec 2 §4 and the error texts of §8, on their own so that the pages
 * that show overviews load them without the group builders (app/domain/stats/overview-groups.ts, which
 * re-exports them).
 */

// spec 2 §4 overview loading states.
export type LoadingState = 'waiting' | 'loading' | 'loaded' | 'no-data' | 'error';

/** A stat as the performance call returns it: no performance means no data for that stat. */
export type StatResult = { performance: unknown | null };
export type PerformanceResult = { error: string } | { stats: ReadonlyArray<StatResult> };

/**
 * spec 2 §4: the state of an overview from its request and result: waiting (not requested), loading
 * (no stats yet), error, no-data (all stats lack performance), loaded.
 */
export function loadingStateOf(requested: boolean, result: PerformanceResult | undefined): LoadingState {
  if (!requested) return 'waiting';
  if (result === undefined) return 'loading';
  if ('error' in result) return 'error';
  if (result.stats.every((s) => s.performance === null || s.performance === undefined)) return 'no-data';
  return 'loaded';
}

/** spec 2 §4: only overviews that are not hidden and neither no-data nor error are visible. */
export function isVisibleOverview(overview: { isHidden: boolean; loadingState: LoadingState }): boolean {
  return !overview.isHidden && overview.loadingState !== 'no-data' && overview.loadingState !== 'error';
}

export type GroupStatus = 'loading' | 'hasIncompleteData' | 'hasData';

/**
 * spec 2 §4: a group has incomplete data when fewer than 2 usable overviews exist (its menu entry is
 * then disabled); its menu entry shows loading while any overview has not finished.
 */
export function groupStatus(group: {
  overviews: ReadonlyArray<{ loadingState: LoadingState }>;
}): GroupStatus {
  const states = group.overviews.map((o) => o.loadingState);
  if (states.some((s) => s === 'waiting' || s === 'loading')) return 'loading';
  return states.filter((s) => s === 'loaded').length < 2 ? 'hasIncompleteData' : 'hasData';
}

export function isGroupEnabled(group: { overviews: ReadonlyArray<{ loadingState: LoadingState }> }): boolean {
  return groupStatus(group) !== 'hasIncompleteData';
}

// spec 2 §4: the remaining groups load 500 ms after the first has finished loading.
export const LATER_GROUPS_DELAY_MS = 500;

/**
 * spec 2 §4: the first group loads first; the others start 500 ms after it has finished. Returns
 * the groups to start now and, if some must wait, how long until they may start.
 */
export function groupsToLoad(
  groups: ReadonlyArray<{ name: string; overviews: ReadonlyArray<{ loadingState: LoadingState }> }>,
  firstFinishedAt: number | null,
  now: number,
): { start: Array<string>; retryInMs: number | null } {
  const notStarted = (g: { overviews: ReadonlyArray<{ loadingState: LoadingState }> }) =>
    g.overviews.some((o) => o.loadingState === 'waiting');
  const [first, ...rest] = groups;
  if (!first) return { start: [], retryInMs: null };
  if (groupStatus(first) === 'loading') {
    return { start: notStarted(first) ? [first.name] : [], retryInMs: null };
  }
  const waiting = rest.filter(notStarted).map((g) => g.name);
  if (waiting.length === 0) return { start: [], retryInMs: null };
  const since = firstFinishedAt === null ? 0 : now - firstFinishedAt;
  if (since < LATER_GROUPS_DELAY_MS) return { start: [], retryInMs: LATER_GROUPS_DELAY_MS - since };
  return { start: waiting, retryInMs: null };
}

// spec 2 §8 error texts.
export function performanceErrorText(filterName: string): string {
  return `Unable to load performance stats for ${filterName || 'Unnamed Filter'}`;
}

export function strengthWeaknessErrorText(filterName: string): string {
  return `Unable to load strength/weakness stats for ${filterName || 'Unnamed Filter'}`;
}

/** "By Season (Tournament)" → "by-season-tournament": a group's name in a URL. */
export function overviewGroupSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
