import { expect, test } from 'vitest';
import {
  formatDateRange,
  formatLongDate,
  formatMonth,
  formatMonthDay,
  formatShortDate,
  inRange,
  isoDayOf,
  lastMonths,
  utcDay,
} from './dates';

// spec 3 §3 date range labels Last 12 Months / Last 24 Months: the range ends today.
test.each([
  { today: '2026-11-22', months: 24, expected: { start: '2024-11-22', end: '2026-11-22' } },
  { today: '2026-11-22', months: 12, expected: { start: '2025-11-22', end: '2026-11-22' } },
  { today: '2024-02-29', months: 12, expected: { start: '2023-02-28', end: '2024-02-29' } },
])('the last $months months before $today', ({ today, months, expected }) => {
  expect(lastMonths(today, months)).toEqual(expected);
});

test('a range includes both of its ends; no range includes everything', () => {
  const range = { start: '2025-01-01', end: '2025-12-31' };
  expect(inRange('2025-01-01', range)).toBe(true);
  expect(inRange('2025-12-31T18:00:00', range)).toBe(true);
  expect(inRange('2024-12-31', range)).toBe(false);
  expect(inRange('2026-01-01', range)).toBe(false);
  expect(inRange('1990-01-01', null)).toBe(true);
});

test('the UTC day of an instant', () => {
  expect(utcDay(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22');
});

test.each([
  { fn: formatLongDate, input: '2026-11-02', expected: 'November 2, 2026' },
  { fn: formatShortDate, input: '2026-03-07', expected: '03/07/26' }, // spec 1 §9: mm/dd/yy
  { fn: formatMonthDay, input: '2026-03-07', expected: '3/7' },
  { fn: formatMonth, input: '2026-03-07T10:00:00', expected: 'March 2026' },
  { fn: formatLongDate, input: 'not a date', expected: '' },
])('$input formats as $expected', ({ fn, input, expected }) => {
  expect(fn(input)).toBe(expected);
});

test.each([
  { start: '2026-11-22', end: null, expected: 'Nov 22, 2026' },
  { start: '2026-11-22', end: '2026-11-22', expected: 'Nov 22, 2026' },
  { start: '2026-11-20', end: '2026-11-22', expected: 'Nov 20–22, 2026' },
  { start: '2026-10-30', end: '2026-11-01', expected: 'Oct 30 – Nov 1, 2026' },
  { start: '2026-12-30', end: '2027-01-02', expected: 'Dec 30, 2026 – Jan 2, 2027' },
])('an event from $start to $end reads $expected', ({ start, end, expected }) => {
  expect(formatDateRange(start, end)).toBe(expected);
});

test('a local date as its calendar day, as date-fns formats yyyy-MM-dd', () => {
  expect(isoDayOf(new Date(2026, 0, 5))).toBe('2026-01-05');
  expect(isoDayOf(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  expect(isoDayOf(new Date(999, 8, 9))).toBe('0999-09-09');
});
