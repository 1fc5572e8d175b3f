// Request bodies of the ingest API (issue 5 point 8) for tests and the benchmark: a par-72 course
// and an 18-hole round of about 75 shots on it.
import { destination, type LngLat } from '../../app/domain/courses/geo';
import type { CourseIngest, RoundIngest, RoundIngestBody } from '../../app/domain/rounds/ingest';
import { apiTokenFor, createPlayer, PAR_72 } from './factories';
import type { TestWorkers } from './workers';

const ORIGIN: LngLat = [-97.74, 30.27];
const BLUE = [402, 415, 178, 545, 388, 430, 192, 401, 560, 420, 165, 398, 530, 441, 376, 205, 551, 433];
const WHITE = BLUE.map((yards) => yards - 25);

function point([longitude, latitude]: LngLat) {
  return { latitude, longitude };
}

/** Each hole heads north from its own tee, 300 m east of the last one; the pin is at the green's middle. */
function holeLine(index: number) {
  const tee = destination(ORIGIN, index * 300, 90);
  const meters = (BLUE[index] ?? 400) * 0.9144;
  const pin = destination(tee, meters, 0);
  return { tee, pin, green: [0, 60, 120, 180, 240, 300].map((b) => destination(pin, 14, b)) };
}

export function exampleCourse(clientCourseId: string, name = 'Barton Creek Test Course'): CourseIngest {
  return {
    clientCourseId,
    name,
    city: 'Austin',
    state: 'TX',
    country: 'US',
    latitude: ORIGIN[1],
    longitude: ORIGIN[0],
    holes: PAR_72.map((par, i) => {
      const { tee, pin, green } = holeLine(i);
      return {
        number: i + 1,
        par,
        strokeIndex: ((i * 7) % 18) + 1,
        tee: point(tee),
        pin: point(pin),
        centerline: [point(tee), point(pin)],
        green: green.map(point),
      };
    }),
    tees: [
      { name: 'Blue', color: '#1d5bbf', rating: 72.4, slope: 131, yards: BLUE },
      { name: 'White', color: '#ffffff', rating: 70.1, slope: 124, yards: WHITE },
    ],
  };
}

type Shot = RoundIngest['holes'][number]['shots'][number];

/** Shots of one hole: drive and approach (par 5: a lay-up too), a chip on every third hole, two putts. */
function holeShots(index: number, par: number): Array<Shot> {
  const { tee, pin } = holeLine(index);
  const yards = BLUE[index] ?? 400;
  const shots: Array<Shot> = [];
  const add = (shot: Omit<Shot, 'number' | 'penaltyStrokes'>) =>
    shots.push({ ...shot, number: shots.length + 1, penaltyStrokes: 0 });
  let from = yards;
  if (par >= 4) {
    const left = par === 5 ? yards - 260 : yards - 250;
    add({ startLie: 'tee', endLie: 'fairway', distanceBefore: from, distanceAfter: left, club: 'Driver' });
    from = left;
  }
  if (par === 5) {
    add({ startLie: 'fairway', endLie: 'fairway', distanceBefore: from, distanceAfter: 95, club: '5 Iron' });
    from = 95;
  }
  const chip = index % 3 === 2;
  add({
    startLie: shots.length === 0 ? 'tee' : 'fairway',
    endLie: chip ? 'rough' : 'green',
    distanceBefore: from,
    distanceAfter: chip ? 12 : 24,
    start: point(shots.length === 0 ? tee : destination(pin, from * 0.9144, 180)),
    end: point(destination(pin, chip ? 11 : 7, chip ? 200 : 170)),
    club: '8 Iron',
  });
  if (chip)
    add({ startLie: 'rough', endLie: 'green', distanceBefore: 12, distanceAfter: 5, club: 'Lob Wedge' });
  add({
    startLie: 'green',
    endLie: 'green',
    distanceBefore: chip ? 5 : 24,
    distanceAfter: 2,
    club: 'Putter',
  });
  add({ startLie: 'green', endLie: 'holed', distanceBefore: 2, distanceAfter: 0, club: 'Putter' });
  return shots;
}

export function exampleRound(input: {
  clientRoundId: string;
  clientCourseId?: string;
  courseId?: number;
  startedAt?: string;
}): RoundIngest {
  return {
    clientRoundId: input.clientRoundId,
    ...(input.courseId === undefined
      ? { clientCourseId: input.clientCourseId ?? 'course-1' }
      : { courseId: input.courseId }),
    tee: 'Blue',
    startedAt: input.startedAt ?? '2026-11-21T08:40:00',
    roundType: 'practice',
    roundNumber: 1,
    isFinalRound: false,
    holeCount: 18,
    playedInSimulator: false,
    inProgress: false,
    holes: PAR_72.map((par, i) => ({
      number: i + 1,
      excluded: false,
      pin: point(holeLine(i).pin),
      shots: holeShots(i, par),
    })),
  };
}

type ShotBody = RoundIngestBody['holes'][number]['shots'] extends Array<infer S> | undefined ? S : never;

function shotList(...shots: Array<[ShotBody['startLie'], number, ShotBody['endLie'], number, number?]>) {
  return shots.map(([startLie, distanceBefore, endLie, distanceAfter, penaltyStrokes = 0], i) => ({
    number: i + 1,
    startLie,
    distanceBefore,
    endLie,
    distanceAfter,
    penaltyStrokes,
  }));
}

/**
 * The example round with its first four holes played by the Rules of Golf (decision 031): from a
 * penalty area as the ball lies (par 4), stroke and distance after an unplayable drive (par 4), relief
 * from a penalty area (par 3, `reliefPenalty` strokes) and unknown end lies (par 5).
 */
export function rulesOfGolfRound(
  clientRoundId: string,
  clientCourseId: string,
  reliefPenalty = 1,
): RoundIngestBody {
  const round = exampleRound({ clientRoundId, clientCourseId });
  const cases = [
    shotList(
      ['tee', 402, 'water', 150],
      ['water', 150, 'rough', 20],
      ['rough', 20, 'green', 6],
      ['green', 6, 'holed', 0],
    ),
    shotList(
      ['tee', 415, 'recovery', 160, 1],
      ['tee', 415, 'fairway', 130],
      ['fairway', 130, 'green', 15],
      ['green', 15, 'green', 2],
      ['green', 2, 'holed', 0],
    ),
    shotList(['tee', 178, 'water', 10, reliefPenalty], ['rough', 40, 'green', 10], ['green', 10, 'holed', 0]),
    shotList(
      ['tee', 545, 'unknown', 250],
      ['rough', 250, 'unknown', 30],
      ['sand', 30, 'unknown', 8],
      ['green', 8, 'holed', 0],
    ),
  ];
  return { ...round, holes: round.holes.map((hole, i) => ({ ...hole, shots: cases[i] ?? hole.shots })) };
}

/**
 * The example round with its first four holes sent with the Rules of Golf records (decision 111):
 * penalty-area relief with its kind and the distance it was taken from (par 4, 4 strokes); out of
 * bounds and the provisional ball kept (par 4, 5); free relief from a cart path and a provisional
 * abandoned when the drive was found (par 3, 3); a breach of a Rule on the green (par 5, 7).
 */
export function rulesRecordsRound(clientRoundId: string, clientCourseId: string): RoundIngestBody {
  const round = exampleRound({ clientRoundId, clientCourseId });
  const numbered = (shots: Array<Omit<ShotBody, 'number'>>) => shots.map((s, i) => ({ ...s, number: i + 1 }));
  const cases: Array<Partial<HoleBody>> = [
    {
      shots: numbered([
        {
          startLie: 'tee',
          distanceBefore: 402,
          endLie: 'water',
          distanceAfter: 150,
          penalties: [{ kind: 'penalty-area', strokes: 1 }],
        },
        {
          startLie: 'rough',
          distanceBefore: 155,
          endLie: 'green',
          distanceAfter: 20,
          relief: { reason: 'penalty-area', fromLie: 'water', fromDistance: 150 },
        },
        { startLie: 'green', distanceBefore: 20, endLie: 'holed', distanceAfter: 0 },
      ]),
    },
    {
      shots: numbered([
        {
          startLie: 'tee',
          distanceBefore: 415,
          endLie: 'penalty',
          distanceAfter: 200,
          penalties: [{ kind: 'out-of-bounds', strokes: 1 }],
        },
        { startLie: 'tee', distanceBefore: 415, endLie: 'fairway', distanceAfter: 140, provisional: true },
        { startLie: 'fairway', distanceBefore: 140, endLie: 'green', distanceAfter: 12 },
        { startLie: 'green', distanceBefore: 12, endLie: 'holed', distanceAfter: 0 },
      ]),
    },
    {
      shots: numbered([
        { startLie: 'tee', distanceBefore: 178, endLie: 'rough', distanceAfter: 20 },
        {
          startLie: 'fringe',
          distanceBefore: 21,
          endLie: 'green',
          distanceAfter: 4,
          relief: { type: 'free', reason: 'abnormal-course-condition', fromLie: 'rough', fromDistance: 20 },
        },
        { startLie: 'green', distanceBefore: 4, endLie: 'holed', distanceAfter: 0 },
      ]),
      provisionalAbandoned: [
        {
          afterShot: 1,
          startLie: 'tee',
          endLie: 'green',
          distanceBefore: 178,
          distanceAfter: 30,
          club: '6 Iron',
        },
      ],
    },
    {
      shots: numbered([
        { startLie: 'tee', distanceBefore: 545, endLie: 'fairway', distanceAfter: 285 },
        { startLie: 'fairway', distanceBefore: 285, endLie: 'fairway', distanceAfter: 95 },
        { startLie: 'fairway', distanceBefore: 95, endLie: 'green', distanceAfter: 30 },
        {
          startLie: 'green',
          distanceBefore: 30,
          endLie: 'green',
          distanceAfter: 3,
          penalties: [{ kind: 'rules-breach', strokes: 2 }],
        },
        { startLie: 'green', distanceBefore: 3, endLie: 'holed', distanceAfter: 0 },
      ]),
    },
  ];
  return { ...round, holes: round.holes.map((hole, i) => ({ ...hole, ...(cases[i] ?? {}) })) };
}

type HoleBody = RoundIngestBody['holes'][number];

/**
 * What a scorecard keeps of the example round's hole `index` (decision 101): its score and two putts
 * (every third hole chipped: a bogey, the green missed), the par 4s' and 5s' fairways (every fourth
 * one missed left, the next but one right), and a greenside bunker shot on every sixth hole.
 */
export function cardHole(index: number, par: number): HoleBody {
  const chipped = index % 3 === 2;
  return {
    number: index + 1,
    score: par + (chipped ? 1 : 0),
    putts: 2,
    fairway: par === 3 ? 'n.a.' : index % 4 === 1 ? 'left' : index % 4 === 3 ? 'right' : 'hit',
    greenInRegulation: !chipped,
    penaltyStrokes: 0,
    sandShots: index % 6 === 2 ? 1 : 0,
    ...(chipped ? { upAndDown: false } : {}),
  };
}

/** The example round as a scorecard keeps it: every hole's card (cardHole), no shots. */
export function scorecardRound(
  clientRoundId: string,
  clientCourseId: string,
  holeCount: 9 | 18 = 18,
): RoundIngestBody {
  const round = exampleRound({ clientRoundId, clientCourseId });
  return {
    ...round,
    holeCount,
    holes: PAR_72.slice(0, holeCount).map((par, i) => cardHole(i, par)),
  };
}

/**
 * The example round with holes of every kind (decision 101): 1–9 shot by shot, 10 with only its putts,
 * 11 with its second shot missing (both with the true score), 12–18 as a scorecard.
 */
export function mixedRound(clientRoundId: string, clientCourseId: string): RoundIngestBody {
  const round = exampleRound({ clientRoundId, clientCourseId });
  const holes = round.holes.map((hole, i): HoleBody => {
    const par = PAR_72[i] ?? 4;
    const score = hole.shots.length;
    if (i === 9) return { ...hole, score, shots: hole.shots.filter((s) => s.startLie === 'green') };
    if (i === 10) return { ...hole, score, shots: hole.shots.filter((s) => s.number !== 2) };
    if (i >= 11) return cardHole(i, par);
    return hole;
  });
  return { ...round, holes };
}

/**
 * A course as a tracker sends it without any map data (issue 29): each hole's par and stroke index,
 * no tee, pin, playing line or outline.
 */
export function courseWithoutCoordinates(
  clientCourseId: string,
  name = 'Unmapped Test Course',
): CourseIngest {
  const course = exampleCourse(clientCourseId, name);
  return {
    ...course,
    holes: course.holes.map(({ number, par, strokeIndex }) => ({ number, par, strokeIndex })),
  };
}

/** A round as a tracker without GPS sends it: lies and distances, no pin and no shot positions. */
export function withoutCoordinates(round: RoundIngest): RoundIngest {
  return {
    ...round,
    holes: round.holes.map(({ pin: _pin, ...hole }) => ({
      ...hole,
      shots: hole.shots.map(({ start: _start, end: _end, ...shot }) => shot),
    })),
  };
}

/** The app's side of the JSON APIs against test Workers: a signed-in player with a token, and POSTs. */
export function apiClient(workers: () => TestWorkers) {
  return {
    async signedIn() {
      const { db } = workers();
      const player = await createPlayer(db);
      return { ...player, token: await apiTokenFor(db, player.id) };
    },
    post(path: string, token: string | null, body: unknown) {
      return workers().fetch(path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    },
  };
}
