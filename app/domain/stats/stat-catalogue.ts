import { roundHalfAway } from '../format/numbers';
import { formatOneDecimal, formatPercent, formatScoreWithPar } from '../rounds/scores';
import type { HoleFlag } from './hole-stats';

/*
 * The stat catalogue of spec 3 §9: every stat a hole can be counted for, by category, with its
 * successes (holes where its flag is true) and opportunities (holes where its flag is known, i.e. the
 * hole was a chance for it; see app/domain/stats/hole-stats.ts).
 */

// spec 3 §9 stat categories.
export const STAT_CATEGORIES = [
  'Scoring',
  'Off the Tee',
  'Shots to Green',
  'Putt',
  'Around the Green',
  'Course Layout',
] as const;
export type StatCategory = (typeof STAT_CATEGORIES)[number];

// spec 3 §9 / spec 2 §3 performance categories.
export const PERFORMANCE_CATEGORIES = ['Score', 'Drive', 'Approach', 'Save', 'Putt'] as const;
export type PerformanceCategory = (typeof PERFORMANCE_CATEGORIES)[number];

export type StatDefinition = {
  name: string;
  category: StatCategory;
  flag: HoleFlag;
  /** Which way is good; null for layout stats, which describe holes and have no standard. */
  better: 'higher' | 'lower' | null;
};

const PERFORMANCE_OF: Record<StatCategory, PerformanceCategory | null> = {
  Scoring: 'Score',
  'Off the Tee': 'Drive',
  'Shots to Green': 'Approach',
  'Around the Green': 'Save',
  Putt: 'Putt',
  'Course Layout': null,
};

/** The performance category (Score, Drive, Approach, Save, Putt) a stat counts towards. */
export function performanceCategoryOf(stat: StatDefinition): PerformanceCategory | null {
  return PERFORMANCE_OF[stat.category];
}

function stat(
  name: string,
  category: StatCategory,
  flag: HoleFlag,
  better: StatDefinition['better'],
): StatDefinition {
  return { name, category, flag, better };
}

// spec 3 §9 names (Scoring: Par or Better … Eagle; Fairway Hit, Fairway Miss, Green in Regulation,
// Sand Shots, Dogleg Left and Right, Par 3, 4 and 5, pin positions); the rest name the flags of §3.
export const STAT_CATALOGUE: ReadonlyArray<StatDefinition> = [
  stat('Par or Better', 'Scoring', 'madeParOrBetter', 'higher'),
  stat('Par', 'Scoring', 'madePar', 'higher'),
  stat('Over Par', 'Scoring', 'madeOverPar', 'lower'),
  stat('Bogey', 'Scoring', 'madeBogey', 'lower'),
  stat('Under Par', 'Scoring', 'madeUnderPar', 'higher'),
  stat('Birdie', 'Scoring', 'madeBirdie', 'higher'),
  stat('Double Bogey or Higher', 'Scoring', 'madeDoubleBogeyOrHigher', 'lower'),
  stat('Eagle', 'Scoring', 'madeEagle', 'higher'),
  stat('Fairway Hit', 'Off the Tee', 'fairwayHit', 'higher'),
  stat('Fairway Miss', 'Off the Tee', 'fairwayMissed', 'lower'),
  stat('Fairway Miss Left', 'Off the Tee', 'fairwayMissedLeft', 'lower'),
  stat('Fairway Miss Right', 'Off the Tee', 'fairwayMissedRight', 'lower'),
  stat('Green in Regulation', 'Shots to Green', 'madeGreenInRegulation', 'higher'),
  stat('Green Missed', 'Shots to Green', 'missedGreenInRegulation', 'lower'),
  stat('Green Missed Short', 'Shots to Green', 'missedGreenShort', 'lower'),
  stat('Green Missed Long', 'Shots to Green', 'missedGreenLong', 'lower'),
  stat('Approach Within 5%', 'Shots to Green', 'shotToGreenProximityLessThan5Percent', 'higher'),
  stat('Short-Sided', 'Shots to Green', 'approachShortSided', 'lower'),
  stat('One Putt or Less', 'Putt', 'madeOnePuttOrLess', 'higher'),
  stat('One Putt', 'Putt', 'madeOnePutt', 'higher'),
  stat('First Putt Within 5%', 'Putt', 'puttProximityLessThan5Percent', 'higher'),
  stat('First Putt Beyond 12%', 'Putt', 'puttProximityGreaterThanTwelvePercent', 'lower'),
  stat('Missed Putt Under 4 ft', 'Putt', 'missedLessThanFourFeetPutts', 'lower'),
  stat('Missed Putt 4–12 ft', 'Putt', 'missedFourToTwelveFeetPutts', 'lower'),
  stat('Up and Down', 'Around the Green', 'madeUpDown', 'higher'),
  stat('Missed Up and Down', 'Around the Green', 'missedUpDown', 'lower'),
  stat('Missed Up and Down Under 15 yd', 'Around the Green', 'missedUpDownLessThan15Yards', 'lower'),
  stat('Missed Up and Down 15–25 yd', 'Around the Green', 'missedUpDown15To25Yards', 'lower'),
  stat('Missed Up and Down 25–35 yd', 'Around the Green', 'missedUpDown25To35Yards', 'lower'),
  stat('Save Beyond 12%', 'Around the Green', 'saveProximityGreaterThanTwelvePercent', 'lower'),
  stat('Sand Shots', 'Around the Green', 'hasSandShot', null),
  stat('Sand Save', 'Around the Green', 'madeSandSave', 'higher'),
  stat('Dogleg Left', 'Course Layout', 'isDoglegLeft', null),
  stat('Dogleg Right', 'Course Layout', 'isDoglegRight', null),
  stat('Par 3', 'Course Layout', 'isPar3', null),
  stat('Par 4', 'Course Layout', 'isPar4', null),
  stat('Par 5', 'Course Layout', 'isPar5', null),
  stat('Front Pin', 'Course Layout', 'isFrontPin', null),
  stat('Back Pin', 'Course Layout', 'isBackPin', null),
  stat('Left Pin', 'Course Layout', 'isLeftPin', null),
  stat('Right Pin', 'Course Layout', 'isRightPin', null),
  stat('Middle Pin', 'Course Layout', 'isMiddlePin', null),
];

export type FlagCount = { successes: number; opportunities: number };
export type FlagCounts = Record<HoleFlag, FlagCount>;

/** Every flag of the catalogue, in its order. */
export const STAT_FLAGS: ReadonlyArray<HoleFlag> = STAT_CATALOGUE.map((s) => s.flag);
const FLAGS = STAT_FLAGS;

/** Successes and opportunities of every flag over holes (excluded holes are left out by the caller). */
export function countFlags(
  holes: ReadonlyArray<Partial<Record<HoleFlag, boolean | null | undefined>>>,
): FlagCounts {
  const counts = Object.fromEntries(FLAGS.map((f) => [f, { successes: 0, opportunities: 0 }])) as FlagCounts;
  for (const hole of holes) {
    for (const flag of FLAGS) {
      const value = hole[flag];
      if (value === null || value === undefined) continue;
      counts[flag].opportunities++;
      if (value) counts[flag].successes++;
    }
  }
  return counts;
}

/** spec 3 §5: percent of holes rounded to 0 decimals; no opportunities → a dash. */
export function formatStat(count: FlagCount): string {
  return formatPercent(count.successes, count.opportunities);
}

// ------------------------------------------------------------------------------------------------
// Aggregates of spec 3 §3: score, yards, fir, gir, upDown, putts, onePutts, firstPuttDist,
// birdieOrBetter, doubleOverOrHigher.
// ------------------------------------------------------------------------------------------------

export const AGGREGATE_KINDS = [
  'score',
  'yards',
  'fir',
  'gir',
  'upDown',
  'putts',
  'onePutts',
  'firstPuttDist',
  'birdieOrBetter',
  'doubleOverOrHigher',
] as const;
export type AggregateKind = (typeof AGGREGATE_KINDS)[number];

export type Aggregates = {
  rounds: number;
  /** Mean per round; score with its par. */
  score: { score: number; par: number } | null;
  yards: number | null;
  /** Fractions of chances (spec 3 §3: shown as percent). */
  fir: FlagCount;
  gir: FlagCount;
  upDown: FlagCount;
  /** Per round. */
  putts: number | null;
  onePutts: number | null;
  /** Mean first-putt distance in feet. */
  firstPuttDist: number | null;
  birdieOrBetter: number | null;
  doubleOverOrHigher: number | null;
};

/**
 * Display formats of specs 2 and 3: Score: n (+x or E) (spec 2 §5); FIR, GIR and Up/Down as
 * percentages with 0 decimals and putts with 1 decimal (spec 3 §2.1); the other averages 1 decimal.
 */
export function formatAggregate(kind: AggregateKind, value: Aggregates): string {
  switch (kind) {
    case 'score':
      return value.score === null
        ? '–'
        : `Score: ${formatScoreWithPar(roundHalfAway(value.score.score), roundHalfAway(value.score.par))}`;
    case 'fir':
    case 'gir':
    case 'upDown':
      return formatStat(value[kind]);
    case 'yards':
      return value.yards === null ? '–' : String(roundHalfAway(value.yards));
    default:
      return formatOneDecimal(value[kind]);
  }
}
