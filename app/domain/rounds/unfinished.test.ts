import { expect, test } from 'vitest';
import { countsPerRound, isSelectable, isUnfinished, unfinishedMark } from './unfinished';

const round = (inProgress: boolean, holesPlayed: number, holeCount = 18) => ({
  inProgress,
  holesPlayed,
  holeCount,
});

test('a round the app still marks in progress is unfinished, however many holes it holds', () => {
  expect(isUnfinished(round(true, 15))).toBe(true);
  expect(isUnfinished(round(true, 18))).toBe(true);
  expect(isUnfinished(round(false, 18))).toBe(false);
  // Finished with an excluded hole: finished, in every selection and average.
  expect(isUnfinished(round(false, 17))).toBe(false);
  expect(countsPerRound(round(false, 17))).toBe(true);
});

test('spec 2 §3 inProgressRounds: unfinished rounds are selectable only when included', () => {
  expect(isSelectable(round(true, 2, 9), false)).toBe(false);
  expect(isSelectable(round(true, 2, 9), true)).toBe(true);
  expect(isSelectable(round(false, 9, 9), false)).toBe(true);
});

test('only a finished round with a scored hole counts in a per-round average', () => {
  expect(countsPerRound(round(false, 18))).toBe(true);
  expect(countsPerRound(round(false, 9, 9))).toBe(true);
  expect(countsPerRound(round(true, 18))).toBe(false);
  expect(countsPerRound(round(true, 2, 9))).toBe(false);
  expect(countsPerRound(round(false, 0))).toBe(false);
});

test('an unfinished round is marked with the holes it has of its hole count', () => {
  expect(unfinishedMark(round(true, 2, 9))).toBe('Unfinished · 2 of 9 holes');
  expect(unfinishedMark(round(true, 15))).toBe('Unfinished · 15 of 18 holes');
  expect(unfinishedMark(round(false, 17))).toBeNull();
});
