import { expect, test } from 'vitest';
import { destination, type LngLat } from '../courses/geo';
import { dispersionSummary, pinOffset } from './dispersion';

const pin: LngLat = [-81.9, 33.5];
const YARD = 0.9144;

// A shot played from 150 yards due south of the pin (its line runs north).
const start = destination(pin, 150 * YARD, 180);

test('a shot finishing past the pin on its line is long, not left or right', () => {
  const offset = pinOffset(start, destination(pin, 10 * YARD, 0), pin);
  expect(offset?.longYards).toBeCloseTo(10, 0);
  expect(offset?.rightYards).toBeCloseTo(0, 0);
});

test('right and left are seen from the shot: east of a northward line is right', () => {
  expect(pinOffset(start, destination(pin, 8 * YARD, 90), pin)?.rightYards).toBeCloseTo(8, 0);
  expect(pinOffset(start, destination(pin, 8 * YARD, 270), pin)?.rightYards).toBeCloseTo(-8, 0);
});

test('the frame turns with the shot: from the east, north of the pin is right', () => {
  const fromEast = destination(pin, 150 * YARD, 90);
  const offset = pinOffset(fromEast, destination(pin, 5 * YARD, 0), pin);
  expect(offset?.rightYards).toBeCloseTo(5, 0);
  expect(offset?.longYards).toBeCloseTo(0, 0);
  expect(pinOffset(fromEast, destination(pin, 12 * YARD, 90), pin)?.longYards).toBeCloseTo(-12, 0);
});

test('a holed shot sits on the pin; a shot from the pin has no direction', () => {
  expect(pinOffset(start, pin, pin)).toEqual({ rightYards: 0, longYards: 0 });
  expect(pinOffset(pin, start, pin)).toBeNull();
});

test('the summary gives the mean miss and the biases', () => {
  expect(dispersionSummary([])).toBeNull();
  expect(
    dispersionSummary([
      { rightYards: 3, longYards: 4 },
      { rightYards: -3, longYards: -4 },
      { rightYards: 6, longYards: 8 },
    ]),
  ).toEqual({ shots: 3, meanMissYards: 6.7, meanRightYards: 2, meanLongYards: 2.7 });
});
