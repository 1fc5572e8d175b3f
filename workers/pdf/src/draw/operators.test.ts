import { rgb } from 'pdf-lib';
import { expect, test } from 'vitest';
import { fillColor, num, rgbOperands, strokeColor } from './operators';

test('numbers are written to two decimals, as String writes the rounded value', () => {
  const rounded = (value: number) => String(Math.round(value * 100) / 100);
  const values = [0, -0, 0.004, -0.004, 0.005, -0.005, 1.005, 99.995, -99.995, 612.3449, 1e9 + 0.07, 1e21];
  // Every hundredth of a page and a little beyond, and values between them.
  for (let hundredths = -200_000; hundredths <= 200_000; hundredths++) values.push(hundredths / 100);
  for (let i = 0; i < 20_000; i++) values.push(Math.sin(i) * 800 + i / 7);
  expect(values.filter((value) => num(value) !== rounded(value))).toEqual([]);
  expect(num(12.3)).toBe('12.3');
  expect(num(-0.07)).toBe('-0.07');
  expect(num(Number.NaN)).toBe('NaN');
});

test('a colour is written as its three components, the same for fill and stroke', () => {
  const color = rgb(0.043, 0.106, 0.18);
  expect(rgbOperands(color)).toBe('0.043 0.106 0.18');
  expect(fillColor(color).toString()).toBe('0.043 0.106 0.18 rg');
  expect(strokeColor(color).toString()).toBe('0.043 0.106 0.18 RG');
});
