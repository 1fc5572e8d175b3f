import { formatFixed, formatSignedFixed, roundHalfAway } from '../format/numbers';
import type { PerformanceCategory } from './stat-catalogue';

/*
 * How the strokes-gained ratings (decision 068, app/domain/stats/ratings.ts) read on a page: the shapes
 * and words the browser needs, without the model's data, which stays on the server.
 */

export type HandicapEquivalent = {
  value: number;
  /** At the end of the model's levels: as good as its best level or better, as bad as its worst or worse. */
  clamped: 'better' | 'worse' | null;
};

/** Strokes a round against a standard as shown: signed, one decimal ("+0.4", "−1.2", "0.0"). */
export function formatStrokesPerRound(value: number | null): string {
  return formatSignedFixed(value, 1);
}

/** A handicap as golfers write it: "+2.4" for a plus handicap, "12.3"; "+5 or better", "30 or worse" at the ends. */
export function formatHandicap(equivalent: HandicapEquivalent | null): string {
  if (equivalent === null) return formatFixed(null);
  const text = (value: number, decimals: number) => {
    const rounded = roundHalfAway(value, decimals);
    return rounded < 0 ? `+${formatFixed(-rounded, decimals)}` : formatFixed(rounded, decimals);
  };
  if (equivalent.clamped === 'better') return `${text(equivalent.value, 0)} or better`;
  if (equivalent.clamped === 'worse') return `${text(equivalent.value, 0)} or worse`;
  return text(equivalent.value, 1);
}

/** A change of less than this many strokes a round in a category reads as the same. */
export const TREND_THRESHOLD = 0.5;
export const TREND_THRESHOLD_TEXT =
  'A change of less than half a stroke a round reads as the same: over a few rounds even that is within a round’s usual spread.';

export type Trend = 'better' | 'worse' | 'same';

export type SelectionTrend = { from: string; byCategory: Record<PerformanceCategory, Trend | null> };
