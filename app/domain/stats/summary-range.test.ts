import { expect, test } from 'vitest';
import { ALL_TIME, customOption, lastOption, roundsOption } from '../calendar/range-options';
import { defaultSummaryRange, summaryRangeOption, summaryRangeParams } from './summary-range';
import { canonicalSummaryQuery, parseSummaryRange } from './summary-range-schema';

const TODAY = '2026-11-26';
const query = (text: string) => new URLSearchParams(text);

function parsed(text: string) {
  const result = parseSummaryRange(query(text));
  if (!result.ok) throw new Error(result.message);
  return result.query;
}

test('spec 1 §9: without a range the charts cover the Last 24 Months', () => {
  expect(summaryRangeOption(parsed(''), TODAY)).toEqual(defaultSummaryRange(TODAY));
  expect(defaultSummaryRange(TODAY)).toMatchObject({
    label: 'Last 24 Months',
    range: { start: '2024-11-26', end: TODAY },
  });
});

test('the address names a Last N option, a Rounds period, All Time or a Custom range', () => {
  expect(summaryRangeOption(parsed('range=last-10-weeks'), TODAY)).toEqual(lastOption(10, 'weeks', TODAY));
  expect(summaryRangeOption(parsed('range=last-20-rounds'), TODAY)).toEqual(roundsOption(20));
  expect(summaryRangeOption(parsed('range=all'), TODAY)).toEqual(ALL_TIME);
  expect(summaryRangeOption(parsed('range=custom&from=2025-01-01&to=2025-06-30'), TODAY)).toEqual(
    customOption({ start: '2025-01-01', end: '2025-06-30' }),
  );
});

test('a range is written in one form, and the default is the plain address', () => {
  expect(summaryRangeParams(defaultSummaryRange(TODAY)).toString()).toBe('');
  expect(summaryRangeParams(lastOption(10, 'weeks', TODAY)).toString()).toBe('range=last-10-weeks');
  expect(summaryRangeParams(roundsOption(40)).toString()).toBe('range=last-40-rounds');
  expect(summaryRangeParams(customOption({ start: '2025-01-01', end: '2025-06-30' })).toString()).toBe(
    'range=custom&from=2025-01-01&to=2025-06-30',
  );
});

test('a range out of bounds is a sentence naming the parameter', () => {
  for (const [text, words] of [
    ['range=last-0-weeks', "The summary's range is not a timeframe."],
    ['range=last-1000-days', "The summary's range is not a timeframe."],
    ['range=Last%2010%20Weeks', "The summary's range is not a timeframe."],
    ['range=custom', "The summary's range needs from and to dates when it is custom."],
    ['range=custom&from=2025-02-30&to=2025-03-01', "The summary's from is not a date (YYYY-MM-DD)."],
    ['range=custom&from=2025-03-02&to=2025-03-01', "The summary's from must not be after to."],
    ['from=2025-01-01', "The summary's from is read only with range=custom."],
    ['range=all&to=2025-01-01', "The summary's to is read only with range=custom."],
  ] as const) {
    const result = parseSummaryRange(query(text));
    expect(result, text).toEqual({ ok: false, message: words });
  }
});

test('the edge cache keeps the canonical range, and a bad one as it came (its page is the 400)', () => {
  expect(canonicalSummaryQuery(query('range=last-24-months'))).toEqual([]);
  expect(canonicalSummaryQuery(query('range=last-10-weeks&x=1'))).toEqual([['range', 'last-10-weeks']]);
  expect(canonicalSummaryQuery(query('to=2025-06-30&range=custom&from=2025-01-01'))).toEqual([
    ['range', 'custom'],
    ['from', '2025-01-01'],
    ['to', '2025-06-30'],
  ]);
  expect(canonicalSummaryQuery(query('range=last-0-weeks&x=1'))).toEqual([['range', 'last-0-weeks']]);
});
