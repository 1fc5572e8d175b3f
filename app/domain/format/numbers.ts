/*
 * One rounding rule for every figure the product shows (pages, PDFs, spreadsheets, APIs): half away
 * from zero at the shown number of decimals, so +0.25 and −0.25 read +0.3 and −0.3, and 0.125 and
 * −0.125 read 0.13 and −0.13. A value is rounded once, from its exact value, where it is shown.
 */

/** The minus sign, not a hyphen, so "−2" reads as a number. */
export const MINUS = '\u2212';
/** What a figure without a value shows. */
export const NO_VALUE = '–';

/**
 * `value` rounded half away from zero to `decimals` places. The decimal shift goes through the
 * number's shortest text, so binary noise (1.005 is stored as 1.00499…) does not tip a half down.
 */
export function roundHalfAway(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.abs(value);
  const text = String(magnitude);
  const shifted = text.includes('e') ? magnitude * 10 ** decimals : Number(`${text}e${decimals}`);
  const whole = Math.floor(shifted + 0.5);
  const result = decimals === 0 ? whole : Number(`${whole}e-${decimals}`);
  // No negative zero: −0.04 at one decimal is 0.
  return result === 0 ? 0 : Math.sign(value) * result;
}

/** A figure with a fixed number of decimals ("0.0" rather than "−0.0"); '–' without a value. */
export function formatFixed(value: number | null | undefined, decimals = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  const rounded = roundHalfAway(value, decimals);
  const text = Math.abs(rounded).toFixed(decimals);
  return rounded < 0 ? `${MINUS}${text}` : text;
}

/** A figure that carries its sign (strokes gained, score to par): +0.42, −1.10, 0.00. */
export function formatSignedFixed(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  const rounded = roundHalfAway(value, decimals);
  const text = Math.abs(rounded).toFixed(decimals);
  if (rounded === 0) return text;
  return rounded > 0 ? `+${text}` : `${MINUS}${text}`;
}

/** A share (0–1) as a percentage with `decimals` places (spec 3 §5: 0 decimals); '–' without one. */
export function formatShareAsPercent(share: number | null | undefined, decimals = 0): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return NO_VALUE;
  return `${formatFixed(share * 100, decimals)}%`;
}

/** Made of chances as a whole percentage; no chances → '–'. */
export function formatPercentOf(made: number, chances: number, decimals = 0): string {
  return chances > 0 ? formatShareAsPercent(made / chances, decimals) : NO_VALUE;
}
