import { and, isNotNull, lt, or } from 'drizzle-orm';
import { PRUNE_AFTER_MS, REFRESH_GRACE_MS } from '../../app/domain/auth/auth-limits';
import type { Db } from '../client';
import { apiTokens, authThrottles, otpChallenges, rateLimitCounters, sessions } from '../schema/auth';

export type PruneReport = {
  counters: number;
  throttles: number;
  challenges: number;
  sessions: number;
  tokens: number;
  successors: number;
};

/**
 * Removes sign-in records that can no longer matter (the scheduled handler, daily): rate-limit
 * counters whose longest window (a day) has ended, throttles without a failure for 30 days, codes a
 * day after they expired (used codes expire too), expired sessions, tokens a week after they expired
 * or were revoked, and rotated pairs kept for concurrent refreshes once their grace window is over.
 * One batch: all or nothing.
 */
export async function pruneAuthRecords(db: Db, now: Date): Promise<PruneReport> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const tokenEnd = before(PRUNE_AFTER_MS.tokens);
  const [counters, throttles, challenges, expiredSessions, tokens, successors] = await db.batch([
    db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before(PRUNE_AFTER_MS.counters))),
    db.delete(authThrottles).where(lt(authThrottles.updatedAt, before(PRUNE_AFTER_MS.throttles))),
    db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, before(PRUNE_AFTER_MS.challenges))),
    db.delete(sessions).where(lt(sessions.expiresAt, before(PRUNE_AFTER_MS.sessions))),
    db
      .delete(apiTokens)
      .where(
        or(
          lt(apiTokens.expiresAt, tokenEnd),
          and(isNotNull(apiTokens.revokedAt), lt(apiTokens.revokedAt, tokenEnd)),
        ),
      ),
    db
      .update(apiTokens)
      .set({ successor: null })
      .where(and(isNotNull(apiTokens.successor), lt(apiTokens.usedAt, before(REFRESH_GRACE_MS)))),
  ]);
  return {
    counters: counters.meta.changes,
    throttles: throttles.meta.changes,
    challenges: challenges.meta.changes,
    sessions: expiredSessions.meta.changes,
    tokens: tokens.meta.changes,
    successors: successors.meta.changes,
  };
}
