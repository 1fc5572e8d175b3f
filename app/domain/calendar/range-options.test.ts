import { expect, test } from 'vitest';
import {
  ALL_TIME,
  customOption,
  defaultRangeOptions,
  lastOption,
  matchUnit,
  rangeChanged,
  rangeOptionFromKey,
  searchRangeOptions,
} from './range-options';

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
