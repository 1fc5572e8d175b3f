/**
 * A bare Worker that does what a profile cache miss does besides rendering: looks the page up in
 * the edge cache, sends the page's D1 batches (given as JSON, [[{ sql, params }]]) through its own
 * D1 binding, stores a page of the same size in the cache and answers with it. Set against a real
 * miss on workerd's one thread, it leaves the app's own work: routing, loaders, views and the render.
 */
export const BARE_MISS_WORKER = `
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const key = new Request('https://bench-cache.invalid/page' + url.search);
    const cached = await caches.default.match(key);
    if (cached) return cached;
    const { batches, bytes } = await request.json();
    let rows = 0;
    for (const batch of batches) {
      const results = await env.DB.batch(batch.map((s) => env.DB.prepare(s.sql).bind(...s.params)));
      for (const result of results) rows += result.results.length;
    }
    const page = new TextEncoder().encode('<!DOCTYPE html>' + String(rows).padEnd(bytes - 15, ' '));
    const init = { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=300' } };
    ctx.waitUntil(caches.default.put(key, new Response(page, init)));
    return new Response(page, init);
  },
};
`;
