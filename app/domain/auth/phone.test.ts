import { expect, test } from 'vitest';
import { formatPhone, phoneHref } from './phone';

test('ten digits read as a North American number', () => {
  expect(formatPhone('5552014410')).toBe('(555) 201-4410');
  expect(formatPhone('555-201-4410')).toBe('(555) 201-4410');
  expect(formatPhone('(555) 201-4410')).toBe('(555) 201-4410');
});

test('a stored +1 country code is kept in front', () => {
  expect(formatPhone('+15552014410')).toBe('+1 (555) 201-4410');
  expect(formatPhone('1 555 201 4410')).toBe('+1 (555) 201-4410');
});

test('other numbers are shown as stored', () => {
  expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  expect(formatPhone('555.201.4410 ext 3')).toBe('555.201.4410 ext 3');
  expect(formatPhone('+5552014410')).toBe('+5552014410');
});

test('an empty phone is no phone', () => {
  expect(formatPhone(null)).toBeNull();
  expect(formatPhone('   ')).toBeNull();
});

test('the tel: link dials the full number', () => {
  expect(phoneHref('(555) 201-4410')).toBe('tel:+15552014410');
  expect(phoneHref('+1 555 201 4410')).toBe('tel:+15552014410');
  expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  expect(phoneHref('555.201.4410 ext 3')).toBe('tel:+15552014410;ext=3');
  expect(phoneHref('12')).toBeNull();
  expect(phoneHref(null)).toBeNull();
});
