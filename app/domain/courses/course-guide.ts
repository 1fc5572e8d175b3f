import { z } from 'zod';
import {
  bearingDegrees,
  distanceMeters,
  isOnGreen,
  type LngLat,
  openRing,
  parsePoints,
  polygonCentroid,
  withoutZeroPoints,
} from './geo';
import {
  distanceInUnit,
  PREFERS_METRIC_PARAM,
  prefersMetricValue,
  type UnitSystem,
  unitSystemFromQuery,
  yardageInUnit,
} from './units';

// The course guide (spec 1 §2 cgr): the rules of spec 1 §4 and §5 applied to one course's rows.

export type ShapeKind = 'perimeter' | 'green' | 'tee_box' | 'fairway' | 'bunker' | 'water' | 'rough';

/** One course as D1 holds it (db/queries/courses.ts reads it in one batch). */
export type CourseGuideRows = {
  course: {
    id: number;
    name: string;
    city: string | null;
    state: string | null;
    country: string | null;
    holeCount: number;
    attribution: string | null;
  };
  holes: Array<{
    holeNumber: number;
    teeLatitude: number | null;
    teeLongitude: number | null;
    pinLatitude: number | null;
    pinLongitude: number | null;
  }>;
  /** Green shapes of every hole (the on-green rule) and every shape of the selected hole (the map). */
  shapes: Array<{ holeNumber: number; kind: ShapeKind; points: string }>;
  tees: Array<{ id: number; name: string; color: string | null }>;
  yardages: Array<{ teeId: number; holeNumber: number; yards: number }>;
  /** The men's scorecard; empty when the course has none. */
  menScorecard: Array<{ holeNumber: number; par: number }>;
  targets: Array<{
    holeNumber: number;
    shotNumber: number;
    latitude: number;
    longitude: number;
    club: string | null;
  }>;
  /** Target lines of the selected hole. */
  targetLines: Array<{ holeNumber: number; points: string }>;
};

export type GuideTee = {
  id: number;
  name: string;
  color: string | null;
  /** Sum of the hole yardages shown, in the unit; null when the tee has none. */
  total: number | null;
};

export type GuideTarget = {
  shotNumber: number;
  club: string | null;
  /** From the tee (shot 1) or the previous target, in the unit; null without a tee. */
  carry: number | null;
  /** From the target to the pin, in the unit; null without a pin. */
  toPin: number | null;
  onGreen: boolean;
};

export type GuideHole = {
  holeNumber: number;
  par: number;
  /** One per tee, in the order of `tees`, in the unit; null where the yardage is undefined. */
  yardages: Array<number | null>;
  /** Null when the tee or the pin is absent. */
  teeToPin: number | null;
  targets: Array<GuideTarget>;
};

export type CourseGuide = {
  course: {
    id: number;
    name: string;
    location: string;
    holeCount: number;
    totalPar: number;
    credit: CourseCredit | null;
  };
  unit: UnitSystem;
  tees: Array<GuideTee>;
  holes: Array<GuideHole>;
};

export type HoleMapShape = { kind: ShapeKind; points: Array<LngLat> };

/** What the hole map draws: coordinates of one hole only. */
export type HoleMapData = {
  holeNumber: number;
  shapes: Array<HoleMapShape>;
  tee: LngLat | null;
  pin: LngLat | null;
  targets: Array<LngLat>;
  targetLines: Array<Array<LngLat>>;
  /** Compass bearing of the line of play, so the map shows the hole played upwards. */
  bearing: number;
};

export type CourseCredit = { text: string; href: string | null };

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

/** A tee or pin position from its two columns. */
export function positionOf(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): LngLat | null {
  // spec 1 §5: a tee or pin position is absent if either coordinate is missing.
  if (latitude == null || longitude == null) return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return [longitude, latitude];
}

/** The points of a tee-box shape. */
export function teeBoxPoints(points: string): Array<LngLat> {
  // spec 1 §5: a tee-box point is ignored if its latitude or longitude is zero.
  return withoutZeroPoints(parsePoints(points));
}

/**
 * The men's parHole list (spec 1 §3) from scorecard rows: index i is hole i + 1. A hole missing in
 * the middle of the card has par 0. Null when there is no men's scorecard.
 */
export function parList(
  menScorecard: ReadonlyArray<{ holeNumber: number; par: number }>,
): Array<number> | null {
  if (menScorecard.length === 0) return null;
  const length = Math.max(...menScorecard.map((row) => row.holeNumber));
  const list = Array.from({ length }, () => 0);
  for (const row of menScorecard) if (row.holeNumber >= 1) list[row.holeNumber - 1] = row.par;
  return list;
}

export function holePar(pars: ReadonlyArray<number> | null, holeNumber: number): number {
  // spec 1 §5: par is 0 when there is no men's scorecard or the hole number exceeds the par list length.
  if (pars === null || holeNumber > pars.length) return 0;
  return pars[holeNumber - 1] ?? 0;
}

/** A tee's ydsHole list (spec 1 §3): index i is hole i + 1; a hole missing in the middle is null. */
export function yardsList(rows: ReadonlyArray<{ holeNumber: number; yards: number }>): Array<number | null> {
  if (rows.length === 0) return [];
  const length = Math.max(...rows.map((row) => row.holeNumber));
  const list: Array<number | null> = Array.from({ length }, () => null);
  for (const row of rows) if (row.holeNumber >= 1) list[row.holeNumber - 1] = row.yards;
  return list;
}

export function holeYardage(yards: ReadonlyArray<number | null>, holeNumber: number): number | undefined {
  // spec 1 §5: the yardage is undefined when the tee's list is shorter than the hole number.
  if (holeNumber > yards.length) return undefined;
  return yards[holeNumber - 1] ?? undefined;
}

/** Tee-to-pin distance in metres; null when the tee or the pin is absent. */
export function teeToPinMeters(tee: LngLat | null, pin: LngLat | null): number | null {
  // spec 1 §4: the distance from tee to pin is computed in metres.
  if (!tee || !pin) return null;
  return distanceMeters(tee, pin);
}

export function sortTargets<T extends { shotNumber: number }>(targets: ReadonlyArray<T>): Array<T> {
  // spec 1 §4: targets are sorted by shotNumber ascending.
  return [...targets].sort((a, b) => a.shotNumber - b.shotNumber);
}

/** Whether a location lies on the hole's green; `greens` are the points strings of its green shapes. */
export function isLocationOnGreen(point: LngLat, greens: ReadonlyArray<string>): boolean {
  // spec 1 §5: on the green only if the hole has green boundary points and the point lies inside.
  return greens.some((points) => isOnGreen(point, parsePoints(points)));
}

/** "Augusta, GA"; the country is named outside the United States. */
export function courseLocation(course: {
  city: string | null;
  state: string | null;
  country: string | null;
}): string {
  const country = course.country && course.country !== 'US' ? course.country : null;
  return [course.city, course.state, country].filter((part) => part?.trim()).join(', ');
}

const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';

/** The credit shown where a course's data is shown: OpenStreetMap data is under the ODbL. */
export function courseCredit(attribution: string | null): CourseCredit | null {
  const text = attribution?.trim();
  if (!text) return null;
  if (!/openstreetmap/i.test(text)) return { text, href: null };
  return { text: /odbl/i.test(text) ? text : `${text}, ODbL`, href: OSM_COPYRIGHT };
}

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

/** A positive integer path or query value, written plainly ("7", not "07", "7.0" or "0x7"). */
export const positiveIntegerParam = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/, 'Expected a positive integer')
  .transform(Number);

/**
 * The prefersMetric value the guide's links carry on: none when the page was asked without one,
 * otherwise the value of the unit it resolved to ("True" is carried on as "true").
 */
export function keptPrefersMetric(raw: string | null): 'true' | 'false' | null {
  if (raw === null) return null;
  return prefersMetricValue(unitSystemFromQuery(raw));
}

/** A link inside the guide: keeps prefersMetric (spec 1 §2 cgr) and sets the selected hole. */
export function courseGuideHref(
  pathname: string,
  options: { prefersMetric: string | null; hole?: number | null },
): string {
  const params = new URLSearchParams();
  if (options.prefersMetric !== null) params.set(PREFERS_METRIC_PARAM, options.prefersMetric);
  if (options.hole != null) params.set('hole', String(options.hole));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

// ---------------------------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------------------------

/** The guide as the page shows it: every distance in the chosen unit, no coordinates. */
export function buildCourseGuide(rows: CourseGuideRows, unit: UnitSystem): CourseGuide {
  const pars = parList(rows.menScorecard);
  const teeYards = rows.tees.map((tee) =>
    yardsList(rows.yardages.filter((yardage) => yardage.teeId === tee.id)),
  );
  const holeNumbers = Array.from({ length: rows.course.holeCount }, (_, i) => i + 1);
  const holes = holeNumbers.map((holeNumber): GuideHole => {
    const geometry = rows.holes.find((hole) => hole.holeNumber === holeNumber);
    const tee = positionOf(geometry?.teeLatitude, geometry?.teeLongitude);
    const pin = positionOf(geometry?.pinLatitude, geometry?.pinLongitude);
    const meters = teeToPinMeters(tee, pin);
    return {
      holeNumber,
      par: holePar(pars, holeNumber),
      yardages: teeYards.map((yards) => {
        const value = holeYardage(yards, holeNumber);
        return value === undefined ? null : yardageInUnit(value, unit);
      }),
      teeToPin: meters === null ? null : distanceInUnit(meters, unit),
      targets: guideTargets(rows, holeNumber, tee, pin, unit),
    };
  });
  return {
    course: {
      id: rows.course.id,
      name: rows.course.name,
      location: courseLocation(rows.course),
      holeCount: rows.course.holeCount,
      totalPar: holes.reduce((total, hole) => total + hole.par, 0),
      credit: courseCredit(rows.course.attribution),
    },
    unit,
    tees: rows.tees.map((tee, i) => ({
      id: tee.id,
      name: tee.name,
      color: tee.color,
      total: teeTotal(holes.map((hole) => hole.yardages[i] ?? null)),
    })),
    holes,
  };
}

/**
 * A tee's total: the sum of the yardages shown on the holes, so the column adds up in either unit;
 * null when the tee has no yardage at all.
 */
function teeTotal(yardages: ReadonlyArray<number | null>): number | null {
  const known = yardages.filter((yards): yards is number => yards !== null);
  return known.length === 0 ? null : known.reduce((total, yards) => total + yards, 0);
}

function guideTargets(
  rows: CourseGuideRows,
  holeNumber: number,
  tee: LngLat | null,
  pin: LngLat | null,
  unit: UnitSystem,
): Array<GuideTarget> {
  const greens = greenPoints(rows, holeNumber);
  let from = tee;
  return sortTargets(rows.targets.filter((target) => target.holeNumber === holeNumber)).map((target) => {
    const point: LngLat = [target.longitude, target.latitude];
    const carry = from ? distanceInUnit(distanceMeters(from, point), unit) : null;
    from = point;
    return {
      shotNumber: target.shotNumber,
      club: target.club,
      carry,
      toPin: pin ? distanceInUnit(distanceMeters(point, pin), unit) : null,
      onGreen: isLocationOnGreen(point, greens),
    };
  });
}

function greenPoints(rows: CourseGuideRows, holeNumber: number): Array<string> {
  return rows.shapes
    .filter((shape) => shape.holeNumber === holeNumber && shape.kind === 'green')
    .map((shape) => shape.points);
}

// ---------------------------------------------------------------------------------------------
// The hole map
// ---------------------------------------------------------------------------------------------

/** The geometry of one hole for the map; null when the hole has nothing to draw. */
export function buildHoleMap(rows: CourseGuideRows, holeNumber: number): HoleMapData | null {
  const geometry = rows.holes.find((hole) => hole.holeNumber === holeNumber);
  const tee = positionOf(geometry?.teeLatitude, geometry?.teeLongitude);
  const pin = positionOf(geometry?.pinLatitude, geometry?.pinLongitude);
  const shapes = rows.shapes
    .filter((shape) => shape.holeNumber === holeNumber)
    .map((shape) => ({
      kind: shape.kind,
      points: openRing(shape.kind === 'tee_box' ? teeBoxPoints(shape.points) : parsePoints(shape.points)),
    }))
    .filter((shape) => shape.points.length >= 3);
  const targets = sortTargets(rows.targets.filter((target) => target.holeNumber === holeNumber)).map(
    (target): LngLat => [target.longitude, target.latitude],
  );
  const targetLines = rows.targetLines
    .filter((line) => line.holeNumber === holeNumber)
    .map((line) => parsePoints(line.points))
    .filter((line) => line.length >= 2);
  if (shapes.length === 0 && !tee && !pin && targets.length === 0) return null;
  return { holeNumber, shapes, tee, pin, targets, targetLines, bearing: playBearing(tee, pin, shapes) };
}

/** From the tee (or tee box) towards the pin (or green); north when either end is unknown. */
function playBearing(tee: LngLat | null, pin: LngLat | null, shapes: ReadonlyArray<HoleMapShape>): number {
  const centroidOf = (kind: ShapeKind) => {
    const shape = shapes.find((candidate) => candidate.kind === kind);
    return shape ? polygonCentroid(shape.points) : null;
  };
  const from = tee ?? centroidOf('tee_box');
  const to = pin ?? centroidOf('green');
  if (!from || !to || distanceMeters(from, to) < 1) return 0;
  return Math.round(bearingDegrees(from, to) * 10) / 10;
}

/** Every point the map should keep in view. */
export function holeMapPoints(map: HoleMapData): Array<LngLat> {
  return [
    ...map.shapes.flatMap((shape) => shape.points),
    ...(map.tee ? [map.tee] : []),
    ...(map.pin ? [map.pin] : []),
    ...map.targets,
    ...map.targetLines.flat(),
  ];
}

// Web Mercator as maplibre draws it: 512 px tiles on a sphere of radius 6 378 137 m.
const EARTH_CIRCUMFERENCE_METERS = 2 * Math.PI * 6378137;
const TILE_SIZE = 512;
const METERS_PER_DEGREE_LAT = EARTH_CIRCUMFERENCE_METERS / 360;
const MAX_ZOOM = 19;

export type Camera = { center: LngLat; zoom: number; bearing: number };

/**
 * The camera that fits the points into a viewport of `width` × `height` px less `padding` on each
 * side, with the map turned to `bearing` (that direction points up). Fits the points themselves,
 * not their north-up bounding box, so a diagonal hole fills a tall map.
 */
export function fitCamera(
  points: ReadonlyArray<LngLat>,
  viewport: { width: number; height: number; padding: number },
  bearing: number,
): Camera | null {
  const origin = points[0];
  if (!origin) return null;
  const cosLat = Math.cos((origin[1] * Math.PI) / 180);
  const theta = (bearing * Math.PI) / 180;
  // Screen axes in metres: x to the right, y up, for a map turned so that `bearing` is up.
  const screen = points.map(([lng, lat]) => {
    const east = (lng - origin[0]) * METERS_PER_DEGREE_LAT * cosLat;
    const north = (lat - origin[1]) * METERS_PER_DEGREE_LAT;
    return [
      east * Math.cos(theta) - north * Math.sin(theta),
      east * Math.sin(theta) + north * Math.cos(theta),
    ];
  });
  const xs = screen.map(([x]) => x ?? 0);
  const ys = screen.map(([, y]) => y ?? 0);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const [midX, midY] = [(minX + maxX) / 2, (minY + maxY) / 2];
  const east = midX * Math.cos(theta) + midY * Math.sin(theta);
  const north = -midX * Math.sin(theta) + midY * Math.cos(theta);
  const center: LngLat = [
    origin[0] + east / (METERS_PER_DEGREE_LAT * cosLat),
    origin[1] + north / METERS_PER_DEGREE_LAT,
  ];
  const usableWidth = Math.max(1, viewport.width - 2 * viewport.padding);
  const usableHeight = Math.max(1, viewport.height - 2 * viewport.padding);
  const metersPerPixel = Math.max((maxX - minX) / usableWidth, (maxY - minY) / usableHeight);
  const cosCenter = Math.cos((center[1] * Math.PI) / 180);
  const zoom =
    metersPerPixel > 0
      ? Math.log2((EARTH_CIRCUMFERENCE_METERS * cosCenter) / (TILE_SIZE * metersPerPixel))
      : MAX_ZOOM;
  return { center, zoom: Math.min(MAX_ZOOM, zoom), bearing };
}

/** The same page in the other unit system: every other query parameter (the hole) stays. */
export function unitToggleHref(pathname: string, search: string, unit: UnitSystem): string {
  const params = new URLSearchParams(search);
  params.set(PREFERS_METRIC_PARAM, prefersMetricValue(unit));
  return `${pathname}?${params.toString()}`;
}
