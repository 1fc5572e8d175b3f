import { bearingDegrees, distanceMeters, type LngLat, metersToFeet } from '../courses/geo';

/** Where a shot finished relative to the pin, seen from where it was played (yards). */
export type PinOffset = {
  /** Positive: right of the line from the shot's start to the pin; negative: left. */
  rightYards: number;
  /** Positive: past the pin; negative: short of it. */
  longYards: number;
};

/**
 * A shot's end point relative to the pin, in the frame of the shot: the y axis runs from the start
 * through the pin. Null when the shot starts at the pin (no direction).
 */
export function pinOffset(start: LngLat, end: LngLat, pin: LngLat): PinOffset | null {
  if (distanceMeters(start, pin) === 0) return null;
  const yards = metersToFeet(distanceMeters(pin, end)) / 3;
  if (yards === 0) return { rightYards: 0, longYards: 0 };
  const angle = ((bearingDegrees(pin, end) - bearingDegrees(start, pin)) * Math.PI) / 180;
  return { rightYards: round1(yards * Math.sin(angle)), longYards: round1(yards * Math.cos(angle)) };
}

export type DispersionSummary = {
  shots: number;
  /** Mean distance from the pin. */
  meanMissYards: number;
  /** Mean of rightYards: the left/right bias. */
  meanRightYards: number;
  /** Mean of longYards: the short/long bias. */
  meanLongYards: number;
};

export function dispersionSummary(offsets: ReadonlyArray<PinOffset>): DispersionSummary | null {
  if (offsets.length === 0) return null;
  const mean = (values: Array<number>) => round1(values.reduce((a, b) => a + b, 0) / values.length);
  return {
    shots: offsets.length,
    meanMissYards: mean(offsets.map((o) => Math.hypot(o.rightYards, o.longYards))),
    meanRightYards: mean(offsets.map((o) => o.rightYards)),
    meanLongYards: mean(offsets.map((o) => o.longYards)),
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
