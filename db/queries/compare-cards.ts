import { type SQL, sql } from 'drizzle-orm';
import { playingStyleCard } from '~/domain/stats/compare-playing-style';
import {
  APPROACH_EDGES,
  type ApproachRow,
  type CardTab,
  type CompareCardData,
  type DriveRow,
  driveCard,
  type PuttRow,
  puttsCard,
  type ScoringRow,
  scoringCard,
  shotToGreenCard,
  type TotalsRow,
} from '../../app/domain/stats/compare-cards';
import type { Standard } from '../../app/domain/stats/standards';
import type { FlagCounts } from '../../app/domain/stats/stat-catalogue';
import type { Db } from '../client';
import { reusableQuery } from '../prepared';
import { roundFlagTotals, roundStatTotals } from '../schema/round-flag-totals';
import { roundHoles, rounds } from '../schema/rounds';
import { flagCountsQuery } from './hole-stats';

/*
 * The reads behind the compare cards (spec 2 §2, §7; decision 045): a few aggregate statements per
 * card over one side's rounds, for the caller to put in the page's one db.batch together with the
 * other side's. Holes and shots are grouped by whole yards or feet, or by the bands decided in
 * app/domain/stats/compare-cards.ts where a card needs nothing finer (the approaches).
 */

/**
 * The side's round ids that belong to the account, as a subquery: a round of anyone else counts
 * nowhere. The ids travel as one JSON parameter (D1 binds at most 100 per statement), and an empty
 * list selects nothing without an `in ()`. Written with placeholders, so that each statement's SQL is
 * built once per isolate (db/prepared.ts) and bound per request.
 */
const ownRoundIds = sql`(select ${rounds.id} from ${rounds} where ${rounds.accountId} = ${sql.placeholder('accountId')} and ${rounds.id} in (select value from json_each(${sql.placeholder('ids')})))`;

/** The values the statements are bound to for one side. */
function sideValues(accountId: number, roundIds: ReadonlyArray<number>) {
  return { accountId, ids: JSON.stringify(roundIds.filter((id) => Number.isSafeInteger(id))) };
}

// spec 3 §2.1: excluded holes count nowhere; a hole without a score is not played.
const counted = sql`${roundHoles.excluded} = 0 and ${roundHoles.score} is not null`;
// A hole recorded shot by shot (a complete shot list) is one with strokes gained, as sg_holes counts.
const shotByShot = sql`${roundHoles.sgPutting} is not null`;

const count = (condition: SQL) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`.mapWith(Number);
const total = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

function totalsQuery(db: Db, ids: SQL) {
  return db
    .select({
      rounds: sql<number>`count(*)`.mapWith(Number),
      holeCount: sql<number | null>`max(${rounds.holeCount})`,
      sgHoles: total(sql`${roundStatTotals.sgHoles}`),
      sgOffTheTee: total(sql`${roundStatTotals.sgOffTheTee}`),
      sgApproach: total(sql`${roundStatTotals.sgApproach}`),
      sgAroundTheGreen: total(sql`${roundStatTotals.sgAroundTheGreen}`),
      sgPutting: total(sql`${roundStatTotals.sgPutting}`),
    })
    .from(roundFlagTotals)
    .innerJoin(rounds, sql`${rounds.id} = ${roundFlagTotals.roundId}`)
    .leftJoin(roundStatTotals, sql`${roundStatTotals.roundId} = ${roundFlagTotals.roundId}`)
    .where(sql`${roundFlagTotals.roundId} in ${ids} and ${roundFlagTotals.scoredHoles} > 0`);
}

function scoringQuery(db: Db, ids: SQL) {
  const toPar = sql`(${roundHoles.score} - ${roundHoles.par})`;
  return db
    .select({
      par: roundHoles.par,
      yards: roundHoles.yards,
      holes: sql<number>`count(*)`.mapWith(Number),
      toPar: total(toPar),
      eagles: count(sql`${toPar} <= -2`),
      birdies: count(sql`${toPar} = -1`),
      pars: count(sql`${toPar} = 0`),
      bogeys: count(sql`${toPar} = 1`),
      doubles: count(sql`${toPar} >= 2`),
    })
    .from(roundHoles)
    .where(sql`${roundHoles.roundId} in ${ids} and ${counted}`)
    .groupBy(roundHoles.par, roundHoles.yards);
}

function driveQuery(db: Db, ids: SQL) {
  const yards = sql`cast(${roundHoles.driveDistanceYards} as integer)`;
  return db
    .select({
      yards: sql<number | null>`${yards}`.mapWith((value) => (value === null ? null : Number(value))),
      holes: sql<number>`count(*)`.mapWith(Number),
      drives: sql<number>`count(${roundHoles.driveDistanceYards})`.mapWith(Number),
      sumYards: total(sql`${roundHoles.driveDistanceYards}`),
      maxYards: sql<number | null>`max(${roundHoles.driveDistanceYards})`,
      // Tee shots carry the drive's penalties (out of bounds, lost, a penalty area), replays included.
      teePenalties: total(sql`case when ${shotByShot} then ${roundHoles.teePenaltyStrokes} end`),
    })
    .from(roundHoles)
    .where(sql`${roundHoles.roundId} in ${ids} and ${counted} and ${roundHoles.par} >= 4`)
    .groupBy(yards);
}

/**
 * The band of `value` among the edges bound to the `edges` placeholder (a JSON list): how many edges
 * are at or below it, as compare-cards.ts `bandIndex` counts.
 */
const bandOf = (value: SQL) =>
  sql`(select count(*) from json_each(${sql.placeholder('edges')}) where value <= ${value})`;

function approachQuery(db: Db, ids: SQL) {
  // The approach of hole-stats.ts (the last shot from off the green from farther than 30 yards that
  // is not the tee shot of a par 4 or 5), stored with the hole. Grouped by the card's band, each
  // group named by its shortest whole-yard distance (a band of its own): a side's seasons are a few
  // rows instead of one per yard.
  const yards = sql`cast(${roundHoles.approachDistanceYards} as integer)`;
  return db
    .select({
      yards: sql<number>`min(${yards})`.mapWith(Number),
      shots: sql<number>`count(*)`.mapWith(Number),
      greens: count(sql`${roundHoles.approachOnGreen} = 1`),
      sumProximityFeet: total(sql`${roundHoles.approachProximityFeet}`),
      proximityShots: sql<number>`count(${roundHoles.approachProximityFeet})`.mapWith(Number),
      sumStrokesGained: total(sql`${roundHoles.approachStrokesGained}`),
      sgShots: sql<number>`count(${roundHoles.approachStrokesGained})`.mapWith(Number),
    })
    .from(roundHoles)
    .where(
      sql`${roundHoles.roundId} in ${ids} and ${counted} and ${shotByShot} and ${roundHoles.approachDistanceYards} is not null`,
    )
    .groupBy(bandOf(yards));
}

function puttQuery(db: Db, ids: SQL) {
  const feet = sql`cast(${roundHoles.firstPuttDistanceFeet} as integer)`;
  return db
    .select({
      feet: sql<number | null>`${feet}`.mapWith((value) => (value === null ? null : Number(value))),
      holes: sql<number>`count(*)`.mapWith(Number),
      putts: total(sql`${roundHoles.putts}`),
      onePutts: count(sql`${roundHoles.putts} = 1`),
      threePutts: count(sql`${roundHoles.putts} >= 3`),
      sumFeet: total(sql`${roundHoles.firstPuttDistanceFeet}`),
    })
    .from(roundHoles)
    .where(sql`${roundHoles.roundId} in ${ids} and ${counted} and ${roundHoles.putts} is not null`)
    .groupBy(feet);
}

/**
 * A side's slice of the batch's results, in the order of its queries, to the card's data; the side's
 * flag counts come from the metrics table's read (`compareFlagCountsQuery`), not read twice.
 */
export type CompareCardBuild = (
  results: ReadonlyArray<unknown>,
  standard: Standard,
  counts: FlagCounts,
) => CompareCardData;

const EMPTY_TOTALS: TotalsRow = {
  rounds: 0,
  holeCount: null,
  sgHoles: 0,
  sgOffTheTee: 0,
  sgApproach: 0,
  sgAroundTheGreen: 0,
  sgPutting: 0,
};

/** The rows of one result of a batch (a batch of dynamic length loses its per-position types). */
function rowsAt<T>(results: ReadonlyArray<unknown>, index: number): Array<T> {
  const rows = results[index];
  return Array.isArray(rows) ? (rows as Array<T>) : [];
}

function totalsAt(results: ReadonlyArray<unknown>, index: number): TotalsRow {
  return rowsAt<TotalsRow>(results, index)[0] ?? EMPTY_TOTALS;
}

const approachesByBand = reusableQuery((db) => approachQuery(db, ownRoundIds));
const APPROACH_EDGES_JSON = JSON.stringify(APPROACH_EDGES);

/**
 * The statements of one card for one side (spread into the page's db.batch with the other side's)
 * and `build`, which turns that side's slice of the batch's results into the card's data.
 */
const reusable = {
  totals: reusableQuery((db) => totalsQuery(db, ownRoundIds)),
  flagCounts: reusableQuery((db) => flagCountsQuery(db, ownRoundIds)),
  scoring: reusableQuery((db) => scoringQuery(db, ownRoundIds)),
  drive: reusableQuery((db) => driveQuery(db, ownRoundIds)),
  // The statement's `edges` placeholder is always the Shots to Green card's bands.
  approach: (db: Db, values: ReturnType<typeof sideValues>) =>
    approachesByBand(db, { ...values, edges: APPROACH_EDGES_JSON }),
  putts: reusableQuery((db) => puttQuery(db, ownRoundIds)),
};

export function compareCardReads(db: Db, accountId: number, roundIds: ReadonlyArray<number>, tab: CardTab) {
  const values = sideValues(accountId, roundIds);
  const totals = reusable.totals(db, values);
  switch (tab) {
    case 'scoring':
      return {
        queries: [totals, reusable.scoring(db, values)] as const,
        build: ((results) =>
          scoringCard(rowsAt<ScoringRow>(results, 1), totalsAt(results, 0))) satisfies CompareCardBuild,
      };
    case 'drive':
      return {
        queries: [totals, reusable.drive(db, values)] as const,
        build: ((results, _standard, counts) =>
          driveCard(rowsAt<DriveRow>(results, 1), counts, totalsAt(results, 0))) satisfies CompareCardBuild,
      };
    case 'shot-to-green':
      return {
        queries: [totals, reusable.approach(db, values)] as const,
        build: ((results, _standard, counts) =>
          shotToGreenCard(
            rowsAt<ApproachRow>(results, 1),
            counts,
            totalsAt(results, 0),
          )) satisfies CompareCardBuild,
      };
    case 'putts':
      return {
        queries: [totals, reusable.putts(db, values)] as const,
        build: ((results) =>
          puttsCard(rowsAt<PuttRow>(results, 1), totalsAt(results, 0))) satisfies CompareCardBuild,
      };
    case 'playing-style':
      return {
        queries: [totals] as const,
        build: ((results, standard, counts) =>
          playingStyleCard(counts, totalsAt(results, 0), standard)) satisfies CompareCardBuild,
      };
  }
}

/**
 * The flag counts of one side's rounds (the metrics table, spec 2 §2): like flagCountsQuery, with
 * the ids as one JSON parameter and only the account's own rounds, so a side may hold any number.
 */
export function compareFlagCountsQuery(db: Db, accountId: number, roundIds: ReadonlyArray<number>) {
  return reusable.flagCounts(db, sideValues(accountId, roundIds));
}
