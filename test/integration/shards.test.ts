// Round shards (issue 32, decision 119) against the built Worker and four local D1 shards beside the
// directory: the same schema everywhere, players placed on the emptiest shard by their first round,
// rounds written on the player's shard only (with the anchor and copies their queries join), the
// directory told of each round, a moving player's rounds refused in words, and a shard that marks the
// player as moving refusing a write that read the map before the move began.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { shardForNewPlayer } from '../../app/domain/shards/placement';
import { placePlayer } from '../../db/queries/player-shards';
import { accounts } from '../../db/schema/accounts';
import { courses, tees } from '../../db/schema/courses';
import { playerDiscovery } from '../../db/schema/player-discovery';
import { rounds } from '../../db/schema/rounds';
import { playerShards, shardFill, shardMoves } from '../../db/schema/shards';
import { createPlayer, sessionCookieFor } from '../helpers/factories';
import { apiClient, exampleCourse, exampleRound } from '../helpers/ingest';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers({ shards: 4 });
});

afterAll(async () => {
  await workers?.dispose();
});

const { signedIn, post } = apiClient(() => workers);

async function roundCount(name: string, accountId?: number): Promise<number> {
  const db = workers.shards.db(name);
  const [row] = await db
    .select({ n: count() })
    .from(rounds)
    .where(accountId === undefined ? undefined : eq(rounds.accountId, accountId));
  return row?.n ?? 0;
}

async function shardOf(accountId: number): Promise<string | undefined> {
  const [row] = await workers.db.select().from(playerShards).where(eq(playerShards.accountId, accountId));
  return row?.shard;
}

/** A player with a token and a course of their own, sent through the API. */
async function playerWithCourse(clientCourseId: string) {
  const player = await signedIn();
  const sent = await post('/api/v1/courses', player.token, exampleCourse(clientCourseId));
  expect(sent.status).toBe(201);
  return player;
}

test('every shard takes the directory’s migrations: the same tables, indexes and triggers', async () => {
  const schemaOf = async (d1: D1Database) =>
    (
      await d1
        .prepare(
          "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'd1_%' ORDER BY type, name",
        )
        .all()
    ).results;
  const directory = await schemaOf(workers.d1);
  expect(directory.length).toBeGreaterThan(100);
  expect(Object.keys(workers.shardDbs)).toEqual(['SHARD_1', 'SHARD_2', 'SHARD_3', 'SHARD_4']);
  for (const shard of Object.values(workers.shardDbs)) expect(await schemaOf(shard)).toEqual(directory);
});

describe('the ingest writes a round on its player’s shard', () => {
  test('first rounds place players on the emptiest shards; the directory holds no round', async () => {
    const placed: Array<string | undefined> = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const player = await playerWithCourse(`place-${n}`);
      const answer = await post(
        '/api/v1/rounds',
        player.token,
        exampleRound({ clientRoundId: `place-${n}-r1`, clientCourseId: `place-${n}` }),
      );
      expect(answer.status).toBe(201);
      placed.push(await shardOf(player.id));
      const shard = placed.at(-1) ?? '';
      expect(await roundCount(shard, player.id)).toBe(1);
      for (const other of workers.shards.names.filter((name) => name !== shard))
        expect(await roundCount(other, player.id)).toBe(0);
    }
    // Four empty shards take one player each, in list order; the fifth goes to the first again.
    expect(placed).toEqual(['SHARD_1', 'SHARD_2', 'SHARD_3', 'SHARD_4', 'SHARD_1']);
    const fill = await workers.db.select().from(shardFill).orderBy(shardFill.shard);
    expect(fill.map((row) => [row.shard, row.players])).toEqual([
      ['SHARD_1', 2],
      ['SHARD_2', 1],
      ['SHARD_3', 1],
      ['SHARD_4', 1],
    ]);
    const [inDirectory] = await workers.db.select({ n: count() }).from(rounds);
    expect(inDirectory?.n).toBe(0);
  });

  test('first rounds of many players at once still fill the emptiest shards, as the placement rule says', async () => {
    const before = await workers.db.select().from(shardFill).orderBy(shardFill.shard);
    const players = await Promise.all([...Array(11).keys()].map((n) => playerWithCourse(`burst-${n}`)));
    const answers = await Promise.all(
      players.map((player, n) =>
        post(
          '/api/v1/rounds',
          player.token,
          exampleRound({ clientRoundId: `burst-${n}-r1`, clientCourseId: `burst-${n}` }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(players.map(() => 201));
    // Whatever order the directory took them in, each saw the placements before it: the 16 players
    // (5 before, 11 now) end four to a shard, as shardForNewPlayer places them one after another.
    let fill = before.map((row) => ({ shard: row.shard, players: row.players }));
    for (const _ of players) {
      const shard = shardForNewPlayer(workers.shards.names, fill);
      fill = fill.some((row) => row.shard === shard)
        ? fill.map((row) => (row.shard === shard ? { ...row, players: row.players + 1 } : row))
        : [...fill, { shard, players: 1 }];
    }
    const after = await workers.db.select().from(shardFill).orderBy(shardFill.shard);
    expect(after.map((row) => [row.shard, row.players])).toEqual(fill.map((row) => [row.shard, row.players]));
    expect(after.map((row) => row.players)).toEqual([4, 4, 4, 4]);
  });

  test('the shard holds the player’s anchor and copies of the course and tee; the directory learns of the round', async () => {
    const player = await playerWithCourse('copies');
    const [before] = await workers.db
      .select({ version: accounts.version })
      .from(accounts)
      .where(eq(accounts.id, player.id));
    const answer = await post(
      '/api/v1/rounds',
      player.token,
      exampleRound({ clientRoundId: 'copies-r1', clientCourseId: 'copies' }),
    );
    expect(answer.status).toBe(201);
    const shard = workers.shards.db((await shardOf(player.id)) ?? '');
    const [anchor] = await shard.select().from(accounts).where(eq(accounts.id, player.id));
    const [original] = await workers.db.select().from(accounts).where(eq(accounts.id, player.id));
    // The anchor carries the id and guid only: names and contacts stay in the directory.
    expect(anchor?.guid).toBe(original?.guid);
    expect(anchor?.firstName).toBe('');
    expect(anchor?.phone).toBeNull();
    const [round] = await shard.select().from(rounds).where(eq(rounds.accountId, player.id));
    const [course] = await shard
      .select()
      .from(courses)
      .where(eq(courses.id, round?.courseId ?? -1));
    const [tee] = await shard
      .select()
      .from(tees)
      .where(eq(tees.id, round?.teeId ?? -1));
    expect(course?.name).toBe('Barton Creek Test Course');
    expect(tee?.name).toBe('Blue');
    const [after] = await workers.db
      .select({ version: accounts.version })
      .from(accounts)
      .where(eq(accounts.id, player.id));
    expect(after?.version).toBeGreaterThan(before?.version ?? 0);
    const [discovery] = await workers.db
      .select({ latest: playerDiscovery.latestRound })
      .from(playerDiscovery)
      .where(eq(playerDiscovery.accountId, player.id));
    expect(discovery?.latest).toBe('2026-11-21');
  });

  test('a retry answers the same round and stores nothing more', async () => {
    const player = await playerWithCourse('retry');
    const round = exampleRound({ clientRoundId: 'retry-r1', clientCourseId: 'retry' });
    const first = await post('/api/v1/rounds', player.token, round);
    const again = await post('/api/v1/rounds', player.token, round);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(((await again.json()) as { roundId: number }).roundId).toBe(
      ((await first.json()) as { roundId: number }).roundId,
    );
    expect(await roundCount((await shardOf(player.id)) ?? '', player.id)).toBe(1);
  });
});

describe('read-your-writes (decision 120)', () => {
  test('each round posted from the app is in the app’s read API and the signed-in My Rounds at once', async () => {
    const player = await playerWithCourse('ryw');
    const cookie = await sessionCookieFor(workers.db, player.id);
    for (const n of [1, 2, 3]) {
      const sent = await post(
        '/api/v1/rounds',
        player.token,
        exampleRound({
          clientRoundId: `ryw-r${n}`,
          clientCourseId: 'ryw',
          startedAt: `2026-11-0${n}T09:00:00`,
        }),
      );
      expect(sent.status).toBe(201);
      const { roundId } = (await sent.json()) as { roundId: number };
      const api = await workers.fetch('/api/v1/players/me/rounds?holes=18', {
        headers: { Authorization: `Bearer ${player.token}` },
      });
      expect(((await api.json()) as { total: number }).total).toBe(n);
      const page = await workers.fetch(`/player/${player.username}/my-rounds`, {
        headers: { Cookie: cookie },
      });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`data-round="${roundId}"`);
    }
  });
});

describe('a player whose rounds are being moved', () => {
  test('a round sent while the directory says the player is moving is refused with 503 and Retry-After', async () => {
    const player = await playerWithCourse('moving');
    expect(
      (
        await post(
          '/api/v1/rounds',
          player.token,
          exampleRound({ clientRoundId: 'moving-r1', clientCourseId: 'moving' }),
        )
      ).status,
    ).toBe(201);
    const from = (await shardOf(player.id)) ?? '';
    await workers.db
      .update(playerShards)
      .set({ movingTo: 'SHARD_4' })
      .where(eq(playerShards.accountId, player.id));
    const refused = await post(
      '/api/v1/rounds',
      player.token,
      exampleRound({
        clientRoundId: 'moving-r2',
        clientCourseId: 'moving',
        startedAt: '2026-11-22T08:40:00',
      }),
    );
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(((await refused.json()) as { error: string }).error).toMatch(/nothing was stored/);
    expect(await roundCount(from, player.id)).toBe(1);
  });

  test('a shard that marks the player as moving takes no round, even from a write that read the map before', async () => {
    const player = await playerWithCourse('fenced');
    expect(
      (
        await post(
          '/api/v1/rounds',
          player.token,
          exampleRound({ clientRoundId: 'fenced-r1', clientCourseId: 'fenced' }),
        )
      ).status,
    ).toBe(201);
    const from = (await shardOf(player.id)) ?? '';
    // The move's first step on the source shard; the directory's map is not changed yet.
    await workers.shards.db(from).insert(shardMoves).values({ accountId: player.id, toShard: 'SHARD_4' });
    const refused = await post(
      '/api/v1/rounds',
      player.token,
      exampleRound({
        clientRoundId: 'fenced-r2',
        clientCourseId: 'fenced',
        startedAt: '2026-11-22T08:40:00',
      }),
    );
    expect(refused.status).toBe(503);
    expect(await roundCount(from, player.id)).toBe(1);
  });
});

describe('a player whose shard cannot be reached', () => {
  test('a map row naming an unknown shard: 503 with Retry-After that names nothing internal', async () => {
    const player = await playerWithCourse('lost');
    expect(
      (
        await post(
          '/api/v1/rounds',
          player.token,
          exampleRound({ clientRoundId: 'lost-r1', clientCourseId: 'lost' }),
        )
      ).status,
    ).toBe(201);
    await workers.db
      .update(playerShards)
      .set({ shard: 'SHARD_9' })
      .where(eq(playerShards.accountId, player.id));
    const answer = await post(
      '/api/v1/rounds',
      player.token,
      exampleRound({ clientRoundId: 'lost-r2', clientCourseId: 'lost', startedAt: '2026-11-22T08:40:00' }),
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('300');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const text = await answer.text();
    expect(text).toMatch(/cannot be shown right now/);
    expect(text).not.toMatch(/SHARD|shard|D1|binding/);
  });
});

describe('placement at a deployment’s size', () => {
  test('a list of 150 shards places a player by the same rule (the names are one bound value)', async () => {
    const spares = [...Array(146).keys()].map((n) => `SPARE_${n + 1}`);
    const names = [...workers.shards.names, ...spares.toReversed()];
    const player = await createPlayer(workers.db, { firstName: 'Wide', lastName: 'Deployment' });
    // The four local shards hold players already; the spares none: the earliest-listed spare.
    expect((await placePlayer(workers.db, player.id, names)).shard).toBe('SPARE_146');
    // Placed once: asked again, the map row stands.
    expect((await placePlayer(workers.db, player.id, [...names].reverse())).shard).toBe('SPARE_146');
    await workers.db.delete(playerShards).where(eq(playerShards.accountId, player.id));
  });
});
