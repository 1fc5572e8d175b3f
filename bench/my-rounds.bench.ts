// My Rounds and View Shots figures (spec 3 §2.1, §2.2): the showcase player's pages over two seasons
// of rounds, one round's shots for the map (payload and time), whether the map's code is in the
// first load, and in Chromium the time from clicking a scorecard cell to the map at rest on that
// hole. Figures only: nothing here asserts a timing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { rounds } from '../db/schema/rounds';
import { launchChromium } from '../test/helpers/browser';
import { firstLoadJsGzip, firstLoadScripts } from './lib/first-load-js';
import { seededWorkers } from './lib/seeded-workers';

const PLAYER = 'jordan-reyes';
const DOCUMENT_RUNS = 100;
const DATA_RUNS = 100;
const CLICKS = 20;

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

let client = 0;

/** p50 and p99 of `runs` requests, each series from its own client address (the miss limit). */
async function timeRequests(url: URL, runs: number) {
  client += 1;
  const headers = { Accept: 'application/json', 'CF-Connecting-IP': `10.1.${client >> 8}.${client & 255}` };
  const first = await fetch(url, { headers });
  const body = new Uint8Array(await first.arrayBuffer());
  if (first.status !== 200) throw new Error(`${url.pathname}${url.search} answered ${first.status}`);
  const samples: Array<number> = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50).toFixed(2),
    p99: percentile(samples, 99).toFixed(2),
    KiB: (body.byteLength / 1024).toFixed(1),
    'KiB gzip': (gzipSync(body).byteLength / 1024).toFixed(1),
  };
}

/** The JavaScript chunks that bundle maplibre or the map viewer's canvas. */
function mapChunks(): Array<string> {
  const dir = 'build/client/assets';
  return readdirSync(dir)
    .filter((file) => /\.(m?js)$/.test(file))
    .filter(
      (file) =>
        file.startsWith('shot-map-viewer.client') ||
        readFileSync(path.join(dir, file), 'utf8').includes('maplibre-gl'),
    )
    .map((file) => `/assets/${file}`);
}

/** In Chromium: p50 over `CLICKS` clicks of a scorecard cell until the map is at rest on its hole. */
async function clickToSettled(url: URL): Promise<{ p50: string; p90: string; settled: number }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url.href, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForSelector('.shot-map__canvas[data-map-state="ready"]', {
      state: 'attached',
      timeout: 60_000,
    });
    const cells = page.locator('.my-scorecard__round td > button');
    const count = await cells.count();
    const samples: Array<number> = [];
    for (let i = 0; samples.length < CLICKS && i < CLICKS * 3; i++) {
      // Holes spread over the card, round after round, so that every click moves the map.
      const cell = cells.nth((i * 7 + 3) % count);
      const row = cell.locator('xpath=ancestor::tr[1]');
      const key = `${await row.getAttribute('data-round')}:${await cell.getAttribute('data-hole')}`;
      if ((await page.locator('.shot-map__canvas').getAttribute('data-settled')) === key) continue;
      const started = performance.now();
      await cell.click();
      try {
        await page.waitForSelector(`.shot-map__canvas[data-settled="${key}"]`, {
          state: 'attached',
          timeout: 5000,
        });
        samples.push(performance.now() - started);
      } catch {
        // A hole without shots is not focused (spec 2 §4): not a sample.
      }
    }
    samples.sort((a, b) => a - b);
    return {
      p50: percentile(samples, 50).toFixed(0),
      p90: percentile(samples, 90).toFixed(0),
      settled: samples.length,
    };
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<void> {
  const { workers, db, playerId } = await seededWorkers(PLAYER);
  try {
    const history = await db.select({ id: rounds.id }).from(rounds).where(eq(rounds.accountId, playerId));
    console.log(`${PLAYER}: ${history.length} rounds`);

    const base = `/player/${PLAYER}`;
    const pages = {
      'my-rounds (Last 6 Rounds, Course)': `${base}/my-rounds`,
      'my-rounds (Past 2 Years, Course)': `${base}/my-rounds?select=Past+2+Years`,
      'my-rounds (Past 2 Years, Clusters of 6)': `${base}/my-rounds?group=Clusters+of+6&select=Past+2+Years`,
      'my-rounds (Past 2 Years, missed greens)': `${base}/my-rounds?select=Past+2+Years&stats=missedGreenInRegulation`,
      'view-shots (Last 6 Rounds, Round)': `${base}/view-shots`,
    };
    const documents: Record<string, Awaited<ReturnType<typeof timeRequests>>> = {};
    for (const [name, page] of Object.entries(pages)) {
      documents[name] = await timeRequests(new URL(page, workers.url), DOCUMENT_RUNS);
    }
    console.log(`\nDocuments, a miss every time, ${DOCUMENT_RUNS} requests each (goal p50 ≤ 30 ms):`);
    console.table(documents);

    const [newest] = await db
      .select({ id: rounds.id })
      .from(rounds)
      .where(eq(rounds.accountId, playerId))
      .orderBy(rounds.playedOn)
      .limit(1)
      .offset(history.length - 2);
    const one = `/api/v1/players/${PLAYER}/map-rounds?roundIds=${newest?.id ?? 0}&feature=my-rounds`;
    console.log(`\nOne round's shots for the map, ${DATA_RUNS} requests (goal ≤ 15 KiB gzip, p50 ≤ 15 ms):`);
    console.table({
      [`round ${newest?.id}, packed polygons (the viewer's)`]: await timeRequests(
        new URL(`${one}&geometry=packed`, workers.url),
        DATA_RUNS,
      ),
      [`round ${newest?.id}, polygons as points`]: await timeRequests(new URL(one, workers.url), DATA_RUNS),
    });

    const html = await (await fetch(new URL(`${base}/my-rounds`, workers.url))).text();
    const firstLoad = firstLoadScripts(html);
    const js = firstLoadJsGzip(html);
    const inFirstLoad = mapChunks().filter((chunk) => firstLoad.has(chunk));
    console.log(
      `\nFirst load of My Rounds: ${js.files} scripts, ${(js.bytes / 1024).toFixed(1)} KiB gzip; ${
        inFirstLoad.length === 0 ? 'no map chunk in it: OK' : `map chunks in it: ${inFirstLoad.join(', ')}`
      }`,
    );

    const click = await clickToSettled(new URL(`${base}/my-rounds`, workers.url));
    console.log(
      `\nClick on a scorecard cell to the map at rest on that hole (Chromium, SwiftShader, ${click.settled} clicks): p50 ${click.p50} ms, p90 ${click.p90} ms`,
    );
  } finally {
    await workers.mf.dispose();
  }
}
