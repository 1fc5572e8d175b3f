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
  unpackHoles,
} from './my-rounds-view';

const query: MyRoundsQuery = {
  grouping: 'Course',
  select: 'Last 6 Rounds',
  roundIds: [],
  stats: [],
  view: 'Year-Month',
  sort: 'Date',
};

function round(id: number, playedOn: string, tournamentName: string | null = null): HistoryRound {
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
    inProgress: false,
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
  expect(selectedRoundIds(history, query, '2026-06-01')).toEqual({ ids: [1, 2, 3, 4, 5, 6], foreign: [] });
  expect(
    selectedRoundIds(history, { ...query, select: 'Custom', roundIds: [7, 99, 2] }, '2026-06-01'),
  ).toEqual({
    ids: [2, 7],
    foreign: [99],
  });
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
    percent: 100,
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
    { flag: 'madeEagle', name: 'Eagle', category: 'Scoring', holes: 0, percent: 0, active: true },
  ]);
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
});
