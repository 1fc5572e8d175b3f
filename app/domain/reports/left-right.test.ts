import { describe, expect, test } from 'vitest';
import { destination, type LngLat } from '../courses/geo';
import { aimedShots, pinOffset } from '../stats/dispersion';
import { holeStats, type StatShot } from '../stats/hole-stats';
import { holeMapDiagram, holePlane } from './report-diagrams';
import { type CoursePlanHoleRow, coursePlanParts, dispersionParts } from './round-reports';

/*
 * Left and right, one rule everywhere (decision 059): seen from the tee looking down the hole, as the
 * player stands. The stored flags (hole-stats), the hole maps of rr and course-plan-report, and the
 * dispersion report's left/right must all put a ball on the same side, whichever way the hole runs.
 */

const DIRECTIONS = [
  { name: 'north', bearing: 0 },
  { name: 'east', bearing: 90 },
  { name: 'south', bearing: 180 },
  { name: 'west', bearing: 270 },
] as const;

const TEE: LngLat = [-83.19, 40.13];

function holeRunning(bearing: number) {
  const pin = destination(TEE, 380, bearing);
  const along = destination(TEE, 230, bearing);
  return {
    pin,
    centerline: [TEE, destination(TEE, 200, bearing), pin],
    // 25 m off the line, 230 m out: to the player's right is the bearing plus 90°.
    right: destination(along, 25, bearing + 90),
    left: destination(along, 25, bearing - 90),
  };
}

function drive(end: LngLat): Array<StatShot> {
  return [
    {
      shotNumber: 1,
      startLie: 'tee',
      startDistanceYards: 415,
      endLie: 'rough',
      endDistanceYards: 165,
      penaltyStrokes: 0,
      start: TEE,
      end,
    },
    {
      shotNumber: 2,
      startLie: 'rough',
      startDistanceYards: 165,
      endLie: 'holed',
      endDistanceYards: 0,
      penaltyStrokes: 0,
      start: end,
      end: null,
    },
  ];
}

function planRow(end: LngLat, side: 'left' | 'right'): CoursePlanHoleRow {
  return {
    holeNumber: 3,
    par: 4,
    yards: 415,
    score: 4,
    putts: 2,
    fairwayHit: false,
    fairwayMissedLeft: side === 'left',
    fairwayMissedRight: side === 'right',
    madeGreenInRegulation: true,
    missedGreenShort: false,
    missedGreenLong: false,
    approachDistanceYards: 165,
    teeClub: 'Driver',
    teeEndLatitude: end[1],
    teeEndLongitude: end[0],
  };
}

describe.each(DIRECTIONS)('a hole running $name', ({ bearing }) => {
  const hole = holeRunning(bearing);

  test('the stored flag says right for a ball right of the playing line, left for one left of it', () => {
    const flags = (end: LngLat) =>
      holeStats({
        par: 4,
        score: 4,
        putts: null,
        shots: drive(end),
        pin: hole.pin,
        geometry: { green: null, centerline: hole.centerline },
      });
    expect(flags(hole.right)).toMatchObject({ fairwayMissedRight: true, fairwayMissedLeft: false });
    expect(flags(hole.left)).toMatchObject({ fairwayMissedRight: false, fairwayMissedLeft: true });
  });

  test('a hole map draws the ball right of the line (x > 0) and the pin straight up', () => {
    const at = holePlane(TEE, hole.pin);
    expect(at(hole.right)[0]).toBeGreaterThan(20);
    expect(at(hole.left)[0]).toBeLessThan(-20);
    const [pinX, pinY] = at(hole.pin);
    expect(Math.abs(pinX)).toBeLessThan(0.5);
    expect(pinY).toBeGreaterThan(400);
    // rr: a shot's end; course-plan-report: a tee shot's landing.
    const map = holeMapDiagram({
      title: 'Hole 3',
      caption: [],
      description: '',
      tee: TEE,
      pin: hole.pin,
      shapes: [],
      shots: [{ from: TEE, to: hole.right, putt: false, label: '1' }],
      landings: [hole.left],
    });
    expect(map.shots[0]?.to[0]).toBeGreaterThan(20);
    expect(map.dots.find((d) => d.kind === 'shot')?.at[0]).toBeLessThan(-20);
  });

  test('the course plan draws a flagged miss on the side its plan names', () => {
    const rows = [planRow(hole.right, 'right'), planRow(hole.right, 'right'), planRow(hole.left, 'left')];
    const parts = coursePlanParts({ name: 'Test', city: null, state: null, rounds: 3 }, rows, {
      holes: [
        {
          holeNumber: 3,
          teeLatitude: TEE[1],
          teeLongitude: TEE[0],
          pinLatitude: hole.pin[1],
          pinLongitude: hole.pin[0],
        },
      ],
      shapes: [],
    });
    const map = parts.diagrams[0]?.diagrams[0];
    expect(map?.caption.join(' ')).toContain('miss is right — aim left-centre');
    const xs = (map?.dots ?? []).filter((d) => d.kind === 'shot').map((d) => d.at[0]);
    expect(xs.filter((x) => x > 0)).toHaveLength(2);
    expect(xs.filter((x) => x < 0)).toHaveLength(1);
  });

  test('dispersion measures right as positive, for a tee shot down the line and a shot at the pin', () => {
    const [teeShot] = aimedShots([
      {
        club: 'Driver',
        type: 'Tee',
        par: 4,
        start: TEE,
        end: hole.right,
        pin: hole.pin,
        centerline: hole.centerline,
      },
    ]);
    expect(teeShot?.rightYards).toBeGreaterThan(20);
    const approachStart = destination(TEE, 230, bearing);
    const rightOfPin = destination(hole.pin, 10, bearing + 90);
    expect(pinOffset(approachStart, rightOfPin, hole.pin)?.rightYards).toBeGreaterThan(9);
    expect(
      pinOffset(approachStart, destination(hole.pin, 10, bearing - 90), hole.pin)?.rightYards,
    ).toBeLessThan(-9);
    // The scatter plot puts it right of its centre.
    const parts = dispersionParts(
      [
        {
          club: 'Driver',
          type: 'Tee',
          par: 4,
          startLatitude: TEE[1],
          startLongitude: TEE[0],
          endLatitude: hole.right[1],
          endLongitude: hole.right[0],
          pinLatitude: hole.pin[1],
          pinLongitude: hole.pin[0],
          centerline: null,
        },
      ],
      1,
      'All Time',
    );
    expect(parts.diagrams[0]?.diagrams[0]?.dots[0]?.at[0]).toBeGreaterThan(20);
  });
});
