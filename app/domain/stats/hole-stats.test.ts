import { expect, test } from 'vitest';
import { destination, type LngLat } from '../courses/geo';
import { type HoleStatsInput, holeStats, pinPosition, type StatShot } from './hole-stats';

const ft = (feet: number) => feet / 3;

function shot(
  shotNumber: number,
  startLie: StatShot['startLie'],
  startDistanceYards: number,
  endLie: StatShot['endLie'],
  endDistanceYards: number,
  extra: Partial<StatShot> = {},
): StatShot {
  return {
    shotNumber,
    startLie,
    startDistanceYards,
    endLie,
    endDistanceYards,
    penaltyStrokes: 0,
    start: null,
    end: null,
    ...extra,
  };
}

function hole(par: number, shots: Array<StatShot>, extra: Partial<HoleStatsInput> = {}): HoleStatsInput {
  return { par, score: null, putts: null, shots, pin: null, geometry: null, ...extra };
}

test('birdie with one putt: fairway, green in regulation, one putt, no scrambling chance', () => {
  const stats = holeStats(
    hole(4, [
      shot(1, 'tee', 400, 'fairway', 120),
      shot(2, 'fairway', 120, 'green', ft(20)),
      shot(3, 'green', ft(20), 'holed', 0),
    ]),
  );
  expect(stats).toMatchObject({
    madeBirdie: true,
    madeUnderPar: true,
    madeParOrBetter: true,
    madePar: false,
    madeEagle: false,
    madeOverPar: false,
    fairwayHit: true,
    fairwayMissed: false,
    madeGreenInRegulation: true,
    missedGreenInRegulation: false,
    // No shot has a position: where a miss would have gone is not recorded, so neither is a hit.
    fairwayMissedLeft: null,
    fairwayMissedRight: null,
    missedGreenShort: null,
    missedGreenLong: null,
    approachShortSided: null,
    madeOnePutt: true,
    madeOnePuttOrLess: true,
    puttProximityLessThan5Percent: true,
    puttProximityGreaterThanTwelvePercent: false,
    missedLessThanFourFeetPutts: false,
    madeUpDown: null,
    missedUpDown: null,
    hasSandShot: false,
    madeSandSave: null,
    isPar4: true,
    isPar3: false,
    putts: 1,
    driveDistanceYards: 280,
    firstPuttDistanceFeet: 20,
    madePuttFeet: 20,
  });
  // 20 ft is 6.7 yd, more than 5 % of 120 yd.
  expect(stats.shotToGreenProximityLessThan5Percent).toBe(false);
  expect(stats.approachProximityFeet).toBeCloseTo(20, 10);
  // The compare cards' facts: the approach from 120 yd reached the green; no tee penalty.
  expect(stats).toMatchObject({ approachDistanceYards: 120, approachOnGreen: 1, teePenaltyStrokes: 0 });
  expect(stats.approachStrokesGained).toBeCloseTo(stats.sgApproach ?? Number.NaN, 10);
  expect(stats.sgOffTheTee).toBeCloseTo(0.14, 10);
  expect(stats.sgApproach).toBeCloseTo(-0.02, 10);
  expect(stats.sgPutting).toBeCloseTo(0.87, 10);
});

test('green missed, then up and down with a chip and a putt', () => {
  const stats = holeStats(
    hole(4, [
      shot(1, 'tee', 380, 'fairway', 150),
      shot(2, 'fairway', 150, 'rough', 20),
      shot(3, 'rough', 20, 'green', ft(4)),
      shot(4, 'green', ft(4), 'holed', 0),
    ]),
  );
  expect(stats).toMatchObject({
    madePar: true,
    madeGreenInRegulation: false,
    missedGreenInRegulation: true,
    madeUpDown: true,
    missedUpDown: false,
    missedUpDownLessThan15Yards: false,
    missedUpDown15To25Yards: false,
    missedUpDown25To35Yards: false,
    // 4 ft is 1.3 yd, under 12 % of the 20-yd chip.
    saveProximityGreaterThanTwelvePercent: false,
    madeOnePutt: true,
    hasSandShot: false,
  });
  // Without coordinates the side of a miss is unknown.
  expect(stats.missedGreenShort).toBeNull();
  expect(stats.approachShortSided).toBeNull();
  expect(stats.sgAroundTheGreen).toBeCloseTo(2.59 - 1.14 - 1, 10);
});

test('sand save: up and down from a greenside bunker on a par 3', () => {
  const stats = holeStats(
    hole(3, [
      shot(1, 'tee', 160, 'sand', 15),
      shot(2, 'sand', 15, 'green', ft(6)),
      shot(3, 'green', ft(6), 'holed', 0),
    ]),
  );
  expect(stats).toMatchObject({
    madePar: true,
    isPar3: true,
    fairwayHit: null,
    fairwayMissed: null,
    // Without the hole's playing line its layout is not recorded, a par 3's neither.
    isDoglegLeft: null,
    isDoglegRight: null,
    madeGreenInRegulation: false,
    madeUpDown: true,
    hasSandShot: true,
    madeSandSave: true,
    shotToGreenProximityLessThan5Percent: false,
    missedUpDownLessThan15Yards: false,
  });
  expect(stats.shotStrokesGained?.map((v) => Number(v.toFixed(2)))).toEqual([-0.49, 0.14, 0.34]);
});

test('sand save missed: out of the bunker and two putts', () => {
  const stats = holeStats(
    hole(3, [
      shot(1, 'tee', 170, 'sand', 12),
      shot(2, 'sand', 12, 'green', ft(25)),
      shot(3, 'green', ft(25), 'green', ft(2)),
      shot(4, 'green', ft(2), 'holed', 0),
    ]),
  );
  expect(stats).toMatchObject({
    madeBogey: true,
    hasSandShot: true,
    madeSandSave: false,
    missedUpDown: true,
    missedUpDownLessThan15Yards: true,
    missedUpDown15To25Yards: false,
    saveProximityGreaterThanTwelvePercent: true,
  });
});

test('three-putt: green in regulation, a long lag, a missed 8-footer', () => {
  const stats = holeStats(
    hole(4, [
      shot(1, 'tee', 420, 'fairway', 150),
      shot(2, 'fairway', 150, 'green', ft(40)),
      shot(3, 'green', ft(40), 'green', ft(8)),
      shot(4, 'green', ft(8), 'green', ft(1)),
      shot(5, 'green', ft(1), 'holed', 0),
    ]),
  );
  expect(stats).toMatchObject({
    madeBogey: true,
    madeOverPar: true,
    madeGreenInRegulation: true,
    putts: 3,
    madeOnePuttOrLess: false,
    madeOnePutt: false,
    puttProximityLessThan5Percent: false,
    puttProximityGreaterThanTwelvePercent: true,
    missedFourToTwelveFeetPutts: true,
    missedLessThanFourFeetPutts: false,
    madeUpDown: null,
  });
  expect(stats.madePuttFeet).toBeCloseTo(1, 10);
  expect(stats.totalPuttFeet).toBeCloseTo(49, 10);
});

test('penalty drop: the tee shot in the water costs a stroke and the green is missed', () => {
  const stats = holeStats(
    hole(4, [
      shot(1, 'tee', 400, 'water', 150, { penaltyStrokes: 1 }),
      shot(2, 'rough', 170, 'green', ft(30)),
      shot(3, 'green', ft(30), 'green', ft(2)),
      shot(4, 'green', ft(2), 'holed', 0),
    ]),
  );
  expect(stats).toMatchObject({
    madeBogey: true,
    fairwayHit: false,
    fairwayMissed: true,
    madeGreenInRegulation: false,
    missedUpDown: true,
    // The scramble started 170 yd out: no distance band.
    missedUpDownLessThan15Yards: false,
    missedUpDown25To35Yards: false,
    driveDistanceYards: null,
    putts: 2,
    // The drop's shot from 170 yd is the approach; the tee shot carries the penalty stroke.
    approachDistanceYards: 170,
    approachOnGreen: 1,
    teePenaltyStrokes: 1,
  });
  expect(stats.sgOffTheTee).toBeCloseTo(3.99 - 3.27 - 2, 10);
  const total =
    (stats.sgOffTheTee ?? 0) +
    (stats.sgApproach ?? 0) +
    (stats.sgAroundTheGreen ?? 0) +
    (stats.sgPutting ?? 0);
  expect(total).toBeCloseTo(3.99 - 5, 10);
});

test('holed from off the green: a chip-in is an up and down with no putt', () => {
  const stats = holeStats(
    hole(4, [
      shot(1, 'tee', 390, 'rough', 180),
      shot(2, 'rough', 180, 'fringe', 15),
      shot(3, 'fringe', 15, 'holed', 0),
    ]),
  );
  expect(stats).toMatchObject({
    madeBirdie: true,
    fairwayMissed: true,
    madeGreenInRegulation: false,
    madeUpDown: true,
    putts: 0,
    madeOnePuttOrLess: true,
    madeOnePutt: false,
    puttProximityLessThan5Percent: null,
    firstPuttDistanceFeet: null,
    madePuttFeet: null,
    saveProximityGreaterThanTwelvePercent: false,
  });
  expect(stats.sgPutting).toBe(0);
});

test('holed from the fairway for an eagle is a green in regulation', () => {
  const stats = holeStats(
    hole(4, [shot(1, 'tee', 380, 'fairway', 110), shot(2, 'fairway', 110, 'holed', 0)]),
  );
  expect(stats).toMatchObject({
    madeEagle: true,
    madeBirdie: false,
    madeGreenInRegulation: true,
    shotToGreenProximityLessThan5Percent: true,
    approachProximityFeet: 0,
    madeOnePuttOrLess: true,
  });
});

test('a drive onto the green of a short par 4 is neither a fairway hit nor a miss', () => {
  const stats = holeStats(
    hole(4, [
      shot(1, 'tee', 300, 'green', ft(30)),
      shot(2, 'green', ft(30), 'green', ft(1)),
      shot(3, 'green', ft(1), 'holed', 0),
    ]),
  );
  expect(stats.fairwayHit).toBeNull();
  expect(stats.fairwayMissed).toBeNull();
  expect(stats.madeGreenInRegulation).toBe(true);
});

test('without shots, green in regulation and up and down come from score and putts', () => {
  const gir = holeStats(hole(4, [], { score: 4, putts: 2 }));
  expect(gir).toMatchObject({
    madePar: true,
    madeGreenInRegulation: true,
    madeUpDown: null,
    fairwayHit: null,
  });
  const scramble = holeStats(hole(5, [], { score: 5, putts: 1 }));
  expect(scramble).toMatchObject({ madeGreenInRegulation: false, madeUpDown: true, madeOnePutt: true });
  const unknown = holeStats(hole(3, [], { score: null, putts: null }));
  expect(unknown).toMatchObject({
    madePar: null,
    madeGreenInRegulation: null,
    madeOnePutt: null,
    isPar3: true,
  });
  expect(unknown.sgPutting).toBeNull();
});

// ------------------------------------------------------------------------------------------------
// Geometry: a hole heading due north, a round green 30 m across with its centre 360 m from the tee.
// ------------------------------------------------------------------------------------------------

const TEE: LngLat = [-82.02, 33.5];
const CENTER = destination(TEE, 360, 0);
const GREEN = Array.from({ length: 24 }, (_, i) => destination(CENTER, 15, i * 15));
const straight = { green: GREEN, centerline: [TEE, CENTER] };
const yards = (meters: number) => meters * 1.09361;

test('pin positions by thirds of the green seen from the line of play', () => {
  expect(pinPosition(GREEN, destination(CENTER, 10, 180), TEE)).toMatchObject({
    front: true,
    back: false,
    middle: false,
  });
  expect(pinPosition(GREEN, destination(CENTER, 10, 0), TEE)).toMatchObject({ back: true, front: false });
  expect(pinPosition(GREEN, destination(CENTER, 10, 270), TEE)).toMatchObject({ left: true, right: false });
  expect(pinPosition(GREEN, destination(CENTER, 10, 90), TEE)).toMatchObject({ right: true, left: false });
  expect(pinPosition(GREEN, CENTER, TEE)).toEqual({
    front: false,
    back: false,
    left: false,
    right: false,
    middle: true,
  });
  // Played from the north, the same pin is at the back.
  expect(pinPosition(GREEN, destination(CENTER, 10, 180), destination(CENTER, 300, 0))).toMatchObject({
    back: true,
  });
});

test('a dogleg comes from the bend of the playing line', () => {
  const corner = destination(TEE, 250, 0);
  const right = { green: GREEN, centerline: [TEE, corner, destination(corner, 150, 60)] };
  const left = { green: GREEN, centerline: [TEE, corner, destination(corner, 150, 300)] };
  const shots = [shot(1, 'tee', 400, 'fairway', 150), shot(2, 'fairway', 150, 'holed', 0)];
  expect(holeStats(hole(4, shots, { geometry: right }))).toMatchObject({
    isDoglegRight: true,
    isDoglegLeft: false,
  });
  expect(holeStats(hole(4, shots, { geometry: left }))).toMatchObject({
    isDoglegRight: false,
    isDoglegLeft: true,
  });
  expect(holeStats(hole(4, shots, { geometry: straight }))).toMatchObject({
    isDoglegRight: false,
    isDoglegLeft: false,
  });
  // A par 3 with its playing line is no dogleg, whatever the line's bend.
  expect(holeStats(hole(3, shots, { geometry: right }))).toMatchObject({
    isDoglegRight: false,
    isDoglegLeft: false,
  });
});

test('a missed fairway is left or right of the playing line', () => {
  const pin = destination(CENTER, 5, 180);
  const drive = (bearing: number) =>
    holeStats(
      hole(
        4,
        [
          shot(1, 'tee', yards(355), 'rough', 150, {
            start: TEE,
            end: destination(destination(TEE, 230, 0), 25, bearing),
          }),
          shot(2, 'rough', 150, 'holed', 0),
        ],
        { geometry: straight, pin },
      ),
    );
  expect(drive(270)).toMatchObject({
    fairwayMissed: true,
    fairwayMissedLeft: true,
    fairwayMissedRight: false,
  });
  expect(drive(90)).toMatchObject({
    fairwayMissed: true,
    fairwayMissedLeft: false,
    fairwayMissedRight: true,
  });
  // A hit with its positions is a chance for both sides, missed neither.
  const hit = holeStats(
    hole(
      4,
      [
        shot(1, 'tee', yards(355), 'fairway', 150, { start: TEE, end: destination(TEE, 230, 0) }),
        shot(2, 'fairway', 150, 'holed', 0),
      ],
      { geometry: straight, pin },
    ),
  );
  expect(hit).toMatchObject({ fairwayHit: true, fairwayMissedLeft: false, fairwayMissedRight: false });
});

test('a flag whose input the hole did not record is no chance, whatever the outcome (issue 29)', () => {
  const pin = destination(CENTER, 5, 180);
  // A missed fairway and a missed green, the tracker sending no positions: no side is known.
  const blind = holeStats(
    hole(
      4,
      [
        shot(1, 'tee', yards(355), 'rough', 150),
        shot(2, 'rough', 150, 'sand', 12),
        shot(3, 'sand', 12, 'green', ft(6)),
        shot(4, 'green', ft(6), 'holed', 0),
      ],
      { geometry: straight, pin },
    ),
  );
  expect(blind).toMatchObject({
    fairwayMissed: true,
    fairwayMissedLeft: null,
    fairwayMissedRight: null,
    missedGreenInRegulation: true,
    missedGreenShort: null,
    missedGreenLong: null,
    approachShortSided: null,
    // What the lies and distances decide is still known.
    madeUpDown: true,
    missedUpDown15To25Yards: false,
    hasSandShot: true,
    madeSandSave: true,
    isDoglegLeft: false,
  });
  // A green hit counts for short and long only where the shot onto it has its positions.
  const approachFrom = destination(TEE, 220, 0);
  const onGreen = [
    shot(1, 'tee', yards(355), 'fairway', yards(130), { start: TEE, end: approachFrom }),
    shot(2, 'fairway', yards(130), 'green', ft(20), { start: approachFrom, end: destination(pin, 6, 0) }),
    shot(3, 'green', ft(20), 'holed', 0),
  ];
  expect(holeStats(hole(4, onGreen, { geometry: straight, pin }))).toMatchObject({
    madeGreenInRegulation: true,
    missedGreenShort: false,
    missedGreenLong: false,
    approachShortSided: false,
  });
  const withoutPositions = onGreen.map((s) => ({ ...s, start: null, end: null }));
  expect(holeStats(hole(4, withoutPositions, { geometry: straight, pin }))).toMatchObject({
    madeGreenInRegulation: true,
    missedGreenShort: null,
    missedGreenLong: null,
    approachShortSided: null,
  });
  // Without a hole layout, the pin's place and the dogleg are not known either.
  expect(holeStats(hole(4, withoutPositions))).toMatchObject({
    isDoglegLeft: null,
    isFrontPin: null,
    isMiddlePin: null,
  });
});

test('a missed green is short or long of the hole, and short-sided when missed on the pin side', () => {
  const frontPin = destination(CENTER, 10, 180);
  const approachFrom = destination(TEE, 220, 0);
  const miss = (end: LngLat) =>
    holeStats(
      hole(
        4,
        [
          shot(1, 'tee', yards(355), 'fairway', yards(130), { start: TEE, end: approachFrom }),
          shot(2, 'fairway', yards(130), 'rough', 10, { start: approachFrom, end }),
          shot(3, 'rough', 10, 'holed', 0),
        ],
        { geometry: straight, pin: frontPin },
      ),
    );
  const short = miss(destination(CENTER, 20, 180));
  expect(short).toMatchObject({
    missedGreenShort: true,
    missedGreenLong: false,
    approachShortSided: true,
    isFrontPin: true,
  });
  const long = miss(destination(CENTER, 20, 0));
  expect(long).toMatchObject({ missedGreenShort: false, missedGreenLong: true, approachShortSided: false });
});
