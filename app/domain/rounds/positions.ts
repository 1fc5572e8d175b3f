import { destination, distanceMeters, lngLatOf } from '../courses/geo';

/*
 * Positions and units of the ingest (issue 34 §3, decision 109): trackers give distances in yards,
 * metres, feet or inches, and positions as latitude/longitude or on a hole's own planar grid; what is
 * stored is yards off the green, feet on it (as the app sends them) and latitude/longitude.
 */

export const DISTANCE_UNITS = ['yards', 'meters', 'feet', 'inches'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const GRID_UNITS = ['feet', 'meters'] as const;
export type GridUnit = (typeof GRID_UNITS)[number];

/** spec 1 §9: a metre is 1.09361 yards and 3.28084 feet. */
const METERS_PER: Record<DistanceUnit, number> = {
  yards: 1 / 1.09361,
  meters: 1,
  feet: 1 / 3.28084,
  inches: 1 / (3.28084 * 12),
};

/** The farthest a ball can be from the hole: 1 000 yards off the green, 1 000 feet on it. */
const MAX_METERS = { offGreen: 1000 * METERS_PER.yards, onGreen: 1000 * METERS_PER.feet } as const;

/** How a round's distances were measured: off the green and on it (the app: yards and feet). */
export type DistanceUnits = { offGreen: DistanceUnit; onGreen: DistanceUnit };
export const APP_UNITS: DistanceUnits = { offGreen: 'yards', onGreen: 'feet' };

/** A distance sent in `from`, in `to`. */
export function convertDistance(value: number, from: DistanceUnit, to: DistanceUnit): number {
  return from === to ? value : (value * METERS_PER[from]) / METERS_PER[to];
}

/**
 * Why a distance sent in `unit` cannot be right, or null: at most 1 000 yards off the green and
 * 1 000 feet on it, in the unit it was sent in ("at most 914.4 meters").
 */
export function implausibleDistance(value: number, unit: DistanceUnit, onGreen: boolean): string | null {
  const max = convertDistance(onGreen ? MAX_METERS.onGreen : MAX_METERS.offGreen, 'meters', unit);
  if (value <= max + 1e-9) return null;
  const limit = Number(max.toFixed(1));
  const where = onGreen ? 'on the green' : 'off the green';
  return `is at most ${limit} ${unit} ${where}.`;
}

/** A hole's planar grid: distances in `unit` from `origin`, `y` along `bearing`, `x` to its right. */
export type HoleGrid = { origin: { latitude: number; longitude: number }; bearing: number; unit: GridUnit };

/** A point of a hole's grid as latitude/longitude (a destination from the origin, turf's sphere). */
export function gridToLatLng(
  grid: HoleGrid,
  point: { x: number; y: number },
): { latitude: number; longitude: number } {
  const meters = Math.hypot(point.x, point.y) * METERS_PER[grid.unit];
  if (meters === 0) return { ...grid.origin };
  // atan2(x, y): the point's angle from the grid's y axis, clockwise, as a compass bearing is.
  const bearing = grid.bearing + (Math.atan2(point.x, point.y) * 180) / Math.PI;
  const [longitude, latitude] = destination([grid.origin.longitude, grid.origin.latitude], meters, bearing);
  return { latitude, longitude };
}

/** Metres between two positions. */
export function metersBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  return distanceMeters(lngLatOf(a), lngLatOf(b));
}

/** A distance to the hole computed from positions, in the app's unit for where the ball lies (0.1). */
export function appDistanceFrom(meters: number, onGreen: boolean): number {
  const unit = onGreen ? APP_UNITS.onGreen : APP_UNITS.offGreen;
  return Math.round(convertDistance(meters, 'meters', unit) * 10) / 10;
}
