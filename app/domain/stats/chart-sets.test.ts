import { expect, test } from 'vitest';
import {
  BAR_CHART_DEFAULTS,
  barChartYTicks,
  type ChartRound,
  chartSets,
  countsForCharts,
  defaultChartRange,
  includedRounds,
  showsCharts,
  showsTrendCharts,
} from './chart-sets';

let nextId = 1;

function round(overrides: Partial<ChartRound> & { playedOn: string }): ChartRound {
  return {
    id: nextId++,
    score: 72,
    par: 72,
    birdies: 3,
    holeCount: 18,
    holesPlayed: 18,
    inProgress: false,
    playedInSimulator: false,
    ...overrides,
  };
}

/** Rounds on consecutive days from 1 January 2026 with the given scores (par 72). */
function series(scores: Array<number>): Array<ChartRound> {
  return scores.map((score, i) =>
    round({ playedOn: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10), score }),
  );
}

const range = { start: '2024-11-22', end: '2026-11-22' };

// Which rounds count (documented in chart-sets.ts).
test.each<{ rule: string; overrides: Partial<ChartRound>; counts: boolean }>([
  { rule: 'a completed 18-hole round counts', overrides: {}, counts: true },
  { rule: 'a round in progress does not', overrides: { inProgress: true }, counts: false },
  { rule: 'a 9-hole round does not', overrides: { holeCount: 9, holesPlayed: 9 }, counts: false },
  { rule: 'an 18-hole round with holes missing does not', overrides: { holesPlayed: 17 }, counts: false },
  { rule: 'a simulator round does not', overrides: { playedInSimulator: true }, counts: false },
  { rule: 'a round without a score does not', overrides: { score: null }, counts: false },
  { rule: 'a round without a par does not', overrides: { par: null }, counts: false },
  { rule: 'a round before the range does not', overrides: { playedOn: '2024-11-21' }, counts: false },
  { rule: 'a round on the first day of the range does', overrides: { playedOn: '2024-11-22' }, counts: true },
  { rule: 'a round after the range does not', overrides: { playedOn: '2026-11-23' }, counts: false },
])('$rule', ({ overrides, counts }) => {
  expect(countsForCharts(round({ playedOn: '2026-06-01', ...overrides }), range)).toBe(counts);
});

test('spec 1 §9: the default range is Last 24 Months up to today', () => {
  expect(defaultChartRange('2026-11-22')).toEqual({ start: '2024-11-22', end: '2026-11-22' });
});

test('included rounds come oldest first, two rounds of a day by tee time', () => {
  const late = round({ playedOn: '2026-02-01', startedAt: '2026-02-01T14:00:00' });
  const early = round({ playedOn: '2026-02-01', startedAt: '2026-02-01T08:00:00' });
  const before = round({ playedOn: '2026-01-15' });
  expect(includedRounds([late, early, before], null).map((r) => r.id)).toEqual([
    before.id,
    early.id,
    late.id,
  ]);
});

test('best ten: the ten lowest scores to par, shown in date order', () => {
  const rounds = series([80, 70, 75, 69, 71, 78, 72, 68, 74, 73, 77, 70, 76]);
  const best = chartSets(rounds, null)['best-ten'];
  expect(best.title).toBe('Best 10 Rounds');
  expect(best.rounds.map((r) => r.score)).toEqual([70, 75, 69, 71, 72, 68, 74, 73, 70, 76]);
  expect(best.averageScore).toBeCloseTo(71.8);
  expect(best.averageToPar).toBeCloseTo(-0.2);
  expect(best.averageBirdies).toBe(3);
});

test('best ten ranks by score to par, not by score', () => {
  const rounds = [
    ...series([72, 72, 72, 72, 72, 72, 72, 72, 72, 72]),
    round({ playedOn: '2026-03-01', score: 71, par: 70 }), // +1: not among the best
    round({ playedOn: '2026-03-02', score: 73, par: 74 }), // −1: the best
  ];
  const scores = chartSets(rounds, null)['best-ten'].rounds.map((r) => `${r.score}/${r.par}`);
  expect(scores).toContain('73/74');
  expect(scores).not.toContain('71/70');
});

test('a tie for the tenth best round goes to the more recent round', () => {
  const rounds = series([70, 70, 70, 70, 70, 70, 70, 70, 70, 75, 75]);
  const best = chartSets(rounds, null)['best-ten'].rounds;
  expect(best.at(-1)?.playedOn).toBe('2026-01-11');
  expect(best.map((r) => r.playedOn)).not.toContain('2026-01-10');
});

test('best ten consecutive: the run of ten with the lowest total to par', () => {
  const rounds = series([90, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 90]);
  const sets = chartSets(rounds, null);
  expect(sets['best-ten-consecutive'].rounds.map((r) => r.playedOn)).toEqual([
    '2026-01-02',
    '2026-01-03',
    '2026-01-04',
    '2026-01-05',
    '2026-01-06',
    '2026-01-07',
    '2026-01-08',
    '2026-01-09',
    '2026-01-10',
    '2026-01-11',
  ]);
});

test('of two equally good runs, the more recent one is the best consecutive', () => {
  const sets = chartSets(series([72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72]), null);
  expect(sets['best-ten-consecutive'].rounds[0]?.playedOn).toBe('2026-01-02');
});

test('spec 3 §9: the consecutive chart needs more than ten rounds', () => {
  expect(chartSets(series(Array(10).fill(72)), null)['best-ten-consecutive'].rounds).toEqual([]);
  expect(chartSets(series(Array(11).fill(72)), null)['best-ten-consecutive'].rounds).toHaveLength(10);
});

test('last ten and prior ten: the ten most recent rounds and the ten before them', () => {
  const scores = Array.from({ length: 25 }, (_, i) => 60 + i);
  const sets = chartSets(series(scores), null);
  expect(sets['last-ten'].rounds.map((r) => r.score)).toEqual([75, 76, 77, 78, 79, 80, 81, 82, 83, 84]);
  expect(sets['prior-ten'].rounds.map((r) => r.score)).toEqual([65, 66, 67, 68, 69, 70, 71, 72, 73, 74]);
});

test('with fewer rounds the sets hold what there is, and averages are empty when nothing counts', () => {
  const sets = chartSets(series([70, 71, 72]), null);
  expect(sets['last-ten'].rounds).toHaveLength(3);
  expect(sets['prior-ten'].rounds).toEqual([]);
  expect(sets['prior-ten'].averageScore).toBeNull();
});

// spec 1 §2: charts show only when the first chart data set has at least 10 included rounds.
test.each([
  { count: 9, shows: false },
  { count: 10, shows: true },
  { count: 30, shows: true },
])('with $count included rounds the charts show: $shows', ({ count, shows }) => {
  expect(showsCharts(chartSets(series(Array(count).fill(72)), null))).toBe(shows);
});

test('rounds that do not count do not make up the ten', () => {
  const rounds = [
    ...series(Array(9).fill(72)),
    round({ playedOn: '2026-02-01', holeCount: 9, holesPlayed: 9 }),
  ];
  expect(showsCharts(chartSets(rounds, null))).toBe(false);
});

// spec 1 §9: bar chart defaults.
test('the bar chart defaults of spec 1 §9', () => {
  expect(BAR_CHART_DEFAULTS).toMatchObject({
    width: 600,
    height: 200,
    yTicks: [0, 20, 40, 60],
    gridLabels: ['Score', 'Birdies'],
    paddingLeft: 50,
    paddingTop: 10,
  });
});

test.each([
  { max: 0, ticks: [0, 20, 40, 60] },
  { max: 60, ticks: [0, 20, 40, 60] },
  { max: 61, ticks: [0, 20, 40, 60, 80] },
  { max: 95, ticks: [0, 20, 40, 60, 80, 100] },
])('y ticks for a largest value of $max', ({ max, ticks }) => {
  expect(barChartYTicks(max)).toEqual(ticks);
});

test('trend charts show when the first set shown has at least ten rounds', () => {
  const bars = (count: number) => ({ bars: Array.from({ length: count }, (_, index) => index) });
  expect(showsTrendCharts([bars(10), bars(0)])).toBe(true);
  expect(showsTrendCharts([bars(9), bars(12)])).toBe(false);
  expect(showsTrendCharts([])).toBe(false);
});

test('spec 3 §3 Rounds period: the sets are made of the last N rounds that count', () => {
  const rounds = [
    ...series([70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84]),
    round({ playedOn: '2026-02-01', holeCount: 9, holesPlayed: 9, score: 30, par: 36 }),
  ];
  const included = includedRounds(rounds, null, 12);
  // The 9-hole round never counts; the 12 most recent 18-hole rounds, oldest first.
  expect(included.map((r) => r.score)).toEqual([73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84]);
  const sets = chartSets(rounds, null, 12);
  expect(sets['best-ten'].rounds.map((r) => r.score)).toEqual([73, 74, 75, 76, 77, 78, 79, 80, 81, 82]);
  expect(sets['last-ten'].rounds).toHaveLength(10);
  expect(sets['prior-ten'].rounds.map((r) => r.score)).toEqual([73, 74]);
  expect(chartSets(rounds, null, 5)['best-ten'].rounds).toHaveLength(5);
});
