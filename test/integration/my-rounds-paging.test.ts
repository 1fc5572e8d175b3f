// Issue 30 (no page grows with history): My Rounds of a player with 2 000 rounds against the built
// Worker and D1. The page carries one page of the round list (20 rounds) and the selected rounds,
// never the whole history: its HTML stays under a fixed size, the lead still gives the true total,
// page 2 continues where page 1 stops in the View By groups, the plain "More rounds" link (the
// round list without JavaScript) reaches it, and no page number answers 5xx.
import type { AppLoadContext } from '@remix-run/cloudflare';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseMyRoundsQuery } from '../../app/domain/rounds/my-rounds-query';
import { ROUNDS_PAGE_SIZE } from '../../app/domain/rounds/rounds-page';
import { ROUNDS_PAGE_MESSAGE } from '../../app/domain/rounds/rounds-page-params';
import { roundListItems } from '../../app/domain/stats/round-groupings';
import { loadMyRounds } from '../../app/routes/player.$username.my-rounds.server';
import type { Db } from '../../db/client';
import {
  placePlayer,
  playerShardQuery,
  shardCopyQueries,
  shardCopyWrites,
  toShardCopies,
} from '../../db/queries/player-shards';
import { createCourse, createPlayer, sessionCookieFor } from '../helpers/factories';
import { shardsOf } from '../helpers/test-shards';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

const ROUNDS = 2000;
const TODAY = '2026-06-01';
/*
 * The page at 2 000 rounds before paging was ~830 KiB (bench/growth.bench.ts); paged, it is the
 * page's frame, the scorecard of the 6 selected rounds, a page of 20 rounds and the quick filters'
 * round ids (which grow with the rounds of the last two years, not with the history: here one
 * round a day, far more than any player). 160 KiB leaves room for the page's markup to change and
 * still fails at once if the history comes back.
 */
const MAX_HTML_BYTES = 160 * 1024;

let workers: TestWorkers;
let player: { id: number; username: string };
let cookie: string;
// Round ids newest first: one round a day back from TODAY, alternating two courses.
const newestFirst: Array<number> = [];

function day(offset: number): string {
  return new Date(Date.parse(`${TODAY}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  workers = await startTestWorkers();
  const { db } = workers;
  player = await createPlayer(db, { firstName: 'Long', lastName: 'History' });
  cookie = await sessionCookieFor(db, player.id);
  const alpha = await createCourse(db, { name: 'Alpha Links' });
  const beta = await createCourse(db, { name: 'Beta Hills' });
  // The rounds go on the player's round shard, beside the player's anchor and copies of the courses
  // (decision 119), as the ingest writes them.
  const placed = await placePlayer(db, player.id, workers.shards.names);
  const shard = workers.shards.db(placed.shard);
  const d1 = workers.shardDbs[placed.shard];
  if (!d1) throw new Error(`no shard ${placed.shard}`);
  const copies = toShardCopies(
    await db.batch(
      shardCopyQueries(db, {
        accountId: player.id,
        courseIds: [alpha.id, beta.id],
        teeIds: [],
        tournamentIds: [],
      }),
    ),
  );
  const [firstCopy, ...otherCopies] = shardCopyWrites(shard, copies);
  if (firstCopy) await shard.batch([firstCopy, ...otherCopies]);
  const firstId = 7_000_000;
  const rows: Array<string> = [];
  for (let i = 0; i < ROUNDS; i++) {
    const id = firstId + i;
    newestFirst.push(id);
    const course = i % 2 === 0 ? alpha.id : beta.id;
    rows.push(
      `(${id}, ${player.id}, ${course}, 1, 18, '${day(i)}T09:00:00', '${day(i)}', ${72 + (i % 5)}, 72)`,
    );
  }
  for (let start = 0; start < rows.length; start += 400) {
    await d1.exec(
      `insert into rounds (id, account_id, course_id, round_type_id, hole_count, started_at, played_on, score, par) values ${rows.slice(start, start + 400).join(', ')}`,
    );
  }
  // 18 scored holes a round (the totals tables follow by their triggers).
  await d1
    .prepare(
      `insert into round_holes (round_id, hole_number, course_hole_number, par, score, putts)
       select r.id, h.value, h.value, 4, 4 + (r.id % 2) * (h.value = 1), 2
       from rounds r, json_each('[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18]') h
       where r.account_id = ?`,
    )
    .bind(player.id)
    .run();
}, 120_000);

afterAll(async () => {
  await workers?.dispose();
});

async function load(search: string) {
  const context = { db: await roundShardOf(workers.db, player.id) } as unknown as AppLoadContext;
  return loadMyRounds(context, player.id, parseMyRoundsQuery(new URLSearchParams(search), 'Course'), TODAY);
}

test(`the My Rounds page of ${ROUNDS} rounds stays under ${MAX_HTML_BYTES / 1024} KiB and states the true total`, async () => {
  const response = await workers.fetch(`/player/${player.username}/my-rounds`, {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(new TextEncoder().encode(html).byteLength).toBeLessThan(MAX_HTML_BYTES);
  expect(html).toContain('2000 rounds logged.');
  expect(html).toContain(`Rounds 1–${ROUNDS_PAGE_SIZE} of 2,000`);
});

test('a page of the round list: 20 rounds, and page 2 continues where page 1 stops', async () => {
  const first = await load('');
  expect(first.roundCount).toBe(ROUNDS);
  expect(first.listing).toMatchObject({ page: 1, pages: ROUNDS / ROUNDS_PAGE_SIZE, total: ROUNDS });
  expect(first.listedIds).toEqual(newestFirst.slice(0, ROUNDS_PAGE_SIZE));
  // The answer carries the page and the selection (Last 6 Rounds, within the page), nothing else.
  expect(first.selectedIds).toEqual(newestFirst.slice(0, 6));
  expect(first.history.map((r) => r.id)).toEqual(newestFirst.slice(0, ROUNDS_PAGE_SIZE));

  const second = await load('page=2');
  expect(second.listing).toMatchObject({ page: 2, first: 21, last: 40 });
  expect(second.listedIds).toEqual(newestFirst.slice(ROUNDS_PAGE_SIZE, 2 * ROUNDS_PAGE_SIZE));
  // The selection is the query's, whatever the page: its rounds come along.
  expect(second.selectedIds).toEqual(newestFirst.slice(0, 6));
  expect(second.history.map((r) => r.id).sort()).toEqual(
    [...newestFirst.slice(0, 6), ...second.listedIds].sort(),
  );

  // The View By groups are kept across pages: by Course, each page's rounds under their course.
  const byId = new Map(second.history.map((r) => [r.id, r]));
  const listed = second.listedIds.flatMap((id) => byId.get(id) ?? []);
  const items = roundListItems(listed, { view: 'Course', sort: 'Date', selected: [] });
  expect(items.map((item) => item.label).sort()).toEqual(['Alpha Links', 'Beta Hills']);
  for (const item of items) {
    if (item.kind !== 'group') throw new Error('expected course groups');
    expect(item.group.rounds).toHaveLength(ROUNDS_PAGE_SIZE / 2);
  }
});

test('a Custom selection of old rounds brings them along on any page; quick filters come with their rounds', async () => {
  const old = newestFirst.slice(1500, 1503);
  const custom = await load(`rounds=${old.join(',')}&page=3`);
  expect(custom.errors).toEqual([]);
  expect(custom.selectedIds).toEqual(old);
  expect(custom.listing.page).toBe(3);
  const past30 = custom.quickFilters.finished.find((o) => o.kind === 'Past 30 Days');
  expect(past30?.roundIds).toEqual(newestFirst.slice(0, 31));
});

test('the plain "More rounds" link reaches page 2, and a page past the end is the last page', async () => {
  const page = await workers.fetch(`/player/${player.username}/my-rounds?group=Round`, {
    headers: { Cookie: cookie },
  });
  const html = await page.text();
  // The round list without JavaScript links to the next page, keeping the address's other choices.
  const more = /<a[^>]*href="([^"]*page=2[^"]*)"[^>]*>More rounds<\/a>/.exec(html)?.[1];
  expect(more).toBeDefined();
  const next = await workers.fetch((more ?? '').replaceAll('&amp;', '&'), { headers: { Cookie: cookie } });
  expect(next.status).toBe(200);
  const nextHtml = await next.text();
  expect(nextHtml).toContain(`Rounds 21–40 of 2,000`);
  expect(nextHtml).toContain('grouped by Round');

  const last = await load('page=5000');
  expect(last.listing).toMatchObject({ page: 100, first: 1981, last: 2000 });
  expect(last.listedIds).toEqual(newestFirst.slice(1980));
});

test('no page number answers 5xx: junk is the first page with a message', async () => {
  for (const raw of ['0', '-1', 'x', '1.5', '99999999999999999999', '%00', '2&page=3']) {
    for (const path of ['my-rounds', 'view-shots']) {
      const response = await workers.fetch(`/player/${player.username}/${path}?page=${raw}`, {
        headers: { Cookie: cookie },
      });
      expect(response.status, `${path}?page=${raw}`).toBe(200);
      const html = await response.text();
      if (!['2&page=3'].includes(raw)) expect(html, `${path}?page=${raw}`).toContain(ROUNDS_PAGE_MESSAGE);
    }
    const data = await workers.fetch(`/resources/my-rounds/me?page=${raw}`, { headers: { Cookie: cookie } });
    expect(data.status, `resource ?page=${raw}`).toBe(200);
  }
});

/** The player's round shard (decision 119): loadMyRounds reads the rounds there. */
async function roundShardOf(dir: Db, accountId: number): Promise<Db> {
  const [row] = await playerShardQuery(dir, accountId);
  return shardsOf(dir).ofPlayer(row?.shard);
}
