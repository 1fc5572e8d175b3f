// Positions and units of the ingest (issue 34 §3, decision 109).
import { describe, expect, test } from 'vitest';
import { bearingDegrees } from '../courses/geo';
import { ingestIssues, type RoundIngestBody, roundIngestSchema } from './ingest';
import { convertDistance, gridToLatLng, implausibleDistance, metersBetween } from './positions';

describe('units', () => {
  test('spec 1 §9 factors: a metre is 1.09361 yards and 3.28084 feet; 12 inches a foot', () => {
    expect(convertDistance(100, 'meters', 'yards')).toBeCloseTo(109.361, 6);
    expect(convertDistance(36, 'inches', 'feet')).toBeCloseTo(3, 9);
    expect(convertDistance(3, 'feet', 'yards')).toBeCloseTo(1, 4);
  });

  test('plausible: at most 1 000 yards off the green and 1 000 feet on it, in the unit sent', () => {
    expect(implausibleDistance(1000, 'yards', false)).toBeNull();
    expect(implausibleDistance(914, 'meters', false)).toBeNull();
    expect(implausibleDistance(915, 'meters', false)).toBe('is at most 914.4 meters off the green.');
    expect(implausibleDistance(12_000, 'inches', true)).toBeNull();
    expect(implausibleDistance(12_001, 'inches', true)).toBe('is at most 12000 inches on the green.');
    expect(implausibleDistance(1001, 'feet', true)).toBe('is at most 1000 feet on the green.');
  });
});

describe("a hole's grid", () => {
  const origin = { latitude: 36.5688, longitude: -121.9499 };

  test('y runs along the bearing, x to its right, in the grid unit', () => {
    const north = { origin, bearing: 0, unit: 'meters' as const };
    const ahead = gridToLatLng(north, { x: 0, y: 100 });
    expect(metersBetween(origin, ahead)).toBeCloseTo(100, 1);
    expect(ahead.longitude).toBeCloseTo(origin.longitude, 9);
    const right = gridToLatLng(north, { x: 100, y: 0 });
    expect(
      bearingDegrees([origin.longitude, origin.latitude], [right.longitude, right.latitude]),
    ).toBeCloseTo(90, 1);
    const east = { origin, bearing: 90, unit: 'feet' as const };
    const p = gridToLatLng(east, { x: 0, y: 328.084 });
    expect(metersBetween(origin, p)).toBeCloseTo(100, 1);
    expect(bearingDegrees([origin.longitude, origin.latitude], [p.longitude, p.latitude])).toBeCloseTo(90, 1);
    expect(gridToLatLng(east, { x: 0, y: 0 })).toEqual(origin);
  });
});

const pin = { x: 0, y: 400 };
/** A par 4 tracked on a grid in metres with no distances: tee, fairway, green, holed. */
function gridRound(holeExtra: object = {}, shots?: Array<object>): RoundIngestBody {
  return {
    clientRoundId: 'grid-1',
    clientCourseId: 'c-1',
    tee: 'Blue',
    startedAt: '2026-11-21T08:40:00',
    roundType: 'practice',
    holeCount: 18,
    inProgress: true,
    units: { offGreen: 'meters', onGreen: 'meters' },
    holes: [
      {
        number: 1,
        par: 4,
        grid: { origin: { latitude: 36.5688, longitude: -121.9499 }, bearing: 30, unit: 'meters' },
        pin,
        shots: (
          shots ?? [
            { startLie: 'tee', start: { x: 0, y: 0 }, endLie: 'fairway', end: { x: 10, y: 250 } },
            { startLie: 'fairway', endLie: 'green', end: { x: 3, y: 397 } },
            { startLie: 'green', endLie: 'holed' },
          ]
        ).map((s, i) => ({ number: i + 1, ...s })),
        ...holeExtra,
      },
    ],
  } as RoundIngestBody;
}

describe('distances computed from positions and the pin', () => {
  test('a shot list on a grid with no distances: yards off the green, feet on it, latitude/longitude kept', () => {
    const parsed = roundIngestSchema.safeParse(gridRound());
    if (!parsed.success) throw new Error(JSON.stringify(ingestIssues(parsed.error)));
    const [tee, approach, putt] = parsed.data.holes[0]?.shots ?? [];
    // 400 m → 437.4 yd; from (10, 250): √(100 + 22 500) = 150.33 m → 164.4 yd; (3, 397): √18 = 4.24 m → 13.9 ft.
    expect(tee?.distanceBefore).toBeCloseTo(437.4, 0);
    expect(tee?.distanceAfter).toBeCloseTo(164.4, 0);
    expect(approach?.distanceBefore).toBeCloseTo(164.4, 0);
    expect(approach?.distanceAfter).toBeCloseTo(13.9, 0);
    expect(putt?.distanceBefore).toBeCloseTo(13.9, 0);
    expect(putt?.distanceAfter).toBe(0);
    // The approach starts where the tee shot ended; the putt where the approach ended.
    expect(approach?.start).toEqual(tee?.end);
    expect(putt?.start).toEqual(approach?.end);
    expect(parsed.data.holes[0]?.pin?.latitude).toBeGreaterThan(36.5688);
    expect('grid' in (parsed.data.holes[0] ?? {})).toBe(false);
  });

  test('distances sent in metres are stored in yards and feet; the holed shot gives the pin when none is sent', () => {
    const parsed = roundIngestSchema.safeParse(
      gridRound({ pin: undefined }, [
        { startLie: 'tee', distanceBefore: 400, endLie: 'fairway', distanceAfter: 150 },
        { startLie: 'fairway', distanceBefore: 150, endLie: 'green', distanceAfter: 3 },
        { startLie: 'green', distanceBefore: 3, endLie: 'holed', distanceAfter: 0, end: pin },
      ]),
    );
    if (!parsed.success) throw new Error(JSON.stringify(ingestIssues(parsed.error)));
    const hole = parsed.data.holes[0];
    expect(hole?.shots.map((s) => [s.distanceBefore, s.distanceAfter])).toEqual([
      [437.44, 164.04],
      [164.04, 9.84],
      [9.84, 0],
    ]);
    expect(hole?.pin).toEqual(hole?.shots[2]?.end);
  });

  test('refused in words: a grid point without a grid, a distance too long for its unit, a distance with nothing to compute it from', () => {
    const paths = (body: RoundIngestBody) => {
      const parsed = roundIngestSchema.safeParse(body);
      return parsed.success ? [] : ingestIssues(parsed.error);
    };
    expect(paths(gridRound({ grid: undefined }))).toContainEqual({
      path: 'holes[0].pin',
      message: "This point is given as x and y: send the hole's grid (origin, bearing, unit) with it.",
    });
    const tooFar = gridRound({}, [
      { startLie: 'tee', distanceBefore: 950, endLie: 'fairway', distanceAfter: 150 },
      { startLie: 'fairway', distanceBefore: 150, endLie: 'green', distanceAfter: 3 },
      { startLie: 'green', distanceBefore: 3, endLie: 'holed', distanceAfter: 0 },
    ]);
    expect(paths(tooFar)).toEqual([
      {
        path: 'holes[0].shots[0].distanceBefore',
        message: 'The distance before the shot is at most 914.4 meters off the green.',
      },
    ]);
    const nothing = gridRound({ pin: undefined }, [
      { startLie: 'tee', distanceBefore: 400, endLie: 'fairway' },
      { startLie: 'fairway', distanceBefore: 150, endLie: 'green', distanceAfter: 3 },
      { startLie: 'green', distanceBefore: 3, endLie: 'holed', distanceAfter: 0 },
    ]);
    expect(paths(nothing)).toEqual([
      {
        path: 'holes[0].shots[0].distanceAfter',
        message:
          "Send the distance, or the positions it is computed from: shot 1's end and the hole's pin (or the holed shot's end).",
      },
    ]);
  });
});
