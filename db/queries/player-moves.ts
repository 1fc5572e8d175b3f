import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client';
import { MAX_BOUND_PARAMETERS } from '../insert-under';
import { accountRoundCounts } from '../schema/account-round-counts';
import { accounts } from '../schema/accounts';
import { handicapScores } from '../schema/handicap';
import { roundHoles, rounds, shots } from '../schema/rounds';
import { playerShards, shardMoves } from '../schema/shards';
import { DIRECTORY, type RoundShards, type ShardName } from '../shards';
import { refreshPlayerDiscovery } from './discovery';
import { refreshHandicaps } from './handicap';
import { shardCopyQueries, shardCopyWrites, toShardCopies } from './player-shards';

/*
 * Moving a player's rounds from one shard to another while the site keeps working (issue 32 §3,
 * decision 119): mark the move in the directory (writes wait), fence the source shard (a write that
 * read the map before cannot land there), copy the rows, verify counts and checksums, switch the map in
 * one directory write, then delete the source's rows. Every step can be repeated: a move interrupted
 * anywhere is finished by running it again, and until the switch the player is read from the source.
 */

export const MOVE_STEPS = ['mark', 'fence', 'clear', 'copy', 'verify', 'switch', 'delete', 'derive'] as const;
export type MoveStep = (typeof MOVE_STEPS)[number];

export type MoveResult = {
  from: ShardName | null;
  to: ShardName;
  rounds: number;
  holes: number;
  shots: number;
  /** The steps run, in order (a repeated move skips what is done). */
  steps: Array<MoveStep>;
  /** How long each step took, in ms. */
  timings: Partial<Record<MoveStep, number>>;
};

export class MoveError extends Error {
  override name = 'MoveError';
}

// Rounds copied per pass: their holes and shots are read and written with them.
const ROUNDS_PER_PASS = 50;

/**
 * Moves the player's rounds to `to`. `stopAfter` ends the run after that step, as a crash would (the
 * tests interrupt a move at each step and run it again).
 */
export async function movePlayer(
  dir: Db,
  shards: RoundShards,
  accountId: number,
  to: ShardName,
  { stopAfter }: { stopAfter?: MoveStep } = {},
): Promise<MoveResult> {
  const target = shards.db(to);
  const steps: Array<MoveStep> = [];
  const timings: Partial<Record<MoveStep, number>> = {};
  let since = Date.now();
  const stop = (step: MoveStep) => {
    steps.push(step);
    timings[step] = Date.now() - since;
    since = Date.now();
    return stopAfter === step;
  };
  const [mapped] = await dir
    .select({ shard: playerShards.shard, movingTo: playerShards.movingTo })
    .from(playerShards)
    .where(eq(playerShards.accountId, accountId));
  const result = (from: ShardName | null, counts = { rounds: 0, holes: 0, shots: 0 }): MoveResult => ({
    from,
    to,
    ...counts,
    steps,
    timings,
  });
  if (!mapped) {
    // No rounds anywhere: placing the player is the whole move.
    await dir.insert(playerShards).values({ accountId, shard: to }).onConflictDoNothing();
    return result(null);
  }
  if (mapped.movingTo !== null && mapped.movingTo !== to)
    throw new MoveError(`player ${accountId} is being moved to ${mapped.movingTo}: finish that move first`);
  if (mapped.shard === to && mapped.movingTo === null) {
    // Switched already: a run interrupted after the switch deletes what the old shard still holds.
    await deleteLeftovers(shards, accountId, to);
    steps.push('delete');
    return result(to);
  }
  const from = mapped.shard;
  const source = shards.db(from);

  await dir.update(playerShards).set({ movingTo: to }).where(eq(playerShards.accountId, accountId));
  if (stop('mark')) return result(from);

  await source
    .insert(shardMoves)
    .values({ accountId, toShard: to })
    .onConflictDoUpdate({ target: shardMoves.accountId, set: { toShard: to } });
  if (stop('fence')) return result(from);

  // What an earlier, interrupted copy left on the target, and the tombstone of a move away from it.
  await target.batch([
    ...dropPlayerRows(target, accountId, to),
    target.delete(shardMoves).where(eq(shardMoves.accountId, accountId)),
  ]);
  if (stop('clear')) return result(from);

  await copyRows(dir, source, target, accountId);
  if (stop('copy')) return result(from);

  const [before, after] = await Promise.all([fingerprint(source, accountId), fingerprint(target, accountId)]);
  if (before.digest !== after.digest)
    throw new MoveError(
      `the copy of player ${accountId} differs from ${from} (rounds ${before.rounds}/${after.rounds}, holes ${before.holes}/${after.holes}, shots ${before.shots}/${after.shots}): run the move again`,
    );
  const counts = { rounds: before.rounds, holes: before.holes, shots: before.shots };
  if (stop('verify')) return result(from, counts);

  // The one write that moves the player: reads and writes go to the target from now on.
  await dir.batch([
    dir
      .update(playerShards)
      .set({ shard: to, movingTo: null })
      .where(and(eq(playerShards.accountId, accountId), eq(playerShards.movingTo, to))),
    dir
      .update(accounts)
      .set({ version: sql`${accounts.version} + 1` })
      .where(eq(accounts.id, accountId)),
  ]);
  if (stop('switch')) return result(from, counts);

  // The player's rows leave the source; its fence stays as a tombstone.
  await source.batch(dropPlayerRows(source, accountId, from));
  if (stop('delete')) return result(from, counts);

  await refreshHandicaps(dir, shards, [accountId]);
  await refreshPlayerDiscovery(dir, shards, [accountId]);
  stop('derive');
  return result(from, counts);
}

/** After a switch, the player's rows on any other shard that fenced them for this move. */
async function deleteLeftovers(shards: RoundShards, accountId: number, to: ShardName): Promise<void> {
  await Promise.all(
    shards.names
      .filter((name) => name !== to)
      .map(async (name) => {
        const shard = shards.db(name);
        const [fenced] = await shard
          .select({ toShard: shardMoves.toShard })
          .from(shardMoves)
          .where(eq(shardMoves.accountId, accountId));
        if (fenced?.toShard === to) await shard.batch(dropPlayerRows(shard, accountId, name));
      }),
  );
}

/**
 * The statements that remove a player's rows from a shard: the anchor's cascade takes their rounds,
 * holes, shots, totals and records. On the directory serving as a shard the anchor is the account
 * itself, which stays: its round rows go one table at a time.
 */
function dropPlayerRows(shard: Db, accountId: number, name: ShardName) {
  if (name !== DIRECTORY) return [shard.delete(accounts).where(eq(accounts.id, accountId))] as const;
  return [
    shard.delete(rounds).where(eq(rounds.accountId, accountId)),
    shard.delete(handicapScores).where(eq(handicapScores.accountId, accountId)),
    shard.delete(accountRoundCounts).where(eq(accountRoundCounts.accountId, accountId)),
  ] as const;
}

/** The player's anchor, copies, rounds, holes and shots, pass by pass (handicap rows are derived again). */
async function copyRows(dir: Db, source: Db, target: Db, accountId: number): Promise<void> {
  const ids = (
    await source
      .select({ id: rounds.id })
      .from(rounds)
      .where(eq(rounds.accountId, accountId))
      .orderBy(asc(rounds.id))
  ).map((row) => row.id);
  for (let start = 0; start === 0 || start < ids.length; start += ROUNDS_PER_PASS) {
    const pass = ids.slice(start, start + ROUNDS_PER_PASS);
    const [roundRows, holeRows, shotRows] = await source.batch([
      source
        .select()
        .from(rounds)
        .where(inArray(rounds.id, pass.length > 0 ? pass : [-1])),
      source
        .select()
        .from(roundHoles)
        .where(inArray(roundHoles.roundId, pass.length > 0 ? pass : [-1])),
      source
        .select()
        .from(shots)
        .where(inArray(shots.roundId, pass.length > 0 ? pass : [-1])),
    ]);
    const copies = toShardCopies(
      await dir.batch(
        shardCopyQueries(dir, {
          accountId,
          courseIds: [...new Set(roundRows.map((r) => r.courseId))],
          teeIds: [...new Set(roundRows.flatMap((r) => (r.teeId === null ? [] : [r.teeId])))],
          tournamentIds: [
            ...new Set(roundRows.flatMap((r) => (r.tournamentId === null ? [] : [r.tournamentId]))),
          ],
        }),
      ),
    );
    const writes = [
      ...shardCopyWrites(target, copies),
      ...inserts(target, rounds, roundRows),
      ...inserts(target, roundHoles, holeRows),
      ...inserts(target, shots, shotRows),
    ];
    const [first, ...rest] = writes;
    if (first) await target.batch([first, ...rest]);
    if (ids.length === 0) return;
  }
}

/** Multi-row inserts of whole rows, as many rows a statement as D1's 100 bound parameters allow. */
function inserts<T extends SQLiteTable>(db: Db, table: T, rows: Array<T['$inferInsert']>) {
  const perRow = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / perRow));
  const statements = [];
  for (let i = 0; i < rows.length; i += size)
    statements.push(db.insert(table).values(rows.slice(i, i + size)));
  return statements;
}

type Fingerprint = { rounds: number; holes: number; shots: number; digest: string };

/** The player's rows on a shard as counts and one SHA-256 over every column of every row, in key order. */
async function fingerprint(shard: Db, accountId: number): Promise<Fingerprint> {
  const mine = sql`(select ${rounds.id} from ${rounds} where ${rounds.accountId} = ${accountId})`;
  const [roundRows, holeRows, shotRows] = await shard.batch([
    shard.select().from(rounds).where(eq(rounds.accountId, accountId)).orderBy(asc(rounds.id)),
    shard
      .select()
      .from(roundHoles)
      .where(inArray(roundHoles.roundId, mine))
      .orderBy(asc(roundHoles.roundId), asc(roundHoles.holeNumber)),
    shard
      .select()
      .from(shots)
      .where(inArray(shots.roundId, mine))
      .orderBy(asc(shots.roundId), asc(shots.holeNumber), asc(shots.shotNumber)),
  ]);
  const text = JSON.stringify([roundRows, holeRows, shotRows]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return {
    rounds: roundRows.length,
    holes: holeRows.length,
    shots: shotRows.length,
    digest: [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join(''),
  };
}
