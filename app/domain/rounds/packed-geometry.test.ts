import { expect, test } from 'vitest';
import { packCourses, unpackCourses } from './packed-geometry';
import type { MapCourse } from './shot-map';

const courses: Array<MapCourse> = [
  {
    golfCourseId: 7,
    holes: [
      {
        holeNumber: 1,
        shapes: [
          {
            kind: 'green',
            points: [
              [-83.1854332, 40.1311427],
              [-83.1854279, 40.1311191],
              [-83.185401, 40.131102],
            ],
          },
        ],
      },
    ],
  },
];

test('packed rings are whole micro-degrees: the first point absolute, then steps', () => {
  expect(packCourses(courses)[0]?.holes[0]?.shapes[0]?.packed).toEqual([
    -83185433, 40131143, 5, -24, 27, -17,
  ]);
});

test('unpacking gives every point back within a micro-degree (about 0.1 m)', () => {
  const [course] = unpackCourses(packCourses(courses));
  const points = course?.holes[0]?.shapes[0]?.points ?? [];
  const original = courses[0]?.holes[0]?.shapes[0]?.points ?? [];
  expect(points).toHaveLength(original.length);
  points.forEach(([lng, lat], i) => {
    expect(Math.abs(lng - (original[i]?.[0] ?? 0))).toBeLessThan(1e-6);
    expect(Math.abs(lat - (original[i]?.[1] ?? 0))).toBeLessThan(1e-6);
  });
  expect(course?.golfCourseId).toBe(7);
});
