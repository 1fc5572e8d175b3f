import { expect, test } from 'vitest';
import { constantTimeEqual, hmacHex, randomDigits, randomToken } from './auth-crypto.server';

test('codes are 6 decimal digits and roughly uniform', () => {
  const counts = new Array(10).fill(0);
  for (let i = 0; i < 2000; i++) {
    const code = randomDigits(6);
    expect(code).toMatch(/^\d{6}$/);
    for (const digit of code) counts[Number(digit)] += 1;
  }
  // 12 000 digits: each should appear about 1 200 times.
  for (const count of counts) expect(count).toBeGreaterThan(1000);
});

test('ids are 128 random bits in base64url', () => {
  const ids = new Set(Array.from({ length: 200 }, () => randomToken(16)));
  expect(ids.size).toBe(200);
  for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
});

test('the keyed hash depends on the secret', async () => {
  const a = await hmacHex('secret-a', 'challenge:123456');
  expect(a).toMatch(/^[0-9a-f]{64}$/);
  expect(await hmacHex('secret-b', 'challenge:123456')).not.toBe(a);
});

test('constant-time equality', () => {
  expect(constantTimeEqual('abc', 'abc')).toBe(true);
  expect(constantTimeEqual('abc', 'abd')).toBe(false);
  expect(constantTimeEqual('abc', 'ab')).toBe(false);
});
