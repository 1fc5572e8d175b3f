import { and, asc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { type LngLat, parsePoints } from '../../app/domain/courses/geo';
import {
  HOLE_FLAGS_VERSION,
  type HoleGeometry,
  type HoleStats,
  holeStats,
  type StatShot,
} from '../../app/domain/stats/hole-stats';
import { type FlagCounts, STAT_CATALOGUE } from '../../app/domain/stats/stat-catalogue';
import { measuredReliefFrom } from '../../app/domain/stats/strokes-gained';
import type { Db } from '../client';
import { reusableQueryByShape } from '../prepared';
import { courseHoleShapes, courseHoles } from '../schema/courses';
import { flagTotalColumn, roundFlagTotals } from '../schema/round-flag-totals';
import { roundHoles, rounds, shots } from '../schema/rounds';
import type { RoundShards } from '../shards';
import { refreshPlayerDiscovery } from './discovery';

type RoundHoleInsert = typeof roundHoles.$inferInsert;
type ShotRow = Pick<
  typeof shots.$inferInsert,
  | 'shotNumber'
  | 'startLie'
  | 'endLie'
  | 'startDistanceYards'
  | 'endDistanceYards'
  | 'penaltyStrokes'
  | 'startLatitude'
  | 'startLongitude'
  | 'endLatitude'
  | 'endLongitude'
  | 'reliefType'
  | 'reliefFromLie'
  | 'reliefFromDistanceYards'
>;

/** Stored strokes gained keep 4 decimals: a hole's stored sum stays within 0.001 of the exact one. */
export function roundSg(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10_000) / 10_000;
}

function point(lng: number | null | undefined, lat: number | null | undefined): LngLat | null {
  return lng == null || lat == null ? null : [lng, lat];
}

/** A stored shot as the hole-stat rules read it. */
export function statShotOf(row: ShotRow): StatShot {
  return {
    shotNumber: row.shotNumber,
    startLie: row.startLie,
    endLie: row.endLie,
    startDistanceYards: row.startDistanceYards,
    endDistanceYards: row.endDistanceYards,
    penaltyStrokes: row.penaltyStrokes ?? 0,
    start: point(row.startLongitude, row.startLatitude),
    end: point(row.endLongitude, row.endLatitude),
    reliefFrom: measuredReliefFrom({
      type: row.reliefType ?? null,
      fromLie: row.reliefFromLie ?? null,
      fromDistanceYards: row.reliefFromDistanceYards ?? null,
    }),
  };
}

/** The round_holes columns of a hole's derived stats (spec 3 §3 flags, facts, strokes gained). */
export function holeStatsColumns(stats: HoleStats) {
  const { shotStrokesGained: _perShot, ...columns } = stats;
  columns.sgOffTheTee = roundSg(columns.sgOffTheTee);
  columns.sgApproach = roundSg(columns.sgApproach);
  columns.sgAroundTheGreen = roundSg(columns.sgAroundTheGreen);
  columns.sgPutting = roundSg(columns.sgPutting);
  columns.approachStrokesGained = roundSg(columns.approachStrokesGained);
  return columns satisfies Partial<RoundHoleInsert>;
}

/** Green outline and playing line of the holes of some courses (ids, or a subquery giving one id). */
export function holeGeometryQueries(db: Db, courseIds: Array<number> | SQL) {
  const ids = Array.isArray(courseIds) && courseIds.length === 0 ? [-1] : courseIds;
  const of = (column: typeof courseHoles.courseId | typeof courseHoleShapes.courseId) =>
    Array.isArray(ids) ? inArray(column, ids) : eq(column, ids);
  return [
    db
      .select({
        courseId: courseHoles.courseId,
        holeNumber: courseHoles.holeNumber,
        centerline: courseHoles.centerline,
      })
      .from(courseHoles)
      .where(of(courseHoles.courseId)),
    db
      .select({
        courseId: courseHoleShapes.courseId,
        holeNumber: courseHoleShapes.holeNumber,
        points: courseHoleShapes.points,
      })
      .from(courseHoleShapes)
      .where(and(of(courseHoleShapes.courseId), eq(courseHoleShapes.kind, 'green'))),
  ] as const;
}

export function holeGeometryMap(
  lines: Array<{ courseId: number; holeNumber: number; centerline: string | null }>,
  greens: Array<{ courseId: number; holeNumber: number; points: string }>,
): Map<string, HoleGeometry> {
  const map = new Map<string, HoleGeometry>();
  const entry = (courseId: number, holeNumber: number) => {
    const key = `${courseId}:${holeNumber}`;
    let geometry = map.get(key);
    if (!geometry) {
      geometry = { green: null, centerline: null };
      map.set(key, geometry);
    }
    return geometry;
  };
  for (const line of lines) {
    if (line.centerline) entry(line.courseId, line.holeNumber).centerline = parsePoints(line.centerline);
  }
  for (const green of greens) entry(green.courseId, green.holeNumber).green = parsePoints(green.points);
  return map;
}

/** One UPDATE setting every shot's strokes gained of a hole (one statement per hole, few parameters). */
export function shotStrokesGainedUpdate(
  db: Db,
  roundId: number,
  holeNumber: number,
  values: Array<{ shotNumber: number; strokesGained: number | null }>,
) {
  const cases = values.map((v) => sql`when ${v.shotNumber} then ${roundSg(v.strokesGained)}`);
  const value: SQL =
    cases.length === 0 ? sql`null` : sql`(case ${shots.shotNumber} ${sql.join(cases, sql` `)} else null end)`;
  return db
    .update(shots)
    .set({ strokesGained: value })
    .where(and(eq(shots.roundId, roundId), eq(shots.holeNumber, holeNumber)));
}

const needsFlags = or(isNull(roundHoles.flagsVersion), lt(roundHoles.flagsVersion, HOLE_FLAGS_VERSION));

/**
 * Derives and stores the flags of holes written before the rules (or with an older version of them),
 * `roundsPerPass` rounds at a time: one batch of reads and one batch of writes per pass, at most
 * `maxPasses` passes (the scheduled run bounds its work; the rest waits for the next run). Returns
 * how many holes it updated. Safe to rerun; a hole is done once its flags_version is current.
 */
export async function backfillHoleStats(
  dir: Db,
  shards: RoundShards,
  roundsPerPass = 25,
  maxPasses = Infinity,
): Promise<number> {
  let updated = 0;
  let passes = 0;
  // Shard by shard (decision 119): the holes and shots are the shard's, the courses' geometry the directory's.
  for (const name of shards.names) {
    const db = shards.db(name);
    for (; passes < maxPasses; passes++) {
      const done = await backfillPass(dir, shards, db, roundsPerPass);
      if (done === null) break;
      updated += done;
    }
  }
  return updated;
}

/** One pass of the backfill on one shard: how many holes it updated, null when none was pending. */
async function backfillPass(
  dir: Db,
  shards: RoundShards,
  db: Db,
  roundsPerPass: number,
): Promise<number | null> {
  const pending = await db
    .selectDistinct({ roundId: roundHoles.roundId, courseId: rounds.courseId, accountId: rounds.accountId })
    .from(roundHoles)
    .innerJoin(rounds, eq(rounds.id, roundHoles.roundId))
    .where(needsFlags)
    .limit(roundsPerPass);
  if (pending.length === 0) return null;
  const roundIds = pending.map((p) => p.roundId);
  const courseOf = new Map(pending.map((p) => [p.roundId, p.courseId]));
  const [[holeRows, shotRows], [lines, greens]] = await Promise.all([
    db.batch([
      db
        .select()
        .from(roundHoles)
        .where(and(inArray(roundHoles.roundId, roundIds), needsFlags)),
      db
        .select()
        .from(shots)
        .where(inArray(shots.roundId, roundIds))
        .orderBy(asc(shots.roundId), asc(shots.holeNumber), asc(shots.shotNumber)),
    ]),
    dir.batch(holeGeometryQueries(dir, [...new Set(courseOf.values())])),
  ]);
  const geometry = holeGeometryMap(lines, greens);
  const shotsByHole = new Map<string, Array<typeof shots.$inferSelect>>();
  for (const s of shotRows) {
    const key = `${s.roundId}:${s.holeNumber}`;
    shotsByHole.set(key, [...(shotsByHole.get(key) ?? []), s]);
  }
  const writes = holeRows.flatMap((row) => {
    const holeShots = shotsByHole.get(`${row.roundId}:${row.holeNumber}`) ?? [];
    const stats = holeStats({
      par: row.par,
      score: row.score,
      putts: row.putts,
      shots: holeShots.map(statShotOf),
      shotsComplete: !row.shotsIncomplete,
      card: {
        fairway: row.cardFairway,
        greenInRegulation: row.cardGreenInRegulation,
        sandShots: row.cardSandShots,
        upAndDown: row.cardUpAndDown,
      },
      pin: point(row.pinLongitude, row.pinLatitude),
      geometry: geometry.get(`${courseOf.get(row.roundId)}:${row.courseHoleNumber}`) ?? null,
    });
    return [
      db
        .update(roundHoles)
        .set(holeStatsColumns(stats))
        .where(and(eq(roundHoles.roundId, row.roundId), eq(roundHoles.holeNumber, row.holeNumber))),
      shotStrokesGainedUpdate(
        db,
        row.roundId,
        row.holeNumber,
        holeShots.map((s, i) => ({
          shotNumber: s.shotNumber,
          strokesGained: stats.shotStrokesGained?.[i] ?? null,
        })),
      ),
    ];
  });
  const [first, ...rest] = writes;
  if (first) await db.batch([first, ...rest]);
  // The rounds' strokes gained changed: so did their players' discovery rows (decision 093).
  await refreshPlayerDiscovery(dir, shards, [...new Set(pending.map((p) => p.accountId))]);
  return holeRows.length;
}

/**
 * Successes and opportunities of every hole stat flag over some rounds (spec 3 §3, §9): one
 * aggregate row; a flag counts as an opportunity where it is known and as a success where it is
 * true. Excluded holes count nowhere (spec 3 §2.1). Read from the per-round totals the triggers of
 * round_flag_totals keep, so the cost grows with rounds, not holes.
 */
export function flagCountsQuery(db: Db, roundIds: Array<number> | SQL) {
  const roundId = flagTotalColumn('roundId');
  // A list of ids, or a subquery giving them (one statement for a whole selection).
  const ofRounds = Array.isArray(roundIds)
    ? inArray(roundId, roundIds.length > 0 ? roundIds : [-1])
    : sql`${roundId} in ${roundIds}`;
  return db.select(flagSumColumns()).from(roundFlagTotals).where(ofRounds);
}

let flagSums: Record<string, SQL.Aliased<number>> | undefined;

/**
 * The 84 sums of flagCountsQuery, built once per isolate as plain SQL: building them from column
 * objects on every request cost more CPU than the statement's whole D1 time. Each is named by a
 * short alias: D1 names a batch's row values by column, and the sums' own text made a row 6.6 KB.
 */
function flagSumColumns(): Record<string, SQL.Aliased<number>> {
  flagSums ??= Object.fromEntries(
    STAT_CATALOGUE.flatMap(({ flag }) => [`${flag}Successes`, `${flag}Opportunities`]).map((key, index) => [
      key,
      sql
        .raw(`coalesce(sum("round_flag_totals"."${flagTotalColumn(key).name}"), 0)`)
        .mapWith(Number)
        .as(`f${index}`),
    ]),
  ) as Record<string, SQL.Aliased<number>>;
  return flagSums;
}

// The column names flagCountsOf reads, per flag of the catalogue.
const FLAG_COUNT_KEYS = STAT_CATALOGUE.map(({ flag }) => ({
  flag,
  successes: `${flag}Successes`,
  opportunities: `${flag}Opportunities`,
}));

/**
 * Integer expressions as one text of their values joined by commas: a SQL function takes at most 32
 * arguments in D1 (json_array included), and a result at most 100 columns. In parenthesised runs of
 * 12, as SQLite refuses an expression tree deeper than 100. Integers, so the text is exact.
 */
export function commaJoinedIntegers(expressions: ReadonlyArray<string>): string {
  const runs = Array.from(
    { length: Math.ceil(expressions.length / 12) },
    (_, run) => `(${expressions.slice(run * 12, run * 12 + 12).join(" || ',' || ")})`,
  );
  return runs.join(" || ',' || ");
}

const roundFlagCounts = reusableQueryByShape((db, shape: { ranged: boolean }) => {
  const columns = FLAG_COUNT_KEYS.flatMap(({ successes, opportunities }) => [successes, opportunities]).map(
    (key) => `"round_flag_totals"."${flagTotalColumn(key).name}"`,
  );
  // A JSON array's text, built without json_array (84 values; D1's functions take 32 arguments).
  const list = `'[' || ${commaJoinedIntegers(columns)} || ']'`;
  const ofPlayer = eq(rounds.accountId, sql.placeholder('accountId'));
  return db
    .select({ roundId: rounds.id, counts: sql<string>`${sql.raw(list)}`.as('counts') })
    .from(roundFlagTotals)
    .innerJoin(rounds, eq(rounds.id, flagTotalColumn('roundId')))
    .where(
      shape.ranged
        ? and(
            ofPlayer,
            gte(rounds.playedOn, sql.placeholder('from')),
            lte(rounds.playedOn, sql.placeholder('to')),
          )
        : ofPlayer,
    );
});

/**
 * Per round, the successes and opportunities of every hole stat flag, for a player's rounds played
 * in a range (null: every round): a page that sums several sets of those rounds (the summary's chart
 * sets) reads them once, in its one batch, before it knows the sets. A round's 84 counts come as one
 * JSON array (flag by flag of the catalogue, successes then opportunities; `flagCountsOfLists` reads
 * it): the page turns only its sets' rounds into counts, and one value per round is a small answer
 * to send and map, where 84 columns per round made the summary's largest (75 rounds: 220 KB).
 * Built once per isolate and shape (db/prepared.ts).
 */
export function roundFlagCountsQuery(db: Db, accountId: number, range: { from: string; to: string } | null) {
  return roundFlagCounts(db, { ranged: range !== null }, { accountId, from: range?.from, to: range?.to });
}

/**
 * The counts of one or more rounds as roundFlagCountsQuery gives them, summed, as the stat
 * catalogue's counts: added up as lists, so a set of rounds builds its counts once.
 */
export function flagCountsOfLists(lists: Iterable<string>): FlagCounts {
  const sums = new Array<number>(2 * FLAG_COUNT_KEYS.length).fill(0);
  for (const list of lists) {
    const values = JSON.parse(list) as Array<number>;
    for (let i = 0; i < sums.length; i++) sums[i] = (sums[i] ?? 0) + (values[i] ?? 0);
  }
  const counts = {} as FlagCounts;
  FLAG_COUNT_KEYS.forEach(({ flag }, index) => {
    counts[flag] = { successes: sums[2 * index] ?? 0, opportunities: sums[2 * index + 1] ?? 0 };
  });
  return counts;
}

/** The row of flagCountsQuery as the stat catalogue's counts. */
export function flagCountsOf(row: Record<string, unknown> | undefined): FlagCounts {
  const counts = {} as FlagCounts;
  for (const { flag, successes, opportunities } of FLAG_COUNT_KEYS) {
    counts[flag] = {
      successes: Number(row?.[successes] ?? 0),
      opportunities: Number(row?.[opportunities] ?? 0),
    };
  }
  return counts;
}
