import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { RoundFilter } from '../../app/domain/round-filter';
import { STAT_CATALOGUE } from '../../app/domain/stat-catalogue';
import type { Db } from '../client';
import { courses } from '../schema/courses';
import { flagTotalColumn, roundFlagTotals } from '../schema/round-flag-totals';
import { roundHoles, rounds } from '../schema/rounds';
import { tournaments } from '../schema/tournaments';
import { flagCountsQuery } from './hole-stats';
import { roundSelectionQuery } from './round-selection';

/*
 * D1 reads of the read APIs (issue 5 point 7). A selection (spec 2 §3 round filter) is never
 * resolved to ids in the Worker first: its statement (db/queries/round-selection.ts) is a subquery
 * of the aggregate, so one selection is one statement and several go in one db.batch.
 */

/** The ids a filter selects, as a subquery. */
export function selectionIds(db: Db, accountId: number | SQL, filter: RoundFilter): SQL {
  return sql`(select "id" from (${roundSelectionQuery(db, accountId, filter)}))`;
}

/** spec 3 §3, §9: flag successes and opportunities over the rounds of one selection. */
export function selectionCountsQuery(db: Db, accountId: number | SQL, filter: RoundFilter) {
  return flagCountsQuery(db, selectionIds(db, accountId, filter));
}

const counted = sql`(${roundHoles.excluded} = 0 and ${roundHoles.score} is not null)`;

/**
 * spec 3 §3 aggregates over the rounds of one selection, in one statement: the means of the per-round
 * totals that the triggers of round_flag_totals keep (a total only when every scored hole has the
 * value, as `aggregates` in app/domain/stat-catalogue.ts); fairways, greens and up-and-downs are
 * summed over holes. Rounds without a scored hole are not counted.
 */
export function selectionAggregatesQuery(db: Db, accountId: number | SQL, filter: RoundFilter) {
  const ids = selectionIds(db, accountId, filter);
  const column = flagTotalColumn;
  const n = (expression: SQL) => expression.mapWith((v) => (v === null ? null : Number(v)));
  const count = (expression: SQL) => expression.mapWith(Number);
  const summed = (key: string) => count(sql<number>`coalesce(sum(${column(key)}), 0)`);
  return db
    .select({
      rounds: count(sql<number>`count(*)`),
      score: n(sql<number | null>`avg(${column('score')})`),
      par: n(sql<number | null>`avg(${column('par')})`),
      yards: n(sql<number | null>`avg(${column('yards')})`),
      putts: n(sql<number | null>`avg(${column('putts')})`),
      onePutts: n(sql<number | null>`avg(${column('onePutts')})`),
      birdieOrBetter: n(sql<number | null>`avg(${column('birdies')})`),
      doubleOverOrHigher: n(sql<number | null>`avg(${column('doubles')})`),
      firstPuttDist: n(
        sql<number | null>`sum(${column('firstPuttFeet')}) / nullif(sum(${column('firstPutts')}), 0)`,
      ),
      firMade: summed('fairwayHitSuccesses'),
      firChances: summed('fairwayHitOpportunities'),
      girMade: summed('madeGreenInRegulationSuccesses'),
      girChances: summed('madeGreenInRegulationOpportunities'),
      upDownMade: summed('madeUpDownSuccesses'),
      upDownChances: summed('madeUpDownOpportunities'),
    })
    .from(roundFlagTotals)
    .where(and(sql`${column('roundId')} in ${ids}`, sql`${column('scoredHoles')} > 0`));
}

export type SelectionAggregatesRow = Awaited<ReturnType<typeof selectionAggregatesQuery>>[number];

function sumOf(condition: SQL) {
  return sql<number>`coalesce(sum(case when ${counted} and ${condition} then 1 else 0 end), 0)`.mapWith(
    Number,
  );
}

function avgWhere(condition: SQL, value: SQL) {
  return sql<number | null>`avg(case when ${counted} and ${condition} then ${value} end)`;
}

function totalWhen(value: SQL) {
  // A round's total only when every counted hole has the value (spec 3 §3: per-round sums).
  return sql<
    number | null
  >`(case when sum(case when ${counted} and ${value} is null then 1 else 0 end) = 0 then sum(case when ${counted} then ${value} end) end)`;
}

/**
 * spec 2 §3, §5, §9: one page (10 rows) of the rounds grid over the rounds a filter selects, newest
 * first, each round summed over its counted holes from the stored flags; and how many rounds there
 * are in all (for paging). Two statements for one db.batch.
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
      score: sql<number | null>`sum(case when ${counted} then ${roundHoles.score} end)`,
      par: sql<number | null>`sum(case when ${counted} then ${roundHoles.par} end)`,
      birdieOrBetter: sumOf(sql`${roundHoles.score} <= ${roundHoles.par} - 1`),
      onePutts: sumOf(sql`${roundHoles.putts} = 1`),
      fairways: sumOf(sql`${roundHoles.fairwayHit} = 1`),
      fairwayChances: sumOf(sql`${roundHoles.fairwayHit} is not null`),
      greens: sumOf(sql`${roundHoles.madeGreenInRegulation} = 1`),
      greenChances: sumOf(sql`${roundHoles.madeGreenInRegulation} is not null`),
      upDowns: sumOf(sql`${roundHoles.madeUpDown} = 1`),
      upDownChances: sumOf(sql`${roundHoles.madeUpDown} is not null`),
      approachProximityFeet: avgWhere(sql`1`, sql`${roundHoles.approachProximityFeet}`),
      girFirstPuttFeet: avgWhere(
        sql`${roundHoles.madeGreenInRegulation} = 1`,
        sql`${roundHoles.firstPuttDistanceFeet}`,
      ),
      scrambleFirstPuttFeet: avgWhere(
        sql`${roundHoles.missedGreenInRegulation} = 1`,
        sql`${roundHoles.firstPuttDistanceFeet}`,
      ),
      putts: totalWhen(sql`${roundHoles.putts}`),
      madePuttFeet: sql<number | null>`sum(case when ${counted} then ${roundHoles.madePuttFeet} end)`,
      totalPuttFeet: sql<number | null>`sum(case when ${counted} then ${roundHoles.totalPuttFeet} end)`,
    })
    .from(rounds)
    .innerJoin(courses, eq(courses.id, rounds.courseId))
    .leftJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
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

/** spec 2 §3 overview: a selection's flag counts and aggregates, two statements for one db.batch. */
export function selectionStatsQueries(db: Db, accountId: number | SQL, filter: RoundFilter) {
  return [
    selectionCountsQuery(db, accountId, filter),
    selectionAggregatesQuery(db, accountId, filter),
  ] as const;
}

type CountsRow = Awaited<ReturnType<typeof selectionCountsQuery>>[number];

/**
 * The rows of `selectionStatsQueries` for several selections, read back from one batch's flat list
 * of results (a batch of dynamic length loses the per-position types, hence the casts here only).
 */
export function selectionStatsRows(
  results: ReadonlyArray<unknown>,
  selections: number,
): Array<{ counts: CountsRow | undefined; aggregates: SelectionAggregatesRow | undefined }> {
  return Array.from({ length: selections }, (_, index) => ({
    counts: (results[index * 2] as Array<CountsRow> | undefined)?.[0],
    aggregates: (results[index * 2 + 1] as Array<SelectionAggregatesRow> | undefined)?.[0],
  }));
}
