import { expect, test } from 'vitest';
import {
  formatFixed,
  formatPercentOf,
  formatShareAsPercent,
  formatSignedFixed,
  roundHalfAway,
} from './numbers';

test('halves round away from zero on both sides', () => {
  expect(roundHalfAway(0.25, 1)).toBe(0.3);
  expect(roundHalfAway(-0.25, 1)).toBe(-0.3);
  expect(roundHalfAway(0.125, 2)).toBe(0.13);
  expect(roundHalfAway(-0.125, 2)).toBe(-0.13);
  expect(roundHalfAway(2.5)).toBe(3);
  expect(roundHalfAway(-2.5)).toBe(-3);
});

test('binary noise does not tip a half down', () => {
  expect(roundHalfAway(1.005, 2)).toBe(1.01);
  expect(roundHalfAway(-1.005, 2)).toBe(-1.01);
  expect(roundHalfAway(0.285, 2)).toBe(0.29);
  expect(roundHalfAway(1.45, 1)).toBe(1.5);
});

test('below a half rounds towards zero, and zero has no sign', () => {
  expect(roundHalfAway(0.24, 1)).toBe(0.2);
  expect(Object.is(roundHalfAway(-0.04, 1), 0)).toBe(true);
  expect(roundHalfAway(1e-9, 2)).toBe(0);
});

test('fixed and signed figures use the rule and the minus sign', () => {
  expect(formatFixed(0.25, 1)).toBe('0.3');
  expect(formatFixed(-0.25, 1)).toBe('−0.3');
  expect(formatFixed(-0.04, 1)).toBe('0.0');
  expect(formatFixed(null)).toBe('–');
  expect(formatSignedFixed(0.25, 1)).toBe('+0.3');
  expect(formatSignedFixed(-0.125, 2)).toBe('−0.13');
  expect(formatSignedFixed(-0.001, 2)).toBe('0.00');
  expect(formatSignedFixed(Number.NaN)).toBe('–');
});

test('percentages of a share and of made over chances', () => {
  expect(formatShareAsPercent(0.625)).toBe('63%');
  expect(formatShareAsPercent(0.125, 1)).toBe('12.5%');
  expect(formatShareAsPercent(null)).toBe('–');
  expect(formatPercentOf(1, 8)).toBe('13%');
  expect(formatPercentOf(5, 8)).toBe('63%');
  expect(formatPercentOf(0, 0)).toBe('–');
});
