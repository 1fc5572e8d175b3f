import { expect, test } from 'vitest';
import {
  hasEnoughRoundsForStats,
  isCompleted,
  isFullEighteen,
  latestCompleted,
  parTypeAverages,
  type RoundTotals,
  roundStrokesGained,
  roundsInRange,
  selectionStats,
} from './round-stats';

let nextId = 1;

function summary(overrides: Partial<RoundTotals> = {}): RoundTotals {
  const id = nextId++;
  const playedOn = overrides.playedOn ?? '2026-06-01';
  return {
    id,
    playedOn,
    startedAt: `${playedOn}T09:00:00`,
    holeCount: 18,
    holesPlayed: 18,
    inProgress: false,
    playedInSimulator: false,
    score: 74,
    par: 72,
    birdies: 2,
    putts: 31,
    puttHoles: 18,
    fairways: 8,
    fairwayChances: 14,
    greens: 10,
    greenChances: 18,
    upDowns: 4,
    upDownChances: 8,
    par3Score: 13,
    par3Holes: 4,
    par4Score: 42,
    par4Holes: 10,
    par5Score: 19,
    par5Holes: 4,
    doubles: 1,
    onePutts: 5,
    holeYards: 6500,
    firstPuttFeet: 360,
    firstPutts: 18,
    sgOffTheTee: 0.5,
    sgApproach: -1.5,
    sgAroundTheGreen: 0.25,
    sgPutting: -0.75,
    sgHoles: 18,
    ...overrides,
  };
}

test('a round counts once it is finished and has a score', () => {
  expect(isCompleted(summary())).toBe(true);
  expect(isCompleted(summary({ inProgress: true }))).toBe(false);
  expect(isCompleted(summary({ holesPlayed: 0 }))).toBe(false);
  expect(isCompleted(summary({ score: null }))).toBe(false);
  expect(isFullEighteen(summary({ holeCount: 9, holesPlayed: 9 }))).toBe(false);
  expect(isFullEighteen(summary({ holesPlayed: 17 }))).toBe(false);
});

test('season aggregates: scoring average from 18-hole rounds, rates from every completed round', () => {
  const stats = selectionStats(
    roundsInRange(
      [
        summary({ score: 70, par: 72, birdies: 5, putts: 28 }),
        summary({ score: 76, par: 72, birdies: 1, putts: 32 }),
        // A 9-hole round counts as half a round for the per-round figures, not in the scoring average.
        summary({
          holeCount: 9,
          holesPlayed: 9,
          score: 40,
          par: 36,
          birdies: 0,
          putts: 15,
          puttHoles: 9,
          fairways: 3,
          fairwayChances: 7,
          greens: 3,
          greenChances: 9,
          upDowns: 2,
          upDownChances: 6,
        }),
        // Not finished: counts nowhere.
        summary({ inProgress: true, holesPlayed: 5, score: 30, birdies: 4 }),
      ],
      null,
    ),
  );
  expect(stats.roundsPlayed).toBe(3);
  expect(stats.scoringAverage).toBe(73);
  expect(stats.averageToPar).toBe(1);
  expect(stats.birdiesPerRound).toBeCloseTo((6 / 45) * 18);
  expect(stats.puttsPerRound).toBeCloseTo((75 / 45) * 18);
  expect(stats.fairways).toEqual({ made: 19, chances: 35 });
  expect(stats.greens).toEqual({ made: 23, chances: 45 });
  expect(stats.upDowns).toEqual({ made: 10, chances: 22 });
});

test('season aggregates within a date range (spec 3 §3: Last 12 Months)', () => {
  const rounds = [
    summary({ playedOn: '2025-11-21', score: 90 }),
    summary({ playedOn: '2025-11-22', score: 70 }),
  ];
  const stats = selectionStats(roundsInRange(rounds, { start: '2025-11-22', end: '2026-11-22' }));
  expect(stats.roundsPlayed).toBe(1);
  expect(stats.scoringAverage).toBe(70);
});

test('no rounds: empty aggregates', () => {
  const stats = selectionStats([]);
  expect(stats).toMatchObject({
    roundsPlayed: 0,
    scoringAverage: null,
    averageToPar: null,
    birdiesPerRound: null,
    puttsPerRound: null,
  });
});

test('putts per round use only holes with putts recorded', () => {
  const stats = selectionStats([summary({ putts: 15, puttHoles: 9 })]);
  expect(stats.puttsPerRound).toBe(30);
});

test('a selection of 9-hole rounds only: per round means per 9 holes', () => {
  const nine = { holeCount: 9, holesPlayed: 9, score: 40, par: 36, putts: 16, puttHoles: 9, sgHoles: 9 };
  const stats = selectionStats([summary(nine), summary({ ...nine, score: 38 })]);
  expect(stats.roundHoles).toBe(9);
  expect(stats.scoringAverage).toBe(39);
  expect(stats.puttsPerRound).toBe(16);
});

test('strokes gained per round: per category over the holes with shots, total their sum', () => {
  const stats = selectionStats([
    summary(),
    // Half the holes recorded shot by shot: its sums weigh for 9 holes.
    summary({ sgOffTheTee: 1, sgApproach: 0, sgAroundTheGreen: 0, sgPutting: -0.5, sgHoles: 9 }),
    summary({ sgHoles: 0, sgOffTheTee: 0, sgApproach: 0, sgAroundTheGreen: 0, sgPutting: 0 }),
  ]);
  expect(stats.strokesGained).toEqual({
    offTheTee: 1,
    approach: -1,
    aroundTheGreen: expect.closeTo(0.1667, 4),
    putting: -0.8333,
    total: -0.6667,
  });
  expect(roundStrokesGained(summary())).toEqual({
    offTheTee: 0.5,
    approach: -1.5,
    aroundTheGreen: 0.25,
    putting: -0.75,
    total: -1.5,
  });
  expect(roundStrokesGained(summary({ sgHoles: 0 }))).toBeNull();
  expect(selectionStats([summary({ sgHoles: 0 })]).strokesGained).toBeNull();
});

test('rounds summed in groups of alike rounds give the statistics of the rounds themselves', () => {
  const a = summary({ score: 70, par: 72, birdies: 4, putts: 30, sgPutting: 0.5 });
  const b = summary({ score: 76, par: 72, birdies: 1, putts: 33, sgPutting: -1 });
  const nine = summary({ holeCount: 9, holesPlayed: 9, score: 38, par: 36, putts: 16, puttHoles: 9 });
  const grouped = {
    ...a,
    rounds: 2,
    score: 146,
    par: 144,
    birdies: 5,
    putts: 63,
    puttHoles: 36,
    fairways: 16,
    fairwayChances: 28,
    greens: 20,
    greenChances: 36,
    upDowns: 8,
    upDownChances: 16,
    doubles: 2,
    onePutts: 10,
    holeYards: 13_000,
    firstPuttFeet: 720,
    firstPutts: 36,
    sgOffTheTee: 1,
    sgApproach: -3,
    sgAroundTheGreen: 0.5,
    sgPutting: -0.5,
    sgHoles: 36,
  };
  expect(selectionStats([grouped, nine])).toEqual(selectionStats([a, b, nine]));
});

test('par 3, 4 and 5 scoring averages over the rounds', () => {
  const averages = parTypeAverages([
    summary({ par3Score: 12, par3Holes: 4, par4Score: 44, par4Holes: 10, par5Score: 18, par5Holes: 4 }),
    summary({ par3Score: 14, par3Holes: 4, par4Score: 40, par4Holes: 10, par5Score: 20, par5Holes: 4 }),
  ]);
  expect(averages).toEqual([
    { par: 3, holes: 8, average: 3.25, toPar: 0.25 },
    { par: 4, holes: 20, average: 4.2, toPar: expect.closeTo(0.2) },
    { par: 5, holes: 8, average: 4.75, toPar: -0.25 },
  ]);
  expect(parTypeAverages([])[0]).toEqual({ par: 3, holes: 0, average: null, toPar: null });
});

test('the latest completed rounds, newest first', () => {
  const a = summary({ playedOn: '2026-01-01' });
  const b = summary({ playedOn: '2026-03-01' });
  const c = summary({ playedOn: '2026-02-01', inProgress: true });
  const d = summary({ playedOn: '2026-03-01', startedAt: '2026-03-01T15:00:00' });
  expect(latestCompleted([a, b, c, d], 2).map((r) => r.id)).toEqual([d.id, b.id]);
});

test('spec 2 §1: compare stats need at least 2 rounds', () => {
  expect(hasEnoughRoundsForStats({ roundsPlayed: 1 })).toBe(false);
  expect(hasEnoughRoundsForStats({ roundsPlayed: 2 })).toBe(true);
});
