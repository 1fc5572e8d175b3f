// The map rounds API (spec 2 §2 shot map viewer, §3 map round, §5, §9) against the built Worker and
// D1: the shape of a round with shots on a course with geometry, only rounds with hole data, another
// player's round (404), an empty list (400) and a hidden compare stats feature (403, no data).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { destination, type LngLat } from '../../app/domain/courses/geo';
import type { MapRoundsAnswer } from '../../app/domain/rounds/shot-map';
import { shots } from '../../db/schema/rounds';
import {
  createGuideCourse,
  createPlayer,
  createRound,
  createTournament,
  sessionCookieFor,
  setFeatureSetting,
} from '../helpers/factories';
import { playerRoundsDb } from '../helpers/test-shards';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let owner: { id: number; username: string };
let courseId: number;
let ids: { played: number; bare: number; foreign: number };
// The guide course's hole 1: tee at [-82.02, 33.5], pin 340 m north.
const TEE: LngLat = [-82.02, 33.5];
const PIN = destination(TEE, 340, 0);

beforeAll(async () => {
  workers = await startTestWorkers();
  const { db } = workers;
  owner = await createPlayer(db, { firstName: 'Map', lastName: 'Reader' });
  ({ id: courseId } = await createGuideCourse(db, { name: 'Shot Pines' }));
  const tournament = await createTournament(db, { name: 'Pines Open', startDate: '2026-05-03' });
  const played = await createRound(db, {
    accountId: owner.id,
    courseId,
    playedOn: '2026-05-03',
    tournamentId: tournament.id,
    holes: [
      { par: 4, score: 4, putts: 2, yards: 372 },
      { par: 3, score: 3, putts: 2, yards: 164 },
      { par: 5, score: 6, putts: 3, yards: 503 },
    ],
  });
  const drive = destination(TEE, 240, 0);
  const approach = destination(PIN, 6, 180);
  // Shots are the round's, on its player's shard (decision 119).
  await (await playerRoundsDb(db, owner.id))
    .insert(shots)
    .values([
      shot(played.id, 1, 'Tee', TEE, drive, 372, 110),
      shot(played.id, 2, 'Approach', drive, approach, 110, 7),
      shot(played.id, 3, 'Putt', approach, PIN, 7, 0),
    ]);
  // A round without holes: the player's, but nothing for the map.
  const bare = await createRound(db, { accountId: owner.id, courseId, playedOn: '2026-04-01', holes: [] });
  const stranger = await createPlayer(db);
  const foreign = await createRound(db, {
    accountId: stranger.id,
    courseId,
    playedOn: '2026-05-04',
    score: 72,
  });
  ids = { played: played.id, bare: bare.id, foreign: foreign.id };
});

afterAll(async () => {
  await workers?.dispose();
});

function shot(
  roundId: number,
  shotNumber: number,
  type: 'Tee' | 'Approach' | 'Putt',
  start: LngLat,
  end: LngLat,
  startDistanceYards: number,
  endDistanceYards: number,
) {
  return {
    roundId,
    holeNumber: 1,
    shotNumber,
    type,
    startLie: type === 'Tee' ? ('tee' as const) : type === 'Putt' ? ('green' as const) : ('fairway' as const),
    endLie:
      endDistanceYards === 0
        ? ('holed' as const)
        : type === 'Tee'
          ? ('fairway' as const)
          : ('green' as const),
    startDistanceYards,
    endDistanceYards,
    startLatitude: start[1],
    startLongitude: start[0],
    endLatitude: end[1],
    endLongitude: end[0],
  };
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await workers.fetch(path, { headers });
  return { status: response.status, text: await response.text() };
}

test('a round with shots: holes, coordinates, shots with putts, hole stats and the course geometry', async () => {
  const { status, text } = await get(
    `/api/v1/players/${owner.username}/map-rounds?roundIds=${ids.played},${ids.bare}`,
  );
  expect(status).toBe(200);
  const answer = JSON.parse(text) as MapRoundsAnswer;
  // spec 2 §5: only rounds with hole data.
  expect(answer.rounds.map((r) => r.golfRoundId)).toEqual([ids.played]);
  const [round] = answer.rounds;
  expect(round).toMatchObject({
    golfCourseId: courseId,
    golfCourseName: 'Shot Pines',
    label: '05/03/26 Pines Open',
    playedDate: '2026-05-03',
    tournamentName: 'Pines Open',
  });
  expect(round?.holes.map((h) => [h.roundHoleNumber, h.par, h.score, h.scoreToPar, h.lengthYards])).toEqual([
    [1, 4, 4, 0, 372],
    [2, 3, 3, 0, 164],
    [3, 5, 6, 1, 503],
  ]);
  const [first] = round?.holes ?? [];
  expect(first?.coordinates?.tee).toEqual(TEE);
  expect(first?.coordinates?.pin?.[1]).toBeCloseTo(PIN[1], 9);
  expect(first?.shots.map((s) => [s.shotNumber, s.type])).toEqual([
    [1, 'Tee'],
    [2, 'Approach'],
    [3, 'Putt'],
  ]);
  expect(first?.stats).toMatchObject({ puttCount: 2 });
  // Hole 2 has coordinates from the course, and no shots.
  expect(round?.holes[1]?.coordinates).not.toBeNull();
  expect(round?.holes[1]?.shots).toEqual([]);
  const course = answer.courses.find((c) => c.golfCourseId === courseId);
  const kinds = course?.holes.find((h) => h.holeNumber === 1)?.shapes.map((s) => s.kind);
  expect(kinds).toEqual(expect.arrayContaining(['green', 'fairway', 'bunker']));
  // No style URL is configured here: the course polygons are drawn (spec 2 §9).
  expect(answer.imagery).toBeNull();
});

test('another player round is 404 and reads nothing; an empty list is 400', async () => {
  const base = `/api/v1/players/${owner.username}/map-rounds`;
  const foreign = await get(`${base}?roundIds=${ids.played},${ids.foreign}`);
  expect(foreign.status).toBe(404);
  expect(foreign.text).not.toContain('holes');
  const empty = await get(`${base}?roundIds=`);
  expect(empty.status).toBe(400);
  expect(JSON.parse(empty.text).message).toBe('Cannot set empty rounds list');
  expect((await get(base)).status).toBe(400);
  expect((await get(`${base}?roundIds=1,x`)).status).toBe(400);
});

test('hidden compare stats: 403 without data for others, the map for the owner', async () => {
  const { db } = workers;
  const player = await createPlayer(db);
  const round = await createRound(db, { accountId: player.id, courseId, playedOn: '2026-03-03', score: 71 });
  await setFeatureSetting(db, player.id, 63, { isPublic: false, isPhoneVerified: null });
  const path = `/api/v1/players/${player.username}/map-rounds?roundIds=${round.id}`;
  const anonymous = await get(path);
  expect(anonymous.status).toBe(403);
  expect(JSON.parse(anonymous.text)).toEqual({
    error: 'Forbidden',
    message: "This player's compare stats are not shared.",
  });
  const owned = await get(path, { Cookie: await sessionCookieFor(db, player.id) });
  expect(owned.status).toBe(200);
  expect((JSON.parse(owned.text) as MapRoundsAnswer).rounds.map((r) => r.golfRoundId)).toEqual([round.id]);
});

test('a configured satellite style is handed to the map (spec 2 §9)', async () => {
  const styled = await startTestWorkers({
    vars: { MAP_STYLE_URL: 'https://tiles.example.com/satellite.json' },
  });
  try {
    const player = await createPlayer(styled.db);
    const course = await createGuideCourse(styled.db);
    const round = await createRound(styled.db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: '2026-03-03',
      score: 71,
    });
    const response = await styled.fetch(`/api/v1/players/${player.username}/map-rounds?roundIds=${round.id}`);
    expect(((await response.json()) as MapRoundsAnswer).imagery).toEqual({
      styleUrl: 'https://tiles.example.com/satellite.json',
    });
  } finally {
    await styled.dispose();
  }
});
