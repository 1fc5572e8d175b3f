import type { AppLoadContext } from '@remix-run/cloudflare';
import type { HostRule } from '../app/domain/hosts/hosts';
import { type RequestPlayer, requestPlayerOf } from '../app/domain/hosts/request-player';
import { type AppConfig, readConfig } from '../app/server/env.server';
import { resolveHostRule } from '../app/server/host.server';
import { newRenderedProfile, type RenderedProfile } from '../app/server/rendered-profile.server';
import { newRequestIdentity, type RequestIdentity } from '../app/server/request-identity-state.server';
import { createNonce } from '../app/server/security-headers.server';
import { createDb, type Db, dbOfBinding } from '../db/client';
import { type RoundShards, roundShards } from '../db/shards';
import { countingD1, type D1Counter } from './d1-counter';
import { readingD1, replicaConstraint } from './read-replicas';

type Cloudflare = {
  env: Env;
  ctx: Pick<ExecutionContext, 'waitUntil' | 'passThroughOnException'>;
};

declare module '@remix-run/cloudflare' {
  interface AppLoadContext {
    cloudflare: Cloudflare;
    /** The directory database (binding DB): accounts, settings, organizations, search, the shard map. */
    db: Db;
    /** The round shards (db/shards.ts): a player's rounds are read and written on theirs only. */
    shards: RoundShards;
    config: AppConfig;
    /** How the request's host maps paths (spec 1 §2 hosts); null on the main site. */
    host: HostRule | null;
    /** The player the request's path shows (spec 1 §2 hosts), parsed once; null when none. */
    requestPlayer: RequestPlayer | null;
    /** Who asks, read once for every loader of the request (app/server/request-identity.server.ts). */
    identity: RequestIdentity;
    /** What the render showed, for the edge cache (app/server/rendered-profile.server.ts). */
    rendered: RenderedProfile;
    /**
     * A round shard a loader or action could not reach (set by entry.server's handleError): the
     * Worker answers 503 instead of the error page (decision 119).
     */
    unreachable: { shard: string | null };
    /** The CSP nonce of this response's scripts (app/server/security-headers.server.ts). */
    cspNonce: string;
    /**
     * A single-fetch `.data` request (loader data for a navigation in the browser), not a document:
     * a document carries a packed view once, as JSON, rather than inside its loader data
     * (app/components/layout/packed-data.tsx).
     */
    dataRequest: boolean;
  }
}

/** Per request: the checked configuration and the Drizzle db (nothing at module scope, see CONVENTIONS). */
export async function getLoadContext({
  request,
  context,
  d1Counter,
  signedIn = true,
}: {
  request: Request;
  context: { cloudflare: Cloudflare };
  /** Outside production: counts this request's D1 round trips. */
  d1Counter?: D1Counter;
  /** The request carries a session cookie: its reads start at the primary (workers/read-replicas.ts). */
  signedIn?: boolean;
}): Promise<AppLoadContext> {
  const config = readConfig(context.cloudflare.env);
  const binding = context.cloudflare.env.DB;
  // Outside production each request counts its own round trips through a wrapper of its own.
  // A visitor's reads may come from D1's read replicas; a signed-in person's start at the primary.
  const constraint = replicaConstraint(request, signedIn);
  const open = (d1: D1Database) => {
    const reading = readingD1(d1, constraint);
    if (d1Counter) return createDb(countingD1(reading, d1Counter));
    return reading === d1 ? dbOfBinding(d1) : createDb(reading);
  };
  const db = open(binding);
  const host = await resolveHostRule(request, config, db);
  const { pathname } = new URL(request.url);
  // Made when a render first asks for it: an edge-cache hit renders nothing.
  let nonce: string | undefined;
  return {
    cloudflare: context.cloudflare,
    db,
    // The directory's binding serves as a shard through the same Db (one counter, one instance).
    shards: roundShards(context.cloudflare.env, config.ROUND_SHARDS, (d1) =>
      d1 === binding ? db : open(d1),
    ),
    config,
    host,
    requestPlayer: requestPlayerOf(pathname, host),
    identity: newRequestIdentity(),
    rendered: newRenderedProfile(),
    unreachable: { shard: null },
    get cspNonce() {
      nonce ??= createNonce();
      return nonce;
    },
    dataRequest: pathname.endsWith('.data'),
  };
}
