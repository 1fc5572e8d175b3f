import { expect, test } from 'vitest';
import { myRoundsSearch } from './my-rounds-links';

test('links leave defaults out', () => {
  expect(myRoundsSearch(1)).toBe('');
  expect(myRoundsSearch(2)).toBe('?page=2');
  expect(myRoundsSearch(1, 7)).toBe('?round=7');
  expect(myRoundsSearch(3, 7)).toBe('?page=3&round=7');
});
