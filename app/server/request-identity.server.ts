import type { AppLoadContext } from '@remix-run/cloudflare';
import type { SQL } from 'drizzle-orm';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { Viewer } from '~/domain/access/access';
import { tokenViewerQuery } from '~db/queries/api-tokens';
import {
  accountIdOfUsername,
  type ProfileAccessRows,
  profileAccessQueries,
  toProfileAccessRows,
} from '~db/queries/profile';
import { type SessionPlayerValues, toViewer, viewerQuery } from '~db/queries/sessions';
import { renamedTo } from '~db/queries/usernames';
import { apiTokenHash, readBearerToken } from './bearer-token.server';
import { requestNow } from './clock.server';
import { requestSessionIdHash } from './session.server';

/*
 * Who asks, and about whom, resolved once per request (decision 039). The Worker parses the path's
 * player once (`context.requestPlayer`); the viewer (the session cookie's account, or on the APIs the
 * Bearer token's, for reads and writes alike) and that player's access rows are read in one D1 batch
 * by whichever loader asks first, and every other loader of the request — the root's included —
 * shares that read. Its state is the request's own (`context.identity`, made with the load context).
 */

/** How the request says who it is. */
export type Credential = 'none' | 'session' | 'token' | 'malformed-token';

export type RequestViewer = {
  viewer: Viewer;
  credential: Credential;
  /** The viewer's round shard (decision 119): their own rounds are read there; null before their first. */
  roundShard: string | null;
};

type Reads = ReadonlyArray<BatchItem<'sqlite'>>;

/** What a statement joined to the first batch binds (`readWithIdentity`). */
export type FirstBatchValues = SessionPlayerValues;

export type JoinedReads = {
  username: string;
  build: (values: FirstBatchValues) => Reads;
  resolve: (results: Array<unknown>) => void;
  reject: (error: unknown) => void;
};

type ViewerSource =
  | { credential: 'none' | 'malformed-token' }
  | { credential: 'session'; idHash: string }
  | { credential: 'token'; tokenHash: string };

// Bearer tokens are the mobile app's, and only the APIs accept them; pages read the session.
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
  const identity = context.identity;
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
    const now = requestNow(request, context.config);
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
      viewer: {
        viewer: toViewer(viewerRows),
        credential: source.credential,
        roundShard: viewerRows[0]?.roundShard ?? null,
      } satisfies RequestViewer,
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
  const identity = context.identity;
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
  const identity = context.identity;
  if (identity.viewer) return identity.viewer;
  const username = context.requestPlayer?.username ?? null;
  return startIdentity(request, context, username, undefined).then(({ viewer }) => viewer);
}

/** The viewer of a read API that names no player by username (`me`): nothing else is read with it. */
export function apiViewer(request: Request, context: AppLoadContext): Promise<RequestViewer> {
  return (
    context.identity.viewer ?? startIdentity(request, context, null, undefined).then(({ viewer }) => viewer)
  );
}

function startIdentity<T extends Reads>(
  request: Request,
  context: AppLoadContext,
  username: string | null,
  reads: ((playerId: SQL) => T) | undefined,
) {
  const identity = context.identity;
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
  const identity = context.identity;
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

/**
 * The username an account took after giving `username` up (decision 032), or null: read once per
 * request, though the profile layout's loader and its child's both ask when no account has it.
 */
export function renamedUsername(context: AppLoadContext, username: string): Promise<string | null> {
  const key = username.toLowerCase();
  let read = context.identity.renamed.get(key);
  if (!read) {
    read = renamedTo(context.db, key);
    context.identity.renamed.set(key, read);
  }
  return read;
}

// db.batch takes a non-empty tuple; callers check the length.
function asBatch(statements: Reads) {
  return statements as unknown as [Reads[number], ...Array<Reads[number]>];
}
