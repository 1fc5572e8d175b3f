// spec 3 §2.3 / §3 / §4 / §5: the schedule page's choices (timeframe, View Results By, options), as
// one typed object read from and written to the page's address. The exports take the same params.
import { lastMonths } from '../calendar/dates';
import { ALL_TIME, customOption, type RangeOption, rangeOptionFromKey } from '../calendar/range-options';
import type { ScheduleFilter } from './schedule-filter-schema';

// The schema and the parser (server code) are in schedule-filter-schema.ts: this module, which the
// page's browser code uses, stays free of zod.
export type { ScheduleFilter };

// spec 3 §9: event types 3 Tournament, 10 Qualifier, 11 Match; locale types 1 Local, 3 National, 4 High School.
export const EVENT_TYPE_OPTIONS = [
  { id: 3, label: 'Tournament' },
  { id: 10, label: 'Qualifier' },
  { id: 11, label: 'Match' },
] as const;
export const LOCALE_OPTIONS = [
  { id: 1, label: 'Local' },
  { id: 3, label: 'National' },
  { id: 4, label: 'High School' },
] as const;
// spec 3 §4: the filter list's order and labels (Invited is 6 and Conflict/WD is 5 here).
export const STATUS_OPTIONS = [
  { id: 1, label: 'In Field' },
  { id: 4, label: 'Applied' },
  { id: 3, label: 'Qualifying' },
  { id: 2, label: 'Considering' },
  { id: 6, label: 'Invited' },
  { id: 5, label: 'Conflict/WD' },
] as const;

export const EVENT_TYPE_IDS: ReadonlyArray<number> = EVENT_TYPE_OPTIONS.map((o) => o.id);
export const LOCALE_IDS: ReadonlyArray<number> = LOCALE_OPTIONS.map((o) => o.id);
export const STATUS_IDS: ReadonlyArray<number> = STATUS_OPTIONS.map((o) => o.id);

// spec 3 §9: hole-count choices 9 / 18, 918 means all.
export const HOLE_COUNTS = [9, 18, 918] as const;
export type HoleCount = (typeof HOLE_COUNTS)[number];
/** The hole-count control's words, in its order (spec 3 §4: 918 is Both). */
export const HOLE_COUNT_OPTIONS: ReadonlyArray<{ value: HoleCount; label: string }> = [
  { value: 9, label: '9 Holes' },
  { value: 18, label: '18 Holes' },
  { value: 918, label: 'Both' },
];

/** How many other players the picker may merge into the lists: each one is another read. */
export const MAX_ADDITIONAL_PLAYERS = 5;

/** Scores above this are not golf scores: a threshold past it is a typing error. */
export const MAX_THRESHOLD = 300;

// spec 3 §7: the browser's offset in minutes (Date#getTimezoneOffset: UTC−14 … UTC+12 gives 840 … −720).
export const MAX_TZ_OFFSET = 840;

/** spec 3 §4 View Results By: Featured (0) or Score (1). */
export type ResultsView = 'featured' | 'score';

export const DEFAULT_SCHEDULE_FILTER: ScheduleFilter = {
  view: null,
  range: null,
  from: null,
  to: null,
  holes: null,
  threshold: null,
  eventTypes: [...EVENT_TYPE_IDS],
  locales: [...LOCALE_IDS],
  statuses: [...STATUS_IDS].sort((a, b) => a - b),
  players: [],
  tz: 0,
};

// The address names: short, and the same in the page, the Options form and the exports.
export const LISTS = {
  eventTypes: 'type',
  locales: 'locale',
  statuses: 'status',
  players: 'player',
} as const;
/** Set by the Options form: its lists are then what it ticked, even none. */
export const LISTS_GIVEN = 'filters';

const isAll = (list: ReadonlyArray<number>, all: ReadonlyArray<number>) =>
  all.every((id) => list.includes(id));

/**
 * The one way a filter becomes an address (the page, the Options form, the Share exports): defaults
 * are left out, so the plain page is the plain address.
 */
export function scheduleFilterParams(filter: ScheduleFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.view) params.set('view', filter.view);
  if (filter.range) params.set('range', filter.range);
  if (filter.range === 'custom' && filter.from && filter.to) {
    params.set('from', filter.from);
    params.set('to', filter.to);
  }
  if (filter.holes !== null) params.set('holes', String(filter.holes));
  if (filter.threshold !== null) params.set('threshold', String(filter.threshold));
  const partial =
    !isAll(filter.eventTypes, EVENT_TYPE_IDS) ||
    !isAll(filter.locales, LOCALE_IDS) ||
    !isAll(filter.statuses, STATUS_IDS);
  if (partial) {
    params.set(LISTS_GIVEN, '1');
    for (const id of filter.eventTypes) params.append(LISTS.eventTypes, String(id));
    for (const id of filter.locales) params.append(LISTS.locales, String(id));
    for (const id of filter.statuses) params.append(LISTS.statuses, String(id));
  }
  for (const id of filter.players) params.append(LISTS.players, String(id));
  if (filter.tz !== 0) params.set('tz', String(filter.tz));
  return params;
}

/**
 * spec 3 §5 Select All: toggles between every id and none. (The spec's event-type list also counted
 * as all at two of three; decision 056: all means all three here, so a filter shows what it says.)
 */
export function toggleAll(list: ReadonlyArray<number>, all: ReadonlyArray<number>): Array<number> {
  return isAll(list, all) ? [] : [...all];
}

/** spec 3 §5: each list counts as all when every one of its ids is chosen (the status list at 6). */
export function countsAsAll(list: ReadonlyArray<number>, all: ReadonlyArray<number>): boolean {
  return isAll(list, all);
}

/** spec 3 §4 best view threshold: −1 until the score aggregate is known, then its rounded average + 6. */
export function bestViewThreshold(averageScore: number | null): number {
  return averageScore === null ? -1 : Math.round(averageScore) + 6;
}

export type ResultsSettings = {
  view: ResultsView;
  timeframe: RangeOption;
  holes: HoleCount;
  /** A round or event counts when its score is at most this; 0 and −1 mean no limit. */
  threshold: number;
};

/** spec 3 §4 / §9: a round of `holeCount` holes counts under the hole-count choice (918: both). */
export function holesMatch(holes: HoleCount, holeCount: number): boolean {
  return holes === 918 ? holeCount === 9 || holeCount === 18 : holeCount === holes;
}

/** spec 3 §5: a threshold of 0 (All) or −1 (Featured) sets no limit. */
export function underThreshold(threshold: number, score: number): boolean {
  return threshold <= 0 || score <= threshold;
}

/** The timeframe the address names, or null for the view's default. */
export function chosenTimeframe(filter: ScheduleFilter, today: string): RangeOption | null {
  if (filter.range === null) return null;
  if (filter.range === 'custom') {
    return filter.from && filter.to ? customOption({ start: filter.from, end: filter.to }) : null;
  }
  return rangeOptionFromKey(filter.range, today);
}

/** The timeframe option as the address stores it. */
export function timeframeParams(option: RangeOption): Pick<ScheduleFilter, 'range' | 'from' | 'to'> {
  if (option.key === 'custom' && option.range) {
    return { range: 'custom', from: option.range.start, to: option.range.end };
  }
  return { range: option.key, from: null, to: null };
}

/**
 * spec 3 §4 featured toggle: Featured sets All Time, hole count 918 and threshold −1; Score sets the
 * Last 12 Months, the player's default hole count (18: no other default is stored) and the best view
 * threshold. Without a chosen view the page shows Featured, and falls back to Score when the player
 * has nothing featured. Choices in the address win over the view's defaults.
 */
export function resultsSettings(
  filter: ScheduleFilter,
  context: {
    today: string;
    hasFeatured: boolean;
    averageScore: (timeframe: RangeOption, holes: HoleCount) => number | null;
  },
): ResultsSettings {
  const view: ResultsView = filter.view ?? (context.hasFeatured ? 'featured' : 'score');
  const featured = view === 'featured';
  const timeframe =
    chosenTimeframe(filter, context.today) ??
    (featured
      ? ALL_TIME
      : { key: 'last-12-months', label: 'Last 12 Months', range: lastMonths(context.today, 12) });
  const holes: HoleCount = filter.holes ?? (featured ? 918 : 18);
  const threshold =
    filter.threshold ?? (featured ? -1 : bestViewThreshold(context.averageScore(timeframe, holes)));
  return { view, timeframe, holes, threshold };
}

/** Switching View Results By starts the new view from its own defaults (spec 3 §4). */
export function switchView(filter: ScheduleFilter, view: ResultsView): ScheduleFilter {
  return { ...filter, view, range: null, from: null, to: null, holes: null, threshold: null };
}

/**
 * spec 3 §3 timeframe filter entity, as the exports send it: ALL, Months (a Last N Months or Years
 * choice) by FILTER, Rounds (Last N Rounds) by FILTER, or the chosen dates by DATE.
 */
export type TimeframeFilter = {
  timePeriod: 'ALL' | 'Months' | 'Rounds';
  timeSelectedType: 'DATE' | 'FILTER';
  label: string;
  count: number | null;
  startDate: string | null;
  endDate: string | null;
};

export function timeframeFilter(option: RangeOption): TimeframeFilter {
  if (option.rounds !== undefined) {
    return {
      timePeriod: 'Rounds',
      timeSelectedType: 'FILTER',
      label: option.label,
      count: option.rounds,
      startDate: null,
      endDate: null,
    };
  }
  const range = option.range;
  if (range === null) {
    return {
      timePeriod: 'ALL',
      timeSelectedType: 'FILTER',
      label: option.label,
      count: null,
      startDate: null,
      endDate: null,
    };
  }
  const months = /^last-(\d+)-(months|years)$/.exec(option.key);
  if (months) {
    const count = Number(months[1]) * (months[2] === 'years' ? 12 : 1);
    return {
      timePeriod: 'Months',
      timeSelectedType: 'FILTER',
      label: option.label,
      count,
      startDate: range.start,
      endDate: range.end,
    };
  }
  return {
    timePeriod: 'Months',
    timeSelectedType: 'DATE',
    label: option.label,
    count: null,
    startDate: range.start,
    endDate: range.end,
  };
}

/** The viewer's calendar day from the browser's offset (minutes behind UTC, spec 3 §7). */
export function viewerToday(now: Date, tzOffsetMinutes: number): string {
  return new Date(now.getTime() - tzOffsetMinutes * 60_000).toISOString().slice(0, 10);
}
