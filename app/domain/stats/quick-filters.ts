import { addDays, parseISO } from 'date-fns';
import { isoDayOf, lastMonths } from '../calendar/dates';
import { isSelectable } from '../rounds/unfinished';
import {
  applyRoundFilter,
  type FilterableRound,
  HOLE_COUNT,
  type RoundFilter,
  roundFilter,
} from './round-filter';
import { previousSeason, seasonOf, seasonRange } from './seasons';

/*
 * The quick filters of spec 3 §9 and the selection type of spec 3 §4 (dashboard, View Shots, round
 * list). Each quick filter is a round filter, so the same selection can be read in D1
 * (db/queries/round-selection.ts) or from the history the page already holds.
 */

export const QUICK_FILTERS = [
  'Last 6 Rounds',
  'Last 3 Tournaments',
  'Past 30 Days',
  'Current Season',
  '2 Seasons',
  'Past 12 Months',
  'Past 2 Years',
  'Custom',
] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

// spec 3 §4: the selected round set defaults to the 6 most recent rounds (Last 6 Rounds).
export const DEFAULT_QUICK_FILTER: QuickFilter = 'Last 6 Rounds';

function shift(iso: string, days: number): string {
  return isoDayOf(addDays(parseISO(iso), days));
}

/** Whether a selection includes unfinished rounds (app/domain/rounds/unfinished.ts); by default not. */
export type UnfinishedChoice = { includeUnfinished?: boolean };

/**
 * spec 3 §9: the round filter of a quick filter (null for Custom, which is the manual choice). Last 6
 * Rounds: the first 6 of the history; Last 3 Tournaments: the rounds of its first 3 tournaments; Past
 * 30 Days; Current Season (spec 2 §9 seasons: Spring, Summer, Fall, Winter); 2 Seasons: the current
 * and the previous season; Past 12 Months; Past 2 Years. The history is every round the player
 * logged of both hole counts; unfinished rounds only when the choice includes them (spec 2 §3
 * inProgressRounds), so Last 6 Rounds is the 6 newest finished rounds.
 */
export function quickFilterRoundFilter(
  kind: QuickFilter,
  today: string,
  choice: UnfinishedChoice = {},
): RoundFilter | null {
  const all = {
    filterName: kind,
    holeCount: HOLE_COUNT.both,
    inProgressRounds: choice.includeUnfinished === true,
  } as const;
  const upToToday = (min: string) => roundFilter({ ...all, dateRange: { min, max: today } });
  switch (kind) {
    case 'Last 6 Rounds':
      return roundFilter({ ...all, timeframe: { period: 'last', count: 6, unit: 'rounds' } });
    case 'Last 3 Tournaments':
      return roundFilter({ ...all, timeframe: { period: 'last', count: 3, unit: 'tournaments' } });
    case 'Past 30 Days':
      return upToToday(shift(today, -30));
    case 'Current Season': {
      const current = seasonOf(today);
      return upToToday(seasonRange(current.season, current.year).start);
    }
    case '2 Seasons': {
      const current = seasonOf(today);
      const previous = previousSeason(current.season, current.year);
      return upToToday(seasonRange(previous.season, previous.year).start);
    }
    case 'Past 12 Months':
      return upToToday(lastMonths(today, 12).start);
    case 'Past 2 Years':
      return upToToday(lastMonths(today, 24).start);
    case 'Custom':
      return null;
  }
}

/** The rounds of a quick filter, newest first (Custom: none of its own). */
export function quickFilterRoundIds(
  kind: QuickFilter,
  history: ReadonlyArray<FilterableRound>,
  today: string,
  choice: UnfinishedChoice = {},
): Array<number> {
  const filter = quickFilterRoundFilter(kind, today, choice);
  return filter ? applyRoundFilter(history, filter).map((r) => r.id) : [];
}

export type QuickFilterOption = { kind: QuickFilter; roundIds: Array<number>; disabled: boolean };

/** spec 3 §9: the options with their rounds; an option that selects nothing is disabled (Custom never). */
export function quickFilterOptions(
  history: ReadonlyArray<FilterableRound>,
  today: string,
  choice: UnfinishedChoice = {},
): Array<QuickFilterOption> {
  return QUICK_FILTERS.map((kind) => {
    const roundIds = quickFilterRoundIds(kind, history, today, choice);
    return { kind, roundIds, disabled: kind !== 'Custom' && roundIds.length === 0 };
  });
}

export type RoundSelection = { type: QuickFilter; roundIds: Array<number> };

/** spec 3 §4: the selection starts as Last 6 Rounds. */
export function defaultRoundSelection(
  history: ReadonlyArray<FilterableRound>,
  today: string,
  choice: UnfinishedChoice = {},
): RoundSelection {
  return {
    type: DEFAULT_QUICK_FILTER,
    roundIds: quickFilterRoundIds(DEFAULT_QUICK_FILTER, history, today, choice),
  };
}

/**
 * spec 3 §4: choosing a quick filter (not Custom) replaces the selected round ids with that filter's
 * ids; choosing Custom keeps the current rounds. A disabled option changes nothing.
 */
export function chooseQuickFilter(
  selection: RoundSelection,
  kind: QuickFilter,
  history: ReadonlyArray<FilterableRound>,
  today: string,
  choice: UnfinishedChoice = {},
): RoundSelection {
  if (kind === 'Custom') return { type: 'Custom', roundIds: selection.roundIds };
  const roundIds = quickFilterRoundIds(kind, history, today, choice);
  if (roundIds.length === 0) return selection;
  return { type: kind, roundIds };
}

/**
 * Including or leaving out unfinished rounds: a quick filter is chosen again with the new choice; a
 * Custom selection keeps its rounds, less the unfinished ones when they are left out.
 */
export function chooseUnfinished(
  selection: RoundSelection,
  includeUnfinished: boolean,
  history: ReadonlyArray<FilterableRound>,
  today: string,
): RoundSelection {
  if (selection.type !== 'Custom') {
    const roundIds = quickFilterRoundIds(selection.type, history, today, { includeUnfinished });
    return { type: selection.type, roundIds };
  }
  const keep = new Set(history.filter((r) => isSelectable(r, includeUnfinished)).map((r) => r.id));
  return { type: 'Custom', roundIds: selection.roundIds.filter((id) => keep.has(id)) };
}

/**
 * `chooseQuickFilter` from the options a page was sent (a round list of one page of the history, issue
 * 30): the filter's rounds as read in D1; a disabled or unknown option changes nothing.
 */
export function chooseQuickFilterOption(
  selection: RoundSelection,
  kind: QuickFilter,
  options: ReadonlyArray<QuickFilterOption>,
): RoundSelection {
  if (kind === 'Custom') return { type: 'Custom', roundIds: selection.roundIds };
  const roundIds = options.find((o) => o.kind === kind)?.roundIds ?? [];
  if (roundIds.length === 0) return selection;
  return { type: kind, roundIds: [...roundIds] };
}

/**
 * `chooseUnfinished` from the options of the new choice: a quick filter takes their rounds; a Custom
 * selection keeps its rounds, less the known unfinished ones when they are left out.
 */
export function chooseUnfinishedOption(
  selection: RoundSelection,
  includeUnfinished: boolean,
  options: ReadonlyArray<QuickFilterOption>,
  unfinishedIds: ReadonlyArray<number>,
): RoundSelection {
  if (selection.type !== 'Custom') {
    const roundIds = options.find((o) => o.kind === selection.type)?.roundIds ?? [];
    return { type: selection.type, roundIds: [...roundIds] };
  }
  if (includeUnfinished) return selection;
  const drop = new Set(unfinishedIds);
  return { type: 'Custom', roundIds: selection.roundIds.filter((id) => !drop.has(id)) };
}

/** spec 3 §4: any manual round change switches to Custom. */
export function toggleRound(selection: RoundSelection, roundId: number): RoundSelection {
  const roundIds = selection.roundIds.includes(roundId)
    ? selection.roundIds.filter((id) => id !== roundId)
    : [...selection.roundIds, roundId];
  return { type: 'Custom', roundIds };
}

/** spec 3 §4: setting several rounds at once (a group checkbox) is a manual change too. */
export function setRounds(
  selection: RoundSelection,
  roundIds: ReadonlyArray<number>,
  selected: boolean,
): RoundSelection {
  const rest = selection.roundIds.filter((id) => !roundIds.includes(id));
  return { type: 'Custom', roundIds: selected ? [...rest, ...roundIds] : rest };
}

/** spec 3 §4: Clear Selections empties the selection and switches to Custom. */
export function clearSelections(): RoundSelection {
  return { type: 'Custom', roundIds: [] };
}
