// A scorecard hole's stats (decision 101): what its card states decides the flags where no complete
// shot list does; what it does not state is no chance (null), never a miss.
import { expect, test } from 'vitest';
import { type CardFacts, type HoleStatsInput, holeStats, type StatShot } from './hole-stats';

const NO_CARD: CardFacts = { fairway: null, greenInRegulation: null, sandShots: null, upAndDown: null };

function card(par: number, score: number | null, putts: number | null, facts: Partial<CardFacts> = {}) {
  const input: HoleStatsInput = {
    par,
    score,
    putts,
    shots: [],
    card: { ...NO_CARD, ...facts },
    pin: null,
    geometry: null,
  };
  return holeStats(input);
}

function shot(
  shotNumber: number,
  startLie: StatShot['startLie'],
  startDistanceYards: number,
  endLie: StatShot['endLie'],
  endDistanceYards: number,
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
  };
}

test('a fairway hit on a par 4 or 5 is a hit, and no miss on either side', () => {
  expect(card(4, 4, 2, { fairway: 'hit' })).toMatchObject({
    fairwayHit: true,
    fairwayMissed: false,
    fairwayMissedLeft: false,
    fairwayMissedRight: false,
  });
});

test('a fairway missed left, right, short or long is a miss on its side, or on neither', () => {
  expect(card(5, 6, 2, { fairway: 'left' })).toMatchObject({
    fairwayHit: false,
    fairwayMissedLeft: true,
    fairwayMissedRight: false,
  });
  expect(card(4, 5, 2, { fairway: 'right' })).toMatchObject({
    fairwayMissedLeft: false,
    fairwayMissedRight: true,
  });
  for (const fairway of ['short', 'long'] as const)
    expect(card(4, 5, 2, { fairway })).toMatchObject({
      fairwayHit: false,
      fairwayMissed: true,
      fairwayMissedLeft: false,
      fairwayMissedRight: false,
    });
});

test('no fairway on a par 3, on n.a. or on a card that does not say: no chance, never a miss', () => {
  for (const stats of [card(3, 3, 2, { fairway: 'hit' }), card(4, 4, 2, { fairway: 'n.a.' }), card(4, 4, 2)])
    expect(stats).toMatchObject({
      fairwayHit: null,
      fairwayMissed: null,
      fairwayMissedLeft: null,
      fairwayMissedRight: null,
    });
});

test("the card's green in regulation stands; without it score and putts decide, or an up and down", () => {
  // A putt from the fringe counted as a putt: the card says no green.
  expect(card(4, 4, 2, { greenInRegulation: false })).toMatchObject({
    madeGreenInRegulation: false,
    madeUpDown: true,
  });
  expect(card(4, 5, 3)).toMatchObject({ madeGreenInRegulation: true, madeUpDown: null });
  expect(card(4, 5, 1)).toMatchObject({ madeGreenInRegulation: false, madeUpDown: false });
  // Neither putts nor a green: unknown, and so is the up and down.
  expect(card(4, 4, null)).toMatchObject({ madeGreenInRegulation: null, madeUpDown: null });
  // An up and down on the card is a missed green.
  expect(card(4, 4, null, { upAndDown: true })).toMatchObject({
    madeGreenInRegulation: false,
    missedGreenInRegulation: true,
    madeUpDown: true,
  });
});

test('sand shots and sand saves: out of the bunker and holed in two strokes or fewer', () => {
  expect(card(3, 3, 1, { sandShots: 1 })).toMatchObject({ hasSandShot: true, madeSandSave: true });
  expect(card(3, 4, 2, { sandShots: 1 })).toMatchObject({ hasSandShot: true, madeSandSave: false });
  expect(card(4, 4, 0, { sandShots: 2 })).toMatchObject({ hasSandShot: true, madeSandSave: true });
  expect(card(4, 4, 2, { sandShots: 0 })).toMatchObject({ hasSandShot: false, madeSandSave: null });
  expect(card(4, 4, 2)).toMatchObject({ hasSandShot: null, madeSandSave: null });
  // Sand shots without putts: a bunker hole, its save unknown.
  expect(card(4, 4, null, { sandShots: 1 })).toMatchObject({ hasSandShot: true, madeSandSave: null });
});

test('a card hole has putts and scoring, and nothing that needs its shots', () => {
  const stats = card(4, 3, 1, { fairway: 'hit', greenInRegulation: true });
  expect(stats).toMatchObject({
    madeBirdie: true,
    madeOnePutt: true,
    putts: 1,
    shotToGreenProximityLessThan5Percent: null,
    missedLessThanFourFeetPutts: null,
    driveDistanceYards: null,
    teePenaltyStrokes: null,
    sgPutting: null,
    shotStrokesGained: null,
  });
});

test('shots that do not make the hole are read as its card: no strokes gained, no shot flags', () => {
  const shots = [
    shot(1, 'tee', 400, 'fairway', 150),
    shot(2, 'fairway', 150, 'green', 20 / 3),
    shot(3, 'green', 20 / 3, 'holed', 0),
  ];
  const whole = holeStats({ par: 4, score: null, putts: null, shots, pin: null, geometry: null });
  expect(whole).toMatchObject({ fairwayHit: true, madeGreenInRegulation: true, madeBirdie: true });
  expect(whole.shotStrokesGained).toHaveLength(3);
  // The card says 4 (a shot is missing): the score is the card's, the shots only kept.
  const partial = holeStats({
    par: 4,
    score: 4,
    putts: 2,
    shots,
    shotsComplete: false,
    card: { ...NO_CARD, fairway: 'left' },
    pin: null,
    geometry: null,
  });
  expect(partial).toMatchObject({
    madePar: true,
    madeBirdie: false,
    putts: 2,
    fairwayHit: false,
    fairwayMissedLeft: true,
    madeGreenInRegulation: true,
    hasSandShot: null,
    missedLessThanFourFeetPutts: null,
    sgOffTheTee: null,
    sgPutting: null,
    shotStrokesGained: null,
  });
});

test("a tracked hole's shots decide; its card only places a miss the shots cannot", () => {
  const shots = [
    shot(1, 'tee', 400, 'rough', 150),
    shot(2, 'rough', 150, 'green', 20 / 3),
    shot(3, 'green', 20 / 3, 'green', 1),
    shot(4, 'green', 1, 'holed', 0),
  ];
  const base = { par: 4, score: null, putts: null, shots, pin: null, geometry: null };
  expect(holeStats(base)).toMatchObject({ fairwayHit: false, fairwayMissedLeft: null });
  expect(holeStats({ ...base, card: { ...NO_CARD, fairway: 'left' } })).toMatchObject({
    fairwayHit: false,
    fairwayMissedLeft: true,
    fairwayMissedRight: false,
  });
  // A card that disagrees with the shots on hit or miss places nothing.
  expect(
    holeStats({ ...base, card: { ...NO_CARD, fairway: 'hit', greenInRegulation: false } }),
  ).toMatchObject({
    fairwayHit: false,
    fairwayMissedLeft: null,
    madeGreenInRegulation: true,
  });
});
