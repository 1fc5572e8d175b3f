import { formatShareAsPercent } from '../format/numbers';
import { formatPercent } from '../rounds/scores';
import type { Standard } from './standards';
import {
  countFlags,
  type FlagCounts,
  PERFORMANCE_CATEGORIES,
  type PerformanceCategory,
  performanceCategoryOf,
  STAT_CATALOGUE,
  type StatCategory,
} from './stat-catalogue';

/*
 * Performance against a standard (spec 2 §3 overview performanceData, spec 3 §2.1 Player Performance
 * and Round Assessment): per stat whether the standard is beaten, per category the share of stats
 * that beat it, Skill Performance over all of them, and the strengths and weaknesses.
 */

export type StatPerformance = {
  name: string;
  category: StatCategory;
  performanceCategory: PerformanceCategory | null;
  performance: { formatted: string; raw: number | null; successes: number; opportunities: number };
  standard: number | null;
  /** null: no standard value, no opportunities, or a layout stat. */
  beatStandard: boolean | null;
};

export function statPerformances(counts: FlagCounts, standard: Standard | null): Array<StatPerformance> {
  return STAT_CATALOGUE.map((stat) => {
    const { successes, opportunities } = counts[stat.flag];
    const raw = opportunities === 0 ? null : successes / opportunities;
    const reference = stat.better === null ? null : (standard?.values[stat.flag] ?? null);
    let beatStandard: boolean | null = null;
    if (raw !== null && reference !== null) {
      // A tie does not beat the standard.
      beatStandard = stat.better === 'higher' ? raw > reference : raw < reference;
    }
    return {
      name: stat.name,
      category: stat.category,
      performanceCategory: performanceCategoryOf(stat),
      performance: { formatted: formatPercent(successes, opportunities), raw, successes, opportunities },
      standard: reference,
      beatStandard,
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

/** The flag counts of several rounds together (a round without counts adds nothing). */
export function addFlagCounts(parts: ReadonlyArray<FlagCounts | undefined>): FlagCounts {
  const sum = countFlags([]);
  for (const part of parts) {
    if (!part) continue;
    for (const { flag } of STAT_CATALOGUE) {
      sum[flag].successes += part[flag].successes;
      sum[flag].opportunities += part[flag].opportunities;
    }
  }
  return sum;
}

/**
 * spec 3 §3 best-ten chart data, spiderCharts: a set of rounds' category performance against a
 * standard (the share of each category's stats that beat it), from the rounds' own flag counts.
 */
export function roundSetCategories(
  roundIds: ReadonlyArray<number>,
  countsByRound: ReadonlyMap<number, FlagCounts>,
  standard: Standard,
): Array<CategoryPerformance> {
  const counts = addFlagCounts(roundIds.map((id) => countsByRound.get(id)));
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

/** How far a stat is on the good side of its standard, relative to the standard. */
function margin(stat: StatPerformance): number {
  const raw = stat.performance.raw ?? 0;
  const reference = stat.standard ?? 0;
  const sign = STAT_CATALOGUE.find((s) => s.name === stat.name)?.better === 'lower' ? -1 : 1;
  return (sign * (raw - reference)) / Math.max(reference, 0.01);
}

/**
 * Strengths: the stats of a category (Top: all of them) that beat the standard by the widest margin;
 * weaknesses: those that miss it by the widest margin. At most `count` each.
 */
export function strengthsAndWeaknesses(
  stats: ReadonlyArray<StatPerformance>,
  category: StrengthCategory,
  count = 3,
): StrengthsAndWeaknesses {
  const inCategory = stats.filter(
    (s) => s.beatStandard !== null && (category === 'Top' || s.performanceCategory === category),
  );
  const strengths = inCategory
    .filter((s) => s.beatStandard)
    .sort((a, b) => margin(b) - margin(a))
    .slice(0, count);
  const weaknesses = inCategory
    .filter((s) => !s.beatStandard)
    .sort((a, b) => margin(a) - margin(b))
    .slice(0, count);
  return { strengths, weaknesses };
}
