import { type Cookie, createCookie } from '@remix-run/cloudflare';
import type { Db } from '~db/client';
import { deleteSession, insertSession } from '~db/queries/sessions';
import { type CookieSigning, cookieSecrets, cookieValue } from './cookies.server';

/**
 * Browser sessions (spec 1 §6: logged in or not). The cookie carries a random 128-bit id, signed through
 * Remix's cookie API (decision 037); D1 keeps only the id's SHA-256, so a leaked database row cannot be
 * replayed as a cookie. In production the cookie is `__Host-session` (Secure, no Domain, Path=/: no
 * subdomain can set or read it) and only that name is read; in the local modes, over plain http,
 * `__session`.
 */
export const SESSION_COOKIE = '__session';
export const SECURE_SESSION_COOKIE = '__Host-session';
const SESSION_COOKIES: ReadonlyArray<string> = [SECURE_SESSION_COOKIE, SESSION_COOKIE];
const SESSION_ID = /^[A-Za-z0-9_-]{20,100}$/;
// issue 4 §6: a 30-day absolute expiry, counted from sign-in and never extended.
export const SESSION_DAYS = 30;

export async function sessionIdHash(sessionId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sessionId));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether session cookies are Secure and `__Host-` prefixed: everywhere but local http. */
export function secureCookies(config: { ENVIRONMENT: string }): boolean {
  return config.ENVIRONMENT === 'production';
}

/** What the session cookie depends on: the mode (its name and Secure) and the signing secret. */
export type SessionCookieConfig = CookieSigning & { ENVIRONMENT: string };

/** The session cookie of the mode: `__Host-session` when secure, `__session` locally; signed either way. */
function sessionCookie(config: SessionCookieConfig, name?: string): Cookie {
  const secure = secureCookies(config);
  return createCookie(name ?? (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure && name !== SESSION_COOKIE,
    secrets: cookieSecrets(config, 'session'),
  });
}

/**
 * The session id of the request: from `__Host-session` when cookies are secure (production: a
 * `__session` cookie, which any subdomain could plant, is never read), from `__session` locally. A
 * cookie whose signature does not match (tampered, or issued before cookies were signed) is no session.
 */
export async function readSessionId(request: Request, config: SessionCookieConfig): Promise<string | null> {
  const header = request.headers.get('Cookie');
  if (header === null) return null;
  try {
    const id: unknown = await sessionCookie(config).parse(header);
    return typeof id === 'string' && SESSION_ID.test(id) ? id : null;
  } catch {
    // A signature that is not even base64 makes the cookie API throw.
    return null;
  }
}

/**
 * Whether the request carries a session cookie of either name (pages for such requests are never
 * shared; deciding that needs no configuration and errs on the private side).
 */
export function hasSessionCookie(request: Request): boolean {
  return SESSION_COOKIES.some((name) => cookieValue(request, name) !== null);
}

/** The stored hash of the request's session id, or null without a session cookie. */
export async function requestSessionIdHash(
  request: Request,
  config: SessionCookieConfig,
): Promise<string | null> {
  const sessionId = await readSessionId(request, config);
  return sessionId === null ? null : sessionIdHash(sessionId);
}

/** 128 random bits, base64url (issue 4 §6). */
function randomSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** Starts a session for an account; returns the id (for the cookie) and its Set-Cookie header. */
export async function createSession(
  db: Db,
  accountId: number,
  options: { config: SessionCookieConfig; now?: Date },
): Promise<{ sessionId: string; setCookie: string }> {
  const now = options.now ?? new Date();
  const sessionId = randomSessionId();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await insertSession(db, {
    idHash: await sessionIdHash(sessionId),
    accountId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return {
    sessionId,
    setCookie: await sessionCookie(options.config).serialize(sessionId, { maxAge: SESSION_DAYS * 86_400 }),
  };
}

/** Set-Cookie headers that remove the session cookie (both names: the browser may hold either). */
export async function clearSessionCookies(config: SessionCookieConfig): Promise<Array<string>> {
  const names = secureCookies(config) ? [SECURE_SESSION_COOKIE, SESSION_COOKIE] : [SESSION_COOKIE];
  return Promise.all(names.map((name) => sessionCookie(config, name).serialize('', { maxAge: 0 })));
}

/**
 * Signs an account in: a new session id on every sign-in (the request's old session, if any, is
 * deleted first, so a planted or stolen id is never promoted to a signed-in one).
 */
export async function signIn(
  db: Db,
  request: Request,
  accountId: number,
  options: { config: SessionCookieConfig; now?: Date },
): Promise<string> {
  const oldHash = await requestSessionIdHash(request, options.config);
  if (oldHash !== null) await deleteSession(db, oldHash);
  const { setCookie } = await createSession(db, accountId, options);
  return setCookie;
}

/** Signs the request's session out: the row is deleted, so the id is worthless even if kept. */
export async function signOut(db: Db, request: Request, config: SessionCookieConfig): Promise<Array<string>> {
  const idHash = await requestSessionIdHash(request, config);
  if (idHash !== null) await deleteSession(db, idHash);
  return clearSessionCookies(config);
}
