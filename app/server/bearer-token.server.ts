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
