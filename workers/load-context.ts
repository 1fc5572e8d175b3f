import type { AppLoadContext } from '@remix-run/cloudflare';
import type { HostRule } from '../app/domain/hosts';
import { type AppConfig, readConfig } from '../app/server/env.server';
import { createDb, type Db } from '../db/client';

type Cloudflare = {
  env: Env;
  ctx: Pick<ExecutionContext, 'waitUntil' | 'passThroughOnException'>;
};

declare module '@remix-run/cloudflare' {
  interface AppLoadContext {
    cloudflare: Cloudflare;
    db: Db;
    config: AppConfig;
    /** How the request's host maps paths (spec 1 §2 hosts); null on the main site. */
    host: HostRule | null;
  }
}

/** Per request: the checked configuration and the Drizzle db (nothing at module scope, see CONVENTIONS). */
export function getLoadContext({
  context,
}: {
  request: Request;
  context: { cloudflare: Cloudflare };
}): AppLoadContext {
  return {
    cloudflare: context.cloudflare,
    db: createDb(context.cloudflare.env.DB),
    config: readConfig(context.cloudflare.env),
    host: null,
  };
}
