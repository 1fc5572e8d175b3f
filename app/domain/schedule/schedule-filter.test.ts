import { expect, test } from 'vitest';
import { lastOption, roundsOption } from '../calendar/range-options';
import {
  bestViewThreshold,
  DEFAULT_SCHEDULE_FILTER,
  EVENT_TYPE_IDS,
  holesMatch,
  resultsSettings,
  STATUS_IDS,
  scheduleFilterParams,
  switchView,
  timeframeFilter,
  toggleAll,
  underThreshold,
  viewerToday,
} from './schedule-filter';
import { parseScheduleFilter } from './schedule-filter-schema';

const TODAY = '2026-11-26';
const parse = (query: string) => parseScheduleFilter(new URLSearchParams(query));

function parsed(query: string) {
  const result = parse(query);
  if (!result.ok) throw new Error(result.message);
  return result.filter;
}

test('the plain address is the default filter: every type, locale and status, no players', () => {
  expect(parsed('')).toEqual(DEFAULT_SCHEDULE_FILTER);
  expect(scheduleFilterParams(DEFAULT_SCHEDULE_FILTER).toString()).toBe('');
});

test('a filter survives its own address', () => {
  const filter = {
    ...DEFAULT_SCHEDULE_FILTER,
    view: 'score' as const,
    range: 'custom',
    from: '2026-01-01',
    to: '2026-03-01',
    holes: 9 as const,
    threshold: 80,
    eventTypes: [3],
    locales: [],
    statuses: [1, 4],
    players: [12, 7],
    tz: 300,
  };
  expect(parsed(scheduleFilterParams(filter).toString())).toEqual(filter);
});

test('bad values are a message naming the parameter', () => {
  for (const [query, word] of [
    ['threshold=500', 'threshold'],
    ['threshold=abc', 'threshold'],
    ['holes=12', 'holes'],
    ['type=4', 'type'],
    ['status=9', 'status'],
    ['player=-1', 'player'],
    ['player=1&player=2&player=3&player=4&player=5&player=6', 'player'],
    ['range=custom&from=2026-02-01', 'range'],
    ['range=custom&from=2026-03-01&to=2026-02-01', 'from'],
    ['from=2026-02-31', 'from'],
    ['range=last-week', 'range'],
    ['range=last-0-rounds', 'range'],
    ['range=last-1000-rounds', 'range'],
    ['range=last-10-holes', 'range'],
    ['tz=9999', 'tz'],
    ['view=best', 'view'],
  ] as const) {
    const result = parse(query);
    expect(result.ok, query).toBe(false);
    if (!result.ok) expect(result.message, query).toContain(word);
  }
});

test('Select All toggles between every id and none; all three event types count as all, two do not', () => {
  expect(toggleAll([3, 10, 11], EVENT_TYPE_IDS)).toEqual([]);
  expect(toggleAll([], EVENT_TYPE_IDS)).toEqual([3, 10, 11]);
  expect(toggleAll([3, 10], EVENT_TYPE_IDS)).toEqual([3, 10, 11]);
  expect(toggleAll([1, 2, 3, 4, 5, 6], STATUS_IDS)).toEqual([]);
  // Two of three is a partial choice: it goes into the address.
  expect(scheduleFilterParams({ ...DEFAULT_SCHEDULE_FILTER, eventTypes: [3, 10] }).getAll('type')).toEqual([
    '3',
    '10',
  ]);
});

test('the Options form ticking nothing means none, not the default', () => {
  expect(parsed('filters=1&type=3').locales).toEqual([]);
  expect(parsed('type=3').locales).toEqual([1, 3, 4]);
});

test('best view threshold: −1 without the score aggregate, then the rounded average + 6', () => {
  expect(bestViewThreshold(null)).toBe(-1);
  expect(bestViewThreshold(74.4)).toBe(80);
  expect(bestViewThreshold(74.5)).toBe(81);
});

test('a threshold of 0 (All) or −1 sets no limit', () => {
  expect(underThreshold(0, 99)).toBe(true);
  expect(underThreshold(-1, 99)).toBe(true);
  expect(underThreshold(80, 80)).toBe(true);
  expect(underThreshold(80, 81)).toBe(false);
});

test('hole count 918 means both 9 and 18', () => {
  expect(holesMatch(918, 9)).toBe(true);
  expect(holesMatch(918, 18)).toBe(true);
  expect(holesMatch(18, 9)).toBe(false);
});

const context = (hasFeatured: boolean, average: number | null = 74) => ({
  today: TODAY,
  hasFeatured,
  averageScore: () => average,
});

test('Featured: All Time, 918 holes, threshold −1', () => {
  expect(resultsSettings(DEFAULT_SCHEDULE_FILTER, context(true))).toMatchObject({
    view: 'featured',
    timeframe: { key: 'all', range: null },
    holes: 918,
    threshold: -1,
  });
});

test('Score: Last 12 Months, 18 holes, the best view threshold', () => {
  const settings = resultsSettings({ ...DEFAULT_SCHEDULE_FILTER, view: 'score' }, context(true, 75.2));
  expect(settings).toMatchObject({
    view: 'score',
    timeframe: { label: 'Last 12 Months', range: { start: '2025-11-26', end: TODAY } },
    holes: 18,
    threshold: 81,
  });
});

test('Featured falls back to Score when nothing is featured and no view was chosen', () => {
  expect(resultsSettings(DEFAULT_SCHEDULE_FILTER, context(false)).view).toBe('score');
  expect(resultsSettings({ ...DEFAULT_SCHEDULE_FILTER, view: 'featured' }, context(false)).view).toBe(
    'featured',
  );
});

test('choices in the address win over the view defaults; switching view drops them', () => {
  const filter = {
    ...DEFAULT_SCHEDULE_FILTER,
    view: 'score' as const,
    range: 'last-10-weeks',
    holes: 9 as const,
    threshold: 0,
  };
  expect(resultsSettings(filter, context(true))).toMatchObject({
    timeframe: { label: 'Last 10 Weeks' },
    holes: 9,
    threshold: 0,
  });
  expect(switchView(filter, 'featured')).toMatchObject({
    view: 'featured',
    range: null,
    holes: null,
    threshold: null,
  });
});

test('the timeframe filter entity: ALL, Months by FILTER, dates by DATE', () => {
  expect(timeframeFilter({ key: 'all', label: 'All Time', range: null })).toMatchObject({
    timePeriod: 'ALL',
    timeSelectedType: 'FILTER',
  });
  expect(timeframeFilter(lastOption(2, 'years', TODAY))).toMatchObject({
    timePeriod: 'Months',
    timeSelectedType: 'FILTER',
    count: 24,
  });
  expect(timeframeFilter(lastOption(10, 'weeks', TODAY))).toMatchObject({
    timeSelectedType: 'DATE',
    startDate: '2026-09-17',
    endDate: TODAY,
  });
});

test("the viewer's day follows the browser's offset", () => {
  const now = new Date('2026-11-27T03:00:00Z');
  expect(viewerToday(now, 0)).toBe('2026-11-27');
  // UTC−6 (offset 360): still the 26th there.
  expect(viewerToday(now, 360)).toBe('2026-11-26');
});

test('the Rounds period and the hole count survive the address', () => {
  const filter = parsed('range=last-10-rounds&holes=918&view=score');
  expect(filter).toMatchObject({ range: 'last-10-rounds', holes: 918, view: 'score' });
  expect(scheduleFilterParams(filter).toString()).toBe('view=score&range=last-10-rounds&holes=918');
  expect(resultsSettings(filter, context(true))).toMatchObject({
    timeframe: roundsOption(10),
    holes: 918,
  });
});

test('the Score view’s threshold averages the chosen Rounds period', () => {
  const asked: Array<string> = [];
  const settings = resultsSettings(parsed('view=score&range=last-5-rounds'), {
    today: TODAY,
    hasFeatured: true,
    averageScore: (timeframe, holes) => {
      asked.push(`${timeframe.key}/${holes}`);
      return 70.4;
    },
  });
  expect(asked).toEqual(['last-5-rounds/18']);
  expect(settings.threshold).toBe(76);
});

test('the timeframe filter entity of a Rounds period: Rounds by FILTER with its count', () => {
  expect(timeframeFilter(roundsOption(10))).toEqual({
    timePeriod: 'Rounds',
    timeSelectedType: 'FILTER',
    label: 'Last 10 Rounds',
    count: 10,
    startDate: null,
    endDate: null,
  });
});

// spec 3 §8 and the bad input: every refused value is named, in words, never a parser's text.
test.each([
  ['threshold=abc', "The schedule's threshold must be a whole number."],
  ['threshold=2.5', "The schedule's threshold must be a whole number."],
  ['threshold=-2', "The schedule's threshold must be -1 (no limit) or more."],
  ['holes=x', "The schedule's holes must be 9, 18 or 918."],
  ['type=x', "The schedule's type must be among 3, 10, 11."],
  ['player=abc', "The schedule's player must be player ids."],
  ['tz=east', "The schedule's tz must be minutes from UTC."],
])('%s is refused in words', (query, message) => {
  expect(parse(query)).toEqual({ ok: false, message });
});
