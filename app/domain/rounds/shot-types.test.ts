import { expect, test } from 'vitest';
import { shotType } from './shot-types';

test('a shot is typed by where it was played from', () => {
  expect(shotType('tee', 400, 0, 4)).toBe('Tee');
  // A replay from the tee after a penalty is a tee shot too.
  expect(shotType('tee', 400, 1, 4)).toBe('Tee');
  expect(shotType('green', 5, 2, 4)).toBe('Putt');
  expect(shotType('sand', 20, 2, 4)).toBe('Sand');
  expect(shotType('water', 150, 1, 4)).toBe('Recovery');
  expect(shotType('rough', 30, 2, 4)).toBe('Chip');
  expect(shotType('fairway', 260, 1, 5)).toBe('Layup');
  expect(shotType('fairway', 240, 1, 5)).toBe('Approach');
  expect(shotType('fairway', 260, 2, 5)).toBe('Approach');
});
