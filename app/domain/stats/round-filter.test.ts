import { expect, test } from 'vitest';
import {
  applyRoundFilter,
  type FilterableRound,
  gridHoleCount,
  holeCountsOf,
  roundFilter,
  uniqueFilterNames,
} from './round-filter';
import { parseRoundFilter, parseRoundFilterParam } from './round-filter-schema';

let nextId = 1;
function round(input: Partial<FilterableRound> & { playedOn: string }): FilterableRound {
  return {
    id: nextId++,
    startedAt: `${input.playedOn}T09:00:00`,
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

const ids = (rounds: Array<FilterableRound>) => rounds.map((r) => r.id);

test('spec 2 §3: hole count 9 Hole = 0, 18 Hole = 1, Both = 2', () => {
  expect(holeCountsOf(0)).toEqual([9]);
  expect(holeCountsOf(1)).toEqual([18]);
  expect(holeCountsOf(2)).toEqual([9, 18]);
  const nine = round({ playedOn: '2026-05-01', holeCount: 9 });
  const eighteen = round({ playedOn: '2026-05-02' });
  expect(ids(applyRoundFilter([nine, eighteen], roundFilter({ holeCount: 0 })))).toEqual([nine.id]);
  expect(ids(applyRoundFilter([nine, eighteen], roundFilter({ holeCount: 1 })))).toEqual([eighteen.id]);
  expect(ids(applyRoundFilter([nine, eighteen], roundFilter({ holeCount: 2 })))).toEqual([
    eighteen.id,
    nine.id,
  ]);
});

test('spec 2 §5: any other hole count is the error Invalid hole count value', () => {
  expect(() => holeCountsOf(918)).toThrow('Invalid hole count value');
  expect(parseRoundFilter({ holeCount: 3 })).toEqual({
    ok: false,
    error: 'holeCount: Invalid hole count value',
  });
});

test('spec 2 §5: the rounds grid takes exactly 9 or 18 holes, else Invalid hole count value', () => {
  expect(gridHoleCount(9)).toBe(9);
  expect(gridHoleCount(18)).toBe(18);
  expect(() => gridHoleCount(918)).toThrow('Invalid hole count value');
  expect(() => gridHoleCount(2)).toThrow('Invalid hole count value');
});

test('spec 2 §3: golfRoundIds keep only those rounds; an empty list keeps none', () => {
  const a = round({ playedOn: '2026-05-01' });
  const b = round({ playedOn: '2026-05-02' });
  expect(ids(applyRoundFilter([a, b], roundFilter({ golfRoundIds: [a.id] })))).toEqual([a.id]);
  expect(ids(applyRoundFilter([a, b], roundFilter({ golfRoundIds: [] })))).toEqual([]);
  expect(ids(applyRoundFilter([a, b], roundFilter({})))).toEqual([b.id, a.id]);
});

test('an empty list of round types, round numbers or tournaments means any', () => {
  const a = round({ playedOn: '2026-05-01', tournamentId: 4 });
  const filter = roundFilter({ roundTypes: [], roundNumbers: [], tournamentIds: [] });
  expect(ids(applyRoundFilter([a], filter))).toEqual([a.id]);
});

test('spec 2 §3: tournamentIds keep the rounds of those tournaments', () => {
  const practice = round({ playedOn: '2026-05-01' });
  const inEvent = round({ playedOn: '2026-05-02', tournamentId: 7, roundTypeId: 3 });
  const other = round({ playedOn: '2026-05-03', tournamentId: 8, roundTypeId: 3 });
  expect(ids(applyRoundFilter([practice, inEvent, other], roundFilter({ tournamentIds: [7] })))).toEqual([
    inEvent.id,
  ]);
});

test('spec 2 §3: the date range keeps rounds between min and max, both days included', () => {
  const before = round({ playedOn: '2026-04-30' });
  const first = round({ playedOn: '2026-05-01' });
  const last = round({ playedOn: '2026-05-31' });
  const after = round({ playedOn: '2026-06-01' });
  const filter = roundFilter({ dateRange: { min: '2026-05-01', max: '2026-05-31' } });
  expect(ids(applyRoundFilter([before, first, last, after], filter))).toEqual([last.id, first.id]);
  expect(ids(applyRoundFilter([before, first], roundFilter({ dateRange: { min: '2026-05-01' } })))).toEqual([
    first.id,
  ]);
});

test('a date range that ends before it starts is refused', () => {
  expect(parseRoundFilter({ holeCount: 2, dateRange: { min: '2026-06-01', max: '2026-05-01' } })).toEqual({
    ok: false,
    error: 'dateRange: The date range ends before it starts',
  });
});

test('spec 2 §3: timeframe last N rounds keeps the N most recent', () => {
  const rounds = ['2026-05-01', '2026-05-03', '2026-05-02', '2026-05-04'].map((d) => round({ playedOn: d }));
  const filter = roundFilter({ timeframe: { period: 'last', count: 2, unit: 'rounds' } });
  expect(applyRoundFilter(rounds, filter).map((r) => r.playedOn)).toEqual(['2026-05-04', '2026-05-03']);
});

test('spec 2 §3: timeframe best N rounds keeps the lowest scores to par; a tie goes to the newer round', () => {
  const rounds = [
    round({ playedOn: '2026-05-01', score: 70, par: 72 }),
    round({ playedOn: '2026-05-02', score: 69, par: 70 }),
    round({ playedOn: '2026-05-03', score: 71, par: 72 }),
    round({ playedOn: '2026-05-04', score: 80, par: 72 }),
    round({ playedOn: '2026-05-05', score: null, par: 72 }),
  ];
  const filter = roundFilter({ timeframe: { period: 'best', count: 2, unit: 'rounds' } });
  expect(applyRoundFilter(rounds, filter).map((r) => r.playedOn)).toEqual(['2026-05-03', '2026-05-01']);
});

test('spec 2 §3: timeframe last N tournaments keeps every round of the N latest tournaments', () => {
  const rounds = [
    round({ playedOn: '2026-04-01', tournamentId: 1, roundTypeId: 3 }),
    round({ playedOn: '2026-04-02', tournamentId: 1, roundTypeId: 3 }),
    round({ playedOn: '2026-05-01', tournamentId: 2, roundTypeId: 3 }),
    round({ playedOn: '2026-05-10' }),
    round({ playedOn: '2026-06-01', tournamentId: 3, roundTypeId: 3 }),
  ];
  const filter = roundFilter({ timeframe: { period: 'last', count: 2, unit: 'tournaments' } });
  expect(applyRoundFilter(rounds, filter).map((r) => r.tournamentId)).toEqual([3, 2]);
});

test('spec 2 §3: timeframe best N tournaments ranks tournaments by average score to par per round', () => {
  const rounds = [
    round({ playedOn: '2026-04-01', tournamentId: 1, score: 70, par: 72 }),
    round({ playedOn: '2026-04-02', tournamentId: 1, score: 78, par: 72 }),
    round({ playedOn: '2026-05-01', tournamentId: 2, score: 71, par: 72 }),
    round({ playedOn: '2026-06-01', tournamentId: 3, score: 73, par: 72 }),
  ];
  const filter = roundFilter({ timeframe: { period: 'best', count: 1, unit: 'tournaments' } });
  expect(applyRoundFilter(rounds, filter).map((r) => r.tournamentId)).toEqual([2]);
});

test('spec 2 §3: round types 1, 3, 10, 11 keep rounds of those types; other ids are refused', () => {
  const practice = round({ playedOn: '2026-05-01', roundTypeId: 1 });
  const qualifier = round({ playedOn: '2026-05-02', roundTypeId: 10 });
  const match = round({ playedOn: '2026-05-03', roundTypeId: 11 });
  const filter = roundFilter({ roundTypes: [10, 11] });
  expect(ids(applyRoundFilter([practice, qualifier, match], filter))).toEqual([match.id, qualifier.id]);
  expect(parseRoundFilter({ holeCount: 2, roundTypes: [2] })).toEqual({
    ok: false,
    error: 'roundTypes.0: Unknown round type',
  });
});

test('spec 2 §3: round number 0 means the final round', () => {
  const first = round({ playedOn: '2026-05-01', roundNumber: 1 });
  const second = round({ playedOn: '2026-05-02', roundNumber: 2 });
  const final = round({ playedOn: '2026-05-03', roundNumber: 3, isFinalRound: true });
  const rounds = [first, second, final];
  expect(ids(applyRoundFilter(rounds, roundFilter({ roundNumbers: [0] })))).toEqual([final.id]);
  expect(ids(applyRoundFilter(rounds, roundFilter({ roundNumbers: [1, 0] })))).toEqual([final.id, first.id]);
  expect(ids(applyRoundFilter(rounds, roundFilter({ roundNumbers: [2] })))).toEqual([second.id]);
});

test('spec 2 §3: playedInSimulator true keeps simulator rounds, false course rounds, absent both', () => {
  const course = round({ playedOn: '2026-05-01' });
  const simulator = round({ playedOn: '2026-05-02', playedInSimulator: true });
  const both = [course, simulator];
  expect(ids(applyRoundFilter(both, roundFilter({ playedInSimulator: true })))).toEqual([simulator.id]);
  expect(ids(applyRoundFilter(both, roundFilter({ playedInSimulator: false })))).toEqual([course.id]);
  expect(ids(applyRoundFilter(both, roundFilter({})))).toEqual([simulator.id, course.id]);
});

test('spec 2 §3: in-progress rounds count only when inProgressRounds is set', () => {
  const done = round({ playedOn: '2026-05-01' });
  const open = round({ playedOn: '2026-05-02', inProgress: true });
  expect(ids(applyRoundFilter([done, open], roundFilter({})))).toEqual([done.id]);
  expect(ids(applyRoundFilter([done, open], roundFilter({ inProgressRounds: true })))).toEqual([
    open.id,
    done.id,
  ]);
});

test('the timeframe applies after the other conditions', () => {
  const nine = round({ playedOn: '2026-05-03', holeCount: 9 });
  const older = round({ playedOn: '2026-05-01' });
  const newer = round({ playedOn: '2026-05-02' });
  const filter = roundFilter({ holeCount: 1, timeframe: { period: 'last', count: 1, unit: 'rounds' } });
  expect(ids(applyRoundFilter([nine, older, newer], filter))).toEqual([newer.id]);
});

test('a filter from a URL rejects unknown shapes with a message', () => {
  expect(parseRoundFilter({ holeCount: 1, golfRoundIds: ['x'] }).ok).toBe(false);
  expect(
    parseRoundFilter({ holeCount: 1, timeframe: { period: 'worst', count: 3, unit: 'rounds' } }).ok,
  ).toBe(false);
  expect(parseRoundFilter({ holeCount: 1, dateRange: { min: '05/01/2026' } }).ok).toBe(false);
  const ok = parseRoundFilter({ holeCount: 1, filterName: ' Last 3 ' });
  expect(ok).toEqual({ ok: true, filter: { holeCount: 1, filterName: 'Last 3' } });
});

test('spec 2 §5: duplicate filter names get a numeric suffix (2), (3)…', () => {
  expect(uniqueFilterNames(['Last 3', 'Best 3', 'Last 3', 'Last 3'])).toEqual([
    'Last 3',
    'Best 3',
    'Last 3 (2)',
    'Last 3 (3)',
  ]);
  expect(uniqueFilterNames(['A (2)', 'A', 'A'])).toEqual(['A (2)', 'A', 'A (3)']);
});

test('a filter in a query parameter is JSON; missing or broken JSON is a clear error', () => {
  const filter = encodeURIComponent(JSON.stringify({ holeCount: 1, roundTypes: [3] }));
  expect(parseRoundFilterParam(new URLSearchParams(`filter=${filter}`))).toEqual({
    ok: true,
    filter: { holeCount: 1, roundTypes: [3], filterName: '' },
  });
  expect(parseRoundFilterParam(new URLSearchParams(''))).toEqual({ ok: false, error: 'filter: missing' });
  expect(parseRoundFilterParam(new URLSearchParams('filter={oops'))).toEqual({
    ok: false,
    error: 'filter: not JSON',
  });
  expect(
    parseRoundFilterParam(new URLSearchParams(`filter=${encodeURIComponent('{"holeCount":918}')}`)),
  ).toEqual({
    ok: false,
    error: 'holeCount: Invalid hole count value',
  });
});

test('a filter built by code is the filter the schema reads from the same input, defaults included', () => {
  const inputs = [
    {},
    { filterName: '  Spring  ', holeCount: 1 },
    {
      holeCount: 0,
      dateRange: { min: '2026-01-01', max: '2026-03-01' },
      roundTypes: [3, 10] as Array<3 | 10>,
    },
    { timeframe: { period: 'last' as const, count: 6, unit: 'rounds' as const }, inProgressRounds: true },
  ];
  for (const input of inputs) {
    const parsed = parseRoundFilter({ holeCount: 2, ...input });
    expect(parsed.ok && parsed.filter).toEqual(roundFilter(input));
  }
  expect(() => roundFilter({ holeCount: 918 })).toThrow('Invalid hole count value');
  expect(() => roundFilter({ dateRange: { min: '2026-03-01', max: '2026-01-01' } })).toThrow(
    'The date range ends before it starts',
  );
});
