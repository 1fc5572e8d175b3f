import { expect, test } from 'vitest';
import { STAT_FLAGS } from '../stats/stat-catalogue';
import type { MyRoundsQuery } from './my-rounds-links';
import {
  flagsOfMask,
  type HistoryRound,
  historyRound,
  myRoundsView,
  packMyRounds,
  selectedRoundIds,
  unfinishedLeftOut,
  unpackHoles,
} from './my-rounds-view';

const query: MyRoundsQuery = {
  grouping: 'Course',
  select: 'Last 6 Rounds',
  roundIds: [],
  stats: [],
  view: 'Year-Month',
  sort: 'Date',
  unfinished: false,
};

function round(
  id: number,
  playedOn: string,
  tournamentName: string | null = null,
  progress: { inProgress: boolean; holesPlayed: number } = { inProgress: false, holesPlayed: 18 },
): HistoryRound {
  return historyRound({
    id,
    playedOn,
    startedAt: `${playedOn}T09:00:00`,
    roundTypeId: tournamentName ? 3 : 1,
    roundNumber: 2,
    isFinalRound: false,
    score: 72,
    par: 72,
    yards: 6500,
    courseId: 1,
    courseName: 'Pines',
    tournamentId: tournamentName ? 9 : null,
    tournamentName,
    holeCount: 18,
    ...progress,
    shotHoles: 0,
    playedInSimulator: false,
    fairways: 0,
    fairwayChances: 0,
    greens: 0,
    greenChances: 0,
    upDowns: 0,
    upDownChances: 0,
    putts: 0,
    puttHoles: 0,
  });
}

const history = Array.from({ length: 8 }, (_, i) =>
  round(i + 1, `2026-05-${String(20 - i).padStart(2, '0')}`),
);

test('a round is labelled by its event and round number, else its course', () => {
  expect(round(1, '2026-05-01', 'Spring Open').label).toBe('Spring Open R2');
  expect(round(1, '2026-05-01').label).toBe('Pines');
});

test('a quick filter selects from the history; Custom keeps only the player’s own ids', () => {
  expect(selectedRoundIds(history, query, '2026-06-01')).toEqual({
    ids: [1, 2, 3, 4, 5, 6],
    foreign: [],
    unfinished: [],
  });
  expect(
    selectedRoundIds(history, { ...query, select: 'Custom', roundIds: [7, 99, 2] }, '2026-06-01'),
  ).toEqual({
    ids: [2, 7],
    foreign: [99],
    unfinished: [],
  });
});

test('unfinished rounds are left out of Last 6 Rounds and a Custom selection unless included', () => {
  const open = round(0, '2026-05-21', null, { inProgress: true, holesPlayed: 2 });
  const withOpen = [open, ...history];
  expect(selectedRoundIds(withOpen, query, '2026-06-01').ids).toEqual([1, 2, 3, 4, 5, 6]);
  expect(selectedRoundIds(withOpen, { ...query, unfinished: true }, '2026-06-01').ids).toEqual([
    0, 1, 2, 3, 4, 5,
  ]);
  const custom = { ...query, select: 'Custom' as const, roundIds: [0, 3] };
  expect(selectedRoundIds(withOpen, custom, '2026-06-01')).toEqual({
    ids: [3],
    foreign: [],
    unfinished: [0],
  });
  expect(unfinishedLeftOut([0])).toBe(
    'Round 0 is unfinished and left out: choose Include unfinished rounds to see it.',
  );
  expect(selectedRoundIds(withOpen, { ...custom, unfinished: true }, '2026-06-01').ids).toEqual([0, 3]);
});

test('stat filters are an AND; cards count the shown holes; an active filter keeps its card at 0', () => {
  const hole = (roundId: number, holeNumber: number, flags: Record<string, boolean>) => ({
    roundId,
    holeNumber,
    courseHoleNumber: holeNumber,
    par: 4,
    yards: null,
    score: 5,
    putts: 2,
    excluded: false,
    ...flags,
  });
  const holes = [
    hole(1, 1, { missedGreenInRegulation: true, madeOverPar: true }),
    hole(1, 2, { missedGreenInRegulation: true, madeOverPar: false }),
    hole(2, 1, { missedGreenInRegulation: false, madeOverPar: true }),
    // Another round's hole: not selected, counted nowhere.
    hole(3, 1, { missedGreenInRegulation: true, madeOverPar: true }),
  ];
  const view = myRoundsView({
    query: { ...query, stats: ['missedGreenInRegulation', 'madeOverPar'] },
    errors: [],
    today: '2026-06-01',
    history,
    selectedIds: [1, 2],
    holes,
  });
  expect(view.shownHoleCount).toBe(1);
  expect(view.holes[1]?.map((h) => h.shown)).toEqual([true, false]);
  expect(view.holes[3]).toBeUndefined();
  expect(view.statCards.find((c) => c.flag === 'madeOverPar')).toMatchObject({
    holes: 1,
    opportunities: 1,
    percent: '100%',
    count: '1/1 holes',
    active: true,
  });
  const none = myRoundsView({
    query: { ...query, stats: ['madeEagle'] },
    errors: [],
    today: '2026-06-01',
    history,
    selectedIds: [1],
    holes,
  });
  expect(none.shownHoleCount).toBe(0);
  expect(none.statCards).toEqual([
    {
      flag: 'madeEagle',
      name: 'Eagle',
      category: 'Scoring',
      holes: 0,
      opportunities: 0,
      percent: '–',
      count: '0/0 holes',
      active: true,
    },
  ]);
});

test('a card counts a stat over its chances among the shown holes; a stat never recorded is a gap', () => {
  // Two holes with shots but no positions: fairway known, its side not.
  const hole = (holeNumber: number, fairwayHit: boolean) => ({
    roundId: 1,
    holeNumber,
    courseHoleNumber: holeNumber,
    par: 4,
    score: 4,
    excluded: false,
    madeParOrBetter: true,
    fairwayHit,
    fairwayMissed: !fairwayHit,
    hasSandShot: false,
    madeGreenInRegulation: true,
    missedGreenInRegulation: false,
    madeOnePuttOrLess: false,
  });
  const par3 = { ...hole(3, true), par: 3, fairwayHit: null, fairwayMissed: null };
  const view = myRoundsView({
    query,
    errors: [],
    today: '2026-06-01',
    history,
    selectedIds: [1],
    holes: [hole(1, true), hole(2, false), par3],
  });
  expect(view.statCards.find((c) => c.flag === 'fairwayHit')).toMatchObject({
    holes: 1,
    opportunities: 2,
    percent: '50%',
    count: '1/2 fairways',
  });
  // Fairway Miss Left/Right need positions, which no hole recorded: '–' with the reason, no card.
  expect(view.statCards.some((c) => c.flag === 'fairwayMissedLeft')).toBe(false);
  expect(view.statGaps.find((g) => g.flag === 'fairwayMissedLeft')).toEqual({
    flag: 'fairwayMissedLeft',
    name: 'Fairway Miss Left',
    category: 'Off the Tee',
    reason: 'Needs where each shot finished, and these rounds’ shots have no positions.',
  });
  // Recorded but no chance (no bunker shot, so no sand save) is no gap: the card is simply hidden.
  expect(view.statGaps.some((g) => g.flag === 'madeSandSave')).toBe(false);
});

test('packed holes come back as they were', () => {
  const view = myRoundsView({
    query,
    errors: [],
    today: '2026-06-01',
    history,
    selectedIds: [1],
    holes: [
      { roundId: 1, holeNumber: 1, courseHoleNumber: 10, par: 4, score: 5, excluded: false },
      { roundId: 1, holeNumber: 2, courseHoleNumber: 11, par: 3, score: null, excluded: true },
    ],
  });
  const data = packMyRounds(view);
  expect(data.packedHoles).toEqual({ 1: '1,10,4,5,0,1;2,11,3,,1,0' });
  expect(unpackHoles(data.packedHoles)).toEqual(view.holes);
});

test('a flag mask names the true flags by their place in the catalogue, past 32 bits too', () => {
  const last = STAT_FLAGS.length - 1;
  const mask = 2 ** 0 + 2 ** last;
  expect(flagsOfMask(mask)).toEqual({ [STAT_FLAGS[0] as string]: true, [STAT_FLAGS[last] as string]: true });
  expect(flagsOfMask(0)).toEqual({});
  // A known mask tells false from unknown.
  expect(flagsOfMask(2 ** 1, 2 ** 1 + 2 ** 2)).toEqual({
    [STAT_FLAGS[1] as string]: true,
    [STAT_FLAGS[2] as string]: false,
  });
});
