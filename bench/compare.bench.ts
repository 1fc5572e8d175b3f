// Compare Stats figures (spec 2 §2): the showcase player against the first associated player over two
// seasons of rounds, as a saved comparison made through the page's own action. The page document
// (never stored in the edge cache when it shows another player: every request renders), each tab's
// single-fetch data request, the read APIs the Stat Probability, View Shots and Rounds tabs fetch,
// D1 round trips per document, the app's CPU per document in workerd, and the JavaScript of a first
// visit without the map. Figures only: nothing here asserts a timing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPARE_TABS } from '../app/domain/stats/compare-config';
import { comparableRounds, sideSelection } from '../app/domain/stats/compare-sides';
import { type StatFilterSelections, statFilterSelectionsSchema } from '../app/domain/stats/stat-filters';
import { associatedPlayers } from '../app/routes/player.$username.stats.associated-players.server';
import type { Db } from '../db/client';
import { roundSummariesQuery } from '../db/queries/round-summaries';
import { localShards } from '../scripts/lib/seed-db';
import { firstLoadJsGzip, firstLoadScripts, gzipBytes } from './lib/first-load-js';
import { measureRenderCpu } from './lib/node-render';
import { replayedMissCpu } from './lib/replay-worker';
import { seededWorkers } from './lib/seeded-workers';

const PLAYER = 'jordan-reyes';
const DOCUMENT_RUNS = 200;
const DATA_RUNS = 100;
const STATS_ROUTE_ID = 'routes/player.$username.stats';

// Two seasons: the past 12 months and the 12 before (as the analytics bench of issue 5), every round
// of them on both sides (a score threshold no round goes over).
const TWO_SEASONS: StatFilterSelections = statFilterSelectionsSchema.parse({
  years: ['Last 12 Months', 'Prior 12 Months'],
  advancedFilter: { label: 'Scoring', scoringThreshold: 300, customLabel: 'Two seasons' },
});

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

type Timing = { p50: string; p99: string; 'D1 wait p50': string; 'D1 round trips': string; bytes: number };

function roundTrips(response: Response): string {
  return /d1;desc="round trips";dur=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? '?';
}

let client = 0;

/**
 * p50 and p99 of `runs` requests to `url` end to end, after a check that it answers 200. Each series
 * comes from a client address of its own: the miss limit (600 renders a minute per client, decision
 * 029) counts every request here.
 */
async function timeRequests(url: URL, runs: number): Promise<Timing> {
  client += 1;
  const headers = { Accept: 'application/json', 'CF-Connecting-IP': `10.0.${client >> 8}.${client & 255}` };
  const first = await fetch(url, { headers });
  const bytes = (await first.arrayBuffer()).byteLength;
  if (first.status !== 200) throw new Error(`${url.pathname}${url.search} answered ${first.status}`);
  const samples: Array<number> = [];
  const waits: Array<number> = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    waits.push(
      Number(/d1-wait;desc="D1 wait";dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]),
    );
  }
  samples.sort((a, b) => a - b);
  waits.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50).toFixed(2),
    p99: percentile(samples, 99).toFixed(2),
    'D1 wait p50': Number.isNaN(percentile(waits, 50)) ? '?' : String(percentile(waits, 50)),
    'D1 round trips': roundTrips(first),
    bytes,
  };
}

/** Posts one of the page's forms and returns where its 302 sends the browser. */
async function postIntent(url: URL, fields: Record<string, string>): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url.origin },
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status !== 302 || location === null) {
    throw new Error(`${fields.intent} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
  return location;
}

/** The round ids a side selects, as the page resolves them (spec 2 §7: ids from a stat filter). */
async function sideRoundIds(db: Db, accountId: number, today: string): Promise<Array<number>> {
  const [rows] = await db.batch([roundSummariesQuery(db, accountId)]);
  return sideSelection(comparableRounds(rows, 18), TWO_SEASONS, today).roundIds;
}

/** The JavaScript chunks that bundle maplibre (the map), by their content. */
function maplibreChunks(): Array<string> {
  const dir = 'build/client/assets';
  return readdirSync(dir)
    .filter((file) => /\.(m?js)$/.test(file))
    .filter((file) => readFileSync(path.join(dir, file), 'utf8').includes('maplibre'))
    .filter((file) => !file.startsWith('shot-map-viewer.client'))
    .map((file) => `/assets/${file}`);
}

export async function run(): Promise<void> {
  const { workers, d1, db, today, playerId } = await seededWorkers(PLAYER);
  try {
    // The Compare By Player picker's first entry, as an anonymous visitor sees it.
    const [mate] = await associatedPlayers(db, null, playerId, localShards(workers));
    if (!mate) throw new Error(`${PLAYER} has no associated player`);

    const pagePath = `/player/${PLAYER}/stats`;
    const chosen = await postIntent(new URL(pagePath, workers.url), {
      intent: 'player',
      accountId: String(mate.accountId),
    });
    const chosenHash = new URL(chosen, workers.url).searchParams.get('hash') ?? '';
    const saved = await postIntent(new URL(chosen, workers.url), {
      intent: 'configure',
      hash: chosenHash,
      left: JSON.stringify(TWO_SEASONS),
      right: JSON.stringify(TWO_SEASONS),
    });
    const hash = new URL(saved, workers.url).searchParams.get('hash') ?? '';
    const comparePath = `${pagePath}?hash=${hash}`;
    const leftIds = await sideRoundIds(db, playerId, today);
    const rightIds = await sideRoundIds(db, mate.accountId, today);
    console.log(
      `${PLAYER} (left, ${leftIds.length} rounds) against ${mate.username} (right, ${rightIds.length} rounds): two seasons of 18-hole rounds, saved comparison ${hash}`,
    );

    const html = await (await fetch(new URL(comparePath, workers.url))).text();
    const documents = {
      [`compare page ?hash=${hash}`]: await timeRequests(new URL(comparePath, workers.url), DOCUMENT_RUNS),
      'same-player default page': await timeRequests(new URL(pagePath, workers.url), DOCUMENT_RUNS),
    };
    console.log(
      `\nThe page's document, a miss every time, ${DOCUMENT_RUNS} requests each (goal p50 ≤ 20 ms):`,
    );
    console.table(documents);

    // A tab is a link to ?tab=X: the browser's single fetch revalidates every loader of the page (no
    // route opts out, so no `_routes`); `_routes` narrowed to the page's own loader for scale.
    const tabs: Record<string, Timing> = {};
    for (const tab of COMPARE_TABS) {
      const data = `${pagePath}.data?tab=${tab}&hash=${hash}`;
      tabs[`${tab} .data`] = await timeRequests(new URL(data, workers.url), DATA_RUNS);
      tabs[`${tab} .data _routes=stats`] = await timeRequests(
        new URL(`${data}&_routes=${encodeURIComponent(STATS_ROUTE_ID)}`, workers.url),
        DATA_RUNS,
      );
    }
    const api = (username: string, name: string, query: string) =>
      new URL(`/api/v1/players/${username}/${name}?${query}`, workers.url);
    const sides = [
      { side: 'left', username: PLAYER, ids: leftIds.join(',') },
      { side: 'right', username: mate.username, ids: rightIds.join(',') },
    ];
    for (const { side, username, ids } of sides) {
      tabs[`hole-stats (${side})`] = await timeRequests(
        api(username, 'hole-stats', `roundIds=${ids}`),
        DATA_RUNS,
      );
      // What the Stat Probability card reads: the cards alone.
      tabs[`hole-stats part=probability (${side})`] = await timeRequests(
        api(username, 'hole-stats', `roundIds=${ids}&part=probability`),
        DATA_RUNS,
      );
      tabs[`map-rounds (${side})`] = await timeRequests(
        api(username, 'map-rounds', `roundIds=${ids}`),
        DATA_RUNS,
      );
      tabs[`Select Rounds round options (${side === 'left' ? 'both sides' : 'one player'})`] =
        await timeRequests(
          new URL(`${pagePath}/rounds${side === 'left' ? `?hash=${hash}` : ''}`, workers.url),
          DATA_RUNS,
        );
      tabs[`rounds page 1 (${side})`] = await timeRequests(
        api(username, 'rounds', `holes=18&page=1&roundIds=${ids}`),
        DATA_RUNS,
      );
    }
    // What Compare By Player's picker reads when it first opens: the players and their averages.
    tabs['Compare By Player picker players'] = await timeRequests(
      new URL(`${pagePath}/players`, workers.url),
      DATA_RUNS,
    );
    console.log(
      `\nEach tab's data request and the APIs the tabs fetch, ${DATA_RUNS} requests each (goal p50 ≤ 20 ms):`,
    );
    console.table(tabs);

    const js = firstLoadJsGzip(html);
    const firstLoad = firstLoadScripts(html);
    const map = maplibreChunks();
    const mapInFirstLoad = map.filter((chunk) => firstLoad.has(chunk));
    console.log(
      `\nJavaScript on a first visit of the compare page: ${js.files} files, ${(js.bytes / 1024).toFixed(1)} KiB gzip (goal ≤ 150 KiB)`,
    );
    const heaviest = [...firstLoad]
      .map((file) => ({ file, 'KiB gzip': Number((gzipBytes(file) / 1024).toFixed(1)) }))
      .sort((a, b) => b['KiB gzip'] - a['KiB gzip'])
      .slice(0, 8);
    console.log('  the heaviest files of that first load:');
    console.table(heaviest);
    for (const chunk of map) {
      console.log(
        `  map chunk ${chunk}: ${(gzipBytes(chunk) / 1024).toFixed(1)} KiB gzip, loaded when View Shots opens`,
      );
    }
    console.log(
      mapInFirstLoad.length === 0
        ? '  the first load holds no maplibre chunk: OK'
        : `  the first load holds maplibre: ${mapInFirstLoad.join(', ')}`,
    );

    // It loads the app bundle into this process: after every timed request to the workerd above.
    const ms = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)} ms`);
    const cpuRows: Record<string, Record<string, string>> = {};
    for (const [name, page] of [
      ['compare page (another player)', comparePath],
      ['same-player default page', pagePath],
    ] as const) {
      const replayed = await measureRenderCpu(d1, `http://127.0.0.1${page}`);
      const inWorkerd = await replayedMissCpu(replayed, page);
      cpuRows[name] = {
        'workerd, app': ms(inWorkerd.appMs),
        'workerd, app + runtime': ms(inWorkerd.replayMs),
        'same bytes answered at once': ms(inWorkerd.sameBytesMs),
        'Node main thread': ms(replayed.threadMs),
        'HTML KiB': (replayed.bytes / 1024).toFixed(1),
        'D1 batches': String(replayed.d1Batches.length),
      };
      if (inWorkerd.top.length > 0) {
        console.log(`  where the app isolate spends a ${name} (BENCH_CPU_TOP, self time per request):`);
        console.table(
          inWorkerd.top.map(({ name: fn, ms: each }) => ({ name: fn, 'ms/request': each.toFixed(3) })),
        );
      }
    }
    console.log(
      '\nCPU of a document in workerd, production settings, D1 answered from the app’s own isolate (goal ≤ 10 ms):',
    );
    console.table(cpuRows);
  } finally {
    await workers.mf.dispose();
  }
}
