// Load figures (decision 029): the built Workers in workerd with the demo data under 100 connections,
// on (a) the cached summary of the demo player, (b) every demo player's profile children with a junk
// query string of its own per request (each one a render before the canonical cache key), (c) the
// search page with varied queries. BENCH_LOAD_SECONDS shortens the runs (60 s by default).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PROFILE_CHILD_PAGES } from '../app/domain/hosts/profile-routes';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';
import { loadSeed } from '../scripts/lib/seed-db';
import { applyAllMigrations, MISS_LIMIT, startWorkers } from '../scripts/lib/workers';
import { PRODUCTION_VARS } from '../test/helpers/workers';

const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const PLAYER = 'jordan-reyes';

type CacheTally = { HIT: number; MISS: number; none: number };

/** One address per connection, as 100 visitors behind their own addresses would have. */
function visitorAddress(connection: number): string {
  return `10.0.${Math.floor(connection / 250)}.${(connection % 250) + 1}`;
}

function cacheStatus(headers: Record<string, string | Array<string> | undefined> = {}): keyof CacheTally {
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() !== 'x-edge-cache') continue;
    if (value === 'HIT' || value === 'MISS') return value;
  }
  return 'none';
}

async function load(title: string, origin: string, nextPath: () => string): Promise<Record<string, string>> {
  const tally: CacheTally = { HIT: 0, MISS: 0, none: 0 };
  const errorKinds = new Map<string, number>();
  let connection = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options: autocannon.Options = {
      url: origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      setupClient(client) {
        const headers = { 'CF-Connecting-IP': visitorAddress(connection++) };
        client.setRequests([
          {
            method: 'GET',
            path: nextPath(),
            headers,
            setupRequest: (request) => ({ ...request, path: nextPath() }),
            onResponse: (_status, _body, _context, received) => {
              tally[cacheStatus(received)] += 1;
            },
          },
        ]);
      },
    };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const kind = error.code ?? error.message;
      errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
    });
  });
  const byStatus = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}: ${count}`);
  const cached = tally.HIT + tally.MISS;
  return {
    run: title,
    'requests/s': result.requests.average.toFixed(0),
    'p50 ms': String(result.latency.p50),
    'p99 ms': String(result.latency.p99),
    errors:
      result.errors === 0
        ? '0'
        : `${result.errors} (${[...errorKinds].map(([kind, count]) => `${kind}: ${count}`).join(', ')})`,
    timeouts: String(result.timeouts),
    'non-2xx': byStatus.length > 0 ? byStatus.join(', ') : '0',
    'HIT / MISS': cached === 0 ? `none of ${tally.none}` : `${tally.HIT} / ${tally.MISS}`,
    'hit ratio': cached === 0 ? '—' : `${((100 * tally.HIT) / cached).toFixed(1)} %`,
  };
}

/** Cycles through `items`, each time with `suffix(n)` appended. */
function cycle(items: ReadonlyArray<string>, suffix: (n: number) => string = () => ''): () => string {
  let n = 0;
  return () => {
    const item = items[n % items.length] ?? '';
    const next = `${item}${suffix(n)}`;
    n += 1;
    return next;
  };
}

export async function run(): Promise<void> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  const today = new Date().toISOString().slice(0, 10);
  const workers = await startWorkers({ persistTo: stateDir, vars: PRODUCTION_VARS });
  try {
    const db = workers.db as unknown as D1Database;
    await applyAllMigrations(workers);
    await loadSeed(workers, generateSeed({ seed: DEFAULT_SEED, today }));
    const origin = workers.url.origin;
    const { results: people } = await db
      .prepare(
        'SELECT username, first_name AS first, last_name AS last FROM accounts WHERE username IS NOT NULL',
      )
      .all<{ username: string; first: string; last: string }>();

    // (b) only pages that answer 200: a child a player hides redirects. HEAD is never stored, so the
    // run still starts with every page out of the cache.
    const pages: Array<string> = [];
    for (const [i, { username }] of people.entries()) {
      for (const child of PROFILE_CHILD_PAGES) {
        const page = `/player/${encodeURIComponent(username)}/${child}`;
        const response = await fetch(new URL(page, origin), {
          method: 'HEAD',
          redirect: 'manual',
          headers: { 'CF-Connecting-IP': `192.0.2.${i % 250}` },
        });
        if (response.status === 200) pages.push(page);
      }
    }
    const queries = [
      ...new Set(
        people.flatMap(({ first, last }) => [
          first,
          last,
          `${first} ${last}`,
          first.slice(0, 2),
          last.slice(0, 1),
        ]),
      ),
      'zz',
      'nobody here',
    ].map((q) => `/golf/search?q=${encodeURIComponent(q)}`);

    const summary = `/player/${PLAYER}/summary`;
    await (await fetch(new URL(summary, origin))).text(); // the page in the cache before (a)
    console.log(
      `${CONNECTIONS} connections × ${SECONDS} s per run; each connection sends its own CF-Connecting-IP (100 visitors), against the deployed per-address miss limit of ${MISS_LIMIT.limit} per ${MISS_LIMIT.period} s. Demo data: ${people.length} players, ${pages.length} profile pages that answer 200, ${queries.length} search queries.`,
    );
    const rows = [
      await load(`(a) cached summary of ${PLAYER}`, origin, () => summary),
      await load(
        '(b) profile children, unique junk query',
        origin,
        cycle(pages, (n) => `?utm_source=load&junk=${n.toString(36)}`),
      ),
      await load('(c) search, varied queries', origin, cycle(queries)),
    ];
    console.table(rows);
    console.log('  goal: 0 errors and 0 timeouts in each run');
  } finally {
    await workers.mf.dispose();
    rmSync(stateDir, { recursive: true, force: true });
  }
}
