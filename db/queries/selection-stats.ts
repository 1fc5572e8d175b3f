import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { RoundFilter } from '../../app/domain/stats/round-filter';
import { STAT_CATALOGUE } from '../../app/domain/stats/stat-catalogue';
import type { Db } from '../client';
import { reusableQueryByShape } from '../prepared';
import { courses } from '../schema/courses';
import { flagTotalColumn, roundFlagTotals, roundStatTotals } from '../schema/round-flag-totals';
import { roundHoles, rounds, shots } from '../schema/rounds';
import { tournaments } from '../schema/tournaments';
import { commaJoinedIntegers, flagCountsQuery } from './hole-stats';
import {
  SELECTION_PLACEHOLDERS,
  type SelectionShape,
  selectionIdsSql,
  selectionShapeOf,
} from './round-selection';
import { roundTotalsColumns, statRoundGroupColumns, statRoundGroupKeys } from './round-summaries';

/*
 * D1 reads of the read APIs (issue 5 point 7). A selection (spec 2 §3 round filter) is never
 * resolved to ids in the Worker first: its statement (db/queries/round-selection.ts) is a subquery
 * of the aggregate, so one selection is one statement and several go in one db.batch.
 */

/** The ids a filter selects, as a subquery. */
export function selectionIds(db: Db, accountId: number | SQL, filter: RoundFilter): SQL {
  const { shape, values } = selectionShapeOf(filter);
  return selectionIdsSql(db, accountId, shape, values);
}

/** A selection's ids by placeholders: the subquery of the reusable statements below. */
function placeholderIds(db: Db, shape: SelectionShape): SQL {
  return selectionIdsSql(db, sql.placeholder('accountId'), shape, SELECTION_PLACEHOLDERS);
}

// One statement text per filter shape (db/prepared.ts): a dashboard group sends up to ten of them,
// each with about a hundred summed columns, which cost more CPU to build than D1 takes to run.
const reusableCounts = reusableQueryByShape((db, shape: SelectionShape) =>
  flagCountsQuery(db, placeholderIds(db, shape)),
);
const reusableRounds = reusableQueryByShape((db, shape: SelectionShape) =>
  buildSelectionRounds(db, placeholderIds(db, shape)),
);
const reusableStats = reusableQueryByShape((db, shape: SelectionShape) =>
  buildSelectionStats(db, placeholderIds(db, shape)),
);

/** spec 3 §3, §9: flag successes and opportunities over the rounds of one selection. */
export function selectionCountsQuery(db: Db, accountId: number | SQL, filter: RoundFilter) {
  if (typeof accountId !== 'number') return flagCountsQuery(db, selectionIds(db, accountId, filter));
  const { shape, values } = selectionShapeOf(filter);
  return reusableCounts(db, shape, { ...values, accountId });
}

/**
 * spec 3 §3, §9: the rounds of one selection with the totals of their holes, in groups of alike
 * rounds (`statRoundGroupColumns`), in one statement. The statistics are decided from them by
 * app/domain/stats/round-stats.ts `selectionStats`, as on every other page.
 */
export function selectionRoundsQuery(db: Db, accountId: number | SQL, filter: RoundFilter) {
  if (typeof accountId !== 'number') return buildSelectionRounds(db, selectionIds(db, accountId, filter));
  const { shape, values } = selectionShapeOf(filter);
  return reusableRounds(db, shape, { ...values, accountId });
}

function buildSelectionRounds(db: Db, ids: SQL) {
  return db
    .select(statRoundGroupColumns())
    .from(rounds)
    .leftJoin(roundFlagTotals, eq(flagTotalColumn('roundId'), rounds.id))
    .leftJoin(roundStatTotals, eq(roundStatTotals.roundId, rounds.id))
    .where(sql`${rounds.id} in ${ids}`)
    .groupBy(...statRoundGroupKeys());
}

export type SelectionRoundRow = Awaited<ReturnType<typeof selectionRoundsQuery>>[number];

/** The keys of `flagCountsQuery`'s row, in the order of the stat catalogue. */
const FLAG_KEYS = STAT_CATALOGUE.flatMap(({ flag }) => [`${flag}Successes`, `${flag}Opportunities`]);

let flagSumsText: SQL.Aliased<string> | undefined;

/**
 * The sums of `flagCountsQuery` as one text column, comma-separated in the order of FLAG_KEYS: a
 * result set may have 100 columns in D1, the groups have 31 and the sums are 84 (and a function
 * such as json_array takes 32 arguments at most, so the sums are joined with `||`). Integer sums,
 * so the text is exact. Built once per isolate.
 */
function flagSumsColumn(): SQL.Aliased<string> {
  if (flagSumsText) return flagSumsText;
  const sums = FLAG_KEYS.map((key) => `coalesce(sum("round_flag_totals"."${flagTotalColumn(key).name}"), 0)`);
  flagSumsText = sql.raw(commaJoinedIntegers(sums)).mapWith(String).as('flag_sums');
  return flagSumsText;
}

/**
 * The rows of `selectionRoundsQuery` with, in each group, the sums of `flagCountsQuery` over its
 * rounds: a selection's whole statistics in one statement, its rounds selected once. The flag counts
 * of the selection are the sums of its groups' (`selectionStatsRows`): every round of the selection
 * is in exactly one group, and a round without totals adds nothing to either.
 */
function buildSelectionStats(db: Db, ids: SQL) {
  return db
    .select({ ...statRoundGroupColumns(), flagSums: flagSumsColumn() })
    .from(rounds)
    .leftJoin(roundFlagTotals, eq(flagTotalColumn('roundId'), rounds.id))
    .leftJoin(roundStatTotals, eq(roundStatTotals.roundId, rounds.id))
    .where(sql`${rounds.id} in ${ids}`)
    .groupBy(...statRoundGroupKeys());
}

function selectionStatsQuery(db: Db, accountId: number | SQL, filter: RoundFilter) {
  if (typeof accountId !== 'number') return buildSelectionStats(db, selectionIds(db, accountId, filter));
  const { shape, values } = selectionShapeOf(filter);
  return reusableStats(db, shape, { ...values, accountId });
}

const counted = sql`(${roundHoles.excluded} = 0 and ${roundHoles.score} is not null)`;

function avgWhere(condition: SQL, value: SQL) {
  return sql<number | null>`avg(case when ${counted} and ${condition} then ${value} end)`;
}

/**
 * spec 2 §3, §5, §9: one page (10 rows) of the rounds grid over the rounds a filter selects, newest
 * first, each round with its totals from the read model and the means of its holes' measured
 * distances; and how many rounds there are in all (for paging). Two statements for one db.batch.
 */
export function roundsGridQueries(
  db: Db,
  accountId: number | SQL,
  filter: RoundFilter,
  page: number,
  size: number,
) {
  const ids = selectionIds(db, accountId, filter);
  const rows = db
    .select({
      id: rounds.id,
      playedOn: rounds.playedOn,
      tournamentName: sql<string | null>`${tournaments.name}`.as('tournament_name'),
      tournamentUrl: sql<string | null>`${tournaments.url}`.as('tournament_url'),
      courseName: sql<string>`${courses.name}`.as('course_name'),
      yards: rounds.yards,
      score: roundTotalsColumns.score,
      par: roundTotalsColumns.par,
      birdieOrBetter: roundTotalsColumns.birdies,
      onePutts: roundTotalsColumns.onePutts,
      fairways: roundTotalsColumns.fairways,
      fairwayChances: roundTotalsColumns.fairwayChances,
      greens: roundTotalsColumns.greens,
      greenChances: roundTotalsColumns.greenChances,
      upDowns: roundTotalsColumns.upDowns,
      upDownChances: roundTotalsColumns.upDownChances,
      // The round's putts only when every counted hole has them (spec 3 §3: per-round sums).
      putts: sql<number | null>`${flagTotalColumn('putts')}`.as('round_putts'),
      approachProximityFeet: avgWhere(sql`1`, sql`${roundHoles.approachProximityFeet}`),
      girFirstPuttFeet: avgWhere(
        sql`${roundHoles.madeGreenInRegulation} = 1`,
        sql`${roundHoles.firstPuttDistanceFeet}`,
      ),
      scrambleFirstPuttFeet: avgWhere(
        sql`${roundHoles.missedGreenInRegulation} = 1`,
        sql`${roundHoles.firstPuttDistanceFeet}`,
      ),
      madePuttFeet: sql<number | null>`sum(case when ${counted} then ${roundHoles.madePuttFeet} end)`,
      totalPuttFeet: sql<number | null>`sum(case when ${counted} then ${roundHoles.totalPuttFeet} end)`,
    })
    .from(rounds)
    .innerJoin(courses, eq(courses.id, rounds.courseId))
    .leftJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
    .leftJoin(roundFlagTotals, eq(flagTotalColumn('roundId'), rounds.id))
    .leftJoin(roundHoles, eq(roundHoles.roundId, rounds.id))
    .where(sql`${rounds.id} in ${ids}`)
    .groupBy(rounds.id)
    .orderBy(desc(rounds.playedOn), desc(rounds.startedAt), desc(rounds.id))
    .limit(size)
    .offset((page - 1) * size);
  const total = db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(sql`${ids} as selected`);
  return [rows, total] as const;
}

const FLAG_COLUMNS = Object.fromEntries(STAT_CATALOGUE.map(({ flag }) => [flag, roundHoles[flag]])) as {
  [K in (typeof STAT_CATALOGUE)[number]['flag']]: (typeof roundHoles)[K];
};

/**
 * spec 2 §3 map round holes and spec 3 §3 flags: every hole of some rounds of this player (rounds of
 * anyone else are not read), newest round first, in playing order.
 */
export function roundHoleFlagsQuery(db: Db, accountId: number | SQL, roundIds: Array<number>) {
  return (
    db
      .select({
        roundId: roundHoles.roundId,
        playedOn: rounds.playedOn,
        courseName: sql<string>`${courses.name}`.as('course_name'),
        holeNumber: roundHoles.holeNumber,
        courseHoleNumber: roundHoles.courseHoleNumber,
        par: roundHoles.par,
        score: roundHoles.score,
        putts: roundHoles.putts,
        excluded: roundHoles.excluded,
        shotsIncomplete: roundHoles.shotsIncomplete,
        sgOffTheTee: roundHoles.sgOffTheTee,
        sgApproach: roundHoles.sgApproach,
        sgAroundTheGreen: roundHoles.sgAroundTheGreen,
        sgPutting: roundHoles.sgPutting,
        ...FLAG_COLUMNS,
      })
      .from(roundHoles)
      .innerJoin(rounds, eq(rounds.id, roundHoles.roundId))
      .innerJoin(courses, eq(courses.id, rounds.courseId))
      // One JSON parameter: hundreds of ids stay under D1's 100 bound parameters per query.
      .where(
        and(
          eq(rounds.accountId, accountId),
          sql`${roundHoles.roundId} in (select value from json_each(${JSON.stringify(roundIds)}))`,
        ),
      )
      .orderBy(desc(rounds.playedOn), desc(rounds.startedAt), desc(rounds.id), asc(roundHoles.holeNumber))
  );
}

export type RoundHoleFlagsRow = Awaited<ReturnType<typeof roundHoleFlagsQuery>>[number];

/** The shots of some rounds of this player with their stored strokes gained, in playing order. */
export function roundShotsQuery(db: Db, accountId: number | SQL, roundIds: Array<number>) {
  return db
    .select({
      roundId: shots.roundId,
      holeNumber: shots.holeNumber,
      shotNumber: shots.shotNumber,
      startLie: shots.startLie,
      startDistanceYards: shots.startDistanceYards,
      strokesGained: shots.strokesGained,
    })
    .from(shots)
    .innerJoin(rounds, eq(rounds.id, shots.roundId))
    .where(
      and(
        eq(rounds.accountId, accountId),
        sql`${shots.roundId} in (select value from json_each(${JSON.stringify(roundIds)}))`,
      ),
    )
    .orderBy(asc(shots.roundId), asc(shots.holeNumber), asc(shots.shotNumber));
}

/**
 * spec 2 §3 overview: a selection's flag counts and its rounds' totals, one statement for one db.batch
 * (read back by `selectionStatsRows`).
 */
export function selectionStatsQueries(db: Db, accountId: number | SQL, filter: RoundFilter) {
  return [selectionStatsQuery(db, accountId, filter)] as const;
}

type CountsRow = Awaited<ReturnType<typeof selectionCountsQuery>>[number];
type StatsRow = Awaited<ReturnType<typeof selectionStatsQuery>>[number];

/** A selection's flag counts, the sums of its groups', and its groups without them. */
function splitStatsRows(rows: ReadonlyArray<StatsRow>): {
  counts: CountsRow;
  rounds: Array<SelectionRoundRow>;
} {
  const sums = FLAG_KEYS.map(() => 0);
  const groups = rows.map(({ flagSums, ...group }) => {
    flagSums.split(',').forEach((value, index) => {
      sums[index] = (sums[index] ?? 0) + Number(value);
    });
    return group;
  });
  const counts = Object.fromEntries(FLAG_KEYS.map((key, index) => [key, sums[index] ?? 0]));
  return { counts: counts as CountsRow, rounds: groups };
}

/**
 * The rows of `selectionStatsQueries` for several selections, read back from one batch's flat list
 * of results (a batch of dynamic length loses the per-position types, hence the cast here only).
 */
export function selectionStatsRows(
  results: ReadonlyArray<unknown>,
  selections: number,
): Array<{ counts: CountsRow | undefined; rounds: Array<SelectionRoundRow> }> {
  return Array.from({ length: selections }, (_, index) => {
    const rows = results[index] as Array<StatsRow> | undefined;
    return rows ? splitStatsRows(rows) : { counts: undefined, rounds: [] };
  });
}
