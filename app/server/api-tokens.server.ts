import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from '~/domain/auth-limits';
import type { Db } from '~db/client';
import { apiTokens } from '~db/schema/auth';
import { apiTokenHash } from './api-auth.server';
import { randomToken } from './auth-crypto.server';

/**
 * Mobile-app tokens (issue 4 §9; spec 1 §6 "one refresh on 401"). Sign-in gives an access token (one
 * hour) and a refresh token (30 days) of a new family. A refresh token works once: refreshing marks it
 * used and issues a new pair of the same family; presenting a used one again means it was copied, so
 * the whole family is revoked (OAuth 2.0 Security BCP, refresh token rotation).
 */
export type TokenPair = {
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
};

export async function issueTokenPair(
  db: Db,
  accountId: number,
  now: Date,
  familyId: string = crypto.randomUUID(),
) {
  const accessToken = randomToken(32);
  const refreshToken = randomToken(32);
  const createdAt = now.toISOString();
  await db.insert(apiTokens).values([
    {
      tokenHash: await apiTokenHash(accessToken),
      accountId,
      familyId,
      kind: 'access',
      createdAt,
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS).toISOString(),
    },
    {
      tokenHash: await apiTokenHash(refreshToken),
      accountId,
      familyId,
      kind: 'refresh',
      createdAt,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
    },
  ]);
  const pair: TokenPair = {
    accessToken,
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: ACCESS_TOKEN_TTL_MS / 1000,
  };
  return pair;
}

async function revokeFamily(db: Db, familyId: string, now: Date) {
  await db
    .update(apiTokens)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(apiTokens.familyId, familyId), isNull(apiTokens.revokedAt)));
}

/** Rotates a refresh token; `reused` when it had been used before (its family is revoked then). */
export async function refreshTokenPair(
  db: Db,
  refreshToken: string,
  now: Date,
): Promise<{ ok: true; pair: TokenPair } | { ok: false; reason: 'invalid' | 'reused' }> {
  const tokenHash = await apiTokenHash(refreshToken);
  // Marking the token used is the atomic step: of two concurrent refreshes only one gets a row back.
  const [claimed] = await db
    .update(apiTokens)
    .set({ usedAt: now.toISOString() })
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        eq(apiTokens.kind, 'refresh'),
        isNull(apiTokens.usedAt),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, now.toISOString()),
      ),
    )
    .returning({ accountId: apiTokens.accountId, familyId: apiTokens.familyId });
  if (claimed) return { ok: true, pair: await issueTokenPair(db, claimed.accountId, now, claimed.familyId) };
  const [known] = await db
    .select({ familyId: apiTokens.familyId, usedAt: apiTokens.usedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, tokenHash), eq(apiTokens.kind, 'refresh')))
    .limit(1);
  if (known?.usedAt) {
    await revokeFamily(db, known.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  return { ok: false, reason: 'invalid' };
}

/** Signs the app out: the family of the given refresh token is revoked. */
export async function revokeByRefreshToken(db: Db, refreshToken: string, now: Date): Promise<void> {
  const tokenHash = await apiTokenHash(refreshToken);
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
