// Stored hole stat flags (spec 3 §3) against a real D1: the backfill of holes written without them
// or under an older version, and reading a stat as aggregation over the stored flags.
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { HOLE_FLAGS_VERSION } from '../../app/domain/stats/hole-stats';
import { backfillHoleStats, flagCountsOf, flagCountsQuery } from '../../db/queries/hole-stats';
import { roundHoles } from '../../db/schema/rounds';
import { apiTokenFor, createCourse, createPlayer, createRound } from '../helpers/factories';
import { courseWithoutCoordinates, exampleRound, withoutCoordinates } from '../helpers/ingest';
import { playerRoundsDb, shardsOf } from '../helpers/test-shards';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});

afterAll(async () => {
  await workers?.dispose();
});

test('the backfill derives the flags of holes written without them, and counts read them back', async () => {
  const player = await createPlayer(workers.db);
  const course = await createCourse(workers.db);
  const { id: roundId } = await createRound(workers.db, {
    accountId: player.id,
    courseId: course.id,
    playedOn: '2026-10-01',
    flags: false,
    holes: [
      { par: 4, score: 3, putts: 1, teeShot: 'fairway' },
      { par: 3, score: 3, putts: 1 },
      { par: 5, score: 7, putts: 3, teeShot: 'rough' },
      { par: 4, score: 4, putts: 2, teeShot: 'fairway', excluded: true },
      { par: 4, score: 6, putts: 2, teeShot: 'sand' },
      { par: 4, score: 4, putts: 2, teeShot: 'fairway' },
      { par: 3, score: 2, putts: 1 },
      { par: 5, score: 5, putts: 2, teeShot: 'fairway' },
      { par: 4, score: 5, putts: 2, teeShot: 'rough' },
    ],
  });
  // The holes are on the player's round shard (decision 119).
  const shard = await playerRoundsDb(workers.db, player.id);
  const before = await shard.select().from(roundHoles).where(isNull(roundHoles.flagsVersion));
  expect(before.length).toBeGreaterThanOrEqual(9);

  expect(await backfillHoleStats(workers.db, shardsOf(workers.db), 2)).toBeGreaterThanOrEqual(9);
  expect(await shard.select().from(roundHoles).where(isNull(roundHoles.flagsVersion))).toEqual([]);
  // Nothing is left to do on a second run.
  expect(await backfillHoleStats(workers.db, shardsOf(workers.db))).toBe(0);

  const [row] = await flagCountsQuery(shard, [roundId]);
  const counts = flagCountsOf(row);
  // The excluded hole counts nowhere: 8 holes.
  expect(counts.isPar4).toEqual({ successes: 4, opportunities: 8 });
  // Without shot lists: a green in regulation is score − putts ≤ par − 2.
  expect(counts.madeGreenInRegulation).toEqual({ successes: 4, opportunities: 8 });
  // Missed greens: hole 2 (a par 3 in 3 with 1 putt: saved), 3, 5 and 9 (not saved).
  expect(counts.madeUpDown).toEqual({ successes: 1, opportunities: 4 });
  expect(counts.madeBirdie).toEqual({ successes: 2, opportunities: 8 });
  expect(counts.madeDoubleBogeyOrHigher).toEqual({ successes: 2, opportunities: 8 });
  // The factory's tee shots are not complete holes: fairways are unknown, not missed.
  expect(counts.fairwayHit).toEqual({ successes: 0, opportunities: 0 });
  const [first] = await shard.select().from(roundHoles).where(eq(roundHoles.roundId, roundId)).limit(1);
  expect(first).toMatchObject({ flagsVersion: HOLE_FLAGS_VERSION, madeBirdie: true, madeOnePutt: true });
});

test('version 4: the backfill turns sides never recorded into no chance, and the round totals follow', async () => {
  const { db } = workers;
  const player = await createPlayer(db);
  const token = await apiTokenFor(db, player.id);
  const post = (path: string, body: unknown) =>
    workers.fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  expect((await post('/api/v1/courses', courseWithoutCoordinates('v4'))).status).toBe(201);
  const sent = await post(
    '/api/v1/rounds',
    withoutCoordinates(exampleRound({ clientRoundId: 'v4-1', clientCourseId: 'v4' })),
  );
  const { roundId } = (await sent.json()) as { roundId: number };
  const shard = await playerRoundsDb(workers.db, player.id);
  const counts = async () => flagCountsOf((await flagCountsQuery(shard, [roundId]))[0]);
  expect((await counts()).fairwayMissedLeft).toEqual({ successes: 0, opportunities: 0 });

  // The same holes as version 3 stored them: a hit fairway was "not missed left", a green hit "not short".
  await shard.run(sql`update round_holes set flags_version = 3,
      fairway_missed_left = case when fairway_hit is not null then 0 end,
      fairway_missed_right = case when fairway_hit is not null then 0 end,
      missed_green_short = case when made_green_in_regulation = 1 then 0 end,
      missed_green_long = case when made_green_in_regulation = 1 then 0 end
    where round_id = ${roundId}`);
  const stale = await counts();
  expect(stale.fairwayMissedLeft).toEqual({ successes: 0, opportunities: 14 });
  expect(stale.missedGreenShort.opportunities).toBe(12);

  expect(await backfillHoleStats(db, shardsOf(db))).toBe(18);
  const current = await counts();
  // What no shot position recorded is no chance again, in the totals as on the holes.
  expect(current.fairwayMissedLeft).toEqual({ successes: 0, opportunities: 0 });
  expect(current.missedGreenShort).toEqual({ successes: 0, opportunities: 0 });
  expect(current.fairwayHit).toEqual({ successes: 14, opportunities: 14 });
  const holes = await shard.select().from(roundHoles).where(eq(roundHoles.roundId, roundId));
  expect(holes.every((h) => h.flagsVersion === HOLE_FLAGS_VERSION && h.fairwayMissedLeft === null)).toBe(
    true,
  );
});
