// Issue 3 and 30 figures: the profile summary from the edge cache next to the same bytes as a static
// asset (one direct 200, no redirect followed; both sides interleaved request by request, and under 100
// connections in alternating slices), a cache miss and its CPU, D1 round trips per profile page, and
// the JavaScript a first visit loads.
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Miniflare } from 'miniflare';
import { PROFILE_CHILDREN } from '../app/domain/hosts/profile-routes';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';
import { loadSeed } from '../scripts/lib/seed-db';
import {
  applyAllMigrations,
  COMPATIBILITY_DATE,
  D1_DATABASE_ID,
  startWorkers,
  workersOptions,
} from '../scripts/lib/workers';
import { PRODUCTION_VARS } from '../test/helpers/workers';
import { BARE_CACHE_WORKER, BARE_HIT_WORKER, ROUTE_OVERRIDE_HEADER } from './lib/bare-hit-worker';
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

type Timing = { p50: number; p99: number };

function timing(samples: Array<number>): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** An address to time, with the headers it is asked with (a bare Worker is named by one). */
type Target = { url: URL; headers?: Record<string, string> };

/** One request answered 200 without a redirect, read whole; its wall time. */
async function timeOne(url: URL, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual', headers });
  await response.arrayBuffer();
  const took = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url.pathname} answered ${response.status}`);
  return took;
}

async function timeRequests(make: (i: number) => URL): Promise<Timing> {
  const samples: Array<number> = [];
  for (let i = 0; i < RUNS; i++) samples.push(await timeOne(make(i)));
  return timing(samples);
}

/** Every target RUNS times, interleaved request by request (the order rotates each round). */
async function timeInterleaved(targets: ReadonlyArray<Target>): Promise<Array<Timing>> {
  const samples = targets.map((): Array<number> => []);
  for (let i = 0; i < RUNS; i++) {
    for (let j = 0; j < targets.length; j++) {
      const index = (i + j) % targets.length;
      const target = targets[index];
      if (target) samples[index]?.push(await timeOne(target.url, target.headers));
    }
  }
  return samples.map(timing);
}

const CONNECTIONS = 100;
const SLICES = 4;
const SLICE_SECONDS = Number(process.env.BENCH_PROFILE_SLICE_SECONDS ?? 5);

type Throughput = {
  requests: number;
  seconds: number;
  p50s: Array<number>;
  p99s: Array<number>;
  other: number;
};

/** CONNECTIONS connections on `url` for one slice; non-200 answers and errors counted apart. */
async function slice(url: URL, into: Throughput): Promise<void> {
  const result = await autocannon({
    url: url.href,
    connections: CONNECTIONS,
    duration: SLICE_SECONDS,
    // Each connection its own address, as 100 visitors would have.
    setupClient(client) {
      client.setHeaders({ 'CF-Connecting-IP': `10.3.0.${Math.floor(Math.random() * 250) + 1}` });
    },
  });
  into.requests += result['2xx'];
  into.seconds += SLICE_SECONDS;
  into.p50s.push(result.latency.p50);
  into.p99s.push(result.latency.p99);
  into.other += result.non2xx + result.errors + result.timeouts;
}

/** Throughput of both URLs under CONNECTIONS connections, in SLICES alternating slices each. */
async function throughputInterleaved(a: URL, b: URL): Promise<{ a: Throughput; b: Throughput }> {
  const empty = (): Throughput => ({ requests: 0, seconds: 0, p50s: [], p99s: [], other: 0 });
  const sides = { a: empty(), b: empty() };
  for (let i = 0; i < SLICES; i++) {
    if (i % 2 === 0) {
      await slice(a, sides.a);
      await slice(b, sides.b);
    } else {
      await slice(b, sides.b);
      await slice(a, sides.a);
    }
  }
  return sides;
}

const perSecond = (side: Throughput) => side.requests / side.seconds;
const medianOf = (values: Array<number>) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? Number.NaN;

function roundTrips(response: Response): string {
  return /d1;desc="round trips";dur=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? '?';
}

export async function run(): Promise<void> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
  const staticPath = path.join('build/client', STATIC_COPY);
  const today = new Date().toISOString().slice(0, 10);
  let workers = await startWorkers({ persistTo: stateDir });
  await applyAllMigrations(workers);
  await loadSeed(workers, generateSeed({ seed: DEFAULT_SEED, today }));
  const summary = new URL(`/player/${PLAYER}/summary`, workers.url);
  const html = await (await fetch(summary)).text();
  // The same bytes as a static asset, served by the same runtime (assets are read at start).
  writeFileSync(staticPath, html);
  await workers.mf.dispose();
  // The app with two bare Workers beside it (bench/lib/bare-hit-worker.ts): a cache lookup alone,
  // and a cache lookup with the hit's D1 version read.
  const hitOptions = workersOptions({ persistTo: stateDir });
  for (const [name, script] of [
    ['bare-cache', BARE_CACHE_WORKER],
    ['bare-hit', BARE_HIT_WORKER],
  ] as const) {
    hitOptions.workers.push({
      name,
      compatibilityDate: COMPATIBILITY_DATE,
      modules: true,
      script,
      d1Databases: { DB: D1_DATABASE_ID },
    });
  }
  const hitMf = new Miniflare(hitOptions);
  const hitDb = (await hitMf.getD1Database('DB', 'app')) as unknown as D1Database;
  workers = { mf: hitMf, url: await hitMf.ready, db: hitDb, shardDbs: { DB: hitDb } };
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
    // The static floor is the address the assets answer with 200 themselves: the .html name
    // redirects to its pretty URL, and a followed redirect would make the floor two requests.
    const floorName = new URL(`/${STATIC_COPY}`, base);
    const named = await fetch(floorName, { redirect: 'manual' });
    await named.arrayBuffer();
    const location = named.headers.get('location');
    const floor = named.status === 200 || location === null ? floorName : new URL(location, floorName);
    const floorAnswer = await fetch(floor, { redirect: 'manual' });
    const floorBytes = await floorAnswer.text();
    if (floorAnswer.status !== 200 || floorBytes !== html) {
      throw new Error(
        `the static floor ${floor.pathname} answered ${floorAnswer.status}, not the page's bytes`,
      );
    }
    const bare = (name: string): Target => ({
      url: new URL(`/?player=${PLAYER}`, base),
      headers: { [ROUTE_OVERRIDE_HEADER]: name },
    });
    for (const name of ['bare-cache', 'bare-hit']) {
      const stored = await fetch(bare(name).url, { method: 'POST', body: html, headers: bare(name).headers });
      await stored.text();
      const check = await fetch(bare(name).url, { headers: bare(name).headers });
      if (check.status !== 200 || (await check.text()) !== html) {
        throw new Error(`${name} did not answer the page's bytes`);
      }
    }
    const [cached, staticAsset, bareCache, bareHit] = (await timeInterleaved([
      { url: page },
      { url: floor },
      bare('bare-cache'),
      bare('bare-hit'),
    ])) as [Timing, Timing, Timing, Timing];
    const load = await throughputInterleaved(page, floor);
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
    console.log(
      `Profile summary (/player/${PLAYER}/summary, ${html.length} bytes), ${RUNS} requests each; hit and static floor interleaved request by request:`,
    );
    console.table({
      'edge cache hit': { p50: cached.p50.toFixed(2), p99: cached.p99.toFixed(2) },
      [`static floor ${floor.pathname} (one direct 200, same bytes)`]: {
        p50: staticAsset.p50.toFixed(2),
        p99: staticAsset.p99.toFixed(2),
      },
      'bare Worker: cache lookup, answer': { p50: bareCache.p50.toFixed(2), p99: bareCache.p99.toFixed(2) },
      'bare Worker: cache lookup, D1 version read, answer': {
        p50: bareHit.p50.toFixed(2),
        p99: bareHit.p99.toFixed(2),
      },
      'cache miss (render)': { p50: miss.p50.toFixed(2), p99: miss.p99.toFixed(2) },
    });
    console.log(
      `  cache status of the timed page: ${hitCheck.headers.get('x-edge-cache')}; /${STATIC_COPY} answers ${named.status}${location ? ` → ${location}` : ''}, so the floor is ${floor.pathname}`,
    );
    console.log(
      `  ratio cached / static: p50 ${(cached.p50 / staticAsset.p50).toFixed(2)}×, p99 ${(cached.p99 / staticAsset.p99).toFixed(2)}× (goal ≤ 1.1×)`,
    );
    console.log(
      `  where a hit's time goes (p50 differences, same run): the cache lookup ${(bareCache.p50 - staticAsset.p50).toFixed(2)} ms, the D1 version read ${(bareHit.p50 - bareCache.p50).toFixed(2)} ms, the app's own work ${(cached.p50 - bareHit.p50).toFixed(2)} ms; a bare hit / static ${(bareHit.p50 / staticAsset.p50).toFixed(2)}×`,
    );
    console.log(
      `\nUnder ${CONNECTIONS} connections, ${SLICES} slices of ${SLICE_SECONDS} s per side, alternating (2xx answers counted; ${load.a.other + load.b.other} other answers or errors):`,
    );
    console.table({
      'edge cache hit': {
        'requests/s': perSecond(load.a).toFixed(0),
        'p50 ms (median of slices)': medianOf(load.a.p50s),
        'p99 ms (median of slices)': medianOf(load.a.p99s),
      },
      'static floor': {
        'requests/s': perSecond(load.b).toFixed(0),
        'p50 ms (median of slices)': medianOf(load.b.p50s),
        'p99 ms (median of slices)': medianOf(load.b.p99s),
      },
    });
    console.log(
      `  ratio cached / static throughput: ${(perSecond(load.a) / perSecond(load.b)).toFixed(2)}× (goal ≥ 0.9×)`,
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
    const missDb = (await mf.getD1Database('DB', 'app')) as unknown as D1Database;
    workers = { mf, url: await mf.ready, db: missDb, shardDbs: { DB: missDb } };
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
