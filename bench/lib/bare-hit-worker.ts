/**
 * Bare Workers that do parts of what a profile edge-cache hit does, to set the app's hit against:
 * `bare-cache` looks the page up in the Cache API and answers it; `bare-hit` also reads the account
 * version from D1 (the same one-row statement as the app's check) before answering, as a hit must.
 * A POST stores the posted bytes under the key first. Reached through the same workerd entry as the
 * app and the static floor (miniflare's route override header names the Worker).
 */
const script = (readsVersion: boolean) => `
export default {
  async fetch(request, env, ctx) {
    const key = new Request('https://bench-cache.invalid/page');
    if (request.method === 'POST') {
      const page = await request.arrayBuffer();
      await caches.default.put(key, new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=300' } }));
      return new Response('stored');
    }
    const cached = await caches.default.match(key);
    if (!cached) return new Response('not stored', { status: 404 });
    ${
      readsVersion
        ? `const row = await env.DB.prepare('select "version" from "accounts" where "accounts"."username" = ? limit ?').bind(new URL(request.url).searchParams.get('player'), 1).first();
    if (!row) return new Response('no account', { status: 404 });`
        : ''
    }
    return cached;
  },
};
`;

export const BARE_CACHE_WORKER = script(false);
export const BARE_HIT_WORKER = script(true);
export const ROUTE_OVERRIDE_HEADER = 'MF-Route-Override';
