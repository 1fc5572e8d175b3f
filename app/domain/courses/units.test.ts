import { expect, test } from 'vitest';
import {
  distanceInUnit,
  distanceUnitLabel,
  formatDistance,
  prefersMetricValue,
  unitSystemFromQuery,
  yardageInUnit,
} from './units';

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

// spec 1 §4 / §9: tee-to-pin distances are metres, shown as yards (× 1.09361, rounded) or metres.
test.each<[number, 'metric' | 'imperial', number]>([
  [300, 'imperial', 328],
  [300, 'metric', 300],
  [0.4, 'metric', 0],
])('distanceInUnit(%j, %s) is %j', (meters, unit, expected) => {
  expect(distanceInUnit(meters, unit)).toBe(expected);
});

// spec 1 §9: scorecard yardages are yards; metric shows them as metres (a yard is 1 / 1.09361 m).
test.each<[number, 'metric' | 'imperial', number]>([
  [400, 'imperial', 400],
  [400, 'metric', 366],
  [445, 'metric', 407],
])('yardageInUnit(%j, %s) is %j', (yards, unit, expected) => {
  expect(yardageInUnit(yards, unit)).toBe(expected);
});

test('prefersMetricValue is the value that selects the unit system', () => {
  expect(prefersMetricValue('metric')).toBe('true');
  expect(prefersMetricValue('imperial')).toBe('false');
  expect(distanceUnitLabel('imperial')).toBe('yds');
  expect(distanceUnitLabel('metric')).toBe('m');
});
