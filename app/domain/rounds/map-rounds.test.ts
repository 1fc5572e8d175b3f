import { expect, test } from 'vitest';
import {
  additionalRoundIds,
  focusHole,
  holeHasData,
  type MapHole,
  type MapRound,
  setMapRounds,
  stepHole,
  stepRound,
  toggleAdditionalRound,
} from './map-rounds';

function hole(roundHoleNumber: number, withData = true): MapHole {
  return {
    roundHoleNumber,
    coordinates: withData ? { tee: [0, 0], pin: [0, 1] } : null,
    shots: withData ? [{}] : [],
  };
}

function mapRound(golfRoundId: number, golfCourseId: number, holes: Array<MapHole>): MapRound {
  return { golfRoundId, golfCourseId, holes };
}

const a = mapRound(1, 10, [hole(1), hole(2), hole(3, false)]);
const b = mapRound(2, 10, [hole(1)]);
const c = mapRound(3, 20, [hole(10), hole(11)]);
const empty = mapRound(4, 10, []);

test('spec 2 §5: setting an empty rounds list for the map raises Cannot set empty rounds list', () => {
  expect(() => setMapRounds([])).toThrow('Cannot set empty rounds list');
});

test('spec 2 §5: the map shows only rounds that have hole data', () => {
  expect(setMapRounds([a, empty, c]).map((r) => r.golfRoundId)).toEqual([1, 3]);
});

test('spec 3 §2.1: a clicked hole opens, with or without coordinates; spec 2 §4: one the round lacks is ignored', () => {
  expect(focusHole(a, 1, 2)).toBe(2);
  // Hole 3 has no coordinates: it opens, and the map part says so (issue 29).
  expect(focusHole(a, 1, 3)).toBe(3);
  expect(holeHasData(a.holes[2] ?? hole(0))).toBe(false);
  expect(focusHole(a, 1, 18)).toBe(1);
});

test('spec 2 §4: hole navigation wraps through the holes present in the round', () => {
  expect(stepHole(a, 3, 1)).toBe(1);
  expect(stepHole(a, 1, -1)).toBe(3);
  expect(stepHole(c, 10, 1)).toBe(11);
  expect(stepHole(c, 11, 1)).toBe(10);
});

test('spec 2 §4: round navigation wraps', () => {
  expect(stepRound([a, b, c], 3, 1)?.golfRoundId).toBe(1);
  expect(stepRound([a, b, c], 1, -1)?.golfRoundId).toBe(3);
});

test('spec 2 §4: selecting all additional rounds equals every other round on the same course', () => {
  expect(additionalRoundIds([a, b, c, empty], a, { all: true })).toEqual([2, 4]);
  expect(additionalRoundIds([a, b, c, empty], a, { all: false, ids: [4, 3] })).toEqual([4]);
});

test('spec 2 §4: unchecking while all selects every other round except that one', () => {
  expect(toggleAdditionalRound([a, b, c, empty], a, { all: true }, 2)).toEqual({ all: false, ids: [4] });
  expect(toggleAdditionalRound([a, b, c, empty], a, { all: false, ids: [4] }, 2)).toEqual({
    all: false,
    ids: [4, 2],
  });
});
