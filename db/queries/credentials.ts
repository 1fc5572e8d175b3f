import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts } from '../schema/accounts';
import { otpChallenges, passwordCredentials } from '../schema/auth';
import { revokeOtherSignIns } from './sign-ins';

/*
 * What sign-in reads and writes of accounts, passwords and one-time-code challenges (spec 1 §4).
 * Codes and passwords arrive here already hashed; nothing here decides.
 */

export type StoredPassword = { hash: string; salt: string; iterations: number };

/** The stored password of an account, or null when it has none. */
export async function passwordOf(db: Db, accountId: number): Promise<StoredPassword | null> {
  const [row] = await db
    .select({
      hash: passwordCredentials.hash,
      salt: passwordCredentials.salt,
      iterations: passwordCredentials.iterations,
    })
    .from(passwordCredentials)
    .where(eq(passwordCredentials.accountId, accountId))
    .limit(1);
  return row ?? null;
}

/**
 * Stores an account's password and, in the same batch, ends every other sign-in of the account but
 * the browser session `keepSessionIdHash`.
 */
export async function storePassword(
  db: Db,
  accountId: number,
  stored: StoredPassword,
  options: { now: Date; keepSessionIdHash: string | null },
): Promise<void> {
  const values = { ...stored, updatedAt: options.now.toISOString() };
  await db.batch([
    db
      .insert(passwordCredentials)
      .values({ accountId, ...values })
      .onConflictDoUpdate({ target: passwordCredentials.accountId, set: values }),
    ...revokeOtherSignIns(db, accountId, options.keepSessionIdHash, options.now),
  ]);
}

/** The account of a phone number (E.164), or null. */
export async function accountIdByPhone(db: Db, phone: string): Promise<number | null> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.phone, phone))
    .limit(1);
  return account?.id ?? null;
}

/** spec 1 §2 "login or create an account": the account of a verified number, created when new. */
export async function accountForVerifiedPhone(
  db: Db,
  phone: string,
  now: Date,
): Promise<{ id: number; username: string | null }> {
  const verifiedAt = now.toISOString();
  const columns = { id: accounts.id, username: accounts.username };
  const [existing] = await db
    .update(accounts)
    .set({ phoneVerifiedAt: verifiedAt })
    .where(eq(accounts.phone, phone))
    .returning(columns);
  if (existing) return existing;
  const [created] = await db
    .insert(accounts)
    .values({ guid: crypto.randomUUID(), phone, phoneVerifiedAt: verifiedAt })
    .onConflictDoUpdate({ target: accounts.phone, set: { phoneVerifiedAt: verifiedAt } })
    .returning(columns);
  if (!created) throw new Error('account for a verified number was not stored');
  return created;
}

export type NewChallenge = {
  id: string;
  phone: string;
  codeHash: string;
  createdAt: string;
  expiresAt: string;
};

/** Stores a new challenge; `replaces`, the requester's own earlier one, is used up in the same batch. */
export async function storeChallenge(
  db: Db,
  challenge: NewChallenge,
  replaces: string | null,
  now: Date,
): Promise<void> {
  const insert = db.insert(otpChallenges).values({ ...challenge, attempts: 0 });
  if (replaces === null) {
    await insert;
    return;
  }
  await db.batch([
    db
      .update(otpChallenges)
      .set({ consumedAt: now.toISOString() })
      .where(and(eq(otpChallenges.id, replaces), isNull(otpChallenges.consumedAt))),
    insert,
  ]);
}

/**
 * Counts one check of an unused challenge and returns it (one atomic statement), or null when the
 * challenge is unknown or used up.
 */
export async function countChallengeCheck(db: Db, challengeId: string) {
  const [challenge] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.consumedAt)))
    .returning({
      phone: otpChallenges.phone,
      codeHash: otpChallenges.codeHash,
      attempts: otpChallenges.attempts,
      expiresAt: otpChallenges.expiresAt,
    });
  return challenge ?? null;
}

/** Uses a challenge up; its number, or null when another request used it first. */
export async function consumeChallenge(db: Db, challengeId: string, now: Date): Promise<string | null> {
  const [used] = await db
    .update(otpChallenges)
    .set({ consumedAt: now.toISOString() })
    .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.consumedAt)))
    .returning({ phone: otpChallenges.phone });
  return used?.phone ?? null;
}

/** The phone number and send time of a challenge (verify screen, resend). */
export async function challengeById(db: Db, challengeId: string) {
  const [row] = await db
    .select({
      phone: otpChallenges.phone,
      createdAt: otpChallenges.createdAt,
      consumedAt: otpChallenges.consumedAt,
    })
    .from(otpChallenges)
    .where(eq(otpChallenges.id, challengeId))
    .limit(1);
  return row ?? null;
}

/** The phone number the verify screen masks for a signed-in account (null when it has none). */
export async function accountPhone(db: Db, accountId: number): Promise<string | null> {
  const [account] = await db
    .select({ phone: accounts.phone })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return account?.phone ?? null;
}
