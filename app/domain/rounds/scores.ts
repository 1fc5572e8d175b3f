// Score formatting shared by the profile pages, the resume and (later) the PDFs.
import { formatFixed, formatPercentOf, formatSignedFixed, MINUS, roundHalfAway } from '../format/numbers';

/** spec 3 §2.1: E for even, + for over, − for under (whole strokes). */
export function formatToPar(toPar: number): string {
  const rounded = roundHalfAway(toPar);
  if (rounded === 0) return 'E';
  return rounded > 0 ? `+${rounded}` : `${MINUS}${Math.abs(rounded)}`;
}

/** spec 3 §2.1: an average score versus par: E for even, + for over, 1 decimal (or more, per hole). */
export function formatAverageToPar(toPar: number, decimals = 1): string {
  const rounded = roundHalfAway(toPar, decimals);
  if (rounded === 0) return 'E';
  return formatSignedFixed(rounded, decimals);
}

/** spec 2 §5: scores are shown as "n (+x or E)". */
export function formatScoreWithPar(score: number, par: number): string {
  return `${score} (${formatToPar(score - par)})`;
}

export type ScoreShape = 'under' | 'even' | 'over';

/** spec 3 §2.1 / spec 2 §9: under par a red circle, over par a blue square. */
export function scoreShape(score: number | null, par: number): ScoreShape | null {
  if (score === null) return null;
  if (score < par) return 'under';
  return score > par ? 'over' : 'even';
}

/** spec 3 §2.1: FIR, GIR and Up/Down as percentages with 0 decimals; no chances → a dash. */
export function formatPercent(made: number, chances: number): string {
  return formatPercentOf(made, chances);
}

/** spec 3 §2.1: putts (and other per-round averages) with 1 decimal. */
export function formatOneDecimal(value: number | null): string {
  return formatFixed(value, 1);
}

// spec 2 §3: round type ids 1 practice, 3 tournament, 10 qualifier, 11 match.
const ROUND_TYPES: Record<number, { label: string; hint: string }> = {
  1: { label: 'Practice', hint: 'P' },
  3: { label: 'Tournament', hint: 'T' },
  10: { label: 'Qualifier', hint: 'Q' },
  11: { label: 'Match', hint: 'M' },
};

export function roundTypeLabel(roundTypeId: number): string {
  return ROUND_TYPES[roundTypeId]?.label ?? 'Round';
}

/** spec 3 §9: round type hints T, P, Q (and M for a match). */
export function roundTypeHint(roundTypeId: number): string {
  return ROUND_TYPES[roundTypeId]?.hint ?? '';
}
