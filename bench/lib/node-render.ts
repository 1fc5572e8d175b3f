// The deployed app bundle (dist/app/app.js) run in Node's V8 with D1 answers replayed from the real
// local D1, to time the app's own CPU per request: no HTTP layer, no SQLite, no sampling profiler,
// and unaffected by D1's work on workerd's thread. The bundle has no imports, so Node can load it;
// the Cache API is stood in by a cache that always misses (the miss path is what is timed).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_VARS } from '../../scripts/lib/workers';
import { PRODUCTION_VARS } from '../../test/helpers/workers';
import { recordingD1, replayD1, type SentStatement } from './replay-d1';

type WorkerModule = {
  fetch(request: Request, env: Record<string, unknown>, ctx: ExecutionContext): Promise<Response>;
};

const ctx = {
  waitUntil: (promise: Promise<unknown>) => void promise.catch(() => undefined),
  passThroughOnException() {},
} as unknown as ExecutionContext;
const noBinding = { fetch: async () => new Response('Not found', { status: 404 }) };
// The rate limiter lets every request render: the miss path is what is timed.
const missLimit = { limit: async () => ({ success: true }) };

/** CPU seconds of this thread (Linux /proc; the isolate's thread is what a Worker is billed for). */
function threadCpuMs(): number | null {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (1/100 s)
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

function median(values: Array<number>): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export type RenderCpu = {
  /** Median over batches of the main thread's CPU per request (null where /proc is missing). */
  threadMs: number | null;
  /** Median over batches of the whole process's CPU per request (adds GC and compiler threads). */
  processMs: number;
  bytes: number;
  /** D1's own execution time (meta.duration, whole milliseconds) of the page's statements. */
  sqlMs: number;
  /** The D1 batches the page sends, as sent. */
  d1Batches: Array<Array<SentStatement>>;
  /** Every answer D1 gave the page (replay-d1's recording). */
  recorded: Map<string, unknown>;
  /** The bundle that rendered (and whose statements were recorded). */
  bundle: string;
};

/**
 * CPU per request of `pageUrl` rendered by the deployed bundle: `batches` × `runs` requests. `bundle`
 * names another build's app.js (a copy of an earlier build, to set two builds side by side).
 */
export async function measureRenderCpu(
  realDb: D1Database,
  pageUrl: string,
  {
    runs = 200,
    batches = 5,
    headers = {},
    bundle = 'dist/app/app.js',
  }: { runs?: number; batches?: number; headers?: Record<string, string>; bundle?: string } = {},
): Promise<RenderCpu> {
  (globalThis as unknown as { caches: unknown }).caches = {
    default: {
      match: async () => undefined,
      put: async (_key: unknown, response: Response) => void (await response.arrayBuffer()),
    },
  };
  const worker: WorkerModule = (await import(pathToFileURL(path.resolve(bundle)).href)).default;
  // Production settings: the path a deployed Worker takes (no D1 round-trip counter, no dev headers).
  const envWith = (db: D1Database) => ({
    ...DEFAULT_VARS,
    ...PRODUCTION_VARS,
    DB: db,
    ASSETS: noBinding,
    PDF: noBinding,
    MISS_LIMIT: missLimit,
  });
  const { db: recorder, recorded, batches: d1Batches } = recordingD1(realDb);
  const bytes = (
    await (await worker.fetch(new Request(pageUrl, { headers }), envWith(recorder), ctx)).arrayBuffer()
  ).byteLength;
  const sqlMs = [...recorded.values()].reduce<number>(
    (sum, result) => sum + ((result as { meta?: { duration?: number } }).meta?.duration ?? 0),
    0,
  );
  const env = envWith(replayD1(recorded));
  const once = async () =>
    void (await (await worker.fetch(new Request(pageUrl, { headers }), env, ctx)).arrayBuffer());
  for (let i = 0; i < 200; i++) await once(); // let the JIT settle, as in a warm isolate
  const threadSamples: Array<number> = [];
  const processSamples: Array<number> = [];
  for (let batch = 0; batch < batches; batch++) {
    const threadBefore = threadCpuMs();
    const processBefore = process.cpuUsage();
    for (let i = 0; i < runs; i++) await once();
    const used = process.cpuUsage(processBefore);
    const threadAfter = threadCpuMs();
    processSamples.push((used.user + used.system) / 1000 / runs);
    if (threadBefore !== null && threadAfter !== null)
      threadSamples.push((threadAfter - threadBefore) / runs);
  }
  return {
    threadMs: threadSamples.length > 0 ? median(threadSamples) : null,
    processMs: median(processSamples),
    bytes,
    sqlMs,
    d1Batches,
    recorded,
    bundle,
  };
}
