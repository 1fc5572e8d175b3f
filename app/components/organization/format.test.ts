import { expect, test } from 'vitest';
import { countOf } from './format';

test('counts read in the singular for one and in the plural otherwise', () => {
  expect(countOf(1, 'player')).toBe('1 player');
  expect(countOf(0, 'player')).toBe('0 players');
  expect(countOf(3, 'roster')).toBe('3 rosters');
  expect(countOf(2, 'class', 'classes')).toBe('2 classes');
});
