import { expect, test } from 'vitest';
import type { RoundSummary } from '../stats/round-stats';
import {
  bestRounds,
  type EventRound,
  eventResult,
  finishRank,
  formatFinish,
  isUpcoming,
  resultsSummary,
  scheduleView,
  splitEvents,
} from './schedule';

// spec 3 §2.3: tab 0 events, tab 1 My Results; other integers show the landing tab.
test.each([
  { tab: 0, view: 'events' },
  { tab: 1, view: 'results' },
  { tab: 2, view: 'events' },
  { tab: -1, view: 'events' },
  { tab: 99, view: 'events' },
])('schedule/$tab shows $view', ({ tab, view }) => {
  expect(scheduleView(tab)).toBe(view);
});

test('an event stays upcoming through its last day', () => {
  expect(isUpcoming({ startDate: '2026-11-20', endDate: '2026-11-22' }, '2026-11-22')).toBe(true);
  expect(isUpcoming({ startDate: '2026-11-20', endDate: '2026-11-21' }, '2026-11-22')).toBe(false);
  expect(isUpcoming({ startDate: '2026-11-22', endDate: null }, '2026-11-22')).toBe(true);
});

test('upcoming soonest first, historical most recent first', () => {
  const { upcoming, historical } = splitEvents(
    [
      { id: 1, startDate: '2026-01-01', endDate: '2026-01-02' },
      { id: 2, startDate: '2027-03-01', endDate: null },
      { id: 3, startDate: '2026-12-01', endDate: '2026-12-03' },
      { id: 4, startDate: '2026-06-01', endDate: '2026-06-03' },
    ],
    '2026-11-22',
  );
  expect(upcoming.map((e) => e.id)).toEqual([3, 2]);
  expect(historical.map((e) => e.id)).toEqual([4, 1]);
});

function r(roundNumber: number, score: number | null, par = 72, extra: Partial<EventRound> = {}): EventRound {
  return {
    id: roundNumber,
    roundNumber,
    score,
    par,
    inProgress: false,
    holesPlayed: 18,
    holeCount: 18,
    ...extra,
  };
}

test('an event result: total, to par, rounds in order and the best round by score minus par', () => {
  const result = eventResult([r(2, 69, 71), r(1, 71), r(3, 70, 72)]);
  expect(result).toEqual({
    rounds: [
      { id: 1, roundNumber: 1, score: 71, par: 72, toPar: -1 },
      { id: 2, roundNumber: 2, score: 69, par: 71, toPar: -2 },
      { id: 3, roundNumber: 3, score: 70, par: 72, toPar: -2 },
    ],
    totalScore: 210,
    totalPar: 215,
    toPar: -5,
    averageScore: 70,
    // spec 2 §4: lowest score minus par; the first of equals.
    bestRound: { roundNumber: 2, score: 69, toPar: -2 },
  });
});

test('unfinished rounds do not count; no finished rounds → no result', () => {
  expect(eventResult([r(1, 70), r(2, 30, 72, { inProgress: true })])?.rounds).toHaveLength(1);
  expect(eventResult([r(1, 40, 72, { holesPlayed: 10 })])).toBeNull();
  expect(eventResult([r(1, null)])).toBeNull();
  expect(eventResult([])).toBeNull();
});

test.each([
  { finish: '1', text: '1st', rank: 1 },
  { finish: '2', text: '2nd', rank: 2 },
  { finish: '3', text: '3rd', rank: 3 },
  { finish: '11', text: '11th', rank: 11 },
  { finish: '22', text: '22nd', rank: 22 },
  { finish: 'T5', text: 'T5', rank: 5 },
  { finish: 'WD', text: 'WD', rank: Number.POSITIVE_INFINITY },
  { finish: null, text: null, rank: Number.POSITIVE_INFINITY },
])('finish $finish reads $text', ({ finish, text, rank }) => {
  expect(formatFinish(finish)).toBe(text);
  expect(finishRank(finish)).toBe(rank);
});

test('issue 34 §4: a finish is told against the field when the event gives its size', () => {
  expect(formatFinish('T5', 84)).toBe('T5 of 84');
  expect(formatFinish('2', 84)).toBe('2nd of 84');
  expect(formatFinish('CUT', 84)).toBe('CUT');
  expect(formatFinish(null, 84)).toBeNull();
});

test('the results summary counts wins, top-10s (ties included) and averages full 18-hole rounds', () => {
  const summary = resultsSummary(
    [{ finishPosition: '1' }, { finishPosition: 'T10' }, { finishPosition: '11' }, { finishPosition: null }],
    [
      r(1, 70),
      r(2, 74),
      r(1, 36, 36, { holeCount: 9, holesPlayed: 9 }),
      r(3, 30, 72, { inProgress: true, holesPlayed: 7 }),
    ],
  );
  expect(summary).toEqual({ events: 4, wins: 1, topTens: 2, roundsPlayed: 3, scoringAverage: 72 });
  expect(resultsSummary([], []).scoringAverage).toBeNull();
});

function summary(id: number, playedOn: string, score: number | null, extra: Partial<RoundSummary> = {}) {
  return {
    id,
    playedOn,
    startedAt: `${playedOn}T08:00:00Z`,
    holeCount: 18,
    holesPlayed: 18,
    inProgress: false,
    playedInSimulator: false,
    score,
    par: 72,
    birdies: 0,
    putts: 0,
    puttHoles: 0,
    fairways: 0,
    fairwayChances: 0,
    greens: 0,
    greenChances: 0,
    upDowns: 0,
    upDownChances: 0,
    par3Score: 0,
    par3Holes: 0,
    par4Score: 0,
    par4Holes: 0,
    par5Score: 0,
    par5Holes: 0,
    ...extra,
  } satisfies RoundSummary;
}

test('best rounds are the lowest to par, the more recent first among equals, five at most', () => {
  const rounds = [
    summary(1, '2026-03-01', 75),
    summary(2, '2026-03-02', 70),
    summary(3, '2026-03-03', 72),
    summary(4, '2026-03-04', 70),
    summary(5, '2026-03-05', 80),
    summary(6, '2026-03-06', 71),
    summary(7, '2026-03-07', 78),
  ];
  expect(bestRounds(rounds).map((round) => round.id)).toEqual([4, 2, 6, 3, 1]);
});

test('best rounds compare score to par, not score', () => {
  const rounds = [summary(1, '2026-03-01', 70, { par: 70 }), summary(2, '2026-03-02', 71, { par: 72 })];
  expect(bestRounds(rounds).map((round) => round.id)).toEqual([2, 1]);
});

test('only full 18-hole rounds count as best rounds', () => {
  const rounds = [
    summary(1, '2026-03-01', 36, { holeCount: 9, holesPlayed: 9, par: 36 }),
    summary(2, '2026-03-02', 60, { holesPlayed: 15 }),
    summary(3, '2026-03-03', 65, { inProgress: true }),
    summary(4, '2026-03-04', 74),
  ];
  expect(bestRounds(rounds).map((round) => round.id)).toEqual([4]);
});
