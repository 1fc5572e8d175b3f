import { expect, test } from 'vitest';
import {
  formatAverageToPar,
  formatOneDecimal,
  formatPercent,
  formatScoreWithPar,
  formatToPar,
  roundTypeHint,
  roundTypeLabel,
  scoreShape,
} from './scores';

// spec 3 §2.1: E for even, + for over.
test.each([
  { toPar: 0, expected: 'E' },
  { toPar: 3, expected: '+3' },
  { toPar: -2, expected: '−2' },
  { toPar: -0.4, expected: 'E' },
])('$toPar to par reads $expected', ({ toPar, expected }) => {
  expect(formatToPar(toPar)).toBe(expected);
});

// spec 3 §2.1 / §9: averages of score v par with 1 decimal.
test.each([
  { toPar: 0.04, expected: 'E' },
  { toPar: 2.35, expected: '+2.4' },
  { toPar: -1.25, expected: '−1.3' },
  { toPar: 10, expected: '+10.0' },
])('an average of $toPar to par reads $expected', ({ toPar, expected }) => {
  expect(formatAverageToPar(toPar)).toBe(expected);
});

test('an average per hole to par with 2 decimals', () => {
  expect(formatAverageToPar(0.125, 2)).toBe('+0.13');
  expect(formatAverageToPar(-0.004, 2)).toBe('E');
  expect(formatAverageToPar(-0.1, 2)).toBe('−0.10');
});

test('spec 2 §5: a score with its score to par', () => {
  expect(formatScoreWithPar(71, 72)).toBe('71 (−1)');
  expect(formatScoreWithPar(72, 72)).toBe('72 (E)');
  expect(formatScoreWithPar(75, 72)).toBe('75 (+3)');
});

// spec 3 §2.1: over par blue square, under par red circle.
test.each([
  { score: 3, par: 4, expected: 'under' },
  { score: 2, par: 5, expected: 'under' },
  { score: 4, par: 4, expected: 'even' },
  { score: 6, par: 4, expected: 'over' },
  { score: null, par: 4, expected: null },
])('$score on a par $par is $expected', ({ score, par, expected }) => {
  expect(scoreShape(score, par)).toBe(expected);
});

// spec 3 §2.1: percentages 0 decimals, putts 1 decimal.
test.each([
  { made: 9, chances: 14, expected: '64%' },
  { made: 0, chances: 14, expected: '0%' },
  { made: 0, chances: 0, expected: '–' },
])('$made of $chances is $expected', ({ made, chances, expected }) => {
  expect(formatPercent(made, chances)).toBe(expected);
});

test('one decimal, or a dash when there is no value', () => {
  expect(formatOneDecimal(29.96)).toBe('30.0');
  expect(formatOneDecimal(null)).toBe('–');
  expect(formatOneDecimal(Number.NaN)).toBe('–');
});

// spec 2 §3 round types; spec 3 §9 hints T, P, Q.
test.each([
  { id: 1, label: 'Practice', hint: 'P' },
  { id: 3, label: 'Tournament', hint: 'T' },
  { id: 10, label: 'Qualifier', hint: 'Q' },
  { id: 11, label: 'Match', hint: 'M' },
  { id: 99, label: 'Round', hint: '' },
])('round type $id is $label', ({ id, label, hint }) => {
  expect(roundTypeLabel(id)).toBe(label);
  expect(roundTypeHint(id)).toBe(hint);
});
