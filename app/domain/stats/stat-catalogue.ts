import { NO_VALUE, roundHalfAway } from '../format/numbers';
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

/**
 * What a stat needs recorded on a hole to count it. A selection whose holes never recorded it shows
 * the stat as '–' with `NOT_RECORDED[needs]`, never as 0 %.
 */
export type StatInput = 'score' | 'putts' | 'fairways' | 'sand' | 'shots' | 'positions' | 'geometry';

export const NOT_RECORDED: Record<StatInput, string> = {
  score: 'Needs hole scores, and these rounds have none.',
  putts: 'Needs putts per hole, and these rounds did not record them.',
  // decision 101: a scorecard hole records these without shots.
  fairways:
    'Needs the fairway of each par 4 and 5, from its shots or its scorecard, and these rounds recorded neither.',
  sand: 'Needs the sand shots of each hole, from its shots or its scorecard, and these rounds recorded neither.',
  shots: 'Needs the shots of each hole, and these rounds were not recorded shot by shot.',
  positions: 'Needs where each shot finished, and these rounds’ shots have no positions.',
  geometry: 'Needs the course’s hole layout and the day’s pin, and these rounds lack them.',
};

export type StatDefinition = {
  /** The stat's one label on every screen, PDF, spreadsheet and API. */
  name: string;
  category: StatCategory;
  flag: HoleFlag;
  /** Which way is good; null for layout stats, which describe holes and have no standard. */
  better: 'higher' | 'lower' | null;
  /** The denominator: what one opportunity is, plural ("fairways": par-4 and par-5 tee shots). */
  of: string;
  /** What it needs recorded on a hole. */
  needs: StatInput;
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
  of: string,
  needs: StatInput,
): StatDefinition {
  return { name, category, flag, better, of, needs };
}

// spec 3 §9 names (Scoring: Par or Better … Eagle; Fairway Hit, Fairway Miss, Green in Regulation,
// Sand Shots, Dogleg Left and Right, Par 3, 4 and 5, pin positions); the rest name the flags of §3.
export const STAT_CATALOGUE: ReadonlyArray<StatDefinition> = [
  stat('Par or Better', 'Scoring', 'madeParOrBetter', 'higher', 'holes', 'score'),
  stat('Par', 'Scoring', 'madePar', 'higher', 'holes', 'score'),
  stat('Over Par', 'Scoring', 'madeOverPar', 'lower', 'holes', 'score'),
  stat('Bogey', 'Scoring', 'madeBogey', 'lower', 'holes', 'score'),
  stat('Under Par', 'Scoring', 'madeUnderPar', 'higher', 'holes', 'score'),
  stat('Birdie', 'Scoring', 'madeBirdie', 'higher', 'holes', 'score'),
  stat('Double Bogey or Higher', 'Scoring', 'madeDoubleBogeyOrHigher', 'lower', 'holes', 'score'),
  stat('Eagle', 'Scoring', 'madeEagle', 'higher', 'holes', 'score'),
  stat('Fairway Hit', 'Off the Tee', 'fairwayHit', 'higher', 'fairways', 'fairways'),
  stat('Fairway Miss', 'Off the Tee', 'fairwayMissed', 'lower', 'fairways', 'fairways'),
  stat('Fairway Miss Left', 'Off the Tee', 'fairwayMissedLeft', 'lower', 'fairways', 'positions'),
  stat('Fairway Miss Right', 'Off the Tee', 'fairwayMissedRight', 'lower', 'fairways', 'positions'),
  stat('Green in Regulation', 'Shots to Green', 'madeGreenInRegulation', 'higher', 'greens', 'putts'),
  stat('Green Missed', 'Shots to Green', 'missedGreenInRegulation', 'lower', 'greens', 'putts'),
  stat('Green Missed Short', 'Shots to Green', 'missedGreenShort', 'lower', 'greens', 'positions'),
  stat('Green Missed Long', 'Shots to Green', 'missedGreenLong', 'lower', 'greens', 'positions'),
  stat(
    'Approach Within 5%',
    'Shots to Green',
    'shotToGreenProximityLessThan5Percent',
    'higher',
    'approaches',
    'shots',
  ),
  stat('Short-Sided', 'Shots to Green', 'approachShortSided', 'lower', 'approaches', 'positions'),
  stat('One Putt or Less', 'Putt', 'madeOnePuttOrLess', 'higher', 'holes putted', 'putts'),
  stat('One Putt', 'Putt', 'madeOnePutt', 'higher', 'holes putted', 'putts'),
  stat('First Putt Within 5%', 'Putt', 'puttProximityLessThan5Percent', 'higher', 'first putts', 'shots'),
  stat(
    'First Putt Beyond 12%',
    'Putt',
    'puttProximityGreaterThanTwelvePercent',
    'lower',
    'first putts',
    'shots',
  ),
  stat('Missed Putt Under 4 ft', 'Putt', 'missedLessThanFourFeetPutts', 'lower', 'holes putted', 'shots'),
  stat('Missed Putt 4–12 ft', 'Putt', 'missedFourToTwelveFeetPutts', 'lower', 'holes putted', 'shots'),
  stat('Up and Down', 'Around the Green', 'madeUpDown', 'higher', 'missed greens', 'putts'),
  stat('Missed Up and Down', 'Around the Green', 'missedUpDown', 'lower', 'missed greens', 'putts'),
  stat(
    'Missed Up and Down Under 15 yd',
    'Around the Green',
    'missedUpDownLessThan15Yards',
    'lower',
    'missed greens',
    'shots',
  ),
  stat(
    'Missed Up and Down 15–25 yd',
    'Around the Green',
    'missedUpDown15To25Yards',
    'lower',
    'missed greens',
    'shots',
  ),
  stat(
    'Missed Up and Down 25–35 yd',
    'Around the Green',
    'missedUpDown25To35Yards',
    'lower',
    'missed greens',
    'shots',
  ),
  stat(
    'Save Beyond 12%',
    'Around the Green',
    'saveProximityGreaterThanTwelvePercent',
    'lower',
    'scrambles',
    'shots',
  ),
  stat('Sand Shots', 'Around the Green', 'hasSandShot', null, 'holes', 'sand'),
  stat('Sand Save', 'Around the Green', 'madeSandSave', 'higher', 'bunker holes', 'sand'),
  stat('Dogleg Left', 'Course Layout', 'isDoglegLeft', null, 'holes', 'geometry'),
  stat('Dogleg Right', 'Course Layout', 'isDoglegRight', null, 'holes', 'geometry'),
  stat('Par 3', 'Course Layout', 'isPar3', null, 'holes', 'score'),
  stat('Par 4', 'Course Layout', 'isPar4', null, 'holes', 'score'),
  stat('Par 5', 'Course Layout', 'isPar5', null, 'holes', 'score'),
  stat('Front Pin', 'Course Layout', 'isFrontPin', null, 'holes', 'geometry'),
  stat('Back Pin', 'Course Layout', 'isBackPin', null, 'holes', 'geometry'),
  stat('Left Pin', 'Course Layout', 'isLeftPin', null, 'holes', 'geometry'),
  stat('Right Pin', 'Course Layout', 'isRightPin', null, 'holes', 'geometry'),
  stat('Middle Pin', 'Course Layout', 'isMiddlePin', null, 'holes', 'geometry'),
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

const BY_FLAG = new Map(STAT_CATALOGUE.map((s) => [s.flag, s]));

/** A stat of the catalogue by its flag. */
export function statOf(flag: HoleFlag): StatDefinition {
  const found = BY_FLAG.get(flag);
  if (!found) throw new Error(`no stat ${flag}`);
  return found;
}

/** The count behind a stat's share, saying over what: "88/140 fairways". */
export function formatStatCount(flag: HoleFlag, count: FlagCount): string {
  return `${count.successes}/${count.opportunities} ${statOf(flag).of}`;
}

/** A stat as a table cell reads it: "63% (88/140 fairways)", or '–' when nothing counted it. */
export function describeStat(flag: HoleFlag, count: FlagCount): string {
  if (count.opportunities === 0) return NO_VALUE;
  return `${formatStat(count)} (${formatStatCount(flag, count)})`;
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
