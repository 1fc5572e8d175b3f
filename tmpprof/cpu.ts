import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { DEFAULT_VARS } from '../scripts/lib/workers';
import { PRODUCTION_VARS } from '../test/helpers/workers';
import { recordingD1, replayD1 } from '../bench/lib/replay-d1';
import { seededWorkers } from '../bench/lib/seeded-workers';
import { createSession } from '../app/server/session.server';
const bundles = process.argv.slice(2);
const pages: Array<[string, string, boolean]> = [
  ['dashboard', '/dashboard', true],
  ['data-analysis', '/player/jordan-reyes/data-analysis', false],
  ['my-rounds', '/player/jordan-reyes/my-rounds', false],
  ['summary', '/player/jordan-reyes/summary', false],
];
const ctx = { waitUntil: (p: Promise<unknown>) => void p.catch(() => undefined), passThroughOnException() {} } as any;
const noBinding = { fetch: async () => new Response('Not found', { status: 404 }) };
(globalThis as any).caches = { default: { match: async () => undefined, put: async (_k: unknown, r: Response) => void (await r.arrayBuffer()) } };
const threadMs = () => { const f = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const { workers, d1, db, playerId } = await seededWorkers('jordan-reyes');
try {
  const production = await createSession(db, playerId, { config: { ...DEFAULT_VARS, ...PRODUCTION_VARS } as never });
  const cookie = { Cookie: production.setCookie.split(';')[0] ?? '' };
  const mods = await Promise.all(bundles.map(async (b) => (await import(pathToFileURL(b).href + '?' + b)).default));
  for (const [name, page, me] of pages) {
    const headers = me ? cookie : {};
    const row: string[] = [name];
    for (const worker of mods) {
      const envWith = (dbb: unknown) => ({ ...DEFAULT_VARS, ...PRODUCTION_VARS, DB: dbb, ASSETS: noBinding, PDF: noBinding, MISS_LIMIT: { limit: async () => ({ success: true }) } });
      const { db: recorder, recorded } = recordingD1(d1);
      const url = `http://127.0.0.1${page}`;
      const r = await worker.fetch(new Request(url, { headers }), envWith(recorder), ctx); const bytes = (await r.arrayBuffer()).byteLength;
      const env = envWith(replayD1(recorded));
      const once = async () => void (await (await worker.fetch(new Request(url, { headers }), env, ctx)).arrayBuffer());
      for (let i = 0; i < 150; i++) await once();
      const samples: number[] = [];
      for (let b = 0; b < 5; b++) { const t = threadMs(); for (let i = 0; i < 100; i++) await once(); samples.push((threadMs() - t) / 100); }
      samples.sort((a, b) => a - b);
      row.push(`${samples[2]!.toFixed(2)} ms (${r.status}, ${(bytes / 1024).toFixed(0)} KiB)`);
    }
    console.log(row.join(' | '));
  }
} finally { await workers.mf.dispose(); }
