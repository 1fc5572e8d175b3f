import type { TokenPair } from '~/domain/auth/app-api';
import { ACCESS_TOKEN_TTL_MS, REFRESH_GRACE_MS, REFRESH_TOKEN_TTL_MS } from '~/domain/auth/auth-limits';
import type { Db } from '~db/client';
import {
  insertTokenPair,
  refreshTokenState,
  revokeFamilyOfToken,
  revokeTokenFamily,
  rotateRefreshToken,
} from '~db/queries/api-tokens';
import { fromBase64Url, randomToken, toBase64Url } from './auth-crypto.server';
import { apiTokenHash } from './bearer-token.server';

/*
 * Mobile-app tokens (issue 4 §9; spec 1 §6 "one refresh on 401"). Sign-in gives an access token (one
 * hour) and a refresh token (30 days) of a new family. A refresh token works once: refreshing marks it
 * used and issues a new pair of the same family; presenting a used one again after a short grace
 * window means it was copied, so the whole family is revoked (OAuth 2.0 Security BCP, refresh token
 * rotation).
 */

type NewPair = { pair: TokenPair; accessHash: string; refreshHash: string };

async function newPair(): Promise<NewPair> {
  const accessToken = randomToken(32);
  const refreshToken = randomToken(32);
  return {
    pair: { accessToken, refreshToken, tokenType: 'Bearer', expiresIn: ACCESS_TOKEN_TTL_MS / 1000 },
    accessHash: await apiTokenHash(accessToken),
    refreshHash: await apiTokenHash(refreshToken),
  };
}

function expiries(now: Date) {
  return {
    access: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS).toISOString(),
    refresh: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
  };
}

export async function issueTokenPair(
  db: Db,
  accountId: number,
  now: Date,
  familyId: string = crypto.randomUUID(),
) {
  const { pair, accessHash, refreshHash } = await newPair();
  const createdAt = now.toISOString();
  const expiresAt = expiries(now);
  await insertTokenPair(db, {
    accountId,
    familyId,
    createdAt,
    tokens: [
      { tokenHash: accessHash, kind: 'access', expiresAt: expiresAt.access },
      { tokenHash: refreshHash, kind: 'refresh', expiresAt: expiresAt.refresh },
    ],
  });
  return pair;
}

// The pair a refresh token was rotated into is kept for the grace window, encrypted (AES-GCM) under a
// key derived from that refresh token: only a client holding it can read the pair back, and a copy of
// the database reveals no usable token.
async function successorKey(refreshToken: string): Promise<CryptoKey> {
  const material = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`successor|${refreshToken}`),
  );
  return crypto.subtle.importKey('raw', material, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

async function sealSuccessor(refreshToken: string, pair: TokenPair): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify([pair.accessToken, pair.refreshToken]));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await successorKey(refreshToken),
    plain,
  );
  return `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

async function openSuccessor(refreshToken: string, sealed: string): Promise<TokenPair | null> {
  const [iv, data] = sealed.split('.');
  if (!iv || !data) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(iv) },
      await successorKey(refreshToken),
      fromBase64Url(data),
    );
    const [accessToken, refreshTokenNext] = JSON.parse(new TextDecoder().decode(plain)) as [string, string];
    return {
      accessToken,
      refreshToken: refreshTokenNext,
      tokenType: 'Bearer',
      expiresIn: ACCESS_TOKEN_TTL_MS / 1000,
    };
  } catch {
    return null;
  }
}

/**
 * Rotates a refresh token (issue 14 §5). The claim of the old token and the new pair's rows are one
 * batch: the pair exists only if this request's claim won. A refresh of the same token within
 * REFRESH_GRACE_MS of its use (the app's concurrent requests after one 401) gets the same new pair;
 * later, it is a replay and the whole family is revoked (`reused`).
 */
export async function refreshTokenPair(
  db: Db,
  refreshToken: string,
  now: Date,
): Promise<{ ok: true; pair: TokenPair } | { ok: false; reason: 'invalid' | 'reused' }> {
  const tokenHash = await apiTokenHash(refreshToken);
  const next = await newPair();
  const successor = await sealSuccessor(refreshToken, next.pair);
  const createdAt = now.toISOString();
  const expiresAt = expiries(now);
  const claimed = await rotateRefreshToken(db, {
    tokenHash,
    successor,
    createdAt,
    tokens: [
      { tokenHash: next.accessHash, kind: 'access', expiresAt: expiresAt.access },
      { tokenHash: next.refreshHash, kind: 'refresh', expiresAt: expiresAt.refresh },
    ],
  });
  if (claimed) return { ok: true, pair: next.pair };

  const known = await refreshTokenState(db, tokenHash);
  if (!known?.usedAt) return { ok: false, reason: 'invalid' };
  if (known.revokedAt !== null) return { ok: false, reason: 'reused' };
  const inGrace = now.getTime() - new Date(known.usedAt).getTime() <= REFRESH_GRACE_MS;
  const pair = inGrace && known.successor ? await openSuccessor(refreshToken, known.successor) : null;
  if (pair) return { ok: true, pair };
  await revokeTokenFamily(db, known.familyId, now);
  return { ok: false, reason: 'reused' };
}

/** Signs the app out: the family of the given refresh token is revoked. */
export async function revokeByRefreshToken(db: Db, refreshToken: string, now: Date): Promise<void> {
  const tokenHash = await apiTokenHash(refreshToken);
  await revokeFamilyOfToken(db, tokenHash, now);
}
