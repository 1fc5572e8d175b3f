import { expect, test } from 'vitest';
import { e164 } from './phone-number';

test('valid numbers in E.164; impossible ones rejected by the phone library', () => {
  expect(e164('+12025550123')).toBe('+12025550123');
  expect(e164('+447911123456')).toBe('+447911123456');
  expect(e164('+11234567890')).toBeNull();
  // 11 digits typed with the leading 1 (spec 1 §5 allows 11) still name the same line.
  expect(e164('+112025550123')).toBe('+12025550123');
  expect(e164('+120255501234')).toBeNull();
  expect(e164('12025550123')).toBeNull();
  expect(e164('+1 202 555 0123')).toBeNull();
});

test('fictional 555 numbers only when allowed (demo data outside production)', () => {
  expect(e164('+15552014410')).toBeNull();
  expect(e164('+15552014410', { allowFictional: true })).toBe('+15552014410');
  expect(e164('+1555201441', { allowFictional: true })).toBeNull();
});
