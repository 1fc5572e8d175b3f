import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
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
