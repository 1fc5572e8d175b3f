import { expect, test } from 'vitest';
import {
  chooseQuickFilter,
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

test('spec 3 §9: Last 6 Rounds is the first 6 of the history, 9 holes and in progress included', () => {
  expect(dates(quickFilterRoundIds('Last 6 Rounds', history, TODAY), history)).toEqual([
    '2026-11-20',
    '2026-11-01',
    '2026-10-25',
    '2026-10-24',
    '2026-09-02',
    '2026-08-30',
  ]);
});

test('spec 3 §9: Last 3 Tournaments is the rounds of the first 3 tournaments', () => {
  expect(dates(quickFilterRoundIds('Last 3 Tournaments', history, TODAY), history)).toEqual([
    '2026-10-25',
    '2026-10-24',
    '2026-09-02',
    '2026-05-31',
  ]);
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
