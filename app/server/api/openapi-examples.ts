import type { z } from 'zod';
import type { accountNamesPatchSchema } from '~/domain/accounts/usernames';
import type { codeRequestSchema, refreshRequestSchema, tokenRequestSchema } from '~/domain/auth/app-api';
import type { InvitationRequest } from '~/domain/links/links';
import type { CourseIngest, RoundIngestBody } from '~/domain/rounds/ingest';
import type { tournamentIngestSchema } from '~/domain/schedule/tournament-ingest';

/*
 * The request examples of the OpenAPI document (/api/v1/openapi.json): real bodies that the API
 * accepts as they stand, in the order an app sends them — the course first, which the rounds name by
 * clientCourseId. The contract test sends every one of them.
 */

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];
const BLUE = [402, 415, 178, 545, 388, 430, 192, 401, 560, 420, 165, 398, 530, 441, 376, 205, 551, 433];

export const courseExample: CourseIngest = {
  clientCourseId: 'lakeside-links',
  name: 'Lakeside Links',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  latitude: 30.27,
  longitude: -97.74,
  holes: PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: ((i * 7) % 18) + 1 })),
  tees: [
    { name: 'Blue', color: '#1d5bbf', rating: 72.4, slope: 131, yards: BLUE },
    { name: 'White', color: '#ffffff', rating: 70.1, slope: 124, yards: BLUE.map((y) => y - 25) },
  ],
};

type ShotBody = NonNullable<RoundIngestBody['holes'][number]['shots']>[number];
type Lie = ShotBody['startLie'];
type End = ShotBody['endLie'];

/** One shot: lie and distance before it, lie and distance after it (yards; feet on the green). */
function shot(
  number: number,
  [startLie, distanceBefore]: [Lie, number],
  [endLie, distanceAfter]: [End, number],
  club: string,
  penaltyStrokes = 0,
): ShotBody {
  return { number, startLie, distanceBefore, endLie, distanceAfter, club, penaltyStrokes };
}

/**
 * Nine holes shot by shot. Hole 2's drive ends in a penalty area and the ball is dropped outside it
 * with 1 penalty stroke (Rule 17.1d); the score of each hole is taken from its shots.
 */
export const trackedRoundExample: RoundIngestBody = {
  clientRoundId: 'round-2026-10-03-lakeside',
  clientCourseId: 'lakeside-links',
  tee: 'Blue',
  startedAt: '2026-10-03T08:40:00',
  roundType: 'practice',
  holeCount: 9,
  holes: [
    [
      shot(1, ['tee', 402], ['fairway', 150], 'Driver'),
      shot(2, ['fairway', 150], ['green', 24], '8 Iron'),
      shot(3, ['green', 24], ['green', 2], 'Putter'),
      shot(4, ['green', 2], ['holed', 0], 'Putter'),
    ],
    [
      shot(1, ['tee', 415], ['water', 150], 'Driver', 1),
      shot(2, ['rough', 140], ['green', 18], '9 Iron'),
      shot(3, ['green', 18], ['holed', 0], 'Putter'),
    ],
    [
      shot(1, ['tee', 178], ['green', 30], '6 Iron'),
      shot(2, ['green', 30], ['green', 3], 'Putter'),
      shot(3, ['green', 3], ['holed', 0], 'Putter'),
    ],
    [
      shot(1, ['tee', 545], ['fairway', 270], 'Driver'),
      shot(2, ['fairway', 270], ['rough', 60], '3 Wood'),
      shot(3, ['rough', 60], ['green', 12], 'Lob Wedge'),
      shot(4, ['green', 12], ['holed', 0], 'Putter'),
    ],
    [
      shot(1, ['tee', 388], ['rough', 140], 'Driver'),
      shot(2, ['rough', 140], ['sand', 15], '9 Iron'),
      shot(3, ['sand', 15], ['green', 8], 'Sand Wedge'),
      shot(4, ['green', 8], ['holed', 0], 'Putter'),
    ],
    [
      shot(1, ['tee', 430], ['fairway', 165], 'Driver'),
      shot(2, ['fairway', 165], ['green', 40], '7 Iron'),
      shot(3, ['green', 40], ['green', 4], 'Putter'),
      shot(4, ['green', 4], ['holed', 0], 'Putter'),
    ],
    [
      shot(1, ['tee', 192], ['fringe', 10], '5 Iron'),
      shot(2, ['fringe', 10], ['green', 3], 'Putter'),
      shot(3, ['green', 3], ['holed', 0], 'Putter'),
    ],
    [
      shot(1, ['tee', 401], ['fairway', 140], 'Driver'),
      shot(2, ['fairway', 140], ['green', 15], '9 Iron'),
      shot(3, ['green', 15], ['holed', 0], 'Putter'),
    ],
    [
      shot(1, ['tee', 560], ['fairway', 290], 'Driver'),
      shot(2, ['fairway', 290], ['fairway', 100], '4 Iron'),
      shot(3, ['fairway', 100], ['green', 20], 'Pitching Wedge'),
      shot(4, ['green', 20], ['green', 2], 'Putter'),
      shot(5, ['green', 2], ['holed', 0], 'Putter'),
    ],
  ].map((shots, i) => ({ number: i + 1, shots })),
};

type HoleBody = RoundIngestBody['holes'][number];

/**
 * Nine holes as a scorecard keeps them (decision 101), no shots: each hole's score and putts, the
 * fairway of each par 4 and 5, greens in regulation, penalty strokes, greenside sand shots and up and
 * downs. Hole 6's drive went out of bounds (1 penalty stroke).
 */
export const scorecardRoundExample: RoundIngestBody = {
  clientRoundId: 'round-2026-10-04-lakeside',
  clientCourseId: 'lakeside-links',
  tee: 'White',
  startedAt: '2026-10-04T15:10:00',
  roundType: 'practice',
  holeCount: 9,
  holes: (
    [
      [5, 2, 'left', false, 0, 0, false],
      [4, 2, 'hit', true, 0, 0, undefined],
      [3, 1, 'n.a.', false, 0, 1, true],
      [6, 3, 'hit', true, 0, 0, undefined],
      [4, 2, 'right', true, 0, 0, undefined],
      [5, 2, 'left', false, 1, 0, false],
      [3, 2, 'n.a.', true, 0, 0, undefined],
      [4, 1, 'hit', false, 0, 0, true],
      [5, 2, 'hit', true, 0, 0, undefined],
    ] as const
  ).map(
    ([score, putts, fairway, greenInRegulation, penaltyStrokes, sandShots, upAndDown], i): HoleBody => ({
      number: i + 1,
      score,
      putts,
      fairway,
      greenInRegulation,
      penaltyStrokes,
      sandShots,
      ...(upAndDown === undefined ? {} : { upAndDown }),
    }),
  ),
};

/**
 * A round that mixes both (decision 101): the first three holes shot by shot, the fourth with only its
 * putts (kept as sent and marked incomplete, its score from the card), the rest as a scorecard.
 */
export const mixedRoundExample: RoundIngestBody = {
  clientRoundId: 'round-2026-10-05-lakeside',
  clientCourseId: 'lakeside-links',
  tee: 'Blue',
  startedAt: '2026-10-05T09:20:00',
  roundType: 'practice',
  holeCount: 9,
  holes: [
    ...(trackedRoundExample.holes.slice(0, 3) as Array<HoleBody>),
    {
      number: 4,
      score: 5,
      putts: 2,
      fairway: 'hit',
      shots: [shot(4, ['green', 12], ['green', 2], 'Putter'), shot(5, ['green', 2], ['holed', 0], 'Putter')],
    },
    ...(
      [
        [4, 2, 'hit'],
        [5, 2, 'right'],
        [3, 2, 'n.a.'],
        [4, 1, 'left'],
        [6, 2, 'hit'],
      ] as const
    ).map(([score, putts, fairway], i): HoleBody => ({ number: i + 5, score, putts, fairway })),
  ],
};

/**
 * One hole of a round in progress as a tracker that records positions keeps it (decision 109): points
 * on its own grid in metres (y along the hole's bearing, x to the right), no distances — the ingest
 * computes them from the positions and the pin — and the round's distance units in metres.
 */
export const gridRoundExample: RoundIngestBody = {
  clientRoundId: 'round-2026-10-07-lakeside-grid',
  clientCourseId: 'lakeside-links',
  tee: 'Blue',
  startedAt: '2026-10-07T15:10:00',
  roundType: 'practice',
  holeCount: 9,
  inProgress: true,
  units: { offGreen: 'meters', onGreen: 'meters' },
  holes: [
    {
      number: 1,
      grid: { origin: { latitude: 30.2712, longitude: -97.7431 }, bearing: 12, unit: 'meters' },
      pin: { x: 4, y: 366 },
      shots: [
        {
          number: 1,
          startLie: 'tee',
          start: { x: 0, y: 0 },
          endLie: 'fairway',
          end: { x: -6, y: 232 },
          club: 'Driver',
        },
        { number: 2, startLie: 'fairway', endLie: 'green', end: { x: 1, y: 360 }, club: '8 iron' },
        { number: 3, startLie: 'green', endLie: 'green', end: { x: 3, y: 365 }, club: 'Putter' },
        { number: 4, startLie: 'green', endLie: 'holed', club: 'Putter' },
      ],
    },
  ],
};

/**
 * Three holes with the Rules of Golf records (decision 111): a drive into a penalty area and relief
 * from it with 1 penalty stroke (Rule 17.1d), its kind and where the ball lay; a drive out of bounds
 * and the provisional ball that became the ball in play (Rule 18.3c); free relief from a cart path
 * (Rule 16.1) after a tee shot a provisional stood in for until the ball was found (abandoned, never
 * counted), and a putt that broke a Rule (2 strokes, charged to the approach, not to putting).
 */
export const rulesRoundExample: RoundIngestBody = {
  clientRoundId: 'round-2026-10-12-lakeside-rules',
  clientCourseId: 'lakeside-links',
  tee: 'Blue',
  startedAt: '2026-10-12T09:20:00',
  roundType: 'practice',
  holeCount: 9,
  inProgress: true,
  holes: [
    {
      number: 1,
      shots: [
        {
          ...shot(1, ['tee', 402], ['water', 148], 'Driver', 1),
          penalties: [{ kind: 'penalty-area', strokes: 1 }],
        },
        {
          ...shot(2, ['rough', 152], ['green', 26], '7 iron'),
          relief: { type: 'penalty', reason: 'penalty-area', fromLie: 'water', fromDistance: 148 },
        },
        shot(3, ['green', 26], ['green', 2], 'Putter'),
        shot(4, ['green', 2], ['holed', 0], 'Putter'),
      ],
    },
    {
      number: 2,
      shots: [
        {
          ...shot(1, ['tee', 415], ['penalty', 170], 'Driver', 1),
          penalties: [{ kind: 'out-of-bounds', strokes: 1 }],
        },
        { ...shot(2, ['tee', 415], ['fairway', 145], 'Driver'), provisional: true },
        shot(3, ['fairway', 145], ['green', 18], '8 iron'),
        shot(4, ['green', 18], ['holed', 0], 'Putter'),
      ],
    },
    {
      number: 3,
      provisionalAbandoned: [
        {
          afterShot: 1,
          startLie: 'tee',
          endLie: 'green',
          distanceBefore: 178,
          distanceAfter: 35,
          club: '6 iron',
        },
      ],
      shots: [
        shot(1, ['tee', 178], ['rough', 22], '6 iron'),
        {
          ...shot(2, ['fringe', 23], ['green', 9], 'Wedge'),
          relief: { reason: 'abnormal-course-condition', fromLie: 'rough', fromDistance: 22 },
        },
        {
          ...shot(3, ['green', 9], ['green', 1], 'Putter', 2),
          penalties: [{ kind: 'rules-breach', strokes: 2 }],
        },
        shot(4, ['green', 1], ['holed', 0], 'Putter'),
      ],
    },
  ],
};

export const tournamentExample: z.input<typeof tournamentIngestSchema> = {
  clientTournamentId: 'lakeside-fall-invitational-2026',
  name: 'Lakeside Fall Invitational',
  startDate: '2026-10-10',
  endDate: '2026-10-11',
  eventType: 'tournament',
  level: 'national',
  city: 'Austin',
  state: 'TX',
  rounds: 2,
  fieldSize: 84,
  entry: { finish: 'T5', featured: true },
};

export const codeRequestExample: z.input<typeof codeRequestSchema> = { phone: '+15125550123' };

export const tokenRequestExample: z.input<typeof tokenRequestSchema> = {
  session: 'Jd3kq9XbV0aLr2Tn5YwQeA',
  code: '482913',
};

export const refreshRequestExample: z.input<typeof refreshRequestSchema> = {
  refreshToken: 'r7Vq2NcX9pLk4TfB8sWmJ0dHy6GzE3aU',
};

export const accountNamesExample: z.input<typeof accountNamesPatchSchema> = {
  firstName: 'Jordan',
  lastName: 'Lee',
};

/** A coach asks to see a player's pages (the player accepts or declines in the app or on the site). */
export const invitationExample: InvitationRequest = { kind: 'sub-circle', username: 'avery-lake' };

/** An organization's staff invite a player onto one of its rosters. */
export const rosterInvitationExample: InvitationRequest = {
  kind: 'roster',
  rosterId: 2026,
  username: 'avery-lake',
};

/**
 * A scorecard file for POST /api/v1/imports (decision 105): nine holes at the example course, one row
 * a hole, in the site's scorecard format (docs/import.md).
 */
export const scorecardImportExample = [
  'date,tee_time,course,tees,holes_played,hole,score,putts,fairway,gir,penalties,sand_shots,up_and_down',
  ...PARS.slice(0, 9).map(
    (par, i) =>
      `2026-11-14,10:20,${courseExample.name},Blue,9,${i + 1},${par},2,${par === 3 ? 'n.a.' : 'hit'},yes,0,0,`,
  ),
  '',
].join('\r\n');
