import { afterAll, beforeAll, expect, test } from 'vitest';
import { rebuildDiscoveryRows } from '../../db/queries/discovery';
import { rebuildHandicaps } from '../../db/queries/handicap';
import { generateSeed } from '../../db/seed/generate';
import { loadSeed, tableCounts } from '../../scripts/lib/seed-db';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let counts: Record<string, number>;

beforeAll(async () => {
  workers = await startTestWorkers();
  await loadSeed(
    { db: workers.d1, shardDbs: workers.shardDbs },
    generateSeed({ seed: 42, today: '2026-11-22' }),
  );
  counts = await tableCounts({ db: workers.d1, shardDbs: workers.shardDbs });
}, 180_000);
afterAll(async () => {
  await workers?.dispose();
});

test('the demo data loads into D1 with every foreign key satisfied', async () => {
  const { results } = await workers.d1.prepare('PRAGMA foreign_key_check').all();
  expect(results).toEqual([]);
  expect(counts.accounts).toBeGreaterThanOrEqual(50);
  expect(counts.rounds).toBeGreaterThan(1500);
  expect(counts.shots).toBeGreaterThan(50_000);
  expect(counts.course_hole_shapes).toBeGreaterThan(12 * 18 * 3);
});

test('the seed writes every discovery row, so the scheduled rebuild has nothing to do', async () => {
  expect(counts.player_discovery).toBeGreaterThan(20);
  expect(await rebuildDiscoveryRows(workers.db, workers.shards, 100)).toBe(0);
});

test("the seed computes every player's Handicap Index from their seeded rounds (decision 102)", async () => {
  expect(counts.handicap_scores).toBe(counts.rounds);
  expect(await rebuildHandicaps(workers.db, workers.shards, 100)).toBe(0);
  // The records are on each player's round shard, the claims in the directory (decision 119).
  const computed = new Map<number, number | null>();
  for (const shard of Object.values(workers.shardDbs)) {
    const { results: indexes } = await shard
      .prepare(
        `SELECT a.id AS accountId,
          (SELECT index_after FROM handicap_scores h WHERE h.account_id = a.id AND h.index_after IS NOT NULL
           ORDER BY h.position DESC LIMIT 1) AS computed
         FROM accounts a
         WHERE (SELECT count(*) FROM handicap_scores h WHERE h.account_id = a.id AND h.differential IS NOT NULL) >= 20`,
      )
      .all<{ accountId: number; computed: number | null }>();
    for (const row of indexes) computed.set(row.accountId, row.computed);
  }
  const { results: claims } = await workers.d1
    .prepare('SELECT account_id AS accountId, handicap_index AS claim FROM account_extra_info')
    .all<{ accountId: number; claim: number | null }>();
  const results = claims
    .filter((row) => computed.has(row.accountId))
    .map((row) => ({ claim: row.claim, computed: computed.get(row.accountId) ?? null }));
  expect(results.length).toBeGreaterThan(20);
  // Every player with 20 scores has an index, and it agrees with the level the rounds were simulated at.
  for (const row of results) {
    expect(row.computed).not.toBeNull();
    if (row.claim !== null) expect(Math.abs((row.computed ?? 0) - row.claim)).toBeLessThan(6);
  }
});

// The same load as beforeAll, so the same time budget (parallel files share two cores).
test('loading again replaces the data instead of adding to it', async () => {
  await loadSeed(
    { db: workers.d1, shardDbs: workers.shardDbs },
    generateSeed({ seed: 42, today: '2026-11-22' }),
  );
  expect(await tableCounts({ db: workers.d1, shardDbs: workers.shardDbs })).toEqual(counts);
}, 180_000);

test('the showcase player is served by the Worker from the seeded D1', async () => {
  const response = await workers.fetch('/player/jordan-reyes/summary');
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('Jordan Reyes');
});

// issue 33 §6: the coach section's comparison is two real players with their stored public figures.
test("the front page's comparison shows the two best last-10 averages among players with strokes gained", async () => {
  const page = await (await workers.fetch('/front-page.html')).text();
  const panel = /<div class="panel" data-sample-comparison="">[\s\S]*?<\/p>/.exec(page)?.[0] ?? '';
  expect(page).not.toMatch(/Recruit [AB]/);
  const { results } = await workers.d1
    .prepare(
      `SELECT first_name, last_name, avg_last10, sg_total, sg_putting FROM player_discovery
       JOIN accounts ON accounts.id = player_discovery.account_id
       WHERE avg_last10 IS NOT NULL AND sg_total IS NOT NULL ORDER BY avg_last10, account_id LIMIT 2`,
    )
    .all<{
      first_name: string;
      last_name: string;
      avg_last10: number;
      sg_total: number;
      sg_putting: number;
    }>();
  expect(results).toHaveLength(2);
  const cells = (label: string) =>
    new RegExp(
      `role="rowheader">${label}</span><span class="num" role="cell">([^<]+)</span><span class="num" role="cell">([^<]+)</span>`,
    )
      .exec(panel)
      ?.slice(1);
  const signed = (value: number) => `${value < 0 ? '\u2212' : '+'}${Math.abs(value).toFixed(2)}`;
  for (const [index, row] of results.entries()) {
    expect(panel).toContain(`<span role="columnheader">${row.first_name} ${row.last_name}</span>`);
    expect(cells('Scoring avg, last 10 rounds')?.[index]).toBe(row.avg_last10.toFixed(1));
    expect(cells('Strokes gained per round')?.[index]).toBe(signed(row.sg_total));
    expect(cells('Putting')?.[index]).toBe(signed(row.sg_putting));
  }
});

// issue 15 point 6: the front page's sample is a real demo player with the numbers of their summary.
test("the front page's sample profile is the showcase player with their stored numbers", async () => {
  const page = await (await workers.fetch('/front-page.html')).text();
  const sample = /<div class="mock" data-sample-profile="">[\s\S]*?<\/p>/.exec(page)?.[0] ?? '';
  const stat = (html: string, label: string) =>
    new RegExp(`<b>([^<]+)</b><span class="mock__label">${label}</span>`).exec(html)?.[1];
  const name = /class="mock__name">([^<]+)</.exec(sample)?.[1];
  const scores = (/aria-label="Scores of the rounds: ([\d, ]+)"/.exec(sample)?.[1] ?? '')
    .split(', ')
    .map(Number);

  const account = await workers.d1
    .prepare('SELECT first_name, last_name FROM accounts WHERE username = ?')
    .bind('jordan-reyes')
    .first<{ first_name: string; last_name: string }>();
  expect(name).toBe(`${account?.first_name} ${account?.last_name}`);
  expect(sample).toContain('href="/player/jordan-reyes" target="_top"');

  // The summary page shows the same set with the same figures.
  const summary = await (await workers.fetch('/player/jordan-reyes/summary')).text();
  const strip = (label: string) => new RegExp(`<dt>${label}</dt><dd>(?:<[^>]+>)*([^<]+)<`).exec(summary)?.[1];
  expect(stat(sample, 'Scoring avg')).toBe(strip('Scoring avg'));
  expect(stat(sample, 'Avg to par')).toBe(strip('Avg to par'));
  expect(stat(sample, 'Birdies / round')).toBe(strip('Birdies / round'));

  // Each charted score is a stored, finished 18-hole round of the player; the average is theirs.
  expect(scores.length).toBeGreaterThanOrEqual(10);
  // The rounds are on the player's round shard (decision 119), the username in the directory.
  const placed = await workers.d1
    .prepare(
      'SELECT accounts.id AS id, shard FROM accounts JOIN player_shards ON player_shards.account_id = accounts.id WHERE username = ?',
    )
    .bind('jordan-reyes')
    .first<{ id: number; shard: string }>();
  const shardD1 = placed ? workers.shardDbs[placed.shard] : undefined;
  const { results } = shardD1
    ? await shardD1
        .prepare('SELECT score FROM rounds WHERE account_id = ? AND hole_count = 18 AND in_progress = 0')
        .bind(placed?.id)
        .all<{ score: number }>()
    : { results: [] };
  const stored = results.map((r) => r.score);
  for (const score of scores) expect(stored).toContain(score);
  const average = scores.reduce((sum, s) => sum + s, 0) / scores.length;
  expect(stat(sample, 'Scoring avg')).toBe(average.toFixed(1));
});
