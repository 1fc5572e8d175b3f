import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { courseHoleShapes, courseHoles, courses } from '../schema/courses';
import { roundHoles, rounds, shots } from '../schema/rounds';
import { HOLE_ENDS, HOLE_SHAPE } from './courses';

/*
 * The reads of the round reports (spec 2 §2 rr, dispersion-analysis, course-plan-report; decision
 * 059): one player's shots with their clubs, the courses the player has played, the player's holes
 * on one course and that course's geometry. Every read is keyed by the player.
 */

/** Which of the player's rounds a dispersion report reads: the latest n, or those since a day. */
export type ShotRoundsFilter = { lastRounds: number } | { from: string } | { all: true };

function roundsOf(db: Db, accountId: number, filter: ShotRoundsFilter) {
  if ('lastRounds' in filter) {
    const latest = db
      .select({ id: rounds.id })
      .from(rounds)
      .where(and(eq(rounds.accountId, accountId), eq(rounds.inProgress, false)))
      .orderBy(desc(rounds.playedOn), desc(rounds.startedAt), desc(rounds.id))
      .limit(filter.lastRounds);
    return and(eq(rounds.accountId, accountId), inArray(rounds.id, latest));
  }
  if ('from' in filter) return and(eq(rounds.accountId, accountId), gte(rounds.playedOn, filter.from));
  return eq(rounds.accountId, accountId);
}

/**
 * The full swings of some of the player's rounds (tee shots, approaches and lay-ups with a club and
 * both ends located), with the hole's par, the round's pin, and the course and hole they were played
 * on: run on the player's round shard (decision 119), whose rounds know no course geometry.
 */
export function clubShotsQuery(db: Db, accountId: number, filter: ShotRoundsFilter) {
  return db
    .select({
      roundId: shots.roundId,
      holeNumber: shots.holeNumber,
      shotNumber: shots.shotNumber,
      type: shots.type,
      club: sql<string>`${shots.club}`,
      startLatitude: sql<number>`${shots.startLatitude}`,
      startLongitude: sql<number>`${shots.startLongitude}`,
      endLatitude: sql<number>`${shots.endLatitude}`,
      endLongitude: sql<number>`${shots.endLongitude}`,
      endLie: shots.endLie,
      par: roundHoles.par,
      roundPinLatitude: roundHoles.pinLatitude,
      roundPinLongitude: roundHoles.pinLongitude,
      courseId: rounds.courseId,
      courseHoleNumber: roundHoles.courseHoleNumber,
      playedOn: rounds.playedOn,
    })
    .from(shots)
    .innerJoin(rounds, eq(rounds.id, shots.roundId))
    .innerJoin(
      roundHoles,
      and(eq(roundHoles.roundId, shots.roundId), eq(roundHoles.holeNumber, shots.holeNumber)),
    )
    .where(
      and(
        roundsOf(db, accountId, filter),
        inArray(shots.type, ['Tee', 'Approach', 'Layup']),
        isNotNull(shots.club),
        isNotNull(shots.startLatitude),
        isNotNull(shots.startLongitude),
        isNotNull(shots.endLatitude),
        isNotNull(shots.endLongitude),
        eq(roundHoles.excluded, false),
        // Shots of a hole they do not make whole are kept as sent, not measured (decision 101).
        eq(roundHoles.shotsIncomplete, false),
      ),
    )
    .orderBy(desc(rounds.playedOn), desc(rounds.id), asc(shots.holeNumber), asc(shots.shotNumber));
}

type ClubShotOnShard = Awaited<ReturnType<typeof clubShotsQuery>>[number];

/** The pins and playing lines of some courses' holes: the directory's geometry (decision 119). */
export function courseHoleLinesQuery(dir: Db, courseIds: ReadonlyArray<number>) {
  return dir
    .select({
      courseId: courseHoles.courseId,
      holeNumber: courseHoles.holeNumber,
      pinLatitude: courseHoles.pinLatitude,
      pinLongitude: courseHoles.pinLongitude,
      centerline: courseHoles.centerline,
    })
    .from(courseHoles)
    .where(inArray(courseHoles.courseId, courseIds.length > 0 ? [...courseIds] : [-1]));
}

type CourseHoleLine = Awaited<ReturnType<typeof courseHoleLinesQuery>>[number];

/** The courses the shots were played on, for `courseHoleLinesQuery`. */
export function courseIdsOfShots(rows: ReadonlyArray<{ courseId: number }>): Array<number> {
  return [...new Set(rows.map((row) => row.courseId))];
}

/** Each swing with its hole's pin (the round's, else the course's) and the course's playing line. */
export function withCourseHoleLines(
  shotRows: ReadonlyArray<ClubShotOnShard>,
  lines: ReadonlyArray<CourseHoleLine>,
) {
  const byHole = new Map(lines.map((line) => [`${line.courseId}:${line.holeNumber}`, line]));
  return shotRows.map(({ roundPinLatitude, roundPinLongitude, courseId, courseHoleNumber, ...shot }) => {
    const line = byHole.get(`${courseId}:${courseHoleNumber}`);
    return {
      ...shot,
      pinLatitude: roundPinLatitude ?? line?.pinLatitude ?? null,
      pinLongitude: roundPinLongitude ?? line?.pinLongitude ?? null,
      centerline: line?.centerline ?? null,
    };
  });
}

export type ClubShotRow = ReturnType<typeof withCourseHoleLines>[number];

/** How many rounds the selection holds (the dispersion report's head). */
export function shotRoundCountQuery(db: Db, accountId: number, filter: ShotRoundsFilter) {
  return db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(rounds)
    .where(and(roundsOf(db, accountId, filter), eq(rounds.inProgress, false)));
}

/**
 * The courses the player has played, the most played first (then the latest played); unfinished
 * rounds are left out, as from every report (app/domain/rounds/unfinished.ts).
 */
export function playedCoursesQuery(db: Db, accountId: number) {
  return db
    .select({
      courseId: rounds.courseId,
      name: sql<string>`${courses.name}`.as('course_name'),
      city: courses.city,
      state: courses.state,
      rounds: sql<number>`count(*)`.mapWith(Number).as('round_count'),
      lastPlayed: sql<string>`max(${rounds.playedOn})`.as('last_played'),
    })
    .from(rounds)
    .innerJoin(courses, eq(courses.id, rounds.courseId))
    .where(and(eq(rounds.accountId, accountId), eq(rounds.inProgress, false)))
    .groupBy(rounds.courseId)
    .orderBy(desc(sql`round_count`), desc(sql`last_played`), asc(rounds.courseId));
}

export type PlayedCourseRow = Awaited<ReturnType<typeof playedCoursesQuery>>[number];

/**
 * The player's scored holes on one course (the stored flags of app/domain/stats/hole-stats.ts), with
 * the tee shot's club and where it finished: what the course plan sums hole by hole. Holes of
 * unfinished rounds are left out, as from every report.
 */
export function coursePlanHolesQuery(db: Db, accountId: number, courseId: number) {
  const tee = (column: string) =>
    sql.raw(
      `(select s.${column} from shots s where s.round_id = round_holes.round_id and s.hole_number = round_holes.hole_number and s.shot_number = 1)`,
    );
  return db
    .select({
      roundId: roundHoles.roundId,
      holeNumber: roundHoles.courseHoleNumber,
      par: roundHoles.par,
      yards: roundHoles.yards,
      score: roundHoles.score,
      putts: roundHoles.putts,
      fairwayHit: roundHoles.fairwayHit,
      fairwayMissedLeft: roundHoles.fairwayMissedLeft,
      fairwayMissedRight: roundHoles.fairwayMissedRight,
      madeGreenInRegulation: roundHoles.madeGreenInRegulation,
      missedGreenShort: roundHoles.missedGreenShort,
      missedGreenLong: roundHoles.missedGreenLong,
      approachDistanceYards: roundHoles.approachDistanceYards,
      teeClub: sql<string | null>`${tee('club')}`.as('tee_club'),
      teeEndLatitude: sql<number | null>`${tee('end_latitude')}`.as('tee_end_latitude'),
      teeEndLongitude: sql<number | null>`${tee('end_longitude')}`.as('tee_end_longitude'),
      playedOn: rounds.playedOn,
    })
    .from(roundHoles)
    .innerJoin(rounds, eq(rounds.id, roundHoles.roundId))
    .where(
      and(
        eq(rounds.accountId, accountId),
        eq(rounds.courseId, courseId),
        eq(rounds.inProgress, false),
        eq(roundHoles.excluded, false),
        isNotNull(roundHoles.score),
      ),
    )
    .orderBy(asc(roundHoles.courseHoleNumber), desc(rounds.playedOn));
}

export type CoursePlanHoleRow = Awaited<ReturnType<typeof coursePlanHolesQuery>>[number];

/** One course's holes (tee, pin, playing line) and shapes: its drawn geometry. */
export function courseGeometryQueries(db: Db, courseId: number) {
  return [
    db
      .select({ ...HOLE_ENDS, centerline: courseHoles.centerline })
      .from(courseHoles)
      .where(eq(courseHoles.courseId, courseId))
      .orderBy(asc(courseHoles.holeNumber)),
    db
      .select(HOLE_SHAPE)
      .from(courseHoleShapes)
      .where(eq(courseHoleShapes.courseId, courseId))
      .orderBy(asc(courseHoleShapes.holeNumber), asc(courseHoleShapes.id)),
  ] as const;
}

/**
 * How many of the player's finished tournament, qualifier and match rounds are not linked to an event
 * (spec 2 §3 round types 3, 10, 11): the Best Stats report's events cannot count them (issue 29).
 */
export function unlinkedEventRoundsQuery(db: Db, accountId: number) {
  return db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(rounds)
    .where(
      and(
        eq(rounds.accountId, accountId),
        eq(rounds.inProgress, false),
        inArray(rounds.roundTypeId, [3, 10, 11]),
        sql`${rounds.tournamentId} is null`,
      ),
    );
}

/**
 * The hole ends and shapes of some courses, as the shot map reads them (db/queries/map-rounds.ts):
 * course geometry lives in the directory only (decision 119), read by the ids the rounds name.
 */
export function mapGeometryOfCoursesQueries(dir: Db, courseIds: ReadonlyArray<number>) {
  const ids = courseIds.length > 0 ? [...courseIds] : [-1];
  return [
    dir
      .select({
        courseId: courseHoles.courseId,
        holeNumber: courseHoles.holeNumber,
        teeLatitude: courseHoles.teeLatitude,
        teeLongitude: courseHoles.teeLongitude,
        pinLatitude: courseHoles.pinLatitude,
        pinLongitude: courseHoles.pinLongitude,
      })
      .from(courseHoles)
      .where(inArray(courseHoles.courseId, ids)),
    dir
      .select({
        courseId: courseHoleShapes.courseId,
        holeNumber: courseHoleShapes.holeNumber,
        kind: courseHoleShapes.kind,
        points: courseHoleShapes.points,
      })
      .from(courseHoleShapes)
      .where(inArray(courseHoleShapes.courseId, ids))
      .orderBy(asc(courseHoleShapes.courseId), asc(courseHoleShapes.holeNumber), asc(courseHoleShapes.id)),
  ] as const;
}
