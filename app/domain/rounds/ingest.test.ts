// POST /api/v1/rounds by the Rules of Golf (decision 031): each legal case is one hole, checked by the
// schema, then derived as the ingest stores it, its flags and strokes gained against numbers worked
// out by hand from the Broadie baseline (app/domain/stats/data/strokes-gained-baseline.ts).
import { describe, expect, test } from 'vitest';
import { resolvedEndLie } from './ingest';
import { accepted, firstHoleStats, oneHole, refused, type ShotBody } from './ingest-test-support';

function shot(
  startLie: ShotBody['startLie'],
  distanceBefore: number,
  endLie: ShotBody['endLie'],
  distanceAfter: number,
  penaltyStrokes = 0,
): Omit<ShotBody, 'number'> {
  return { startLie, distanceBefore, endLie, distanceAfter, penaltyStrokes };
}

function expectEach(actual: Array<number>, expected: Array<number>) {
  expect(actual).toHaveLength(expected.length);
  for (const [i, value] of expected.entries()) expect(actual[i]).toBeCloseTo(value, 10);
}

describe('accepted, with flags and strokes gained by hand', () => {
  test('a ball played as it lies from a penalty area, having gone in there without a penalty', () => {
    // Par 4, 400 yd: drive into the penalty area 150 yd out, played from the water to 20 yd in the
    // rough, chipped to 6 ft, one putt. 4 strokes, no penalty.
    const round = accepted(
      oneHole(4, [
        shot('tee', 400, 'water', 150),
        shot('water', 150, 'rough', 20),
        shot('rough', 20, 'green', 6),
        shot('green', 6, 'holed', 0),
      ]),
    );
    const { stats, perShot, sum, categories } = firstHoleStats(round);
    expect(stats).toMatchObject({
      madePar: true,
      putts: 1,
      madeOnePutt: true,
      fairwayHit: false,
      fairwayMissed: true,
      madeGreenInRegulation: false,
      madeUpDown: true,
      // The ball stayed in play: the drive measures 400 − 150, the approach from the water 20 yd left.
      driveDistanceYards: 250,
      approachProximityFeet: 60,
      shotToGreenProximityLessThan5Percent: false,
    });
    // E: tee 400 = 3.99; from the water 150 yd reads the recovery column, (3.80 + 3.81) / 2 = 3.805;
    // rough 20 = 2.59; 6 ft = 1.34.
    const expected = [3.99 - 3.805 - 1, 3.805 - 2.59 - 1, 2.59 - 1.34 - 1, 1.34 - 1];
    expectEach(perShot, expected);
    expect(stats.sgOffTheTee).toBeCloseTo(-0.815, 10);
    expect(stats.sgApproach).toBeCloseTo(0.215, 10);
    expect(stats.sgAroundTheGreen).toBeCloseTo(0.25, 10);
    expect(stats.sgPutting).toBeCloseTo(0.34, 10);
    expect(sum).toBeCloseTo(3.99 - 4, 10);
    expect(categories).toBeCloseTo(3.99 - 4, 10);
  });

  test('relief from a penalty area costs a stroke, which is never a putt', () => {
    // Par 3, 170 yd: tee shot into the water, a drop in the rough 40 yd out (1 penalty stroke), on to
    // 10 ft, one putt. 4 strokes; the hole's putts are 1.
    const round = accepted(
      oneHole(
        3,
        [shot('tee', 170, 'water', 10, 1), shot('rough', 40, 'green', 10), shot('green', 10, 'holed', 0)],
        { score: 4, putts: 1 },
      ),
    );
    const { stats, perShot, sum } = firstHoleStats(round);
    expect(stats).toMatchObject({
      madeBogey: true,
      putts: 1,
      fairwayHit: null,
      madeGreenInRegulation: false,
      madeUpDown: false,
      // The scramble starts 40 yd out: beyond every missed up-and-down band.
      missedUpDownLessThan15Yards: false,
      missedUpDown15To25Yards: false,
      missedUpDown25To35Yards: false,
    });
    // E: tee 170 = (2.99 + 3.05) / 2 = 3.02; rough 40 = 2.78; 10 ft = 1.61.
    const expected = [3.02 - 2.78 - 1 - 1, 2.78 - 1.61 - 1, 1.61 - 1];
    expectEach(perShot, expected);
    expect(stats.sgApproach).toBeCloseTo(-1.59, 10);
    expect(stats.sgPutting).toBeCloseTo(0.61, 10);
    expect(stats.sgOffTheTee).toBeCloseTo(0, 10);
    expect(sum).toBeCloseTo(3.02 - 4, 10);
  });

  test('stroke and distance: the tee again after an unplayable drive recorded in the trees', () => {
    // Par 4, 400 yd: drive into the trees 160 yd out, declared unplayable, replayed from the tee
    // (1 penalty stroke) to the fairway 130 yd out, on to 15 ft, two putts. 6 strokes.
    const round = accepted(
      oneHole(4, [
        shot('tee', 400, 'recovery', 160, 1),
        shot('tee', 400, 'fairway', 130),
        shot('fairway', 130, 'green', 15),
        shot('green', 15, 'green', 2),
        shot('green', 2, 'holed', 0),
      ]),
    );
    expect(round.holes[0]?.shots[0]?.endLie).toBe('recovery');
    const { stats, perShot, sum, categories } = firstHoleStats(round);
    expect(stats).toMatchObject({
      madeDoubleBogeyOrHigher: true,
      putts: 2,
      // One fairway chance a hole: the first drive missed it.
      fairwayHit: false,
      madeGreenInRegulation: false,
      madeUpDown: false,
      // Measured on the drive that stayed in play, and the approach is the shot from 130 yd: 5 yd
      // left is within 5 % of 130 (6.5 yd).
      driveDistanceYards: 270,
      approachProximityFeet: 15,
      shotToGreenProximityLessThan5Percent: true,
    });
    // E: tee 400 = 3.99; fairway 130 = (2.85 + 2.91) / 2 = 2.88; 15 ft = 1.78; 2 ft = 1.01.
    const expected = [3.99 - 3.99 - 1 - 1, 3.99 - 2.88 - 1, 2.88 - 1.78 - 1, 1.78 - 1.01 - 1, 1.01 - 1];
    expectEach(perShot, expected);
    // The replayed drive is a tee shot too: off the tee.
    expect(stats.sgOffTheTee).toBeCloseTo(-2 + 0.11, 10);
    expect(stats.sgApproach).toBeCloseTo(0.1, 10);
    expect(stats.sgPutting).toBeCloseTo(-0.22, 10);
    expect(sum).toBeCloseTo(3.99 - 6, 10);
    expect(categories).toBeCloseTo(3.99 - 6, 10);
  });

  test('unknown end lies take the next start lie, the unit of the distance with it', () => {
    // Par 5, 520 yd: drive to 250 yd, then to a greenside bunker 30 yd out, splash to 8 ft, one putt;
    // the tracker could not classify where the first three shots ended.
    const round = accepted(
      oneHole(5, [
        shot('tee', 520, 'unknown', 250),
        shot('rough', 250, 'unknown', 30),
        shot('sand', 30, 'unknown', 8),
        shot('green', 8, 'holed', 0),
      ]),
    );
    expect(round.holes[0]?.shots.map((s) => s.endLie)).toEqual(['rough', 'sand', 'green', 'holed']);
    const { stats, perShot, sum } = firstHoleStats(round);
    expect(stats).toMatchObject({
      madeBirdie: true,
      putts: 1,
      fairwayHit: false,
      madeGreenInRegulation: true,
      madeUpDown: null,
      hasSandShot: true,
      madeSandSave: true,
      driveDistanceYards: 270,
      approachProximityFeet: 90,
      firstPuttDistanceFeet: 8,
    });
    // E: tee 520 = 4.54; rough 250 = (3.64 + 3.74) / 2 = 3.69; sand 30 = 2.66; 8 ft = 1.50.
    const expected = [4.54 - 3.69 - 1, 3.69 - 2.66 - 1, 2.66 - 1.5 - 1, 1.5 - 1];
    expectEach(perShot, expected);
    expect(stats.sgAroundTheGreen).toBeCloseTo(0.16, 10);
    expect(sum).toBeCloseTo(4.54 - 4, 10);
  });

  test('an unknown end lie before relief or a replay is a ball out of play', () => {
    expect(resolvedEndLie({ endLie: 'unknown', penaltyStrokes: 1 }, { startLie: 'tee' })).toBe('penalty');
    expect(resolvedEndLie({ endLie: 'unknown', penaltyStrokes: 1 }, { startLie: 'fairway' })).toBe('penalty');
    expect(resolvedEndLie({ endLie: 'unknown', penaltyStrokes: 1 }, { startLie: 'water' })).toBe('water');
    expect(resolvedEndLie({ endLie: 'unknown', penaltyStrokes: 0 }, { startLie: 'water' })).toBe('water');
    expect(resolvedEndLie({ endLie: 'rough', penaltyStrokes: 1 }, { startLie: 'tee' })).toBe('rough');
    // A lost drive replayed from the tee: no fairway, no measured drive.
    const round = accepted(
      oneHole(4, [
        shot('tee', 400, 'unknown', 140, 1),
        shot('tee', 400, 'fairway', 150),
        shot('fairway', 150, 'green', 30),
        shot('green', 30, 'green', 3),
        shot('green', 3, 'holed', 0),
      ]),
    );
    expect(round.holes[0]?.shots[0]?.endLie).toBe('penalty');
    const { stats, sum } = firstHoleStats(round);
    expect(stats).toMatchObject({ fairwayHit: false, driveDistanceYards: 250, putts: 2 });
    expect(sum).toBeCloseTo(3.99 - 6, 10);
  });
});

describe('refused, naming the shot and the rule', () => {
  test('a ball lost or out of bounds without a penalty stroke', () => {
    expect(
      refused(
        oneHole(3, [
          shot('tee', 170, 'penalty', 0),
          shot('tee', 170, 'green', 10),
          shot('green', 10, 'holed', 0),
        ]),
      ),
    ).toEqual([
      {
        path: 'holes[0].shots[1].startLie',
        message:
          'Shot 2 starts on the tee again, which only a stroke-and-distance replay does, and shot 1 before it carries no penalty stroke.',
      },
    ]);
    expect(
      refused(
        oneHole(3, [
          shot('tee', 170, 'penalty', 0),
          shot('rough', 40, 'green', 10),
          shot('green', 10, 'holed', 0),
        ]),
      ),
    ).toEqual([
      {
        path: 'holes[0].shots[0].penaltyStrokes',
        message:
          'Shot 1 ends lost, out of bounds or unplayable (end lie penalty), which costs at least 1 penalty stroke.',
      },
    ]);
  });

  test('the tee again after a shot without a penalty stroke, also after an unknown end lie', () => {
    for (const endLie of ['rough', 'unknown'] as const) {
      expect(
        refused(
          oneHole(4, [
            shot('tee', 400, endLie, 160),
            shot('tee', 400, 'green', 20),
            shot('green', 20, 'holed', 0),
          ]),
        ),
      ).toEqual([
        {
          path: 'holes[0].shots[1].startLie',
          message:
            'Shot 2 starts on the tee again, which only a stroke-and-distance replay does, and shot 1 before it carries no penalty stroke.',
        },
      ]);
    }
  });

  test('an unknown end lie on the last shot, a first shot from the water, a putt count with a penalty', () => {
    expect(
      refused(oneHole(3, [shot('tee', 170, 'green', 10), shot('green', 10, 'unknown', 0)], { score: 3 })),
    ).toEqual([
      {
        path: 'holes[0].shots[1].endLie',
        message: 'Shot 2 is the last shot sent: its end lie cannot be unknown.',
      },
    ]);
    // Not the whole hole (decision 101): kept as sent with its score, refused without one.
    expect(refused(oneHole(3, [shot('water', 170, 'green', 10), shot('green', 10, 'holed', 0)]))).toEqual([
      {
        path: 'holes[0].score',
        message:
          'These shots do not make the whole hole (numbered from 1 on the tee, the last one holed): send its score.',
      },
    ]);
    expect(
      refused(
        oneHole(
          3,
          [shot('tee', 170, 'water', 10, 1), shot('rough', 40, 'green', 10), shot('green', 10, 'holed', 0)],
          { putts: 2 },
        ),
      ),
    ).toEqual([{ path: 'holes[0].putts', message: 'The putts 2 do not match the shots: 1 from the green.' }]);
  });

  test('a lie the API does not know, and a holed shot before the last', () => {
    const unknownLie = { ...shot('green', 10, 'holed', 0), startLie: 'penalty-area' as 'green' };
    expect(refused(oneHole(3, [shot('tee', 170, 'green', 10), unknownLie]))).toEqual([
      {
        path: 'holes[0].shots[1].startLie',
        message:
          'The start lie is one of tee, fairway, rough, sand, recovery, fringe, green, water, drop-zone, unknown.',
      },
    ]);
    expect(
      refused(
        oneHole(4, [
          shot('tee', 400, 'holed', 0),
          shot('fairway', 100, 'green', 10),
          shot('green', 10, 'holed', 0),
        ]),
      ),
    ).toEqual([{ path: 'holes[0].shots[0].endLie', message: 'Only the last shot of a hole can be holed.' }]);
  });
});
