import { expect, test } from 'vitest';
import {
  chooseQuickFilter,
  chooseQuickFilterOption,
  chooseUnfinished,
  chooseUnfinishedOption,
  clearSelections,
  defaultRoundSelection,
  QUICK_FILTERS,
  quickFilterOptions,
  quickFilterRoundFilter,
  quickFilterRoundIds,
  setRounds,
  toggleRound,
} from './quick-filters';
import type { FilterableRound } from './round-filter';

const TODAY = '2026-11-22';
let nextId = 1;
function round(playedOn: string, input: Partial<FilterableRound> = {}): FilterableRound {
  return {
    id: nextId++,
    playedOn,
    startedAt: `${playedOn}T09:00:00`,
    holeCount: 18,
    roundTypeId: 1,
    roundNumber: 1,
    isFinalRound: false,
    playedInSimulator: false,
    inProgress: false,
    tournamentId: null,
    score: 72,
    par: 72,
    ...input,
  };
}

const dates = (ids: Array<number>, rounds: Array<FilterableRound>) =>
  ids.map((id) => rounds.find((r) => r.id === id)?.playedOn);

const history = [
  round('2026-11-20'),
  round('2026-11-01', { holeCount: 9 }),
  round('2026-10-25', { tournamentId: 3, roundTypeId: 3 }),
  round('2026-10-24', { tournamentId: 3, roundTypeId: 3 }),
  round('2026-09-02', { tournamentId: 2, roundTypeId: 3, inProgress: true }),
  round('2026-08-30'),
  round('2026-06-01'),
  round('2026-05-31', { tournamentId: 1, roundTypeId: 10 }),
  round('2025-12-01', { tournamentId: 9, roundTypeId: 3 }),
  round('2025-11-22'),
  round('2025-11-21'),
  round('2024-11-22'),
  round('2024-11-21'),
];

test('spec 3 §9: the quick filters, in order, with Custom last', () => {
  expect(QUICK_FILTERS).toEqual([
    'Last 6 Rounds',
    'Last 3 Tournaments',
    'Past 30 Days',
    'Current Season',
    '2 Seasons',
    'Past 12 Months',
    'Past 2 Years',
    'Custom',
  ]);
});

test('spec 3 §9: Last 6 Rounds is the first 6 finished rounds of the history, 9 holes included', () => {
  expect(dates(quickFilterRoundIds('Last 6 Rounds', history, TODAY), history)).toEqual([
    '2026-11-20',
    '2026-11-01',
    '2026-10-25',
    '2026-10-24',
    '2026-08-30',
    '2026-06-01',
  ]);
});

test('spec 2 §3 inProgressRounds: an unfinished round is in Last 6 Rounds only when included', () => {
  expect(
    dates(quickFilterRoundIds('Last 6 Rounds', history, TODAY, { includeUnfinished: true }), history),
  ).toEqual(['2026-11-20', '2026-11-01', '2026-10-25', '2026-10-24', '2026-09-02', '2026-08-30']);
});

test('spec 3 §9: Last 3 Tournaments is the rounds of the first 3 tournaments with finished rounds', () => {
  // Tournament 2's only round is unfinished: the third tournament is the one before it.
  expect(dates(quickFilterRoundIds('Last 3 Tournaments', history, TODAY), history)).toEqual([
    '2026-10-25',
    '2026-10-24',
    '2026-05-31',
    '2025-12-01',
  ]);
  expect(
    dates(quickFilterRoundIds('Last 3 Tournaments', history, TODAY, { includeUnfinished: true }), history),
  ).toEqual(['2026-10-25', '2026-10-24', '2026-09-02', '2026-05-31']);
});

test('every quick filter leaves an unfinished round out by default and keeps it when included', () => {
  const unfinished = round('2026-11-21', { inProgress: true, tournamentId: 7, roundTypeId: 3 });
  const withIt = [unfinished, ...history];
  for (const kind of QUICK_FILTERS.filter((k) => k !== 'Custom')) {
    expect(quickFilterRoundIds(kind, withIt, TODAY)).not.toContain(unfinished.id);
    expect(quickFilterRoundIds(kind, withIt, TODAY, { includeUnfinished: true })).toContain(unfinished.id);
    expect(quickFilterRoundFilter(kind, TODAY)?.inProgressRounds).toBe(false);
  }
  // An option whose only round is unfinished is disabled unless unfinished rounds are included.
  const only = [round('2026-11-21', { inProgress: true })];
  expect(quickFilterOptions(only, TODAY).find((o) => o.kind === 'Past 30 Days')?.disabled).toBe(true);
  expect(
    quickFilterOptions(only, TODAY, { includeUnfinished: true }).find((o) => o.kind === 'Past 30 Days')
      ?.disabled,
  ).toBe(false);
});

test('including or leaving out unfinished rounds chooses a quick filter again; Custom drops them', () => {
  const open = history.find((r) => r.inProgress)?.id ?? 0;
  const last6 = defaultRoundSelection(history, TODAY);
  expect(last6.roundIds).not.toContain(open);
  expect(chooseUnfinished(last6, true, history, TODAY).roundIds).toContain(open);
  const custom = { type: 'Custom' as const, roundIds: [open, history[0]?.id ?? 0] };
  expect(chooseUnfinished(custom, false, history, TODAY)).toEqual({
    type: 'Custom',
    roundIds: [history[0]?.id],
  });
  expect(chooseUnfinished(custom, true, history, TODAY)).toEqual(custom);
});

test('spec 3 §9: Past 30 Days', () => {
  expect(dates(quickFilterRoundIds('Past 30 Days', history, TODAY), history)).toEqual([
    '2026-11-20',
    '2026-11-01',
    '2026-10-25',
    '2026-10-24',
  ]);
  expect(quickFilterRoundFilter('Past 30 Days', TODAY)?.dateRange).toEqual({
    min: '2026-10-23',
    max: '2026-11-22',
  });
});

test('spec 3 §9: Current Season is the season of today (Fall: September to November)', () => {
  expect(quickFilterRoundFilter('Current Season', TODAY)?.dateRange).toEqual({
    min: '2026-09-01',
    max: TODAY,
  });
  expect(quickFilterRoundFilter('Current Season', '2027-01-15')?.dateRange?.min).toBe('2026-12-01');
});

test('spec 3 §9: 2 Seasons is the current and the previous season', () => {
  expect(quickFilterRoundFilter('2 Seasons', TODAY)?.dateRange?.min).toBe('2026-06-01');
  expect(quickFilterRoundFilter('2 Seasons', '2027-01-15')?.dateRange?.min).toBe('2026-09-01');
  expect(quickFilterRoundFilter('2 Seasons', '2027-04-15')?.dateRange?.min).toBe('2026-12-01');
  expect(dates(quickFilterRoundIds('2 Seasons', history, TODAY), history).at(-1)).toBe('2026-06-01');
});

test('spec 3 §9: Past 12 Months and Past 2 Years end today', () => {
  expect(dates(quickFilterRoundIds('Past 12 Months', history, TODAY), history).at(-1)).toBe('2025-11-22');
  expect(dates(quickFilterRoundIds('Past 2 Years', history, TODAY), history).at(-1)).toBe('2024-11-22');
});

test('spec 3 §9: options with no data are disabled; Custom never is', () => {
  const old = [round('2020-05-01')];
  const options = quickFilterOptions(old, TODAY);
  expect(options.filter((o) => o.disabled).map((o) => o.kind)).toEqual([
    'Last 3 Tournaments',
    'Past 30 Days',
    'Current Season',
    '2 Seasons',
    'Past 12 Months',
    'Past 2 Years',
  ]);
  expect(options.find((o) => o.kind === 'Last 6 Rounds')?.disabled).toBe(false);
  expect(options.find((o) => o.kind === 'Custom')?.disabled).toBe(false);
});

test('spec 3 §4: the selected round set defaults to the 6 most recent rounds (Last 6 Rounds)', () => {
  const selection = defaultRoundSelection(history, TODAY);
  expect(selection.type).toBe('Last 6 Rounds');
  expect(selection.roundIds).toHaveLength(6);
});

test('spec 3 §4: choosing a quick filter (not Custom) replaces the selected round ids', () => {
  const start = { type: 'Custom' as const, roundIds: [999] };
  const next = chooseQuickFilter(start, 'Past 30 Days', history, TODAY);
  expect(next).toEqual({
    type: 'Past 30 Days',
    roundIds: quickFilterRoundIds('Past 30 Days', history, TODAY),
  });
  expect(chooseQuickFilter(next, 'Custom', history, TODAY)).toEqual({
    type: 'Custom',
    roundIds: next.roundIds,
  });
});

test('a disabled quick filter changes nothing', () => {
  const start = defaultRoundSelection(history, TODAY);
  expect(chooseQuickFilter(start, 'Past 30 Days', [round('2020-01-01')], TODAY)).toBe(start);
});

test('spec 3 §4: any manual round change switches to Custom', () => {
  const start = defaultRoundSelection(history, TODAY);
  const [first] = start.roundIds;
  const toggled = toggleRound(start, first ?? 0);
  expect(toggled.type).toBe('Custom');
  expect(toggled.roundIds).not.toContain(first);
  expect(toggleRound(toggled, first ?? 0).roundIds).toContain(first);
  expect(setRounds(start, [1, 2], false).type).toBe('Custom');
});

test('spec 3 §4: Clear Selections empties the selection and switches to Custom', () => {
  expect(clearSelections()).toEqual({ type: 'Custom', roundIds: [] });
});

test('choices from the options a page was sent agree with choices from the whole history', () => {
  const open = history.find((r) => r.inProgress)?.id ?? 0;
  const finished = quickFilterOptions(history, TODAY);
  const withOpen = quickFilterOptions(history, TODAY, { includeUnfinished: true });
  const start = defaultRoundSelection(history, TODAY);
  for (const kind of QUICK_FILTERS) {
    expect(chooseQuickFilterOption(start, kind, finished)).toEqual(
      chooseQuickFilter(start, kind, history, TODAY),
    );
  }
  const unfinishedIds = history.filter((r) => r.inProgress).map((r) => r.id);
  expect(chooseUnfinishedOption(start, true, withOpen, unfinishedIds)).toEqual(
    chooseUnfinished(start, true, history, TODAY),
  );
  const custom = { type: 'Custom' as const, roundIds: [open, history[0]?.id ?? 0] };
  expect(chooseUnfinishedOption(custom, false, finished, unfinishedIds)).toEqual(
    chooseUnfinished(custom, false, history, TODAY),
  );
  expect(chooseUnfinishedOption(custom, true, withOpen, unfinishedIds)).toEqual(custom);
  // An option that selects nothing changes nothing.
  expect(chooseQuickFilterOption(start, 'Past 30 Days', [])).toBe(start);
});
