// Round shards under load (issue 32, decision 119): the built Workers on the directory and four
// shards, with the demo data and LOAD_PLAYERS new players, under 100 connections for 60 s of two kinds
// at once: the mobile app posting rounds (POST /api/v1/rounds, a new round each time, one post in ten
// the retry of a round already stored, as an app that lost an answer sends it again) and visitors
// reading profile pages of players on every shard (each a render: the Cache API keeps nothing here).
// A visitor waits the Retry-After of a 503 (the render gate's queue) as browsers do.
// Printed: per kind requests, answers, errors and timeouts, p50 and p99; then the check of every
// round: each round the API accepted is stored exactly once, on the shard the directory names, with
// the id the API answered (a retry answered the first id), and no shard holds rows of a player it
// does not serve. Goal: 0 errors, 0 timeouts, 0 lost, 0 duplicated.
// BENCH_LOAD_SECONDS shortens the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PeriodType } from 'miniflare';
import { PROFILE_CHILD_PAGES } from '../app/domain/hosts/profile-routes';
import { roundShardNames, type startWorkers } from '../scripts/lib/workers';
import { apiTokenFor, createPlayer } from '../test/helpers/factories';
import { exampleCourse, exampleRound, scorecardRound } from '../test/helpers/ingest';
import { PRODUCTION_VARS } from '../test/helpers/workers';
import { emptyRun, politeLoad, politeRow, printLoadAverage, recordFailure } from './lib/polite-load';
import { seededWorkers } from './lib/seeded-workers';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const SHARDS = 4;
const LOAD_PLAYERS = 40;
const CONNECTIONS = { ingest: 30, profile: 70 } as const;
/** One post in RETRY_EVERY sends again a round the API already stored (idempotency by clientRoundId). */
const RETRY_EVERY = 10;
const REQUEST_TIMEOUT_MS = 30_000;
const COURSE = 'load-course';

type Player = { id: number; username: string; token: string };

/**
 * CONNECTIONS.ingest loops posting rounds for `players` in turn, tracked tracked-round and scorecard
 * kinds alternating. Every accepted round is remembered with its id; a retry must answer 200 with it.
 */
async function ingestLoad(origin: string, players: ReadonlyArray<Player>) {
  /** The round id the API answered, by `${accountId}/${clientRoundId}`. */
  const accepted = new Map<string, number>();
  const stored: Array<{ player: Player; clientRoundId: string }> = [];
  const run = emptyRun(SECONDS);
  const counts = { created: 0, retried: 0, wrongRetry: 0 };
  let next = 0;
  let fresh = 0;
  const end = performance.now() + SECONDS * 1000;
  const connection = async () => {
    while (performance.now() < end) {
      const n = next++;
      const retryOf =
        n % RETRY_EVERY === RETRY_EVERY - 1 && stored.length > 0 ? stored[n % stored.length] : null;
      // New rounds go to the players in turn (retries are not counted, so every player gets rounds).
      const player = retryOf?.player ?? (players[fresh++ % players.length] as Player);
      const clientRoundId = retryOf?.clientRoundId ?? `load-${n}`;
      const startedAt = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString().slice(0, 19);
      const round =
        n % 2 === 0
          ? exampleRound({ clientRoundId, clientCourseId: COURSE, startedAt })
          : { ...scorecardRound(clientRoundId, COURSE), startedAt };
      const started = performance.now();
      run.requests += 1;
      try {
        const response = await fetch(new URL('/api/v1/rounds', origin), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${player.token}` },
          body: JSON.stringify(round),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = (await response.json().catch(() => null)) as { roundId?: number } | null;
        run.latencies.push(performance.now() - started);
        const key = `${player.id}/${clientRoundId}`;
        if ((response.status === 201 || response.status === 200) && typeof body?.roundId === 'number') {
          run.served += 1;
          const before = accepted.get(key);
          if (before !== undefined) {
            counts.retried += 1;
            if (before !== body.roundId || response.status !== 200) counts.wrongRetry += 1;
          } else {
            accepted.set(key, body.roundId);
            stored.push({ player, clientRoundId });
            if (response.status === 201) counts.created += 1;
            else counts.wrongRetry += 1;
          }
        } else {
          run.other.set(response.status, (run.other.get(response.status) ?? 0) + 1);
        }
      } catch (error) {
        recordFailure(run, error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS.ingest }, connection));
  return { run, counts, accepted };
}

/** Every round of `players` on every shard, against what the API accepted and the directory's map. */
async function checkRounds(
  workers: Awaited<ReturnType<typeof startWorkers>>,
  players: ReadonlyArray<Player>,
  accepted: Map<string, number>,
) {
  const ids = players.map((player) => player.id);
  const marks = ids.map(() => '?').join(',');
  const { results: mapped } = await workers.db
    .prepare(`SELECT account_id AS accountId, shard FROM player_shards WHERE account_id IN (${marks})`)
    .bind(...ids)
    .all<{ accountId: number; shard: string }>();
  const shardOf = new Map(mapped.map((row) => [row.accountId, row.shard]));
  const found = new Map<string, Array<{ shard: string; id: number }>>();
  const perShard: Record<string, { players: number; rounds: number }> = {};
  for (const [name, d1] of Object.entries(workers.shardDbs)) {
    const { results } = await d1
      .prepare(
        `SELECT id, account_id AS accountId, client_round_id AS clientRoundId FROM rounds WHERE account_id IN (${marks})`,
      )
      .bind(...ids)
      .all<{ id: number; accountId: number; clientRoundId: string }>();
    const owners = new Set(results.map((row) => row.accountId));
    perShard[name] = { players: owners.size, rounds: results.length };
    for (const row of results) {
      const key = `${row.accountId}/${row.clientRoundId}`;
      found.set(key, [...(found.get(key) ?? []), { shard: name, id: row.id }]);
    }
  }
  let lost = 0;
  let duplicated = 0;
  let wrongShard = 0;
  let wrongId = 0;
  for (const [key, roundId] of accepted) {
    const copies = found.get(key) ?? [];
    if (copies.length === 0) lost += 1;
    if (copies.length > 1) duplicated += 1;
    const accountId = Number(key.split('/')[0]);
    if (copies.some((copy) => copy.shard !== shardOf.get(accountId))) wrongShard += 1;
    if (copies.length === 1 && copies[0]?.id !== roundId) wrongId += 1;
  }
  // A round stored whose answer never reached the client (a timeout) is not lost: the app sends it again.
  const unanswered = [...found.keys()].filter((key) => !accepted.has(key)).length;
  return { lost, duplicated, wrongShard, wrongId, unanswered, perShard, stored: found.size };
}

export async function run(): Promise<void> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'bench-shards-load-'));
  // Every visitor here reads far more pages a minute than the per-address limit on renders lets a
  // real one (decision 029): the limit is lifted so that it measures the shards, not the limiter.
  const { workers, db } = await seededWorkers('jordan-reyes', {
    persistTo: stateDir,
    shards: SHARDS,
    vars: PRODUCTION_VARS,
    missLimit: { limit: 1_000_000, period: PeriodType.MINUTE },
  });
  try {
    const origin = workers.url.origin;
    const players: Array<Player> = [];
    for (let i = 0; i < LOAD_PLAYERS; i++) {
      const player = await createPlayer(db, { username: `load-player-${i + 1}` });
      const token = await apiTokenFor(db, player.id);
      const course = await fetch(new URL('/api/v1/courses', origin), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(exampleCourse(COURSE)),
      });
      if (course.status !== 201) throw new Error(`course: ${course.status} ${await course.text()}`);
      players.push({ id: player.id, username: `load-player-${i + 1}`, token });
    }
    // The profile pages of every demo player with rounds and of the new players (placed on their
    // first round), on all shards: only pages that answer 200 alone.
    const { results: demo } = await workers.db
      .prepare(
        'SELECT a.username AS username, s.shard AS shard FROM player_shards s JOIN accounts a ON a.id = s.account_id WHERE a.username IS NOT NULL',
      )
      .all<{ username: string; shard: string }>();
    const usernames = [...demo.map((row) => row.username), ...players.map((player) => player.username)];
    const pages: Array<string> = [];
    for (const username of usernames) {
      for (const child of PROFILE_CHILD_PAGES) {
        const page = `/player/${encodeURIComponent(username)}/${child}`;
        const response = await fetch(new URL(page, origin), { method: 'HEAD', redirect: 'manual' });
        if (response.status === 200) pages.push(page);
      }
    }
    const shardsOfDemo = new Set(demo.map((row) => row.shard));
    console.log(
      `100 connections × ${SECONDS} s on ${SHARDS} shards (${roundShardNames(SHARDS).join(', ')}): ${CONNECTIONS.ingest} posting rounds of ${LOAD_PLAYERS} new players, ${CONNECTIONS.profile} reading ${pages.length} profile pages of ${usernames.length} players (demo players on ${shardsOfDemo.size} shards)`,
    );
    let page = 0;
    const [ingest, reads] = await Promise.all([
      ingestLoad(origin, players),
      politeLoad({
        origin,
        connections: CONNECTIONS.profile,
        seconds: SECONDS,
        nextPath: () => pages[page++ % pages.length] ?? '/',
        headers: (n) => ({ Accept: 'text/html', 'CF-Connecting-IP': `10.9.${n >> 8}.${(n & 255) + 1}` }),
      }),
    ]);
    console.table([
      politeRow(`ingest (${CONNECTIONS.ingest} connections)`, ingest.run),
      politeRow(`profile reads (${CONNECTIONS.profile} connections)`, reads),
    ]);
    console.log(
      `  rounds created ${ingest.counts.created}, retries answered ${ingest.counts.retried} (${ingest.counts.wrongRetry} with another id or status)`,
    );
    const check = await checkRounds(workers, players, ingest.accepted);
    console.log(
      `  rounds stored ${check.stored}: lost ${check.lost}, duplicated ${check.duplicated}, on a shard the directory does not name ${check.wrongShard}, with another id than answered ${check.wrongId}, stored though the answer was lost ${check.unanswered}`,
    );
    console.table(
      Object.entries(check.perShard).map(([shard, counts]) => ({
        shard,
        'new players': counts.players,
        'their rounds': counts.rounds,
      })),
    );
    printLoadAverage();
    console.log(
      '  goal: 0 errors, 0 timeouts, 0 lost, 0 duplicated; profile reads past the render queue get a 503 with Retry-After',
    );
  } finally {
    await workers.mf.dispose();
    rmSync(stateDir, { recursive: true, force: true });
  }
}
