import { and, desc, eq, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { FINAL_ROUND_NUMBER, holeCountsOf, type RoundFilter } from '../../app/domain/stats/round-filter';
import type { Db } from '../client';
import { courses } from '../schema/courses';
import { rounds } from '../schema/rounds';
import { tournaments } from '../schema/tournaments';

/*
 * spec 2 §3: the rounds a round filter selects for one player, in ONE statement (usable in a
 * db.batch). The rules are those of app/domain/stats/round-filter.ts `applyRoundFilter`; the integration
 * test runs both over the same rows. Lists travel as one JSON parameter each (`json_each`), so a
 * filter of hundreds of round ids stays under D1's 100 bound parameters per query.
 */

function inJsonList(column: SQLWrapper, values: ReadonlyArray<number>): SQL {
  return sql`${column} in (select value from json_each(${JSON.stringify(values)}))`;
}

function conditions(accountId: number | SQL, filter: RoundFilter): Array<SQL> {
  const where: Array<SQL> = [eq(rounds.accountId, accountId)];
  where.push(inJsonList(rounds.holeCount, holeCountsOf(filter.holeCount)));
  if (filter.golfRoundIds) where.push(inJsonList(rounds.id, filter.golfRoundIds));
  if (filter.tournamentIds?.length) {
    where.push(inJsonList(rounds.tournamentId, filter.tournamentIds));
  }
  if (filter.dateRange?.min) where.push(gte(rounds.playedOn, filter.dateRange.min));
  if (filter.dateRange?.max) where.push(lte(rounds.playedOn, filter.dateRange.max));
  if (filter.roundTypes?.length) where.push(inJsonList(rounds.roundTypeId, filter.roundTypes));
  if (filter.roundNumbers?.length) {
    const numbers = inJsonList(rounds.roundNumber, filter.roundNumbers);
    // spec 2 §3: round number 0 means the final round.
    where.push(
      filter.roundNumbers.includes(FINAL_ROUND_NUMBER)
        ? sql`(${numbers} or ${rounds.isFinalRound} = 1)`
        : numbers,
    );
  }
  if (filter.playedInSimulator !== undefined) {
    where.push(eq(rounds.playedInSimulator, filter.playedInSimulator));
  }
  if (filter.inProgressRounds !== true) where.push(eq(rounds.inProgress, false));
  return where;
}

// A tournament's recency: its latest round by day, tee time and id, as one comparable text.
const eventLatest = sql<
  string | null
>`(case when ${rounds.tournamentId} is null then null else max(${rounds.playedOn} || ' ' || ${rounds.startedAt} || ' ' || printf('%012d', ${rounds.id})) over (partition by ${rounds.tournamentId}) end)`;
const eventToPar = sql<
  number | null
>`(case when ${rounds.tournamentId} is null then null else avg(${rounds.score} - ${rounds.par}) over (partition by ${rounds.tournamentId}) end)`;

/**
 * The selected rounds of a player, newest first, with their course and tournament names. The player
 * is the `accountId` argument (the one the caller checked access for, or a subquery giving it, so that
 * the read can share the access check's batch); a filter's own `accountId` is not trusted. The
 * conditions filter first (`base`, which also carries each tournament's recency and average to par
 * when the timeframe counts tournaments); the timeframe then ranks what is left (`ranked`; window
 * functions cannot nest, hence two levels), and the outer select keeps the first `count`. Ties break
 * as in `applyTimeframe`: the more recent round or tournament first.
 */
export function roundSelectionQuery(db: Db, accountId: number | SQL, filter: RoundFilter) {
  const timeframe = filter.timeframe;
  const byEvent = timeframe?.unit === 'tournaments';
  const base = db
    .select({
      id: rounds.id,
      playedOn: rounds.playedOn,
      startedAt: rounds.startedAt,
      holeCount: rounds.holeCount,
      roundTypeId: rounds.roundTypeId,
      roundNumber: rounds.roundNumber,
      isFinalRound: rounds.isFinalRound,
      playedInSimulator: rounds.playedInSimulator,
      inProgress: rounds.inProgress,
      tournamentId: rounds.tournamentId,
      courseId: rounds.courseId,
      score: rounds.score,
      par: rounds.par,
      yards: rounds.yards,
      // D1 batches key result columns by name: each "name" needs its own.
      tournamentName: sql<string | null>`${tournaments.name}`.as('tournament_name'),
      courseName: sql<string>`${courses.name}`.as('course_name'),
      eventLatest: (byEvent ? eventLatest : sql<string | null>`null`).as('event_latest'),
      eventToPar: (byEvent ? eventToPar : sql<number | null>`null`).as('event_to_par'),
    })
    .from(rounds)
    .innerJoin(courses, eq(courses.id, rounds.courseId))
    .leftJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
    .where(and(...conditions(accountId, filter)))
    .as('base');

  const newest = sql`${base.playedOn} desc, ${base.startedAt} desc, ${base.id} desc`;
  const unscored = sql`(${base.score} is null or ${base.par} is null)`;
  const notInEvent = sql`(${base.tournamentId} is null)`;
  let rank = sql<number | null>`1`;
  if (timeframe?.unit === 'rounds') {
    rank = sql`(case when ${unscored} then null else row_number() over (order by ${unscored}, ${base.score} - ${base.par}, ${newest}) end)`;
  } else if (timeframe?.period === 'last') {
    rank = sql`(case when ${notInEvent} then null else dense_rank() over (order by ${notInEvent}, ${base.eventLatest} desc) end)`;
  } else if (timeframe) {
    rank = sql`(case when ${base.eventToPar} is null then null else dense_rank() over (order by ${base.eventToPar} is null, ${base.eventToPar}, ${base.eventLatest} desc) end)`;
  }

  const columns = {
    id: base.id,
    playedOn: base.playedOn,
    startedAt: base.startedAt,
    holeCount: base.holeCount,
    roundTypeId: base.roundTypeId,
    roundNumber: base.roundNumber,
    isFinalRound: base.isFinalRound,
    playedInSimulator: base.playedInSimulator,
    inProgress: base.inProgress,
    tournamentId: base.tournamentId,
    courseId: base.courseId,
    score: base.score,
    par: base.par,
    yards: base.yards,
    tournamentName: base.tournamentName,
    courseName: base.courseName,
  };
  if (!timeframe) return db.select(columns).from(base).orderBy(newest);
  // Last N rounds is the first N rows newest first: no ranking needed.
  if (timeframe.unit === 'rounds' && timeframe.period === 'last') {
    return db.select(columns).from(base).orderBy(newest).limit(timeframe.count);
  }
  // One pass: the ranked rows carry every column (a join back to `base` would scan it per row).
  const ranked = db
    .select({ ...columns, rank: rank.as('selection_rank') })
    .from(base)
    .as('ranked');
  return db
    .select({
      id: ranked.id,
      playedOn: ranked.playedOn,
      startedAt: ranked.startedAt,
      holeCount: ranked.holeCount,
      roundTypeId: ranked.roundTypeId,
      roundNumber: ranked.roundNumber,
      isFinalRound: ranked.isFinalRound,
      playedInSimulator: ranked.playedInSimulator,
      inProgress: ranked.inProgress,
      tournamentId: ranked.tournamentId,
      courseId: ranked.courseId,
      score: ranked.score,
      par: ranked.par,
      yards: ranked.yards,
      tournamentName: ranked.tournamentName,
      courseName: ranked.courseName,
    })
    .from(ranked)
    .where(lte(ranked.rank, timeframe.count))
    .orderBy(desc(ranked.playedOn), desc(ranked.startedAt), desc(ranked.id));
}

export type SelectedRound = Awaited<ReturnType<typeof roundSelectionQuery>>[number];
