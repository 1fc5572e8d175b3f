import { expect, test } from 'vitest';
import { formatDistance, unitSystemFromQuery } from './units';

// spec 1 §2: "prefersMetric: true or True means Metric, anything else Imperial"; §9 default Imperial.
test.each<[string | null | undefined, string]>([
  ['true', 'metric'],
  ['True', 'metric'],
  ['TRUE', 'imperial'],
  ['false', 'imperial'],
  ['1', 'imperial'],
  ['', 'imperial'],
  [' true', 'imperial'],
  [null, 'imperial'],
  [undefined, 'imperial'],
])('prefersMetric=%j means %s', (param, expected) => {
  expect(unitSystemFromQuery(param)).toBe(expected);
});

// spec 1 §4 / §9: "yards are metres times 1.09361, rounded".
test.each<[number | null, 'metric' | 'imperial', string]>([
  [100, 'imperial', '109 yds'],
  [400, 'imperial', '437 yds'],
  [100, 'metric', '100 m'],
  [365.6, 'metric', '366 m'],
  [null, 'imperial', '-'],
  [Number.NaN, 'metric', '-'],
])('formatDistance(%j, %s) is "%s"', (meters, unit, expected) => {
  expect(formatDistance(meters, unit)).toBe(expected);
});
