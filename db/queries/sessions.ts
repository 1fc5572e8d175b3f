import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../app/domain/access/access';
import { COACH_TOOLS_PLAN } from '../../app/domain/recruiting/watch-lists';
import type { Db } from '../client';
import type { Bindable } from '../prepared';
import { accountRoles } from '../schema/accounts';
import { sessions } from '../schema/auth';
import { accountPlans } from '../schema/payments';
import { playerShards } from '../schema/shards';

/**
 * What a statement batched with the read of its viewer binds: the session's id hash (empty without
 * one), the time the session must outlive, and the lower-case username of the player it is about.
 */
export type SessionPlayerValues = { session: string; now: string; username: string };

/**
 * The account id of the session whose id hash is bound to the `session` placeholder and which outlives
 * the `now` placeholder (-1 for none, as the viewer-dependent queries take an anonymous viewer), as an
 * SQL subquery: statements about the viewer run in the same batch as the read of the viewer.
 */
export function sessionAccountIdOf(session: Bindable<string>, now: Bindable<string>): SQL {
  return sql`coalesce((select ${sessions.accountId} from ${sessions} where ${sessions.idHash} = ${session} and ${sessions.expiresAt} > ${now}), -1)`;
}

/** `sessionAccountIdOf` bound to the `session` and `now` placeholders (reusable statements). */
export const sessionAccountId: SQL = sessionAccountIdOf(sql.placeholder('session'), sql.placeholder('now'));

/**
 * The query that reads the viewer of a session id hash, so a loader can put it in its one D1 batch.
 * Expired sessions match nothing.
 */
export function viewerQuery(db: Db, idHash: string, now: Date = new Date()) {
  // A join, not a correlated subquery: Drizzle leaves columns unqualified in a one-table select, and an
  // unqualified account_id inside the subquery would compare account_roles with itself.
  return db
    .select({
      accountId: sessions.accountId,
      isProductManager: sql<number>`${accountRoles.role} is not null`,
      hasCoachPlan: sql<number>`${accountPlans.accountId} is not null`,
      roundShard: playerShards.shard,
    })
    .from(sessions)
    .leftJoin(
      accountRoles,
      and(eq(accountRoles.accountId, sessions.accountId), eq(accountRoles.role, 'product-manager')),
    )
    .leftJoin(
      accountPlans,
      and(
        eq(accountPlans.accountId, sessions.accountId),
        eq(accountPlans.plan, COACH_TOOLS_PLAN.plan),
        eq(accountPlans.status, COACH_TOOLS_PLAN.status),
      ),
    )
    .leftJoin(playerShards, eq(playerShards.accountId, sessions.accountId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now.toISOString())))
    .limit(1);
}

/** The viewer of `viewerQuery`'s rows (or of a token's, db/queries/api-tokens.ts). */
export function toViewer(
  rows: ReadonlyArray<{
    accountId: number;
    isProductManager: number | boolean;
    hasCoachPlan: number | boolean;
    roundShard?: string | null;
  }>,
): Viewer {
  const row = rows[0];
  return row
    ? {
        accountId: row.accountId,
        isProductManager: Boolean(row.isProductManager),
        hasCoachPlan: Boolean(row.hasCoachPlan),
      }
    : null;
}

export async function insertSession(
  db: Db,
  session: { idHash: string; accountId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}
