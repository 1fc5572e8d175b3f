// Mobile Lighthouse (its default: a mid-range phone on a slow 4G link, simulated) over the profile
// summary and the sign-in page, in the bench's Chromium. Goals: performance ≥ 95 and accessibility
// 100 on an otherwise idle machine. The median of RUNS runs is printed, with the metrics behind it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';
import { loadSeed } from '../scripts/lib/seed-db';
import { applyMigrations, startWorkers } from '../scripts/lib/workers';

const RUNS = 3;
const PAGES = ['/player/jordan-reyes/summary', '/auth'];
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type Sample = {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
};

function median(values: Array<number>): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function audit(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

export async function run(): Promise<void> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const workers = await startWorkers({ persistTo: stateDir });
  await applyMigrations(workers.db as unknown as D1Database);
  const today = new Date().toISOString().slice(0, 10);
  await loadSeed(workers.db as unknown as D1Database, generateSeed({ seed: DEFAULT_SEED, today }));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows: Record<string, Record<string, string>> = {};
    for (const page of PAGES) {
      const url = new URL(page, workers.url).href;
      await fetch(url); // the first render fills the edge cache, as for any visitor after the first
      const samples: Array<Sample> = [];
      for (let i = 0; i < RUNS; i++) samples.push(await audit(url, chrome.port));
      const of = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
      rows[page] = {
        performance: `${of('performance')} (${samples.map((s) => s.performance).join(', ')})`,
        accessibility: String(of('accessibility')),
        'FCP ms': of('fcp').toFixed(0),
        'LCP ms': of('lcp').toFixed(0),
        'TBT ms': of('tbt').toFixed(0),
        CLS: of('cls').toFixed(3),
      };
    }
    console.log(`Mobile Lighthouse, median of ${RUNS} runs (goal: performance ≥ 95, accessibility 100):`);
    console.table(rows);
  } finally {
    await chrome.kill();
    await workers.mf.dispose();
  }
}
