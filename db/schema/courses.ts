import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * A course. Courses sent by the mobile app (POST /api/v1/courses) carry the sending account and the
 * app's own course id: sending the same id again updates that course instead of adding another.
 */
export const courses = sqliteTable(
  'courses',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    holeCount: integer('hole_count').notNull().default(18),
    // Credit shown wherever the geometry is drawn, e.g. "© OpenStreetMap contributors".
    attribution: text('attribution'),
    // No foreign key: a course stays when the account that sent it is deleted.
    ownerAccountId: integer('owner_account_id'),
    clientCourseId: text('client_course_id'),
  },
  (t) => [uniqueIndex('courses_owner_client_idx').on(t.ownerAccountId, t.clientCourseId)],
);

/**
 * spec 1 §3 course hole geometry. Tee and pin are absent when either coordinate is missing (§5).
 * `centerline` is the hole's playing line from tee to green (a points string); its bend gives the dogleg.
 */
export const courseHoles = sqliteTable(
  'course_holes',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    holeNumber: integer('hole_number').notNull(),
    teeLatitude: real('tee_latitude'),
    teeLongitude: real('tee_longitude'),
    pinLatitude: real('pin_latitude'),
    pinLongitude: real('pin_longitude'),
    centerline: text('centerline'),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.holeNumber] })],
);

/**
 * Shapes of a hole. A points string is comma-separated "longitude latitude" pairs (spec 1 §3).
 * perimeter, green and tee_box are the spec's shapes; fairway, bunker, water and rough draw the map.
 */
export const courseHoleShapes = sqliteTable(
  'course_hole_shapes',
  {
    id: integer('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    holeNumber: integer('hole_number').notNull(),
    kind: text('kind', {
      enum: ['perimeter', 'green', 'tee_box', 'fairway', 'bunker', 'water', 'rough'],
    }).notNull(),
    points: text('points').notNull(),
  },
  (t) => [index('course_hole_shapes_hole_idx').on(t.courseId, t.holeNumber)],
);

// Course-management targets (sorted by shotNumber ascending, spec 1 §4) and target lines.
export const courseManagementTargets = sqliteTable(
  'course_management_targets',
  {
    id: integer('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    holeNumber: integer('hole_number').notNull(),
    shotNumber: integer('shot_number').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    club: text('club'),
  },
  (t) => [index('course_management_targets_hole_idx').on(t.courseId, t.holeNumber)],
);

export const courseManagementTargetLines = sqliteTable(
  'course_management_target_lines',
  {
    id: integer('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    holeNumber: integer('hole_number').notNull(),
    points: text('points').notNull(),
  },
  (t) => [index('course_management_target_lines_hole_idx').on(t.courseId, t.holeNumber)],
);

// spec 1 §3 courseScorecardDetails: par (and stroke index) per hole; the men's card gives the par (§5).
export const courseScorecards = sqliteTable(
  'course_scorecards',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    gender: text('gender', { enum: ['men', 'women'] }).notNull(),
    holeNumber: integer('hole_number').notNull(),
    par: integer('par').notNull(),
    strokeIndex: integer('stroke_index'),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.gender, t.holeNumber] })],
);

// spec 1 §3 courseTeeDetails: tees, each with a yardage per hole.
export const tees = sqliteTable(
  'tees',
  {
    id: integer('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color'),
    rating: real('rating'),
    slope: integer('slope'),
  },
  (t) => [index('tees_course_idx').on(t.courseId)],
);

export const teeHoleYardages = sqliteTable(
  'tee_hole_yardages',
  {
    teeId: integer('tee_id')
      .notNull()
      .references(() => tees.id, { onDelete: 'cascade' }),
    holeNumber: integer('hole_number').notNull(),
    yards: integer('yards').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teeId, t.holeNumber] })],
);
