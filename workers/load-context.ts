import type { AppLoadContext } from '@remix-run/cloudflare';
import type { HostRule } from '../app/domain/hosts';
import { type AppConfig, readConfig } from '../app/server/env.server';
import { resolveHostRule } from '../app/server/host.server';
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
export async function getLoadContext({
  request,
  context,
}: {
  request: Request;
  context: { cloudflare: Cloudflare };
}): Promise<AppLoadContext> {
  const db = createDb(context.cloudflare.env.DB);
  const config = readConfig(context.cloudflare.env);
  return {
    cloudflare: context.cloudflare,
    db,
    config,
    host: await resolveHostRule(request, config, db),
  };
}
