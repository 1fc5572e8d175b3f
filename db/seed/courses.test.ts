import { expect, test } from 'vitest';
import {
  distanceMeters,
  doglegDirection,
  isOnGreen,
  isPointInPolygon,
  lineLength,
  metersToYards,
  parsePoints,
  polygonCentroid,
  signedTurnDegrees,
} from '../../app/domain/courses/geo';
import {
  AUGUSTA_PUBLISHED,
  augustaNational,
  clubForYards,
  courseRows,
  GENERATED_COURSES,
  generateCourse,
  loadAugustaGeoJson,
  seedCourses,
} from './courses';
import { createRng } from './random';
import type { SeedCourse, SeedHole } from './types';

const courses = seedCourses(createRng(20240411));
const augusta = augustaNational(1, loadAugustaGeoJson());
const generated = courses.filter((course) => course.id !== 1);
const generatedHoles = generated.flatMap((course) => course.holes);

const YARD_RANGES = { 3: [140, 245], 4: [340, 490], 5: [500, 600] } as const;

function teePinYards(hole: SeedHole): number {
  return metersToYards(distanceMeters(hole.tee, hole.pin));
}

function backTee(course: SeedCourse): SeedCourse['tees'][number] {
  const tee = course.tees[0];
  if (!tee) throw new Error(`${course.name} has no tees`);
  return tee;
}

test('Augusta tee-to-pin distances are within 8% of the published yardages except on 13', () => {
  const deviating = augusta.holes
    .filter((hole) => {
      const published = AUGUSTA_PUBLISHED.yards[hole.holeNumber - 1] ?? 0;
      return Math.abs(teePinYards(hole) / published - 1) > 0.08;
    })
    .map((hole) => hole.holeNumber);
  // 13 is a sharp dogleg (the straight line cuts the corner) and the OSM line predates its +35 yd.
  expect(deviating).toEqual([13]);
});

test('Augusta 13 measured along its centreline matches its length before the 2023 lengthening', () => {
  const thirteen = augusta.holes[12];
  if (!thirteen) throw new Error('no hole 13');
  const before2023 = (AUGUSTA_PUBLISHED.yards[12] ?? 0) - 35;
  expect(Math.abs(metersToYards(lineLength(thirteen.centerline)) / before2023 - 1)).toBeLessThan(0.03);
});

test('Augusta has 18 holes with the published pars and stroke indexes 1 to 18', () => {
  expect(augusta.holes.map((hole) => hole.holeNumber)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  expect(augusta.holes.map((hole) => hole.par)).toEqual([...AUGUSTA_PUBLISHED.par]);
  expect(augusta.holes.map((hole) => hole.strokeIndex).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 18 }, (_, i) => i + 1),
  );
});

test('every Augusta pin lies on its own green', () => {
  for (const hole of augusta.holes)
    expect(isOnGreen(hole.pin, hole.green), `hole ${hole.holeNumber}`).toBe(true);
});

test('Augusta holes start at the first point of the OSM hole line and end at the pin', () => {
  for (const hole of augusta.holes) {
    expect(hole.centerline[0]).toEqual(hole.tee);
    const end = hole.centerline[hole.centerline.length - 1];
    expect(end && distanceMeters(end, hole.pin)).toBeLessThan(1);
  }
});

test('Augusta tees, fairways and bunkers are shared out among the holes', () => {
  expect(augusta.holes.every((hole) => hole.teeBoxes.length >= 1)).toBe(true);
  expect(augusta.holes.filter((hole) => hole.par > 3).every((hole) => hole.fairways.length >= 1)).toBe(true);
  // 46 bunkers in the extract; a few belong to the practice ground, far from any hole line.
  expect(augusta.holes.reduce((n, hole) => n + hole.bunkers.length, 0)).toBeGreaterThanOrEqual(40);
  // Rae's Creek and the ponds of 11, 12, 13, 15 and 16.
  for (const holeNumber of [12, 13, 15, 16])
    expect(augusta.holes[holeNumber - 1]?.water.length).toBeGreaterThan(0);
});

test('Augusta credits OpenStreetMap and its Masters tee carries the published yardages', () => {
  expect(augusta.attribution).toBe('© OpenStreetMap contributors');
  expect(augusta.tees[0]).toMatchObject({ name: 'Masters', yards: [...AUGUSTA_PUBLISHED.yards] });
  const totals = augusta.tees.map((tee) => tee.yards.reduce((a, b) => a + b, 0));
  expect(totals).toEqual([...totals].sort((a, b) => b - a));
  expect(augusta.tees.length).toBeGreaterThanOrEqual(3);
});

test('the seed has Augusta and at least 11 generated courses with distinct ids and names', () => {
  expect(courses[0]?.name).toBe('Augusta National Golf Club');
  expect(courses.length).toBeGreaterThanOrEqual(12);
  expect(new Set(courses.map((course) => course.id)).size).toBe(courses.length);
  expect(new Set(courses.map((course) => course.name)).size).toBe(courses.length);
});

test('every course has 18 holes, tees with 18 yardages each and a par of 70 to 72', () => {
  for (const course of courses) {
    expect(course.holes).toHaveLength(18);
    expect(course.tees.length).toBeGreaterThanOrEqual(3);
    for (const tee of course.tees) expect(tee.yards).toHaveLength(18);
    const par = course.holes.reduce((total, hole) => total + hole.par, 0);
    expect(par).toBeGreaterThanOrEqual(70);
    expect(par).toBeLessThanOrEqual(72);
  }
});

test('tee ids are unique across all courses', () => {
  const ids = courses.flatMap((course) => course.tees.map((tee) => tee.id));
  expect(new Set(ids).size).toBe(ids.length);
});

test('the same seed gives the same courses and another seed different ones', () => {
  expect(seedCourses(createRng(20240411))).toEqual(courses);
  const spec = GENERATED_COURSES[0];
  if (!spec) throw new Error('no generated course');
  expect(generateCourse(createRng(1), spec)).not.toEqual(generateCourse(createRng(2), spec));
});

test('generated holes are par 3, 4 or 5 with four par 3s a course', () => {
  for (const hole of generatedHoles) expect([3, 4, 5]).toContain(hole.par);
  for (const course of generated) expect(course.holes.filter((hole) => hole.par === 3)).toHaveLength(4);
});

test('every generated pin lies on its green', () => {
  for (const hole of generatedHoles) expect(isPointInPolygon(hole.pin, hole.green)).toBe(true);
});

test('pins vary between the front, middle and back of the greens', () => {
  const depths = generatedHoles.map((hole) => {
    const center = polygonCentroid(hole.green);
    return Math.sign(Math.round(distanceMeters(hole.tee, hole.pin) - distanceMeters(hole.tee, center)));
  });
  expect(new Set(depths)).toEqual(new Set([-1, 0, 1]));
});

test('generated centrelines start at the tee and end in the middle of the green', () => {
  for (const hole of generatedHoles) {
    expect(hole.centerline[0]).toEqual(hole.tee);
    const end = hole.centerline[hole.centerline.length - 1];
    if (!end) throw new Error('empty centreline');
    expect(isPointInPolygon(end, hole.green)).toBe(true);
    expect(distanceMeters(end, polygonCentroid(hole.green))).toBeLessThan(5);
  }
});

test('back-tee yardages fall in the range for the par and within 10% of the centreline', () => {
  for (const course of generated) {
    const back = backTee(course);
    for (const hole of course.holes) {
      const yards = back.yards[hole.holeNumber - 1] ?? 0;
      const par = hole.par === 3 || hole.par === 5 ? hole.par : 4;
      const [min, max] = YARD_RANGES[par];
      expect(yards, `${course.name} ${hole.holeNumber}`).toBeGreaterThanOrEqual(min);
      expect(yards, `${course.name} ${hole.holeNumber}`).toBeLessThanOrEqual(max);
      expect(Math.abs(yards / metersToYards(lineLength(hole.centerline)) - 1)).toBeLessThan(0.1);
    }
  }
});

test('forward tees play shorter than the back tee on every hole', () => {
  for (const course of generated) {
    const [back, ...forward] = course.tees;
    for (const tee of forward) {
      tee.yards.forEach((yards, i) => {
        expect(yards).toBeLessThan(back?.yards[i] ?? 0);
      });
    }
  }
});

test('a quarter to 40% of generated par 4s and 5s are doglegs, both left and right', () => {
  const long = generatedHoles.filter((hole) => hole.par > 3);
  const directions = long.map((hole) => doglegDirection(hole.centerline));
  const doglegs = directions.filter((direction) => direction !== null);
  expect(doglegs.length / long.length).toBeGreaterThanOrEqual(0.25);
  expect(doglegs.length / long.length).toBeLessThanOrEqual(0.4);
  expect(new Set(doglegs)).toEqual(new Set(['left', 'right']));
});

test('generated holes are clearly straight or clearly bent, so doglegDirection reads them', () => {
  for (const hole of generatedHoles) {
    const turn = Math.abs(signedTurnDegrees(hole.centerline));
    expect(turn < 9 || turn > 13, `turn ${turn}`).toBe(true);
  }
});

test('dogleg bends come 230 to 290 yards from the back tee', () => {
  for (const hole of generatedHoles.filter((h) => doglegDirection(h.centerline) !== null)) {
    const bend = hole.centerline[1];
    if (!bend) throw new Error('dogleg without a bend');
    const yards = metersToYards(distanceMeters(hole.tee, bend));
    expect(yards).toBeGreaterThanOrEqual(229);
    expect(yards).toBeLessThanOrEqual(291);
  }
});

test('par 4s and 5s have a fairway and par 3s none', () => {
  for (const hole of generatedHoles) expect(hole.fairways).toHaveLength(hole.par === 3 ? 0 : 1);
});

test('fairways start about 180 yards from the back tee', () => {
  for (const hole of generatedHoles.filter((h) => h.par > 3)) {
    const nearest = Math.min(...(hole.fairways[0] ?? []).map((p) => distanceMeters(hole.tee, p)));
    expect(metersToYards(nearest)).toBeGreaterThan(150);
    expect(metersToYards(nearest)).toBeLessThan(200);
  }
});

test('every generated hole has 1 to 4 bunkers and some holes have water', () => {
  for (const hole of generatedHoles) {
    expect(hole.bunkers.length).toBeGreaterThanOrEqual(1);
    expect(hole.bunkers.length).toBeLessThanOrEqual(4);
  }
  const withWater = generatedHoles.filter((hole) => hole.water.length > 0).length;
  expect(withWater).toBeGreaterThan(10);
  expect(withWater).toBeLessThan(generatedHoles.length / 2);
});

test('no pin is in water or a bunker', () => {
  for (const hole of generatedHoles) {
    for (const hazard of [...hole.water, ...hole.bunkers])
      expect(isPointInPolygon(hole.pin, hazard)).toBe(false);
  }
});

test('each tee set has a tee box, the back one around the tee', () => {
  for (const course of generated) {
    for (const hole of course.holes) {
      expect(hole.teeBoxes).toHaveLength(course.tees.length);
      expect(isPointInPolygon(hole.tee, hole.teeBoxes[0] ?? [])).toBe(true);
    }
  }
});

test('the perimeter of a hole holds its tee, pin and green', () => {
  for (const hole of [...augusta.holes, ...generatedHoles]) {
    for (const point of [hole.tee, hole.pin, ...hole.green])
      expect(isPointInPolygon(point, hole.perimeter)).toBe(true);
  }
});

test('each tee is near the previous green', () => {
  for (const course of generated) {
    for (const [previous, hole] of course.holes
      .slice(0, -1)
      .map((h, i) => [h, course.holes[i + 1]] as const)) {
      if (!hole || hole.holeNumber === 10) continue;
      expect(distanceMeters(previous.pin, hole.tee)).toBeLessThan(90);
    }
  }
});

test('generated courses lie around their town centre', () => {
  for (const course of generated) {
    const spec = GENERATED_COURSES.find((s) => s.id === course.id);
    expect(course.center).toEqual(spec?.center);
    for (const hole of course.holes) expect(distanceMeters(course.center, hole.pin)).toBeLessThan(2500);
  }
});

test('stroke indexes run 1 to 18 with odd ones on the front nine', () => {
  for (const course of generated) {
    const indexes = course.holes.map((hole) => hole.strokeIndex);
    expect([...indexes].sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(indexes.slice(0, 9).every((index) => index % 2 === 1)).toBe(true);
  }
});

test('clubForYards picks the club that carries the distance', () => {
  expect(clubForYards(270)).toBe('Driver');
  expect(clubForYards(225)).toBe('3 Wood');
  expect(clubForYards(150)).toBe('8 Iron');
  expect(clubForYards(60)).toBe('Gap Wedge');
});

const rows = courseRows(courses);

test('courseRows writes a course row and 18 hole rows per course', () => {
  expect(rows.courses).toHaveLength(courses.length);
  expect(rows.courseHoles).toHaveLength(courses.length * 18);
  expect(rows.courses[0]).toMatchObject({
    id: 1,
    attribution: '© OpenStreetMap contributors',
    holeCount: 18,
  });
});

test('courseRows points strings parse back to the same geometry', () => {
  const hole = courses[3]?.holes[4];
  const row = rows.courseHoles.find((r) => r.courseId === courses[3]?.id && r.holeNumber === 5);
  expect(hole && row && parsePoints(row.centerline ?? '')).toEqual(hole?.centerline);
  expect(row).toMatchObject({
    teeLongitude: hole?.tee[0],
    teeLatitude: hole?.tee[1],
    pinLongitude: hole?.pin[0],
  });
  const green = rows.courseHoleShapes.find(
    (r) => r.courseId === courses[3]?.id && r.holeNumber === 5 && r.kind === 'green',
  );
  expect(parsePoints(green?.points ?? '')).toEqual(hole?.green);
});

test('every hole has one perimeter, one green and tee boxes with no zero coordinates', () => {
  for (const course of courses) {
    for (const hole of course.holes) {
      const shapes = rows.courseHoleShapes.filter(
        (r) => r.courseId === course.id && r.holeNumber === hole.holeNumber,
      );
      expect(shapes.filter((r) => r.kind === 'perimeter')).toHaveLength(1);
      expect(shapes.filter((r) => r.kind === 'green')).toHaveLength(1);
      const teeBoxPoints = shapes.filter((r) => r.kind === 'tee_box').flatMap((r) => parsePoints(r.points));
      expect(teeBoxPoints.length).toBeGreaterThan(0);
      expect(teeBoxPoints.every(([lng, lat]) => lng !== 0 && lat !== 0)).toBe(true);
    }
  }
});

test('shape, target and target-line ids are sequential from 1', () => {
  for (const table of [
    rows.courseHoleShapes,
    rows.courseManagementTargets,
    rows.courseManagementTargetLines,
  ]) {
    expect(table.map((row) => row.id)).toEqual(table.map((_, i) => i + 1));
  }
});

test('targets are sorted by shot number: one on par 3s and 4s, two on par 5s, each with a club', () => {
  for (const course of courses) {
    for (const hole of course.holes) {
      const targets = rows.courseManagementTargets.filter(
        (r) => r.courseId === course.id && r.holeNumber === hole.holeNumber,
      );
      expect(targets.map((t) => t.shotNumber)).toEqual(hole.par === 5 ? [1, 2] : [1]);
      expect(targets.every((t) => typeof t.club === 'string' && t.club.length > 0)).toBe(true);
    }
  }
});

test('the first target of a par 4 or 5 lies on the centreline at driving distance', () => {
  for (const course of generated) {
    for (const hole of course.holes.filter((h) => h.par > 3)) {
      const target = rows.courseManagementTargets.find(
        (r) => r.courseId === course.id && r.holeNumber === hole.holeNumber && r.shotNumber === 1,
      );
      if (!target) throw new Error('no target');
      const yards = metersToYards(distanceMeters(hole.tee, [target.longitude, target.latitude]));
      expect(yards).toBeGreaterThanOrEqual(220);
      expect(yards).toBeLessThanOrEqual(300);
    }
  }
});

test('each target line runs from the tee through the targets to the pin', () => {
  for (const course of courses) {
    for (const hole of course.holes) {
      const line = rows.courseManagementTargetLines.find(
        (r) => r.courseId === course.id && r.holeNumber === hole.holeNumber,
      );
      const points = parsePoints(line?.points ?? '');
      expect(points[0]).toEqual(hole.tee);
      expect(points[points.length - 1]).toEqual(hole.pin);
      expect(points).toHaveLength(hole.par === 5 ? 4 : 3);
    }
  }
});

test('every course has a men’s scorecard and courses with a Red tee a women’s one', () => {
  for (const course of courses) {
    const cards = rows.courseScorecards.filter((r) => r.courseId === course.id);
    expect(cards.filter((r) => r.gender === 'men').map((r) => r.par)).toEqual(course.holes.map((h) => h.par));
    const hasRed = course.tees.some((tee) => tee.name === 'Red');
    expect(cards.filter((r) => r.gender === 'women')).toHaveLength(hasRed ? 18 : 0);
  }
  const women = new Set(rows.courseScorecards.filter((r) => r.gender === 'women').map((r) => r.courseId));
  expect(women.size).toBeGreaterThan(0);
  expect(women.size).toBeLessThan(courses.length);
});

test('tee rows carry 18 yardages each', () => {
  expect(rows.tees).toHaveLength(courses.reduce((n, course) => n + course.tees.length, 0));
  expect(rows.teeHoleYardages).toHaveLength(rows.tees.length * 18);
});
