import { bearing } from '@turf/bearing';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { destination as turfDestination } from '@turf/destination';
import { distance } from '@turf/distance';
import type { Polygon } from 'geojson';

/** [longitude, latitude], the order of GeoJSON and of the spec's points strings. */
export type LngLat = [number, number];

/** A position given by latitude and longitude as [longitude, latitude]. */
export function lngLatOf(point: { latitude: number; longitude: number }): LngLat {
  return [point.longitude, point.latitude];
}

const YARDS_PER_METER = 1.09361;
const FEET_PER_METER = 3.28084;
// Mean Earth radius used by turf, so the local-plane helpers agree with distanceMeters.
const EARTH_RADIUS_METERS = 6371008.8;
const METERS_PER_DEGREE = (EARTH_RADIUS_METERS * Math.PI) / 180;
// A bend gentler than this reads as a straight hole.
const DOGLEG_MIN_DEGREES = 10;

/**
 * Reads a points string. Pairs that are not two finite numbers are skipped; zero coordinates are
 * kept (only tee boxes drop them, see `withoutZeroPoints`).
 */
export function parsePoints(points: string): Array<LngLat> {
  // spec 1 §3: comma-separated pairs, each "longitude latitude" separated by a space.
  const out: Array<LngLat> = [];
  for (const pair of points.split(',')) {
    const [lng, lat, ...rest] = pair.trim().split(/\s+/).map(Number);
    if (rest.length > 0 || lng === undefined || lat === undefined) continue;
    if (!Number.isFinite(lng) || !Number.isFinite(lat)) continue;
    out.push([lng, lat]);
  }
  return out;
}

export function formatPoints(points: ReadonlyArray<LngLat>): string {
  // spec 1 §3: comma-separated pairs, each "longitude latitude" separated by a space.
  return points.map(([lng, lat]) => `${lng} ${lat}`).join(',');
}

/** Drops points with a zero longitude or latitude: apply to tee-box points only. */
export function withoutZeroPoints(points: ReadonlyArray<LngLat>): Array<LngLat> {
  // spec 1 §5: a tee-box point is ignored if its latitude or longitude is zero.
  return points.filter(([lng, lat]) => lng !== 0 && lat !== 0);
}

/** Great-circle (haversine) distance in metres. */
export function distanceMeters(a: LngLat, b: LngLat): number {
  // spec 1 §4: distance from tee to pin is computed in metres.
  return distance(a, b, { units: 'meters' });
}

export function metersToYards(meters: number): number {
  // spec 1 §4 / §9: yards are metres times 1.09361, rounded.
  return Math.round(meters * YARDS_PER_METER);
}

/** Not rounded: the spec gives no rounding for feet, callers format as they need. */
export function metersToFeet(meters: number): number {
  // spec 1 §9: metres to feet 3.28084.
  return meters * FEET_PER_METER;
}

/** Initial compass bearing from a to b, in [0, 360) degrees clockwise from north. */
export function bearingDegrees(a: LngLat, b: LngLat): number {
  return normalizeDegrees(bearing(a, b));
}

/** The point `meters` away from origin along the compass bearing (degrees clockwise from north). */
export function destination(origin: LngLat, meters: number, bearingDeg: number): LngLat {
  const [lng, lat] = turfDestination(origin, meters, bearingDeg, { units: 'meters' }).geometry.coordinates;
  if (lng === undefined || lat === undefined) throw new Error('destination without coordinates');
  return [lng, lat];
}

/** True inside or on the boundary; the ring may be open or closed. Fewer than 3 points is no polygon. */
export function isPointInPolygon(point: LngLat, polygon: ReadonlyArray<LngLat>): boolean {
  const ring = closeRing(polygon);
  if (ring.length < 4) return false;
  const geometry: Polygon = { type: 'Polygon', coordinates: [ring] };
  return booleanPointInPolygon(point, geometry);
}

export function isOnGreen(point: LngLat, greenPoints: ReadonlyArray<LngLat>): boolean {
  // spec 1 §5: on the green only if the hole has green boundary points and the point lies inside.
  if (greenPoints.length === 0) return false;
  return isPointInPolygon(point, greenPoints);
}

/**
 * Area-weighted centroid, computed on the lng/lat plane (exact enough for a green or a hole).
 * A degenerate polygon (no area) gives the mean of its points.
 */
export function polygonCentroid(polygon: ReadonlyArray<LngLat>): LngLat {
  const ring = openRing(polygon);
  const first = ring[0];
  if (first === undefined) throw new Error('centroid of an empty polygon');
  // Relative to the first point, so the products keep their precision.
  let twiceArea = 0;
  let cx = 0;
  let cy = 0;
  ring.forEach((p, i) => {
    const q = ring[(i + 1) % ring.length] ?? first;
    const [x0, y0] = [p[0] - first[0], p[1] - first[1]];
    const [x1, y1] = [q[0] - first[0], q[1] - first[1]];
    const cross = x0 * y1 - x1 * y0;
    twiceArea += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  });
  if (Math.abs(twiceArea) < 1e-18) return meanPoint(ring);
  return [first[0] + cx / (3 * twiceArea), first[1] + cy / (3 * twiceArea)];
}

/** Length of a polyline in metres. */
export function lineLength(line: ReadonlyArray<LngLat>): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1];
    const b = line[i];
    if (a && b) total += distanceMeters(a, b);
  }
  return total;
}

/** The point `meters` along a polyline from its start, clamped to its ends. */
export function pointAlongLine(line: ReadonlyArray<LngLat>, meters: number): LngLat {
  const start = line[0];
  if (start === undefined) throw new Error('point along an empty line');
  if (meters <= 0) return [start[0], start[1]];
  let remaining = meters;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1];
    const b = line[i];
    if (!a || !b) continue;
    const segment = distanceMeters(a, b);
    if (remaining < segment) return destination(a, remaining, bearingDegrees(a, b));
    remaining -= segment;
  }
  const end = line[line.length - 1] ?? start;
  return [end[0], end[1]];
}

/** Shortest distance in metres from a point to a polyline (local plane; fine within a few km). */
export function distanceToLineMeters(point: LngLat, line: ReadonlyArray<LngLat>): number {
  const local = line.map((p) => toLocalMeters(point, p));
  if (local.length === 1 && local[0]) return Math.hypot(local[0][0], local[0][1]);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < local.length; i++) {
    const a = local[i - 1];
    const b = local[i];
    if (a && b) best = Math.min(best, distanceToSegment(a, b));
  }
  return best;
}

/**
 * Convex hull (Andrew's monotone chain) on the lng/lat plane, counter-clockwise, open ring.
 * Fine for the extent of a golf hole; not for shapes spanning large distances.
 */
export function convexHull(points: ReadonlyArray<LngLat>): Array<LngLat> {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const lower = halfHull(sorted);
  const upper = halfHull([...sorted].reverse());
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/**
 * Signed turn of a polyline in degrees: the sum of the turns at its bends, positive to the right
 * (clockwise). A double dogleg's opposite bends cancel out.
 */
export function signedTurnDegrees(line: ReadonlyArray<LngLat>): number {
  const headings: Array<number> = [];
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1];
    const b = line[i];
    if (a && b && distanceMeters(a, b) > 0) headings.push(bearingDegrees(a, b));
  }
  let turn = 0;
  for (let i = 1; i < headings.length; i++) {
    turn += signedAngleDifference(headings[i - 1] ?? 0, headings[i] ?? 0);
  }
  return turn;
}

/** Which way a hole's centreline bends; a turn within 10° counts as straight. */
export function doglegDirection(centerline: ReadonlyArray<LngLat>): 'left' | 'right' | null {
  const turn = signedTurnDegrees(centerline);
  if (Math.abs(turn) <= DOGLEG_MIN_DEGREES) return null;
  return turn > 0 ? 'right' : 'left';
}

function normalizeDegrees(degrees: number): number {
  const d = degrees % 360;
  return d < 0 ? d + 360 : d;
}

/** From heading `from` to heading `to`, in (-180, 180]; positive is clockwise. */
function signedAngleDifference(from: number, to: number): number {
  const d = normalizeDegrees(to - from);
  return d > 180 ? d - 360 : d;
}

function closeRing(polygon: ReadonlyArray<LngLat>): Array<LngLat> {
  const ring = openRing(polygon);
  const first = ring[0];
  return first ? [...ring, first] : [];
}

/** A polygon's points without the repeated closing point GeoJSON rings end with. */
export function openRing(polygon: ReadonlyArray<LngLat>): Array<LngLat> {
  const first = polygon[0];
  const last = polygon[polygon.length - 1];
  const closed = polygon.length > 1 && first && last && first[0] === last[0] && first[1] === last[1];
  return closed ? polygon.slice(0, -1) : [...polygon];
}

function meanPoint(points: ReadonlyArray<LngLat>): LngLat {
  const sum = points.reduce<LngLat>((acc, p) => [acc[0] + p[0], acc[1] + p[1]], [0, 0]);
  return [sum[0] / points.length, sum[1] / points.length];
}

/** East/north metres of p from origin on an equirectangular plane (exact enough within a hole). */
export function toLocalMeters(origin: LngLat, p: LngLat): [number, number] {
  const cosLat = Math.cos((origin[1] * Math.PI) / 180);
  return [(p[0] - origin[0]) * cosLat * METERS_PER_DEGREE, (p[1] - origin[1]) * METERS_PER_DEGREE];
}

/** Distance from the origin to the segment a–b, on the plane. */
function distanceToSegment(a: [number, number], b: [number, number]): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(a[0] * dx + a[1] * dy) / lengthSquared));
  return Math.hypot(a[0] + t * dx, a[1] + t * dy);
}

function halfHull(sorted: ReadonlyArray<LngLat>): Array<LngLat> {
  const hull: Array<LngLat> = [];
  for (const p of sorted) {
    while (hull.length >= 2 && cross(hull[hull.length - 2], hull[hull.length - 1], p) <= 0) hull.pop();
    hull.push(p);
  }
  return hull;
}

function cross(o: LngLat | undefined, a: LngLat | undefined, b: LngLat): number {
  if (!o || !a) return 0;
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}
