import { expect, test } from 'vitest';
import { roundsOption } from '../calendar/range-options';
import {
  averageEventScore,
  byEventFilters,
  byStatus,
  type FilterableEntry,
  type FilterableRound,
  historicalMetrics,
  type ResultsScope,
  resultsLists,
  resultsScope,
  upcomingMetrics,
} from './results';
import type { ResultsSettings } from './schedule-filter';

let nextId = 1;
function entry(input: Partial<FilterableEntry> & { startDate: string }): FilterableEntry {
  return {
    accountId: 1,
    tournamentId: nextId++,
    eventTypeId: 3,
    localeTypeId: 1,
    statusId: null,
    isFeatured: false,
    endDate: null,
    ...input,
  };
}

function round(e: FilterableEntry, score: number, roundNumber = 1, holeCount = 18): FilterableRound {
  return {
    id: nextId++,
    accountId: e.accountId,
    tournamentId: e.tournamentId,
    playedOn: e.startDate,
    roundNumber,
    score,
    par: holeCount === 18 ? 72 : 36,
    inProgress: false,
    holesPlayed: holeCount,
    holeCount,
  };
}

const EVERY_DAY: ResultsScope = { range: null, roundIds: null };

const ALL: ResultsSettings = {
  view: 'score',
  timeframe: { key: 'all', label: 'All Time', range: null },
  holes: 918,
  threshold: 0,
};

test('event type and locale filter the entries', () => {
  const rows = [
    entry({ startDate: '2026-01-01' }),
    entry({ startDate: '2026-01-02', eventTypeId: 10, localeTypeId: 4 }),
  ];
  expect(byEventFilters(rows, { eventTypes: [3], locales: [1, 3, 4] })).toEqual([rows[0]]);
  expect(byEventFilters(rows, { eventTypes: [3, 10, 11], locales: [4] })).toEqual([rows[1]]);
  expect(byEventFilters(rows, { eventTypes: [], locales: [1, 3, 4] })).toEqual([]);
});

test('the status filter counts as all at 6; otherwise only the ticked statuses', () => {
  const rows = [
    entry({ startDate: '2026-01-01', statusId: 1 }),
    entry({ startDate: '2026-01-02', statusId: 5 }),
    entry({ startDate: '2026-01-03' }),
  ];
  expect(byStatus(rows, [1, 2, 3, 4, 5, 6])).toHaveLength(3);
  expect(byStatus(rows, [1, 2, 3, 4, 6])).toEqual([rows[0]]);
});

test('upcoming metrics count only tournament rows, with confirmed and considering groups', () => {
  const metrics = upcomingMetrics([
    entry({ startDate: '2026-12-01', endDate: '2026-12-03', statusId: 1 }),
    entry({ startDate: '2026-12-10', statusId: 2 }),
    entry({ startDate: '2026-12-20', statusId: 5 }),
    entry({ startDate: '2026-12-04', eventTypeId: 10, statusId: 4 }),
  ]);
  expect(metrics).toEqual({ tournaments: 3, confirmed: 1, considering: 2, shortestGapDays: 7 });
});

test('the shortest gap is null (shown as -) with fewer than two tournaments', () => {
  expect(upcomingMetrics([entry({ startDate: '2026-12-01' })]).shortestGapDays).toBeNull();
  expect(upcomingMetrics([]).shortestGapDays).toBeNull();
});

test('Score view: rounds at or under the threshold, best to par first; events by average', () => {
  const a = entry({ startDate: '2026-03-01' });
  const b = entry({ startDate: '2026-04-01' });
  const rounds = [round(a, 70), round(a, 78, 2), round(b, 75)];
  const lists = resultsLists([a, b], rounds, { ...ALL, threshold: 76 }, EVERY_DAY);
  expect(lists.rounds.map((r) => r.score)).toEqual([70, 75]);
  // a averages 74, b 75: both under 76, a first.
  expect(lists.events).toEqual([a, b]);
  expect(resultsLists([a, b], rounds, { ...ALL, threshold: 74 }, EVERY_DAY).events).toEqual([a]);
  expect(lists.bestEvent).toBeNull();
});

test('Featured view: featured events and their rounds, newest first', () => {
  const a = entry({ startDate: '2026-03-01', isFeatured: true });
  const b = entry({ startDate: '2026-04-01' });
  const c = entry({ startDate: '2026-05-01', isFeatured: true });
  const lists = resultsLists(
    [a, b, c],
    [round(a, 80), round(b, 70), round(c, 90)],
    { ...ALL, view: 'featured', threshold: -1 },
    EVERY_DAY,
  );
  expect(lists.events).toEqual([c, a]);
  expect(lists.rounds.map((r) => r.score)).toEqual([90, 80]);
});

test('timeframe and hole count keep rounds and events out', () => {
  const old = entry({ startDate: '2024-01-01' });
  const nine = entry({ startDate: '2026-06-01' });
  const settings: ResultsSettings = {
    ...ALL,
    timeframe: { key: 'x', label: 'x', range: { start: '2025-11-26', end: '2026-11-26' } },
    holes: 18,
  };
  const lists = resultsLists([old, nine], [round(old, 70), round(nine, 36, 1, 9)], settings, {
    range: settings.timeframe.range,
    roundIds: null,
  });
  expect(lists.rounds).toEqual([]);
  expect(lists.events).toEqual([]);
});

test('the best badge goes to the best event only when more than 10 are listed', () => {
  const events = Array.from({ length: 11 }, (_, i) => entry({ startDate: `2026-01-${String(i + 10)}` }));
  const rounds = events.map((e, i) => round(e, 80 - (i === 7 ? 10 : 0)));
  expect(resultsLists(events, rounds, ALL, EVERY_DAY).bestEvent).toBe(events[7]);
  expect(resultsLists(events.slice(0, 10), rounds, ALL, EVERY_DAY).bestEvent).toBeNull();
});

test('historical metrics: tournament count and the best 1–4 round totals with year and days since', () => {
  const one = entry({ startDate: '2026-05-01' });
  const oneBetter = entry({ startDate: '2025-05-01' });
  const two = entry({ startDate: '2026-06-01', endDate: '2026-06-02' });
  const metrics = historicalMetrics(
    [one, oneBetter, two],
    [round(one, 75), round(oneBetter, 71), round(two, 72), round(two, 73, 2)],
    EVERY_DAY,
    918,
    '2026-06-12',
  );
  expect(metrics.tournamentCount).toBe(3);
  expect(metrics.best).toEqual([
    { rounds: 1, score: 71, year: 2025, daysSince: 407 },
    { rounds: 2, score: 145, year: 2026, daysSince: 10 },
  ]);
});

test('the score aggregate averages completed event rounds of the hole count in the timeframe', () => {
  const a = entry({ startDate: '2026-03-01' });
  expect(averageEventScore([round(a, 70), round(a, 75, 2), round(a, 40, 3, 9)], EVERY_DAY, 18)).toBe(72.5);
  expect(averageEventScore([], EVERY_DAY, 18)).toBeNull();
});

test('Last N Rounds takes each player’s N most recent completed event rounds of the hole count', () => {
  const early = entry({ startDate: '2026-01-01' });
  const middle = entry({ startDate: '2026-02-01' });
  const late = entry({ startDate: '2026-03-01' });
  const other = entry({ startDate: '2026-01-15', accountId: 2 });
  const unlisted = { ...entry({ startDate: '2026-04-01' }) };
  const rounds = [
    round(early, 74),
    round(middle, 71),
    round(middle, 73, 2),
    round(late, 38, 1, 9),
    round(late, 70, 2),
    { ...round(late, 69, 3), inProgress: true },
    round(other, 80),
    round(unlisted, 60),
  ];
  const scope = resultsScope(roundsOption(2), 18, [early, middle, late, other], rounds);
  // The player's two newest 18-hole completed rounds (late R2, middle R2), and the other player's one.
  const ids = [...(scope.roundIds ?? [])];
  expect(ids.sort()).toEqual([rounds[2]?.id, rounds[4]?.id, rounds[6]?.id].sort());
  expect(scope.range).toBeNull();
  const settings: ResultsSettings = { ...ALL, timeframe: roundsOption(2), holes: 18 };
  const lists = resultsLists([early, middle, late, other], rounds, settings, scope);
  expect(lists.rounds.map((r) => r.score)).toEqual([70, 73, 80]);
  expect(lists.events).toEqual([late, middle, other]);
  expect(averageEventScore(rounds, scope, 18)).toBeCloseTo((73 + 70 + 80) / 3);
  // Both hole counts: the 9-hole round is newer than middle R2.
  const both = resultsScope(roundsOption(2), 918, [early, middle, late, other], rounds);
  expect(both.roundIds?.has(rounds[3]?.id ?? 0)).toBe(true);
  expect(both.roundIds?.has(rounds[2]?.id ?? 0)).toBe(false);
});

test('a dated timeframe scopes by its days', () => {
  const range = { start: '2026-01-01', end: '2026-12-31' };
  expect(resultsScope({ key: 'x', label: 'x', range }, 18, [], [])).toEqual({ range, roundIds: null });
});

test('historical metrics keep to the hole count: 9-hole events count only under 9 or Both', () => {
  const nine = entry({ startDate: '2026-05-01' });
  const eighteen = entry({ startDate: '2026-05-10' });
  const unlogged = entry({ startDate: '2026-05-20' });
  const rounds = [round(nine, 40, 1, 9), round(eighteen, 72)];
  const at = (holes: 9 | 18 | 918) =>
    historicalMetrics([nine, eighteen, unlogged], rounds, EVERY_DAY, holes, '2026-06-01');
  expect(at(18)).toEqual({
    tournamentCount: 1,
    best: [{ rounds: 1, score: 72, year: 2026, daysSince: 22 }],
  });
  expect(at(9)).toEqual({ tournamentCount: 1, best: [{ rounds: 1, score: 40, year: 2026, daysSince: 31 }] });
  expect(at(918).tournamentCount).toBe(3);
  expect(at(918).best).toEqual([{ rounds: 1, score: 40, year: 2026, daysSince: 31 }]);
});

test('historical metrics of a Rounds period count the events of those rounds', () => {
  const a = entry({ startDate: '2026-01-01' });
  const b = entry({ startDate: '2026-02-01' });
  const rounds = [round(a, 75), round(b, 72), round(b, 74, 2)];
  const scope = resultsScope(roundsOption(1), 18, [a, b], rounds);
  const metrics = historicalMetrics([a, b], rounds, scope, 18, '2026-03-01');
  expect(metrics.tournamentCount).toBe(1);
  // The event's whole result counts, not only its rounds inside the period.
  expect(metrics.best).toEqual([{ rounds: 2, score: 146, year: 2026, daysSince: 28 }]);
});
