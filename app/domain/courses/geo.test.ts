import { expect, test } from 'vitest';
import {
  bearingDegrees,
  convexHull,
  destination,
  distanceMeters,
  distanceToLineMeters,
  doglegDirection,
  formatPoints,
  isOnGreen,
  isPointInPolygon,
  type LngLat,
  lineLength,
  metersToFeet,
  metersToYards,
  openRing,
  parsePoints,
  pointAlongLine,
  polygonCentroid,
  signedTurnDegrees,
  withoutZeroPoints,
} from './geo';

const origin: LngLat = [-82.02, 33.5];
// A 20 m × 30 m "green" north-east of the origin.
const square: Array<LngLat> = [
  origin,
  destination(origin, 20, 90),
  destination(destination(origin, 20, 90), 30, 0),
  destination(origin, 30, 0),
];

test('parsePoints reads comma-separated "longitude latitude" pairs', () => {
  expect(parsePoints('-82.02 33.5,-82.03 33.51')).toEqual([
    [-82.02, 33.5],
    [-82.03, 33.51],
  ]);
});

test('parsePoints tolerates extra whitespace and skips malformed pairs', () => {
  expect(parsePoints(' -82.02  33.5 , nonsense, 1, 1 2 3,-82.03 33.51 ')).toEqual([
    [-82.02, 33.5],
    [-82.03, 33.51],
  ]);
});

test('parsePoints of an empty string is no points', () => {
  expect(parsePoints('')).toEqual([]);
});

test('parsePoints keeps zero coordinates', () => {
  expect(parsePoints('0 33.5')).toEqual([[0, 33.5]]);
});

test('formatPoints writes pairs that parsePoints reads back', () => {
  const points: Array<LngLat> = [
    [-82.0235067, 33.5044748],
    [-82.0235042, 33.5003571],
  ];
  expect(formatPoints(points)).toBe('-82.0235067 33.5044748,-82.0235042 33.5003571');
  expect(parsePoints(formatPoints(points))).toEqual(points);
});

test('withoutZeroPoints drops tee-box points with a zero latitude or longitude', () => {
  expect(
    withoutZeroPoints([
      [-82.02, 33.5],
      [0, 33.5],
      [-82.02, 0],
      [0, 0],
    ]),
  ).toEqual([[-82.02, 33.5]]);
});

test('distanceMeters is the great-circle distance', () => {
  expect(distanceMeters([0, 0], [0, 1])).toBeCloseTo(111195.08, 1);
  expect(distanceMeters(origin, origin)).toBe(0);
});

test('metersToYards multiplies by 1.09361 and rounds', () => {
  expect(metersToYards(100)).toBe(109);
  expect(metersToYards(400)).toBe(437);
  expect(metersToYards(0.4)).toBe(0);
});

test('metersToFeet multiplies by 3.28084 without rounding', () => {
  expect(metersToFeet(10)).toBeCloseTo(32.8084, 6);
});

test('bearingDegrees is clockwise from north in [0, 360)', () => {
  expect(bearingDegrees([0, 0], [0, 1])).toBeCloseTo(0, 6);
  expect(bearingDegrees([0, 0], [1, 0])).toBeCloseTo(90, 6);
  expect(bearingDegrees([0, 0], [0, -1])).toBeCloseTo(180, 6);
  expect(bearingDegrees([0, 0], [-1, 0])).toBeCloseTo(270, 6);
});

test('destination moves the given metres along the bearing', () => {
  const east = destination(origin, 250, 90);
  expect(distanceMeters(origin, east)).toBeCloseTo(250, 6);
  expect(bearingDegrees(origin, east)).toBeCloseTo(90, 2);
});

test('isPointInPolygon finds points inside, outside and on the edge', () => {
  expect(isPointInPolygon(destination(destination(origin, 10, 90), 15, 0), square)).toBe(true);
  expect(isPointInPolygon(destination(origin, 10, 270), square)).toBe(false);
  expect(isPointInPolygon(origin, square)).toBe(true);
});

test('isPointInPolygon accepts a closed ring', () => {
  const inside = destination(destination(origin, 10, 90), 15, 0);
  expect(isPointInPolygon(inside, [...square, origin])).toBe(true);
});

test('isPointInPolygon is false for fewer than three points', () => {
  expect(isPointInPolygon(origin, [origin, destination(origin, 10, 90)])).toBe(false);
});

test('isOnGreen is false when the hole has no green points', () => {
  expect(isOnGreen(origin, [])).toBe(false);
});

test('isOnGreen is true only inside the green boundary', () => {
  expect(isOnGreen(destination(destination(origin, 10, 90), 15, 0), square)).toBe(true);
  expect(isOnGreen(destination(origin, 40, 0), square)).toBe(false);
});

test('polygonCentroid of a rectangle is its middle', () => {
  const centroid = polygonCentroid(square);
  const middle = destination(destination(origin, 10, 90), 15, 0);
  expect(distanceMeters(centroid, middle)).toBeLessThan(0.01);
});

test('polygonCentroid weights by area, not by vertex count', () => {
  // Extra vertices along one edge would pull a vertex mean towards that edge.
  const crowded: Array<LngLat> = [
    [0, 0],
    [0.25, 0],
    [0.5, 0],
    [0.75, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ];
  const [lng, lat] = polygonCentroid(crowded);
  expect(lng).toBeCloseTo(0.5, 9);
  expect(lat).toBeCloseTo(0.5, 9);
});

test('polygonCentroid of collinear points is their mean', () => {
  expect(
    polygonCentroid([
      [0, 0],
      [1, 0],
      [2, 0],
    ]),
  ).toEqual([1, 0]);
});

test('lineLength sums the segments', () => {
  const a = destination(origin, 100, 0);
  const b = destination(a, 50, 90);
  expect(lineLength([origin, a, b])).toBeCloseTo(150, 6);
  expect(lineLength([origin])).toBe(0);
});

test('pointAlongLine walks past a bend and clamps to the ends', () => {
  const bend = destination(origin, 100, 0);
  const end = destination(bend, 100, 90);
  const line = [origin, bend, end];
  expect(distanceMeters(pointAlongLine(line, 150), destination(bend, 50, 90))).toBeLessThan(0.01);
  expect(pointAlongLine(line, -5)).toEqual(origin);
  expect(pointAlongLine(line, 500)).toEqual(end);
});

test('distanceToLineMeters measures to the nearest segment', () => {
  const end = destination(origin, 200, 0);
  const beside = destination(destination(origin, 100, 0), 30, 90);
  expect(distanceToLineMeters(beside, [origin, end])).toBeCloseTo(30, 1);
  const beyond = destination(end, 40, 0);
  expect(distanceToLineMeters(beyond, [origin, end])).toBeCloseTo(40, 1);
});

test('convexHull drops interior points', () => {
  const hull = convexHull([
    [0, 0],
    [2, 0],
    [1, 1],
    [2, 2],
    [0, 2],
    [0.5, 1.5],
  ]);
  expect(hull).toHaveLength(4);
  expect(hull).not.toContainEqual([1, 1]);
  expect(hull).not.toContainEqual([0.5, 1.5]);
});

function bentLine(turn: number): Array<LngLat> {
  const bend = destination(origin, 240, 0);
  return [origin, bend, destination(bend, 150, turn)];
}

test('signedTurnDegrees is positive to the right and negative to the left', () => {
  expect(signedTurnDegrees(bentLine(30))).toBeCloseTo(30, 0);
  expect(signedTurnDegrees(bentLine(-30))).toBeCloseTo(-30, 0);
});

test('signedTurnDegrees cancels opposite bends of a double dogleg', () => {
  const first = destination(origin, 240, 0);
  const second = destination(first, 150, 30);
  expect(signedTurnDegrees([origin, first, second, destination(second, 150, 0)])).toBeCloseTo(0, 0);
});

test('doglegDirection reads the bend of the centreline', () => {
  expect(doglegDirection(bentLine(25))).toBe('right');
  expect(doglegDirection(bentLine(-25))).toBe('left');
});

test('doglegDirection treats a bend within 10 degrees as straight', () => {
  expect(doglegDirection(bentLine(8))).toBeNull();
  expect(doglegDirection(bentLine(-8))).toBeNull();
  expect(doglegDirection([origin, destination(origin, 400, 0)])).toBeNull();
});

test('doglegDirection works across north, where bearings wrap around', () => {
  const bend = destination(origin, 240, 350);
  expect(doglegDirection([origin, bend, destination(bend, 150, 20)])).toBe('right');
});

test('openRing drops the repeated closing point of a GeoJSON ring', () => {
  const ring: Array<LngLat> = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 0],
  ];
  expect(openRing(ring)).toEqual(ring.slice(0, 3));
  expect(openRing(ring.slice(0, 3))).toEqual(ring.slice(0, 3));
});
