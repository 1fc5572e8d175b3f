import { expect, test } from 'vitest';
import type { HoleFlag } from '../../domain/stats/hole-stats';
import { selectionStats } from '../../domain/stats/round-stats';
import { standardById } from '../../domain/stats/standards';
import { countFlags, STAT_FLAGS } from '../../domain/stats/stat-catalogue';
import {
  EXPORT_HEADER,
  type ExportRound,
  exportRow,
  type FlaggedHole,
  gridRow,
  holeStatsAnswer,
  normaliseUrl,
  selectionAggregates,
  selectionPerformance,
} from './analytics-api';

const PGA = standardById('pga-tour');
if (!PGA) throw new Error('PGA TOUR standard missing');

test('a selection without holes is no-data with nothing compared', () => {
  const result = selectionPerformance(countFlags([]), 0, PGA, 'Scorecard');
  expect(result.loadingState).toBe('no-data');
  expect(result.performanceData.skillPerformance).toEqual({ value: null, formatted: '–' });
  expect(result.performanceData.byCategory.map((c) => c.formatted)).toEqual(['–', '–', '–', '–', '–']);
  expect(result.strengthsAndWeaknesses).toEqual({ category: 'Top', strengths: [], weaknesses: [] });
});

test('a selection with holes is loaded; Score maps strengths to Top, Putt stays Putt', () => {
  const holes = [
    { madeParOrBetter: true, madeOverPar: false, madeGreenInRegulation: true },
    { madeParOrBetter: false, madeOverPar: true, madeGreenInRegulation: false },
  ];
  const result = selectionPerformance(countFlags(holes), 1, PGA, 'Score');
  expect(result.loadingState).toBe('loaded');
  // Par or Better 50% < 85%, Over Par 50% > 15%, GIR 50% < 65.5%: nothing beaten.
  expect(result.performanceData.skillPerformance.formatted).toBe('0%');
  expect(result.strengthsAndWeaknesses.category).toBe('Top');
  expect(selectionPerformance(countFlags(holes), 1, PGA, 'Putt').strengthsAndWeaknesses.category).toBe(
    'Putt',
  );
});

test('a selection answers its ratings, each stat’s strokes a round and the biggest opportunity', () => {
  // 4 rounds: 20 greens of 72 against the tour's 65 %; every hole recorded shot by shot.
  const holes = Array.from({ length: 72 }, (_, i) => ({
    madePar: i % 2 === 0,
    madeOnePuttOrLess: i % 5 < 2,
    hasSandShot: false,
    madeGreenInRegulation: i < 20,
    missedGreenInRegulation: i >= 20,
  }));
  const strokesGained = { offTheTee: -1, approach: -3, aroundTheGreen: 0, putting: -0.5, total: -4.5 };
  const result = selectionPerformance(countFlags(holes), 4, PGA, 'Scorecard', {
    strokesGained,
    roundHoles: 18,
  });
  expect(result.ratings?.map((r) => [r.category, r.againstStandard, r.formatted.againstStandard])).toEqual([
    ['Score', -4.5, '−4.5'],
    ['Drive', -1, '−1.0'],
    ['Approach', -3, '−3.0'],
    ['Save', 0, '0.0'],
    ['Putt', -0.5, '−0.5'],
  ]);
  expect(result.ratings?.[0]?.formatted.handicap).toMatch(/^\d+\.\d$/);
  const gir = result.performanceData.stats.find((s) => s.name === 'Green in Regulation');
  expect(gir?.strokesPerRound).toBeLessThan(-1);
  expect(result.strengthsAndWeaknesses.weaknesses[0]).toMatchObject({ name: 'Green in Regulation' });
  expect(result.biggestOpportunity?.text).toMatch(
    /^Green in Regulation: \d+\.\d strokes a round against PGA TOUR$/,
  );
  // Without shot data there is no rating.
  expect(selectionPerformance(countFlags(holes), 4, PGA, 'Scorecard').ratings).toBeNull();
});

test('tournament links get a scheme (spec 2 §5)', () => {
  expect(normaliseUrl('www.example.com/open')).toBe('https://www.example.com/open');
  expect(normaliseUrl('http://example.com')).toBe('http://example.com');
  expect(normaliseUrl('HTTPS://example.com')).toBe('HTTPS://example.com');
  expect(normaliseUrl(null)).toBeNull();
  expect(normaliseUrl('')).toBeNull();
});

test('a grid row gives shares of chances and null where there was no chance', () => {
  const row = gridRow(
    {
      id: 7,
      playedOn: '2026-04-01',
      tournamentName: 'Spring Open',
      tournamentUrl: 'springopen.org',
      courseName: 'Pines',
      yards: 6800,
      score: 74,
      par: 72,
      birdieOrBetter: 1,
      onePutts: 4,
      fairways: 7,
      fairwayChances: 14,
      greens: 9,
      greenChances: 18,
      upDowns: 0,
      upDownChances: 0,
      approachProximityFeet: 31.26,
      girFirstPuttFeet: 22.04,
      scrambleFirstPuttFeet: null,
      putts: 31,
      madePuttFeet: 45,
      totalPuttFeet: 180,
    },
    'Ada Lovelace',
  );
  expect(row).toMatchObject({
    roundId: 7,
    tournamentURL: 'https://springopen.org',
    scoreToPar: 2,
    fir: 0.5,
    gir: 0.5,
    upDown: null,
    approachProxAfter: 31.3,
    girPuttProxStart: 22,
    scrambleFirstPuttProxStart: null,
    madeFeetPuttPercentage: 0.25,
    players: 'Ada Lovelace',
  });
});

test('an export row has one value per header column, percentages to 0 decimals', () => {
  const round: ExportRound = {
    playedOn: '2026-04-01',
    courseName: 'Pines',
    teeName: 'Blue',
    tournamentName: null,
    roundTypeId: 3,
    roundNumber: 2,
    holeCount: 18,
    holesPlayed: 18,
    inProgress: false,
    playedInSimulator: true,
    score: 70,
    par: 72,
    yards: 6500,
    birdies: 3,
    putts: 0,
    puttHoles: 0,
    fairways: 2,
    fairwayChances: 3,
    greens: 12,
    greenChances: 18,
    upDowns: 1,
    upDownChances: 0,
    sgOffTheTee: 0.5,
    sgApproach: -1.25,
    sgAroundTheGreen: 0.1,
    sgPutting: -0.35,
    sgHoles: 18,
  };
  const row = exportRow(round);
  expect(row).toHaveLength(EXPORT_HEADER.length);
  expect(row).toEqual([
    '2026-04-01',
    'Pines',
    'Blue',
    null,
    'Tournament',
    2,
    18,
    18,
    'no',
    'yes',
    70,
    72,
    -2,
    6500,
    3,
    null,
    2,
    3,
    67,
    12,
    18,
    67,
    1,
    0,
    null,
    0.5,
    -1.25,
    0.1,
    -0.35,
    -1,
  ]);
  expect(exportRow({ ...round, sgHoles: 0 }).slice(-5)).toEqual([null, null, null, null, null]);
});

test('hole stats: a hole recorded shot by shot shows its strokes gained per category and per shot', () => {
  const flags = Object.fromEntries(STAT_FLAGS.map((f) => [f, null])) as Record<HoleFlag, boolean | null>;
  const base = {
    ...flags,
    roundId: 7,
    playedOn: '2026-04-01',
    courseName: 'Pines',
    courseHoleNumber: 1,
    par: 4,
    score: 4,
    putts: 2,
    excluded: false,
    shotsIncomplete: false,
  };
  const answer = holeStatsAnswer(
    [
      { ...base, holeNumber: 1, sgOffTheTee: 0.2, sgApproach: -0.3, sgAroundTheGreen: 0, sgPutting: 0.15 },
      {
        ...base,
        holeNumber: 2,
        sgOffTheTee: null,
        sgApproach: null,
        sgAroundTheGreen: null,
        sgPutting: null,
      },
    ],
    [
      {
        roundId: 7,
        holeNumber: 1,
        shotNumber: 1,
        startLie: 'tee',
        startDistanceYards: 400,
        strokesGained: 0.2,
      },
      {
        roundId: 7,
        holeNumber: 1,
        shotNumber: 2,
        startLie: 'fairway',
        startDistanceYards: 150,
        strokesGained: -0.3,
      },
      {
        roundId: 7,
        holeNumber: 1,
        shotNumber: 3,
        startLie: 'green',
        startDistanceYards: 10,
        strokesGained: 0.1,
      },
      {
        roundId: 7,
        holeNumber: 1,
        shotNumber: 4,
        startLie: 'green',
        startDistanceYards: 1,
        strokesGained: 0.05,
      },
    ],
    [],
  );
  const [first, second] = (answer.rounds[0]?.holes ?? []) as Array<{ strokesGained: unknown }>;
  expect(first?.strokesGained).toEqual({
    offTheTee: 0.2,
    approach: -0.3,
    aroundTheGreen: 0,
    putting: 0.15,
    total: 0.05,
    shots: [
      { shotNumber: 1, category: 'offTheTee', strokesGained: 0.2 },
      { shotNumber: 2, category: 'approach', strokesGained: -0.3 },
      { shotNumber: 3, category: 'putting', strokesGained: 0.1 },
      { shotNumber: 4, category: 'putting', strokesGained: 0.05 },
    ],
  });
  expect(second?.strokesGained).toBeNull();
});

test('hole stats: holes grouped by round; excluded and unscored holes count nowhere', () => {
  const flags = Object.fromEntries(STAT_FLAGS.map((f) => [f, null])) as Record<HoleFlag, boolean | null>;
  const hole = (roundId: number, holeNumber: number, extra: Partial<FlaggedHole>): FlaggedHole => ({
    ...flags,
    roundId,
    playedOn: '2026-04-01',
    courseName: 'Pines',
    holeNumber,
    courseHoleNumber: holeNumber,
    par: 4,
    score: 4,
    putts: 2,
    excluded: false,
    shotsIncomplete: false,
    sgOffTheTee: null,
    sgApproach: null,
    sgAroundTheGreen: null,
    sgPutting: null,
    ...extra,
  });
  const answer = holeStatsAnswer(
    [
      hole(2, 1, { madeBirdie: true, isPar4: true }),
      hole(2, 2, { madeBirdie: false, isPar4: true }),
      hole(1, 1, { madeBirdie: true, isPar4: true, excluded: true }),
      hole(1, 2, { madeBirdie: true, isPar4: true, score: null }),
    ],
    [],
    ['isPar4'],
  );
  expect(answer.rounds.map((r) => [r.roundId, r.holes.length])).toEqual([
    [2, 2],
    [1, 2],
  ]);
  expect(answer.probability.holes).toBe(2);
  expect(answer.probability.cards).toEqual([
    { key: 'madeBirdie', holes: 1, percent: 50, active: false, name: 'Birdie' },
    { key: 'isPar4', holes: 2, percent: 100, active: true, name: 'Par 4' },
  ]);
});

test('aggregates of a 9-hole round per round, with the display formats of specs 2 and 3', () => {
  const round = {
    id: 1,
    playedOn: '2026-04-01',
    startedAt: '2026-04-01T09:00:00',
    holeCount: 9,
    holesPlayed: 9,
    inProgress: false,
    playedInSimulator: false,
    score: 37,
    par: 36,
    birdies: 3,
    doubles: 1,
    putts: 15,
    puttHoles: 9,
    onePutts: 4,
    holeYards: 3600,
    firstPuttFeet: 152,
    firstPutts: 9,
    fairways: 5,
    fairwayChances: 7,
    greens: 6,
    greenChances: 9,
    upDowns: 1,
    upDownChances: 3,
    par3Score: 6,
    par3Holes: 2,
    par4Score: 24,
    par4Holes: 6,
    par5Score: 7,
    par5Holes: 1,
    sgOffTheTee: 0,
    sgApproach: 0,
    sgAroundTheGreen: 0,
    sgPutting: 0,
    sgHoles: 0,
  };
  const { values, formatted } = selectionAggregates(selectionStats([round]));
  expect(values).toMatchObject({
    rounds: 1,
    score: { score: 37, par: 36 },
    putts: 15,
    onePutts: 4,
    birdieOrBetter: 3,
    doubleOverOrHigher: 1,
    yards: 3600,
  });
  expect(values.firstPuttDist).toBeCloseTo(152 / 9, 10);
  expect(formatted).toMatchObject({ score: 'Score: 37 (+1)', putts: '15.0', gir: '67%', upDown: '33%' });
  // A round with a hole left out is no full round: no scoring average, its rates still count.
  const partial = selectionAggregates(selectionStats([{ ...round, holesPlayed: 8, score: 31, par: 32 }]));
  expect(partial.values.score).toBeNull();
  expect(partial.formatted.gir).toBe('67%');
});
