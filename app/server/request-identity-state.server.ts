// Relative, type-only imports: the Worker's load context makes this state, and vite.config.ts loads
// that module (workers/load-context.ts) before any path alias exists.
import type { ProfileAccessRows } from '../../db/queries/profile';
import type { FirstBatchValues, JoinedReads, RequestViewer } from './request-identity.server';

/** A request's identity reads (`context.identity`; app/server/request-identity.server.ts reads and fills it). */
export type RequestIdentity = {
  viewer: Promise<RequestViewer> | null;
  /** Reads waiting to join the first batch; null once it is built. */
  joining: Array<JoinedReads> | null;
  /** The session values the first batch bound, for reads that come after it. */
  bound: Promise<Omit<FirstBatchValues, 'username'>> | null;
  /** Access rows by lower-case username (they do not depend on the viewer). */
  players: Map<string, Promise<ProfileAccessRows>>;
  /** The current username of a username no account has, by lower-case username (decision 032). */
  renamed: Map<string, Promise<string | null>>;
};

/** The identity of a request nothing has read yet. */
export function newRequestIdentity(): RequestIdentity {
  return { viewer: null, joining: [], bound: null, players: new Map(), renamed: new Map() };
}
