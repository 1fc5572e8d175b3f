import { and, asc, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { RoundFilter } from '../../app/domain/round-filter';
import { STAT_CATALOGUE } from '../../app/domain/stat-catalogue';
import type { Db } from '../client';
import { courses } from '../schema/courses';
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

/** A round's total of a hole value, only when every counted hole of the round has it. */
function roundTotal(value: SQL) {
  return sql`(case when count(${value}) = count(*) then sum(${value}) end)`;
}

/**
 * spec 3 §3 aggregates over the rounds of one selection, in one statement: per round the totals of
 * its counted holes (a total only when every hole has the value, as `aggregates` in
 * app/domain/stat-catalogue.ts), then their means; chances and makes are summed over holes.
 */
export function selectionAggregatesQuery(db: Db, accountId: number | SQL, filter: RoundFilter) {
  const ids = selectionIds(db, accountId, filter);
  const flag = (column: SQLWrapper) => ({
    made: sql`coalesce(sum(${column}), 0)`,
    chances: sql`count(${column})`,
  });
  const fir = flag(roundHoles.fairwayHit);
  const gir = flag(roundHoles.madeGreenInRegulation);
  const upDown = flag(roundHoles.madeUpDown);
  const perRound = sql`(select
      sum(${roundHoles.score}) as score,
      sum(${roundHoles.par}) as par,
      ${roundTotal(sql`${roundHoles.yards}`)} as yards,
      ${roundTotal(sql`${roundHoles.putts}`)} as putts,
      ${roundTotal(sql`(${roundHoles.putts} = 1)`)} as one_putts,
      sum(coalesce(${roundHoles.madeUnderPar}, 0)) as birdies,
      sum(coalesce(${roundHoles.madeDoubleBogeyOrHigher}, 0)) as doubles,
      sum(${roundHoles.firstPuttDistanceFeet}) as first_putt_feet,
      count(${roundHoles.firstPuttDistanceFeet}) as first_putts,
      ${fir.made} as fir_made, ${fir.chances} as fir_chances,
      ${gir.made} as gir_made, ${gir.chances} as gir_chances,
      ${upDown.made} as up_down_made, ${upDown.chances} as up_down_chances
    from ${roundHoles}
    where ${counted} and ${roundHoles.roundId} in ${ids}
    group by ${roundHoles.roundId}) as per_round`;
  const n = (expression: SQL) => expression.mapWith((v) => (v === null ? null : Number(v)));
  const count = (expression: SQL) => expression.mapWith(Number);
  return db
    .select({
      rounds: count(sql<number>`count(*)`),
      score: n(sql<number | null>`avg(score)`),
      par: n(sql<number | null>`avg(par)`),
      yards: n(sql<number | null>`avg(yards)`),
      putts: n(sql<number | null>`avg(putts)`),
      onePutts: n(sql<number | null>`avg(one_putts)`),
      birdieOrBetter: n(sql<number | null>`avg(birdies)`),
      doubleOverOrHigher: n(sql<number | null>`avg(doubles)`),
      firstPuttDist: n(sql<number | null>`sum(first_putt_feet) / nullif(sum(first_putts), 0)`),
      firMade: count(sql<number>`coalesce(sum(fir_made), 0)`),
      firChances: count(sql<number>`coalesce(sum(fir_chances), 0)`),
      girMade: count(sql<number>`coalesce(sum(gir_made), 0)`),
      girChances: count(sql<number>`coalesce(sum(gir_chances), 0)`),
      upDownMade: count(sql<number>`coalesce(sum(up_down_made), 0)`),
      upDownChances: count(sql<number>`coalesce(sum(up_down_chances), 0)`),
    })
    .from(perRound);
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
