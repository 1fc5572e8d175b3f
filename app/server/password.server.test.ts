import { expect, test } from 'vitest';
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from './password.server';

test('PBKDF2 stays within the 100 000 iterations production Workers allow', () => {
  // Local workerd and Node accept more; production Workers throw above 100 000 (STACK.md).
  expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
  expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(100_000);
});

test('a password verifies with its salt and pepper only', async () => {
  const stored = await hashPassword('correct horse battery staple', 'pepper-1');
  expect(stored.iterations).toBe(PBKDF2_ITERATIONS);
  expect(await verifyPassword('correct horse battery staple', 'pepper-1', stored)).toBe(true);
  expect(await verifyPassword('correct horse battery stapler', 'pepper-1', stored)).toBe(false);
  expect(await verifyPassword('correct horse battery staple', 'pepper-2', stored)).toBe(false);
});

test('each hash gets its own salt', async () => {
  const a = await hashPassword('same password here', 'p');
  const b = await hashPassword('same password here', 'p');
  expect(a.salt).not.toBe(b.salt);
  expect(a.hash).not.toBe(b.hash);
});
