import { formatFixed, formatShareAsPercent } from '../format/numbers';
import { formatPercent } from '../rounds/scores';
import type { HoleFlag } from './hole-stats';
import type { Standard } from './standards';
import {
  type FlagCounts,
  PERFORMANCE_CATEGORIES,
  type PerformanceCategory,
  performanceCategoryOf,
  STAT_CATALOGUE,
  type StatCategory,
  type StatDefinition,
  type StatInput,
} from './stat-catalogue';
import { areRelated } from './stat-relations';

/*
 * Performance against a standard (spec 2 §3 overview performanceData, spec 3 §2.1 Player Performance
 * and Round Assessment): per stat whether the standard is beaten, per category the share of stats
 * that beat it, Skill Performance over all of them, and the strengths and weaknesses.
 */

export type StatPerformance = {
  name: string;
  flag: HoleFlag;
  category: StatCategory;
  performanceCategory: PerformanceCategory | null;
  performance: { formatted: string; raw: number | null; successes: number; opportunities: number };
  standard: number | null;
  /** null: no standard value, no opportunities, or a layout stat. */
  beatStandard: boolean | null;
  /**
   * decision 068: strokes a round the stat wins (+) or costs (−) against the standard: (share −
   * standard) × opportunities per round × the stat's stroke value at the standard's level. null
   * when it is not compared or has no stroke value there.
   */
  strokesPerRound: number | null;
};

// What a stat's opportunities per round are counted over: the holes that recorded what it needs
// (holes scored, holes with putts, holes recorded shot by shot; hasSandShot is known on exactly those).
const RECORDED_BY: Record<StatInput, HoleFlag> = {
  score: 'madePar',
  putts: 'madeOnePuttOrLess',
  fairways: 'hasSandShot',
  sand: 'hasSandShot',
  shots: 'hasSandShot',
  positions: 'hasSandShot',
  geometry: 'isPar3',
};

/** A stat's opportunities per round of `roundHoles` holes, over the holes that recorded its input. */
function opportunitiesPerRound(counts: FlagCounts, stat: StatDefinition, roundHoles: number): number | null {
  const recorded = counts[RECORDED_BY[stat.needs]].opportunities;
  return recorded === 0 ? null : (counts[stat.flag].opportunities / recorded) * roundHoles;
}

export type StatPerformanceOptions = {
  /** What "per round" means for the selection (round-stats.ts `roundHoles`); 18 by default. */
  roundHoles?: 9 | 18;
};

export function statPerformances(
  counts: FlagCounts,
  standard: Standard | null,
  options: StatPerformanceOptions = {},
): Array<StatPerformance> {
  const roundHoles = options.roundHoles ?? 18;
  return STAT_CATALOGUE.map((stat) => {
    const { successes, opportunities } = counts[stat.flag];
    const raw = opportunities === 0 ? null : successes / opportunities;
    const reference = stat.better === null ? null : (standard?.values[stat.flag] ?? null);
    let beatStandard: boolean | null = null;
    let strokesPerRound: number | null = null;
    if (raw !== null && reference !== null) {
      // A tie does not beat the standard.
      beatStandard = stat.better === 'higher' ? raw > reference : raw < reference;
      const value = standard?.strokeValues?.[stat.flag];
      const perRound = opportunitiesPerRound(counts, stat, roundHoles);
      if (value !== undefined && perRound !== null) strokesPerRound = (raw - reference) * perRound * value;
    }
    return {
      name: stat.name,
      flag: stat.flag,
      category: stat.category,
      performanceCategory: performanceCategoryOf(stat),
      performance: { formatted: formatPercent(successes, opportunities), raw, successes, opportunities },
      standard: reference,
      beatStandard,
      strokesPerRound,
    };
  });
}

export type CategoryPerformance = {
  category: PerformanceCategory;
  /** Share of the category's compared stats that beat the standard; null when none is compared. */
  performance: number | null;
  beaten: number;
  compared: number;
};

function share(stats: ReadonlyArray<StatPerformance>) {
  const compared = stats.filter((s) => s.beatStandard !== null);
  const beaten = compared.filter((s) => s.beatStandard).length;
  return {
    performance: compared.length === 0 ? null : beaten / compared.length,
    beaten,
    compared: compared.length,
  };
}

/** spec 2 §3 byCategory: Score, Drive, Approach, Save, Putt, each the share of stats that beat the standard. */
export function categoryPerformances(stats: ReadonlyArray<StatPerformance>): Array<CategoryPerformance> {
  return PERFORMANCE_CATEGORIES.map((category) => ({
    category,
    ...share(stats.filter((s) => s.performanceCategory === category)),
  }));
}

/**
 * spec 3 §3 best-ten chart data, spiderCharts: a set of rounds' category performance against a
 * standard (the share of each category's stats that beat it), from the set's flag counts (its
 * rounds' own counts summed).
 */
export function roundSetCategories(counts: FlagCounts, standard: Standard): Array<CategoryPerformance> {
  return categoryPerformances(statPerformances(counts, standard));
}

/** spec 3 §5: Skill Performance is the share of relevant stats beating the standard (0 decimals). */
export function skillPerformance(stats: ReadonlyArray<StatPerformance>): number | null {
  return share(stats).performance;
}

export function formatShare(value: number | null): string {
  return formatShareAsPercent(value);
}

// spec 3 §2.1 Round Assessment categories; Scorecard and Score map to the category Top.
export const ASSESSMENT_CATEGORIES = ['Scorecard', 'Score', 'Drive', 'Approach', 'Save', 'Putt'] as const;
export type AssessmentCategory = (typeof ASSESSMENT_CATEGORIES)[number];
export type StrengthCategory = 'Top' | Exclude<PerformanceCategory, 'Score'>;

export function strengthCategory(category: AssessmentCategory): StrengthCategory {
  return category === 'Scorecard' || category === 'Score' ? 'Top' : category;
}

export type StrengthsAndWeaknesses = {
  strengths: Array<StatPerformance>;
  weaknesses: Array<StatPerformance>;
};

// decision 068: the sample a stat needs before it is named a strength or a weakness.
export const MIN_OPPORTUNITIES = 20;
export const MIN_EXPECTED = 5;
export const SAMPLE_RULE_TEXT =
  'A stat is named a strength or a weakness only with at least 20 chances, and enough of them that ' +
  'the standard would expect it to happen, and not to happen, at least 5 times each.';

/** decision 068: enough chances to name a stat (one eagle in a few rounds makes no strength). */
export function hasSample(stat: StatPerformance): boolean {
  const n = stat.performance.opportunities;
  const p = stat.standard;
  return p !== null && n >= MIN_OPPORTUNITIES && n * p >= MIN_EXPECTED && n * (1 - p) >= MIN_EXPECTED;
}

function strokesOf(stat: StatPerformance): number {
  return stat.strokesPerRound ?? 0;
}

/**
 * The stats of a list ordered by what they are worth, at most `count`, never two that count the
 * same holes' strokes (a stat and its complement, or a part of it: `areRelated`). On equal strokes
 * (a complement pair) the stat to make comes before the one to avoid.
 */
function ranked(stats: ReadonlyArray<StatPerformance>, worth: (s: StatPerformance) => number, count: number) {
  const better = (s: StatPerformance) =>
    STAT_CATALOGUE.find((d) => d.flag === s.flag)?.better === 'higher' ? 0 : 1;
  const ordered = [...stats].sort((a, b) => {
    const difference = worth(b) - worth(a);
    return Math.abs(difference) > 1e-9 ? difference : better(a) - better(b);
  });
  const picked: Array<StatPerformance> = [];
  for (const stat of ordered) {
    if (picked.length >= count) break;
    if (picked.some((p) => areRelated(p.flag, stat.flag))) continue;
    picked.push(stat);
  }
  return picked;
}

/**
 * decision 068: strengths are the stats of a category (Top: all of them) that win the most strokes a
 * round against the standard, weaknesses those that cost the most; each with the sample to say so,
 * at most `count` each, never a stat beside its complement or one of its parts.
 */
export function strengthsAndWeaknesses(
  stats: ReadonlyArray<StatPerformance>,
  category: StrengthCategory,
  count = 3,
): StrengthsAndWeaknesses {
  const candidates = stats.filter(
    (s) =>
      s.strokesPerRound !== null &&
      hasSample(s) &&
      (category === 'Top' || s.performanceCategory === category),
  );
  return {
    strengths: ranked(
      candidates.filter((s) => strokesOf(s) > 0),
      strokesOf,
      count,
    ),
    weaknesses: ranked(
      candidates.filter((s) => strokesOf(s) < 0),
      (s) => -strokesOf(s),
      count,
    ),
  };
}

export type BiggestOpportunity = {
  name: string;
  /** Strokes a round it costs against the standard (positive). */
  strokesPerRound: number;
  /** "Green in Regulation: 1.2 strokes a round against Scratch". */
  text: string;
};

/**
 * decision 068: what to practise — the weakness of a part of the game (Drive, Approach, Save, Putt)
 * that costs the most strokes a round, with the figure; null without one. Scoring stats (Bogey, Over
 * Par…) are where those strokes end up, not something to practise, so they are not named here.
 */
export function biggestOpportunity(
  stats: ReadonlyArray<StatPerformance>,
  standard: Pick<Standard, 'name'>,
): BiggestOpportunity | null {
  const skills = stats.filter((s) => s.performanceCategory !== 'Score');
  const [worst] = strengthsAndWeaknesses(skills, 'Top', 1).weaknesses;
  if (!worst) return null;
  const cost = -strokesOf(worst);
  return {
    name: worst.name,
    strokesPerRound: cost,
    text: `${worst.name}: ${formatFixed(cost, 1)} strokes a round against ${standard.name}`,
  };
}

/** Strokes a round a strength wins or a weakness costs, as shown beside its name ("1.2"). */
export function formatStatStrokes(stat: StatPerformance): string {
  return formatFixed(stat.strokesPerRound === null ? null : Math.abs(stat.strokesPerRound), 1);
}
