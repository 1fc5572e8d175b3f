// Mixed load (issue 30 §6, decisions 029 and 073): the built Workers with the demo data under 100
// connections at once for 60 s, of three kinds sharing the one isolate: the showcase player's signed-in
// dashboard (every request a render), every demo profile page with a junk query string of its own per
// request (a render until the canonical key has the page, as in `npm run bench -- load`), and report
// PDFs of every demo player (a render and a PDF Worker call each). Printed per kind: requests, 2xx,
// 503 (refused past the render gate's queue, with Retry-After), other answers, connection errors
// (resets) and timeouts, p50 and p99. Goal: no reset and no timeout; a refusal is a fast 503.
// autocannon asks again at once after a 503, so a second run repeats the mix with clients that wait
// the Retry-After as browsers and apps do and prints what each kind was served per second, and a
// third gives the dashboard all 100 such connections alone (the issue's 66 dashboards/s before the
// render gate).
// BENCH_MIXED_SECONDS shortens the run; BENCH_ROOT runs another checkout's build (its dist/ and
// build/client) for a before/after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PROFILE_CHILD_PAGES } from '../app/domain/hosts/profile-routes';
import { createSession } from '../app/server/session.server';
import { createDb } from '../db/client';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';
import { loadSeed } from '../scripts/lib/seed-db';
import { applyAllMigrations, DEFAULT_VARS, startWorkers } from '../scripts/lib/workers';
import { PRODUCTION_VARS } from '../test/helpers/workers';
import { politeLoad, politeRow, printLoadAverage } from './lib/polite-load';

const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const PLAYER = 'jordan-reyes';
const KINDS = { dashboard: 50, profile: 30, pdf: 20 } as const;
const PDF_KINDS = ['ppr', 'data-analysis', 'resume'] as const;

type Kind = keyof typeof KINDS;

let address = 0;
/** One address per connection, as visitors behind their own addresses would have. */
function nextAddress(): string {
  address += 1;
  return `10.4.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

function cycle(items: ReadonlyArray<string>, suffix: (n: number) => string = () => ''): () => string {
  let n = 0;
  return () => {
    const next = `${items[n % items.length] ?? ''}${suffix(n)}`;
    n += 1;
    return next;
  };
}

async function load(
  kind: Kind,
  origin: string,
  nextPath: () => string,
  headers: Record<string, string>,
): Promise<Record<string, string>> {
  const errorKinds = new Map<string, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: KINDS[kind],
        duration: SECONDS,
        setupClient(client) {
          const own = { ...headers, 'CF-Connecting-IP': nextAddress() };
          client.setRequests([
            {
              method: 'GET',
              path: nextPath(),
              headers: own,
              setupRequest: (r) => ({ ...r, path: nextPath() }),
            },
          ]);
        },
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message;
      errorKinds.set(code, (errorKinds.get(code) ?? 0) + 1);
    });
  });
  const statuses = result.statusCodeStats ?? {};
  const refused = statuses['503']?.count ?? 0;
  const other = Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2') && status !== '503')
    .map(([status, { count }]) => `${status}: ${count}`);
  return {
    kind: `${kind} (${KINDS[kind]} connections)`,
    requests: String(result.requests.total),
    'requests/s': result.requests.average.toFixed(0),
    '2xx': String(result['2xx']),
    '503 busy': String(refused),
    'other answers': other.length > 0 ? other.join(', ') : '0',
    'errors (resets)':
      result.errors === 0
        ? '0'
        : `${result.errors} (${[...errorKinds].map(([code, count]) => `${code}: ${count}`).join(', ')})`,
    timeouts: String(result.timeouts),
    'p50 ms': String(result.latency.p50),
    'p99 ms': String(result.latency.p99),
  };
}

export async function run(): Promise<void> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'bench-mixed-'));
  const today = new Date().toISOString().slice(0, 10);
  const workers = await startWorkers({
    persistTo: stateDir,
    vars: PRODUCTION_VARS,
    ...(process.env.BENCH_ROOT ? { root: process.env.BENCH_ROOT } : {}),
  });
  try {
    const d1 = workers.db as unknown as D1Database;
    await applyAllMigrations(workers);
    await loadSeed(workers, generateSeed({ seed: DEFAULT_SEED, today }));
    const origin = workers.url.origin;
    const { results: people } = await d1
      .prepare('SELECT id, username FROM accounts WHERE username IS NOT NULL')
      .all<{ id: number; username: string }>();
    const player = people.find((person) => person.username === PLAYER);
    if (!player) throw new Error(`no ${PLAYER} in the seed`);
    // The production configuration names the session cookie for production.
    const { setCookie } = await createSession(createDb(d1), player.id, {
      config: { ...DEFAULT_VARS, ...PRODUCTION_VARS } as never,
    });
    const cookie = setCookie.split(';')[0] ?? '';

    // Only pages and PDFs that answer 200 alone (a hidden child redirects; a report a player hides
    // is refused). HEAD is never stored, so the run starts with every profile page out of the cache.
    const check = async (target: string, init: RequestInit = {}) => {
      const response = await fetch(new URL(target, origin), { redirect: 'manual', ...init });
      await response.arrayBuffer();
      return response.status === 200;
    };
    const pages: Array<string> = [];
    const pdfs: Array<string> = [];
    for (const { id, username } of people) {
      for (const child of PROFILE_CHILD_PAGES) {
        const page = `/player/${encodeURIComponent(username)}/${child}`;
        if (await check(page, { method: 'HEAD', headers: { 'CF-Connecting-IP': nextAddress() } }))
          pages.push(page);
      }
      for (const kind of PDF_KINDS) {
        const pdf = `/reports/${kind}.pdf?accountId=${id}`;
        if (pdfs.length < 60 && (await check(pdf))) pdfs.push(pdf);
      }
    }
    if (!(await check('/dashboard', { headers: { Cookie: cookie } })))
      throw new Error('the dashboard did not answer 200');

    console.log(
      `100 connections × ${SECONDS} s, three kinds at once, each connection its own CF-Connecting-IP; ${pages.length} profile pages, ${pdfs.length} report PDFs${process.env.BENCH_ROOT ? `; build of ${process.env.BENCH_ROOT}` : ''}:`,
    );
    const rows = await Promise.all([
      load('dashboard', origin, () => '/dashboard', { Cookie: cookie, Accept: 'text/html' }),
      load(
        'profile',
        origin,
        cycle(pages, (n) => `?utm_source=mixed&junk=${n.toString(36)}`),
        {
          Accept: 'text/html',
        },
      ),
      load('pdf', origin, cycle(pdfs), { Accept: 'application/pdf' }),
    ]);
    console.table(rows);
    printLoadAverage();
    console.log(
      '  goal: 0 errors (resets) and 0 timeouts of any kind; past the queue a 503 with Retry-After',
    );

    const polite = (
      kind: Kind,
      connections: number,
      nextPath: () => string,
      headers: Record<string, string>,
    ) =>
      politeLoad({
        origin,
        connections,
        seconds: SECONDS,
        nextPath,
        headers: () => ({ ...headers, 'CF-Connecting-IP': nextAddress() }),
      }).then((run) => politeRow(`${kind} (${connections} connections)`, run));
    const dashboardHeaders = { Cookie: cookie, Accept: 'text/html' };
    console.log(
      `\nThe same mix, ${SECONDS} s, each client waiting the Retry-After of a 503 before asking again:`,
    );
    console.table(
      await Promise.all([
        polite('dashboard', KINDS.dashboard, () => '/dashboard', dashboardHeaders),
        polite(
          'profile',
          KINDS.profile,
          cycle(pages, (n) => `?utm_source=polite&junk=${n.toString(36)}`),
          {
            Accept: 'text/html',
          },
        ),
        polite('pdf', KINDS.pdf, cycle(pdfs), { Accept: 'application/pdf' }),
      ]),
    );
    console.log(`\nThe dashboard alone, 100 such clients × ${SECONDS} s:`);
    console.table([await polite('dashboard', 100, () => '/dashboard', dashboardHeaders)]);
    console.log('  before the render gate covered it: 66 signed-in dashboards/s (issue 30)');
  } finally {
    await workers.mf.dispose();
    rmSync(stateDir, { recursive: true, force: true });
  }
}
