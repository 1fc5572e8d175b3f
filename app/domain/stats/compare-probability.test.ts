import { expect, test } from 'vitest';
import { holeShareText, holesOfText } from './compare-probability';

test('issue 29: a stat probability names its base, holes, in its share and its count', () => {
  // Fairway Hit on 88 of 180 holes: 49 % of holes, where the metrics table reads 63 % of 140 fairways.
  expect(holeShareText(88, 180)).toBe('49% of holes');
  expect(holesOfText(88, 180)).toBe('88 of 180 holes');
  expect(holesOfText(1, 1)).toBe('1 of 1 hole');
  expect(holeShareText(0, 0)).toBe('–');
});

test('the share is rounded once, half away from zero, from the exact counts', () => {
  // 1/8 = 12.5 % reads 13 %; 89/180 = 49.44… % reads 49 %.
  expect(holeShareText(1, 8)).toBe('13% of holes');
  expect(holeShareText(89, 180)).toBe('49% of holes');
});
