import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { courseHoleShapes, courseHoles, courses } from '../schema/courses';
import { roundHoles, rounds, shots } from '../schema/rounds';
import { tournaments } from '../schema/tournaments';

/*
 * spec 2 §3 map rounds: some rounds of one player (rounds of anyone else are not read) with their
 * holes, shots (where each started and finished, lies, distances, strokes gained) and the geometry
 * of their courses, as five statements for one db.batch.
 */

/** One JSON parameter: hundreds of ids stay under D1's 100 bound parameters per query. */
function idsOf(roundIds: Array<number>): SQL {
  return sql`(select value from json_each(${JSON.stringify(roundIds)}))`;
}

export function mapRoundsQueries(db: Db, accountId: number | SQL, roundIds: Array<number>) {
  const ids = idsOf(roundIds);
  const ownRound = and(eq(rounds.accountId, accountId), sql`${rounds.id} in ${ids}`);
  const courseIds = db.select({ courseId: rounds.courseId }).from(rounds).where(ownRound);
  return [
    db
      .select({
        id: rounds.id,
        courseId: rounds.courseId,
        // Aliased: two columns called "name" in one select would read the same value.
        courseName: sql<string>`${courses.name}`.as('course_name'),
        playedOn: rounds.playedOn,
        tournamentId: rounds.tournamentId,
        tournamentName: sql<string | null>`${tournaments.name}`.as('tournament_name'),
        holeCount: rounds.holeCount,
        inProgress: rounds.inProgress,
      })
      .from(rounds)
      .innerJoin(courses, eq(courses.id, rounds.courseId))
      .leftJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
      .where(ownRound)
      .orderBy(desc(rounds.playedOn), desc(rounds.startedAt), desc(rounds.id)),
    db
      .select({
        roundId: roundHoles.roundId,
        holeNumber: roundHoles.holeNumber,
        courseHoleNumber: roundHoles.courseHoleNumber,
        par: roundHoles.par,
        yards: roundHoles.yards,
        score: roundHoles.score,
        putts: roundHoles.putts,
        excluded: roundHoles.excluded,
        shotsIncomplete: roundHoles.shotsIncomplete,
        pinLatitude: roundHoles.pinLatitude,
        pinLongitude: roundHoles.pinLongitude,
        fairwayHit: roundHoles.fairwayHit,
        fairwayMissed: roundHoles.fairwayMissed,
        madeGreenInRegulation: roundHoles.madeGreenInRegulation,
        madeUpDown: roundHoles.madeUpDown,
        missedUpDown: roundHoles.missedUpDown,
      })
      .from(roundHoles)
      .innerJoin(rounds, eq(rounds.id, roundHoles.roundId))
      .where(ownRound)
      .orderBy(asc(roundHoles.roundId), asc(roundHoles.holeNumber)),
    db
      .select({
        roundId: shots.roundId,
        holeNumber: shots.holeNumber,
        shotNumber: shots.shotNumber,
        type: shots.type,
        startLie: shots.startLie,
        endLie: shots.endLie,
        startDistanceYards: shots.startDistanceYards,
        endDistanceYards: shots.endDistanceYards,
        penaltyStrokes: shots.penaltyStrokes,
        strokesGained: shots.strokesGained,
        penalties: shots.penalties,
        reliefType: shots.reliefType,
        reliefReason: shots.reliefReason,
        reliefFromLie: shots.reliefFromLie,
        reliefFromDistanceYards: shots.reliefFromDistanceYards,
        provisional: shots.provisional,
        startLatitude: shots.startLatitude,
        startLongitude: shots.startLongitude,
        endLatitude: shots.endLatitude,
        endLongitude: shots.endLongitude,
      })
      .from(shots)
      .innerJoin(rounds, eq(rounds.id, shots.roundId))
      .where(ownRound)
      .orderBy(asc(shots.roundId), asc(shots.holeNumber), asc(shots.shotNumber)),
    db
      .select({
        courseId: courseHoles.courseId,
        holeNumber: courseHoles.holeNumber,
        teeLatitude: courseHoles.teeLatitude,
        teeLongitude: courseHoles.teeLongitude,
        pinLatitude: courseHoles.pinLatitude,
        pinLongitude: courseHoles.pinLongitude,
      })
      .from(courseHoles)
      .where(sql`${courseHoles.courseId} in ${courseIds}`),
    db
      .select({
        courseId: courseHoleShapes.courseId,
        holeNumber: courseHoleShapes.holeNumber,
        kind: courseHoleShapes.kind,
        points: courseHoleShapes.points,
      })
      .from(courseHoleShapes)
      .where(sql`${courseHoleShapes.courseId} in ${courseIds}`)
      .orderBy(asc(courseHoleShapes.courseId), asc(courseHoleShapes.holeNumber), asc(courseHoleShapes.id)),
  ] as const;
}
