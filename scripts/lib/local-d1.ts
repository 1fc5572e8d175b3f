import { execFileSync, spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { createDb } from '../../db/client';
import { rebuildDiscoveryRows } from '../../db/queries/discovery';
import { rebuildHandicaps } from '../../db/queries/handicap';
import { backfillHoleStats } from '../../db/queries/hole-stats';
import { DEFAULT_SEED, generateSeed } from '../../db/seed/generate';
import { type LocalD1s, loadSeed, localShards, tableCounts } from './seed-db';
import { d1Databases, roundShardNames } from './workers';

/** Where wrangler, `vite dev` and `npm start` keep local state (one shared local D1). */
export const LOCAL_STATE_DIR = '.wrangler/state/v3';

export const quietWranglerEnv = {
  ...process.env,
  CI: '1',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
};

/** Applies pending migrations with wrangler, so its migration log stays the single source of truth. */
export async function migrateLocalD1(): Promise<void> {
  // The directory and every round shard take the same migrations (decision 119), all at once.
  await Promise.all(
    Object.keys(d1Databases()).map(
      (binding) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn('npx', ['wrangler', 'd1', 'migrations', 'apply', binding, '--local'], {
            stdio: ['ignore', 'ignore', 'inherit'],
            env: quietWranglerEnv,
          });
          child.on('error', reject);
          child.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`migrating ${binding} failed (exit ${code})`)),
          );
        }),
    ),
  );
}

export async function withLocalD1<T>(work: (d1s: LocalD1s) => Promise<T>): Promise<T> {
  const databases = d1Databases();
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response(null, { status: 204 }) } }',
    d1Databases: databases,
    d1Persist: path.join(LOCAL_STATE_DIR, 'd1'),
  });
  try {
    const open = async (binding: string) => (await mf.getD1Database(binding)) as unknown as D1Database;
    const db = await open('DB');
    const shardDbs: Record<string, D1Database> = {};
    for (const name of roundShardNames()) shardDbs[name] = name === 'DB' ? db : await open(name);
    return await work({ db, shardDbs });
  } finally {
    await mf.dispose();
  }
}

/**
 * The derived data brought up to date (decisions 033 and 097): the stat flags and strokes gained of
 * every hole written without them or under an older HOLE_FLAGS_VERSION (with app/domain/stats/
 * hole-stats.ts; the triggers of round_flag_totals then sum them), every player's Handicap Index when
 * the records predate HANDICAP_RECORD_VERSION (decision 102), then every discovery row when the
 * rows predate DISCOVERY_ROW_VERSION or the database. A no-op when both are current.
 */
export async function backfillLocalD1(target: LocalD1s): Promise<{ holes: number; accounts: number }> {
  const drizzle = createDb(target.db);
  const shards = localShards(target);
  const holes = await backfillHoleStats(drizzle, shards);
  while ((await rebuildHandicaps(drizzle, shards, 1000)) > 0);
  let accounts = 0;
  while (true) {
    const done = await rebuildDiscoveryRows(drizzle, shards, 1000);
    if (done === 0) return { holes, accounts };
    accounts += done;
  }
}

export async function isSeeded({ db }: LocalD1s): Promise<boolean> {
  const row = await db.prepare('SELECT count(*) AS n FROM accounts').first<{ n: number }>();
  return (row?.n ?? 0) > 0;
}

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

export async function seedLocalD1(target: LocalD1s, seed = DEFAULT_SEED, today = todayIso()) {
  const started = performance.now();
  const tables = generateSeed({ seed, today });
  const generatedMs = performance.now() - started;
  const { statements } = await loadSeed(target, tables);
  const totalMs = performance.now() - started;
  return { seed, today, statements, generatedMs, totalMs, counts: await tableCounts(target) };
}

/** Size of the local D1 file in bytes. */
export function localD1Bytes(): number {
  const dir = path.join(LOCAL_STATE_DIR, 'd1/miniflare-D1DatabaseObject');
  try {
    return execFileSync('find', [dir, '-name', '*.sqlite', '!', '-name', 'metadata.sqlite'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .reduce((sum, file) => sum + statSync(file).size, 0);
  } catch {
    return 0;
  }
}
