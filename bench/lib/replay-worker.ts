// The deployed app bundle run inside workerd with D1 answered from inside its own isolate: the
// answers recorded off the real local D1 are kept as the JSON text D1 sends and parsed per request,
// which is the binding's own work on a result (it parses D1's JSON and builds an object per row).
// workerd's one thread then spends on a request only the app's work plus the runtime's HTTP
// handling, which a Worker answering the same bytes at once measures on its own.
import { readFileSync } from 'node:fs';
import { Miniflare, type WorkerOptions } from 'miniflare';
import { COMPATIBILITY_DATE, DEFAULT_VARS } from '../../scripts/lib/workers';
import { PRODUCTION_VARS } from '../../test/helpers/workers';
import { connectProfiler } from './cpu-profile';
import { freePort } from './free-port';
import type { RenderCpu } from './node-render';
import { workerdMainThreadCpuMs } from './process-cpu';
import { ISO_TIME } from './replay-d1';

/**
 * Module source of a Worker that serves the app bundle (module `app.js`) with D1 replayed.
 * `recorded` is replay-d1's recording: `${kind}\0${sql}\0${params}` → the answer D1 gave.
 */
export function replayWorkerSource(recorded: Map<string, unknown>): string {
  const answers = Object.fromEntries([...recorded].map(([key, value]) => [key, JSON.stringify(value)]));
  return `
import app from './app.js';
const answers = ${JSON.stringify(answers)};
const ISO_TIME = ${ISO_TIME};
// The same key as bench/lib/replay-d1.ts: the current time is keyed as "now".
const keyOf = (kind, sql, params) =>
  kind + '\\u0000' + sql + '\\u0000' +
  JSON.stringify(params.map((p) => (typeof p === 'string' && ISO_TIME.test(p) ? 'now' : p)));
function answer(kind, sql, params) {
  const text = answers[keyOf(kind, sql, params)];
  if (text === undefined) throw new Error('No recorded D1 answer for: ' + sql);
  return JSON.parse(text);
}
class Statement {
  constructor(sql, params = []) { this.sql = sql; this.params = params; }
  bind(...params) { return new Statement(this.sql, params); }
  async all() { return answer('all', this.sql, this.params); }
  async raw() { return answer('raw', this.sql, this.params); }
  async first(column) { return answer('first:' + (column ?? ''), this.sql, this.params); }
  async run() { return answer('run', this.sql, this.params); }
}
const db = {
  prepare: (sql) => new Statement(sql),
  batch: async (statements) => statements.map((s) => answer('all', s.sql, s.params)),
};
// Every request misses the edge cache: the miss is what is timed.
const missingCache = {
  match: async () => undefined,
  put: async (_key, response) => void (await response.arrayBuffer()),
};
Object.defineProperty(globalThis, 'caches', { value: { default: missingCache }, configurable: true });
// The rate limiter answers at once, like D1 above: its counting is Cloudflare's work, not the app's.
const missLimit = { limit: async () => ({ success: true }) };
// The runtime hands one env object to every request of an isolate; so does this Worker.
const envs = new WeakMap();
function replayEnv(env) {
  let replayed = envs.get(env);
  if (!replayed) envs.set(env, (replayed = { ...env, DB: db, MISS_LIMIT: missLimit }));
  return replayed;
}
export default {
  fetch: (request, env, ctx) => app.fetch(request, replayEnv(env), ctx),
};
`;
}

/** Module source of a Worker answering `bytes` bytes of HTML at once: the runtime's share of a page. */
export function sameBytesWorkerSource(bytes: number): string {
  return `
const page = new TextEncoder().encode('<!DOCTYPE html>'.padEnd(${bytes}, ' '));
export default {
  fetch: () => new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
};
`;
}

/** workerd main-thread CPU per request of `once` over `runs` requests, after 50 to warm up. */
export async function threadCpuPerRequest(
  once: (i: number) => Promise<unknown>,
  runs = 300,
): Promise<number> {
  for (let i = 0; i < 50; i++) await once(-1 - i);
  const before = workerdMainThreadCpuMs();
  for (let i = 0; i < runs; i++) await once(i);
  return (workerdMainThreadCpuMs() - before) / runs;
}

export type ReplayedCpu = {
  /** The app with D1 replayed, per request. */
  replayMs: number;
  /** A Worker answering the same number of bytes at once, per request. */
  sameBytesMs: number;
  /** The app's own work: the difference. */
  appMs: number;
  /** With BENCH_CPU_TOP set: the heaviest functions of the app isolate, self time per request. */
  top: Array<{ name: string; ms: number }>;
};

/**
 * CPU per request of `path` rendered by the deployed bundle in workerd with production settings and
 * D1 replayed from `render`'s recording (the bundle that recorded it), less the runtime's share of
 * answering as many bytes.
 */
export async function replayedMissCpu(
  render: Pick<RenderCpu, 'recorded' | 'bytes' | 'bundle'>,
  path: string,
  runs = 300,
  /** Request headers (a signed-in page's session cookie). */
  headers: Record<string, string> = {},
): Promise<ReplayedCpu> {
  const inspectorPort = process.env.BENCH_CPU_TOP ? await freePort() : undefined;
  const serve = async (worker: WorkerOptions, measure: (url: URL) => Promise<number>) => {
    const mf = new Miniflare({
      host: '127.0.0.1',
      port: 0,
      ...(inspectorPort === undefined ? {} : { inspectorPort }),
      workers: [{ compatibilityDate: COMPATIBILITY_DATE, ...worker }],
    });
    try {
      return await measure(await mf.ready);
    } finally {
      await mf.dispose();
    }
  };
  const timed = (url: URL) =>
    threadCpuPerRequest(async (i) => {
      const response = await fetch(new URL(`${path}${path.includes('?') ? '&' : '?'}cpu=${i}`, url), {
        headers,
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    }, runs);
  let top: ReplayedCpu['top'] = [];
  const replayMs = await serve(
    {
      name: 'replay',
      modules: [
        { type: 'ESModule', path: 'replay.js', contents: replayWorkerSource(render.recorded) },
        { type: 'ESModule', path: 'app.js', contents: readFileSync(render.bundle, 'utf8') },
      ],
      bindings: { ...DEFAULT_VARS, ...PRODUCTION_VARS },
    },
    async (url) => {
      const cpu = await timed(url);
      if (inspectorPort !== undefined) {
        const profiler = await connectProfiler(inspectorPort, 'replay');
        await profiler.start();
        for (let i = 0; i < runs; i++)
          await (
            await fetch(new URL(`${path}${path.includes('?') ? '&' : '?'}profile=${i}`, url), { headers })
          ).arrayBuffer();
        top = (await profiler.stop()).top.map(({ name, ms }) => ({ name, ms: ms / runs }));
        profiler.close();
      }
      return cpu;
    },
  );
  const sameBytesMs = await serve(
    { name: 'same-bytes', modules: true, script: sameBytesWorkerSource(render.bytes) },
    timed,
  );
  return { replayMs, sameBytesMs, appMs: replayMs - sameBytesMs, top };
}
