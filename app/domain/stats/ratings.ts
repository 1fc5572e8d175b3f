import { MODEL_LEVELS } from './data/standards-model';
import { inverseInterpolate, ladderOf, type ModelGender, type ModelLevel } from './model-levels';
import {
  formatHandicap,
  formatStrokesPerRound,
  type HandicapEquivalent,
  type SelectionTrend,
  TREND_THRESHOLD,
  type Trend,
} from './rating-format';
import type { StrokesGained } from './round-stats';
import { modelLevelOf, type StandardId } from './standards';
import { PERFORMANCE_CATEGORIES, type PerformanceCategory } from './stat-catalogue';

/*
 * Strokes-gained ratings per performance category (decision 068, what Arccos and Shot Scope show):
 * a selection's strokes gained per round against Broadie's PGA TOUR baseline (decision 014), against
 * the chosen standard's own, and the handicap the model plays to that figure.
 */

/** The strokes-gained category that measures each performance category (Score: all of them). */
export const CATEGORY_STROKES_GAINED: Record<PerformanceCategory, keyof StrokesGained> = {
  Score: 'total',
  Drive: 'offTheTee',
  Approach: 'approach',
  Save: 'aroundTheGreen',
  Putt: 'putting',
};

const TOUR = modelLevelOf('pga-tour');

/** A value for every performance category. */
export function byCategory<T>(value: (category: PerformanceCategory) => T): Record<PerformanceCategory, T> {
  return {
    Score: value('Score'),
    Drive: value('Drive'),
    Approach: value('Approach'),
    Save: value('Save'),
    Putt: value('Putt'),
  };
}

/**
 * A level's strokes gained per 18 holes in a category, measured from the model's tour average: the
 * PGA TOUR standard is 0 in every category by definition, and the simulator's split of the tour
 * level's (near-zero) total across categories is its own bias, taken off every level alike.
 */
function fromTour(level: ModelLevel, category: PerformanceCategory): number {
  const key = CATEGORY_STROKES_GAINED[category];
  return level.strokesGained[key] - TOUR.strokesGained[key];
}

/** A standard's strokes gained per 18 holes against the tour baseline, by category (PGA TOUR: 0). */
export function standardStrokesGained(id: StandardId): Record<PerformanceCategory, number> {
  const level = modelLevelOf(id);
  return byCategory((category) => (id === 'pga-tour' ? 0 : fromTour(level, category)));
}

/**
 * Pool adjacent violators: the closest non-increasing sequence. Neighbouring levels differ by less
 * than their sampling noise in some categories; a handicap is read off the smoothed curve.
 */
export function nonIncreasing(values: ReadonlyArray<number>): Array<number> {
  const blocks: Array<{ sum: number; count: number }> = [];
  for (const value of values) {
    blocks.push({ sum: value, count: 1 });
    for (;;) {
      const last = blocks[blocks.length - 1];
      const before = blocks[blocks.length - 2];
      if (!last || !before || before.sum / before.count >= last.sum / last.count) break;
      blocks.splice(-2, 2, { sum: before.sum + last.sum, count: before.count + last.count });
    }
  }
  return blocks.flatMap((b) => Array.from({ length: b.count }, () => b.sum / b.count));
}

const LADDERS = new Map<string, Array<readonly [number, number]>>();

function ladderCurve(gender: ModelGender, category: PerformanceCategory): Array<readonly [number, number]> {
  const key = `${gender}:${category}`;
  let curve = LADDERS.get(key);
  if (!curve) {
    const ladder = ladderOf(MODEL_LEVELS, gender);
    const smoothed = nonIncreasing(ladder.map((level) => fromTour(level, category)));
    curve = ladder.map((level, i) => [level.handicap, smoothed[i] ?? 0] as const);
    LADDERS.set(key, curve);
  }
  return curve;
}

/** The handicap whose modelled strokes gained per 18 holes in a category equals `per18` (men by default). */
export function handicapEquivalent(
  per18: number,
  category: PerformanceCategory,
  gender: ModelGender | null = null,
): HandicapEquivalent {
  const found = inverseInterpolate(ladderCurve(gender ?? 'M', category), per18);
  return {
    value: found.x,
    clamped: found.clamped === 'low' ? 'better' : found.clamped === 'high' ? 'worse' : null,
  };
}

export type CategoryRating = {
  category: PerformanceCategory;
  /** The selection's strokes gained per round against the PGA TOUR baseline. */
  strokesGained: number;
  /** The standard's per round of the same size. */
  standard: number;
  /** strokesGained − standard: strokes a round won (+) or lost (−) against the standard. */
  againstStandard: number;
  handicap: HandicapEquivalent;
};

export type RatingOptions = {
  /** The player's gender when known: the handicap ladder to read (men by default). */
  gender?: ModelGender | null;
  /** What "per round" means for the selection (round-stats.ts `roundHoles`). */
  roundHoles?: 9 | 18;
};

/**
 * decision 068: per performance category, the selection's strokes gained per round against the
 * standard and its handicap equivalent; null without shot data (no strokes gained).
 */
export function categoryRatings(
  strokesGained: StrokesGained | null,
  standardId: StandardId,
  options: RatingOptions = {},
): Array<CategoryRating> | null {
  if (strokesGained === null) return null;
  const roundHoles = options.roundHoles ?? 18;
  const standard = standardStrokesGained(standardId);
  return PERFORMANCE_CATEGORIES.map((category) => {
    const value = strokesGained[CATEGORY_STROKES_GAINED[category]];
    const reference = (standard[category] * roundHoles) / 18;
    return {
      category,
      strokesGained: value,
      standard: reference,
      againstStandard: value - reference,
      handicap: handicapEquivalent((value * 18) / roundHoles, category, options.gender),
    };
  });
}

/** "Approach: −1.2 strokes a round against Scratch; plays like a 6.3 handicap" (a card's sentence). */
export function ratingText(rating: CategoryRating, standardName: string): string {
  return (
    `${rating.category}: ${formatStrokesPerRound(rating.againstStandard)} strokes a round against ` +
    `${standardName}; plays like a ${formatHandicap(rating.handicap)} handicap`
  );
}

// ------------------------------------------------------------------------------------------------
// Trends between selections
// ------------------------------------------------------------------------------------------------

/**
 * Which way each category moved from selection `from` to selection `to` of an ordered list of
 * ratings (better: more strokes gained); null where either has no rating.
 */
export function ratingTrend(
  ordered: ReadonlyArray<ReadonlyArray<CategoryRating> | null>,
  from: number,
  to: number,
  threshold = TREND_THRESHOLD,
): Record<PerformanceCategory, Trend | null> {
  const before = ordered[from] ?? null;
  const after = ordered[to] ?? null;
  return byCategory((category): Trend | null => {
    const a = before?.find((r) => r.category === category);
    const b = after?.find((r) => r.category === category);
    if (!a || !b) return null;
    const change = b.strokesGained - a.strokesGained;
    return Math.abs(change) < threshold ? 'same' : change > 0 ? 'better' : 'worse';
  });
}

/**
 * The dashboard's trends (spec 2 §9 groups): a recent selection against the one it follows on from.
 * Recent Performance: the last round against the previous round, the last 3 against the previous 3;
 * Recent: the last round and the last 3 against the last 6. Other selections have no trend.
 */
const TREND_BASELINES: Record<string, Record<string, string>> = {
  'Recent Performance': { 'Last Round': 'Previous Round', 'Last 3': 'Previous 3' },
  Recent: { 'Last Round': 'Last 6 Rounds', 'Last 3 Rounds': 'Last 6 Rounds' },
};

/** The selection of a group a selection's trend starts from; null when it has none. */
export function trendBaseline(groupName: string, selectionName: string): string | null {
  return TREND_BASELINES[groupName]?.[selectionName] ?? null;
}

/**
 * A selection's trend in its group: from its baseline (`trendBaseline`) to it, per category; null
 * without a baseline or without ratings on either side.
 */
export function selectionTrend(
  groupName: string,
  selectionName: string,
  ratingsOf: (selectionName: string) => ReadonlyArray<CategoryRating> | null,
): SelectionTrend | null {
  const from = trendBaseline(groupName, selectionName);
  if (from === null) return null;
  const before = ratingsOf(from);
  const after = ratingsOf(selectionName);
  if (before === null || after === null) return null;
  return { from, byCategory: ratingTrend([before, after], 0, 1) };
}
