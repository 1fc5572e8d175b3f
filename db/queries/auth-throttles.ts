import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { backoffSteps, MAX_CONSECUTIVE_FAILURES } from '../../app/domain/auth/auth-limits';
import type { Db } from '../client';
import { authThrottles } from '../schema/auth';

/*
 * Consecutive-failure throttles of sign-in (decision 026). A row per key (`otp:{number}`,
 * `pw:{number}`, `pw-device:{device id}`): failures since the last success and the time before which
 * the next attempt waits. Every change is one atomic statement, so concurrent attempts are counted
 * exactly (D1 runs statements one at a time).
 */

export type Throttle = { failures: number; blockedUntil: string };

type Backoff = (failures: number) => number;

/** SQL for "now + backoff(failures)" as an ISO text, from the schedule's steps (SQLite has no pow). */
function waitUntil(failures: SQL, now: Date, backoff: Backoff): SQL {
  const steps = backoffSteps(backoff);
  if (steps.length === 0) return sql`${now.toISOString()}`;
  const at = (wait: number) => new Date(now.getTime() + wait).toISOString();
  // The highest step first: CASE takes the first match.
  const cases = [...steps].reverse().map(([from, wait]) => sql`when ${failures} >= ${from} then ${at(wait)}`);
  return sql`case ${sql.join(cases, sql` `)} else ${now.toISOString()} end`;
}

function afterFirst(now: Date, backoff: Backoff): string {
  return new Date(now.getTime() + backoff(1)).toISOString();
}

/**
 * An attempt passes the throttle of `key` when its wait is over and fewer than the maximum of
 * consecutive failures stand. A passing attempt is counted as a failure at once (given back by
 * `clearThrottles` on success), so two concurrent attempts cannot both pass on the same count.
 */
export async function claimAttempt(
  db: Db,
  key: string,
  now: Date,
  backoff: Backoff,
): Promise<{ passed: boolean } & Throttle> {
  const attemptId = crypto.randomUUID();
  const nowText = now.toISOString();
  const open = sql`(${authThrottles.blockedUntil} <= ${nowText} and ${authThrottles.failures} < ${MAX_CONSECUTIVE_FAILURES})`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, failures: 1, blockedUntil: afterFirst(now, backoff), attemptId, updatedAt: nowText })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        // SQLite evaluates every SET expression against the old row.
        failures: sql`case when ${open} then ${authThrottles.failures} + 1 else ${authThrottles.failures} end`,
        blockedUntil: sql`case when ${open} then ${waitUntil(sql`${authThrottles.failures} + 1`, now, backoff)} else ${authThrottles.blockedUntil} end`,
        attemptId: sql`case when ${open} then ${attemptId} else ${authThrottles.attemptId} end`,
        updatedAt: nowText,
      },
    })
    .returning({
      failures: authThrottles.failures,
      blockedUntil: authThrottles.blockedUntil,
      attemptId: authThrottles.attemptId,
    });
  if (!row) return { passed: false, failures: 0, blockedUntil: nowText };
  return { passed: row.attemptId === attemptId, failures: row.failures, blockedUntil: row.blockedUntil };
}

/** One more failure on `key`; the wait grows from now (never shortens). */
export async function recordFailure(db: Db, key: string, now: Date, backoff: Backoff): Promise<Throttle> {
  const nowText = now.toISOString();
  const until = waitUntil(sql`${authThrottles.failures} + 1`, now, backoff);
  const [row] = await db
    .insert(authThrottles)
    .values({ key, failures: 1, blockedUntil: afterFirst(now, backoff), updatedAt: nowText })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: sql`${authThrottles.failures} + 1`,
        blockedUntil: sql`max(${authThrottles.blockedUntil}, ${until})`,
        updatedAt: nowText,
      },
    })
    .returning({ failures: authThrottles.failures, blockedUntil: authThrottles.blockedUntil });
  return row ?? { failures: 1, blockedUntil: nowText };
}

/** The throttle of `key` (no row: no failures). */
export async function readThrottle(db: Db, key: string): Promise<Throttle> {
  const [row] = await db
    .select({ failures: authThrottles.failures, blockedUntil: authThrottles.blockedUntil })
    .from(authThrottles)
    .where(eq(authThrottles.key, key))
    .limit(1);
  return row ?? { failures: 0, blockedUntil: '' };
}

/** A success: the keys start again from zero. */
export async function clearThrottles(db: Db, keys: Array<string>): Promise<void> {
  await db.delete(authThrottles).where(inArray(authThrottles.key, keys));
}
