import { metersToYards } from './geo';

export type UnitSystem = 'metric' | 'imperial';

/** The query parameter that carries the preferred unit system (spec 1 §2 cgr). */
export const PREFERS_METRIC_PARAM = 'prefersMetric';

const METERS_PER_YARD = 1 / 1.09361;

export function unitSystemFromQuery(prefersMetric: string | null | undefined): UnitSystem {
  // spec 1 §2 cgr: prefersMetric "true" or "True" means Metric, anything else Imperial (§9 default).
  return prefersMetric === 'true' || prefersMetric === 'True' ? 'metric' : 'imperial';
}

/** The value of prefersMetric that means this unit system, for links that set it. */
export function prefersMetricValue(unit: UnitSystem): 'true' | 'false' {
  return unit === 'metric' ? 'true' : 'false';
}

/** A distance measured in metres, as a whole number in the unit system: yards or metres. */
export function distanceInUnit(meters: number, unit: UnitSystem): number {
  // spec 1 §4 / §9: yards are metres times 1.09361, rounded.
  return unit === 'imperial' ? metersToYards(meters) : Math.round(meters);
}

/** A scorecard yardage (stored in yards) as a whole number in the unit system: yards or metres. */
export function yardageInUnit(yards: number, unit: UnitSystem): number {
  // spec 1 §9: metres to yards 1.09361, so a yard is 1 / 1.09361 m.
  return unit === 'imperial' ? Math.round(yards) : Math.round(yards * METERS_PER_YARD);
}

/** The short unit name shown beside or above a distance. */
export function distanceUnitLabel(unit: UnitSystem): 'yds' | 'm' {
  return unit === 'imperial' ? 'yds' : 'm';
}

/** "109 yds" or "100 m", both whole numbers; "-" when the distance is unknown. */
export function formatDistance(meters: number | null | undefined, unit: UnitSystem): string {
  if (meters == null || !Number.isFinite(meters)) return '-';
  return `${distanceInUnit(meters, unit)} ${distanceUnitLabel(unit)}`;
}
