// Moving a player between round shards (issue 32 §3, decision 119) against the built Worker and four
// local shards: the rows copied, verified and switched in one directory write, the source emptied;
// a move interrupted after any step leaves the player whole on the shard the map names, and running it
// again finishes it; rounds sent during a move are stored once, on one shard, and a retry of a round
// stored before the move still answers its id.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MOVE_STEPS, movePlayer } from '../../db/queries/player-moves';
import { roundHoles, rounds, shots } from '../../db/schema/rounds';
import { playerShards } from '../../db/schema/shards';
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

function roundOn(key: string, day: number) {
  return exampleRound({
    clientRoundId: `${key}-${day}`,
    clientCourseId: key,
    startedAt: `2026-10-${String(day).padStart(2, '0')}T08:40:00`,
  });
}

/** A player whose `n` rounds were stored through the API. */
async function playerWithRounds(key: string, n: number) {
  const player = await signedIn();
  expect((await post('/api/v1/courses', player.token, exampleCourse(key))).status).toBe(201);
  for (let day = 1; day <= n; day++)
    expect((await post('/api/v1/rounds', player.token, roundOn(key, day))).status).toBe(201);
  return player;
}

async function mapOf(accountId: number) {
  const [row] = await workers.db.select().from(playerShards).where(eq(playerShards.accountId, accountId));
  return row;
}

/** The player's rounds, holes and shots on each shard. */
async function rowsByShard(accountId: number) {
  const found: Record<string, { rounds: number; holes: number; shots: number }> = {};
  for (const name of workers.shards.names) {
    const db = workers.shards.db(name);
    const mine = db.select({ id: rounds.id }).from(rounds).where(eq(rounds.accountId, accountId));
    const [[r], [h], [s]] = await db.batch([
      db.select({ n: count() }).from(rounds).where(eq(rounds.accountId, accountId)),
      db.select({ n: count() }).from(roundHoles).where(eq(roundHoles.roundId, mine)),
      db.select({ n: count() }).from(shots).where(eq(shots.roundId, mine)),
    ]);
    found[name] = { rounds: r?.n ?? 0, holes: h?.n ?? 0, shots: s?.n ?? 0 };
  }
  return found;
}

function otherShard(name: string | undefined): string {
  return workers.shards.names.find((shard) => shard !== name) ?? '';
}

test('a move copies, verifies and switches the player, and empties the source', async () => {
  const player = await playerWithRounds('move-whole', 3);
  const from = (await mapOf(player.id))?.shard;
  const to = otherShard(from);
  const before = (await rowsByShard(player.id))[from ?? ''];
  const moved = await movePlayer(workers.db, workers.shards, player.id, to);
  expect(moved).toMatchObject({ from, to, rounds: 3, steps: [...MOVE_STEPS] });
  expect(await mapOf(player.id)).toMatchObject({ shard: to, movingTo: null });
  const after = await rowsByShard(player.id);
  expect(after[to]).toEqual(before);
  expect(after[from ?? '']).toEqual({ rounds: 0, holes: 0, shots: 0 });
  // Idempotent across the move: a retry of a round stored before it answers the same round.
  const again = await post('/api/v1/rounds', player.token, roundOn('move-whole', 2));
  expect(again.status).toBe(200);
  // A new round lands on the new shard.
  expect((await post('/api/v1/rounds', player.token, roundOn('move-whole', 4))).status).toBe(201);
  expect((await rowsByShard(player.id))[to]?.rounds).toBe(4);
  expect((await rowsByShard(player.id))[from ?? '']?.rounds).toBe(0);
});

describe('a move interrupted after each step', () => {
  for (const step of MOVE_STEPS.filter((s) => s !== 'derive')) {
    test(`after "${step}": whole on the shard the map names; running it again finishes`, async () => {
      const player = await playerWithRounds(`crash-${step}`, 2);
      const from = (await mapOf(player.id))?.shard ?? '';
      const to = otherShard(from);
      const whole = (await rowsByShard(player.id))[from];
      await movePlayer(workers.db, workers.shards, player.id, to, { stopAfter: step });
      const map = await mapOf(player.id);
      const switched = MOVE_STEPS.indexOf(step) >= MOVE_STEPS.indexOf('switch');
      expect(map?.shard).toBe(switched ? to : from);
      expect((await rowsByShard(player.id))[map?.shard ?? '']).toEqual(whole);
      // While it is unfinished, a round sent now is refused in words and stored nowhere.
      if (!switched) {
        const refused = await post('/api/v1/rounds', player.token, roundOn(`crash-${step}`, 9));
        expect(refused.status).toBe(503);
      }
      await movePlayer(workers.db, workers.shards, player.id, to);
      expect(await mapOf(player.id)).toMatchObject({ shard: to, movingTo: null });
      const after = await rowsByShard(player.id);
      expect(after[to]).toEqual(whole);
      for (const name of workers.shards.names.filter((n) => n !== to))
        expect(after[name], name).toEqual({ rounds: 0, holes: 0, shots: 0 });
    });
  }
});

test('rounds sent during a move are each stored once, on the shard the player ends on', async () => {
  const player = await playerWithRounds('concurrent', 4);
  const from = (await mapOf(player.id))?.shard;
  const to = otherShard(from);
  const days = [5, 6, 7, 8, 9, 10, 11, 12];
  const sends = days.map((day) => post('/api/v1/rounds', player.token, roundOn('concurrent', day)));
  const [answers] = await Promise.all([
    Promise.all(sends),
    movePlayer(workers.db, workers.shards, player.id, to),
  ]);
  for (const answer of answers) expect([201, 503]).toContain(answer.status);
  // The app sends a refused round again; every round is then stored.
  for (const [i, answer] of answers.entries()) {
    if (answer.status !== 503) continue;
    const retried = await post('/api/v1/rounds', player.token, roundOn('concurrent', days[i] ?? 0));
    expect(retried.status).toBe(201);
  }
  const after = await rowsByShard(player.id);
  expect(after[to]?.rounds).toBe(12);
  expect(after[from ?? '']?.rounds).toBe(0);
  const ids = await workers.shards
    .db(to)
    .select({ client: rounds.clientRoundId })
    .from(rounds)
    .where(eq(rounds.accountId, player.id));
  expect(new Set(ids.map((row) => row.client)).size).toBe(12);
});
