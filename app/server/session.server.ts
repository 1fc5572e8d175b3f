import { and, eq, gt, sql } from 'drizzle-orm';
import type { Viewer } from '~/domain/access';
import type { Db } from '~db/client';
import { accountRoles } from '~db/schema/accounts';
import { sessions } from '~db/schema/auth';

/**
 * Browser sessions (spec 1 §6: logged in or not). The cookie carries a random id; D1 keeps only its
 * SHA-256, so a leaked database row cannot be replayed as a cookie.
 */
export const SESSION_COOKIE = '__session';
const SESSION_DAYS = 30;

export async function sessionIdHash(sessionId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sessionId));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The session id from the Cookie header, or null. */
export function readSessionId(request: Request): string | null {
  const header = request.headers.get('Cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const id = value.join('=');
      return /^[A-Za-z0-9_-]{20,100}$/.test(id) ? id : null;
    }
  }
  return null;
}

/** Whether the request carries a session cookie at all (pages for such requests are never shared). */
export function hasSessionCookie(request: Request): boolean {
  return readSessionId(request) !== null;
}

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
    })
    .from(sessions)
    .leftJoin(
      accountRoles,
      and(eq(accountRoles.accountId, sessions.accountId), eq(accountRoles.role, 'product-manager')),
    )
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now.toISOString())))
    .limit(1);
}

export function toViewer(
  rows: ReadonlyArray<{ accountId: number; isProductManager: number | boolean }>,
): Viewer {
  const row = rows[0];
  return row ? { accountId: row.accountId, isProductManager: Boolean(row.isProductManager) } : null;
}

/** The stored hash of the request's session id, or null without a session cookie. */
export async function requestSessionIdHash(request: Request): Promise<string | null> {
  const sessionId = readSessionId(request);
  return sessionId === null ? null : sessionIdHash(sessionId);
}

/** The signed-in viewer of a request, or null for an anonymous visitor. */
export async function getViewer(request: Request, db: Db): Promise<Viewer> {
  const idHash = await requestSessionIdHash(request);
  if (idHash === null) return null;
  return toViewer(await viewerQuery(db, idHash));
}

function randomSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export function sessionCookie(
  sessionId: string,
  options: { secure: boolean; maxAgeSeconds: number },
): string {
  const attributes = [
    `${SESSION_COOKIE}=${sessionId}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${options.maxAgeSeconds}`,
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Starts a session for an account; returns the id (for the cookie) and its Set-Cookie header. */
export async function createSession(
  db: Db,
  accountId: number,
  options: { secure: boolean; now?: Date } = { secure: true },
): Promise<{ sessionId: string; setCookie: string }> {
  const now = options.now ?? new Date();
  const sessionId = randomSessionId();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({
    idHash: await sessionIdHash(sessionId),
    accountId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return {
    sessionId,
    setCookie: sessionCookie(sessionId, { secure: options.secure, maxAgeSeconds: SESSION_DAYS * 86_400 }),
  };
}
