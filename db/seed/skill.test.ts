import { expect, test } from 'vitest';
import { benchmarkFor, puttMakeProbability, skillFor, tourMakeProbability } from './skill';

const HANDICAPS = [-2, 0, 5, 10, 15, 20];

test('a tour putter makes half of his 8-footers, as in Broadie’s baseline', () => {
  expect(tourMakeProbability(8)).toBeCloseTo(0.5, 5);
  expect(puttMakeProbability(8, 0)).toBeCloseTo(0.5, 5);
  // Expected putts from 8 ft (README): 1.50, i.e. two putts when the first misses.
  expect(2 - tourMakeProbability(8)).toBeCloseTo(1.5, 2);
});

test('make rates fall with distance and with handicap', () => {
  for (const h of HANDICAPS) {
    const shift = skillFor(h, 'M').puttLogitShift;
    let previous = 1;
    for (const feet of [1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 30, 40, 60, 90, 120]) {
      const p = puttMakeProbability(feet, shift);
      expect(p).toBeLessThanOrEqual(previous);
      expect(p).toBeGreaterThan(0);
      previous = p;
    }
  }
  for (let i = 1; i < HANDICAPS.length; i++) {
    const better = skillFor(HANDICAPS[i - 1] ?? 0, 'M').puttLogitShift;
    const worse = skillFor(HANDICAPS[i] ?? 0, 'M').puttLogitShift;
    expect(puttMakeProbability(8, worse)).toBeLessThan(puttMakeProbability(8, better));
  }
});

test('scratch one-putts about 45 % from 8 ft and a 20 handicap about 30 %', () => {
  expect(puttMakeProbability(8, skillFor(0, 'M').puttLogitShift)).toBeCloseTo(0.45, 2);
  expect(puttMakeProbability(8, skillFor(20, 'F').puttLogitShift)).toBeCloseTo(0.3, 2);
  // Short putts still go in: the gap to the tour is a few points from 3 ft.
  expect(puttMakeProbability(3, skillFor(0, 'M').puttLogitShift)).toBeGreaterThan(0.93);
  expect(puttMakeProbability(3, skillFor(20, 'M').puttLogitShift)).toBeGreaterThan(0.85);
});

test('driving distance follows the published figures by handicap and gender', () => {
  expect(skillFor(0, 'M').driveMeanYards).toBeGreaterThanOrEqual(280);
  expect(skillFor(0, 'M').driveMeanYards).toBeLessThanOrEqual(290);
  expect(skillFor(20, 'M').driveMeanYards).toBeCloseTo(215, 0);
  expect(skillFor(-2, 'F').driveMeanYards).toBeGreaterThanOrEqual(245);
  expect(skillFor(-2, 'F').driveMeanYards).toBeLessThanOrEqual(250);
  expect(skillFor(20, 'F').driveMeanYards).toBeGreaterThanOrEqual(172);
  expect(skillFor(20, 'F').driveMeanYards).toBeLessThanOrEqual(185);
});

test('every part of the game gets worse as the handicap rises', () => {
  for (let i = 1; i < HANDICAPS.length; i++) {
    for (const gender of ['M', 'F'] as const) {
      const better = skillFor(HANDICAPS[i - 1] ?? 0, gender);
      const worse = skillFor(HANDICAPS[i] ?? 0, gender);
      expect(worse.driveMeanYards).toBeLessThan(better.driveMeanYards);
      expect(worse.driveSdYards).toBeGreaterThan(better.driveSdYards);
      expect(worse.teeDispersionDegrees).toBeGreaterThan(better.teeDispersionDegrees);
      expect(worse.wildShotRate).toBeGreaterThan(better.wildShotRate);
      expect(worse.mishitRate).toBeGreaterThan(better.mishitRate);
      expect(worse.approachProximity).toBeGreaterThan(better.approachProximity);
      expect(worse.shortGameProximity).toBeGreaterThan(better.shortGameProximity);
      expect(worse.chipFailRate).toBeGreaterThan(better.chipFailRate);
      expect(worse.sandProximity).toBeGreaterThan(better.sandProximity);
      expect(worse.sandFailRate).toBeGreaterThan(better.sandFailRate);
      expect(worse.lagLeaveFraction).toBeGreaterThan(better.lagLeaveFraction);
    }
  }
});

test('approach proximity runs from tour-like 7 % to about 15 % of the shot length', () => {
  expect(skillFor(-2, 'M').approachProximity).toBeGreaterThanOrEqual(0.05);
  expect(skillFor(-2, 'M').approachProximity).toBeLessThanOrEqual(0.075);
  expect(skillFor(20, 'M').approachProximity).toBeGreaterThanOrEqual(0.13);
});

test('values between the anchors are interpolated and beyond them stay sane', () => {
  const mid = skillFor(7.5, 'M');
  expect(mid.driveMeanYards).toBeCloseTo(
    (skillFor(5, 'M').driveMeanYards + skillFor(10, 'M').driveMeanYards) / 2,
    5,
  );
  const far = skillFor(60, 'M');
  expect(far.mishitRate).toBeLessThanOrEqual(0.6);
  expect(far.driveMeanYards).toBeGreaterThan(100);
  expect(skillFor(-10, 'M').puttLogitShift).toBeGreaterThanOrEqual(0);
});

test('the benchmarks match the published targets and are monotonic in handicap', () => {
  const scratch = benchmarkFor(0, 'M');
  expect(72 + scratch.scoreOverPar).toBeGreaterThanOrEqual(72);
  expect(72 + scratch.scoreOverPar).toBeLessThanOrEqual(74);
  expect(72 + benchmarkFor(10, 'M').scoreOverPar).toBeGreaterThanOrEqual(82);
  expect(72 + benchmarkFor(10, 'M').scoreOverPar).toBeLessThanOrEqual(84);
  expect(72 + benchmarkFor(20, 'M').scoreOverPar).toBeGreaterThanOrEqual(92);
  expect(72 + benchmarkFor(20, 'M').scoreOverPar).toBeLessThanOrEqual(95);
  expect(scratch.girRate).toBeGreaterThanOrEqual(0.55);
  expect(scratch.girRate).toBeLessThanOrEqual(0.6);
  expect(benchmarkFor(10, 'M').girRate).toBeCloseTo(0.33, 2);
  expect(scratch.upAndDownRate).toBeCloseTo(0.5, 2);
  expect(benchmarkFor(20, 'M').upAndDownRate).toBeCloseTo(0.2, 2);
  for (let i = 1; i < HANDICAPS.length; i++) {
    const better = benchmarkFor(HANDICAPS[i - 1] ?? 0, 'M');
    const worse = benchmarkFor(HANDICAPS[i] ?? 0, 'M');
    expect(worse.scoreOverPar).toBeGreaterThan(better.scoreOverPar);
    expect(worse.girRate).toBeLessThan(better.girRate);
    expect(worse.fairwayRate).toBeLessThan(better.fairwayRate);
    expect(worse.puttsPerRound).toBeGreaterThan(better.puttsPerRound);
    expect(worse.threePuttsPerRound).toBeGreaterThan(better.threePuttsPerRound);
    expect(worse.upAndDownRate).toBeLessThan(better.upAndDownRate);
    expect(worse.birdiesPerRound).toBeLessThan(better.birdiesPerRound);
    expect(worse.penaltiesPerRound).toBeGreaterThan(better.penaltiesPerRound);
    expect(worse.bunkerShotsPerRound).toBeGreaterThan(better.bunkerShotsPerRound);
  }
  // Women hit more fairways from their tees than men of the same handicap.
  expect(benchmarkFor(10, 'F').fairwayRate).toBeGreaterThan(benchmarkFor(10, 'M').fairwayRate);
});
