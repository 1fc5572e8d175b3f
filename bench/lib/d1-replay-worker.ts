/**
 * A bare Worker that sends D1 batches given as JSON ([[{ sql, params }]]) through its own D1
 * binding and answers with the number of rows: the reads of a page without the page, so that their
 * cost on workerd's thread can be set against the page's.
 */
export const D1_REPLAY_WORKER = `
export default {
  async fetch(request, env) {
    const batches = await request.json();
    let rows = 0;
    for (const batch of batches) {
      const results = await env.DB.batch(batch.map((s) => env.DB.prepare(s.sql).bind(...s.params)));
      for (const result of results) rows += result.results.length;
    }
    return new Response(String(rows));
  },
};
`;
