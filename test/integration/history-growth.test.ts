// Issue 30 point 2, decision 075: no page reads more of a player's history as it grows. The showcase
// player with 1 000 rounds, then with 100 (the same recent seasons, more past): the rows D1 answers
// each page with (Server-Timing `d1-returned`, outside production) stay the same, for the compare
// page of two players, the signed-in dashboard, My Rounds and View Shots; My Rounds and View Shots
// also read as many rows (`d1-rows`) and answer as many bytes. No timing is asserted.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sessionCookieFor } from '../helpers/factories';
import { resizeHistory } from '../helpers/history';
import { comparisonWithMate, seededAccountId } from '../helpers/showcase';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

const PLAYER = 'jordan-reyes';

let workers: TestWorkers;
let playerId: number;
let cookie: string;
let compareHash: number;
// The player's round shard (decision 119): their rounds and counts are there.
let rounds: D1Database;

beforeAll(async () => {
  workers = await startSeededTestWorkers();
  playerId = await seededAccountId(workers.db, PLAYER);
  cookie = await sessionCookieFor(workers.db, playerId);
  compareHash = await comparisonWithMate(workers.db, playerId);
  rounds = await shardD1Of(playerId);
}, 120_000);

/**
 * The directory's profile version, which the app's round writes bump with the shard's rows (a shard's
 * trigger bumps only its anchor's): the edge cache then renders the pages again.
 */
async function profileChanged(): Promise<void> {
  await workers.d1.prepare('update accounts set version = version + 1 where id = ?').bind(playerId).run();
}

async function shardD1Of(accountId: number): Promise<D1Database> {
  const placed = await workers.d1
    .prepare('select shard from player_shards where account_id = ?')
    .bind(accountId)
    .first<{ shard: string }>();
  const shard = placed ? workers.shardDbs[placed.shard] : undefined;
  if (!shard) throw new Error(`player ${accountId} has no round shard`);
  return shard;
}

afterAll(async () => {
  await workers?.dispose();
});

/** A Server-Timing figure of a response (0 when absent). */
function timing(response: Response, name: string): number {
  const match = new RegExp(`${name};desc="[^"]*";dur=(\\d+)`).exec(
    response.headers.get('server-timing') ?? '',
  );
  if (!match) throw new Error(`no ${name} in Server-Timing`);
  return Number(match[1]);
}

type Reads = { returned: number; read: number; status: number; bytes: number };

async function pageReads(): Promise<Record<string, Reads>> {
  const pages = {
    compare: { path: `/player/${PLAYER}/stats?hash=${compareHash}`, headers: {} },
    dashboard: { path: '/dashboard', headers: { Cookie: cookie } },
    'my rounds': { path: `/player/${PLAYER}/my-rounds`, headers: {} },
    'view shots': { path: `/player/${PLAYER}/view-shots`, headers: {} },
  };
  const reads: Record<string, Reads> = {};
  for (const [name, page] of Object.entries(pages)) {
    const response = await workers.fetch(page.path, { headers: page.headers });
    const body = await response.arrayBuffer();
    reads[name] = {
      status: response.status,
      bytes: body.byteLength,
      returned: timing(response, 'd1-returned'),
      read: timing(response, 'd1-rows'),
    };
  }
  return reads;
}

/**
 * The rounds the player logged, as counted and as kept for My Rounds (account_round_counts), and the
 * completed rounds of 18 and of 9 holes, as counted and as kept for the dashboard.
 */
async function loggedCounts(): Promise<{ counted: number; kept: number }> {
  const counted = await rounds
    .prepare(
      `select count(*) as n,
        coalesce(sum(in_progress = 0 and hole_count = 18), 0) as eighteen,
        coalesce(sum(in_progress = 0 and hole_count = 9), 0) as nine
      from rounds where account_id = ?`,
    )
    .bind(playerId)
    .first<{ n: number; eighteen: number; nine: number }>();
  const kept = await rounds
    .prepare(
      'select logged, completed_eighteen as eighteen, completed_nine as nine from account_round_counts where account_id = ?',
    )
    .bind(playerId)
    .first<{ logged: number; eighteen: number; nine: number }>();
  expect({ eighteen: kept?.eighteen ?? 0, nine: kept?.nine ?? 0 }, 'completed rounds kept').toEqual({
    eighteen: counted?.eighteen ?? 0,
    nine: counted?.nine ?? 0,
  });
  return { counted: counted?.n ?? 0, kept: kept?.logged ?? 0 };
}

test('compare, the dashboard and My Rounds answer from as many rows at 1 000 rounds as at 100', async () => {
  // Grown first, then cut to its newest 100 rounds (a copy's ids are those of its source moved up).
  expect(await resizeHistory(rounds, playerId, 1000)).toBe(1000);
  await profileChanged();
  expect(await loggedCounts()).toEqual({ counted: 1000, kept: 1000 });
  const large = await pageReads();
  expect(await resizeHistory(rounds, playerId, 100)).toBe(100);
  await profileChanged();
  expect(await loggedCounts()).toEqual({ counted: 100, kept: 100 });
  const small = await pageReads();
  console.log('D1 rows per page, 100 → 1 000 rounds:', JSON.stringify({ small, large }));
  for (const name of Object.keys(small)) {
    expect(small[name]?.status, name).toBe(200);
    expect(large[name]?.status, name).toBe(200);
    // The same page of the same recent seasons: the rows answered may differ by a few (a tournament
    // or season further back), never by the history's tenfold.
    expect(large[name]?.returned, name).toBeLessThanOrEqual((small[name]?.returned ?? 0) + 20);
  }
  // My Rounds and View Shots read no more of D1 for the longer history (a read across it would add
  // about a row per round: 900 here), and their HTML (one page of the round list) keeps its size.
  for (const name of ['my rounds', 'view shots']) {
    expect(large[name]?.read, name).toBeLessThanOrEqual((small[name]?.read ?? 0) + 200);
    expect(large[name]?.bytes, name).toBeLessThanOrEqual((small[name]?.bytes ?? 0) + 1024);
  }
}, 300_000);

test('a round moved to another account is counted for that account', async () => {
  const before = await loggedCounts();
  expect(before.kept).toBe(before.counted);
  const [round] = (
    await rounds
      .prepare('select id from rounds where account_id = ? limit 1')
      .bind(playerId)
      .all<{ id: number }>()
  ).results;
  // Another player of the same round shard: a round moves only within its shard.
  const other = await workers.d1
    .prepare(
      'select account_id as id from player_shards where shard = (select shard from player_shards where account_id = ?) and account_id <> ? order by account_id limit 1',
    )
    .bind(playerId, playerId)
    .first<{ id: number }>();
  const otherId = other?.id;
  await rounds.prepare('update rounds set account_id = ? where id = ?').bind(otherId, round?.id).run();
  expect(await loggedCounts()).toEqual({ counted: before.counted - 1, kept: before.counted - 1 });
  await rounds.prepare('update rounds set account_id = ? where id = ?').bind(playerId, round?.id).run();
  expect(await loggedCounts()).toEqual(before);
  // A round finished or reopened, or its hole count changed, moves between the completed counts.
  await rounds.prepare('update rounds set in_progress = 1 - in_progress where id = ?').bind(round?.id).run();
  expect(await loggedCounts()).toEqual(before);
  await rounds
    .prepare('update rounds set hole_count = 27 - hole_count, in_progress = 1 - in_progress where id = ?')
    .bind(round?.id)
    .run();
  expect(await loggedCounts()).toEqual(before);
  await rounds.prepare('update rounds set hole_count = 27 - hole_count where id = ?').bind(round?.id).run();
  expect(await loggedCounts()).toEqual(before);
});
