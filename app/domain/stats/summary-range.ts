// spec 1 §9 / spec 3 §2.4 / §3: the range of the summary's Performance Trends, chosen with the date
// range selector (Last 24 Months until a visitor chooses another), kept in the page's address.
import { customOption, lastOption, type RangeOption, rangeOptionFromKey } from '../calendar/range-options';
import { DEFAULT_CHART_RANGE_MONTHS } from './chart-sets';

/** The range as the address carries it: `range` (a selector key), and `from`/`to` for Custom. */
export type SummaryRangeQuery = { range: string | null; from: string | null; to: string | null };

export const SUMMARY_RANGE_PARAMS = ['range', 'from', 'to'] as const;

/**
 * The Last N Rounds the summary offers (spec 3 §3 Rounds period): the charts need 10 rounds (spec 1
 * §9), Prior 10 needs 20 and Best Consecutive more than 10, so the choices start at 20.
 */
export const SUMMARY_ROUND_COUNTS: ReadonlyArray<number> = [20, 40, 60];

/** spec 1 §9: Last 24 Months up to today. */
export function defaultSummaryRange(today: string): RangeOption {
  return lastOption(DEFAULT_CHART_RANGE_MONTHS, 'months', today);
}

const DEFAULT_KEY = `last-${DEFAULT_CHART_RANGE_MONTHS}-months`;

/** The option the address names, or the default when it names none. */
export function summaryRangeOption(query: SummaryRangeQuery, today: string): RangeOption {
  if (query.range === 'custom' && query.from && query.to) {
    return customOption({ start: query.from, end: query.to });
  }
  return (query.range ? rangeOptionFromKey(query.range, today) : null) ?? defaultSummaryRange(today);
}

/** The one written form of a chosen range: the default is the plain address. */
export function summaryRangeParams(option: Pick<RangeOption, 'key' | 'range'>): URLSearchParams {
  const params = new URLSearchParams();
  if (option.key === DEFAULT_KEY) return params;
  if (option.key === 'custom' && option.range) {
    params.set('range', 'custom');
    params.set('from', option.range.start);
    params.set('to', option.range.end);
    return params;
  }
  params.set('range', option.key);
  return params;
}
