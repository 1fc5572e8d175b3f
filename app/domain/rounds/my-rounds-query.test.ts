import { expect, test } from 'vitest';
import {
  canonicalMyRoundsParam,
  MAX_ROUND_IDS,
  parseMyRoundsQuery,
  ROUND_IDS_MESSAGE,
} from './my-rounds-query';
import { ROUNDS_PAGE_MESSAGE } from './rounds-page-params';

const parse = (search: string, grouping: 'Course' | 'Round' = 'Course') =>
  parseMyRoundsQuery(new URLSearchParams(search), grouping);

test('an empty address is the page defaults: Last 6 Rounds, the page grouping', () => {
  expect(parse('')).toEqual({
    query: {
      grouping: 'Course',
      select: 'Last 6 Rounds',
      roundIds: [],
      stats: [],
      view: 'Year-Month',
      sort: 'Date',
      unfinished: false,
    },
    errors: [],
    page: 1,
  });
  expect(parse('', 'Round').query.grouping).toBe('Round');
});

test('a month or season grouping without a chosen selection selects Past 2 Years', () => {
  expect(parse('group=Best 5 Season-Year').query.select).toBe('Past 2 Years');
  expect(parse('group=Month-Year&select=Last 6 Rounds').query.select).toBe('Last 6 Rounds');
});

test('round ids are a Custom selection, without repeats', () => {
  expect(parse('rounds=4,9,4').query).toMatchObject({ select: 'Custom', roundIds: [4, 9] });
});

test('bad values fall back to defaults with the spec messages', () => {
  const { query, errors } = parse('group=Ugly&sort=Colour&stats=fairwayHit,bogus&view=Nope&select=Soon');
  expect(query).toMatchObject({
    grouping: 'Course',
    sort: 'Date',
    stats: ['fairwayHit'],
    view: 'Year-Month',
  });
  expect(errors).toEqual([
    'Invalid custom group key: Ugly',
    'Invalid view: Nope',
    'Invalid sort property: Colour',
    'Unknown stat: bogus',
    'Unknown quick filter: Soon',
  ]);
});

test('an empty Custom selection is "Cannot set empty rounds list"', () => {
  expect(parse('select=Custom').errors).toEqual(['Cannot set empty rounds list']);
  expect(parse('select=Custom&rounds=').errors).toEqual(['Cannot set empty rounds list']);
});

test('malformed or too many round ids are refused', () => {
  expect(parse('rounds=1;2').errors).toContain(ROUND_IDS_MESSAGE);
  const many = Array.from({ length: MAX_ROUND_IDS + 1 }, (_, i) => i + 1).join(',');
  expect(parse(`rounds=${many}`).errors).toContain(ROUND_IDS_MESSAGE);
});

test('a long bad value is cut in its message', () => {
  expect(parse(`sort=${'x'.repeat(500)}`).errors[0]?.length).toBeLessThan(80);
});

test('the edge cache keeps valid values only', () => {
  expect(canonicalMyRoundsParam('group', 'Clusters of 6')).toBe('Clusters of 6');
  expect(canonicalMyRoundsParam('group', 'Ugly')).toBeNull();
  expect(canonicalMyRoundsParam('rounds', '3,3,1')).toBe('3,1');
  expect(canonicalMyRoundsParam('select', 'Custom')).toBe('Custom');
  expect(canonicalMyRoundsParam('stats', 'bogus')).toBeNull();
  expect(canonicalMyRoundsParam('page', '2')).toBe('2');
  expect(canonicalMyRoundsParam('page', '1')).toBeNull();
  expect(canonicalMyRoundsParam('page', '-3')).toBeNull();
});

test('the round list page: a whole number from 1, junk the first page with a message', () => {
  expect(parse('page=3').page).toBe(3);
  expect(parse('page=3').errors).toEqual([]);
  expect(parse('page=0')).toMatchObject({ page: 1, errors: [ROUNDS_PAGE_MESSAGE] });
  expect(parse(`page=${'9'.repeat(300)}`)).toMatchObject({ page: 1, errors: [ROUNDS_PAGE_MESSAGE] });
});

test('unfinished rounds are included with unfinished=include; another value leaves them out and says so', () => {
  expect(parse('unfinished=include').query.unfinished).toBe(true);
  expect(parse('unfinished=exclude')).toMatchObject({ query: { unfinished: false }, errors: [] });
  const bad = parse('unfinished=yes');
  expect(bad.query.unfinished).toBe(false);
  expect(bad.errors).toEqual([
    'Unfinished rounds are included with unfinished=include, not "yes"; they are left out.',
  ]);
  expect(canonicalMyRoundsParam('unfinished', 'include')).toBe('include');
  expect(canonicalMyRoundsParam('unfinished', 'exclude')).toBeNull();
  expect(canonicalMyRoundsParam('unfinished', 'yes')).toBeNull();
});
