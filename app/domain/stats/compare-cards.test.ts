import { expect, test } from 'vitest';
import {
  type ApproachRow,
  averageToPar,
  bandIndex,
  bandsOf,
  type DriveRow,
  driveCard,
  formatFigure,
  formatShareText,
  formatSigned,
  isCardTab,
  isEmptyCard,
  type PuttRow,
  perRound,
  puttsCard,
  type ScoringRow,
  scoringCard,
  shareOf,
  shareOfCount,
  shotToGreenCard,
  type TotalsRow,
} from './compare-cards';
import { playingStyleCard } from './compare-playing-style';
import { formatHandicap } from './rating-format';
import { handicapEquivalent, standardStrokesGained } from './ratings';
import type { Standard } from './standards';
import { countFlags, type FlagCounts } from './stat-catalogue';

function counts(values: Partial<Record<keyof FlagCounts, [number, number]>>): FlagCounts {
  const base = countFlags([]);
  for (const [flag, [successes, opportunities]] of Object.entries(values))
    base[flag as keyof FlagCounts] = { successes, opportunities };
  return base;
}

const TOTALS: TotalsRow = {
  rounds: 2,
  holeCount: 18,
  sgHoles: 18,
  sgOffTheTee: 0.5,
  sgApproach: -1.25,
  sgAroundTheGreen: 0.25,
  sgPutting: 1,
};
const NONE: TotalsRow = {
  ...TOTALS,
  rounds: 0,
  sgHoles: 0,
  sgOffTheTee: 0,
  sgApproach: 0,
  sgAroundTheGreen: 0,
  sgPutting: 0,
};

test('bands are half-open between their edges, with an open first and last band', () => {
  expect(bandsOf([150, 175, 200]).map((b) => b.label)).toEqual(['<150', '150–175', '175–200', '200+']);
  expect(bandIndex(149, [150, 175, 200])).toBe(0);
  expect(bandIndex(150, [150, 175, 200])).toBe(1);
  expect(bandIndex(199, [150, 175, 200])).toBe(2);
  expect(bandIndex(430, [150, 175, 200])).toBe(3);
});

test('per round is the total per hole measured times the hole count', () => {
  // 3 penalties over 27 holes recorded: 2 a round of 18, 1 a round of 9.
  expect(perRound(3, 27, 18)).toBe(2);
  expect(perRound(3, 27, 9)).toBe(1);
  expect(perRound(1, 0, 18)).toBeNull();
  expect(shareOf(0, 0)).toBeNull();
});

test('values stay exact until shown: no rounding here, one rounding where they are written', () => {
  // 1.449 strokes a round written with one decimal is 1.4; rounded to 2 places first it would read 1.5.
  expect(perRound(1.449, 18, 18)).toBe(1.449);
  expect(formatFigure(perRound(1.449, 18, 18))).toBe('1.4');
  expect(shareOf(1, 3)).toBe(1 / 3);
  // 0.4948 is 49 %; kept to three places (0.495) it would read 50 %.
  expect(formatShareText(shareOf(4948, 10_000))).toBe('49%');
  expect(shareOfCount({ successes: 88, opportunities: 140 })).toBe(88 / 140);
});

test('only the five content tabs are card tabs', () => {
  expect(isCardTab('drive')).toBe(true);
  expect(isCardTab('rounds')).toBe(false);
  expect(isCardTab('stat-probability')).toBe(false);
});

test('scoring: score to par by par and by length band within each par, and the distribution', () => {
  const row = (
    par: number,
    yards: number | null,
    holes: number,
    toPar: number,
    kinds: Partial<ScoringRow> = {},
  ): ScoringRow => ({
    par,
    yards,
    holes,
    toPar,
    eagles: 0,
    birdies: 0,
    pars: 0,
    bogeys: 0,
    doubles: 0,
    ...kinds,
  });
  const card = scoringCard(
    [
      row(3, 149, 2, 1, { pars: 1, bogeys: 1 }),
      row(3, 180, 2, -1, { birdies: 1, pars: 1 }),
      row(4, 420, 3, 3, { pars: 1, bogeys: 1, doubles: 1 }),
      row(4, null, 1, 0, { pars: 1 }),
      row(5, 560, 2, -3, { eagles: 1, birdies: 1 }),
    ],
    TOTALS,
  );
  const par3 = card.byPar[0];
  expect(par3).toMatchObject({ par: 3, holes: 4, toParTotal: 0 });
  expect(par3?.bands.map((band) => [band.label, band.holes, averageToPar(band)])).toEqual([
    ['<150', 2, 0.5],
    ['150–175', 0, null],
    ['175–200', 2, -0.5],
    ['200+', 0, null],
  ]);
  // A hole without a length counts for its par, not in a band.
  expect(card.byPar[1]).toMatchObject({ holes: 4, toParTotal: 3 });
  expect(averageToPar(card.byPar[1] ?? { holes: 0, toParTotal: 0 })).toBe(0.75);
  expect(card.byPar[1]?.bands.reduce((sum, b) => sum + b.holes, 0)).toBe(3);
  expect(card.byPar[2]?.bands.at(-1)).toEqual({ label: '550+', holes: 2, toParTotal: -3 });
  expect(card.holes).toBe(10);
  expect(card.distribution.map((d) => [d.kind, d.holes])).toEqual([
    ['eagle', 1],
    ['birdie', 2],
    ['par', 4],
    ['bogey', 2],
    ['double', 1],
  ]);
  // 0.5 − 1.25 + 0.25 + 1 = 0.5 over 18 recorded holes: 0.5 a round.
  expect(card.sgTotalPerRound).toBe(0.5);
});

test('drive: measured drives, fairway sides, penalties and strokes gained per round, the summary chart', () => {
  const row = (
    yards: number | null,
    drives: number,
    sumYards: number,
    maxYards: number | null,
    teePenalties = 0,
  ): DriveRow => ({
    yards,
    holes: Math.max(drives, 1),
    drives,
    sumYards,
    maxYards,
    teePenalties,
  });
  const card = driveCard(
    [row(250, 2, 501, 250.9), row(281, 1, 281.4, 281.4), row(null, 0, 0, null, 2)],
    counts({ fairwayHit: [2, 4], fairwayMissedLeft: [1, 4], fairwayMissedRight: [1, 4] }),
    TOTALS,
  );
  expect(card).toMatchObject({
    drives: 3,
    longestYards: 281.4,
    fairwayHit: { successes: 2, opportunities: 4 },
    missedLeft: { successes: 1, opportunities: 4 },
    penaltiesPerRound: 2,
    sgOffTheTeePerRound: 0.5,
  });
  // The mean is exact: (501 + 281.4) / 3.
  expect(card.averageYards).toBeCloseTo(260.8, 10);
  expect(card.summaryChart.fairway.map((f) => [f.key, f.flag, shareOfCount(f)])).toEqual([
    ['left', 'fairwayMissedLeft', 0.25],
    ['hit', 'fairwayHit', 0.5],
    ['right', 'fairwayMissedRight', 0.25],
  ]);
  expect(card.summaryChart.distances.find((d) => d.label === '240–260')).toEqual({
    label: '240–260',
    drives: 2,
  });
  expect(card.summaryChart.distances.find((d) => d.label === '280–300')?.drives).toBe(1);
});

test('shots to green: greens, proximity and strokes gained by approach distance', () => {
  const row = (
    yards: number,
    shots: number,
    greens: number,
    sumProximityFeet: number,
    sumStrokesGained: number,
  ): ApproachRow => ({
    yards,
    shots,
    greens,
    sumProximityFeet,
    proximityShots: shots,
    sumStrokesGained,
    sgShots: shots,
  });
  const card = shotToGreenCard(
    [row(99, 2, 2, 30, 0.2), row(140, 1, 0, 60, -0.3), row(149, 1, 1, 20, 0.1), row(230, 1, 0, 90, -0.5)],
    counts({
      madeGreenInRegulation: [9, 18],
      missedGreenShort: [3, 18],
      madeUpDown: [4, 9],
      madeSandSave: [1, 2],
    }),
    TOTALS,
  );
  expect(card.bands).toEqual([
    { label: '<100', shots: 2, greensHit: 2, proximityFeet: 15, sgPerShot: 0.1 },
    { label: '100–125', shots: 0, greensHit: 0, proximityFeet: null, sgPerShot: null },
    { label: '125–150', shots: 2, greensHit: 1, proximityFeet: 40, sgPerShot: (-0.3 + 0.1) / 2 },
    { label: '150–175', shots: 0, greensHit: 0, proximityFeet: null, sgPerShot: null },
    { label: '175–200', shots: 0, greensHit: 0, proximityFeet: null, sgPerShot: null },
    { label: '200+', shots: 1, greensHit: 0, proximityFeet: 90, sgPerShot: -0.5 },
  ]);
  expect(card).toMatchObject({
    gir: { successes: 9, opportunities: 18 },
    missedShort: { successes: 3, opportunities: 18 },
    upAndDown: { successes: 4, opportunities: 9 },
    sandSave: { successes: 1, opportunities: 2 },
    sgApproachPerRound: -1.25,
    sgAroundTheGreenPerRound: 0.25,
  });
});

test('putts: per round over the holes with putts, make % by first-putt distance', () => {
  const row = (
    feet: number | null,
    holes: number,
    putts: number,
    onePutts: number,
    threePutts: number,
    sumFeet: number,
  ): PuttRow => ({
    feet,
    holes,
    putts,
    onePutts,
    threePutts,
    sumFeet,
  });
  const card = puttsCard(
    [row(2, 4, 4, 4, 0, 8), row(8, 3, 6, 1, 1, 25), row(40, 2, 5, 0, 1, 82), row(null, 9, 18, 0, 0, 0)],
    { ...TOTALS, holeCount: 9 },
  );
  // 33 putts over 18 holes with putts: 16.5 a round of 9.
  expect(card.puttsPerRound).toBe(16.5);
  expect(card.onePuttsPerRound).toBe(2.5);
  expect(card.threePuttsPerRound).toBe(1);
  // First putts measured on 9 holes, 115 feet in all.
  expect(card.firstPuttFeet).toBe(115 / 9);
  expect(formatFigure(card.firstPuttFeet)).toBe('12.8');
  expect(card.bands[0]).toEqual({ label: '<3', holes: 4, holed: 4, threePutts: 0 });
  expect(card.bands[2]).toEqual({ label: '6–10', holes: 3, holed: 1, threePutts: 1 });
  expect(card.bands[5]).toEqual({ label: '25+', holes: 2, holed: 0, threePutts: 1 });
  expect(card.sgPuttingPerRound).toBe(0.5);
});

test('playing style: share of stats beating the standard per category, with strokes gained', () => {
  const standard: Standard = {
    id: 'scratch',
    name: 'Scratch',
    values: { fairwayHit: 0.5, madeGreenInRegulation: 0.5 },
  };
  const card = playingStyleCard(
    counts({ fairwayHit: [6, 10], madeGreenInRegulation: [4, 10] }),
    TOTALS,
    standard,
  );
  expect(card.standard).toEqual({ id: 'scratch', name: 'Scratch' });
  const byCategory = Object.fromEntries(card.categories.map((c) => [c.category, c]));
  expect(byCategory.Drive).toMatchObject({
    category: 'Drive',
    performance: 1,
    beaten: 1,
    compared: 1,
    sgPerRound: 0.5,
  });
  expect(byCategory.Approach).toMatchObject({ performance: 0, beaten: 0, compared: 1, sgPerRound: -1.25 });
  expect(byCategory.Putt).toMatchObject({ performance: null, compared: 0, sgPerRound: 1 });
  expect(byCategory.Score?.sgPerRound).toBe(0.5);
  // decision 068: beside each share, strokes gained against the standard and the handicap it plays to.
  const scratch = standardStrokesGained('scratch');
  expect(byCategory.Approach?.sgAgainstStandard).toBeCloseTo(-1.25 - scratch.Approach, 10);
  expect(byCategory.Approach?.handicap).toEqual(handicapEquivalent(-1.25, 'Approach'));
  expect(byCategory.Approach?.handicapText).toBe(formatHandicap(handicapEquivalent(-1.25, 'Approach')));
  const none = playingStyleCard(countFlags([]), NONE, standard);
  expect(none.categories.map((c) => [c.sgAgainstStandard, c.handicap, c.handicapText])).toEqual(
    Array.from({ length: 5 }, () => [null, null, '–']),
  );
});

test('a selection without rounds gives the empty card, every figure absent', () => {
  const card = driveCard([], countFlags([]), NONE);
  expect(isEmptyCard(card)).toBe(true);
  expect(card).toMatchObject({ drives: 0, averageYards: null, longestYards: null, penaltiesPerRound: null });
  expect(card.summaryChart.distances.every((d) => d.drives === 0)).toBe(true);
  expect(isEmptyCard(scoringCard([], TOTALS))).toBe(false);
  expect(JSON.parse(JSON.stringify(card))).toEqual(card);
});

test('figures are written with their sign, decimals and percent; unknown is a dash', () => {
  expect(formatSigned(0.416)).toBe('+0.42');
  expect(formatSigned(-1.1)).toBe('−1.10');
  expect(formatSigned(-0.001)).toBe('0.00');
  expect(formatSigned(null)).toBe('–');
  expect(formatShareText(0.667)).toBe('67%');
  expect(formatShareText(null)).toBe('–');
  expect(formatFigure(252.86)).toBe('252.9');
});
