import { createRequestHandler, type ServerBuild } from '@remix-run/cloudflare';
// The server build is produced by `remix vite:build` before wrangler bundles this entry; it does
// not exist before the first build, so the typecheck cannot see it (its type is ServerBuild).
// biome-ignore lint/suspicious/noTsIgnore: the module exists after the build only, so expect-error would fail then
// @ts-ignore
import * as build from '../build/server';
import { getLoadContext } from './load-context';

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    const loadContext = await getLoadContext({ request, context: { cloudflare: { env, ctx } } });
    return handleRemixRequest(request, loadContext);
  },
} satisfies ExportedHandler<Env>;
