import { z } from 'zod';
import { PENALTY_KINDS, RELIEF_REASONS } from '~/domain/rounds/rules-of-golf';
import { roundFilterSchema } from '~/domain/stats/round-filter-schema';
import { AGGREGATE_KINDS, PERFORMANCE_CATEGORIES, STAT_CATEGORIES } from '~/domain/stats/stat-catalogue';

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
/** Strokes gained against the PGA TOUR baseline (decision 014), by category and in total. */
const strokesGainedByCategory = z.object({
  offTheTee: z.number(),
  approach: z.number(),
  aroundTheGreen: z.number(),
  putting: z.number(),
  total: z.number(),
});

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
  strokesGained: strokesGainedByCategory
    .extend({
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

/** How the performance and overview APIs name the standard (standards.ts `standardSummary`). */
const standardSummary = z.object({
  id: z.string().describe('As `standard=` takes it.'),
  name: z.string(),
  coveredStats: z
    .array(z.string())
    .describe(
      'The stat flags the standard has a figure for, in catalogue order; the others are not compared.',
    ),
});

/** spec 2 §3 performanceData.stats: one stat of the catalogue against the standard. */
const statPerformance = z.object({
  name: z.string(),
  flag: z.string().describe('The stat flag.'),
  category: z.enum(STAT_CATEGORIES),
  performanceCategory: z
    .enum(PERFORMANCE_CATEGORIES)
    .nullable()
    .describe('Null for the course layout stats, which describe holes.'),
  performance: z.object({
    formatted: z.string().describe('Percent, 0 decimals; a dash with no chance.'),
    raw: share,
    successes: whole,
    opportunities: whole,
  }),
  standard: share.describe("The standard's share; null when it has no figure, or for a layout stat."),
  beatStandard: z
    .boolean()
    .nullable()
    .describe('A tie does not beat it; null with no standard figure, no chance, or for a layout stat.'),
  strokesPerRound: z
    .number()
    .nullable()
    .describe(
      'Decision 068: strokes a round the stat wins (+) or costs (−) against the standard; null when it is not compared or has no stroke value at that level.',
    ),
});

const madeOfChances = z.object({ successes: whole, opportunities: whole });
const perRound = z.number().nullable().describe('Per round; null with no hole to count.');

/**
 * One selection's performance against the standard, aggregates and strokes gained (analytics-api.ts
 * `selectionPerformance`): a selection of the performance API, or a loaded overview.
 */
const selectionResult = z.object({
  rounds: whole.describe('Rounds with at least one scored hole.'),
  loadingState: z.enum(['loaded', 'no-data']).describe('no-data when no stat has a chance.'),
  performanceData: z.object({
    byCategory: z.array(
      z.object({
        category: z.enum(PERFORMANCE_CATEGORIES),
        performance: share.describe(
          "Share of the category's compared stats that beat the standard; null when none is compared.",
        ),
        beaten: whole,
        compared: whole,
        formatted: z.string().describe('Percent, 0 decimals; a dash when none is compared.'),
      }),
    ),
    skillPerformance: z
      .object({ value: share, formatted: z.string() })
      .describe('spec 3 §5: the share of all compared stats that beat the standard.'),
    stats: z.array(statPerformance).describe('Every stat of the catalogue, in its order.'),
  }),
  strengthsAndWeaknesses: z
    .object({
      category: z.enum(['Top', 'Drive', 'Approach', 'Save', 'Putt']).describe('Top: every category.'),
      strengths: z.array(statPerformance),
      weaknesses: z.array(statPerformance),
    })
    .describe(
      'Decision 068: at most 3 stats each that win or cost the most strokes a round, each with enough chances to say so.',
    ),
  ratings: z
    .array(
      z.object({
        category: z.enum(PERFORMANCE_CATEGORIES),
        strokesGained: z.number().describe('Per round, against the PGA TOUR baseline.'),
        standard: z.number().describe("The standard's, per round of the same size."),
        againstStandard: z.number().describe('strokesGained − standard: won (+) or lost (−) a round.'),
        handicap: z.object({
          value: z
            .number()
            .describe('The handicap the model plays to that figure (negative: a plus handicap).'),
          clamped: z
            .enum(['better', 'worse'])
            .nullable()
            .describe(
              "At an end of the model's levels: as good as its best or better, as bad as its worst or worse.",
            ),
        }),
        formatted: z.object({ againstStandard: z.string(), handicap: z.string() }),
      }),
    )
    .nullable()
    .describe('Decision 068: per performance category; null without holes recorded shot by shot.'),
  biggestOpportunity: z
    .object({
      name: z.string(),
      strokesPerRound: z.number().describe('Strokes a round it costs against the standard (positive).'),
      text: z.string(),
    })
    .nullable()
    .describe('Decision 068: the weakness of a part of the game that costs the most; null without one.'),
  aggregates: z
    .object({
      values: z.object({
        rounds: whole,
        score: z
          .object({ score: z.number(), par: z.number() })
          .nullable()
          .describe('Mean score and par of the full rounds; null without one.'),
        yards: z
          .number()
          .nullable()
          .describe('Mean yards of the full rounds whose every hole has its yardage.'),
        fir: madeOfChances,
        gir: madeOfChances,
        upDown: madeOfChances,
        putts: perRound,
        onePutts: perRound,
        firstPuttDist: z.number().nullable().describe('Mean first-putt distance in feet.'),
        birdieOrBetter: perRound,
        doubleOverOrHigher: perRound,
      }),
      formatted: z.record(z.enum(AGGREGATE_KINDS), z.string()).describe('Each value as the pages show it.'),
    })
    .describe(
      'spec 3 §3 aggregates; "per round" is per 18 holes, per 9 for a selection of 9-hole rounds only.',
    ),
  strokesGained: strokesGainedByCategory
    .nullable()
    .describe('Per round of the selection; null when no hole was recorded shot by shot.'),
});

/** GET /api/v1/players/{username}/performance. */
export const performanceAnswerSchema = z.object({
  player: z.object({
    username: z.string().nullable().describe('Null only for `me` before onboarding.'),
    fullName: z.string(),
  }),
  standard: standardSummary,
  selections: z.array(
    z.object({
      filterName: z.string(),
      filter: roundFilterSchema.describe('spec 2 §3: the round filter the parameters made.'),
      ...selectionResult.shape,
    }),
  ),
});
export type PerformanceAnswer = z.input<typeof performanceAnswerSchema>;

/** An overview of a group (overview-groups.ts `Overview`): a named round filter. */
const overview = z.object({
  filterName: z.string(),
  label: z.string(),
  details: z.string().describe('What its rounds are, e.g. the date and event of a best round; may be empty.'),
  colour: z.string().describe('Its colour on the charts, #rrggbb.'),
  isHidden: z.boolean().describe('It starts hidden: loaded on its own through the performance API.'),
  filter: roundFilterSchema,
});

/** GET /api/v1/players/{username}/overview/{group}. */
export const overviewGroupAnswerSchema = z.union([
  z.object({
    name: z.string(),
    type: z.enum(['Player Performance', 'Assessment']),
    holeCount: z.union([z.literal(9), z.literal(18)]),
    standard: standardSummary,
    status: z
      .enum(['loading', 'hasIncompleteData', 'hasData'])
      .describe('spec 2 §4: hasIncompleteData with fewer than 2 loaded overviews.'),
    enabled: z.boolean().describe("Whether the group's menu entry is enabled."),
    visibleOverviews: z
      .array(z.string())
      .describe('The filter names of the overviews that show: not hidden, neither no-data nor error.'),
    overviews: z.array(
      z.union([
        overview.extend({
          loadingState: z.literal('waiting').describe('A hidden overview, not loaded here.'),
        }),
        overview.extend(selectionResult.shape),
        overview.extend({
          loadingState: z.literal('error'),
          error: z.string().describe('spec 2 §8: the selection could not be computed.'),
        }),
      ]),
    ),
  }),
  z
    .object({
      name: z.string(),
      type: z.enum(['Player Performance', 'Assessment']),
      group: z.null(),
    })
    .describe("spec 2 §8: the group's overviews could not be built."),
]);
export type OverviewGroupAnswer = z.input<typeof overviewGroupAnswerSchema>;

const lngLat = z.tuple([z.number(), z.number()]).describe('[longitude, latitude] in degrees.');
const lie = z
  .string()
  .describe(
    'tee, fairway, rough, sand, recovery, fringe, green, water (a penalty area), penalty (lost, out of bounds or unplayable) or holed.',
  );

/** A shot of a map round (shot-map.ts `MapShotDetail`), with or without positions. */
const mapShot = z.object({
  shotNumber: whole,
  type: z.string().describe('Tee, Approach, Layup, Chip, Sand, Recovery or Putt.'),
  start: lngLat.nullable().describe('Null when the tracker sent no position.'),
  end: lngLat.nullable().describe('Null when the tracker sent no position.'),
  startLie: lie,
  endLie: lie,
  distanceBeforeYards: z.number().describe('To the hole, in yards (on the green too: feet / 3).'),
  distanceAfterYards: z.number().describe('To the hole, in yards (on the green too: feet / 3).'),
  penaltyStrokes: whole,
  strokesGained: z
    .number()
    .nullable()
    .optional()
    .describe(
      "Against the PGA TOUR baseline; null when the hole's shot list is not complete. Left out when the viewer may not see the player's stats.",
    ),
  penalties: z
    .array(z.object({ kind: z.enum(PENALTY_KINDS), strokes: whole }))
    .optional()
    .describe('Decision 111: what the penalty strokes were for; left out when the tracker did not say.'),
  relief: z
    .object({
      type: z.enum(['free', 'penalty']),
      reason: z.enum(RELIEF_REASONS),
      fromLie: lie.describe('Where the ball lay before the relief.'),
      fromDistanceYards: z.number().nullable().describe('From there to the hole; null when not recorded.'),
    })
    .optional()
    .describe(
      "Decision 111: relief taken before this shot, from where the previous shot's ball lay; left out without one.",
    ),
  provisional: z
    .literal(true)
    .optional()
    .describe(
      'Played with a provisional ball that became the ball in play (Rule 18.3c); left out otherwise.',
    ),
});

/** spec 2 §3 map round. */
const mapRound = z.object({
  golfRoundId: whole,
  golfCourseId: whole,
  golfCourseName: z.string(),
  label: z.string().describe('Its date (MM/DD/YY) and event, else its course.'),
  playedDate: day,
  tournamentId: whole.nullable(),
  tournamentName: z.string().nullable(),
  groupKey: z.string().describe('Rounds of one course share it.'),
  unfinished: z
    .string()
    .nullable()
    .describe(
      'An included unfinished round\'s mark ("Unfinished · 2 of 9 holes"); null for a finished round.',
    ),
  holes: z.array(
    z.object({
      roundHoleNumber: whole,
      courseHoleNumber: whole,
      par: whole,
      score: whole.nullable(),
      scoreToPar: whole.nullable(),
      lengthYards: whole.nullable(),
      coordinates: z
        .object({ tee: lngLat, pin: lngLat })
        .nullable()
        .describe(
          "The course's tee (else where the first shot started) and the round's pin (else the course's); null unless both are known.",
        ),
      shots: z.array(mapShot),
      shotsIncomplete: z
        .boolean()
        .describe('Decision 101: the shots are kept as sent but do not make the hole.'),
      stats: z.object({
        fairwayHit: z.boolean().nullable(),
        fairwayMissed: z.boolean().nullable(),
        madeGreenInRegulation: z.boolean().nullable(),
        madeUpDown: z.boolean().nullable(),
        missedUpDown: z.boolean().nullable(),
        puttCount: whole.nullable(),
      }),
    }),
  ),
});

const shapeKind = z.enum(['perimeter', 'green', 'tee_box', 'fairway', 'bunker', 'water', 'rough']);
/** The drawn geometry of a course's holes, each shape in the form given. */
const courseGeometry = <Shape extends z.ZodType>(shape: Shape) =>
  z.object({
    golfCourseId: whole,
    holes: z.array(z.object({ holeNumber: whole, shapes: z.array(shape) })),
  });

const mapRoundsFields = {
  rounds: z.array(mapRound).describe('Only rounds with hole data, newest first.'),
  unfinished: z
    .array(whole)
    .describe('Requested rounds left out because they are unfinished (none with `unfinished=include`).'),
  imagery: z
    .object({ styleUrl: z.string() })
    .nullable()
    .describe('spec 2 §9: the satellite style, when one is configured.'),
};

/** GET /api/v1/players/{username}/map-rounds: the course polygons as points, or packed (`geometry=packed`). */
export const mapRoundsAnswerSchema = z.union([
  z.object({
    ...mapRoundsFields,
    courses: z.array(
      courseGeometry(
        z.object({ kind: shapeKind, points: z.array(lngLat).describe('An open ring of 3 points or more.') }),
      ),
    ),
  }),
  z.object({
    ...mapRoundsFields,
    courses: z.array(
      courseGeometry(
        z.object({
          kind: shapeKind,
          packed: z
            .array(whole)
            .describe(
              'Decision 050: the ring as micro-degrees, longitude then latitude: the first point absolute, each other the step from the one before.',
            ),
        }),
      ),
    ),
    geometry: z.literal('packed'),
  }),
]);
export type MapRoundsReadAnswer = z.input<typeof mapRoundsAnswerSchema>;
