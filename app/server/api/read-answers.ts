import { z } from 'zod';

/*
 * The answers of the player read APIs (issue 34 §7, decision 099) as zod schemas: the routes type
 * their bodies by them and the OpenAPI document describes them from them, so the two cannot drift;
 * the contract test checks real answers against the document.
 */

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('A calendar day, YYYY-MM-DD.');
const share = z.number().min(0).max(1).nullable().describe('A share from 0 to 1; null with no chance.');
const feet = z.number().nullable().describe('Feet, one decimal; null when not recorded.');
const whole = z.number().int();

/** spec 2 §3: one row of the rounds grid (the compare stats Rounds tab). */
const roundsGridRow = z.object({
  roundId: whole,
  startDate: day,
  tournament: z.string().nullable(),
  tournamentURL: z.string().nullable().describe('With its scheme (https:// added when missing).'),
  course: z.string(),
  yards: whole.nullable(),
  score: whole.nullable(),
  scoreToPar: whole.nullable(),
  birdieOrBetter: whole,
  onePutts: whole,
  fir: share.describe('Fairways hit of the chances.'),
  gir: share.describe('Greens in regulation of the chances.'),
  upDown: share.describe('Up and downs of the chances.'),
  approachProxAfter: feet,
  girPuttProxStart: feet,
  scrambleFirstPuttProxStart: feet,
  putts: whole.nullable().describe('Null unless every counted hole has its putts.'),
  madeFeetPutt: feet,
  totalFeetPutt: feet,
  madeFeetPuttPercentage: share,
  players: z.string().describe("The player's full name."),
});

/** GET /api/v1/players/{username}/rounds. */
export const roundsGridAnswerSchema = z.object({
  holes: z.union([z.literal(9), z.literal(18)]),
  page: whole.min(1),
  pageSize: whole,
  total: whole.describe('Rounds of the selection.'),
  pages: whole,
  header: z.literal('Round Averages'),
  rows: z.array(roundsGridRow),
});
export type RoundsGridAnswer = z.input<typeof roundsGridAnswerSchema>;

/** spec 3 §3: a round of a ten-round chart set. */
const chartRound = z.object({
  golfRoundId: whole,
  label: z.string().describe('R1, R2… in date order.'),
  playedOn: day,
  name: z.string().describe('The tournament, else the course.'),
  courseName: z.string(),
  tournamentId: whole.nullable(),
  courseLengthYards: whole.nullable(),
  performance: z.object({ score: whole, par: whole, toPar: whole }),
  birdies: whole,
});

/** GET /api/v1/players/{username}/best-ten. */
export const bestTenAnswerSchema = z.object({
  range: z.object({ start: day, end: day, label: z.string() }),
  showsCharts: z.boolean().describe(`False until the range holds enough full rounds.`),
  minRounds: whole,
  chartData: z.array(
    z.object({
      key: z.enum(['best-ten', 'best-ten-consecutive', 'last-ten', 'prior-ten']),
      title: z.string(),
      averageScore: z.number().nullable(),
      averageToPar: z.number().nullable(),
      averageBirdies: z.number().nullable(),
      includedRounds: z.array(chartRound),
    }),
  ),
});
export type BestTenAnswer = z.input<typeof bestTenAnswerSchema>;

const sgCategory = z.enum(['offTheTee', 'approach', 'aroundTheGreen', 'putting']);

/** spec 2 §7: the stat probability cards of the holes that satisfy every active flag. */
const probability = z.object({
  active: z.array(z.string()).describe('The flags every counted hole must have.'),
  holes: whole.describe('Holes shown: counted and satisfying every active flag.'),
  shownHoles: z.array(z.object({ roundId: whole, holeNumber: whole })),
  cards: z.array(
    z.object({
      key: z.string().describe('The stat flag.'),
      name: z.string(),
      holes: whole,
      percent: z.number().describe('Percent of the shown holes, 0 decimals.'),
      active: z.boolean(),
    }),
  ),
});

/** A hole with its stored flags and strokes gained (decision 014). */
export const flaggedHoleAnswer = z.object({
  holeNumber: whole,
  courseHoleNumber: whole,
  par: whole,
  score: whole.nullable(),
  putts: whole.nullable(),
  excluded: z.boolean(),
  shotsIncomplete: z.boolean().describe("Decision 101: the hole's shots do not make it; shot stats skip it."),
  flags: z
    .record(z.string(), z.boolean().nullable())
    .describe(
      'Each stat flag of the hole (names as the stat catalogue): true, false, or null when not recorded.',
    ),
  strokesGained: z
    .object({
      offTheTee: z.number(),
      approach: z.number(),
      aroundTheGreen: z.number(),
      putting: z.number(),
      total: z.number(),
      shots: z.array(
        z.object({ shotNumber: whole, category: sgCategory, strokesGained: z.number().nullable() }),
      ),
    })
    .nullable()
    .describe('Null when the hole was not recorded shot by shot.'),
});

/** GET /api/v1/players/{username}/hole-stats: the holes by round and the cards; `part=probability` the cards. */
const holeStatsAll = z.object({
  rounds: z.array(
    z.object({ roundId: whole, playedOn: day, courseName: z.string(), holes: z.array(flaggedHoleAnswer) }),
  ),
  probability,
});
export const holeStatsAnswerSchema = z.union([holeStatsAll, z.object({ probability })]);
/** The answer with `part=all` (the default). */
export type HoleStatsAnswer = z.input<typeof holeStatsAll>;
export type FlaggedHoleAnswer = z.input<typeof flaggedHoleAnswer>;
