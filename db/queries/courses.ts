import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { CourseGuideRows } from '../../app/domain/courses/course-guide';
import type { Db } from '../client';
import {
  courseHoleShapes,
  courseHoles,
  courseManagementTargetLines,
  courseManagementTargets,
  courseScorecards,
  courses,
  teeHoleYardages,
  tees,
} from '../schema/courses';

/** A hole's number, tee and pin: where the course guide and the reports' hole maps place it. */
export const HOLE_ENDS = {
  holeNumber: courseHoles.holeNumber,
  teeLatitude: courseHoles.teeLatitude,
  teeLongitude: courseHoles.teeLongitude,
  pinLatitude: courseHoles.pinLatitude,
  pinLongitude: courseHoles.pinLongitude,
};
/** A drawn shape of a hole (green, fairway, bunker…): its kind and outline. */
export const HOLE_SHAPE = {
  holeNumber: courseHoleShapes.holeNumber,
  kind: courseHoleShapes.kind,
  points: courseHoleShapes.points,
};

export type CourseListItem = {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  holeCount: number;
  /** Sum of the men's pars over the course's holes: a hole without one counts 0 (spec 1 §5). */
  par: number;
  attribution: string | null;
};

/** Every course for the guide's list, by name. */
export async function listCourses(db: Db): Promise<Array<CourseListItem>> {
  return db
    .select({
      id: courses.id,
      name: courses.name,
      city: courses.city,
      state: courses.state,
      country: courses.country,
      holeCount: courses.holeCount,
      par: sql<number>`coalesce((
        select sum(${courseScorecards.par}) from ${courseScorecards}
        where ${courseScorecards.courseId} = ${courses.id}
          and ${courseScorecards.gender} = 'men'
          and ${courseScorecards.holeNumber} <= ${courses.holeCount}
      ), 0)`.mapWith(Number),
      attribution: courses.attribution,
    })
    .from(courses)
    .orderBy(asc(courses.name), asc(courses.id));
}

/**
 * One course for its guide, in one batch: holes, tees with their yardages, the men's scorecard and
 * the targets of every hole; the green shapes of every hole (the on-green rule); and the other
 * shapes and the target lines of `selectedHole` only (the map), none when no hole is selected.
 * Null when there is no such course.
 */
export async function findCourseGuide(
  db: Db,
  courseId: number,
  selectedHole: number | null,
): Promise<CourseGuideRows | null> {
  // No hole has number 0: with no hole selected, only the greens are read.
  const hole = selectedHole ?? 0;
  const [courseRows, holes, shapes, teeRows, yardages, menScorecard, targets, targetLines] = await db.batch([
    db
      .select({
        id: courses.id,
        name: courses.name,
        city: courses.city,
        state: courses.state,
        country: courses.country,
        holeCount: courses.holeCount,
        attribution: courses.attribution,
      })
      .from(courses)
      .where(eq(courses.id, courseId))
      .limit(1),
    db
      .select(HOLE_ENDS)
      .from(courseHoles)
      .where(eq(courseHoles.courseId, courseId))
      .orderBy(asc(courseHoles.holeNumber)),
    db
      .select(HOLE_SHAPE)
      .from(courseHoleShapes)
      .where(
        and(
          eq(courseHoleShapes.courseId, courseId),
          or(eq(courseHoleShapes.kind, 'green'), eq(courseHoleShapes.holeNumber, hole)),
        ),
      )
      .orderBy(asc(courseHoleShapes.holeNumber), asc(courseHoleShapes.id)),
    db
      .select({ id: tees.id, name: tees.name, color: tees.color })
      .from(tees)
      .where(eq(tees.courseId, courseId))
      .orderBy(asc(tees.id)),
    db
      .select({
        teeId: teeHoleYardages.teeId,
        holeNumber: teeHoleYardages.holeNumber,
        yards: teeHoleYardages.yards,
      })
      .from(teeHoleYardages)
      .innerJoin(tees, eq(tees.id, teeHoleYardages.teeId))
      .where(eq(tees.courseId, courseId)),
    db
      .select({ holeNumber: courseScorecards.holeNumber, par: courseScorecards.par })
      .from(courseScorecards)
      .where(and(eq(courseScorecards.courseId, courseId), eq(courseScorecards.gender, 'men')))
      .orderBy(asc(courseScorecards.holeNumber)),
    db
      .select({
        holeNumber: courseManagementTargets.holeNumber,
        shotNumber: courseManagementTargets.shotNumber,
        latitude: courseManagementTargets.latitude,
        longitude: courseManagementTargets.longitude,
        club: courseManagementTargets.club,
      })
      .from(courseManagementTargets)
      .where(eq(courseManagementTargets.courseId, courseId)),
    db
      .select({
        holeNumber: courseManagementTargetLines.holeNumber,
        points: courseManagementTargetLines.points,
      })
      .from(courseManagementTargetLines)
      .where(
        and(
          eq(courseManagementTargetLines.courseId, courseId),
          eq(courseManagementTargetLines.holeNumber, hole),
        ),
      )
      .orderBy(asc(courseManagementTargetLines.id)),
  ]);
  const [course] = courseRows;
  if (!course) return null;
  return { course, holes, shapes, tees: teeRows, yardages, menScorecard, targets, targetLines };
}
