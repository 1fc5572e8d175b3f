import { expect, test } from 'vitest';
import { type MyRoundsQuery, myRoundsSearch } from './my-rounds-links';

const base: MyRoundsQuery = {
  grouping: 'Course',
  select: 'Last 6 Rounds',
  roundIds: [],
  stats: [],
  view: 'Year-Month',
  sort: 'Date',
  unfinished: false,
};

test('links leave defaults out', () => {
  expect(myRoundsSearch(base, 'Course')).toBe('');
  expect(myRoundsSearch(base, 'Round')).toBe('?group=Course');
});

test('a Custom selection carries its rounds, stats and menus their values', () => {
  expect(
    myRoundsSearch(
      { ...base, select: 'Custom', roundIds: [4, 9], stats: ['missedGreenInRegulation'], sort: 'Score' },
      'Course',
    ),
  ).toBe('?select=Custom&rounds=4%2C9&stats=missedGreenInRegulation&sort=Score');
});

test('including unfinished rounds is kept in the address', () => {
  expect(myRoundsSearch({ ...base, unfinished: true }, 'Course')).toBe('?unfinished=include');
});
