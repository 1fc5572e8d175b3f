import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { COACH_TOOLS_PLAN } from '../../app/domain/recruiting/watch-lists';
import type { Db } from '../client';
import { accountRoles } from '../schema/accounts';
import { apiTokens } from '../schema/auth';
import { accountPlans } from '../schema/payments';
import { playerShards } from '../schema/shards';

/*
 * Mobile-app tokens (spec 1 §6; app/server/api-tokens.server.ts): D1 keeps only the SHA-256 of a token. Every
 * function takes token hashes, never tokens.
 */

type TokenKind = 'access' | 'refresh';

/** The viewer of a live access token (with the product-manager role), like `viewerQuery` for sessions. */
export function tokenViewerQuery(db: Db, tokenHash: string, now: Date) {
  return db
    .select({
      accountId: apiTokens.accountId,
      isProductManager: sql<number>`${accountRoles.role} is not null`,
      hasCoachPlan: sql<number>`${accountPlans.accountId} is not null`,
      roundShard: playerShards.shard,
    })
    .from(apiTokens)
    .leftJoin(
      accountRoles,
      and(eq(accountRoles.accountId, apiTokens.accountId), eq(accountRoles.role, 'product-manager')),
    )
    .leftJoin(
      accountPlans,
      and(
        eq(accountPlans.accountId, apiTokens.accountId),
        eq(accountPlans.plan, COACH_TOOLS_PLAN.plan),
        eq(accountPlans.status, COACH_TOOLS_PLAN.status),
      ),
    )
    .leftJoin(playerShards, eq(playerShards.accountId, apiTokens.accountId))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        eq(apiTokens.kind, 'access'),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, now.toISOString()),
      ),
    )
    .limit(1);
}

export type NewTokenRow = { tokenHash: string; kind: TokenKind; expiresAt: string };

/** Stores the tokens of a new pair, of one account and family. */
export async function insertTokenPair(
  db: Db,
  pair: { accountId: number; familyId: string; createdAt: string; tokens: ReadonlyArray<NewTokenRow> },
): Promise<void> {
  await db.insert(apiTokens).values(
    pair.tokens.map((token) => ({
      ...token,
      accountId: pair.accountId,
      familyId: pair.familyId,
      createdAt: pair.createdAt,
    })),
  );
}

/**
 * Rotates a refresh token in one batch: the claim of the old token (marked used, with the sealed
 * successor pair) and the new pair's rows, inserted only from the old token's row when it carries this
 * request's successor — so only the winning claim inserts. Returns whether this request's claim won.
 */
export async function rotateRefreshToken(
  db: Db,
  rotation: {
    tokenHash: string;
    successor: string;
    createdAt: string;
    tokens: ReadonlyArray<NewTokenRow>;
  },
): Promise<boolean> {
  const { tokenHash, successor, createdAt } = rotation;
  // INSERT … SELECT of every column in table order (Drizzle's insert-select from SQL).
  const insertUnderClaim = (token: NewTokenRow) =>
    db.insert(apiTokens).select(
      sql`select ${token.tokenHash}, ${apiTokens.accountId}, ${apiTokens.familyId}, ${token.kind}, ${createdAt}, ${token.expiresAt}, null, null, null
          from ${apiTokens} where ${apiTokens.tokenHash} = ${tokenHash} and ${apiTokens.successor} = ${successor}`,
    );
  const [claimed] = await db.batch([
    db
      .update(apiTokens)
      .set({ usedAt: createdAt, successor })
      .where(
        and(
          eq(apiTokens.tokenHash, tokenHash),
          eq(apiTokens.kind, 'refresh'),
          isNull(apiTokens.usedAt),
          isNull(apiTokens.revokedAt),
          gt(apiTokens.expiresAt, createdAt),
        ),
      )
      .returning({ familyId: apiTokens.familyId }),
    ...rotation.tokens.map(insertUnderClaim),
  ]);
  return claimed.length > 0;
}

export type RefreshTokenState = {
  familyId: string;
  usedAt: string | null;
  revokedAt: string | null;
  successor: string | null;
};

/** What is known of a refresh token, or null when there is none of that hash. */
export async function refreshTokenState(db: Db, tokenHash: string): Promise<RefreshTokenState | null> {
  const [known] = await db
    .select({
      familyId: apiTokens.familyId,
      usedAt: apiTokens.usedAt,
      revokedAt: apiTokens.revokedAt,
      successor: apiTokens.successor,
    })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, tokenHash), eq(apiTokens.kind, 'refresh')))
    .limit(1);
  return known ?? null;
}

/** Revokes every live token of a family. */
export async function revokeTokenFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(apiTokens.familyId, familyId), isNull(apiTokens.revokedAt)));
}

/** Revokes every live token of the family a token (by hash) belongs to. */
export async function revokeFamilyOfToken(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: now.toISOString() })
    .where(
      and(
        isNull(apiTokens.revokedAt),
        eq(
          apiTokens.familyId,
          sql`(select ${apiTokens.familyId} from ${apiTokens} where ${apiTokens.tokenHash} = ${tokenHash})`,
        ),
      ),
    );
}
