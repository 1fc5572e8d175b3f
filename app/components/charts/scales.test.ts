import { scaleBand, scaleLinear } from '@visx/scale';
import { describe, expect, test } from 'vitest';
import { bandScale, linearScale } from './scales';

// The hand-written scales give the figures d3-scale (through @visx/scale) gives for the same options.
describe('linearScale', () => {
  test.each([
    { domain: [0, 60], range: [180, 0] },
    { domain: [-4, 12], range: [0, 100] },
    { domain: [70, 70], range: [0, 100] },
    { domain: [0, 0.5], range: [0, 80] },
  ] as const)('matches d3 over %j', ({ domain, range }) => {
    for (const clamp of [false, true]) {
      const ours = linearScale({ domain, range, clamp });
      const d3 = scaleLinear<number>({ domain: [...domain], range: [...range], clamp });
      for (const value of [-10, -4, 0, 0.25, 3, 12, 59.5, 60, 70, 200]) {
        expect(ours(value), `${value} clamp ${clamp}`).toBeCloseTo(d3(value), 9);
      }
    }
  });
});

describe('bandScale', () => {
  test.each([
    { keys: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], range: [0, 540], padding: 0.22 },
    { keys: [3, 1], range: [0, 200], padding: 0.35 },
    { keys: [7], range: [0, 100], padding: 0.35 },
    { keys: [], range: [0, 100], padding: 0.2 },
    { keys: [1, 2, 3], range: [100, 0], padding: 0.1 },
  ])('matches d3 with padding over $keys', ({ keys, range, padding }) => {
    const ours = bandScale({ domain: keys, range: [range[0] ?? 0, range[1] ?? 0], padding });
    const d3 = scaleBand<number>({ domain: keys, range: [range[0] ?? 0, range[1] ?? 0], padding });
    expect(ours.bandwidth()).toBeCloseTo(d3.bandwidth(), 9);
    for (const key of [...keys, 99]) {
      const expected = d3(key);
      if (expected === undefined) expect(ours(key)).toBeUndefined();
      else expect(ours(key)).toBeCloseTo(expected, 9);
    }
  });

  test('matches d3 with inner padding only', () => {
    const ours = bandScale({ domain: ['score', 'birdies'], range: [0, 37.4], paddingInner: 0.12 });
    const d3 = scaleBand<string>({ domain: ['score', 'birdies'], range: [0, 37.4], paddingInner: 0.12 });
    expect(ours.bandwidth()).toBeCloseTo(d3.bandwidth(), 9);
    expect(ours('score')).toBeCloseTo(d3('score') ?? Number.NaN, 9);
    expect(ours('birdies')).toBeCloseTo(d3('birdies') ?? Number.NaN, 9);
  });
});
