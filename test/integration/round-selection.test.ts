import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildOverviewGroup, OVERVIEW_GROUPS } from '../../app/domain/stats/overview-groups';
import {
  QUICK_FILTERS,
  quickFilterRoundFilter,
  quickFilterRoundIds,
} from '../../app/domain/stats/quick-filters';
import {
  applyRoundFilter,
  type FilterableRound,
  type RoundFilterOptions,
  roundFilter,
} from '../../app/domain/stats/round-filter';
import type { Db } from '../../db/client';
import { myRoundsQuickFilterQuery } from '../../db/queries/my-rounds';
import { roundSelectionQuery } from '../../db/queries/round-selection';
import { rounds } from '../../db/schema/rounds';
import {
  createCourse,
  createPlayer,
  createRound,
  createTournament,
  holesForScore,
  PAR_72,
} from '../helpers/factories';
import { playerRoundsDb } from '../helpers/test-shards';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let playerId: number;
let otherId: number;
let tournamentIds: Array<number>;
let all: Array<FilterableRound>;
// Each player's rounds are on their shard (decision 119): the queries run there.
let shard: Db;
let otherShard: Db;

// A deterministic mix of two seasons: 9 and 18 holes, every round type, final rounds, simulator
// rounds, rounds in progress, ties in score, several tournaments of 1 to 3 rounds.
beforeAll(async () => {
  workers = await startTestWorkers();
  const { db } = workers;
  const player = await createPlayer(db);
  const other = await createPlayer(db);
  playerId = player.id;
  otherId = other.id;
  const course = await createCourse(db, { name: 'Selection Links' });
  tournamentIds = [];
  for (let t = 0; t < 6; t++) {
    const start = `2025-${String(3 + t * 2).padStart(2, '0')}-10`;
    tournamentIds.push((await createTournament(db, { name: `Open ${t + 1}`, startDate: start })).id);
  }
  // mulberry32: a small deterministic generator whose low bits are as random as its high ones.
  let seed = 7;
  const random = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
  for (let i = 0; i < 48; i++) {
    const month = 1 + (i % 24);
    const playedOn = `${2025 + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-${String(1 + random(27)).padStart(2, '0')}`;
    const eventIndex = i % 4 === 0 ? random(6) : null;
    const tournamentId = eventIndex === null ? null : (tournamentIds[eventIndex] ?? null);
    const nine = random(5) === 0;
    const score = 68 + random(12);
    await createRound(db, {
      accountId: player.id,
      courseId: course.id,
      playedOn,
      tournamentId,
      roundTypeId: tournamentId ? [3, 10, 11][random(3)] : 1,
      roundNumber: tournamentId ? 1 + random(3) : 1,
      isFinalRound: tournamentId !== null && random(2) === 0,
      playedInSimulator: random(8) === 0,
      inProgress: random(10) === 0,
      holes: nine
        ? PAR_72.slice(0, 9).map((par, h) => ({ par, score: par + (h < score - 68 ? 1 : 0) }))
        : holesForScore(score),
    });
  }
  await createRound(db, { accountId: other.id, courseId: course.id, playedOn: '2026-01-05', score: 60 });
  shard = await playerRoundsDb(workers.db, player.id);
  otherShard = await playerRoundsDb(workers.db, other.id);
  all = await shard
    .select({
      id: rounds.id,
      playedOn: rounds.playedOn,
      startedAt: rounds.startedAt,
      holeCount: rounds.holeCount,
      roundTypeId: rounds.roundTypeId,
      roundNumber: rounds.roundNumber,
      isFinalRound: rounds.isFinalRound,
      playedInSimulator: rounds.playedInSimulator,
      inProgress: rounds.inProgress,
      tournamentId: rounds.tournamentId,
      score: rounds.score,
      par: rounds.par,
    })
    .from(rounds)
    .where(eq(rounds.accountId, player.id));
});

afterAll(async () => {
  await workers?.dispose();
});

const filters: Array<[string, () => RoundFilterOptions]> = [
  ['every completed round', () => ({})],
  ['9 holes', () => ({ holeCount: 0 })],
  ['18 holes', () => ({ holeCount: 1 })],
  ['some round ids', () => ({ golfRoundIds: all.slice(0, 10).map((r) => r.id) })],
  ['an empty list of round ids selects none', () => ({ golfRoundIds: [] })],
  ['two tournaments', () => ({ tournamentIds: tournamentIds.slice(1, 3) })],
  ['a date range', () => ({ dateRange: { min: '2025-06-01', max: '2026-02-28' } })],
  ['only a start', () => ({ dateRange: { min: '2026-01-01' } })],
  ['last 6 rounds', () => ({ timeframe: { period: 'last', count: 6, unit: 'rounds' } })],
  ['best 5 rounds', () => ({ timeframe: { period: 'best', count: 5, unit: 'rounds' } })],
  ['last 3 tournaments', () => ({ timeframe: { period: 'last', count: 3, unit: 'tournaments' } })],
  ['best 2 tournaments', () => ({ timeframe: { period: 'best', count: 2, unit: 'tournaments' } })],
  ['qualifiers and matches', () => ({ roundTypes: [10, 11] })],
  ['final rounds', () => ({ roundNumbers: [0] })],
  ['round 2 and final rounds', () => ({ roundNumbers: [2, 0] })],
  ['simulator only', () => ({ playedInSimulator: true })],
  ['course only, in progress too', () => ({ playedInSimulator: false, inProgressRounds: true })],
  [
    'best 5 tournament rounds of 18 holes in 2025',
    () => ({
      holeCount: 1,
      roundTypes: [3],
      dateRange: { min: '2025-01-01', max: '2025-12-31' },
      timeframe: { period: 'best', count: 5, unit: 'rounds' },
    }),
  ],
];

test.each(filters)('D1 selects what the domain rule selects: %s', async (name, make) => {
  const filter = roundFilter(make());
  const selected = await roundSelectionQuery(shard, playerId, filter);
  const expected = applyRoundFilter(all, filter);
  // Every case selects something, and (but for the first) not everything: each condition is exercised.
  if (name.startsWith('an empty list')) expect(expected).toEqual([]);
  else expect(expected.length).toBeGreaterThan(0);
  if (
    filter.golfRoundIds === undefined &&
    filter.timeframe === undefined &&
    name !== 'every completed round'
  ) {
    expect(expected.length).toBeLessThan(all.length);
  }
  expect(selected.map((r) => r.id)).toEqual(expected.map((r) => r.id));
});

// My Rounds reads Last N Tournaments from the newest rounds back (issue 30): the same rounds.
const myRoundsFilters: Array<[string, RoundFilterOptions]> = [
  ['last 3 tournaments', { timeframe: { period: 'last', count: 3, unit: 'tournaments' } }],
  [
    'the last tournament, in progress too',
    { inProgressRounds: true, timeframe: { period: 'last', count: 1, unit: 'tournaments' } },
  ],
  [
    'last 4 tournaments of 18 holes, in progress too',
    { holeCount: 1, inProgressRounds: true, timeframe: { period: 'last', count: 4, unit: 'tournaments' } },
  ],
  ['more tournaments than there are', { timeframe: { period: 'last', count: 9, unit: 'tournaments' } }],
  ['best 2 tournaments', { timeframe: { period: 'best', count: 2, unit: 'tournaments' } }],
  ['a date range', { dateRange: { min: '2025-06-01', max: '2026-02-28' } }],
];

test.each(myRoundsFilters)('My Rounds selects what the domain rule selects: %s', async (_name, options) => {
  const filter = roundFilter(options);
  const selected = await myRoundsQuickFilterQuery(shard, playerId, filter);
  const expected = applyRoundFilter(all, filter);
  expect(expected.length).toBeGreaterThan(0);
  expect(selected.map((r) => r.id)).toEqual(expected.map((r) => r.id));
});

test('My Rounds selects what the domain rule selects for every quick filter, unfinished rounds in or out', async () => {
  for (const today of ['2025-08-20', '2026-12-31']) {
    for (const includeUnfinished of [false, true]) {
      for (const kind of QUICK_FILTERS) {
        const filter = quickFilterRoundFilter(kind, today, { includeUnfinished });
        if (!filter) continue;
        const selected = await myRoundsQuickFilterQuery(shard, playerId, filter);
        const expected = quickFilterRoundIds(kind, all, today, { includeUnfinished });
        expect(
          selected.map((r) => r.id),
          `${kind} ${today} ${includeUnfinished}`,
        ).toEqual(expected);
      }
    }
  }
});

test('the selection is not empty for the filters that should select something', async () => {
  const selected = await roundSelectionQuery(
    shard,
    playerId,
    roundFilter({ timeframe: { period: 'last', count: 3, unit: 'tournaments' } }),
  );
  expect(new Set(selected.map((r) => r.tournamentId)).size).toBe(3);
  expect(selected[0]).toMatchObject({ courseName: 'Selection Links', tournamentName: expect.any(String) });
  expect(typeof selected[0]?.isFinalRound).toBe('boolean');
});

test('a selection never includes another player’s rounds, even by id', async () => {
  const [theirs] = await otherShard
    .select({ id: rounds.id })
    .from(rounds)
    .where(eq(rounds.accountId, otherId));
  const selected = await roundSelectionQuery(
    shard,
    playerId,
    roundFilter({ golfRoundIds: [theirs?.id ?? 0] }),
  );
  expect(selected).toEqual([]);
});

test('a filter of 300 round ids stays one query under the 100 bound-parameter limit', async () => {
  const ids = [...all.map((r) => r.id), ...Array.from({ length: 300 - all.length }, (_, i) => 9_000_000 + i)];
  const filter = roundFilter({ golfRoundIds: ids, inProgressRounds: true });
  const selected = await roundSelectionQuery(shard, playerId, filter);
  expect(selected).toHaveLength(all.length);
});

test('two selections run in one D1 batch', async () => {
  const [last, best] = await shard.batch([
    roundSelectionQuery(
      shard,
      playerId,
      roundFilter({ timeframe: { period: 'last', count: 3, unit: 'rounds' } }),
    ),
    roundSelectionQuery(
      shard,
      playerId,
      roundFilter({ timeframe: { period: 'best', count: 3, unit: 'rounds' } }),
    ),
  ]);
  expect(last).toHaveLength(3);
  expect(best).toHaveLength(3);
  expect(best.map((r) => r.id)).toEqual(
    applyRoundFilter(all, roundFilter({ timeframe: { period: 'best', count: 3, unit: 'rounds' } })).map(
      (r) => r.id,
    ),
  );
});

test.each(QUICK_FILTERS.filter((kind) => kind !== 'Custom'))(
  'the quick filter %s reads the same rounds in D1 as from the history',
  async (kind) => {
    const today = '2026-11-20';
    const filter = quickFilterRoundFilter(kind, today);
    if (!filter) throw new Error(`${kind} has no filter`);
    const selected = await roundSelectionQuery(shard, playerId, filter);
    expect(selected.map((r) => r.id)).toEqual(quickFilterRoundIds(kind, all, today));
  },
);

test.each(OVERVIEW_GROUPS.map((g) => [g.name, g] as const))(
  'the overviews of %s read in one D1 batch select what the domain selects',
  async (_name, definition) => {
    const history = await roundSelectionQuery(shard, playerId, roundFilter({ inProgressRounds: true }));
    // "Now" is the evening of the last completed 18-hole round, so that every group has overviews.
    const latest = history.find((r) => !r.inProgress && r.holeCount === 18);
    const now = `${latest?.playedOn}T18:00:00`;
    const group = buildOverviewGroup(definition, { rounds: history, now, holeCount: 18 });
    if (!group) throw new Error('the group did not build');
    const [first, ...rest] = group.overviews.map((o) => roundSelectionQuery(shard, playerId, o.filter));
    if (!first) throw new Error('the group has no overviews');
    const results = await shard.batch([first, ...rest]);
    expect(results.map((rows) => rows.map((r) => r.id))).toEqual(
      group.overviews.map((o) => applyRoundFilter(all, o.filter).map((r) => r.id)),
    );
  },
);
