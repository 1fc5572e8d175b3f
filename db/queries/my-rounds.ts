import { desc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reusableQuery } from '../prepared';
import { courses } from '../schema/courses';
import { flagTotalColumn, roundFlagTotals, roundStatTotals } from '../schema/round-flag-totals';
import { rounds } from '../schema/rounds';
import { tournaments } from '../schema/tournaments';
import { roundIdentityColumns, roundTotalsColumns } from './round-summaries';

/*
 * My Rounds and View Shots (spec 3 §2.1, §2.2, §3): a player's whole history, newest first, each round
 * with what the round list, the quick filters and the scorecard's group bars read (its identity,
 * course, tournament and the totals of its holes). The holes of the selected rounds come from
 * db/queries/analytics-api.ts `roundHoleFlagsQuery`.
 */
function buildHistory(db: Db, accountId: Placeholder | number) {
  const t = roundTotalsColumns;
  return db
    .select({
      ...roundIdentityColumns,
      roundTypeId: rounds.roundTypeId,
      roundNumber: rounds.roundNumber,
      isFinalRound: rounds.isFinalRound,
      tournamentId: rounds.tournamentId,
      tournamentName: sql<string | null>`${tournaments.name}`.as('tournament_name'),
      courseId: rounds.courseId,
      courseName: sql<string>`${courses.name}`.as('course_name'),
      yards: rounds.yards,
      score: t.score,
      par: t.par,
      fairways: t.fairways,
      fairwayChances: t.fairwayChances,
      greens: t.greens,
      greenChances: t.greenChances,
      upDowns: t.upDowns,
      upDownChances: t.upDownChances,
      putts: t.putts,
      puttHoles: t.puttHoles,
    })
    .from(rounds)
    .innerJoin(courses, eq(courses.id, rounds.courseId))
    .leftJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
    .leftJoin(roundFlagTotals, eq(flagTotalColumn('roundId'), rounds.id))
    .leftJoin(roundStatTotals, eq(roundStatTotals.roundId, rounds.id))
    .where(eq(rounds.accountId, accountId))
    .orderBy(desc(rounds.playedOn), desc(rounds.startedAt), desc(rounds.id));
}

// One statement for every player, built once per isolate (db/prepared.ts).
const history = reusableQuery((db) => buildHistory(db, sql.placeholder('accountId')));

/** Every round of one player with its totals, newest first. */
export function myRoundsHistoryQuery(db: Db, accountId: number) {
  return history(db, { accountId });
}

export type MyRoundsHistoryRow = Awaited<ReturnType<typeof myRoundsHistoryQuery>>[number];
