// The mobile app's ingest API (issue 5 point 8) against the built Worker and D1: bearer tokens,
// validation listing every invalid field, all-or-nothing writes, idempotency under concurrent
// retries, and flags and strokes gained computed at write.
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { formatPoints } from '../../app/domain/courses/geo';
import type { CourseIngest, RoundIngest } from '../../app/domain/rounds/ingest';
import { HOLE_FLAGS_VERSION } from '../../app/domain/stats/hole-stats';
import { expectedStrokes } from '../../app/domain/stats/strokes-gained';
import { courseExample, gridRoundExample } from '../../app/server/api/openapi-examples';
import { accounts } from '../../db/schema/accounts';
import {
  courseHoleShapes,
  courseHoles,
  courseScorecards,
  courses,
  teeHoleYardages,
  tees,
} from '../../db/schema/courses';
import { roundHoles, rounds, shots } from '../../db/schema/rounds';
import { sessionCookieFor } from '../helpers/factories';
import {
  apiClient,
  exampleCourse,
  exampleRound,
  rulesOfGolfRound,
  rulesRecordsRound,
} from '../helpers/ingest';
import { playerRoundsDb } from '../helpers/test-shards';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});

afterAll(async () => {
  await workers?.dispose();
});

const client = apiClient(() => workers);
const { post } = client;

// Round ids are a shard's own (decision 119): a round is looked up on its player's shard.
let testPlayer = 0;
async function signedIn() {
  const player = await client.signedIn();
  testPlayer = player.id;
  return player;
}

/** The round shard of the running test's player (the last signed in): their rounds are there. */
function testPlayerShard() {
  return playerRoundsDb(workers.db, testPlayer);
}

/** A round's stored shots in playing order, and those of one hole. */
async function storedShots(roundId: number) {
  const stored = await (await testPlayerShard())
    .select()
    .from(shots)
    .where(eq(shots.roundId, roundId))
    .orderBy(asc(shots.holeNumber), asc(shots.shotNumber));
  return { stored, of: (hole: number) => stored.filter((s) => s.holeNumber === hole) };
}

async function roundCount(accountId: number) {
  const [row] = await (await playerRoundsDb(workers.db, accountId))
    .select({ n: count() })
    .from(rounds)
    .where(eq(rounds.accountId, accountId));
  return row?.n ?? 0;
}

test('answers 401 without a valid bearer token, and 405 to a GET', async () => {
  const missing = await post('/api/v1/rounds', null, {});
  expect(missing.status).toBe(401);
  expect(missing.headers.get('WWW-Authenticate')).toContain('Bearer');
  expect((await post('/api/v1/courses', 'x'.repeat(40), {})).status).toBe(401);
  const get = await workers.fetch('/api/v1/rounds');
  expect(get.status).toBe(405);
  expect(get.headers.get('Allow')).toBe('POST');
});

test('creates a course, then updates it under the same client id', async () => {
  const { token, id } = await signedIn();
  const created = await post('/api/v1/courses', token, exampleCourse('c-update'));
  expect(created.status).toBe(201);
  const { courseId } = (await created.json()) as { courseId: number };
  const [blueBefore] = await workers.db
    .select({ id: tees.id })
    .from(tees)
    .where(and(eq(tees.courseId, courseId), eq(tees.name, 'Blue')));

  const changed = exampleCourse('c-update', 'Renamed Course');
  changed.tees = [{ ...(changed.tees[0] ?? { name: 'Blue', yards: [] }), slope: 140 }];
  const updated = await post('/api/v1/courses', token, changed);
  expect(updated.status).toBe(200);
  expect(await updated.json()).toEqual({ courseId, created: false });
  const [row] = await workers.db.select().from(courses).where(eq(courses.id, courseId));
  expect(row).toMatchObject({
    name: 'Renamed Course',
    ownerAccountId: id,
    clientCourseId: 'c-update',
    holeCount: 18,
  });
  const [blueAfter] = await workers.db
    .select({ id: tees.id, slope: tees.slope })
    .from(tees)
    .where(and(eq(tees.courseId, courseId), eq(tees.name, 'Blue')));
  // Rounds point at tees: an update keeps the tee's id.
  expect(blueAfter).toEqual({ id: blueBefore?.id, slope: 140 });
  const greens = await workers.db
    .select({ n: count() })
    .from(courseHoleShapes)
    .where(and(eq(courseHoleShapes.courseId, courseId), eq(courseHoleShapes.kind, 'green')));
  expect(greens[0]?.n).toBe(18);
});

test('a course renamed after its rounds shows its new name, tees and card beside the rounds on their shard', async () => {
  const player = await signedIn();
  expect(
    (await post('/api/v1/courses', player.token, exampleCourse('c-copy', 'Old Name Links'))).status,
  ).toBe(201);
  const sent = await post(
    '/api/v1/rounds',
    player.token,
    exampleRound({ clientRoundId: 'copy-1', clientCourseId: 'c-copy' }),
  );
  expect(sent.status).toBe(201);
  const { roundId } = (await sent.json()) as { roundId: number };
  const changed = exampleCourse('c-copy', 'New Name Links');
  changed.city = 'Dallas';
  changed.tees = [{ ...(changed.tees[0] ?? { name: 'Blue', yards: [] }), rating: 70.1, slope: 120 }];
  changed.holes = changed.holes.map((hole) => (hole.number === 1 ? { ...hole, strokeIndex: 18 } : hole));
  expect((await post('/api/v1/courses', player.token, changed)).status).toBe(200);

  // The round's shard holds its own copies of the course, tee and card (decision 119): they changed too.
  const shard = await testPlayerShard();
  const [round] = await shard.select().from(rounds).where(eq(rounds.id, roundId));
  const [copy] = await shard
    .select()
    .from(courses)
    .where(eq(courses.id, round?.courseId ?? -1));
  expect(copy).toMatchObject({ name: 'New Name Links', city: 'Dallas' });
  const [tee] = await shard
    .select()
    .from(tees)
    .where(eq(tees.id, round?.teeId ?? -1));
  expect(tee).toMatchObject({ rating: 70.1, slope: 120 });
  const [card] = await shard
    .select()
    .from(courseScorecards)
    .where(
      and(
        eq(courseScorecards.courseId, round?.courseId ?? -1),
        eq(courseScorecards.gender, 'men'),
        eq(courseScorecards.holeNumber, 1),
      ),
    );
  expect(card?.strokeIndex).toBe(18);
  // And the player's My Rounds page, read on that shard, names the course by its new name.
  const cookie = await sessionCookieFor(workers.db, player.id);
  const page = await (
    await workers.fetch(`/player/${player.username}/my-rounds`, { headers: { Cookie: cookie } })
  ).text();
  expect(page).toContain('New Name Links');
  expect(page).not.toContain('Old Name Links');
});

test('lists every invalid field of a course with its path', async () => {
  const { token } = await signedIn();
  const course = exampleCourse('c-bad') as unknown as Record<string, unknown>;
  const holes = course.holes as Array<Record<string, unknown>>;
  if (holes[2]) holes[2].par = 7;
  course.latitude = 123;
  const response = await post('/api/v1/courses', token, { ...course, name: '' });
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: string; issues: Array<{ path: string; message: string }> };
  expect(body.error).toContain('nothing was stored');
  expect(body.issues).toEqual(
    expect.arrayContaining([
      { path: 'name', message: 'The course name must not be empty.' },
      { path: 'latitude', message: 'Latitude must be between −90 and 90.' },
      { path: 'holes[2].par', message: 'Par must be 3, 4 or 5.' },
    ]),
  );
});

test('stores a round with flags and strokes gained computed at write', async () => {
  const { token, id } = await signedIn();
  expect((await post('/api/v1/courses', token, exampleCourse('c-round'))).status).toBe(201);
  const [versionBefore] = await workers.db
    .select({ v: accounts.version })
    .from(accounts)
    .where(eq(accounts.id, id));
  const response = await post(
    '/api/v1/rounds',
    token,
    exampleRound({ clientRoundId: 'r-1', clientCourseId: 'c-round' }),
  );
  expect(response.status).toBe(201);
  const { roundId, created } = (await response.json()) as { roundId: number; created: boolean };
  expect(created).toBe(true);

  const [round] = await (await testPlayerShard()).select().from(rounds).where(eq(rounds.id, roundId));
  expect(round).toMatchObject({
    accountId: id,
    holeCount: 18,
    par: 72,
    score: 78,
    playedOn: '2026-11-21',
    roundTypeId: 1,
  });
  const holes = await (await testPlayerShard())
    .select()
    .from(roundHoles)
    .where(eq(roundHoles.roundId, roundId));
  expect(holes).toHaveLength(18);
  expect(holes.every((h) => h.flagsVersion === HOLE_FLAGS_VERSION)).toBe(true);
  const first = holes.find((h) => h.holeNumber === 1);
  expect(first).toMatchObject({
    par: 4,
    score: 4,
    putts: 2,
    fairwayHit: true,
    madeGreenInRegulation: true,
    madePar: true,
    yards: 402,
  });
  // Hole 3 (par 3): the approach misses, a chip and two putts.
  const third = holes.find((h) => h.holeNumber === 3);
  expect(third).toMatchObject({ madeGreenInRegulation: false, missedUpDown: true, madeBogey: true });
  const stored = await (await testPlayerShard()).select().from(shots).where(eq(shots.roundId, roundId));
  expect(stored).toHaveLength(78);
  expect(stored.every((s) => typeof s.strokesGained === 'number')).toBe(true);
  // Putts arrive in feet and are stored in yards.
  const putt = stored.find((s) => s.holeNumber === 1 && s.shotNumber === 3);
  expect(putt?.startDistanceYards).toBeCloseTo(8, 10);
  // spec 3 §3: the sum over a hole's shots is the baseline at the tee minus the strokes.
  const holeOne = stored
    .filter((s) => s.holeNumber === 1)
    .reduce((sum, s) => sum + (s.strokesGained ?? 0), 0);
  const categories =
    (first?.sgOffTheTee ?? 0) +
    (first?.sgApproach ?? 0) +
    (first?.sgAroundTheGreen ?? 0) +
    (first?.sgPutting ?? 0);
  expect(holeOne).toBeCloseTo(categories, 3);
  // 402 yd from the tee: 3.99 + 0.1 × (4.02 − 3.99) expected strokes, minus 4 strokes.
  expect(holeOne).toBeCloseTo(3.993 - 4, 3);
  const [versionAfter] = await workers.db
    .select({ v: accounts.version })
    .from(accounts)
    .where(eq(accounts.id, id));
  expect(versionAfter?.v ?? 0).toBeGreaterThan(versionBefore?.v ?? 0);
});

test('a hole tracked by positions on a grid in metres is stored with distances computed from them (decision 109)', async () => {
  const { token } = await signedIn();
  expect([200, 201]).toContain((await post('/api/v1/courses', token, courseExample)).status);
  const response = await post('/api/v1/rounds', token, gridRoundExample);
  expect(response.status).toBe(201);
  const { roundId } = (await response.json()) as { roundId: number };
  const { stored } = await storedShots(roundId);
  // The pin (4, 366) m from the origin: 366.02 m = 400.3 yd from the tee; the approach from (−6, 232):
  // 134.4 m = 147.0 yd; the putts from (1, 360) and (3, 365): 22.0 ft and 4.64 ft, stored in yards.
  expect(stored.map((s) => s.startDistanceYards)).toEqual([
    expect.closeTo(400.3, 1),
    expect.closeTo(147.0, 1),
    expect.closeTo(22.0 / 3, 1),
    expect.closeTo(4.64 / 3, 1),
  ]);
  expect(stored.at(-1)?.endDistanceYards).toBe(0);
  // Positions are stored as latitude/longitude: the tee shot starts at the grid's origin.
  expect(stored[0]?.startLatitude).toBeCloseTo(30.2712, 6);
  expect(stored[0]?.startLongitude).toBeCloseTo(-97.7431, 6);
  expect(stored.every((s) => s.startLatitude !== null && s.endLatitude !== null)).toBe(true);
  // The same hole with a grid point but no grid, and a distance past 1 000 feet on the green: refused, nothing stored.
  const [hole] = gridRoundExample.holes;
  const refused = await post('/api/v1/rounds', token, {
    ...gridRoundExample,
    clientRoundId: 'grid-refused',
    units: { onGreen: 'inches' },
    holes: [
      {
        ...hole,
        grid: undefined,
        shots: hole?.shots?.map((s, i) => (i === 2 ? { ...s, distanceBefore: 12_500 } : s)),
      },
    ],
  });
  expect(refused.status).toBe(400);
  const { issues } = (await refused.json()) as { issues: Array<{ path: string; message: string }> };
  expect(issues).toContainEqual({
    path: 'holes[0].pin',
    message: "This point is given as x and y: send the hole's grid (origin, bearing, unit) with it.",
  });
  expect(issues).toContainEqual({
    path: 'holes[0].shots[2].distanceBefore',
    message: 'The distance before the shot is at most 12000 inches on the green.',
  });
});

test('twenty concurrent retries of one round store it once and all answer its id', async () => {
  const { token, id } = await signedIn();
  await post('/api/v1/courses', token, exampleCourse('c-retry'));
  const body = exampleRound({ clientRoundId: 'r-retry', clientCourseId: 'c-retry' });
  const responses = await Promise.all(Array.from({ length: 20 }, () => post('/api/v1/rounds', token, body)));
  const results = await Promise.all(
    responses.map(async (r) => ({ status: r.status, ...((await r.json()) as { roundId: number }) })),
  );
  expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
  expect(results.filter((r) => r.status === 201)).toHaveLength(1);
  expect(new Set(results.map((r) => r.roundId)).size).toBe(1);
  expect(await roundCount(id)).toBe(1);
  const roundId = results[0]?.roundId ?? -1;
  const [holes] = await (await testPlayerShard())
    .select({ n: count() })
    .from(roundHoles)
    .where(eq(roundHoles.roundId, roundId));
  const [shotRows] = await (await testPlayerShard())
    .select({ n: count() })
    .from(shots)
    .where(eq(shots.roundId, roundId));
  expect([holes?.n, shotRows?.n]).toEqual([18, 78]);

  // A later retry that changed meanwhile adds nothing either.
  const changed = { ...body, holes: body.holes.slice(0, 9), holeCount: 9 as const };
  const again = await post('/api/v1/rounds', token, changed);
  expect(again.status).toBe(200);
  expect(((await again.json()) as { roundId: number }).roundId).toBe(roundId);
  const [after] = await (await testPlayerShard())
    .select({ n: count() })
    .from(roundHoles)
    .where(eq(roundHoles.roundId, roundId));
  expect(after?.n).toBe(18);
});

test('a round with one invalid shot stores nothing and names the shot', async () => {
  const { token, id } = await signedIn();
  await post('/api/v1/courses', token, exampleCourse('c-atomic'));
  const body = exampleRound({ clientRoundId: 'r-atomic', clientCourseId: 'c-atomic' });
  const shot = body.holes[16]?.shots[1] as unknown as Record<string, unknown>;
  shot.endLie = 'bunker';
  shot.distanceAfter = -3;
  const response = await post('/api/v1/rounds', token, body);
  expect(response.status).toBe(400);
  const { issues } = (await response.json()) as { issues: Array<{ path: string; message: string }> };
  expect(issues).toEqual([
    {
      path: 'holes[16].shots[1].endLie',
      message:
        'The end lie is one of fairway, rough, sand, recovery, fringe, green, water, penalty, holed, unknown.',
    },
    { path: 'holes[16].shots[1].distanceAfter', message: 'The distance after the shot cannot be negative.' },
  ]);
  expect(await roundCount(id)).toBe(0);
});

test('checks the round against the course: tee, course, par, score and shots', async () => {
  const { token } = await signedIn();
  const unknownCourse = await post(
    '/api/v1/rounds',
    token,
    exampleRound({ clientRoundId: 'r-x', courseId: 987_654 }),
  );
  expect(unknownCourse.status).toBe(400);
  expect(((await unknownCourse.json()) as { issues: Array<{ path: string }> }).issues[0]?.path).toBe(
    'courseId',
  );

  await post('/api/v1/courses', token, exampleCourse('c-checks'));
  const body = exampleRound({ clientRoundId: 'r-checks', clientCourseId: 'c-checks' });
  body.tee = 'Gold';
  const badTee = await post('/api/v1/rounds', token, body);
  expect(await badTee.json()).toMatchObject({
    issues: [{ path: 'tee', message: 'The course has no tee named "Gold".' }],
  });

  const wrong = exampleRound({ clientRoundId: 'r-checks-2', clientCourseId: 'c-checks' });
  const hole = wrong.holes[0];
  if (hole) {
    // A partial list is kept with its score (decision 101), but not one with more strokes than it.
    hole.score = 2;
    hole.shots = hole.shots.slice(0, -1);
  }
  const response = await post('/api/v1/rounds', token, { ...wrong, holes: wrong.holes.slice(0, 17) });
  const { issues } = (await response.json()) as { issues: Array<{ path: string; message: string }> };
  expect(issues).toEqual(
    expect.arrayContaining([
      {
        path: 'holes[0].score',
        message: 'The score 2 is fewer than the shots sent: 3 strokes with penalties.',
      },
      { path: 'holes', message: 'A finished 18-hole round has 18 holes, not 17.' },
    ]),
  );

  const notJson = await post('/api/v1/rounds', token, '{"holes": [');
  expect(await notJson.json()).toMatchObject({
    issues: [{ path: '(body)', message: 'The body is not JSON.' }],
  });
});

test('a round played by the Rules of Golf is stored and read back with its flags and strokes gained', async () => {
  const { token, username } = await signedIn();
  await post('/api/v1/courses', token, exampleCourse('c-rules'));
  const response = await post('/api/v1/rounds', token, rulesOfGolfRound('r-rules', 'c-rules'));
  expect(response.status).toBe(201);
  const { roundId } = (await response.json()) as { roundId: number };

  const read = await workers.fetch(`/api/v1/players/${username}/hole-stats?roundIds=${roundId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(read.status).toBe(200);
  const { rounds: answered } = (await read.json()) as {
    rounds: Array<{ holes: Array<{ holeNumber: number; score: number; putts: number; flags: object }> }>;
  };
  const holes = answered[0]?.holes ?? [];
  expect(holes.slice(0, 4)).toEqual([
    expect.objectContaining({
      holeNumber: 1,
      score: 4,
      putts: 1,
      flags: expect.objectContaining({ fairwayHit: false, madeGreenInRegulation: false, madeUpDown: true }),
    }),
    expect.objectContaining({
      holeNumber: 2,
      score: 6,
      putts: 2,
      flags: expect.objectContaining({ fairwayHit: false, madeGreenInRegulation: false, madeUpDown: false }),
    }),
    expect.objectContaining({
      holeNumber: 3,
      score: 4,
      putts: 1,
      flags: expect.objectContaining({ fairwayHit: null, madeGreenInRegulation: false, madeBogey: true }),
    }),
    expect.objectContaining({
      holeNumber: 4,
      score: 4,
      putts: 1,
      flags: expect.objectContaining({ madeBirdie: true, madeGreenInRegulation: true, madeSandSave: true }),
    }),
  ]);

  const { of } = await storedShots(roundId);
  expect(of(1).map((s) => [s.startLie, s.type])).toEqual([
    ['tee', 'Tee'],
    ['water', 'Recovery'],
    ['rough', 'Chip'],
    ['green', 'Putt'],
  ]);
  expect(of(2).map((s) => [s.endLie, s.type, s.penaltyStrokes])).toEqual([
    ['recovery', 'Tee', 1],
    ['fairway', 'Tee', 0],
    ['green', 'Approach', 0],
    ['green', 'Putt', 0],
    ['holed', 'Putt', 0],
  ]);
  // Unknown end lies are stored as the next start lie; 8 ft on the green is 8/3 yd.
  expect(of(4).map((s) => s.endLie)).toEqual(['rough', 'sand', 'green', 'holed']);
  expect(of(4)[2]?.endDistanceYards).toBeCloseTo(8 / 3, 10);
  // Each hole's strokes gained is the tee's baseline minus the strokes: 402 yd 3.993, 415 yd
  // 3.99 + 0.75 × 0.03 = 4.0125, 178 yd 2.99 + 0.9 × 0.06 = 3.044, 545 yd 4.65 + 0.25 × 0.09 = 4.6725.
  const sg = (hole: number) => of(hole).reduce((sum, s) => sum + (s.strokesGained ?? Number.NaN), 0);
  expect(sg(1)).toBeCloseTo(3.993 - 4, 3);
  expect(sg(2)).toBeCloseTo(4.0125 - 6, 3);
  expect(sg(3)).toBeCloseTo(3.044 - 4, 3);
  expect(sg(4)).toBeCloseTo(4.6725 - 4, 3);
  const [second] = await (await testPlayerShard())
    .select()
    .from(roundHoles)
    .where(and(eq(roundHoles.roundId, roundId), eq(roundHoles.holeNumber, 2)));
  // The replayed drive is off the tee: 4.0125 − 4.0125 − 2 and 4.0125 − 2.88 − 1.
  expect(second?.sgOffTheTee).toBeCloseTo(-2 + 0.1325, 3);
  expect(second?.penaltyStrokes).toBe(1);
});

test('a ball in a penalty area without a penalty is played as it lay; relief from it without one is refused and stores nothing', async () => {
  const { token, id } = await signedIn();
  await post('/api/v1/courses', token, exampleCourse('c-relief'));
  // Hole 3: the tee shot ends in the water, no penalty, and is played on from where the tracker
  // placed it (Rule 17.1b): stored, the ball in play.
  const asItLay = await post('/api/v1/rounds', token, rulesOfGolfRound('r-lay', 'c-relief', 0));
  expect(asItLay.status).toBe(201);
  const withRelief = rulesOfGolfRound('r-relief', 'c-relief', 0);
  const third = withRelief.holes[2]?.shots?.[1];
  if (!third) throw new Error('no shot');
  third.relief = { reason: 'penalty-area', fromLie: 'water' };
  const response = await post('/api/v1/rounds', token, withRelief);
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    issues: [
      {
        path: 'holes[2].shots[0].penaltyStrokes',
        message:
          'Relief for a penalty area (Rule 17.1d) costs 1 penalty stroke, charged to shot 1, which carries 0.',
      },
    ],
  });
  expect(await roundCount(id)).toBe(1);
});

test('penalty kinds, relief and provisional balls are stored, charged by the Rules and read back (decision 111)', async () => {
  const { token, username } = await signedIn();
  await post('/api/v1/courses', token, exampleCourse('c-records'));
  const response = await post('/api/v1/rounds', token, rulesRecordsRound('r-records', 'c-records'));
  expect(response.status).toBe(201);
  const { roundId } = (await response.json()) as { roundId: number };

  const { of } = await storedShots(roundId);
  expect(
    of(1).map((s) => [
      s.penaltyStrokes,
      s.penalties,
      s.reliefType,
      s.reliefReason,
      s.reliefFromLie,
      s.reliefFromDistanceYards,
    ]),
  ).toEqual([
    [1, '[{"kind":"penalty-area","strokes":1}]', null, null, null, null],
    [0, null, 'penalty', 'penalty-area', 'water', 150],
    [0, null, null, null, null, null],
  ]);
  expect(of(2).map((s) => s.provisional)).toEqual([false, true, false, false]);
  expect(of(4).map((s) => s.penaltyStrokes)).toEqual([0, 0, 0, 2, 0]);
  const holes = await (await testPlayerShard())
    .select()
    .from(roundHoles)
    .where(eq(roundHoles.roundId, roundId))
    .orderBy(asc(roundHoles.holeNumber));
  expect(holes.slice(0, 4).map((h) => h.score)).toEqual([4, 5, 3, 7]);
  expect(JSON.parse(holes[2]?.provisionalAbandoned ?? 'null')).toEqual([
    {
      afterShot: 1,
      startLie: 'tee',
      endLie: 'green',
      distanceBefore: 178,
      distanceAfter: 30,
      club: '6 Iron',
    },
  ]);

  // Each hole's shots still add up to the tee's baseline less the score; the move by relief is the
  // next stroke's, a penalty is never a putt's.
  const E = expectedStrokes;
  const sg = (hole: number) => of(hole).reduce((sum, s) => sum + (s.strokesGained ?? Number.NaN), 0);
  expect(sg(1)).toBeCloseTo(E('tee', 402) - 4, 3);
  expect(sg(2)).toBeCloseTo(E('tee', 415) - 5, 3);
  expect(sg(3)).toBeCloseTo(E('tee', 178) - 3, 3);
  expect(sg(4)).toBeCloseTo(E('tee', 545) - 7, 3);
  // Penalty relief is the drive's cost (it ends at the drop); free relief is the next stroke's.
  expect(of(1)[0]?.strokesGained).toBeCloseTo(E('tee', 402) - E('rough', 155) - 2, 3);
  expect(of(3)[0]?.strokesGained).toBeCloseTo(E('tee', 178) - E('rough', 20) - 1, 3);
  expect(holes[3]?.sgPutting).toBeCloseTo(E('green', 10) - 2, 3);
  expect(holes[3]?.sgApproach).toBeCloseTo(E('fairway', 285) - E('green', 10) - 2 - 2, 3);

  const read = await workers.fetch(`/api/v1/players/${username}/map-rounds?roundIds=${roundId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(read.status).toBe(200);
  const answer = (await read.json()) as {
    rounds: Array<{ holes: Array<{ shots: Array<Record<string, unknown>> }> }>;
  };
  const answered = answer.rounds[0]?.holes ?? [];
  expect(answered[0]?.shots[0]).toMatchObject({ penalties: [{ kind: 'penalty-area', strokes: 1 }] });
  expect(answered[0]?.shots[1]).toMatchObject({
    relief: { type: 'penalty', reason: 'penalty-area', fromLie: 'water', fromDistanceYards: 150 },
  });
  expect(answered[1]?.shots[1]).toMatchObject({ provisional: true });
  expect(answered[4]?.shots.some((s) => 'penalties' in s || 'relief' in s || 'provisional' in s)).toBe(false);
});

// Text that an SQL literal escaper gets wrong or that SQL text cannot hold: every value is bound.
const ODD_TEXT = [
  'nul\u0000inside',
  '\u0000',
  `it's "quoted"`,
  "back\\slash \\' \\n",
  '100% _match_ [x]',
  '⛳ 🏌️‍♀️ wedge',
  "'); drop table rounds; --",
  '"; delete from shots where 1=1; --',
];
const ODD_COURSE = "Nul\u0000 Links 'Old' \"New\" \\ 100%_ ⛳🏌️‍♂️ '); drop table rounds; --";
const ODD_TEE = "B\u0000'\"\\%_🏌️'); drop table rounds; --";

test('names with NUL, quotes, backslashes, wildcards, emoji and SQL text are stored exactly', async () => {
  const { token } = await signedIn();
  const course = exampleCourse('c-odd', ODD_COURSE);
  course.city = ODD_TEXT[0];
  course.tees = course.tees.map((tee, i) => ({
    ...tee,
    name: i === 0 ? ODD_TEE : (ODD_TEXT[i] ?? tee.name),
  }));
  const created = await post('/api/v1/courses', token, course);
  expect(created.status).toBe(201);
  const { courseId } = (await created.json()) as { courseId: number };
  // Sent again: the tees are found by their names, updated and not added twice.
  const again = await post('/api/v1/courses', token, course);
  expect(await again.json()).toEqual({ courseId, created: false });

  const round = exampleRound({ clientRoundId: 'r-odd', clientCourseId: 'c-odd' });
  round.tee = ODD_TEE;
  let n = 0;
  for (const hole of round.holes) for (const shot of hole.shots) shot.club = ODD_TEXT[n++ % ODD_TEXT.length];
  const response = await post('/api/v1/rounds', token, round);
  expect(response.status).toBe(201);
  const { roundId } = (await response.json()) as { roundId: number };

  const [storedCourse] = await workers.db
    .select({ name: courses.name, city: courses.city })
    .from(courses)
    .where(eq(courses.id, courseId));
  expect(storedCourse).toEqual({ name: ODD_COURSE, city: ODD_TEXT[0] });
  const storedTees = await workers.db
    .select({ id: tees.id, name: tees.name })
    .from(tees)
    .where(eq(tees.courseId, courseId))
    .orderBy(asc(tees.id));
  expect(storedTees.map((t) => t.name)).toEqual(course.tees.map((t) => t.name));
  const [storedRound] = await (await testPlayerShard())
    .select({ teeId: rounds.teeId })
    .from(rounds)
    .where(eq(rounds.id, roundId));
  expect(storedRound?.teeId).toBe(storedTees[0]?.id);
  const clubs = await (await testPlayerShard())
    .select({ club: shots.club })
    .from(shots)
    .where(eq(shots.roundId, roundId))
    .orderBy(asc(shots.holeNumber), asc(shots.shotNumber));
  expect(clubs.map((s) => s.club)).toEqual(round.holes.flatMap((h) => h.shots.map((s) => s.club)));
});

/** Every hole with many outlines, and ten tees. */
function bigCourse(clientCourseId: string): CourseIngest {
  const course = exampleCourse(clientCourseId);
  const ring = (hole: number, k: number) =>
    Array.from({ length: 8 }, (_, i) => ({
      latitude: 30.27 + hole / 1000 + k / 7000 + Math.sin(i) / 9000,
      longitude: -97.74 + hole / 1000 + Math.cos(i) / 9000,
    }));
  course.holes = course.holes.map((hole, h) => ({
    ...hole,
    womenPar: hole.par,
    fairways: [0, 1, 2].map((k) => ring(h, k)),
    bunkers: Array.from({ length: 8 }, (_, k) => ring(h, 10 + k)),
    water: [ring(h, 30), ring(h, 31)],
  }));
  const blue = course.tees[0];
  course.tees = Array.from({ length: 10 }, (_, i) => ({
    name: i === 0 ? 'Blue' : `Tee ${i}`,
    color: '#1d5bbf',
    rating: 65.1 + i / 3,
    slope: 113 + i,
    yards: (blue?.yards ?? []).map((yards) => yards - i * 7),
  }));
  return course;
}

/** The example round with extra putts on every hole (12 shots a hole) and coordinates on each shot. */
function longRound(clientRoundId: string, clientCourseId: string): RoundIngest {
  const round = exampleRound({ clientRoundId, clientCourseId });
  round.holes = round.holes.map((hole, h) => {
    const last = hole.shots[hole.shots.length - 1];
    const extra = Array.from({ length: 12 - hole.shots.length }, () => ({
      startLie: 'green' as const,
      endLie: 'green' as const,
      distanceBefore: 3,
      distanceAfter: 2,
      club: 'Putter',
      penaltyStrokes: 0,
      number: 0,
    }));
    const shotList = [...hole.shots.slice(0, -1), ...extra, ...(last ? [last] : [])];
    return {
      ...hole,
      shots: shotList.map((shot, i) => ({
        ...shot,
        number: i + 1,
        start: { latitude: 30.27 + h / 997 + i / 10007, longitude: -97.74 - i / 3331 },
        end: { latitude: 30.27 + h / 991 + i / 10009, longitude: -97.74 - (i + 1) / 3331 },
      })),
    };
  });
  return round;
}

test('a course with many shapes and tees and a round of 216 shots are each stored in one request', async () => {
  const { token } = await signedIn();
  const course = bigCourse('c-big');
  const created = await post('/api/v1/courses', token, course);
  expect(created.status).toBe(201);
  const { courseId } = (await created.json()) as { courseId: number };
  const shapes = await workers.db
    .select({
      holeNumber: courseHoleShapes.holeNumber,
      kind: courseHoleShapes.kind,
      points: courseHoleShapes.points,
    })
    .from(courseHoleShapes)
    .where(eq(courseHoleShapes.courseId, courseId))
    .orderBy(asc(courseHoleShapes.id));
  const outline = (points: Array<{ latitude: number; longitude: number }>) =>
    formatPoints(points.map((p) => [p.longitude, p.latitude]));
  expect(shapes).toEqual(
    course.holes.flatMap((hole) => [
      ...(hole.green ? [{ holeNumber: hole.number, kind: 'green', points: outline(hole.green) }] : []),
      ...(hole.fairways ?? []).map((o) => ({ holeNumber: hole.number, kind: 'fairway', points: outline(o) })),
      ...(hole.bunkers ?? []).map((o) => ({ holeNumber: hole.number, kind: 'bunker', points: outline(o) })),
      ...(hole.water ?? []).map((o) => ({ holeNumber: hole.number, kind: 'water', points: outline(o) })),
    ]),
  );
  expect(shapes).toHaveLength(18 * 14);
  const storedTees = await workers.db
    .select({ name: tees.name, rating: tees.rating, slope: tees.slope })
    .from(tees)
    .where(eq(tees.courseId, courseId))
    .orderBy(asc(tees.id));
  expect(storedTees).toEqual(course.tees.map(({ name, rating, slope }) => ({ name, rating, slope })));
  const [yardages] = await workers.db
    .select({ n: count() })
    .from(teeHoleYardages)
    .innerJoin(tees, eq(tees.id, teeHoleYardages.teeId))
    .where(eq(tees.courseId, courseId));
  const [holes] = await workers.db
    .select({ n: count() })
    .from(courseHoles)
    .where(eq(courseHoles.courseId, courseId));
  const [cards] = await workers.db
    .select({ n: count() })
    .from(courseScorecards)
    .where(eq(courseScorecards.courseId, courseId));
  expect([yardages?.n, holes?.n, cards?.n]).toEqual([180, 18, 36]);

  const round = longRound('r-long', 'c-big');
  const response = await post('/api/v1/rounds', token, round);
  expect(response.status).toBe(201);
  const { roundId } = (await response.json()) as { roundId: number };
  const stored = await (await testPlayerShard())
    .select({
      holeNumber: shots.holeNumber,
      shotNumber: shots.shotNumber,
      club: shots.club,
      startLatitude: shots.startLatitude,
      startLongitude: shots.startLongitude,
      endLatitude: shots.endLatitude,
      endLongitude: shots.endLongitude,
    })
    .from(shots)
    .where(eq(shots.roundId, roundId))
    .orderBy(asc(shots.holeNumber), asc(shots.shotNumber));
  expect(stored).toHaveLength(216);
  // Coordinates come back as the same doubles.
  expect(stored).toEqual(
    round.holes.flatMap((hole) =>
      hole.shots.map((shot) => ({
        holeNumber: hole.number,
        shotNumber: shot.number,
        club: shot.club,
        startLatitude: shot.start?.latitude,
        startLongitude: shot.start?.longitude,
        endLatitude: shot.end?.latitude,
        endLongitude: shot.end?.longitude,
      })),
    ),
  );
  const [holeRows] = await (await testPlayerShard())
    .select({ n: count() })
    .from(roundHoles)
    .where(eq(roundHoles.roundId, roundId));
  const [saved] = await (await testPlayerShard())
    .select({ score: rounds.score })
    .from(rounds)
    .where(eq(rounds.id, roundId));
  expect([holeRows?.n, saved?.score]).toEqual([18, 216]);
});
