import type { Db } from '~db/client';
import { accountOfAccessToken } from '~db/queries/api-tokens';
import { sessionIdHash } from './session.server';

/**
 * Bearer tokens of the mobile app (spec 1 §6: the client sends a token and refreshes once on 401).
 * D1 keeps only the SHA-256 of a token, like session ids.
 */
export const apiTokenHash = sessionIdHash;

/** The token of an `Authorization: Bearer …` header, or null. */
export function readBearerToken(request: Request): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

export function unauthorized(message: string): Response {
  // `message` as in every other auth API answer (app/server/api-json.server.ts); `error` kept for callers.
  return Response.json(
    { error: message, message },
    { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="api"', 'Cache-Control': 'no-store' } },
  );
}

/**
 * The account of a request's access token; throws a 401 JSON response when the token is missing,
 * unknown, expired or revoked.
 */
const NO_TOKEN = 'Sign in first: send an access token as "Authorization: Bearer …".';
const BAD_TOKEN = 'The access token is invalid or has expired. Refresh it and try again.';

/** The 401 of a request whose bearer token did not name a live access token. */
export function tokenRefused(request: Request): Response {
  return unauthorized(readBearerToken(request) === null ? NO_TOKEN : BAD_TOKEN);
}

export async function requireApiAccount(request: Request, db: Db, now: Date = new Date()): Promise<number> {
  const token = readBearerToken(request);
  if (token === null) throw unauthorized(NO_TOKEN);
  const accountId = await accountOfAccessToken(db, await apiTokenHash(token), now);
  if (accountId === null) throw unauthorized(BAD_TOKEN);
  return accountId;
}
