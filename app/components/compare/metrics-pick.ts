import type { MetricColumn } from '~/domain/stats/compare-tabs';

/** The metrics picker's button, the same before and after its dialog's code came. */
export const METRICS_PICK_CLASS = 'icon-button compare-metrics__pick';

export function metricsPickLabel(column: MetricColumn): string {
  return `Choose ${column} metrics`;
}
