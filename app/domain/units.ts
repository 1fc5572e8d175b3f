import { metersToYards } from './geo';

export type UnitSystem = 'metric' | 'imperial';

export function unitSystemFromQuery(prefersMetric: string | null | undefined): UnitSystem {
  // spec 1 §2 cgr: prefersMetric "true" or "True" means Metric, anything else Imperial (§9 default).
  return prefersMetric === 'true' || prefersMetric === 'True' ? 'metric' : 'imperial';
}

/** "109 yds" or "100 m", both whole numbers; "-" when the distance is unknown. */
export function formatDistance(meters: number | null | undefined, unit: UnitSystem): string {
  if (meters == null || !Number.isFinite(meters)) return '-';
  // spec 1 §4: yards are metres times 1.09361, rounded.
  if (unit === 'imperial') return `${metersToYards(meters)} yds`;
  return `${Math.round(meters)} m`;
}
