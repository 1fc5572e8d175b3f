import type { ShapeKind } from '../courses/course-guide';
import type { LngLat } from '../courses/geo';
import type { MapCourse } from './shot-map';

/*
 * The course polygons of the map rounds answer, packed (decision 050): each ring as whole
 * micro-degrees (about 0.1 m, far finer than a phone's GPS), the first point absolute and every other
 * as the step from the one before. Polygons are most of a round's map payload; this makes them a
 * fraction of it. The shot map viewer asks for `geometry=packed` and unpacks here.
 */

const SCALE = 1e6;

export type PackedShape = { kind: ShapeKind; packed: Array<number> };
export type PackedCourse = {
  golfCourseId: number;
  holes: Array<{ holeNumber: number; shapes: Array<PackedShape> }>;
};

function pack(points: ReadonlyArray<LngLat>): Array<number> {
  const out: Array<number> = [];
  let lng = 0;
  let lat = 0;
  for (const [x, y] of points) {
    const nextLng = Math.round(x * SCALE);
    const nextLat = Math.round(y * SCALE);
    out.push(nextLng - lng, nextLat - lat);
    lng = nextLng;
    lat = nextLat;
  }
  return out;
}

function unpack(packed: ReadonlyArray<number>): Array<LngLat> {
  const out: Array<LngLat> = [];
  let lng = 0;
  let lat = 0;
  for (let i = 0; i + 1 < packed.length; i += 2) {
    lng += packed[i] ?? 0;
    lat += packed[i + 1] ?? 0;
    out.push([lng / SCALE, lat / SCALE]);
  }
  return out;
}

export function packCourses(courses: ReadonlyArray<MapCourse>): Array<PackedCourse> {
  return courses.map((course) => ({
    golfCourseId: course.golfCourseId,
    holes: course.holes.map((hole) => ({
      holeNumber: hole.holeNumber,
      shapes: hole.shapes.map((shape) => ({ kind: shape.kind, packed: pack(shape.points) })),
    })),
  }));
}

export function unpackCourses(courses: ReadonlyArray<PackedCourse>): Array<MapCourse> {
  return courses.map((course) => ({
    golfCourseId: course.golfCourseId,
    holes: course.holes.map((hole) => ({
      holeNumber: hole.holeNumber,
      shapes: hole.shapes.map((shape) => ({ kind: shape.kind, points: unpack(shape.packed) })),
    })),
  }));
}
