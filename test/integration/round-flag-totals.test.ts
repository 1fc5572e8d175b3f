// The per-round flag totals (migrations 0005 and 0008) stay equal to counting the holes themselves, whatever
// writes round_holes: inserts, flag updates (the backfill), excluding a hole, deleting a round.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { HOLE_FLAGS_VERSION } from '../../app/domain/stats/hole-stats';
import { STAT_CATALOGUE } from '../../app/domain/stats/stat-catalogue';
import {
  backfillHoleStats,
  flagCountsOf,
  flagCountsOfLists,
  flagCountsQuery,
  roundFlagCountsQuery,
} from '../../db/queries/hole-stats';
import { flagTotalColumn, roundFlagTotals } from '../../db/schema/round-flag-totals';
import { roundHoles, rounds } from '../../db/schema/rounds';
import { STATS_BACKFILL_CRON } from '../../workers/crons';
import { createCourse, createPlayer, createRound } from '../helpers/factories';
import { playerRoundsDb, shardsOf } from '../helpers/test-shards';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});

afterAll(async () => {
  await workers?.dispose();
});

/** The counts straight from the holes: the definition the totals must keep (spec 3 §3, §2.1). */
async function countedFromHoles(roundIds: Array<number>) {
  const columns = Object.fromEntries(
    STAT_CATALOGUE.flatMap(({ flag }) => [
      [`${flag}Successes`, sql<number>`coalesce(sum(${roundHoles[flag]}), 0)`.mapWith(Number)],
      [`${flag}Opportunities`, sql<number>`count(${roundHoles[flag]})`.mapWith(Number)],
    ]),
  );
  const [row] = await (await shardOfRound(roundIds[0]))
    .select(columns)
    .from(roundHoles)
    .where(and(inArray(roundHoles.roundId, roundIds), eq(roundHoles.excluded, false)));
  return flagCountsOf(row);
}

/** spec 3 §3 per-round sums straight from the scored holes, against the stored totals. */
async function expectRoundSumsKept(roundIds: Array<number>) {
  const shard = await shardOfRound(roundIds[0]);
  const fromHoles = await shard.all(sql`select round_id as roundId, count(score) as scoredHoles,
      sum(score) as score, sum(case when score is not null then par end) as par,
      case when count(case when score is not null then putts end) = count(score)
        then sum(case when score is not null then putts end) end as putts,
      coalesce(sum(case when score is not null then putts end), 0) as puttsRecorded,
      count(case when score is not null then putts end) as puttHoles,
      coalesce(sum(case when score is not null and par = 3 then score end), 0) as par3Score,
      count(case when score is not null and par = 4 then score end) as par4Holes,
      round(coalesce(sum(case when score is not null then sg_approach end), 0), 4) as sgApproach,
      round(coalesce(sum(case when score is not null then sg_putting end), 0), 4) as sgPutting,
      count(case when score is not null then sg_putting end) as sgHoles
    from round_holes where excluded = 0 and round_id in ${sql.raw(`(${roundIds.join(',')})`)}
    group by round_id order by round_id`);
  const stored = await shard.all(sql`select round_id as roundId, scored_holes as scoredHoles,
      score, par, putts, putts_recorded as puttsRecorded, putt_holes as puttHoles,
      par3_score as par3Score, par4_holes as par4Holes, round(sg_approach, 4) as sgApproach,
      round(sg_putting, 4) as sgPutting, sg_holes as sgHoles
      from round_flag_totals join round_stat_totals using (round_id) where round_id in ${sql.raw(`(${roundIds.join(',')})`)}
    order by round_id`);
  expect(stored).toEqual(fromHoles);
}

async function countedFromTotals(roundIds: Array<number>) {
  const [row] = await flagCountsQuery(await shardOfRound(roundIds[0]), roundIds);
  return flagCountsOf(row);
}

test('totals follow inserts, flag updates, excluded holes and deleted rounds', async () => {
  const db = workers.db;
  const player = await createPlayer(db);
  const course = await createCourse(db);
  const made = await Promise.all(
    [70, 75, 68].map((score, i) =>
      createRound(db, {
        accountId: player.id,
        courseId: course.id,
        playedOn: `2026-09-0${i + 1}`,
        score,
        flags: false,
      }),
    ),
  );
  const ids = made.map((r) => r.id);
  const shard = await playerRoundsDb(workers.db, player.id);
  // Inserted without flags: every flag unknown, so no opportunities yet.
  expect(await countedFromTotals(ids)).toEqual(await countedFromHoles(ids));
  expect((await countedFromTotals(ids)).madeParOrBetter.opportunities).toBe(0);

  // The backfill writes every hole's flags by updates.
  await backfillHoleStats(db, shardsOf(db));
  const afterBackfill = await countedFromTotals(ids);
  expect(afterBackfill).toEqual(await countedFromHoles(ids));
  expect(afterBackfill.madeParOrBetter.opportunities).toBe(54);
  await expectRoundSumsKept(ids);

  // Excluding a hole takes it out of every count (spec 3 §2.1).
  await shard
    .update(roundHoles)
    .set({ excluded: true })
    .where(and(eq(roundHoles.roundId, ids[0] as number), eq(roundHoles.holeNumber, 1)));
  const afterExclude = await countedFromTotals(ids);
  expect(afterExclude).toEqual(await countedFromHoles(ids));
  expect(afterExclude.madeParOrBetter.opportunities).toBe(53);
  await expectRoundSumsKept(ids);

  // A changed flag moves one success.
  await shard
    .update(roundHoles)
    .set({ madeBirdie: true })
    .where(and(eq(roundHoles.roundId, ids[1] as number), eq(roundHoles.holeNumber, 2)));
  expect(await countedFromTotals(ids)).toEqual(await countedFromHoles(ids));

  // Deleting a round (its holes go by cascade) leaves no totals behind.
  await shard.delete(rounds).where(eq(rounds.id, ids[2] as number));
  expect(
    await shard
      .select()
      .from(roundFlagTotals)
      .where(eq(flagTotalColumn('roundId'), ids[2] as number)),
  ).toEqual([]);
  expect(await countedFromTotals(ids)).toEqual(await countedFromHoles(ids));
});

test("a round's counts read as one list (the summary's chart sets) are its totals, for the range asked", async () => {
  const db = workers.db;
  const player = await createPlayer(db);
  const course = await createCourse(db);
  const made = await Promise.all(
    [71, 79, 66].map((score, i) =>
      createRound(db, { accountId: player.id, courseId: course.id, playedOn: `2026-08-0${i + 1}`, score }),
    ),
  );
  const shard = await playerRoundsDb(workers.db, player.id);
  await shard
    .update(roundHoles)
    .set({ excluded: true })
    .where(and(eq(roundHoles.roundId, made[1]?.id as number), eq(roundHoles.holeNumber, 7)));
  const every = await roundFlagCountsQuery(shard, player.id, null);
  expect(every.map((row) => row.roundId).sort()).toEqual(made.map((round) => round.id).sort());
  for (const row of every) {
    const counts = flagCountsOfLists([row.counts]);
    expect(counts).toEqual(await countedFromTotals([row.roundId]));
    expect(counts).toEqual(await countedFromHoles([row.roundId]));
  }
  const ranged = await roundFlagCountsQuery(shard, player.id, { from: '2026-08-02', to: '2026-08-03' });
  expect(ranged.map((row) => row.roundId).sort()).toEqual([made[1]?.id, made[2]?.id].sort());
  expect(await roundFlagCountsQuery(shard, player.id, { from: '2026-09-01', to: '2026-09-30' })).toEqual([]);
});

test('every round with holes has exactly one totals row', async () => {
  const [counts] = (await workers.db.all(sql`select
      (select count(*) from (select distinct round_id from round_holes where excluded = 0)
        where round_id not in (select round_id from round_flag_totals)) as missing,
      (select count(*) from round_flag_totals
        where round_id not in (select round_id from round_holes where excluded = 0)) as extra,
      (select count(*) from round_flag_totals
        where round_id not in (select round_id from round_stat_totals)) as missingStats,
      (select count(*) from round_stat_totals
        where round_id not in (select round_id from round_flag_totals)) as extraStats`)) as Array<
    Record<string, number>
  >;
  expect(counts).toEqual({ missing: 0, extra: 0, missingStats: 0, extraStats: 0 });
});

test("the deployed Worker's ten-minute run gives flags to holes stored without current ones", async () => {
  const db = workers.db;
  const player = await createPlayer(db);
  const course = await createCourse(db);
  const round = await createRound(db, {
    accountId: player.id,
    courseId: course.id,
    playedOn: '2026-10-01',
    score: 72,
    flags: false,
  });
  const pending = sql`${roundHoles.flagsVersion} is null or ${roundHoles.flagsVersion} < ${HOLE_FLAGS_VERSION}`;
  const shard = await playerRoundsDb(workers.db, player.id);
  const stale = () => shard.select({ n: sql<number>`count(*)` }).from(roundHoles).where(pending);
  expect((await stale())[0]?.n).toBe(18);

  // The daily cleanup leaves holes alone; the ten-minute run derives their flags.
  await workers.scheduled(new Date('2026-10-02T03:17:00Z'));
  expect((await stale())[0]?.n).toBe(18);
  await workers.scheduled(new Date('2026-10-02T03:20:00Z'), STATS_BACKFILL_CRON);
  expect((await stale())[0]?.n).toBe(0);
  expect((await countedFromTotals([round.id])).madeParOrBetter.opportunities).toBe(18);
});

/** The round shard that holds a round (the directory's own when it is the only one). */
async function shardOfRound(roundId: number | undefined) {
  for (const name of workers.shards.names) {
    const shard = workers.shards.db(name);
    const [found] = await shard
      .select({ id: rounds.id })
      .from(rounds)
      .where(eq(rounds.id, roundId ?? -1));
    if (found) return shard;
  }
  return workers.db;
}
