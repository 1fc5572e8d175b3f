// Foundation figures: Worker bundle sizes as wrangler uploads them, the demo data's size and load
// time, and the built app's cold start and page latency in local workerd on the seeded D1.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';
import { loadSeed, tableCounts } from '../scripts/lib/seed-db';
import { applyAllMigrations, startWorkers } from '../scripts/lib/workers';

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };

function uploadSize(args: Array<string>): string {
  const outdir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
  const output = execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir, ...args], {
    encoding: 'utf8',
    env,
  });
  rmSync(outdir, { recursive: true, force: true });
  return /Total Upload: ([^\n]+)/.exec(output)?.[1] ?? 'unknown';
}

function sqliteBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.sqlite') && entry.name !== 'metadata.sqlite') {
      total += statSync(path.join(entry.parentPath, entry.name)).size;
    }
  }
  return total;
}

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function run(): Promise<void> {
  console.log('Worker sizes (wrangler deploy --dry-run, raw / gzip):');
  console.log(`  app Worker: ${uploadSize([])}`);
  console.log(`  PDF Worker: ${uploadSize(['-c', 'workers/pdf/wrangler.toml'])}`);

  const today = new Date().toISOString().slice(0, 10);
  let started = performance.now();
  const tables = generateSeed({ seed: DEFAULT_SEED, today });
  const generateMs = performance.now() - started;

  const stateDir = mkdtempSync(path.join(tmpdir(), 'bench-d1-'));
  const coldStarted = performance.now();
  const { mf, url, db, shardDbs } = await startWorkers({ persistTo: stateDir });
  const d1 = db as unknown as D1Database;
  await applyAllMigrations({ db: d1, shardDbs });
  started = performance.now();
  await loadSeed({ db: d1, shardDbs }, tables);
  const loadMs = performance.now() - started;
  const counts = await tableCounts({ db: d1, shardDbs });
  console.log(
    `\nDemo data (seed ${DEFAULT_SEED}, anchor ${today}): generated in ${generateMs.toFixed(0)} ms, loaded in ${loadMs.toFixed(0)} ms`,
  );
  console.table(counts);
  console.log(`  rows in all: ${Object.values(counts).reduce((a, b) => a + b, 0)}`);
  console.log(`  database size: ${(sqliteBytes(stateDir) / 1024 / 1024).toFixed(1)} MiB`);

  const page = new URL('/player/jordan-reyes/summary', url);
  const first = await fetch(page);
  await first.text();
  console.log(
    `\nBuilt Workers: start + migrate + seed + first page in ${((performance.now() - coldStarted) / 1000).toFixed(1)} s (first page status ${first.status})`,
  );

  const samples: Array<number> = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await (await fetch(page)).text();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `  /player/jordan-reyes/summary over 200 requests: p50 ${percentile(samples, 50).toFixed(2)} ms, p99 ${percentile(samples, 99).toFixed(2)} ms`,
  );

  await mf.dispose();
  rmSync(stateDir, { recursive: true, force: true });
}
