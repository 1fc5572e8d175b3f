import { expect, test } from 'vitest';
import { MODEL_LEVELS, MODEL_STANDARD_LEVELS } from './data/standards-model';
import type { HoleFlag } from './hole-stats';
import {
  inverseInterpolate,
  ladderOf,
  type ModelLevel,
  placedHandicap,
  STANDARD_PLACEMENTS,
} from './model-levels';
import { COMPARED_FLAGS } from './standards';
import { statOf } from './stat-catalogue';
import { COMPLEMENTS, PART_OF } from './stat-relations';

test('inverse interpolation reads x off the first segment holding y, and clamps beyond the ends', () => {
  const points = [
    [0, 10],
    [10, 0],
    [20, -20],
  ] as const;
  expect(inverseInterpolate(points, 5)).toEqual({ x: 5, clamped: null });
  expect(inverseInterpolate(points, -10)).toEqual({ x: 15, clamped: null });
  expect(inverseInterpolate(points, 0)).toEqual({ x: 10, clamped: null });
  expect(inverseInterpolate(points, 12)).toEqual({ x: 0, clamped: 'low' });
  expect(inverseInterpolate(points, -25)).toEqual({ x: 20, clamped: 'high' });
  // Rising curves too (score to par rises with the handicap).
  expect(
    inverseInterpolate(
      [
        [0, 1],
        [10, 11],
      ],
      6,
    ).x,
  ).toBeCloseTo(5, 10);
});

function level(handicap: number, scoreToPar: number, total: number): ModelLevel {
  return {
    gender: 'M',
    handicap,
    holes: 1,
    scoreToPar,
    strokesGained: { offTheTee: 0, approach: 0, aroundTheGreen: 0, putting: total, total },
    flags: {},
  };
}

test('a standard is placed by handicap, at the tour average, or at a scoring average', () => {
  const ladder = [level(5, 6, -8), level(-5, -4, 2), level(0, 1, -3)];
  expect(ladderOf(ladder, 'M').map((l) => l.handicap)).toEqual([-5, 0, 5]);
  expect(ladderOf(ladder, 'F')).toEqual([]);
  expect(placedHandicap(ladder, { kind: 'handicap', gender: 'M', handicap: 10 })).toBe(10);
  expect(placedHandicap(ladder, { kind: 'tour-average', gender: 'M' })).toBeCloseTo(-3, 10);
  expect(placedHandicap(ladder, { kind: 'scoring-average', gender: 'M', scoringAverage: 75.5 })).toBeCloseTo(
    2.5,
    10,
  );
  expect(() =>
    placedHandicap(ladder, { kind: 'scoring-average', gender: 'M', scoringAverage: 90 }),
  ).toThrow();
});

// The committed derivation (data/standards-model.ts) --------------------------------------------

test('every level has tens of thousands of holes and a share, opportunities and value for every stat', () => {
  expect(MODEL_LEVELS.length).toBeGreaterThanOrEqual(38);
  for (const l of MODEL_LEVELS) {
    expect(l.holes, `${l.gender} ${l.handicap}`).toBeGreaterThan(20_000);
    for (const flag of COMPARED_FLAGS) {
      const f = l.flags[flag];
      expect(f, `${l.gender} ${l.handicap} ${flag}`).toBeDefined();
      expect(f?.rate).toBeGreaterThanOrEqual(0);
      expect(f?.rate).toBeLessThanOrEqual(1);
      expect(f?.perRound).toBeGreaterThan(0);
      expect(f?.perRound).toBeLessThanOrEqual(18);
    }
  }
});

test('every level keeps complements, parts and the strokes-gained total', () => {
  for (const l of MODEL_LEVELS) {
    const rate = (flag: HoleFlag) => l.flags[flag]?.rate ?? Number.NaN;
    const name = `${l.gender} ${l.handicap}`;
    for (const [hit, missed] of COMPLEMENTS) {
      expect(rate(hit) + rate(missed), `${name} ${hit}`).toBeCloseTo(1, 3);
      expect(l.flags[hit]?.perRound).toBe(l.flags[missed]?.perRound);
      // A complement's value is the other side of its pair's.
      expect(l.flags[hit]?.strokeValue, `${name} ${hit}`).toBeCloseTo(
        -(l.flags[missed]?.strokeValue ?? 0),
        6,
      );
    }
    for (const [part, whole] of Object.entries(PART_OF) as Array<[HoleFlag, HoleFlag]>) {
      expect(rate(part), `${name} ${part}`).toBeLessThanOrEqual(rate(whole) + 1e-4);
    }
    const sg = l.strokesGained;
    expect(sg.total, name).toBeCloseTo(sg.offTheTee + sg.approach + sg.aroundTheGreen + sg.putting, 2);
  }
});

test('at every standard’s level, the stats that cost or save strokes have a value of that sign', () => {
  // Par and bogey change sign with the level (a par is a good score for a 20 handicap and a poor one
  // for a tour player), and a 20 handicap makes too few eagles to value them: the ranking leaves a
  // missing value or one of the wrong sign out. Some stats of the levels past 20 change sign too.
  const changing: ReadonlyArray<HoleFlag> = ['madePar', 'madeBogey', 'madeEagle'];
  const steady = COMPARED_FLAGS.filter((flag) => !changing.includes(flag));
  const standardLevels = Object.values(MODEL_STANDARD_LEVELS).map((placed) =>
    MODEL_LEVELS.find((l) => l.gender === placed.gender && l.handicap === placed.handicap),
  );
  for (const l of standardLevels) {
    if (!l) throw new Error('standard level missing');
    for (const flag of steady) {
      const value = l.flags[flag]?.strokeValue ?? null;
      expect(value, `${l.gender} ${l.handicap} ${flag}`).not.toBeNull();
      expect(Math.sign(value ?? 0), `${l.gender} ${l.handicap} ${flag}`).toBe(
        statOf(flag).better === 'higher' ? 1 : -1,
      );
    }
  }
});

test('strokes gained and score fall steadily down each ladder', () => {
  for (const gender of ['M', 'F'] as const) {
    const ladder = ladderOf(MODEL_LEVELS, gender);
    for (let i = 1; i < ladder.length; i++) {
      const better = ladder[i - 1];
      const worse = ladder[i];
      if (!better || !worse) continue;
      expect(worse.strokesGained.total, `${gender} ${worse.handicap}`).toBeLessThan(
        better.strokesGained.total,
      );
      expect(worse.scoreToPar + 0.5, `${gender} ${worse.handicap}`).toBeGreaterThan(better.scoreToPar);
    }
  }
});

test('each standard was played at the level its placement gives on the ladder', () => {
  for (const [id, placed] of Object.entries(MODEL_STANDARD_LEVELS)) {
    const placement = STANDARD_PLACEMENTS[id as keyof typeof STANDARD_PLACEMENTS];
    expect(placed.gender, id).toBe(placement.gender);
    expect(
      MODEL_LEVELS.some((l) => l.gender === placed.gender && l.handicap === placed.handicap),
      id,
    ).toBe(true);
    // Placed from the ladder's whole-number levels (the standards' own runs came after).
    const grid = MODEL_LEVELS.filter((l) => Number.isInteger(l.handicap));
    expect(placedHandicap(grid, placement), id).toBeCloseTo(placed.handicap, 2);
  }
  // The tour average plays to strokes gained 0 (within a level's sampling noise).
  const tour = MODEL_STANDARD_LEVELS['pga-tour'];
  const level = MODEL_LEVELS.find((l) => l.gender === tour.gender && l.handicap === tour.handicap);
  expect(Math.abs(level?.strokesGained.total ?? 9)).toBeLessThan(0.3);
});
