import type { Db } from '~db/client';
import { passwordOf, type StoredPassword, storePassword } from '~db/queries/credentials';
import { constantTimeEqual, fromBase64Url, hmacHex, toBase64Url } from './auth-crypto.server';

/**
 * Passwords of the alternative login (spec 1 §2; issue 4 §5): PBKDF2-SHA-256 with a per-user 128-bit
 * salt, over HMAC(pepper, password), so a copy of the database alone cannot be attacked offline.
 * Production Workers refuse PBKDF2 above 100 000 iterations (local workerd does not), so this is the
 * count, and a unit test keeps it there.
 */
export const PBKDF2_ITERATIONS = 100_000;
export const PBKDF2_MAX_ITERATIONS_ON_WORKERS = 100_000;

async function derive(password: string, pepper: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const peppered = await hmacHex(pepper, password);
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(peppered), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return toBase64Url(new Uint8Array(bits));
}

export async function hashPassword(password: string, pepper: string): Promise<StoredPassword> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return {
    hash: await derive(password, pepper, salt, PBKDF2_ITERATIONS),
    salt: toBase64Url(salt),
    iterations: PBKDF2_ITERATIONS,
  };
}

export async function verifyPassword(
  password: string,
  pepper: string,
  stored: StoredPassword,
): Promise<boolean> {
  const iterations = Math.min(stored.iterations, PBKDF2_MAX_ITERATIONS_ON_WORKERS);
  const hash = await derive(password, pepper, fromBase64Url(stored.salt), iterations);
  return constantTimeEqual(hash, stored.hash);
}

/** A fixed salt for comparing against no one: unknown numbers take as long as known ones. */
const DUMMY: StoredPassword = { hash: 'x', salt: 'AAAAAAAAAAAAAAAAAAAAAA', iterations: PBKDF2_ITERATIONS };

/** Checks an account's password; an account without one costs the same time and fails. */
export async function checkAccountPassword(
  db: Db,
  pepper: string,
  accountId: number | null,
  password: string,
): Promise<boolean> {
  const row = accountId === null ? null : await passwordOf(db, accountId);
  const ok = await verifyPassword(password, pepper, row ?? DUMMY);
  return row !== null && ok;
}

/**
 * Sets an account's password and, in the same batch, ends every other sign-in of the account (issue
 * 14 §5): whoever knew the old password is signed out everywhere but the browser that changed it.
 */
export async function setAccountPassword(
  db: Db,
  pepper: string,
  accountId: number,
  password: string,
  options: { now: Date; keepSessionIdHash: string | null },
) {
  const stored = await hashPassword(password, pepper);
  await storePassword(db, accountId, stored, options);
}
