// Round shards (issue 32, decision 119). Two figures:
// - pages: the same demo data on one database and on four shards, the same requests interleaved one
//   by one (profile summary miss, signed-in dashboard, compare of two players on different shards):
//   p50, p99 and the ratio four/one (goal ≤ 1.1×);
// - move: a player with 1 000 rounds moved out of a database from before shards (the directory as a
//   shard) to a new shard by `npm run shards:move`'s path, and the rows it moved.
// Figures only: nothing here asserts a timing.
import { eq } from 'drizzle-orm';
import { createSession } from '../app/server/session.server';
import { createDb, type Db } from '../db/client';
import { movePlayer } from '../db/queries/player-moves';
import { accounts } from '../db/schema/accounts';
import { playerShards } from '../db/schema/shards';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';
import { roundShards } from '../db/shards';
import { loadSeed } from '../scripts/lib/seed-db';
import { applyAllMigrations, DEFAULT_VARS, startWorkers } from '../scripts/lib/workers';
import { saveTwoPlayerComparison } from '../test/helpers/factories';
import { resizeHistory } from '../test/helpers/history';

const PLAYER = 'jordan-reyes';
const RUNS = Number(process.env.BENCH_SHARD_RUNS ?? 150);
const MOVED_ROUNDS = Number(process.env.BENCH_MOVED_ROUNDS ?? 1000);

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function seeded(shards: number, vars: Record<string, string> = {}, legacy = false) {
  const workers = await startWorkers({ cache: false, shards, vars });
  await applyAllMigrations(workers);
  const today = new Date().toISOString().slice(0, 10);
  // A database from before shards holds every round itself.
  await loadSeed(
    legacy ? { db: workers.db, shardDbs: { DB: workers.db } } : workers,
    generateSeed({ seed: DEFAULT_SEED, today }),
  );
  const db = createDb(workers.db);
  const idOf = async (username: string) => {
    const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username));
    if (!row) throw new Error(`no ${username} in the seed`);
    return row.id;
  };
  return { workers, db, idOf };
}

type Side = Awaited<ReturnType<typeof seeded>> & { paths: Record<string, { path: string; cookie?: string }> };

/** A second player whose rounds are on another shard than the showcase player's (any, on one database). */
async function otherShardPlayer(db: Db, playerId: number): Promise<number> {
  const rows = await db.select().from(playerShards);
  const mine = rows.find((row) => row.accountId === playerId)?.shard;
  const other =
    rows.find((row) => row.accountId !== playerId && row.shard !== mine) ??
    rows.find((row) => row.accountId !== playerId);
  if (!other) throw new Error('no second player with rounds');
  return other.accountId;
}

async function pagesOf(side: Awaited<ReturnType<typeof seeded>>): Promise<Side> {
  const playerId = await side.idOf(PLAYER);
  const { setCookie } = await createSession(side.db, playerId, { config: DEFAULT_VARS as never });
  const cookie = setCookie.split(';')[0] ?? '';
  const hash = await saveTwoPlayerComparison(side.db, playerId, await otherShardPlayer(side.db, playerId));
  return {
    ...side,
    paths: {
      'profile summary (miss)': { path: `/player/${PLAYER}/summary` },
      'dashboard (signed in)': { path: '/dashboard', cookie },
      'compare, two players on different shards': { path: `/player/${PLAYER}/stats?hash=${hash}` },
    },
  };
}

async function timeOnce(base: URL, page: { path: string; cookie?: string }, client: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(new URL(page.path, base), {
    headers: { 'CF-Connecting-IP': client, ...(page.cookie ? { Cookie: page.cookie } : {}) },
    redirect: 'manual',
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
  return performance.now() - started;
}

async function pages(): Promise<void> {
  const one = await pagesOf(await seeded(0));
  const four = await pagesOf(await seeded(4));
  try {
    const rows: Array<Record<string, string>> = [];
    for (const [name, onePage] of Object.entries(one.paths)) {
      const fourPage = four.paths[name];
      if (!fourPage) continue;
      // Warm both, then interleave request by request, alternating which side goes first.
      for (let i = 0; i < 5; i++) {
        await timeOnce(one.workers.url, onePage, '10.1.0.1');
        await timeOnce(four.workers.url, fourPage, '10.1.0.2');
      }
      const a: Array<number> = [];
      const b: Array<number> = [];
      for (let i = 0; i < RUNS; i++) {
        const client = `10.2.${i >> 8}.${i & 255}`;
        if (i % 2 === 0) {
          a.push(await timeOnce(one.workers.url, onePage, client));
          b.push(await timeOnce(four.workers.url, fourPage, client));
        } else {
          b.push(await timeOnce(four.workers.url, fourPage, client));
          a.push(await timeOnce(one.workers.url, onePage, client));
        }
      }
      a.sort((x, y) => x - y);
      b.sort((x, y) => x - y);
      rows.push({
        page: name,
        'one db p50 ms': percentile(a, 50).toFixed(2),
        'one db p99 ms': percentile(a, 99).toFixed(2),
        '4 shards p50 ms': percentile(b, 50).toFixed(2),
        '4 shards p99 ms': percentile(b, 99).toFixed(2),
        'ratio p50': (percentile(b, 50) / percentile(a, 50)).toFixed(2),
      });
    }
    console.log(`Pages, one database vs four shards, ${RUNS} interleaved requests each:`);
    console.table(rows);
  } finally {
    await one.workers.mf.dispose();
    await four.workers.mf.dispose();
  }
}

async function move(): Promise<void> {
  // A deployment from before shards with one shard added: the directory still holds every round.
  const side = await seeded(1, { ROUND_SHARDS: 'DB,SHARD_1' }, true);
  try {
    const playerId = await side.idOf(PLAYER);
    await resizeHistory(side.workers.db, playerId, MOVED_ROUNDS);
    const shardDbs = { DB: side.workers.db, SHARD_1: side.workers.shardDbs.SHARD_1 as D1Database };
    const shards = roundShards(shardDbs, ['DB', 'SHARD_1'], (d1) =>
      d1 === side.workers.db ? side.db : createDb(d1),
    );
    const started = performance.now();
    const moved = await movePlayer(side.db, shards, playerId, 'SHARD_1');
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Move: ${PLAYER} with ${moved.rounds} rounds (${moved.holes} holes, ${moved.shots} shots) from ${moved.from} to ${moved.to} in ${seconds.toFixed(1)} s (${((seconds * 1000) / moved.rounds).toFixed(1)} ms a round); steps ${moved.steps.map((step) => `${step} ${((moved.timings[step] ?? 0) / 1000).toFixed(1)} s`).join(', ')}`,
    );
  } finally {
    await side.workers.mf.dispose();
  }
}

export async function run(): Promise<void> {
  const only = process.env.BENCH_SHARDS_PART;
  if (!only || only === 'move') await move();
  if (!only || only === 'pages') await pages();
}
