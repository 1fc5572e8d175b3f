import { pathToFileURL } from 'node:url';
import { DEFAULT_VARS } from '../scripts/lib/workers';
import { PRODUCTION_VARS } from '../test/helpers/workers';
import { recordingD1 } from '../bench/lib/replay-d1';
import { seededWorkers } from '../bench/lib/seeded-workers';
import { createSession } from '../app/server/session.server';
const page = process.argv[2] ?? '/dashboard'; const signedIn = process.argv[3] === 'me';
const ctx = { waitUntil: (p: Promise<unknown>) => void p.catch(() => undefined), passThroughOnException() {} } as any;
const noBinding = { fetch: async () => new Response('Not found', { status: 404 }) };
(globalThis as any).caches = { default: { match: async () => undefined, put: async (_k: unknown, r: Response) => void (await r.arrayBuffer()) } };
const { workers, d1, db, playerId } = await seededWorkers('jordan-reyes');
try {
  const production = await createSession(db, playerId, { config: { ...DEFAULT_VARS, ...PRODUCTION_VARS } as never });
  const headers: Record<string, string> = signedIn ? { Cookie: production.setCookie.split(';')[0] ?? '' } : {};
  const worker = (await import(pathToFileURL('/tmp/appfull/app.js').href)).default;
  const { db: recorder, batches, recorded } = recordingD1(d1);
  const r = await worker.fetch(new Request(`http://127.0.0.1${page}`, { headers }), { ...DEFAULT_VARS, ...PRODUCTION_VARS, DB: recorder, ASSETS: noBinding, PDF: noBinding, MISS_LIMIT: { limit: async () => ({ success: true }) } }, ctx);
  await r.arrayBuffer();
  batches.forEach((b, i) => { console.log(`batch ${i}: ${b.length} statements`); for (const s of b) console.log(`   ${s.sql.length} chars, ${s.params.length} params: ${s.sql.slice(0, 110)}`); });
  let rows = 0; for (const v of recorded.values()) rows += ((v as any)?.results?.length ?? 0); console.log('rows total', rows);
} finally { await workers.mf.dispose(); }
