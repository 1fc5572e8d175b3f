import { expect, test } from 'vitest';
import { destination, distanceMeters, type LngLat } from '~/domain/courses/geo';
import type { MapShot } from '~/domain/rounds/shot-map';
import { proximityShot, shotFeatures } from './shot-map-layers';

const PIN: LngLat = [-82.02, 33.5];
const TEE = destination(PIN, 300, 180);
const APPROACH = destination(PIN, 120, 180);
const ON_GREEN = destination(PIN, 5, 180);

const shots: Array<MapShot> = [
  { shotNumber: 1, type: 'Tee', start: TEE, end: APPROACH },
  { shotNumber: 2, type: 'Approach', start: APPROACH, end: ON_GREEN },
  { shotNumber: 3, type: 'Putt', start: ON_GREEN, end: PIN },
];

test('the proximity circles belong to the focused shot, else to the last shot before the putts', () => {
  expect(proximityShot(shots, null)?.shotNumber).toBe(2);
  expect(proximityShot(shots, 1)?.shotNumber).toBe(1);
  expect(proximityShot(shots.slice(2), null)).toBeNull();
});

test('spec 2 §9: two circles around the pin at 5 % and 12 % of the shot-to-pin distance', () => {
  const circles = shotFeatures([{ roundId: 1, current: true, shots }], PIN, null).features.filter(
    (f) => f.properties?.kind === 'proximity',
  );
  const radii = circles.map((f) => {
    const ring = f.geometry.type === 'Polygon' ? f.geometry.coordinates[0] : [];
    return distanceMeters(PIN, (ring?.[0] ?? PIN) as LngLat);
  });
  expect(radii[0]).toBeCloseTo(6, 1);
  expect(radii[1]).toBeCloseTo(14.4, 1);
});

test('putts are marked, and other rounds are drawn under the current one', () => {
  const features = shotFeatures(
    [
      { roundId: 1, current: true, shots },
      { roundId: 2, current: false, shots: shots.slice(0, 1) },
    ],
    PIN,
    3,
  ).features.filter((f) => f.properties?.kind === 'line');
  expect(features.map((f) => [f.properties?.current, f.properties?.putt, f.properties?.focused])).toEqual([
    [false, false, false],
    [true, false, false],
    [true, false, false],
    [true, true, true],
  ]);
});
