import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts } from '../schema/accounts';
import { otpChallenges } from '../schema/auth';

/** spec 1 §4 step 5: a pending phone sign-in ends when its screen is left for the entry screens. */
export async function consumeChallenge(db: Db, challengeId: string, now: Date): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ consumedAt: now.toISOString() })
    .where(eq(otpChallenges.id, challengeId));
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
