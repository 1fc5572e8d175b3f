import { expect, test } from 'vitest';
import { fullName } from './names';

test('joins first and last name with a single space', () => {
  expect(fullName({ firstName: 'Jordan', lastName: 'Reyes' })).toBe('Jordan Reyes');
});

test('uses whichever part exists when the other is empty', () => {
  expect(fullName({ firstName: 'Jordan', lastName: '' })).toBe('Jordan');
  expect(fullName({ firstName: null, lastName: 'Reyes' })).toBe('Reyes');
});

test('is "User" when both names are empty', () => {
  expect(fullName({ firstName: '', lastName: '' })).toBe('User');
  expect(fullName({})).toBe('User');
});
