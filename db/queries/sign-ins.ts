import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { apiTokens, sessions } from '../schema/auth';

/**
 * The statements that end every sign-in of an account but the browser session `keepIdHash` (issue 14
 * §5: after a password change, and "sign out everywhere"): other sessions are deleted, every mobile-app
 * token is revoked. Returned for the caller's batch, so the change and the revocation land together.
 */
export function revokeOtherSignIns(db: Db, accountId: number, keepIdHash: string | null, now: Date) {
  return [
    db
      .delete(sessions)
      .where(
        keepIdHash === null
          ? eq(sessions.accountId, accountId)
          : and(eq(sessions.accountId, accountId), ne(sessions.idHash, keepIdHash)),
      ),
    db
      .update(apiTokens)
      .set({ revokedAt: now.toISOString() })
      .where(and(eq(apiTokens.accountId, accountId), isNull(apiTokens.revokedAt))),
  ] as const;
}
