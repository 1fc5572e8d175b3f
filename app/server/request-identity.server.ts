import type { AppLoadContext } from '@remix-run/cloudflare';
import type { SQL } from 'drizzle-orm';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { Viewer } from '~/domain/access/access';
import { requestPlayerOf } from '~/domain/hosts/request-player';
import { tokenViewerQuery } from '~db/queries/api-tokens';
import {
  accountIdOfUsername,
  type ProfileAccessRows,
  profileAccessQueries,
  toProfileAccessRows,
} from '~db/queries/profile';
import { type SessionPlayerValues, toViewer, viewerQuery } from '~db/queries/sessions';
import { apiTokenHash, readBearerToken } from './api-auth.server';
import { withEditedHeaders } from './response-headers.server';
import { requestSessionIdHash } from './session.server';

/*
 * Who asks, and about whom, resolved once per request (decision 039). The host (load context) maps
 * the path to a player; the viewer (the session cookie's account, or on the read APIs the Bearer
 * token's) and that player's access rows are read in one D1 batch by whichever loader asks first, and
 * every other loader of the request — the root's included — shares that read. Keyed by the load
 * context, which Remix hands to every loader of a request.
 */

/** How the request says who it is. */
export type Credential = 'none' | 'session' | 'token' | 'malformed-token';

export type RequestViewer = { viewer: Viewer; credential: Credential };

type Reads = ReadonlyArray<BatchItem<'sqlite'>>;

/** What a statement joined to the first batch binds (`readWithIdentity`). */
export type FirstBatchValues = SessionPlayerValues;

type JoinedReads = {
  username: string;
  build: (values: FirstBatchValues) => Reads;
  resolve: (results: Array<unknown>) => void;
  reject: (error: unknown) => void;
};

type Identity = {
  viewer: Promise<RequestViewer> | null;
  /** Reads waiting to join the first batch; null once it is built. */
  joining: Array<JoinedReads> | null;
  /** The session values the first batch bound, for reads that come after it. */
  bound: Promise<Omit<FirstBatchValues, 'username'>> | null;
  /** Access rows by lower-case username (they do not depend on the viewer). */
  players: Map<string, Promise<ProfileAccessRows>>;
  /** The version of the account the profile page was rendered from (the edge cache's key). */
  profileVersion: number | null;
  /** The page shows data of more than its own account: the edge cache must not keep it. */
  showsOthers: boolean;
};

const identities = new WeakMap<AppLoadContext, Identity>();

function identityOf(context: AppLoadContext): Identity {
  let identity = identities.get(context);
  if (!identity) {
    identity = {
      viewer: null,
      joining: [],
      bound: null,
      players: new Map(),
      profileVersion: null,
      showsOthers: false,
    };
    identities.set(context, identity);
  }
  return identity;
}

type ViewerSource =
  | { credential: 'none' | 'malformed-token' }
  | { credential: 'session'; idHash: string }
  | { credential: 'token'; tokenHash: string };

// Bearer tokens are the mobile app's, and only the read APIs accept them; pages read the session.
async function viewerSource(request: Request, context: AppLoadContext): Promise<ViewerSource> {
  if (new URL(request.url).pathname.startsWith('/api/')) {
    const token = readBearerToken(request);
    if (token !== null) return { credential: 'token', tokenHash: await apiTokenHash(token) };
    if (request.headers.has('Authorization')) return { credential: 'malformed-token' };
  }
  const idHash = await requestSessionIdHash(request, context.config);
  return idHash === null ? { credential: 'none' } : { credential: 'session', idHash };
}

function viewerStatements(context: AppLoadContext, source: ViewerSource, now: Date) {
  if (source.credential === 'session') return [viewerQuery(context.db, source.idHash, now)] as const;
  if (source.credential === 'token') return [tokenViewerQuery(context.db, source.tokenHash, now)] as const;
  return [] as const;
}

function sessionValues(source: ViewerSource, now: Date): Omit<FirstBatchValues, 'username'> {
  return { session: source.credential === 'session' ? source.idHash : '', now: now.toISOString() };
}

/**
 * The first read of a request: the viewer, `username`'s access rows and `reads` (given the player's
 * id as a subquery) in one batch; a request without credentials reads no viewer.
 */
async function firstRead<T extends Reads>(
  request: Request,
  context: AppLoadContext,
  username: string | null,
  reads: ((playerId: SQL) => T) | undefined,
) {
  const { db } = context;
  const identity = identityOf(context);
  let settleBound: (values: Omit<FirstBatchValues, 'username'>) => void = () => undefined;
  let failBound: (error: unknown) => void = () => undefined;
  identity.bound = new Promise((resolve, reject) => {
    settleBound = resolve;
    failBound = reject;
  });
  // Only later joiners wait on it; a failure reaches them through their own reads.
  identity.bound.catch(() => undefined);
  let joined: Array<JoinedReads> = [];
  try {
    const source = await viewerSource(request, context);
    const now = new Date();
    const bound = sessionValues(source, now);
    settleBound(bound);
    // Every loader of the request has started by now (they start together): their reads join.
    joined = identity.joining ?? [];
    identity.joining = null;
    const viewerReads = viewerStatements(context, source, now);
    const accessReads = username === null ? [] : profileAccessQueries(db, username);
    const ownReads = username === null || !reads ? [] : reads(accountIdOfUsername(username));
    const joinedReads = joined.map((join) => join.build({ ...bound, username: join.username }));
    const statements = [...viewerReads, ...accessReads, ...ownReads, ...joinedReads.flat()];
    const results: Array<unknown> = statements.length === 0 ? [] : await db.batch(asBatch(statements));
    const viewerRows = viewerReads.length === 0 ? [] : (results.shift() as Parameters<typeof toViewer>[0]);
    const accessRows = results.splice(0, accessReads.length);
    const own = results.splice(0, ownReads.length);
    joined.forEach((join, i) => {
      join.resolve(results.splice(0, joinedReads[i]?.length ?? 0));
    });
    return {
      viewer: { viewer: toViewer(viewerRows), credential: source.credential } satisfies RequestViewer,
      access:
        username === null
          ? null
          : toProfileAccessRows(
              accessRows as unknown as BatchResponse<ReturnType<typeof profileAccessQueries>>,
            ),
      // The batch's type is a flat list; these are the results of `reads`, in order.
      results: own as unknown as BatchResponse<T>,
    };
  } catch (error) {
    for (const join of joined.length > 0 ? joined : (identity.joining ?? [])) join.reject(error);
    identity.joining = null;
    failBound(error);
    throw error;
  }
}

/**
 * Reads about `username` (null: about the viewer alone) and the request's viewer (`reads` binds db/queries/sessions.ts
 * `sessionAccountId` and db/queries/profile.ts `usernameAccountId`) in the request's first D1 batch,
 * when it has not been sent yet: the loaders of a request start together, and the first batch is
 * built once the session cookie is hashed. Later, they are a batch of their own. For pages (the
 * session's viewer); the results are the caller's to drop when access is refused.
 */
export function readWithIdentity<T extends Reads>(
  request: Request,
  context: AppLoadContext,
  username: string | null,
  reads: (values: FirstBatchValues) => T,
): Promise<BatchResponse<T>> {
  const identity = identityOf(context);
  const key = username?.toLowerCase() ?? '';
  let read: Promise<Array<unknown>>;
  if (identity.joining !== null) {
    read = new Promise<Array<unknown>>((resolve, reject) => {
      identity.joining?.push({ username: key, build: reads, resolve, reject });
    });
    if (!identity.viewer) void requestViewer(request, context).catch(() => undefined);
  } else {
    read = (async () => {
      const bound = await (identity.bound as Promise<Omit<FirstBatchValues, 'username'>>);
      const statements = reads({ ...bound, username: key });
      return statements.length === 0 ? [] : await context.db.batch(asBatch(statements));
    })();
  }
  // A caller whose access check refuses the request never awaits the rows.
  read.catch(() => undefined);
  return read as unknown as Promise<BatchResponse<T>>;
}

/**
 * The request's viewer. On a page that shows a player (the URL's, through the host), the first caller
 * reads that player's access rows in the same batch, for the profile loaders.
 */
export function requestViewer(request: Request, context: AppLoadContext): Promise<RequestViewer> {
  const identity = identityOf(context);
  if (identity.viewer) return identity.viewer;
  const player = requestPlayerOf(new URL(request.url).pathname, context.host);
  return startIdentity(request, context, player?.username ?? null, undefined).then(({ viewer }) => viewer);
}

/** The viewer of a read API that names no player by username (`me`): nothing else is read with it. */
export function apiViewer(request: Request, context: AppLoadContext): Promise<RequestViewer> {
  return (
    identityOf(context).viewer ??
    startIdentity(request, context, null, undefined).then(({ viewer }) => viewer)
  );
}

function startIdentity<T extends Reads>(
  request: Request,
  context: AppLoadContext,
  username: string | null,
  reads: ((playerId: SQL) => T) | undefined,
) {
  const identity = identityOf(context);
  const read = firstRead(request, context, username, reads);
  identity.viewer = read.then(({ viewer }) => viewer);
  if (username !== null) {
    identity.players.set(
      username,
      read.then(({ access }) => access as ProfileAccessRows),
    );
  }
  return read;
}

/**
 * A player's access rows and the request's viewer, read once per request each. `reads` (a read API's
 * own statements) join the request's first batch when this is its first read, else a batch of their own
 * after the access rows; their results are the caller's to drop when access is refused.
 */
export async function playerAccess<T extends Reads = []>(
  request: Request,
  context: AppLoadContext,
  username: string,
  reads?: (playerId: SQL) => T,
): Promise<{ viewer: RequestViewer; rows: ProfileAccessRows; results: BatchResponse<T> }> {
  const key = username.toLowerCase();
  const identity = identityOf(context);
  if (!identity.viewer) {
    const read = await startIdentity(request, context, key, reads);
    return { viewer: read.viewer, rows: read.access as ProfileAccessRows, results: read.results };
  }
  let rows = identity.players.get(key);
  if (!rows) {
    rows = context.db.batch(profileAccessQueries(context.db, key)).then(toProfileAccessRows);
    identity.players.set(key, rows);
  }
  const [viewer, accessRows] = await Promise.all([identity.viewer, rows]);
  const own = reads?.(accountIdOfUsername(key)) ?? [];
  const results = own.length === 0 ? [] : await context.db.batch(asBatch(own));
  return { viewer, rows: accessRows, results: results as unknown as BatchResponse<T> };
}

// db.batch takes a non-empty tuple; callers check the length.
function asBatch(statements: Reads) {
  return statements as unknown as [Reads[number], ...Array<Reads[number]>];
}

/**
 * The header that hands the Worker the account version a profile page was rendered from (the edge
 * cache's key, workers/app.ts). Set by the document and data entries (app/entry.server.tsx) and by
 * resource routes that render a profile's file; the Worker removes it before the response leaves.
 */
export const RENDERED_PROFILE_VERSION_HEADER = 'X-Rendered-Profile-Version';

/** Records the account version a profile page is rendered from, for the edge cache. */
export function recordProfileVersion(context: AppLoadContext, version: number): void {
  identityOf(context).profileVersion = version;
}

/**
 * A profile page that shows another account's data too (a comparison with a second player): its
 * account's version no longer says when the page is stale, and the other account's visibility may
 * differ between visitors, so it is rendered for each request and never kept by the edge cache.
 */
export function keepOutOfEdgeCache(context: AppLoadContext): void {
  identityOf(context).showsOthers = true;
}

/**
 * The account version the request's profile page was rendered from, or null when it showed none or
 * must not be kept (keepOutOfEdgeCache).
 */
export function renderedProfileVersion(context: AppLoadContext): number | null {
  const identity = identities.get(context);
  return identity?.showsOthers ? null : (identity?.profileVersion ?? null);
}

/** `response` carrying the request's rendered profile version, when its render showed a profile. */
export function withRenderedProfileVersion(response: Response, context: AppLoadContext): Response {
  const version = renderedProfileVersion(context);
  if (version === null) return response;
  return withEditedHeaders(response, (headers) =>
    headers.set(RENDERED_PROFILE_VERSION_HEADER, String(version)),
  );
}
