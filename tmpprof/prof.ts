import { Session } from 'node:inspector/promises';
import { pathToFileURL } from 'node:url';
import { DEFAULT_VARS } from '../scripts/lib/workers';
import { PRODUCTION_VARS } from '../test/helpers/workers';
import { recordingD1, replayD1 } from '../bench/lib/replay-d1';
import { seededWorkers } from '../bench/lib/seeded-workers';
import { createSession } from '../app/server/session.server';

const page = process.argv[2] ?? '/dashboard';
const signedIn = process.argv[3] === 'me';
const ctx = { waitUntil: (p: Promise<unknown>) => void p.catch(() => undefined), passThroughOnException() {} } as any;
const noBinding = { fetch: async () => new Response('Not found', { status: 404 }) };
(globalThis as any).caches = { default: { match: async () => undefined, put: async (_k: unknown, r: Response) => void (await r.arrayBuffer()) } };
const { workers, d1, db, playerId } = await seededWorkers('jordan-reyes');
try {
  const production = await createSession(db, playerId, { config: { ...DEFAULT_VARS, ...PRODUCTION_VARS } as never });
  const headers: Record<string, string> = signedIn ? { Cookie: production.setCookie.split(';')[0] ?? '' } : {};
  const worker = (await import(pathToFileURL('/tmp/appfull/app.js').href)).default;
  const envWith = (dbb: unknown) => ({ ...DEFAULT_VARS, ...PRODUCTION_VARS, DB: dbb, ASSETS: noBinding, PDF: noBinding, MISS_LIMIT: { limit: async () => ({ success: true }) } });
  const { db: recorder, recorded } = recordingD1(d1);
  const url = `http://127.0.0.1${page}`;
  const first = await worker.fetch(new Request(url, { headers }), envWith(recorder), ctx);
  console.log('status', first.status, (await first.arrayBuffer()).byteLength);
  const env = envWith(replayD1(recorded));
  const once = async () => void (await (await worker.fetch(new Request(url, { headers }), env, ctx)).arrayBuffer());
  for (let i = 0; i < 200; i++) await once();
  const session = new Session(); session.connect();
  await session.post('Profiler.enable'); await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  const t0 = performance.now(); const N = 200;
  for (let i = 0; i < N; i++) await once();
  const wall = (performance.now() - t0) / N;
  const { profile } = (await session.post('Profiler.stop')) as any;
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const self = new Map<string, number>();
  const total = profile.timeDeltas.reduce((a: number, b: number) => a + b, 0);
  profile.samples.forEach((id: number, i: number) => { const n: any = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0)); });
  // inclusive per function name
  const parent = new Map<number, number>(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map<string, number>();
  profile.samples.forEach((id: number, i: number) => { const seen = new Set<string>(); let cur: number | undefined = id; while (cur !== undefined) { const n: any = byId.get(cur); const k = `${n.callFrame.functionName || '(anon)'}:${n.callFrame.lineNumber}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0)); } cur = parent.get(cur); } });
  console.log(`wall per request ${wall.toFixed(2)} ms; sampled ${(total / 1000 / N).toFixed(2)} ms/request`);
  console.log('--- self');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1000 / N).toFixed(3), k);
  console.log('--- inclusive');
  for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log((v / 1000 / N).toFixed(3), k);
} finally { await workers.mf.dispose(); }
