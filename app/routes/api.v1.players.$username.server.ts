import type { AppLoadContext } from '@remix-run/cloudflare';
import type { SQL } from 'drizzle-orm';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import { canViewProfile, hasPlayerAccess, isFeatureVisible, type Viewer } from '~/domain/access/access';
import { FEATURE_IDS, type FeatureName } from '~/domain/access/features';
import { fullName } from '~/domain/accounts/names';
import { ME } from '~/domain/accounts/usernames';
import type { Parsed } from '~/server/api/api-params';
import { jsonError } from '~/server/api-json.server';
import { apiViewer, playerAccess, type RequestViewer } from '~/server/request-identity.server';
import type { Db } from '~db/client';
import {
  accountIdValue,
  type ProfileAccount,
  profileAccessQueriesById,
  toAccountAccessRows,
} from '~db/queries/profile';
import { renamedTo } from '~db/queries/usernames';
import { readBoth } from '~db/shards';

/*
 * The access check of the read APIs (issue 5 point 7; spec 1 §6 / spec 2 §6): the viewer is the
 * session's account in the browser or the Bearer token's account in the mobile app; the player is
 * found by username. Unknown players and private websites answer 404 alike (a private site does not
 * say it exists); a feature hidden from this viewer answers 403; in both cases before any of the
 * player's data is read.
 */

export type PlayerApiAccess = {
  /** `username` is null only for `me` before onboarding (issue 15 point 2). */
  player: Omit<ProfileAccount, 'username'> & { username: string | null; fullName: string };
  viewer: Viewer;
  hasAccess: boolean;
  /** Whether this viewer may see another feature of the player: an answer adds its data only then. */
  sees: (feature: Exclude<FeatureName, 'website'>) => boolean;
};

/** A read API's redirect (decision 032): never stored, since the username may change again. */
function permanentRedirect(location: string): Response {
  return new Response(null, { status: 308, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/** The viewer of a request whose credentials hold; a bad or expired token is a 401. */
function authenticated({ viewer, credential }: RequestViewer): Viewer {
  if (credential === 'malformed-token' || (credential === 'token' && viewer === null)) throw unauthorized();
  return viewer;
}

function unauthorized(): Response {
  return Response.json(
    {
      error: 'Unauthorized',
      message: 'The access token is invalid or has expired. Refresh it and try again.',
    },
    { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="api"', 'Cache-Control': 'no-store' } },
  );
}

// spec 1 §6 feature names as readers know them (the 403 message).
const FEATURE_LABELS: Record<Exclude<FeatureName, 'website'>, string> = {
  summary: 'summary',
  resume: 'resume',
  schedule: 'schedule',
  'my-rounds': 'rounds',
  gallery: 'gallery',
  'data-analysis': 'data analysis',
  stats: 'compare stats',
  'report-viewer': 'reports',
};

type Reads = ReadonlyArray<BatchItem<'sqlite'>>;

/**
 * An API's own statements over the player's rounds, given the player's id (as SQL) and the database
 * they run on: the player's round shard (decision 119), or the directory when it is the only shard.
 */
export type PlayerReads<T extends Reads> = (playerId: SQL, shard: Db) => T;

/**
 * Whether the directory is the deployment's only round shard (a deployment without shards): then an
 * API's reads ride the access check's batch, one D1 round trip, as before shards.
 */
function directoryIsOnlyShard(context: AppLoadContext): boolean {
  const [only, ...others] = context.shards.names;
  return only !== undefined && others.length === 0 && context.shards.db(only) === context.db;
}

/**
 * The player of `username` and the viewer, when the viewer may see `feature` of that player; else
 * throws the JSON answer (401 bad token, 404 no such player or private site, 403 hidden feature).
 * `reads` are the API's own statements over the player's rounds: with round shards they run on the
 * player's shard once the access check (which names it) has passed; when the directory is the only
 * shard they run in the same db.batch as the access check (one D1 round trip), and their results are
 * dropped unread when the check fails.
 */
export async function requirePlayerFeature<T extends Reads = []>(
  request: Request,
  context: AppLoadContext,
  username: string | undefined,
  feature: Exclude<FeatureName, 'website'>,
  reads?: PlayerReads<T>,
): Promise<PlayerApiAccess & { results: BatchResponse<T> }> {
  const notFound = () => jsonError(404, 'NotFound', `No player named "${username ?? ''}".`);
  if (!username || !/^[A-Za-z0-9._-]{1,64}$/.test(username)) throw notFound();
  if (username.toLowerCase() === ME) return requireOwnData(request, context, reads);
  const joined = directoryIsOnlyShard(context);
  // The viewer (session or Bearer token), the player's access rows, and without shards `reads`: one batch.
  const read = await playerAccess(
    request,
    context,
    username,
    joined && reads ? (playerId) => reads(playerId, context.db) : undefined,
  );
  const viewer = authenticated(read.viewer);
  const { account, settings, subCircleAccountIds } = read.rows;
  if (account === null)
    throw (await renamedPlayerRedirect(request, context, username, feature)) ?? notFound();
  const hasAccess = hasPlayerAccess(viewer, { accountId: account.accountId, subCircleAccountIds });
  // spec 1 §6: a private website sends non-authorised visitors away; an API does not reveal it.
  if (!canViewProfile(settings, hasAccess)) throw notFound();
  if (!isFeatureVisible(FEATURE_IDS[feature], settings, hasAccess)) {
    throw jsonError(403, 'Forbidden', `This player's ${FEATURE_LABELS[feature]} are not shared.`);
  }
  const results = joined
    ? read.results
    : await readOnShard(context.shards.ofPlayer(account.roundShard), account.accountId, reads);
  return {
    player: { ...account, fullName: fullName(account) },
    viewer,
    hasAccess,
    sees: (other) => isFeatureVisible(FEATURE_IDS[other], settings, hasAccess),
    results: results as BatchResponse<T>,
  };
}

/** An API's reads on the player's round shard, after the access check named it. */
async function readOnShard<T extends Reads>(
  shard: Db,
  accountId: number,
  reads: PlayerReads<T> | undefined,
): Promise<BatchResponse<T>> {
  const statements = reads?.(accountIdValue(accountId), shard) ?? [];
  if (statements.length === 0) return [] as unknown as BatchResponse<T>;
  return (await shard.batch(
    statements as unknown as [BatchItem<'sqlite'>, ...Array<BatchItem<'sqlite'>>],
  )) as unknown as BatchResponse<T>;
}

/**
 * `me` in place of a username (issue 15 point 2): the signed-in account's own data, also before it has
 * a username. The viewer is the player, who sees every feature (spec 1 §6); nobody signed in is a 401.
 */
async function requireOwnData<T extends Reads>(
  request: Request,
  context: AppLoadContext,
  reads: PlayerReads<T> | undefined,
): Promise<PlayerApiAccess & { results: BatchResponse<T> }> {
  const { db } = context;
  const requestViewer = await apiViewer(request, context);
  const viewer = authenticated(requestViewer);
  if (viewer === null) {
    throw Response.json(
      {
        error: 'Unauthorized',
        message:
          '"me" means the signed-in account: sign in first, or send an access token as "Authorization: Bearer …".',
      },
      { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="api"', 'Cache-Control': 'no-store' } },
    );
  }
  const access = profileAccessQueriesById(db, viewer.accountId);
  // The viewer's shard came with the viewer: the access rows and the reads go at once.
  const shard = context.shards.ofPlayer(requestViewer.roundShard);
  const [[accountRows, settingRows, circleRows, customRows], results] = await readBoth(
    db,
    shard,
    access,
    reads?.(accountIdValue(viewer.accountId), shard) ?? [],
  );
  const { account } = toAccountAccessRows([accountRows, settingRows, circleRows, customRows] as BatchResponse<
    typeof access
  >);
  // The session outlived its account.
  if (account === null) throw unauthorized();
  return {
    player: { ...account, fullName: fullName(account) },
    viewer,
    hasAccess: true,
    // spec 1 §6: the player sees every feature of their own.
    sees: () => true,
    results: results as unknown as BatchResponse<T>,
  };
}

/**
 * A username an account gave up (decision 032): a 308 to the same API under the current username,
 * when this viewer may see that player's site at all; otherwise null (the caller's 404), so an old
 * name says nothing about a private site.
 */
async function renamedPlayerRedirect(
  request: Request,
  context: AppLoadContext,
  oldUsername: string,
  feature: Exclude<FeatureName, 'website'>,
): Promise<Response | null> {
  const current = await renamedTo(context.db, oldUsername.toLowerCase());
  if (current === null) return null;
  try {
    await requirePlayerFeature(request, context, current, feature);
  } catch (answer) {
    if (!(answer instanceof Response)) throw answer;
    // Not allowed to see the site; any other answer (a hidden feature) is the new URL's to give.
    if (answer.status === 404) return null;
  }
  // The same address with the current username: /api/v1/players/{username}/…
  const url = new URL(request.url);
  const prefix = /^\/api\/v1\/players\/[^/]+/;
  if (!prefix.test(url.pathname)) return null;
  const path = url.pathname.replace(prefix, `/api/v1/players/${encodeURIComponent(current)}`);
  return permanentRedirect(`${path}${url.search}`);
}

/** The value of a parse, or throws a 400 JSON answer with its message. */
export function requireParsed<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw jsonError(400, 'InvalidParameterException', parsed.error);
  return parsed.value;
}

/** JSON of a read API: private to the viewer (it depends on who asks), never stored by a cache. */
export function apiJson(body: unknown): Response {
  return Response.json(body, {
    headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie, Authorization' },
  });
}
