import { createRequestHandler, type ServerBuild } from '@remix-run/cloudflare';
import { PLAYER_CARD_CHILD } from '../app/domain/share-cards/card-addresses';
import { type AppConfig, ConfigError, isLocalMode, readConfig } from '../app/server/env.server';
import { isLocalHostname } from '../app/server/local-dev.server';
import { publicOrigin } from '../app/server/public-origin.server';
import { renderedProfileVersion } from '../app/server/rendered-profile.server';
import { withEditedHeaders } from '../app/server/response-headers.server';
import { isCrossSiteWrite, withSecurityHeaders } from '../app/server/security-headers.server';
import { hasSessionCookie } from '../app/server/session.server';
// The server build is produced by `remix vite:build` before wrangler bundles this entry; it does
// not exist before the first build, so the typecheck cannot see it (its type is ServerBuild).
// biome-ignore lint/suspicious/noTsIgnore: the module exists after the build only, so expect-error would fail then
// @ts-ignore
import * as build from '../build/server';
import { createDb } from '../db/client';
import { pruneAuthRecords } from '../db/queries/auth-maintenance';
import { rebuildDiscoveryRows } from '../db/queries/discovery';
import { rebuildHandicaps } from '../db/queries/handicap';
import { backfillHoleStats } from '../db/queries/hole-stats';
import { accountVersionOf } from '../db/queries/profile';
import { roundShards } from '../db/shards';
import {
  BACKFILL_PASSES_PER_RUN,
  DISCOVERY_REBUILD_ACCOUNTS_PER_RUN,
  HANDICAP_REBUILD_ACCOUNTS_PER_RUN,
  STATS_BACKFILL_CRON,
} from './crons';
import type { D1Counter } from './d1-counter';
import {
  CACHE_STATUS_HEADER,
  cacheKey,
  cacheThemeKey,
  canonicalProfileUrl,
  isStorable,
  profilePathOf,
  VERSION_HEADER,
  withCacheHeaders,
} from './edge-cache';
import { getLoadContext } from './load-context';
import { missLimiter, refuseOverLimit } from './miss-limit';
import { admitted, busyResponse, createRenderGate, isHeavyRoute } from './render-gate';
import { matchedRouteIds } from './route-ids';
import { storeUnavailable } from './unavailable-response';
import { trackedBody } from './unread-body';

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);
// Per isolate: which heavy renders run and wait (workers/render-gate.ts, decisions 029 and 073).
const renderGate = createRenderGate();

export default {
  async fetch(incoming, env, ctx) {
    // What the app leaves of a request body is read before the answer goes out (workers/unread-body.ts).
    const { request, drain } = trackedBody(incoming);
    const response = await answer(request, env, ctx);
    await drain();
    return response;
  },

  /** The scheduled runs of wrangler.toml [triggers]: the stats and discovery backfills, and the daily cleanup. */
  async scheduled(controller, env) {
    const db = createDb(env.DB);
    if (controller.cron === STATS_BACKFILL_CRON) {
      const shards = roundShards(env, readConfig(env).ROUND_SHARDS, createDb);
      const holes = await backfillHoleStats(db, shards, 25, BACKFILL_PASSES_PER_RUN);
      if (holes > 0) console.log('backfilled hole stat flags', holes);
      const records = await rebuildHandicaps(db, shards, HANDICAP_REBUILD_ACCOUNTS_PER_RUN);
      if (records > 0) console.log('rebuilt handicap records of accounts', records);
      const accounts = await rebuildDiscoveryRows(db, shards, DISCOVERY_REBUILD_ACCOUNTS_PER_RUN);
      if (accounts > 0) console.log('rebuilt discovery rows of accounts', accounts);
      return;
    }
    const removed = await pruneAuthRecords(db, new Date(controller.scheduledTime));
    console.log('pruned sign-in records', JSON.stringify(removed));
  },
} satisfies ExportedHandler<Env>;

/** The answer to a request: the configuration checked, then the app (D1 round trips counted locally). */
async function answer(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const config = checkedConfig(env, request);
  if (config instanceof Response) return withSecurityHeaders(config);
  const counter: D1Counter | undefined = isLocalMode(config)
    ? { roundTrips: 0, waitMs: 0, rowsRead: 0, rowsReturned: 0 }
    : undefined;
  const context = await getLoadContext({
    request,
    context: { cloudflare: { env, ctx } },
    d1Counter: counter,
    signedIn: hasSessionCookie(request),
  });
  const response = withSecurityHeaders(await guarded(request, context, ctx));
  if (!counter) return response;
  // Outside production: how many D1 round trips the request took and the rows they read and answered
  // (benchmarks and tests read them).
  return withEditedHeaders(response, (headers) => {
    headers.append('Server-Timing', `d1;desc="round trips";dur=${counter.roundTrips}`);
    headers.append('Server-Timing', `d1-wait;desc="D1 wait";dur=${counter.waitMs}`);
    headers.append('Server-Timing', `d1-rows;desc="D1 rows read";dur=${counter.rowsRead}`);
    headers.append('Server-Timing', `d1-returned;desc="D1 rows returned";dur=${counter.rowsReturned}`);
  });
}

/**
 * The configuration, or the 503 to answer instead (issue 14: fail closed). A production Worker
 * without its secrets serves nothing, and says in its log which ones are missing; a Worker in a local
 * mode serves local host names only, so a development configuration that reached a deployment is
 * refused rather than used.
 */
function checkedConfig(env: Env, request: Request): AppConfig | Response {
  let config: AppConfig;
  try {
    config = readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return unavailable();
  }
  if (isLocalMode(config) && !isLocalHostname(new URL(request.url).hostname)) {
    console.error(
      `ENVIRONMENT "${config.ENVIRONMENT}" is for local development only and this request is for ${new URL(request.url).hostname}: remove ENVIRONMENT from the deployed configuration.`,
    );
    return unavailable();
  }
  return config;
}

function unavailable(): Response {
  return new Response('This site is not available right now. Please try again later.', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '300',
    },
  });
}

type Context = Awaited<ReturnType<typeof getLoadContext>>;

/** issue 4 §6: a browser's non-GET request from another site is refused before any route sees it. */
// The methods a route of this site can answer; Remix answers others with a bare "Unexpected Server
// Error" 405, so they are refused here in words.
const METHODS: ReadonlyArray<string> = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

async function guarded(request: Request, context: Context, ctx: ExecutionContext): Promise<Response> {
  if (!METHODS.includes(request.method)) {
    return new Response('This method is not supported here. Pages answer GET; forms and APIs POST.', {
      status: 405,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        Allow: 'GET, HEAD, POST',
      },
    });
  }
  const allowed = [new URL(request.url).origin, publicOrigin(request, context.config)];
  if (isCrossSiteWrite(request, allowed)) {
    return new Response('Cross-site requests are not accepted. Reload the page and try again.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return respond(request, context, ctx);
}

async function respond(request: Request, context: Context, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  const reads = request.method === 'GET' || request.method === 'HEAD';
  const profile = reads ? profilePathOf(context.requestPlayer) : null;
  if (profile === null) {
    return isHeavy(url) ? gated(request, () => rendered(request, context)) : rendered(request, context);
  }

  // Every profile render the cache does not answer counts against the client's limit (decision 029).
  const limiter = missLimiter(context.cloudflare.env, context.config.ENVIRONMENT);
  const child = request.method === 'GET' ? profile.child : null;
  const themeKey = child === null ? null : await cacheThemeKey(request);
  if (child === null || themeKey === null) {
    const refused = await refuseOverLimit(limiter, request);
    if (refused) return refused;
    return child === PLAYER_CARD_CHILD
      ? rendered(request, context)
      : gated(request, () => rendered(request, context));
  }

  // Rendered from exactly what the key holds: the canonical URL and the parsed theme.
  const canonical = canonicalProfileUrl(url, child, (build as unknown as ServerBuild).routes);
  const cache = (caches as unknown as { default: Cache }).default;
  const key = cacheKey(canonical, themeKey);
  const cached = await cache.match(key);
  if (cached) {
    const version = await accountVersionOf(context.db, profile.username);
    // Stored as a hit answers (X-Edge-Cache: HIT), so it goes out as it is.
    if (version !== null && String(version) === cached.headers.get(VERSION_HEADER)) return cached;
  }
  const refused = await refuseOverLimit(limiter, request);
  if (refused) return refused;
  // A share card is drawn by the document Worker, in its own isolate: what it costs here is a page's
  // reads, so it does not wait at the render gate (decision 091).
  const admit =
    child === PLAYER_CARD_CHILD ? (render: () => Promise<Response>) => render() : gatedFor(request);
  return admit(async () => {
    const { response, profileVersion: version } = await renderRemix(new Request(canonical, request), context);
    if (version === null || !isStorable(response)) return response;
    // The page is complete once rendered (no deferred data), so it is read once and both the cache
    // and the visitor get the same bytes: cheaper than teeing the stream.
    const page = withCacheHeaders(response, version, 'MISS');
    const bytes = await page.arrayBuffer();
    const init = { status: page.status, statusText: page.statusText, headers: page.headers };
    const stored = new Response(bytes, init);
    stored.headers.set(CACHE_STATUS_HEADER, 'HIT');
    ctx.waitUntil(cache.put(key, stored));
    return new Response(bytes, init);
  });
}

function gatedFor(request: Request) {
  return (render: () => Promise<Response>) => gated(request, render);
}

/** `render` admitted by the render gate, or the 503 to answer past its queue. */
function gated(request: Request, render: () => Promise<Response>): Promise<Response> {
  return admitted(renderGate, render, () => busyResponse(request));
}

// Per isolate: whether a path is a heavy render, once per path (matching ranks every route of the
// build each time); forgotten whole when it holds HEAVY_PATHS_KEPT paths.
const heavyPaths = new Map<string, boolean>();
const HEAVY_PATHS_KEPT = 1_000;

/** Whether the path is a heavy render besides profile pages (a single-fetch `.data` request matched as its page). */
function isHeavy(url: URL): boolean {
  const pathname = url.pathname.endsWith('.data') ? url.pathname.slice(0, -'.data'.length) : url.pathname;
  const known = heavyPaths.get(pathname);
  if (known !== undefined) return known;
  const routes = (build as unknown as ServerBuild).routes;
  const heavy = [...matchedRouteIds(routes, pathname)].some(isHeavyRoute);
  if (heavyPaths.size >= HEAVY_PATHS_KEPT) heavyPaths.clear();
  heavyPaths.set(pathname, heavy);
  return heavy;
}

async function rendered(request: Request, context: Context): Promise<Response> {
  const { response } = await renderRemix(request, context);
  return hasSessionCookie(request) ? privateResponse(response) : response;
}

/**
 * The app's response, and the account version of the profile it rendered (null when none or when it
 * showed other accounts too): the loaders record it on the load context (`context.rendered`).
 */
async function renderRemix(
  request: Request,
  context: Context,
): Promise<{ response: Response; profileVersion: number | null }> {
  const response = await handleRemixRequest(request, context);
  if (context.unreachable.shard !== null) {
    console.error(
      `round shard ${context.unreachable.shard} is not reachable: answered 503 for ${new URL(request.url).pathname}`,
    );
    return { response: storeUnavailable(request), profileVersion: null };
  }
  return { response, profileVersion: renderedProfileVersion(context) };
}

/** A page rendered for a signed-in viewer is never stored by any cache. */
function privateResponse(response: Response): Response {
  return withEditedHeaders(response, (headers) => headers.set('Cache-Control', 'private, no-store'));
}
