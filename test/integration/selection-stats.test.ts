// The statistics of a selection (spec 2 §3 overview, spec 3 §3, §9) in one statement per selection
// (db/queries/selection-stats.ts `selectionStatsQueries`): for a varied history and every kind of
// filter, the flag counts and the grouped round totals are exactly those of a straightforward
// computation — the selection's rounds read on their own (roundSelectionQuery, itself checked against
// applyRoundFilter), their flag counts summed per round in JS, and their totals read by id.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RoundFilterOptions, roundFilter } from '../../app/domain/stats/round-filter';
import { selectionStats } from '../../app/domain/stats/round-stats';
import type { Db } from '../../db/client';
import { flagCountsOfLists, roundFlagCountsQuery } from '../../db/queries/hole-stats';
import { playerShardQuery } from '../../db/queries/player-shards';
import { roundSelectionQuery } from '../../db/queries/round-selection';
import {
  selectionCountsQuery,
  selectionRoundsQuery,
  selectionStatsQueries,
  selectionStatsRows,
} from '../../db/queries/selection-stats';
import {
  createCourse,
  createPlayer,
  createRound,
  createTournament,
  type HoleInput,
  PAR_72,
} from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let playerId: number;
let tournamentIds: Array<number>;
/** The player's shard (decision 119): their rounds are read there. */
let shard: Db;

// mulberry32: deterministic, so a failure can be replayed.
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

beforeAll(async () => {
  workers = await startTestWorkers();
  const { db } = workers;
  const player = await createPlayer(db);
  const other = await createPlayer(db);
  playerId = player.id;
  const course = await createCourse(db, { name: 'Aggregate Links' });
  tournamentIds = [];
  for (let t = 0; t < 5; t++) {
    const startDate = `2025-${String(2 + t * 2).padStart(2, '0')}-12`;
    tournamentIds.push((await createTournament(db, { name: `Open ${t + 1}`, startDate })).id);
  }
  const random = generator(11);
  const teeShots = ['fairway', 'rough', 'green', 'sand'] as const;
  // 40 rounds over two seasons: 9 and 18 holes, holes unscored or excluded, putts missing, every tee
  // shot, rounds in progress, in the simulator, in tournaments, ties in score to par.
  for (let i = 0; i < 40; i++) {
    const month = 1 + (i % 20);
    const playedOn = `${2025 + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-${String(1 + random(27)).padStart(2, '0')}`;
    const holeCount = i % 5 === 0 ? 9 : 18;
    const holes: Array<HoleInput> = PAR_72.slice(0, holeCount).map((par, index) => ({
      par,
      score: i % 7 === 3 && index === holeCount - 1 ? null : par - 1 + random(4),
      putts: i % 6 === 1 ? null : random(4),
      teeShot: teeShots[random(4)],
      excluded: i % 9 === 4 && index === 2,
      yards: i % 8 === 2 ? undefined : 150 + random(300),
    }));
    const eventIndex = i % 3 === 0 ? random(5) : null;
    await createRound(db, {
      accountId: player.id,
      courseId: course.id,
      playedOn,
      holes,
      holeCount,
      tournamentId: eventIndex === null ? null : (tournamentIds[eventIndex] ?? null),
      roundNumber: 1 + random(3),
      isFinalRound: i % 4 === 0,
      inProgress: i % 13 === 5,
      playedInSimulator: i % 11 === 7,
    });
  }
  // Another player's rounds are in the same tables and never counted.
  for (let i = 0; i < 5; i++) {
    await createRound(db, {
      accountId: other.id,
      courseId: course.id,
      playedOn: `2025-0${i + 1}-05`,
      score: 70 + i,
    });
  }
  const [mapped] = await playerShardQuery(db, player.id);
  shard = workers.shards.ofPlayer(mapped?.shard);
});

afterAll(async () => {
  await workers?.dispose();
});

const FILTERS: Array<RoundFilterOptions> = [
  {},
  { holeCount: 1 },
  { holeCount: 0 },
  { inProgressRounds: true },
  { dateRange: { min: '2025-04-01', max: '2026-03-31' } },
  { playedInSimulator: false, roundTypes: [3] },
  { roundNumbers: [0, 2] },
  { timeframe: { period: 'last', count: 6, unit: 'rounds' } },
  { timeframe: { period: 'best', count: 5, unit: 'rounds' } },
  {
    holeCount: 1,
    roundTypes: [3],
    dateRange: { min: '2025-01-01' },
    timeframe: { period: 'best', count: 3, unit: 'rounds' },
  },
  { timeframe: { period: 'last', count: 2, unit: 'tournaments' } },
  { timeframe: { period: 'best', count: 2, unit: 'tournaments' } },
  { dateRange: { min: '2030-01-01' } },
  { golfRoundIds: [] },
];

test('one statement per selection gives the flag counts and round totals of a straightforward reading', async () => {
  const db = shard;
  const perRound = new Map(
    (await roundFlagCountsQuery(db, playerId, null)).map(({ roundId, counts }) => [
      roundId,
      Object.fromEntries(
        Object.entries(flagCountsOfLists([counts])).flatMap(([flag, count]) => [
          [`${flag}Successes`, count.successes],
          [`${flag}Opportunities`, count.opportunities],
        ]),
      ),
    ]),
  );
  const options = FILTERS;
  const filters = options.map((input) => roundFilter(input));
  const [first, ...rest] = filters.flatMap((filter) => selectionStatsQueries(db, playerId, filter));
  if (!first) throw new Error('no statement');
  const rows = selectionStatsRows(await db.batch([first, ...rest]), filters.length);
  let nonEmpty = 0;
  for (const [index, filter] of filters.entries()) {
    const label = JSON.stringify(options[index]);
    const ids = (await roundSelectionQuery(db, playerId, filter)).map((round) => round.id);
    if (ids.length > 0) nonEmpty += 1;
    // Flag counts: the sum of the selected rounds' own counts.
    const expected: Record<string, number> = {};
    for (const key of Object.keys(rows[index]?.counts ?? {})) expected[key] = 0;
    for (const id of ids) {
      for (const [key, value] of Object.entries(perRound.get(id) ?? {})) {
        expected[key] = (expected[key] ?? 0) + Number(value);
      }
    }
    expect(Object.keys(expected).length, label).toBe(84);
    expect(rows[index]?.counts, label).toEqual(expected);
    // The same as the counts statement on its own.
    expect(rows[index]?.counts, label).toEqual((await selectionCountsQuery(db, playerId, filter))[0]);
    // Round totals: the rounds read by their ids.
    const byIds = await selectionRoundsQuery(
      db,
      playerId,
      roundFilter({ golfRoundIds: ids, inProgressRounds: true }),
    );
    expect(rows[index]?.rounds, label).toEqual(byIds);
    expect(rows[index]?.rounds, label).toEqual(await selectionRoundsQuery(db, playerId, filter));
    expect(selectionStats(rows[index]?.rounds ?? []), label).toEqual(selectionStats(byIds));
  }
  // The history is varied enough that most filters select something, and some flags are counted.
  expect(nonEmpty).toBeGreaterThanOrEqual(FILTERS.length - 2);
  const counted = Object.entries(rows[0]?.counts ?? {}).filter(([, value]) => Number(value) > 0);
  expect(counted.length, JSON.stringify(counted)).toBeGreaterThanOrEqual(30);
});
