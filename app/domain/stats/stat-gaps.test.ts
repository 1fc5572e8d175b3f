import { expect, test } from 'vitest';
import { type HoleStatsInput, holeStats, type StatShot } from './hole-stats';
import { countFlags, NOT_RECORDED, statOf } from './stat-catalogue';
import { flagGapReason, gapReason, inputRecorded, namedGapReason } from './stat-gaps';

function shot(
  n: number,
  startLie: StatShot['startLie'],
  from: number,
  endLie: StatShot['endLie'],
  to: number,
) {
  return {
    shotNumber: n,
    startLie,
    startDistanceYards: from,
    endLie,
    endDistanceYards: to,
    penaltyStrokes: 0,
    start: null,
    end: null,
  } satisfies StatShot;
}

// A par 4 missed left of the fairway and short of the green, sent without positions.
const blindHole: HoleStatsInput = {
  par: 4,
  score: null,
  putts: null,
  pin: null,
  geometry: null,
  shots: [
    shot(1, 'tee', 400, 'rough', 160),
    shot(2, 'rough', 160, 'rough', 20),
    shot(3, 'rough', 20, 'green', 3),
    shot(4, 'green', 3, 'holed', 0),
  ],
};

test('a stat the rounds never recorded gives the NOT_RECORDED reason, not 0 %', () => {
  const counts = countFlags([holeStats(blindHole), holeStats(blindHole)]);
  expect(counts.fairwayMissedLeft).toEqual({ successes: 0, opportunities: 0 });
  const opportunities = (flag: keyof typeof counts) => counts[flag].opportunities;
  expect(inputRecorded('positions', opportunities)).toBe(false);
  expect(inputRecorded('shots', opportunities)).toBe(true);
  expect(flagGapReason('fairwayMissedLeft', opportunities)).toBe(NOT_RECORDED.positions);
  // Recorded, but no chance came up: no bunker shot, so no sand save to count.
  expect(flagGapReason('madeSandSave', opportunities)).toBe('No bunker holes in these rounds.');
});

test('a screen that cannot tell says both in one sentence', () => {
  expect(gapReason(statOf('madeUpDown'), null)).toBe(
    'No missed greens counted in these rounds: none came up, or the rounds did not record putts per hole.',
  );
  expect(inputRecorded('positions', () => undefined)).toBeNull();
});

test('stats listed by name find their reason among the other stats of the same list', () => {
  const stats = [
    { name: 'Fairway Miss Left', opportunities: 0 },
    { name: 'Green Missed Short', opportunities: 0 },
    { name: 'Sand Shots', opportunities: 14 },
    { name: 'Up and Down', opportunities: 0 },
    { name: 'One Putt or Less', opportunities: 14 },
  ];
  expect(namedGapReason('Fairway Miss Left', stats)).toBe(NOT_RECORDED.positions);
  expect(namedGapReason('Up and Down', stats)).toBe('No missed greens in these rounds.');
  expect(namedGapReason('No Such Stat', stats)).toBeNull();
});

test('a scorecard records fairways and sand without shots: what it leaves out says so (decision 101)', () => {
  const card = (fairway: 'hit' | 'n.a.', sandShots: number | null): HoleStatsInput => ({
    par: 4,
    score: 5,
    putts: 2,
    shots: [],
    card: { fairway, greenInRegulation: null, sandShots, upAndDown: null },
    pin: null,
    geometry: null,
  });
  const counts = countFlags([holeStats(card('hit', 0)), holeStats(card('hit', 0))]);
  const opportunities = (flag: keyof typeof counts) => counts[flag].opportunities;
  expect(inputRecorded('fairways', opportunities)).toBe(true);
  expect(inputRecorded('sand', opportunities)).toBe(true);
  expect(inputRecorded('shots', opportunities)).toBe(false);
  expect(flagGapReason('madeSandSave', opportunities)).toBe('No bunker holes in these rounds.');
  expect(flagGapReason('puttProximityLessThan5Percent', opportunities)).toBe(NOT_RECORDED.shots);
  // A card without fairways or sand shots: their stats ask for them, not for shots.
  const bare = countFlags([holeStats(card('n.a.', null))]);
  const bareOpportunities = (flag: keyof typeof bare) => bare[flag].opportunities;
  expect(flagGapReason('fairwayHit', bareOpportunities)).toBe(NOT_RECORDED.fairways);
  expect(flagGapReason('hasSandShot', bareOpportunities)).toBe(NOT_RECORDED.sand);
});
