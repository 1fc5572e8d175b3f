/*
 * D1 read replication through the Sessions API (issue 32 §5, decision 120). A visitor's read (a GET
 * without a session or a token: profile pages, their reports, the read APIs' public answers)
 * tolerates a few seconds of lag, so D1 may answer it from a replica near the Worker. Anything a
 * signed-in person or the app asks, and every write, starts at the primary, so a player always reads
 * their own writes (a round posted from the app is on the dashboard at once).
 */

/**
 * The session constraint of a request's D1 sessions, or null for the primary without a session.
 * `signedIn`: the request carries a session cookie (the Worker knows; this module stays free of the
 * app's imports, as vite.config.ts loads the load context).
 */
export function replicaConstraint(request: Request, signedIn: boolean): D1SessionConstraint | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (signedIn || request.headers.has('Authorization')) return null;
  return 'first-unconstrained';
}

/** The binding as the request reads it: a D1 session that may use replicas, or the binding itself. */
export function readingD1(d1: D1Database, constraint: D1SessionConstraint | null): D1Database {
  if (constraint === null || typeof d1.withSession !== 'function') return d1;
  // A session has the binding's prepare and batch, all that Drizzle and the round-trip counter use.
  return d1.withSession(constraint) as unknown as D1Database;
}
