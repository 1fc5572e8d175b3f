// Issue 3 figures: the profile summary from the edge cache next to the same bytes as a static asset,
// a cache miss and its CPU, D1 round trips per profile page, and the JavaScript a first visit loads.
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { PROFILE_CHILDREN } from '../app/domain/hosts/profile-routes';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';
import { loadSeed } from '../scripts/lib/seed-db';
import {
  applyMigrations,
  COMPATIBILITY_DATE,
  D1_DATABASE_ID,
  startWorkers,
  workersOptions,
} from '../scripts/lib/workers';
import { PRODUCTION_VARS } from '../test/helpers/workers';
import { BARE_MISS_WORKER } from './lib/bare-miss-worker';
import { firstLoadJsGzip } from './lib/first-load-js';
import { measureRenderCpu } from './lib/node-render';
import { replayedMissCpu, threadCpuPerRequest } from './lib/replay-worker';

const RUNS = 300;
const PLAYER = 'jordan-reyes';
const STATIC_COPY = 'bench-summary-copy.html';

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function timeRequests(make: (i: number) => URL): Promise<{ p50: number; p99: number }> {
  const samples: Array<number> = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await (await fetch(make(i))).arrayBuffer();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

function roundTrips(response: Response): string {
  return /d1;desc="round trips";dur=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? '?';
}

export async function run(): Promise<void> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
  const staticPath = path.join('build/client', STATIC_COPY);
  const today = new Date().toISOString().slice(0, 10);
  let workers = await startWorkers({ persistTo: stateDir });
  await applyMigrations(workers.db as unknown as D1Database);
  await loadSeed(workers.db as unknown as D1Database, generateSeed({ seed: DEFAULT_SEED, today }));
  const summary = new URL(`/player/${PLAYER}/summary`, workers.url);
  const html = await (await fetch(summary)).text();
  // The same bytes as a static asset, served by the same runtime (assets are read at start).
  writeFileSync(staticPath, html);
  await workers.mf.dispose();
  workers = await startWorkers({ persistTo: stateDir });
  try {
    let base = workers.url;
    // Each child's first request renders and the second comes from the edge cache.
    const trips: Record<string, string> = {};
    for (const { href: child } of PROFILE_CHILDREN) {
      const miss = await fetch(new URL(`/player/${PLAYER}/${child}`, base));
      await miss.text();
      const hit = await fetch(new URL(`/player/${PLAYER}/${child}`, base));
      await hit.text();
      trips[child] =
        `miss ${roundTrips(miss)} (${miss.headers.get('x-edge-cache')}), hit ${roundTrips(hit)} (${hit.headers.get('x-edge-cache')})`;
    }
    const page = new URL(`/player/${PLAYER}/summary`, base);
    const hitCheck = await fetch(page);
    await hitCheck.text();
    const cached = await timeRequests(() => page);
    const staticAsset = await timeRequests(() => new URL(`/${STATIC_COPY}`, base));
    // The edge cache keeps one entry per page whatever the query (decision 029): misses are timed on
    // the same Workers with the Cache API keeping nothing.
    await workers.mf.dispose();
    workers = await startWorkers({ persistTo: stateDir, cache: false });
    base = workers.url;
    const uncached = new URL(`/player/${PLAYER}/summary`, base);
    const miss = await timeRequests(() => uncached);
    const waits: Array<number> = [];
    for (let i = 0; i < 50; i++) {
      const response = await fetch(uncached);
      await response.arrayBuffer();
      waits.push(
        Number(/d1-wait;desc="D1 wait";dur=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1]),
      );
    }
    waits.sort((a, b) => a - b);
    const d1Wait = percentile(waits, 50);
    console.log(`Profile summary (/player/${PLAYER}/summary, ${html.length} bytes), ${RUNS} requests each:`);
    console.table({
      'edge cache hit': { p50: cached.p50.toFixed(2), p99: cached.p99.toFixed(2) },
      'static asset, same bytes': { p50: staticAsset.p50.toFixed(2), p99: staticAsset.p99.toFixed(2) },
      'cache miss (render)': { p50: miss.p50.toFixed(2), p99: miss.p99.toFixed(2) },
    });
    console.log(`  cache status of the timed page: ${hitCheck.headers.get('x-edge-cache')}`);
    console.log(
      `  ratio cached / static: p50 ${(cached.p50 / staticAsset.p50).toFixed(2)}×, p99 ${(cached.p99 / staticAsset.p99).toFixed(2)}× (goal ≤ 1.5×)`,
    );
    console.log(`  a miss waits ${d1Wait} ms (p50) for D1 (its CPU is measured below)`);

    console.log('\nD1 round trips per profile page (goal ≤ 2):');
    console.table(trips);

    const js = firstLoadJsGzip(html);
    console.log(
      `\nJavaScript on a first visit of the summary: ${js.files} files, ${(js.bytes / 1024).toFixed(1)} KiB gzip (goal ≤ 120 KiB)`,
    );
    // It loads the app bundle into this process: after every timed request to the workerd above.
    const summaryUrl = `http://127.0.0.1/player/${PLAYER}/summary`;
    const replayed = await measureRenderCpu(workers.db as unknown as D1Database, summaryUrl);
    const empty = await measureRenderCpu(workers.db as unknown as D1Database, 'http://127.0.0.1/payment');
    await workers.mf.dispose();

    // workerd runs every isolate on one thread, whose CPU /proc gives: the app with its D1 answers
    // replayed inside its own isolate, against a Worker answering the same bytes at once.
    const inWorkerd = await replayedMissCpu(replayed, `/player/${PLAYER}/summary`);
    const emptyInWorkerd = await replayedMissCpu(empty, '/payment');
    const ms = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)} ms`);
    console.log(
      `\nCPU of a summary miss (${(replayed.bytes / 1024).toFixed(1)} KiB of HTML; D1's statements answered from the app's own isolate, parsed from D1's JSON as the binding does):`,
    );
    console.log(
      `  in workerd, production settings: ${ms(inWorkerd.appMs)} per request (goal ≤ 10 ms) = the app ${ms(inWorkerd.replayMs)} − the same bytes answered at once ${ms(inWorkerd.sameBytesMs)} (${RUNS} requests each, workerd's thread by /proc)`,
    );
    console.log(
      `  in Node's V8 (the same bundle, median of 5 × 200): main thread ${ms(replayed.threadMs)}; whole process (with GC threads) ${ms(replayed.processMs)}`,
    );
    console.log(
      `  a page without data (/payment) for scale: workerd ${ms(emptyInWorkerd.appMs)}, Node main thread ${ms(empty.threadMs)}`,
    );
    if (inWorkerd.top.length > 0) {
      console.log('  where the app isolate spends it (V8 sampling profiler, self time per request):');
      console.table(inWorkerd.top.map(({ name, ms }) => ({ name, 'ms/request': ms.toFixed(3) })));
    }

    // A real miss on workerd's thread also carries local D1's SQLite and HTTP, which run elsewhere
    // when deployed: set against a bare Worker doing all of that but the app's work. Neither Worker's
    // Cache API keeps anything, so every app request is a miss whatever its query (decision 029).
    const options = workersOptions({ persistTo: stateDir, vars: PRODUCTION_VARS, cache: false });
    options.workers.push({
      name: 'bare-miss',
      compatibilityDate: COMPATIBILITY_DATE,
      modules: true,
      script: BARE_MISS_WORKER,
      d1Databases: { DB: D1_DATABASE_ID },
      cache: false,
    });
    const mf = new Miniflare(options);
    workers = { mf, url: await mf.ready, db: await mf.getD1Database('DB', 'app') };
    const bareMiss = await mf.getWorker('bare-miss');
    const bareBody = JSON.stringify({ batches: replayed.d1Batches, bytes: replayed.bytes });
    const get = (path: string) => async () =>
      (await fetch(new URL(path, workers.url), { redirect: 'manual' })).arrayBuffer();
    const missThread = await threadCpuPerRequest(get(`/player/${PLAYER}/summary`));
    const bareThread = await threadCpuPerRequest(async (i) =>
      (
        await bareMiss.fetch(`http://bare-miss/?thread=${i}`, { method: 'POST', body: bareBody })
      ).arrayBuffer(),
    );
    console.log(
      `  cross-check with real D1: workerd's thread for a whole miss ${ms(missThread)} (the app, local D1's SQLite — ${replayed.sqlMs} ms of D1's own duration —, HTTP; the Cache API keeping nothing); a bare Worker doing the miss's cache lookup, its ${replayed.d1Batches.length} D1 batches and a cache store and answer of the same bytes ${ms(bareThread)}; difference ${ms(missThread - bareThread)}`,
    );
  } finally {
    await workers.mf.dispose();
    unlinkSync(staticPath);
    rmSync(stateDir, { recursive: true, force: true });
  }
}
