import { expect, test } from 'vitest';
import {
  ALL_TIME,
  customOption,
  DATE_RANGE_KEY_PATTERN,
  DEFAULT_ROUND_COUNTS,
  defaultRangeOptions,
  lastOption,
  lastRounds,
  optionChanged,
  RANGE_KEY_PATTERN,
  rangeChanged,
  rangeOptionFromKey,
  roundsOption,
} from './range-options';
import { matchUnit, searchRangeOptions } from './range-search';

const TODAY = '2026-11-26';
const labels = (options: ReadonlyArray<{ label: string }>) => options.map((o) => o.label);

test('an empty search gives the default options: Last 12 Months, Last 24 Months, All Time', () => {
  expect(labels(searchRangeOptions('  ', TODAY, []))).toEqual([
    'Last 12 Months',
    'Last 24 Months',
    'All Time',
  ]);
  expect(defaultRangeOptions(TODAY)[0]?.range).toEqual({ start: '2025-11-26', end: '2026-11-26' });
});

test('a number and a unit word give one option Last N unit, ending today', () => {
  const [option, ...rest] = searchRangeOptions('10 weeks', TODAY, []);
  expect(rest).toEqual([]);
  expect(option).toEqual({
    key: 'last-10-weeks',
    label: 'Last 10 Weeks',
    range: { start: '2026-09-17', end: '2026-11-26' },
  });
  expect(labels(searchRangeOptions('6 Months', TODAY, []))).toEqual(['Last 6 Months']);
  expect(labels(searchRangeOptions('last 3 years', TODAY, []))).toEqual(['Last 3 Years']);
  expect(labels(searchRangeOptions('1 day', TODAY, []))).toEqual(['Last 1 Day']);
});

test('the unit word is matched fuzzily', () => {
  expect(labels(searchRangeOptions('10 wks', TODAY, []))).toEqual(['Last 10 Weeks']);
  expect(labels(searchRangeOptions('4 mnths', TODAY, []))).toEqual(['Last 4 Months']);
  expect(labels(searchRangeOptions('2yr', TODAY, []))).toEqual(['Last 2 Years']);
  expect(matchUnit('dyas')).toBe('days');
  expect(matchUnit('zzz')).toBeNull();
});

test('a number alone gives one option per unit', () => {
  expect(labels(searchRangeOptions('5', TODAY, []))).toEqual([
    'Last 5 Days',
    'Last 5 Weeks',
    'Last 5 Months',
    'Last 5 Years',
  ]);
});

test('a unit alone gives 6, 12, 24 and 36 of it', () => {
  expect(labels(searchRangeOptions('weeks', TODAY, []))).toEqual([
    'Last 6 Weeks',
    'Last 12 Weeks',
    'Last 24 Weeks',
    'Last 36 Weeks',
  ]);
});

test('anything else keeps the current options', () => {
  const current = [lastOption(6, 'months', TODAY)];
  for (const text of ['10 zzz', 'hello there', '0 weeks', '5000 days', '10 weeks ago', '-3 days']) {
    expect(searchRangeOptions(text, TODAY, current), text).toEqual(current);
  }
});

test('an address key names an option, anything else none', () => {
  expect(rangeOptionFromKey('all', TODAY)).toEqual(ALL_TIME);
  expect(rangeOptionFromKey('last-10-weeks', TODAY)?.label).toBe('Last 10 Weeks');
  for (const key of ['last-0-weeks', 'last-10-fortnights', 'custom', '', 'last-1000-days']) {
    expect(rangeOptionFromKey(key, TODAY), key).toBeNull();
  }
});

test('the value changes only when the start or end day differs', () => {
  const a = { start: '2026-01-01', end: '2026-02-01' };
  expect(rangeChanged(a, { start: '2026-01-01T10:00:00', end: '2026-02-01' })).toBe(false);
  expect(rangeChanged(a, { start: '2026-01-02', end: '2026-02-01' })).toBe(true);
  expect(rangeChanged(a, { start: '2026-01-01', end: '2026-02-02' })).toBe(true);
  expect(rangeChanged(null, null)).toBe(false);
  expect(rangeChanged(null, a)).toBe(true);
  // A custom choice of the same days as Last 10 Weeks changes nothing.
  const tenWeeks = lastOption(10, 'weeks', TODAY).range;
  expect(rangeChanged(tenWeeks, customOption({ start: '2026-09-17', end: '2026-11-26' }).range)).toBe(false);
});

test('a consumer that counts rounds offers Last 5, 10 and 20 Rounds after the default options', () => {
  expect(labels(searchRangeOptions('', TODAY, [], true))).toEqual([
    'Last 12 Months',
    'Last 24 Months',
    'All Time',
    'Last 5 Rounds',
    'Last 10 Rounds',
    'Last 20 Rounds',
  ]);
  expect(labels(defaultRangeOptions(TODAY, DEFAULT_ROUND_COUNTS)).slice(3)).toEqual([
    'Last 5 Rounds',
    'Last 10 Rounds',
    'Last 20 Rounds',
  ]);
});

test('a Rounds option has no days, only its count', () => {
  expect(roundsOption(10)).toEqual({
    key: 'last-10-rounds',
    label: 'Last 10 Rounds',
    range: null,
    rounds: 10,
  });
  expect(roundsOption(1).label).toBe('Last 1 Round');
});

test('the search box understands "10 rounds" where rounds count, and keeps the options elsewhere', () => {
  expect(searchRangeOptions('10 rounds', TODAY, [], true)).toEqual([roundsOption(10)]);
  expect(labels(searchRangeOptions('last 8 rnds', TODAY, [], true))).toEqual(['Last 8 Rounds']);
  expect(labels(searchRangeOptions('12 round', TODAY, [], true))).toEqual(['Last 12 Rounds']);
  expect(labels(searchRangeOptions('rounds', TODAY, [], true))).toEqual([
    'Last 6 Rounds',
    'Last 12 Rounds',
    'Last 24 Rounds',
    'Last 36 Rounds',
  ]);
  expect(labels(searchRangeOptions('3', TODAY, [], true))).toEqual([
    'Last 3 Days',
    'Last 3 Weeks',
    'Last 3 Months',
    'Last 3 Years',
    'Last 3 Rounds',
  ]);
  // Dates only: a rounds word never lands on months.
  const current = [lastOption(6, 'months', TODAY)];
  expect(searchRangeOptions('10 rounds', TODAY, current)).toEqual(current);
  expect(labels(searchRangeOptions('3', TODAY, []))).not.toContain('Last 3 Rounds');
  // The calendar units still win their own words.
  expect(matchUnit('rounds')).toBe('rounds');
  expect(matchUnit('months')).toBe('months');
  expect(matchUnit('mnths')).toBe('months');
});

test('an address key names a Rounds option; the key patterns tell the consumers apart', () => {
  expect(rangeOptionFromKey('last-10-rounds', TODAY)).toEqual(roundsOption(10));
  expect(rangeOptionFromKey('last-0-rounds', TODAY)).toBeNull();
  expect(RANGE_KEY_PATTERN.test('last-10-rounds')).toBe(true);
  expect(DATE_RANGE_KEY_PATTERN.test('last-10-rounds')).toBe(false);
  expect(DATE_RANGE_KEY_PATTERN.test('last-10-weeks')).toBe(true);
  expect(RANGE_KEY_PATTERN.test('last-1000-rounds')).toBe(false);
  expect(RANGE_KEY_PATTERN.test('last-0-weeks')).toBe(false);
  expect(RANGE_KEY_PATTERN.test('last-010-weeks')).toBe(false);
});

test('a different Rounds count is a change, and so is All Time against a Rounds period', () => {
  expect(optionChanged(roundsOption(10), roundsOption(10))).toBe(false);
  expect(optionChanged(roundsOption(10), roundsOption(20))).toBe(true);
  expect(optionChanged(ALL_TIME, roundsOption(10))).toBe(true);
  expect(optionChanged(roundsOption(5), ALL_TIME)).toBe(true);
  expect(
    optionChanged(lastOption(10, 'weeks', TODAY), customOption({ start: '2026-09-17', end: '2026-11-26' })),
  ).toBe(false);
});

test('the last N rounds are the most recent by day, then tee time, then id', () => {
  const rounds = [
    { id: 1, playedOn: '2026-05-01' },
    { id: 2, playedOn: '2026-06-01', startedAt: '2026-06-01T08:00' },
    { id: 3, playedOn: '2026-06-01', startedAt: '2026-06-01T13:00' },
    { id: 4, playedOn: '2026-04-01' },
  ];
  expect(lastRounds(rounds, 2).map((r) => r.id)).toEqual([3, 2]);
  expect(lastRounds(rounds, 10).map((r) => r.id)).toEqual([3, 2, 1, 4]);
  expect(lastRounds(rounds, 0)).toEqual([]);
});
