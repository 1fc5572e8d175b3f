import type { ShapeKind } from '../../app/domain/course-guide';
import { destination, formatPoints, type LngLat } from '../../app/domain/geo';
import { createSession } from '../../app/server/session.server';
import type { Db } from '../../db/client';
import { accountExtraInfo, accountProfiles, accounts } from '../../db/schema/accounts';
import {
  courseHoleShapes,
  courseHoles,
  courseManagementTargetLines,
  courseManagementTargets,
  courseScorecards,
  courses,
  teeHoleYardages,
  tees,
} from '../../db/schema/courses';
import { type CourseRows, courseRows } from '../../db/seed/courses';
import type { SeedCourse } from '../../db/seed/types';

let nextId = 100_000;

export type PlayerInput = {
  username?: string;
  firstName?: string;
  lastName?: string;
  imgUrl?: string | null;
  about?: string | null;
  profileTypeId?: number;
};

/** A player account with the rows the profile pages read. */
export async function createPlayer(db: Db, input: PlayerInput = {}) {
  const id = nextId++;
  const username = input.username ?? `player-${id}`;
  await db.batch([
    db.insert(accounts).values({
      id,
      guid: `guid-${id}`,
      username,
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? `Player${id}`,
      imgUrl: input.imgUrl ?? null,
    }),
    db.insert(accountExtraInfo).values({ accountId: id, about: input.about ?? null }),
    db.insert(accountProfiles).values({ accountId: id, profileTypeId: input.profileTypeId ?? 4 }),
  ]);
  return { id, username };
}

/** A signed-in browser for an account: the Cookie header value of a fresh session. */
export async function sessionCookieFor(db: Db, accountId: number): Promise<string> {
  const { setCookie } = await createSession(db, accountId, { secure: false });
  return setCookie.split(';')[0] ?? '';
}

export type CourseHoleInput = {
  holeNumber: number;
  teeLatitude?: number | null;
  teeLongitude?: number | null;
  pinLatitude?: number | null;
  pinLongitude?: number | null;
  /** Points as pairs, or as a raw points string (spec 1 §3) to store exactly as given. */
  shapes?: Array<{ kind: ShapeKind; points: Array<LngLat> | string }>;
  targets?: Array<{ shotNumber: number; point: LngLat; club?: string | null }>;
  targetLine?: Array<LngLat>;
};

export type CourseInput = {
  name?: string;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  attribution?: string | null;
  holeCount?: number;
  holes?: Array<CourseHoleInput>;
  /** Each tee's yardage list, hole 1 first (spec 1 §3 ydsHole). */
  tees?: Array<{ name: string; color?: string | null; yards: Array<number> }>;
  /** The men's par list, hole 1 first; null for a course without a men's scorecard. */
  menPars?: Array<number> | null;
  womenPars?: Array<number>;
};

/** A small course: 3 holes with tee, pin, green, fairway and bunker shapes, 2 tees and a men's card. */
export async function createCourse(db: Db, input: CourseInput = {}) {
  const id = nextId++;
  const holes = input.holes ?? defaultCourseHoles();
  const tees = (
    input.tees ?? [
      { name: 'Blue', color: '#1d5bbf', yards: [380, 165, 510] },
      { name: 'White', color: '#ffffff', yards: [350, 140, 480] },
    ]
  ).map((tee) => ({ ...tee, id: nextId++ }));
  const menPars = input.menPars === undefined ? [4, 3, 5] : input.menPars;
  const scorecards = [
    ...(menPars ?? []).map((par, i) => ({ courseId: id, gender: 'men' as const, holeNumber: i + 1, par })),
    ...(input.womenPars ?? []).map((par, i) => ({
      courseId: id,
      gender: 'women' as const,
      holeNumber: i + 1,
      par,
    })),
  ];
  await db.insert(courses).values({
    id,
    name: input.name ?? `Test Course ${id}`,
    city: input.city === undefined ? 'Augusta' : input.city,
    state: input.state === undefined ? 'GA' : input.state,
    country: input.country === undefined ? 'US' : input.country,
    latitude: 33.5,
    longitude: -82.02,
    holeCount: input.holeCount ?? holes.length,
    attribution: input.attribution ?? null,
  });
  await insertCourseRows(db, {
    courseHoles: holes.map((hole) => ({
      courseId: id,
      holeNumber: hole.holeNumber,
      teeLatitude: hole.teeLatitude ?? null,
      teeLongitude: hole.teeLongitude ?? null,
      pinLatitude: hole.pinLatitude ?? null,
      pinLongitude: hole.pinLongitude ?? null,
    })),
    courseHoleShapes: holes.flatMap((hole) =>
      (hole.shapes ?? []).map((shape) => ({
        courseId: id,
        holeNumber: hole.holeNumber,
        kind: shape.kind,
        points: typeof shape.points === 'string' ? shape.points : formatPoints(shape.points),
      })),
    ),
    courseManagementTargets: holes.flatMap((hole) =>
      (hole.targets ?? []).map((target) => ({
        courseId: id,
        holeNumber: hole.holeNumber,
        shotNumber: target.shotNumber,
        latitude: target.point[1],
        longitude: target.point[0],
        club: target.club ?? null,
      })),
    ),
    courseManagementTargetLines: holes.flatMap((hole) =>
      hole.targetLine
        ? [{ courseId: id, holeNumber: hole.holeNumber, points: formatPoints(hole.targetLine) }]
        : [],
    ),
    courseScorecards: scorecards,
    tees: tees.map((tee) => ({ id: tee.id, courseId: id, name: tee.name, color: tee.color ?? null })),
    teeHoleYardages: tees.flatMap((tee) =>
      tee.yards.map((yards, i) => ({ teeId: tee.id, holeNumber: i + 1, yards })),
    ),
  });
  return { id, teeIds: tees.map((tee) => tee.id) };
}

/** A course built by the seed generator (e.g. Augusta National from db/seed/courses.ts), stored as the seed stores it. */
export async function createSeedCourse(db: Db, course: SeedCourse) {
  const rows = courseRows([course]);
  const [courseRow] = rows.courses;
  if (!courseRow) throw new Error('courseRows gave no course');
  await db.insert(courses).values(courseRow);
  // Row ids are left to D1, so a seed course can sit beside factory courses.
  await insertCourseRows(db, {
    ...rows,
    courseHoleShapes: rows.courseHoleShapes.map(({ id: _id, ...row }) => row),
    courseManagementTargets: rows.courseManagementTargets.map(({ id: _id, ...row }) => row),
    courseManagementTargetLines: rows.courseManagementTargetLines.map(({ id: _id, ...row }) => row),
  });
  return { id: course.id };
}

type CourseChildRows = Omit<CourseRows, 'courses'>;

async function insertCourseRows(db: Db, rows: CourseChildRows): Promise<void> {
  await insertChunks(rows.courseHoles, (chunk) => db.insert(courseHoles).values(chunk));
  await insertChunks(rows.courseHoleShapes, (chunk) => db.insert(courseHoleShapes).values(chunk));
  await insertChunks(rows.courseManagementTargets, (chunk) =>
    db.insert(courseManagementTargets).values(chunk),
  );
  await insertChunks(rows.courseManagementTargetLines, (chunk) =>
    db.insert(courseManagementTargetLines).values(chunk),
  );
  await insertChunks(rows.courseScorecards, (chunk) => db.insert(courseScorecards).values(chunk));
  await insertChunks(rows.tees, (chunk) => db.insert(tees).values(chunk));
  await insertChunks(rows.teeHoleYardages, (chunk) => db.insert(teeHoleYardages).values(chunk));
}

/** D1 binds at most 100 parameters per statement: insert in chunks that stay below it. */
async function insertChunks<T extends object>(
  rows: ReadonlyArray<T>,
  insert: (chunk: Array<T>) => Promise<unknown>,
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const size = Math.max(1, Math.floor(100 / (Object.keys(first).length + 1)));
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/** Three holes heading north from a point near Augusta: a par 4, a par 3 and a par 5. */
function defaultCourseHoles(): Array<CourseHoleInput> {
  const start: LngLat = [-82.02, 33.5];
  return [
    { holeNumber: 1, from: start, meters: 340 },
    { holeNumber: 2, from: destination(start, 120, 90), meters: 150 },
    { holeNumber: 3, from: destination(start, 240, 90), meters: 460 },
  ].map(({ holeNumber, from, meters }) => {
    const pin = destination(from, meters, 0);
    const green = [270, 0, 90, 180].map((bearing) => destination(pin, 14, bearing));
    const fairway = [
      destination(destination(from, 40, 0), 18, 270),
      destination(destination(from, 40, 0), 18, 90),
      destination(destination(pin, 30, 180), 18, 90),
      destination(destination(pin, 30, 180), 18, 270),
    ];
    return {
      holeNumber,
      teeLatitude: from[1],
      teeLongitude: from[0],
      pinLatitude: pin[1],
      pinLongitude: pin[0],
      shapes: [
        { kind: 'green' as const, points: green },
        ...(meters > 200 ? [{ kind: 'fairway' as const, points: fairway }] : []),
        {
          kind: 'bunker' as const,
          points: [0, 120, 240].map((bearing) => destination(destination(pin, 22, 90), 5, bearing)),
        },
      ],
      targets: meters > 200 ? [{ shotNumber: 1, point: destination(from, 220, 0), club: 'Driver' }] : [],
      targetLine: [from, pin],
    };
  });
}
