import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import {
  HANDICAP_RECORD_VERSION,
  type HandicapHole,
  type HandicapRound,
  handicapRecord,
  type ScoreRecordEntry,
} from '../../app/domain/handicap/whs';
import type { Db } from '../client';
import { MAX_BOUND_PARAMETERS } from '../insert-under';
import { accountExtraInfo, accounts } from '../schema/accounts';
import { courseScorecards, tees } from '../schema/courses';
import { handicapScores } from '../schema/handicap';
import { roundHoles, rounds } from '../schema/rounds';
import type { RoundShards } from '../shards';
import { continueRebuild, type DerivedTable, markRebuilt } from './derived-rebuilds';
import { groupByShard, playerShardsQuery } from './player-shards';

/*
 * Issue 34 §6 (decision 102): the players' World Handicap System scoring records, rewritten from
 * their rounds whenever one is written, and read by the pages with their other reads.
 */

// A record row binds 13 values: seven rows a statement stay within D1's 100 parameters.
const ROWS_PER_INSERT = Math.floor(MAX_BOUND_PARAMETERS / 13);
// A player's rounds and holes are read in one batch per this many accounts.
const ACCOUNTS_PER_REFRESH = 20;

/** The player's current Handicap Index (decision 102), on their shard: one row, or none without an index. */
export function currentIndexQuery(shard: Db, accountId: number) {
  return shard
    .select({ index: handicapScores.indexAfter })
    .from(handicapScores)
    .where(and(eq(handicapScores.accountId, accountId), isNotNull(handicapScores.indexAfter)))
    .orderBy(desc(handicapScores.position))
    .limit(1);
}

/** The current Handicap Index of the account in `accountId` (a column or an id), or null: for a select list. */
export function currentIndexSql(accountId: SQLWrapper | number): SQL<number | null> {
  return sql<
    number | null
  >`(select ${handicapScores.indexAfter} from ${handicapScores} where ${handicapScores.accountId} = ${accountId} and ${handicapScores.indexAfter} is not null order by ${handicapScores.position} desc limit 1)`;
}

/** The rounds (with their tees' ratings) and the holes the record reads, of the rounds `where` names. */
function recordSourceQueries(db: Db, where: SQL | undefined) {
  return [
    db
      .select({
        roundId: rounds.id,
        accountId: rounds.accountId,
        playedOn: rounds.playedOn,
        holeCount: rounds.holeCount,
        inProgress: rounds.inProgress,
        playedInSimulator: rounds.playedInSimulator,
        rating: tees.rating,
        slope: tees.slope,
      })
      .from(rounds)
      .leftJoin(tees, eq(tees.id, rounds.teeId))
      .where(where),
    db
      .select({
        roundId: roundHoles.roundId,
        courseHoleNumber: roundHoles.courseHoleNumber,
        par: roundHoles.par,
        score: roundHoles.score,
        strokeIndex: courseScorecards.strokeIndex,
      })
      .from(roundHoles)
      .innerJoin(rounds, eq(rounds.id, roundHoles.roundId))
      // The men's card, as the ingest reads the par from it.
      .leftJoin(
        courseScorecards,
        and(
          eq(courseScorecards.courseId, rounds.courseId),
          eq(courseScorecards.gender, 'men'),
          eq(courseScorecards.holeNumber, roundHoles.courseHoleNumber),
        ),
      )
      .where(where),
  ] as const;
}

type SourceRounds = Awaited<ReturnType<typeof recordSourceQueries>[0]>;
type SourceHoles = Awaited<ReturnType<typeof recordSourceQueries>[1]>;

/** The rounds of one account as the rules read them. */
function roundsOf(accountId: number, roundRows: SourceRounds, holeRows: SourceHoles): Array<HandicapRound> {
  const holesOf = new Map<number, Array<HandicapHole>>();
  for (const hole of holeRows) {
    const list = holesOf.get(hole.roundId) ?? [];
    list.push({
      courseHoleNumber: hole.courseHoleNumber,
      par: hole.par,
      strokeIndex: hole.strokeIndex && hole.strokeIndex > 0 ? hole.strokeIndex : null,
      score: hole.score,
    });
    holesOf.set(hole.roundId, list);
  }
  return roundRows
    .filter((r) => r.accountId === accountId)
    .map((r) => ({ ...r, holes: holesOf.get(r.roundId) ?? [] }));
}

type RecordInsert = typeof handicapScores.$inferInsert;

function rowOf(accountId: number, entry: ScoreRecordEntry, position: number): RecordInsert {
  return {
    roundId: entry.roundId,
    accountId,
    position,
    playedOn: entry.playedOn,
    holes: entry.holes,
    adjustedGrossScore: entry.adjustedGrossScore,
    differential: entry.differential,
    nineDifferential: entry.nineDifferential,
    esrAdjustment: entry.esrAdjustment,
    reason: entry.reason,
    indexAfter: entry.indexAfter,
    cap: entry.cap,
    counts: entry.counts,
  };
}

function insertsOf(db: Db, rows: ReadonlyArray<RecordInsert>) {
  const inserts = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    inserts.push(db.insert(handicapScores).values(rows.slice(i, i + ROWS_PER_INSERT)));
  return inserts;
}

function bumpVersions(db: Db, accountIds: Array<number>) {
  return db
    .update(accounts)
    .set({ version: sql`${accounts.version} + 1` })
    .where(inArray(accounts.id, accountIds));
}

/**
 * Rewrites the scoring records of these accounts whole from their rounds (the rebuild, the seed; a
 * write that is not the player's latest round), each on the player's shard (decision 119); the
 * accounts' versions move on in the directory, so no cached page keeps the old index.
 */
export async function refreshHandicaps(
  dir: Db,
  shards: RoundShards,
  accountIds: ReadonlyArray<number>,
): Promise<void> {
  const unique = [...new Set(accountIds)];
  if (unique.length === 0) return;
  const placed = await playerShardsQuery(dir, unique);
  await Promise.all([...groupByShard(placed)].map(([name, ids]) => rewriteRecords(shards.db(name), ids)));
  for (let start = 0; start < unique.length; start += MAX_BOUND_PARAMETERS)
    await bumpVersions(dir, unique.slice(start, start + MAX_BOUND_PARAMETERS));
}

/**
 * The records of these accounts rewritten on their shard. Each chunk of accounts is one read batch
 * and one write batch, so a record is replaced whole or not at all.
 */
async function rewriteRecords(shard: Db, accountIds: ReadonlyArray<number>): Promise<void> {
  for (let start = 0; start < accountIds.length; start += ACCOUNTS_PER_REFRESH) {
    const ids = accountIds.slice(start, start + ACCOUNTS_PER_REFRESH);
    const [roundRows, holeRows] = await shard.batch(
      recordSourceQueries(shard, inArray(rounds.accountId, ids)),
    );
    const rows = ids.flatMap((accountId) =>
      handicapRecord(roundsOf(accountId, roundRows, holeRows)).entries.map((entry, i) =>
        rowOf(accountId, entry, i + 1),
      ),
    );
    await shard.batch([
      shard.delete(handicapScores).where(inArray(handicapScores.accountId, ids)),
      ...insertsOf(shard, rows),
    ]);
  }
}

/**
 * After a round is written: the record of the rounds played before it is kept as stored and carried
 * on through this round and any played after it (a new round is usually the latest, so one round's
 * holes are read instead of the player's whole history). Falls back to the whole rewrite when the
 * stored record does not cover every earlier round. One read batch and one write batch.
 */
export async function recordRoundWritten(
  shard: Db,
  accountId: number,
  written: { roundId: number; playedOn: string },
): Promise<void> {
  const { roundId, playedOn } = written;
  const mine = eq(rounds.accountId, accountId);
  const before = or(
    lt(rounds.playedOn, playedOn),
    and(eq(rounds.playedOn, playedOn), lt(rounds.id, roundId)),
  );
  const from = or(gt(rounds.playedOn, playedOn), and(eq(rounds.playedOn, playedOn), gte(rounds.id, roundId)));
  const [stored, earlier, roundRows, holeRows] = await shard.batch([
    shard
      .select()
      .from(handicapScores)
      .where(eq(handicapScores.accountId, accountId))
      .orderBy(asc(handicapScores.position)),
    shard.select({ rounds: count() }).from(rounds).where(and(mine, before)),
    ...recordSourceQueries(shard, and(mine, from)),
  ]);
  const prior = stored.filter(
    (row) => row.playedOn < playedOn || (row.playedOn === playedOn && row.roundId < roundId),
  );
  const consistent =
    prior.length === (earlier[0]?.rounds ?? 0) && prior.every((row, i) => row.position === i + 1);
  if (!consistent) return rewriteRecords(shard, [accountId]);
  const record = handicapRecord(roundsOf(accountId, roundRows, holeRows), prior);
  // Earlier rows change only in what a later score moves: reductions, a combined nine, the 8 that count.
  const updates = prior.flatMap((row, i) => {
    const entry = record.entries[i];
    if (!entry) return [];
    if (
      entry.esrAdjustment === row.esrAdjustment &&
      entry.reason === row.reason &&
      entry.counts === row.counts
    )
      return [];
    return [
      shard
        .update(handicapScores)
        .set({ esrAdjustment: entry.esrAdjustment, reason: entry.reason, counts: entry.counts })
        .where(eq(handicapScores.roundId, row.roundId)),
    ];
  });
  const added = record.entries
    .slice(prior.length)
    .map((entry, i) => rowOf(accountId, entry, prior.length + i + 1));
  await shard.batch([
    shard
      .delete(handicapScores)
      .where(and(eq(handicapScores.accountId, accountId), gt(handicapScores.position, prior.length))),
    ...insertsOf(shard, added),
    ...updates,
  ]);
}

/** The scoring records as a derived table (decision 097): rebuilt by the scheduled run when their rules change. */
const HANDICAP_RECORDS: DerivedTable = {
  name: 'handicap_scores',
  version: HANDICAP_RECORD_VERSION,
  refresh: refreshHandicaps,
};

/** Continues the rebuild of the scoring records (`continueRebuild`); how many accounts it rewrote. */
export function rebuildHandicaps(dir: Db, shards: RoundShards, maxAccounts: number): Promise<number> {
  return continueRebuild(dir, shards, HANDICAP_RECORDS, maxAccounts);
}

/** Records how far the rebuild of the scoring records has come (the seed: all of them, `finished`). */
export function markHandicapsRebuilt(db: Db, afterAccountId: number, finished: boolean): Promise<void> {
  return markRebuilt(db, HANDICAP_RECORDS, afterAccountId, finished);
}

/** How many of the newest record rows a page shows: the 20 scores and the rounds among them that do not count. */
export const RECORD_ROWS_SHOWN = 40;

/** The newest rows of a player's scoring record, newest first, for the pages' batches. */
export function handicapRecordQuery(db: Db, accountId: SQLWrapper | number) {
  return db
    .select({
      roundId: handicapScores.roundId,
      playedOn: handicapScores.playedOn,
      holes: handicapScores.holes,
      adjustedGrossScore: handicapScores.adjustedGrossScore,
      differential: handicapScores.differential,
      esrAdjustment: handicapScores.esrAdjustment,
      reason: handicapScores.reason,
      indexAfter: handicapScores.indexAfter,
      cap: handicapScores.cap,
      counts: handicapScores.counts,
    })
    .from(handicapScores)
    .where(eq(handicapScores.accountId, sql`${accountId}`))
    .orderBy(desc(handicapScores.position))
    .limit(RECORD_ROWS_SHOWN);
}

export type HandicapRecordRow = Awaited<ReturnType<typeof handicapRecordQuery>>[number];

/** The handicap the player entered themselves (shown, as their claim, only without a computed index). */
export function handicapClaimQuery(db: Db, accountId: SQLWrapper | number) {
  return db
    .select({ claim: accountExtraInfo.handicapIndex })
    .from(accountExtraInfo)
    .where(eq(accountExtraInfo.accountId, sql`${accountId}`))
    .limit(1);
}
