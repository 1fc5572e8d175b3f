import { z } from 'zod';
import { lngLatOf } from '../courses/geo';
import type { CardFacts, StatShot } from '../stats/hole-stats';
import { measuredReliefFrom } from '../stats/strokes-gained';
import {
  APP_UNITS,
  appDistanceFrom,
  convertDistance,
  DISTANCE_UNITS,
  type DistanceUnits,
  GRID_UNITS,
  gridToLatLng,
  implausibleDistance,
  metersBetween,
} from './positions';
import {
  PENALTY_KINDS,
  type Penalty,
  penaltyKindMisfit,
  penaltyStrokesOf,
  RELIEF_PENALTY_KINDS,
  RELIEF_REASONS,
  RELIEF_RULES,
  type ReliefReason,
  type ReliefType,
  reliefInWords,
} from './rules-of-golf';

/*
 * The mobile app's ingest API (issue 5 point 8): the JSON bodies of POST /api/v1/courses and
 * POST /api/v1/rounds, checked before anything is written. Distances to the hole are in yards off
 * the green and in feet on it, as the app measures them; they are stored in yards.
 */

/** One refused field: where it is (holes[2].shots[0].endLie) and why, in a sentence. */
export const ingestIssueSchema = z.object({ path: z.string(), message: z.string() });
export type IngestIssue = z.infer<typeof ingestIssueSchema>;

/** The answer of POST /api/v1/rounds: 201 when stored, 200 when this clientRoundId was stored before. */
export const roundSavedSchema = z.object({ roundId: z.number().int(), created: z.boolean() });
/** The answer of POST /api/v1/courses: 201 when created, 200 when updated. */
export const courseSavedSchema = z.object({
  courseId: z.number().int().describe('The id rounds name as courseId.'),
  created: z.boolean(),
});

const coordinate = z.object(
  {
    latitude: z
      .number({ error: 'Latitude must be a number.' })
      .min(-90, 'Latitude must be between −90 and 90.')
      .max(90, 'Latitude must be between −90 and 90.'),
    longitude: z
      .number({ error: 'Longitude must be a number.' })
      .min(-180, 'Longitude must be between −180 and 180.')
      .max(180, 'Longitude must be between −180 and 180.'),
  },
  { error: 'Give a point as { "latitude": …, "longitude": … }.' },
);
export type Coordinate = z.infer<typeof coordinate>;

/** A point of a hole's own grid (decision 109): `x` to the right of the grid's bearing, `y` along it. */
const gridPoint = z.object({
  x: z
    .number({ error: 'x must be a number.' })
    .min(-3000, 'x is within 3000 of the origin.')
    .max(3000, 'x is within 3000 of the origin.'),
  y: z
    .number({ error: 'y must be a number.' })
    .min(-3000, 'y is within 3000 of the origin.')
    .max(3000, 'y is within 3000 of the origin.'),
});
type GridPoint = z.infer<typeof gridPoint>;

/** Where a ball or the pin is: latitude/longitude, or x/y on the hole's grid. */
const position = z.union([coordinate, gridPoint], {
  error: 'Give a point as { "latitude": …, "longitude": … }, or as { "x": …, "y": … } on a hole with a grid.',
});
type Position = z.infer<typeof position>;

const holeGrid = z
  .object({
    origin: coordinate.describe('Where x and y are 0.'),
    bearing: z
      .number({ error: 'The bearing must be a number.' })
      .min(0, 'The bearing is between 0 and 360 degrees.')
      .lt(360, 'The bearing is between 0 and 360 degrees.')
      .describe(
        'The compass bearing of the y axis, degrees clockwise from north; x points 90° to its right.',
      ),
    unit: z.enum(GRID_UNITS, { error: `The grid's unit is one of ${GRID_UNITS.join(', ')}.` }),
  })
  .describe("A tracker's local grid for this hole: positions as x/y in feet or metres from the origin.");

const isGridPoint = (p: Position | undefined): p is GridPoint => p !== undefined && 'x' in p;

const outline = z
  .array(coordinate, { error: 'An outline is a list of points.' })
  .min(3, 'An outline needs at least 3 points.')
  .max(500, 'An outline has at most 500 points.');

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} must not be empty.`)
    .max(max, `${label} has at most ${max} characters.`);

const holeNumber = z
  .number({ error: 'The hole number must be a number.' })
  .int('The hole number must be a whole number.')
  .min(1, 'Hole numbers start at 1.')
  .max(18, 'A course has at most 18 holes.');

const par = z
  .number({ error: 'Par must be a number.' })
  .int('Par must be a whole number.')
  .min(3, 'Par must be 3, 4 or 5.')
  .max(5, 'Par must be 3, 4 or 5.');

// ------------------------------------------------------------------------------------------------
// Courses
// ------------------------------------------------------------------------------------------------

const courseHole = z.object({
  number: holeNumber,
  par,
  womenPar: par.optional(),
  strokeIndex: z.number().int().min(1).max(18, 'The stroke index is between 1 and 18.').optional(),
  tee: coordinate.optional(),
  pin: coordinate.optional(),
  /** The playing line from the tee to the green; its bend is the dogleg. */
  centerline: z.array(coordinate).min(2, 'A playing line needs at least 2 points.').max(50).optional(),
  green: outline.optional(),
  fairways: z.array(outline).max(10).optional(),
  bunkers: z.array(outline).max(30).optional(),
  water: z.array(outline).max(10).optional(),
});

const courseTee = z.object({
  name: text('The tee name', 40),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'The tee colour is a hex colour like #1d5bbf.')
    .optional(),
  rating: z.number().min(50, 'The course rating is between 50 and 85.').max(85).optional(),
  slope: z.number().int().min(55, 'The slope is between 55 and 155.').max(155).optional(),
  /** Yards of each hole from this tee, hole 1 first. */
  yards: z.array(
    z
      .number()
      .int('Yardages are whole yards.')
      .min(40, 'A hole is at least 40 yards.')
      .max(800, 'A hole is at most 800 yards.'),
  ),
});

export const courseIngestSchema = z
  .object({
    clientCourseId: text('clientCourseId', 100),
    name: text('The course name', 120),
    city: z.string().trim().max(80).optional(),
    state: z.string().trim().max(80).optional(),
    country: z.string().trim().max(80).optional(),
    latitude: coordinate.shape.latitude,
    longitude: coordinate.shape.longitude,
    holes: z
      .array(courseHole)
      .min(1, 'A course has at least one hole.')
      .max(18, 'A course has at most 18 holes.'),
    tees: z
      .array(courseTee)
      .min(1, 'A course has at least one tee.')
      .max(10, 'A course has at most 10 tees.'),
  })
  .superRefine((course, ctx) => {
    const numbers = course.holes.map((h) => h.number);
    numbers.forEach((n, i) => {
      if (numbers.indexOf(n) !== i)
        ctx.addIssue({ code: 'custom', path: ['holes', i, 'number'], message: `Hole ${n} is listed twice.` });
      if (n > course.holes.length)
        ctx.addIssue({
          code: 'custom',
          path: ['holes', i, 'number'],
          message: `Holes are numbered 1 to ${course.holes.length}.`,
        });
    });
    const names = course.tees.map((t) => t.name.toLowerCase());
    course.tees.forEach((tee, i) => {
      if (names.indexOf(tee.name.toLowerCase()) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['tees', i, 'name'],
          message: `The tee "${tee.name}" is listed twice.`,
        });
      if (tee.yards.length !== course.holes.length)
        ctx.addIssue({
          code: 'custom',
          path: ['tees', i, 'yards'],
          message: `Give one yardage per hole: ${course.holes.length}, not ${tee.yards.length}.`,
        });
    });
  });

export type CourseIngest = z.infer<typeof courseIngestSchema>;

// ------------------------------------------------------------------------------------------------
// Rounds
// ------------------------------------------------------------------------------------------------

/*
 * Lies (decision 031, the Rules of Golf). `water` is a penalty area, red or yellow: a shot can end
 * there, and the next one starts there when the ball is played as it lies. `penalty` is a ball lost,
 * out of bounds or declared unplayable. `unknown` is an end lie a tracker could not classify: it is
 * resolved from the next shot's start lie before anything is stored (resolvedEndLie).
 */
/** Where a ball can lie between strokes: where a shot can end and the next one start. */
const PLAYING_LIES = ['fairway', 'rough', 'sand', 'recovery', 'fringe', 'green', 'water'] as const;
type PlayingLie = (typeof PLAYING_LIES)[number];
/**
 * Start lies a tracker may send: besides the stored ones, `drop-zone` (a ball dropped in a drop zone
 * under a Committee's local rule, Model Local Rule E-1) and `unknown`, both resolved before the
 * checks (resolvedStartLie, decision 111).
 */
export const START_LIES = ['tee', ...PLAYING_LIES, 'drop-zone', 'unknown'] as const;
export const END_LIES = [...PLAYING_LIES, 'penalty', 'holed', 'unknown'] as const;
export type IngestStartLie = (typeof START_LIES)[number];
/** A start lie as stored: `drop-zone` and `unknown` resolved. */
export type StoredStartLie = Exclude<IngestStartLie, 'drop-zone' | 'unknown'>;
/** An end lie as stored: `unknown` resolved. */
export type StoredEndLie = Exclude<(typeof END_LIES)[number], 'unknown'>;

// spec 2 §3: round type ids 1 practice, 3 tournament, 10 qualifier, 11 match.
export const ROUND_TYPE_IDS = { practice: 1, tournament: 3, qualifier: 10, match: 11 } as const;

// The largest a distance may be depends on its unit and on where the ball lies (checkPositions).
const distance = (label: string) =>
  z.number({ error: `${label} must be a number.` }).min(0, `${label} cannot be negative.`);

const penaltySchema = z.object({
  kind: z.enum(PENALTY_KINDS, { error: `A penalty's kind is one of ${PENALTY_KINDS.join(', ')}.` }),
  strokes: z
    .number({ error: "A penalty's strokes must be a number." })
    .int("A penalty's strokes are a whole number.")
    .min(1, 'A penalty costs at least 1 stroke.')
    .max(10, 'A penalty costs at most 10 strokes.')
    .default(1),
});

/**
 * Relief (decision 111): the ball moved without a stroke before this shot, from where the previous
 * shot's ball lay to where this shot starts. Free or with a penalty, by its reason.
 */
const reliefSchema = z
  .object({
    type: z
      .enum(['free', 'penalty'], { error: 'The relief is free or penalty.' })
      .optional()
      .describe("Free or penalty; the reason's when not given."),
    reason: z.enum(RELIEF_REASONS, { error: `The relief's reason is one of ${RELIEF_REASONS.join(', ')}.` }),
    fromLie: z
      .enum(PLAYING_LIES, { error: `The relief's fromLie is one of ${PLAYING_LIES.join(', ')}.` })
      .describe("Where the ball lay before the relief: the previous shot's end."),
    fromDistance: distance('The distance before the relief')
      .optional()
      .describe(
        "To the hole before the relief, in the round's units; computed from `from` and the pin when not given.",
      ),
    from: position.optional(),
  })
  .describe('The ball moved without a stroke before this shot: it starts where the relief put it.');

const shotSchema = z.object({
  number: z
    .number({ error: 'The shot number must be a number.' })
    .int()
    .min(1, 'Shot numbers start at 1.')
    .max(20),
  startLie: z.enum(START_LIES, { error: `The start lie is one of ${START_LIES.join(', ')}.` }),
  endLie: z.enum(END_LIES, { error: `The end lie is one of ${END_LIES.join(', ')}.` }),
  distanceBefore: distance('The distance before the shot')
    .optional()
    .describe(
      "To the hole before the shot, in the round's units (yards; feet when it starts on the green). Computed from the shot's start and the pin when not given.",
    ),
  distanceAfter: distance('The distance after the shot')
    .optional()
    .describe(
      "To the hole after the shot, in the round's units (yards; feet when it ends on the green); 0 when holed. Computed from the shot's end and the pin when not given.",
    ),
  start: position.optional(),
  end: position.optional(),
  club: z.string().trim().max(40, 'The club name has at most 40 characters.').optional(),
  penaltyStrokes: z
    .number({ error: 'Penalty strokes must be a number.' })
    .int('Penalty strokes are a whole number.')
    .min(0, 'Penalty strokes cannot be negative.')
    .max(10, 'A shot carries at most 10 penalty strokes.')
    .optional()
    .describe('The penalty strokes this stroke caused; the sum of `penalties` when not given, else 0.'),
  penalties: z
    .array(penaltySchema, { error: 'Penalties are a list of { "kind": …, "strokes": … }.' })
    .max(5, 'A shot lists at most 5 penalties.')
    .optional()
    .describe('What the penalty strokes were for (Rules 17, 18, 19, 1.3c).'),
  relief: reliefSchema.optional(),
  provisional: z
    .boolean({ error: 'provisional is true or false.' })
    .default(false)
    .describe(
      'This shot was played with a provisional ball that became the ball in play (Rule 18.3c(2)): the original, the shot before, was lost or out of bounds.',
    ),
});

/** A stroke's penalty strokes: as sent, else the sum of its penalties (decision 111). */
function withPenaltyStrokes<S extends { penaltyStrokes?: number | undefined; penalties?: Array<Penalty> }>(
  shot: S,
): S & { penaltyStrokes: number } {
  const listed = shot.penalties ? penaltyStrokesOf(shot.penalties) : undefined;
  return { ...shot, penaltyStrokes: shot.penaltyStrokes ?? listed ?? 0 };
}

/** A stroke played with a provisional ball that was abandoned: kept as sent, never counted. */
const abandonedStrokeSchema = z.object({
  afterShot: z
    .number({ error: 'afterShot must be a number.' })
    .int()
    .min(1, 'afterShot names a shot of the hole.')
    .max(20)
    .describe('The shot whose ball the provisional stood in for.'),
  startLie: z.enum(START_LIES, { error: `The start lie is one of ${START_LIES.join(', ')}.` }),
  endLie: z.enum(END_LIES, { error: `The end lie is one of ${END_LIES.join(', ')}.` }),
  distanceBefore: distance('The distance before the stroke').optional(),
  distanceAfter: distance('The distance after the stroke').optional(),
  club: z.string().trim().max(40, 'The club name has at most 40 characters.').optional(),
});

/** A shot with its penalty strokes settled: sent, or the sum of its penalties, which must agree. */
const countedShotSchema = shotSchema
  .superRefine((shot, ctx) => {
    if (shot.penaltyStrokes === undefined || shot.penalties === undefined) return;
    const listed = penaltyStrokesOf(shot.penalties);
    if (listed !== shot.penaltyStrokes)
      ctx.addIssue({
        code: 'custom',
        path: ['penaltyStrokes'],
        message: `The penalty strokes ${shot.penaltyStrokes} do not match the penalties listed: ${listed}.`,
      });
  })
  .transform(withPenaltyStrokes);

// A scorecard's fairway column (decision 101): the tee shot of a par 4 or 5 hit the fairway or
// missed it on a side; `n.a.` is a hole with no fairway to hit (a par 3, or a card that leaves it out).
export const FAIRWAY_RESULTS = ['hit', 'left', 'right', 'short', 'long', 'n.a.'] as const;
export type FairwayResult = (typeof FAIRWAY_RESULTS)[number];

const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} are at most ${max}.`);

const holeSchema = z.object({
  number: holeNumber.describe('Playing order, 1 for the first hole played.'),
  courseHoleNumber: holeNumber
    .optional()
    .describe("The course's hole number; the playing order when not given."),
  par: par.optional().describe("The course scorecard's par when not given."),
  score: z
    .number({ error: 'The score must be a number.' })
    .int('The score must be a whole number.')
    .min(1, 'A score is at least 1.')
    .max(20, 'A score is at most 20.')
    .optional()
    .describe(
      'Strokes including penalties. Needed unless the shots make the whole hole (numbered from 1 on the tee, the last holed), when it is taken from them.',
    ),
  putts: count('Putts', 10).optional().describe('Strokes taken on the green.'),
  fairway: z
    .enum(FAIRWAY_RESULTS, {
      error: `The fairway is one of ${FAIRWAY_RESULTS.slice(0, -1).join(', ')} or n.a.`,
    })
    .optional()
    .describe(
      'The tee shot of a par 4 or 5: hit, or missed left, right, short or long; n.a. where there is none.',
    ),
  greenInRegulation: z
    .boolean({ error: 'greenInRegulation is true or false.' })
    .optional()
    .describe('On the green in par − 2 strokes or fewer; taken from score and putts when not given.'),
  penaltyStrokes: count('Penalty strokes', 10).optional().describe('Penalty strokes on the hole.'),
  sandShots: count('Sand shots', 10).optional().describe('Strokes played from a greenside bunker.'),
  upAndDown: z
    .boolean({ error: 'upAndDown is true or false.' })
    .optional()
    .describe('After missing the green in regulation, holed in par or better.'),
  pin: position.optional().describe("The day's hole; the holed shot's end when not given."),
  grid: holeGrid.optional(),
  excluded: z.boolean().default(false),
  provisionalAbandoned: z
    .array(abandonedStrokeSchema)
    .max(10, 'A hole lists at most 10 strokes of abandoned provisional balls.')
    .optional()
    .describe(
      'Strokes played with a provisional ball that was abandoned because the original was found (Rule 18.3c(3)): kept, never counted.',
    ),
  shots: z
    .array(countedShotSchema)
    .max(20, 'A hole has at most 20 shots.')
    .default([])
    .describe(
      'The shots in order, the last one holed; none for a hole kept as a scorecard. A partial list (only the putts, or a shot missing) is kept as sent and marked incomplete.',
    ),
});

const roundBodySchema = z.object({
  clientRoundId: text('clientRoundId', 100),
  courseId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('The course by the id POST /api/v1/courses answered…'),
  clientCourseId: text('clientCourseId', 100)
    .optional()
    .describe('…or by the id the app sent it with (one of the two).'),
  tee: text('The tee', 40).describe("The tee's name as the course lists it."),
  startedAt: z
    .string({ error: 'startedAt must be a local date-time like 2026-11-21T08:40:00.' })
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/,
      'startedAt must be a local date-time like 2026-11-21T08:40:00.',
    )
    .refine((value) => !Number.isNaN(Date.parse(`${value}Z`)), 'startedAt is not a real date.')
    .describe('Local tee time, e.g. 2026-11-21T08:40:00.'),
  roundType: z.enum(['practice', 'tournament', 'qualifier', 'match'], {
    error: 'The round type is one of practice, tournament, qualifier, match.',
  }),
  tournamentId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('The event, as POST /api/v1/tournaments answered; a practice round needs none.'),
  roundNumber: z.number().int().min(1).max(10, 'The round number is between 1 and 10.').default(1),
  isFinalRound: z.boolean().default(false),
  holeCount: z.union([z.literal(9), z.literal(18)], { error: 'The hole count is 9 or 18.' }),
  playedInSimulator: z.boolean().default(false),
  inProgress: z.boolean().default(false),
  units: z
    .object({
      offGreen: z
        .enum(DISTANCE_UNITS, { error: `A distance unit is one of ${DISTANCE_UNITS.join(', ')}.` })
        .default(APP_UNITS.offGreen),
      onGreen: z
        .enum(DISTANCE_UNITS, { error: `A distance unit is one of ${DISTANCE_UNITS.join(', ')}.` })
        .default(APP_UNITS.onGreen),
    })
    .default(APP_UNITS)
    .describe('The units of the distances to the hole: off the green (yards) and on it (feet).'),
  holes: z
    .array(holeSchema)
    .min(1, 'A round has at least one hole.')
    .max(18, 'A round has at most 18 holes.'),
});

export const roundIngestSchema = roundBodySchema
  .transform(withStartLiesResolved)
  .superRefine((round, ctx) => {
    if ((round.courseId === undefined) === (round.clientCourseId === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['courseId'],
        message: 'Name the course by courseId or by clientCourseId.',
      });
    const numbers = round.holes.map((h) => h.number);
    round.holes.forEach((hole, h) => {
      const at = (...path: Array<string | number>) => ['holes', h, ...path];
      if (numbers.indexOf(hole.number) !== h)
        ctx.addIssue({ code: 'custom', path: at('number'), message: `Hole ${hole.number} is listed twice.` });
      if (hole.number > round.holeCount)
        ctx.addIssue({
          code: 'custom',
          path: at('number'),
          message: `A ${round.holeCount}-hole round has holes 1 to ${round.holeCount}.`,
        });
      checkCard(hole, at, ctx);
      checkShots(hole, at, ctx);
      checkProvisionals(hole, at, ctx);
      checkPositions(hole, round.units, at, ctx);
    });
    if (!round.inProgress && round.holes.length !== round.holeCount)
      ctx.addIssue({
        code: 'custom',
        path: ['holes'],
        message: `A finished ${round.holeCount}-hole round has ${round.holeCount} holes, not ${round.holes.length}.`,
      });
  })
  .transform(asStored);

type ShotBody = z.output<typeof countedShotSchema>;
type SentRound = z.output<typeof roundBodySchema>;
type CheckedRound = ReturnType<typeof withStartLiesResolved>;
type CheckedHole = CheckedRound['holes'][number];
type CheckedShot = CheckedHole['shots'][number];

/**
 * The lie shot `i` was played from (decision 111). A lie sent is kept. `unknown` is read from where
 * the ball was: the tee for shot 1; the previous shot's end lie when the ball was played as it lay
 * (the shot before, no penalty stroke, no relief). A drop zone, and an unknown lie after relief or a
 * penalty, is a lie off the fairway with nothing more said: `rough`. `unknown` remains only where
 * the previous shot's end lie is unknown too (the checks refuse it).
 */
export function resolvedStartLie(
  shots: ReadonlyArray<Pick<ShotBody, 'number' | 'startLie' | 'endLie' | 'penaltyStrokes' | 'relief'>>,
  i: number,
): StoredStartLie | 'unknown' {
  const shot = shots[i];
  if (!shot) return 'unknown';
  if (shot.startLie === 'drop-zone') return 'rough';
  if (shot.startLie !== 'unknown') return shot.startLie;
  if (shot.number === 1) return 'tee';
  const previous = shots[i - 1];
  const playedAsItLay =
    previous?.number === shot.number - 1 && previous.penaltyStrokes === 0 && shot.relief === undefined;
  if (!playedAsItLay) return shot.relief?.fromLie === 'green' ? 'green' : 'rough';
  if (previous.endLie === 'unknown') return 'unknown';
  if (previous.endLie === 'penalty' || previous.endLie === 'holed') return 'rough';
  return previous.endLie;
}

/** The round with every shot's start lie resolved (resolvedStartLie) before the checks read it. */
function withStartLiesResolved(round: SentRound) {
  return {
    ...round,
    holes: round.holes.map((hole) => {
      const shots = hole.shots.map((shot, i) => ({ ...shot, startLie: resolvedStartLie(hole.shots, i) }));
      // An abandoned provisional is played from where the original was (Rule 18.3a).
      const origin = (afterShot: number) =>
        shots.find((s) => s.number === afterShot)?.startLie ?? ('unknown' as const);
      const provisionalAbandoned = hole.provisionalAbandoned?.map((stroke) => ({
        ...stroke,
        startLie:
          stroke.startLie === 'unknown'
            ? origin(stroke.afterShot)
            : stroke.startLie === 'drop-zone'
              ? ('rough' as const)
              : stroke.startLie,
      }));
      return { ...hole, shots, ...(provisionalAbandoned ? { provisionalAbandoned } : {}) };
    }),
  };
}

/**
 * The end lie to store for a shot followed by `next` (decisions 031, 111). A classified end lie is
 * kept; `unknown` becomes where the ball was before the next stroke: the relief's fromLie when the
 * ball was moved by relief, else the lie the next shot is played from. When the next shot is not
 * played from where the ball stopped — a replay from the tee, or any shot after one that carries a
 * penalty stroke, which is stroke and distance, unless the ball is played from the penalty area —
 * its start lie says nothing about where this ball ended: the ball was out of play, `penalty`.
 */
export function resolvedEndLie(
  shot: Pick<ShotBody, 'endLie' | 'penaltyStrokes'>,
  next: Pick<ShotBody, 'startLie' | 'relief'>,
): StoredEndLie {
  if (shot.endLie !== 'unknown') return shot.endLie;
  if (next.relief) return next.relief.fromLie;
  if (next.startLie === 'tee') return 'penalty';
  if (shot.penaltyStrokes > 0 && next.startLie !== 'water') return 'penalty';
  // Both unknown is refused by the checks; what the ball lay in then is nothing a stat reads.
  if (next.startLie === 'unknown' || next.startLie === 'drop-zone') return 'rough';
  return next.startLie;
}

/** The strokes a shot list records: each shot and its penalty strokes. */
function recordedStrokes(shots: ReadonlyArray<Pick<ShotBody, 'penaltyStrokes'>>): number {
  return shots.reduce((sum, s) => sum + 1 + s.penaltyStrokes, 0);
}

/**
 * Whether a hole's shots make the whole hole (decision 101): numbered 1, 2, 3… from the tee, the last
 * one holed, and as many strokes as the score when one is given. Shot-based stats read only such
 * holes; any other list is kept as sent and marked incomplete.
 */
export function shotsMakeHole(hole: {
  score?: number | undefined;
  shots: ReadonlyArray<Pick<ShotBody, 'number' | 'startLie' | 'endLie' | 'penaltyStrokes'>>;
}): boolean {
  const { shots } = hole;
  if (shots.length === 0) return false;
  if (shots[0]?.startLie !== 'tee') return false;
  if (shots.some((s, i) => s.number !== i + 1)) return false;
  if (shots[shots.length - 1]?.endLie !== 'holed') return false;
  return hole.score === undefined || hole.score === recordedStrokes(shots);
}

/**
 * What a scorecard says of a hole, checked against itself (decision 101): the tee shot, the putts,
 * the sand shots and the penalty strokes are different strokes, so together they fit in the score;
 * an up and down follows a missed green.
 */
function checkCard(
  hole: CheckedHole,
  at: (...path: Array<string | number>) => Array<string | number>,
  ctx: z.RefinementCtx,
): void {
  const issue = (field: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: at(field), message });
  const { score, putts, sandShots, penaltyStrokes } = hole;
  if (score !== undefined) {
    const recorded = 1 + (putts ?? 0) + (sandShots ?? 0) + (penaltyStrokes ?? 0);
    if (putts !== undefined && putts >= score)
      issue('putts', `${putts} putts do not fit in a score of ${score}: the tee shot is not a putt.`);
    else if (sandShots !== undefined && sandShots >= score)
      issue(
        'sandShots',
        `${sandShots} sand shots do not fit in a score of ${score}: the tee shot is not played from sand.`,
      );
    else if (penaltyStrokes !== undefined && penaltyStrokes >= score)
      issue(
        'penaltyStrokes',
        `${penaltyStrokes} penalty strokes do not fit in a score of ${score}: it has at least the tee shot besides.`,
      );
    else if (recorded > score)
      issue(
        'score',
        `The score ${score} is fewer than the strokes the hole records: the tee shot, ${putts ?? 0} putts, ${sandShots ?? 0} sand shots and ${penaltyStrokes ?? 0} penalty strokes make ${recorded}.`,
      );
  }
  if (hole.upAndDown === true && hole.greenInRegulation === true)
    issue(
      'upAndDown',
      'An up and down follows a missed green, and this hole says the green was hit in regulation.',
    );
}

/**
 * The Rules of Golf as far as a shot list shows them (decision 031). What is legal is accepted: a ball
 * played from a penalty area as it lies (start lie `water`), free of penalty when it went in there;
 * a replay from the tee (or the previous spot) after any shot that carries a penalty stroke, whatever
 * end lie the tracker recorded (stroke and distance, Rule 18.1; an unplayable ball, Rule 19.2a); an
 * unknown end lie before another shot. What cannot happen is refused, naming the shot and the rule.
 * A partial list (decision 101) is checked between the shots it has; it needs the hole's score.
 */
function checkShots(
  hole: CheckedHole,
  at: (...path: Array<string | number>) => Array<string | number>,
  ctx: z.RefinementCtx,
): void {
  const { shots } = hole;
  if (shots.length === 0) {
    if (hole.score === undefined && !hole.excluded)
      ctx.addIssue({ code: 'custom', path: at('score'), message: 'A hole without shots needs its score.' });
    return;
  }
  const issue = (i: number, field: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: at('shots', i, field), message });
  shots.forEach((shot, i) => {
    const previous = shots[i - 1];
    // The next shot played, when it was sent: a gap in the numbers is a shot missing.
    const next = shots[i + 1]?.number === shot.number + 1 ? shots[i + 1] : undefined;
    if (previous && shot.number <= previous.number)
      issue(
        i,
        'number',
        `Shots are listed in playing order, so shot numbers rise: ${shot.number} follows ${previous.number}.`,
      );
    if (shot.startLie === 'unknown')
      issue(
        i,
        'startLie',
        `Shot ${shot.number}'s start lie and shot ${shot.number - 1}'s end lie are both unknown: send one of them.`,
      );
    shot.penalties?.forEach((penalty, p) => {
      const misfit = penaltyKindMisfit(penalty.kind, shot.endLie);
      if (misfit)
        ctx.addIssue({
          code: 'custom',
          path: at('shots', i, 'penalties', p, 'kind'),
          message: `Shot ${shot.number}: ${misfit}.`,
        });
    });
    if (shot.relief) checkRelief(shot, i === 0 ? undefined : previous, i, issue);
    if (shot.endLie === 'unknown' && !next)
      issue(
        i,
        'endLie',
        i === shots.length - 1
          ? `Shot ${shot.number} is the last shot sent: its end lie cannot be unknown.`
          : `Shot ${shot.number} has an unknown end lie and the shot after it was not sent, so where it ended cannot be told.`,
      );
    if (shot.endLie === 'holed' && i < shots.length - 1)
      issue(i, 'endLie', 'Only the last shot of a hole can be holed.');
    if (shot.endLie === 'holed' && shot.distanceAfter !== undefined && shot.distanceAfter !== 0)
      issue(i, 'distanceAfter', 'A holed shot ends 0 from the hole.');
    if (next) checkPenalty(shot, next, i, issue);
  });
  const strokes = recordedStrokes(shots);
  const complete = shotsMakeHole(hole);
  const last = shots[shots.length - 1];
  if (hole.score === undefined) {
    if (!complete && !hole.excluded)
      ctx.addIssue({
        code: 'custom',
        path: at('score'),
        message:
          'These shots do not make the whole hole (numbered from 1 on the tee, the last one holed): send its score.',
      });
  } else if (strokes > hole.score)
    ctx.addIssue({
      code: 'custom',
      path: at('score'),
      message: `The score ${hole.score} is fewer than the shots sent: ${strokes} strokes with penalties.`,
    });
  else if (last && last.number > hole.score)
    ctx.addIssue({
      code: 'custom',
      path: at('shots', shots.length - 1, 'number'),
      message: `Shot ${last.number} cannot be played on a hole scored ${hole.score}.`,
    });
  // A putt is a stroke from the green: penalty strokes are never putts.
  const putts = shots.filter((s) => s.startLie === 'green').length;
  if (hole.putts !== undefined && complete && hole.putts !== putts)
    ctx.addIssue({
      code: 'custom',
      path: at('putts'),
      message: `The putts ${hole.putts} do not match the shots: ${putts} from the green.`,
    });
  else if (hole.putts !== undefined && putts > hole.putts)
    ctx.addIssue({
      code: 'custom',
      path: at('putts'),
      message: `The putts ${hole.putts} are fewer than the shots sent from the green: ${putts}.`,
    });
  const penalties = shots.reduce((sum, s) => sum + s.penaltyStrokes, 0);
  if (hole.penaltyStrokes !== undefined && complete && hole.penaltyStrokes !== penalties)
    ctx.addIssue({
      code: 'custom',
      path: at('penaltyStrokes'),
      message: `The penalty strokes ${hole.penaltyStrokes} do not match the shots: ${penalties}.`,
    });
}

/**
 * The penalty stroke between a shot and the next (Rules 17, 18, 19): one reason per pair of shots, so
 * a single slip is reported once. A ball in a penalty area without a penalty stroke was played as it
 * lay (Rule 17.1b), from wherever the tracker recorded the next shot (decision 111).
 */
function checkPenalty(
  shot: CheckedShot,
  next: CheckedShot,
  i: number,
  issue: (i: number, field: string, message: string) => void,
): void {
  if (shot.penaltyStrokes > 0) return;
  const end = resolvedEndLie(shot, next);
  if (next.startLie === 'tee')
    issue(
      i + 1,
      'startLie',
      `Shot ${i + 2} starts on the tee again, which only a stroke-and-distance replay does, and shot ${i + 1} before it carries no penalty stroke.`,
    );
  else if (end === 'penalty')
    issue(
      i,
      'penaltyStrokes',
      `Shot ${i + 1} ends lost, out of bounds or unplayable (end lie penalty), which costs at least 1 penalty stroke.`,
    );
}

/**
 * Relief before shot `i` (decision 111): it follows a stroke, its type is its reason's, there is no
 * free relief in a penalty area (Rule 16.1a(2), but Rule 16.2), a penalty relief is paid with the
 * penalty strokes of the stroke that caused it, and it starts where that stroke's ball lay.
 */
function checkRelief(
  shot: CheckedShot,
  previous: CheckedShot | undefined,
  i: number,
  issue: (i: number, field: string, message: string) => void,
): void {
  const relief = shot.relief;
  if (!relief) return;
  const rule = RELIEF_RULES[relief.reason];
  const name = reliefInWords(relief.reason);
  if (!previous) {
    issue(i, 'relief', `Shot ${shot.number} is played from the tee: relief comes before a later shot.`);
    return;
  }
  if (relief.type !== undefined && relief.type !== rule.type)
    issue(
      i,
      'relief',
      `${name} is ${rule.type === 'free' ? 'free' : 'taken with a penalty'}, not ${relief.type}.`,
    );
  else if (rule.type === 'free' && relief.fromLie === 'water' && relief.reason !== 'dangerous-animal')
    issue(
      i,
      'relief',
      'There is no free relief in a penalty area (Rule 16.1a(2)): relief from it costs a penalty stroke (Rule 17.1d).',
    );
  if (previous.number !== shot.number - 1) return;
  if (rule.type === 'penalty') {
    const kinds = RELIEF_PENALTY_KINDS[relief.reason] ?? [];
    const paid = previous.penalties
      ? // A penalty the tracker did not classify may be this one.
        penaltyStrokesOf(previous.penalties.filter((p) => kinds.includes(p.kind) || p.kind === 'other'))
      : previous.penaltyStrokes;
    if (paid < rule.strokes)
      issue(
        i - 1,
        'penaltyStrokes',
        `${name} costs ${rule.strokes} penalty stroke${rule.strokes === 1 ? '' : 's'}, charged to shot ${previous.number}, which ${previous.penalties ? `lists ${paid} for ${kinds.join(' or ')}` : `carries ${paid}`}.`,
      );
  }
  const lay = previous.endLie;
  if (lay !== 'unknown' && lay !== 'penalty' && lay !== 'holed' && lay !== relief.fromLie)
    issue(
      i,
      'relief',
      `Relief starts where shot ${previous.number}'s ball lay: its end lie is ${lay}, the relief's fromLie ${relief.fromLie}.`,
    );
}

/**
 * Provisional balls (Rule 18.3): one that became the ball in play is played from where the original
 * was, after a stroke that went lost or out of bounds and so carries its stroke and distance penalty
 * (Rule 18.3c(2)); one abandoned because the original was found (Rule 18.3c(3)) follows a stroke of
 * the hole whose ball was not lost or out of bounds by its penalties.
 */
function checkProvisionals(
  hole: CheckedHole,
  at: (...path: Array<string | number>) => Array<string | number>,
  ctx: z.RefinementCtx,
): void {
  const { shots } = hole;
  shots.forEach((shot, i) => {
    if (!shot.provisional) return;
    const original = shots[i - 1];
    const issue = (message: string) =>
      ctx.addIssue({ code: 'custom', path: at('shots', i, 'provisional'), message });
    if (!original || original.number !== shot.number - 1)
      issue(`Shot ${shot.number} is marked provisional: send the shot whose ball it stood in for before it.`);
    else if (original.penaltyStrokes === 0)
      issue(
        `A provisional ball becomes the ball in play when the original is lost or out of bounds (Rule 18.3c(2)), which costs shot ${original.number} a penalty stroke, and it carries none.`,
      );
    else if (original.startLie !== shot.startLie)
      issue(
        `A provisional ball is played from where shot ${original.number} was played (Rule 18.3a): from ${original.startLie}, not ${shot.startLie}.`,
      );
  });
  hole.provisionalAbandoned?.forEach((stroke, k) => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: at('provisionalAbandoned', k, field), message });
    const original = shots.find((s) => s.number === stroke.afterShot);
    if (!original) {
      issue('afterShot', `Shot ${stroke.afterShot} is not among the hole's shots.`);
      return;
    }
    if (original.penalties?.some((p) => p.kind === 'out-of-bounds' || p.kind === 'lost-ball'))
      issue(
        'afterShot',
        `Shot ${original.number}'s ball was lost or out of bounds, so the provisional ball became the ball in play (Rule 18.3c(2)): send its strokes as shots marked provisional.`,
      );
    else if (stroke.startLie !== 'unknown' && stroke.startLie !== original.startLie)
      issue(
        'startLie',
        `A provisional ball is played from where shot ${original.number} was played (Rule 18.3a): from ${original.startLie}, not ${stroke.startLie}.`,
      );
  });
}

/** Relief as stored: its type settled, its distance in the app's units (absent when not known). */
export type StoredRelief = {
  type: ReliefType;
  reason: ReliefReason;
  fromLie: PlayingLie;
  /** Yards, feet on the green (the app's units); absent when neither sent nor computable. */
  fromDistance?: number;
  from?: Coordinate;
};
/** A stroke of an abandoned provisional ball as stored: distances in the app's units. */
export type StoredAbandonedStroke = NonNullable<CheckedHole['provisionalAbandoned']>[number];
type StoredShot = Omit<
  CheckedShot,
  'startLie' | 'endLie' | 'distanceBefore' | 'distanceAfter' | 'start' | 'end' | 'relief' | 'provisional'
> & {
  startLie: StoredStartLie;
  endLie: StoredEndLie;
  /** Yards, feet from the green (the app's units). */
  distanceBefore: number;
  distanceAfter: number;
  start?: Coordinate;
  end?: Coordinate;
  relief?: StoredRelief;
  provisional?: boolean;
};
type StoredHole = Omit<CheckedHole, 'shots' | 'pin' | 'grid' | 'provisionalAbandoned'> & {
  pin?: Coordinate;
  shots: Array<StoredShot>;
  provisionalAbandoned?: Array<StoredAbandonedStroke>;
};
type StoredRound = Omit<CheckedRound, 'holes' | 'units'> & { holes: Array<StoredHole> };

/** The end lie shot `i` is stored with: `unknown` resolved from the next shot (resolvedEndLie). */
function storedEndLie(shots: ReadonlyArray<CheckedShot>, i: number): StoredEndLie {
  const shot = shots[i] as CheckedShot;
  const next = shots[i + 1];
  // The checks refuse an unknown end lie with no next shot: this fallback only completes the type.
  if (next && next.number === shot.number + 1) return resolvedEndLie(shot, next);
  return shot.endLie === 'unknown' ? 'holed' : shot.endLie;
}

/**
 * A hole's positions as latitude/longitude (decisions 109, 111): grid points converted; a shot's start
 * taken from the previous shot's end when the ball was played as it lay (consecutive, no penalty
 * stroke, no relief) and its end from the next shot's start likewise, or from the next shot's relief
 * (where the ball lay before it was moved); a relief's start from the previous shot's end; the pin
 * from the holed shot's end when not sent.
 */
function holePositions(hole: CheckedHole) {
  const { shots, grid } = hole;
  const latLng = (p: Position | undefined): Coordinate | undefined =>
    p === undefined ? undefined : isGridPoint(p) ? (grid ? gridToLatLng(grid, p) : undefined) : p;
  const ownStarts = shots.map((shot) => latLng(shot.start));
  const ownEnds = shots.map((shot) => latLng(shot.end));
  const ownReliefs = shots.map((shot) => latLng(shot.relief?.from));
  const last = shots.length - 1;
  const pin = latLng(hole.pin) ?? (shots[last]?.endLie === 'holed' ? ownEnds[last] : undefined);
  const followedBy = (i: number) => {
    const shot = shots[i];
    const next = shots[i + 1];
    return shot !== undefined && next?.number === shot.number + 1 ? next : undefined;
  };
  const playedOn = (i: number) =>
    shots[i]?.penaltyStrokes === 0 && followedBy(i) !== undefined && followedBy(i)?.relief === undefined;
  const starts = shots.map((_, i) => ownStarts[i] ?? (i > 0 && playedOn(i - 1) ? ownEnds[i - 1] : undefined));
  const ends = shots.map(
    (shot, i) =>
      ownEnds[i] ??
      (shot.endLie === 'holed'
        ? pin
        : followedBy(i)?.relief
          ? ownReliefs[i + 1]
          : playedOn(i)
            ? ownStarts[i + 1]
            : undefined),
  );
  const reliefs = shots.map((shot, i) =>
    shot.relief === undefined
      ? undefined
      : (ownReliefs[i] ?? (followedBy(i - 1) ? ownEnds[i - 1] : undefined)),
  );
  return { pin, starts, ends, reliefs };
}

/**
 * Units and positions (decision 109, issue 34 §3): grid points need the hole's grid; a distance sent
 * is plausible in its unit; a distance not sent can be computed from positions and the pin. A
 * relief's distance is optional: without it strokes gained reads the next shot's start (decision 111).
 */
function checkPositions(
  hole: CheckedHole,
  units: DistanceUnits,
  at: (...path: Array<string | number>) => Array<string | number>,
  ctx: z.RefinementCtx,
): void {
  const issue = (path: Array<string | number>, message: string) =>
    ctx.addIssue({ code: 'custom', path: at(...path), message });
  if (!hole.grid) {
    const onGrid = "This point is given as x and y: send the hole's grid (origin, bearing, unit) with it.";
    if (isGridPoint(hole.pin)) issue(['pin'], onGrid);
    hole.shots.forEach((shot, i) => {
      if (isGridPoint(shot.start)) issue(['shots', i, 'start'], onGrid);
      if (isGridPoint(shot.end)) issue(['shots', i, 'end'], onGrid);
      if (isGridPoint(shot.relief?.from)) issue(['shots', i, 'relief', 'from'], onGrid);
    });
  }
  const plausible = (path: Array<string | number>, label: string, value: number, onGreen: boolean) => {
    const wrong = implausibleDistance(value, onGreen ? units.onGreen : units.offGreen, onGreen);
    if (wrong) issue(path, `${label} ${wrong}`);
  };
  const { pin, starts, ends } = holePositions(hole);
  hole.shots.forEach((shot, i) => {
    const endLie = storedEndLie(hole.shots, i);
    const sides = [
      [
        'distanceBefore',
        'The distance before the shot',
        shot.distanceBefore,
        shot.startLie === 'green',
        starts[i],
        'start',
      ],
      [
        'distanceAfter',
        'The distance after the shot',
        shot.distanceAfter,
        endLie === 'green',
        ends[i],
        'end',
      ],
    ] as const;
    for (const [field, label, value, onGreen, point, where] of sides) {
      if (value !== undefined) plausible(['shots', i, field], label, value, onGreen);
      else if (
        !(field === 'distanceAfter' && endLie === 'holed') &&
        (point === undefined || pin === undefined)
      )
        issue(
          ['shots', i, field],
          `Send the distance, or the positions it is computed from: shot ${shot.number}'s ${where} and the hole's pin (or the holed shot's end).`,
        );
    }
    const relief = shot.relief;
    if (relief?.fromDistance !== undefined)
      plausible(
        ['shots', i, 'relief', 'fromDistance'],
        'The distance before the relief',
        relief.fromDistance,
        relief.fromLie === 'green',
      );
  });
  hole.provisionalAbandoned?.forEach((stroke, k) => {
    const path = ['provisionalAbandoned', k];
    if (stroke.distanceBefore !== undefined)
      plausible(
        [...path, 'distanceBefore'],
        'The distance before the stroke',
        stroke.distanceBefore,
        stroke.startLie === 'green',
      );
    if (stroke.distanceAfter !== undefined)
      plausible(
        [...path, 'distanceAfter'],
        'The distance after the stroke',
        stroke.distanceAfter,
        stroke.endLie === 'green',
      );
  });
}

/**
 * The round as stored: start lies and `unknown` end lies resolved (resolvedStartLie, resolvedEndLie);
 * positions as latitude/longitude; distances in the app's units, computed from positions where not
 * sent; a relief's type from its reason.
 */
function asStored(round: CheckedRound): StoredRound {
  const { units, ...rest } = round;
  const inAppUnits = (value: number, onGreen: boolean) => {
    const [from, to] = onGreen ? [units.onGreen, APP_UNITS.onGreen] : [units.offGreen, APP_UNITS.offGreen];
    return from === to ? value : Math.round(convertDistance(value, from, to) * 100) / 100;
  };
  return {
    ...rest,
    holes: round.holes.map((body) => {
      const { pin, starts, ends, reliefs } = holePositions(body);
      const { grid: _grid, pin: _sent, provisionalAbandoned, ...hole } = body;
      const toPin = (point: Coordinate | undefined, onGreen: boolean) =>
        point && pin ? appDistanceFrom(metersBetween(point, pin), onGreen) : 0;
      const storedRelief = (relief: NonNullable<CheckedShot['relief']>, i: number): StoredRelief => {
        const from = reliefs[i];
        const onGreen = relief.fromLie === 'green';
        const fromDistance =
          relief.fromDistance !== undefined
            ? inAppUnits(relief.fromDistance, onGreen)
            : from && pin
              ? toPin(from, onGreen)
              : undefined;
        return {
          type: RELIEF_RULES[relief.reason].type,
          reason: relief.reason,
          fromLie: relief.fromLie,
          ...(fromDistance === undefined ? {} : { fromDistance }),
          ...(from ? { from } : {}),
        };
      };
      return {
        ...hole,
        ...(pin ? { pin } : {}),
        ...(provisionalAbandoned
          ? {
              provisionalAbandoned: provisionalAbandoned.map(
                ({ distanceBefore, distanceAfter, ...stroke }) => ({
                  ...stroke,
                  ...(distanceBefore === undefined
                    ? {}
                    : { distanceBefore: inAppUnits(distanceBefore, stroke.startLie === 'green') }),
                  ...(distanceAfter === undefined
                    ? {}
                    : { distanceAfter: inAppUnits(distanceAfter, stroke.endLie === 'green') }),
                }),
              ),
            }
          : {}),
        shots: hole.shots.map(({ start: _start, end: _end, relief, ...shot }, i) => {
          const endLie = storedEndLie(hole.shots, i);
          const start = starts[i];
          const end = ends[i];
          // The checks refuse a start lie left unknown: this fallback only completes the type.
          const startLie = shot.startLie === 'unknown' ? 'rough' : shot.startLie;
          return {
            ...shot,
            startLie,
            endLie,
            distanceBefore:
              shot.distanceBefore === undefined
                ? toPin(start, startLie === 'green')
                : inAppUnits(shot.distanceBefore, startLie === 'green'),
            distanceAfter:
              endLie === 'holed'
                ? 0
                : shot.distanceAfter === undefined
                  ? toPin(end, endLie === 'green')
                  : inAppUnits(shot.distanceAfter, endLie === 'green'),
            ...(start ? { start } : {}),
            ...(end ? { end } : {}),
            ...(relief ? { relief: storedRelief(relief, i) } : {}),
          };
        }),
      };
    }),
  };
}

/** A round as stored: checked, defaults filled in, `unknown` end lies resolved. */
export type RoundIngest = z.infer<typeof roundIngestSchema>;
/** A round as the app sends it. */
export type RoundIngestBody = z.input<typeof roundIngestSchema>;
export type HoleIngest = RoundIngest['holes'][number];
export type ShotIngest = HoleIngest['shots'][number];

/** A zod error as the API reports it: every invalid field, with a path like holes[2].shots[0].endLie. */
export function ingestIssues(error: z.ZodError): Array<IngestIssue> {
  return error.issues.map((issue) => ({
    path:
      issue.path
        .map((part, i) =>
          typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`,
        )
        .join('') || '(body)',
    message: issue.message,
  }));
}

/** Yards to the hole: the app sends feet on the green (issue 5 point 8). */
export function yardsFrom(distance: number, onGreen: boolean): number {
  return onGreen ? distance / 3 : distance;
}

/** What a scorecard hole says (decision 101), null where it does not say. */
export function cardFactsOf(hole: HoleIngest): CardFacts {
  return {
    fairway: hole.fairway ?? null,
    greenInRegulation: hole.greenInRegulation ?? null,
    sandShots: hole.sandShots ?? null,
    upAndDown: hole.upAndDown ?? null,
  };
}

/** A stored hole's shots as the hole stats read them: yards to the hole, positions, relief (decision 111). */
export function statShotsOf(hole: Pick<HoleIngest, 'shots'>): Array<StatShot> {
  return hole.shots.map((shot) => ({
    shotNumber: shot.number,
    startLie: shot.startLie,
    endLie: shot.endLie,
    startDistanceYards: yardsFrom(shot.distanceBefore, shot.startLie === 'green'),
    endDistanceYards: yardsFrom(shot.distanceAfter, shot.endLie === 'green'),
    penaltyStrokes: shot.penaltyStrokes,
    start: shot.start ? lngLatOf(shot.start) : null,
    end: shot.end ? lngLatOf(shot.end) : null,
    reliefFrom: measuredReliefFrom(
      shot.relief
        ? {
            type: shot.relief.type,
            fromLie: shot.relief.fromLie,
            fromDistanceYards:
              shot.relief.fromDistance === undefined
                ? null
                : yardsFrom(shot.relief.fromDistance, shot.relief.fromLie === 'green'),
          }
        : null,
    ),
  }));
}

/**
 * The putts of a hole whose shots do not make it whole, when the card does not give them: known only
 * where the list holds the whole putting, numbered without a gap to the holed putt and either only
 * putts (a tracker that records the putts) or starting right after the shot onto the green. A gap
 * before or among them may be a putt missing: then they are not recorded.
 */
export function puttsOfPartialList(hole: Pick<HoleIngest, 'score' | 'shots'>): number | null {
  const { shots } = hole;
  const last = shots[shots.length - 1];
  if (shotsMakeHole(hole) || !last || last.endLie !== 'holed' || last.startLie !== 'green') return null;
  let first = shots.length - 1;
  while (first > 0 && shots[first - 1]?.startLie === 'green') first--;
  const run = shots.slice(first);
  if (run.some((s, i) => i > 0 && s.number !== (run[i - 1]?.number ?? 0) + 1)) return null;
  const before = shots[first - 1];
  if (before && before.number !== (run[0]?.number ?? 0) - 1) return null;
  return run.length;
}

/**
 * A scorecard's green in regulation against the hole's par, once the par is known (decision 101): on
 * the green in par − 2 strokes or fewer leaves at least score − (par − 2) strokes to putts, so a card
 * whose score and putts leave more strokes to reach the green contradicts itself. The other way
 * round is no contradiction: a putt from the fringe is a putt on many cards, not a green hit.
 */
export function cardIssuesAtPar(
  hole: Pick<HoleIngest, 'score' | 'putts' | 'greenInRegulation'>,
  par: number,
): Array<{ field: 'greenInRegulation'; message: string }> {
  const { score, putts } = hole;
  if (hole.greenInRegulation !== true || score === undefined || putts === undefined) return [];
  const toGreen = score - putts;
  if (toGreen <= par - 2) return [];
  return [
    {
      field: 'greenInRegulation',
      message: `A green in regulation is reached in ${par - 2} strokes or fewer on a par ${par}, and a score of ${score} with ${putts} putts took ${toGreen} to reach it.`,
    },
  ];
}
