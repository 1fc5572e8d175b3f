// Mobile Lighthouse (its default: a mid-range phone on a slow 4G link, simulated) over the main pages
// of issue 30 in the bench's Chromium: home, search, the profile summary, the dashboard signed in, the
// compare page with two players, My Rounds, the schedule and a report page. Four categories
// (performance, accessibility, best practices, SEO); RUNS runs of each page, every run printed, with
// the metrics behind the performance score. Goals: performance ≥ 95, the other three 100, on an
// otherwise idle machine. BENCH_LIGHTHOUSE_PAGES=dashboard,compare keeps the pages whose names hold
// one of the words; BENCH_LIGHTHOUSE_OUT=DIR also writes every run's full report there as JSON (the
// audits behind a score: LCP element, layout shifts, long tasks, boot-up time per script).
// Lighthouse loads the pages over HTTP/2 through a local TLS front (bench/lib/h2-front.ts), as the
// edge serves them; BENCH_LIGHTHOUSE_HTTP1=1 loads them from workerd's HTTP/1.1 directly.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { eq } from 'drizzle-orm';
import lighthouse from 'lighthouse';
import { associatedPlayers } from '../app/routes/player.$username.stats.associated-players.server';
import { createSession } from '../app/server/session.server';
import { createDb } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';
import { loadSeed, localShards } from '../scripts/lib/seed-db';
import { applyAllMigrations, DEFAULT_VARS, startWorkers } from '../scripts/lib/workers';
import { type H2Front, startH2Front } from './lib/h2-front';

const RUNS = 2;
const PLAYER = 'jordan-reyes';
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Sample = Record<(typeof CATEGORIES)[number], number> & {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
};

type Page = { name: string; path: string; cookie?: string };

async function audit(
  url: string,
  port: number,
  cookie: string | undefined,
  reportPath: string | null,
): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (reportPath !== null) writeFileSync(reportPath, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

/** The compare page of PLAYER against the first associated player, saved through the page's action. */
async function comparePath(origin: URL, mateId: number): Promise<string> {
  const page = new URL(`/player/${PLAYER}/stats`, origin);
  const response = await fetch(page, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'player', accountId: String(mateId) }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin.origin },
    redirect: 'manual',
  });
  await response.arrayBuffer();
  const location = response.headers.get('location');
  if (response.status !== 302 || location === null) throw new Error(`compare answered ${response.status}`);
  return location;
}

export async function run(): Promise<void> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const workers = await startWorkers({ persistTo: stateDir });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  const front: H2Front | null = process.env.BENCH_LIGHTHOUSE_HTTP1 ? null : await startH2Front(workers.url);
  try {
    const d1 = workers.db as unknown as D1Database;
    await applyAllMigrations(workers);
    const today = new Date().toISOString().slice(0, 10);
    await loadSeed(workers, generateSeed({ seed: DEFAULT_SEED, today }));
    const db = createDb(d1);
    const [player] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, PLAYER));
    if (!player) throw new Error(`no ${PLAYER} in the seed`);
    const [mate] = await associatedPlayers(db, null, player.id, localShards(workers));
    if (!mate) throw new Error(`${PLAYER} has no associated player`);
    const { setCookie } = await createSession(db, player.id, { config: DEFAULT_VARS as never });
    const cookie = setCookie.split(';')[0] ?? '';

    const only = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
    const pages: Array<Page> = [
      { name: 'home', path: '/' },
      { name: 'search', path: '/golf/search?q=jordan' },
      { name: 'profile summary', path: `/player/${PLAYER}/summary` },
      { name: 'dashboard (signed in)', path: '/dashboard', cookie },
      { name: 'compare, two players', path: await comparePath(workers.url, mate.accountId) },
      { name: 'My Rounds', path: `/player/${PLAYER}/my-rounds` },
      { name: 'schedule', path: `/player/${PLAYER}/schedule/0` },
      { name: 'report page (ppr)', path: `/reports/ppr?accountId=${player.id}` },
    ].filter((page) => only.length === 0 || only.some((word) => page.name.includes(word)));

    const out = process.env.BENCH_LIGHTHOUSE_OUT ?? null;
    if (out !== null) mkdirSync(out, { recursive: true });
    const rows: Array<Record<string, string | number>> = [];
    for (const page of pages) {
      const url = new URL(page.path, front?.url ?? workers.url).href;
      // The first request fills the edge cache where the page is stored, as for any visitor after the first.
      const first = await fetch(new URL(page.path, workers.url), {
        headers: page.cookie ? { Cookie: page.cookie } : {},
        redirect: 'manual',
      });
      await first.arrayBuffer();
      if (first.status !== 200) throw new Error(`${page.name} (${page.path}) answered ${first.status}`);
      for (let i = 0; i < RUNS; i++) {
        const report =
          out === null ? null : path.join(out, `${page.name.replace(/\W+/g, '-')}-${i + 1}.json`);
        const sample = await audit(url, chrome.port, page.cookie, report);
        rows.push({
          page: page.name,
          run: i + 1,
          performance: sample.performance,
          accessibility: sample.accessibility,
          'best practices': sample['best-practices'],
          SEO: sample.seo,
          'FCP ms': sample.fcp.toFixed(0),
          'LCP ms': Number.isNaN(sample.lcp) ? 'none' : sample.lcp.toFixed(0),
          'TBT ms': sample.tbt.toFixed(0),
          CLS: sample.cls.toFixed(3),
        });
      }
    }
    console.log(
      `Mobile Lighthouse over ${front ? 'HTTP/2 (the local TLS front)' : "workerd's HTTP/1.1"}, ${RUNS} runs per page, each printed (goal: performance ≥ 95; accessibility, best practices and SEO 100):`,
    );
    console.table(rows);
  } finally {
    await front?.close();
    await chrome.kill();
    await workers.mf.dispose();
    rmSync(stateDir, { recursive: true, force: true });
  }
}
