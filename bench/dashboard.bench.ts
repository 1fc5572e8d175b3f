// Player dashboard figures (spec 3 §2.1; issue goals in brackets): the showcase player's signed-in
// /dashboard document with the first group in it (p50 ≤ 30 ms, app CPU ≤ 10 ms), each further group of
// the mode from the group resource route (p50 ≤ 20 ms), the same view on the data-analysis page, and
// the JavaScript of a first visit (≤ 150 KiB gzip). The seed's player has two seasons of rounds.
// Figures only: nothing here asserts a timing.
import { eq } from 'drizzle-orm';
import { groupNamesByMode } from '../app/domain/stats/dashboard-preferences';
import { overviewGroupSlug } from '../app/domain/stats/overview-groups';
import { createSession } from '../app/server/session.server';
import { rounds } from '../db/schema/rounds';
import { DEFAULT_VARS } from '../scripts/lib/workers';
import { PRODUCTION_VARS } from '../test/helpers/workers';
import { firstLoadJsGzip, firstLoadScripts, gzipBytes } from './lib/first-load-js';
import { measureRenderCpu } from './lib/node-render';
import { replayedMissCpu } from './lib/replay-worker';
import { seededWorkers } from './lib/seeded-workers';

const PLAYER = 'jordan-reyes';
const DOCUMENT_RUNS = 200;
const GROUP_RUNS = 100;

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

let client = 0;

/** p50 and p99 of `runs` requests end to end, after a check that the first answers 200. */
async function timeRequests(url: URL, runs: number, headers: Record<string, string>) {
  client += 1;
  const all = { ...headers, 'CF-Connecting-IP': `10.1.${client >> 8}.${client & 255}` };
  const first = await fetch(url, { headers: all, redirect: 'manual' });
  const bytes = (await first.arrayBuffer()).byteLength;
  if (first.status !== 200) throw new Error(`${url.pathname}${url.search} answered ${first.status}`);
  const samples: Array<number> = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await (await fetch(url, { headers: all })).arrayBuffer();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const trips = /d1;desc="round trips";dur=(\d+)/.exec(first.headers.get('server-timing') ?? '')?.[1] ?? '?';
  return {
    p50: percentile(samples, 50).toFixed(2),
    p99: percentile(samples, 99).toFixed(2),
    'D1 round trips': trips,
    KiB: (bytes / 1024).toFixed(1),
  };
}

export async function run(): Promise<void> {
  const { workers, d1, db, playerId } = await seededWorkers(PLAYER);
  try {
    const roundCount = (await db.select({ id: rounds.id }).from(rounds).where(eq(rounds.accountId, playerId)))
      .length;
    const { setCookie } = await createSession(db, playerId, { config: DEFAULT_VARS as never });
    const cookie = { Cookie: setCookie.split(';')[0] ?? '' };
    // The CPU runs take production settings, whose session cookie is named for production.
    const production = await createSession(db, playerId, {
      config: { ...DEFAULT_VARS, ...PRODUCTION_VARS } as never,
    });
    const productionCookie = { Cookie: production.setCookie.split(';')[0] ?? '' };
    console.log(
      `${PLAYER}: ${roundCount} rounds (two seasons), signed in; default choices (Recent Performance, 18 holes, PGA TOUR)`,
    );

    const documents = {
      '/dashboard (signed in)': await timeRequests(new URL('/dashboard', workers.url), DOCUMENT_RUNS, cookie),
      [`/player/${PLAYER}/data-analysis (visitor, a miss)`]: await timeRequests(
        new URL(`/player/${PLAYER}/data-analysis`, workers.url),
        DOCUMENT_RUNS,
        {},
      ),
    };
    console.log(
      `\nThe document with the first group in it, ${DOCUMENT_RUNS} requests each (goal p50 ≤ 30 ms):`,
    );
    console.table(documents);

    const groups: Record<string, Awaited<ReturnType<typeof timeRequests>>> = {};
    for (const [mode, names] of Object.entries(groupNamesByMode())) {
      for (const name of names) {
        const url = new URL(
          `/resources/dashboard-group/me/${overviewGroupSlug(name)}?holes=18&standard=pga-tour`,
          workers.url,
        );
        groups[`${mode}: ${name}`] = await timeRequests(url, GROUP_RUNS, cookie);
      }
    }
    console.log(
      `\nEach group from the group resource route, ${GROUP_RUNS} requests each (goal p50 ≤ 20 ms):`,
    );
    console.table(groups);

    const html = await (await fetch(new URL('/dashboard', workers.url), { headers: cookie })).text();
    const js = firstLoadJsGzip(html);
    console.log(
      `\nJavaScript on a first visit of /dashboard: ${js.files} files, ${(js.bytes / 1024).toFixed(1)} KiB gzip (goal ≤ 150 KiB)`,
    );
    console.table(
      [...firstLoadScripts(html)]
        .map((file) => ({ file, 'KiB gzip': Number((gzipBytes(file) / 1024).toFixed(1)) }))
        .sort((a, b) => b['KiB gzip'] - a['KiB gzip'])
        .slice(0, 6),
    );

    // After every timed request above: it loads the app bundle into this process.
    const ms = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)} ms`);
    const cpuRows: Record<string, Record<string, string>> = {};
    for (const [name, page, headers] of [
      ['/dashboard (signed in)', '/dashboard', productionCookie],
      ['data-analysis (visitor)', `/player/${PLAYER}/data-analysis`, {}],
    ] as const) {
      try {
        const replayed = await measureRenderCpu(d1, `http://127.0.0.1${page}`, { headers });
        const inWorkerd = await replayedMissCpu(replayed, page, 300, headers);
        if (inWorkerd.top.length > 0) {
          console.log(
            `  where the app isolate spends a ${name} document (BENCH_CPU_TOP, self time per request):`,
          );
          console.table(
            inWorkerd.top.map(({ name: fn, ms: each }) => ({ name: fn, 'ms/request': each.toFixed(3) })),
          );
        }
        cpuRows[name] = {
          'workerd, app': ms(inWorkerd.appMs),
          'workerd, app + runtime': ms(inWorkerd.replayMs),
          'Node main thread': ms(replayed.threadMs),
          'HTML KiB': (replayed.bytes / 1024).toFixed(1),
          'D1 batches': String(replayed.d1Batches.length),
        };
      } catch (error) {
        cpuRows[name] = { 'workerd, app': `not measured: ${String(error).slice(0, 120)}` };
      }
    }
    console.log('\nCPU of a document in workerd, production settings, D1 replayed (goal ≤ 10 ms):');
    console.table(cpuRows);
  } finally {
    await workers.mf.dispose();
  }
}
