import { expect, test } from 'vitest';
import { destination, distanceMeters, type LngLat } from '../courses/geo';
import {
  buildMapRounds,
  holeHasPositions,
  INITIAL_VIEW,
  type MapRoundsRows,
  mapHoleData,
  nextView,
  onlyHoles,
  proximityRadii,
  shotRows,
  yardageMarker,
} from './shot-map';

const PIN: LngLat = [-97.7, 30.2];

test('spec 2 §9: yardage markers show feet under 30 ft to the pin (3.28084 ft per metre)', () => {
  expect(yardageMarker(3)).toEqual({ value: 10, unit: 'ft', text: '10 ft' });
  expect(yardageMarker(9)).toEqual({ value: 30, unit: 'ft', text: '30 ft' });
});

test('spec 2 §9: from 30 ft on, yardage markers show yards (1.09361 yd per metre)', () => {
  expect(yardageMarker(9.2)).toEqual({ value: 10, unit: 'yds', text: '10 yds' });
  expect(yardageMarker(100)).toEqual({ value: 109, unit: 'yds', text: '109 yds' });
});

test('spec 2 §9: proximity circles at 5 % and 12 % of the distance from the shot to the pin', () => {
  const from = destination(PIN, 200, 180);
  const [five, twelve] = proximityRadii(from, PIN);
  const distance = distanceMeters(from, PIN);
  expect(five).toBeCloseTo(distance * 0.05, 6);
  expect(twelve).toBeCloseTo(distance * 0.12, 6);
  expect(five).toBeCloseTo(10, 0);
});

test('spec 2 §4: dragging or the wheel sets free zoom and keeps the focused shot', () => {
  expect(nextView(INITIAL_VIEW, { type: 'drag' })).toEqual({ mode: 'free', focusedShot: null });
  expect(nextView({ mode: 'free', focusedShot: 2 }, { type: 'drag' })).toEqual({
    mode: 'free',
    focusedShot: 2,
  });
});

test('spec 2 §4: choosing a shot sets free zoom and focuses that shot', () => {
  expect(nextView({ mode: 'green', focusedShot: null }, { type: 'choose-shot', shotNumber: 3 })).toEqual({
    mode: 'free',
    focusedShot: 3,
  });
});

test('spec 2 §4: hole or green view resets the focused shot', () => {
  expect(nextView({ mode: 'free', focusedShot: 3 }, { type: 'green' })).toEqual({
    mode: 'green',
    focusedShot: null,
  });
  expect(nextView({ mode: 'free', focusedShot: 3 }, { type: 'hole' })).toEqual({
    mode: 'hole',
    focusedShot: null,
  });
});

test('spec 2 §4: navigating rounds or holes switches free back to hole; green stays green', () => {
  expect(nextView({ mode: 'free', focusedShot: 1 }, { type: 'navigate' })).toEqual(INITIAL_VIEW);
  expect(nextView({ mode: 'green', focusedShot: null }, { type: 'navigate' })).toEqual({
    mode: 'green',
    focusedShot: null,
  });
});

function rows(): MapRoundsRows {
  const hole = (roundId: number, holeNumber: number, pin: boolean) => ({
    roundId,
    holeNumber,
    courseHoleNumber: holeNumber,
    par: 4,
    yards: 400,
    score: 5,
    putts: 2,
    excluded: false,
    shotsIncomplete: false,
    pinLatitude: pin ? 30.21 : null,
    pinLongitude: pin ? -97.71 : null,
    fairwayHit: true,
    fairwayMissed: false,
    madeGreenInRegulation: false,
    madeUpDown: null,
    missedUpDown: null,
  });
  return {
    rounds: [
      {
        id: 1,
        courseId: 7,
        courseName: 'Pines',
        playedOn: '2026-05-03',
        tournamentId: null,
        tournamentName: null,
        holeCount: 18,
        inProgress: false,
      },
      {
        id: 2,
        courseId: 7,
        courseName: 'Pines',
        playedOn: '2026-04-03',
        tournamentId: 9,
        tournamentName: 'Open',
        holeCount: 18,
        inProgress: false,
      },
    ],
    holes: [hole(1, 1, true), hole(1, 2, false)],
    shots: [
      {
        roundId: 1,
        holeNumber: 1,
        shotNumber: 1,
        type: 'Tee',
        startLie: 'tee',
        endLie: 'fairway',
        startDistanceYards: 400,
        endDistanceYards: 150,
        penaltyStrokes: 0,
        strokesGained: 0.1234,
        penalties: null,
        reliefType: null,
        reliefReason: null,
        reliefFromLie: null,
        reliefFromDistanceYards: null,
        provisional: false,
        startLatitude: 30.2,
        startLongitude: -97.7,
        endLatitude: 30.205,
        endLongitude: -97.705,
      },
      {
        roundId: 1,
        holeNumber: 1,
        shotNumber: 2,
        type: 'Putt',
        startLie: 'green',
        endLie: 'holed',
        startDistanceYards: 8,
        endDistanceYards: 0,
        penaltyStrokes: 1,
        strokesGained: null,
        penalties: '[{"kind":"rules-breach","strokes":1}]',
        reliefType: 'free',
        reliefReason: 'abnormal-course-condition',
        reliefFromLie: 'green',
        reliefFromDistanceYards: 9,
        provisional: false,
        startLatitude: null,
        startLongitude: null,
        endLatitude: null,
        endLongitude: null,
      },
    ],
    courseHoles: [
      {
        courseId: 7,
        holeNumber: 2,
        teeLatitude: 30.3,
        teeLongitude: -97.8,
        pinLatitude: null,
        pinLongitude: null,
      },
    ],
    shapes: [
      { courseId: 7, holeNumber: 1, kind: 'green', points: '-97.71 30.21,-97.711 30.21,-97.711 30.211' },
      { courseId: 7, holeNumber: 1, kind: 'bunker', points: '-97.71 30.21,-97.711 30.21' },
    ],
  };
}

test('spec 2 §3/§5: map rounds keep only rounds with hole data; a hole needs a tee and a pin for coordinates', () => {
  const { rounds, courses } = buildMapRounds(rows());
  expect(rounds.map((r) => r.golfRoundId)).toEqual([1]);
  const [round] = rounds;
  expect(round).toMatchObject({
    golfCourseId: 7,
    golfCourseName: 'Pines',
    label: '05/03/26 Pines',
    groupKey: 'course-7',
  });
  // Hole 1: no course tee, so the first shot's start; the round's pin.
  expect(round?.holes[0]).toMatchObject({
    roundHoleNumber: 1,
    scoreToPar: 1,
    lengthYards: 400,
    coordinates: { tee: [-97.7, 30.2], pin: [-97.71, 30.21] },
    stats: { fairwayHit: true, puttCount: 2 },
  });
  expect(round?.holes[0]?.shots.map((s) => [s.type, s.end])).toEqual([
    ['Tee', [-97.705, 30.205]],
    ['Putt', null],
  ]);
  // Hole 2: a course tee but no pin anywhere.
  expect(round?.holes[1]?.coordinates).toBeNull();
  // The bunker of two points is not a polygon.
  expect(courses).toEqual([
    { golfCourseId: 7, holes: [{ holeNumber: 1, shapes: [{ kind: 'green', points: expect.any(Array) }] }] },
  ]);
});

test('the viewer can be narrowed to some holes; rounds without any of them drop out', () => {
  const { rounds } = buildMapRounds(rows());
  expect(onlyHoles(rounds, [{ roundId: 1, holeNumber: 2 }])[0]?.holes.map((h) => h.roundHoleNumber)).toEqual([
    2,
  ]);
  expect(onlyHoles(rounds, [{ roundId: 5, holeNumber: 2 }])).toEqual([]);
  expect(onlyHoles(rounds, null)).toHaveLength(1);
});

test('a hole on the map: its course polygons, the round tee and pin, turned to play upwards', () => {
  const { rounds, courses } = buildMapRounds(rows());
  const [round] = rounds;
  const [hole] = round?.holes ?? [];
  if (!round || !hole) throw new Error('no hole');
  const map = mapHoleData(courses, round, hole);
  expect(map).toMatchObject({ holeNumber: 1, tee: [-97.7, 30.2], pin: [-97.71, 30.21], targets: [] });
  expect(map.shapes.map((s) => s.kind)).toEqual(['green']);
  // North-west from the tee to the pin.
  expect(map.bearing).toBeGreaterThan(270);
  expect(map.bearing).toBeLessThan(360);
  // A hole without coordinates is shown north-up.
  expect(mapHoleData(courses, round, { ...hole, coordinates: null }).bearing).toBe(0);
});

test('unfinished rounds are left out of map rounds and named, unless included and then marked', () => {
  const base = rows();
  const open = { ...base, rounds: base.rounds.map((r) => (r.id === 1 ? { ...r, inProgress: true } : r)) };
  const out = buildMapRounds(open);
  expect(out.rounds).toEqual([]);
  expect(out.unfinished).toEqual([1]);
  expect(out.courses).toEqual([
    { golfCourseId: 7, holes: [{ holeNumber: 1, shapes: [{ kind: 'green', points: expect.any(Array) }] }] },
  ]);
  const included = buildMapRounds(open, { includeUnfinished: true });
  expect(included.unfinished).toEqual([]);
  expect(included.rounds[0]?.unfinished).toBe('Unfinished · 2 of 18 holes');
  expect(buildMapRounds(base).rounds[0]?.unfinished).toBeNull();
});

test('a shot list row: lies, distances before and after (feet on the green), strokes gained', () => {
  const { rounds } = buildMapRounds(rows(), { strokesGained: true });
  const hole = rounds[0]?.holes[0];
  if (!hole) throw new Error('no hole');
  expect(shotRows(hole)).toEqual([
    {
      shotNumber: 1,
      type: 'Tee',
      lies: 'Tee → Fairway',
      before: '400 yds',
      after: '150 yds',
      note: null,
      strokesGained: '+0.12',
      positioned: true,
    },
    {
      shotNumber: 2,
      type: 'Putt',
      lies: 'Green → Holed (+1 penalty stroke: breach of a Rule)',
      note: 'After free relief for an abnormal course condition (Rule 16.1), from Green 27 ft',
      before: '24 ft',
      after: 'Holed',
      strokesGained: '–',
      positioned: false,
    },
  ]);
  expect(holeHasPositions(hole)).toBe(true);
  expect(
    holeHasPositions({ ...hole, shots: hole.shots.map((s) => ({ ...s, start: null, end: null })) }),
  ).toBe(false);
  // Without the stats shared, no strokes gained reaches the answer at all.
  const hidden = buildMapRounds(rows()).rounds[0]?.holes[0]?.shots[0];
  expect(hidden && 'strokesGained' in hidden).toBe(false);
  // The Rules records travel only where a shot has them (decision 111).
  expect(hidden && ('penalties' in hidden || 'relief' in hidden || 'provisional' in hidden)).toBe(false);
  expect(hole.shots[1]).toMatchObject({
    penalties: [{ kind: 'rules-breach', strokes: 1 }],
    relief: { type: 'free', reason: 'abnormal-course-condition', fromLie: 'green', fromDistanceYards: 9 },
  });
  expect(shotRows(buildMapRounds(rows()).rounds[0]?.holes[0] ?? hole)[0]?.strokesGained).toBeNull();
});
