import { expect, test } from 'vitest';
import { DEFAULT_METRICS } from './compare-config';
import {
  type CompareRound,
  comparableRounds,
  likeForLikeSelections,
  metricCellNote,
  metricsTable,
  noRoundsReason,
  roundOption,
  sideName,
  sideSelection,
  sidesWithoutRounds,
} from './compare-sides';
import { countFlags } from './stat-catalogue';
import { statFilterSelectionsSchema } from './stat-filters';

function round(id: number, playedOn: string, score: number, extra: Partial<CompareRound> = {}): CompareRound {
  return {
    id,
    playedOn,
    startedAt: `${playedOn}T09:00:00Z`,
    holeCount: 18,
    inProgress: false,
    roundTypeId: 3,
    roundNumber: 2,
    courseName: 'Pine Valley',
    tournamentName: 'Spring Invitational',
    score,
    par: 72,
    yards: 6800,
    holesPlayed: 18,
    ...extra,
  };
}

const ROUNDS = [
  round(1, '2026-03-01', 80),
  round(2, '2026-04-01', 71),
  round(3, '2026-05-01', 75),
  round(4, '2026-06-01', 70, { holeCount: 9 }),
  round(5, '2026-07-01', 74, { inProgress: true }),
  round(6, '2026-08-01', 78, { score: null }),
];

test('a side chooses among completed, scored rounds of the comparison’s hole count', () => {
  expect(comparableRounds(ROUNDS, 18).map((r) => r.id)).toEqual([1, 2, 3]);
  expect(comparableRounds(ROUNDS, 9).map((r) => r.id)).toEqual([4]);
});

test('a side’s selection: its rounds newest first, its label and the descriptor of a Round filter', () => {
  const best2 = statFilterSelectionsSchema.parse({
    advancedFilter: { label: 'Trend', trendType: 'Best Rounds', trendCount: 'Two', customLabel: 'Best two' },
  });
  const side = sideSelection(comparableRounds(ROUNDS, 18), best2, '2026-11-24');
  expect(side.label).toBe('Best two');
  expect(side.roundIds).toEqual([2, 3]);
  const picked = statFilterSelectionsSchema.parse({ advancedFilter: { label: 'Round', rounds: [3, 1] } });
  const rounds = sideSelection(comparableRounds(ROUNDS, 18), picked, '2026-11-24');
  expect(rounds.label).toBe('Chosen Rounds');
  expect(rounds.roundIds).toEqual([3, 1]);
  expect(rounds.descriptor.rounds).toEqual([
    'Spring Invitational R2 · May 1, 2026',
    'Spring Invitational R2 · March 1, 2026',
  ]);
});

test('spec 2 §3 round option: label, type, score with par', () => {
  expect(roundOption(round(2, '2026-04-01', 71))).toMatchObject({
    golfRoundID: 2,
    roundType: 'Tournament',
    score: 71,
    scoreVsPar: '71 (−1)',
  });
});

test('spec 2 §2 metrics table: every column in order, each ticked stat with both sides’ value and counts', () => {
  const left = countFlags([{ fairwayHit: true }, { fairwayHit: false }]);
  const right = countFlags([{ fairwayHit: true }]);
  const table = metricsTable(DEFAULT_METRICS, left, right);
  expect(table.map((c) => c.column)).toEqual(['Scoring', 'Drive', 'Approach', 'Save', 'Putt']);
  const drive = table.find((c) => c.column === 'Drive')?.rows[0];
  expect(drive).toMatchObject({
    name: 'Fairway Hit',
    left: { value: '50%', successes: 1, opportunities: 2 },
    right: { value: '100%', successes: 1, opportunities: 1 },
  });
});

test('issue 29: a side is named by its player and its selection, also when both sides are one player', () => {
  expect(sideName({ playerName: 'Jordan Reyes', label: 'Last 10 Rounds' })).toBe(
    'Jordan Reyes — Last 10 Rounds',
  );
  const left = sideName({ playerName: 'Jordan Reyes', label: 'Last 10 Rounds' });
  const right = sideName({ playerName: 'Jordan Reyes', label: 'Best 10 Rounds' });
  expect(left).not.toBe(right);
  expect(`${left} ${right}`).not.toMatch(/Left|Right|Selection/);
});

test('issue 29: like for like keeps a Trend, Scoring or Month selection as it is', () => {
  for (const kind of [
    { label: 'Trend', trendType: 'Last Rounds', trendCount: 'Ten' },
    { label: 'Scoring', scoringThreshold: 75 },
    { label: 'Month', months: ['June'] },
  ]) {
    const left = statFilterSelectionsSchema.parse({ years: [2026], advancedFilter: kind });
    expect(likeForLikeSelections(left, 4, ROUNDS)).toBe(left);
  }
});

test('issue 29: like for like turns chosen rounds into as many of the other player’s latest rounds', () => {
  const left = statFilterSelectionsSchema.parse({
    roundTypes: [3],
    advancedFilter: { label: 'Round', rounds: [101, 102], customLabel: 'Spring Invitational' },
  });
  const theirs = comparableRounds(ROUNDS, 18);
  const right = likeForLikeSelections(left, 2, theirs);
  // The two newest of rounds 1 (March), 2 (April) and 3 (May); the left player's label is dropped.
  expect(right).toEqual({ ...left, advancedFilter: { label: 'Round', rounds: [3, 2] } });
  expect(sideSelection(theirs, right, '2026-11-24')).toMatchObject({
    label: 'Chosen Rounds',
    roundIds: [3, 2],
  });
  expect(likeForLikeSelections(left, 5, theirs).advancedFilter).toEqual({
    label: 'Round',
    rounds: [3, 2, 1],
  });
});

test('issue 29: a metric cell says its count over what, or why it has none', () => {
  expect(metricCellNote('fairwayHit', { successes: 88, opportunities: 140 })).toEqual({
    kind: 'count',
    text: '88/140 fairways',
  });
  expect(metricCellNote('madeUpDown', { successes: 42, opportunities: 71 }).text).toBe('42/71 missed greens');
  expect(metricCellNote('fairwayMissedLeft', { successes: 0, opportunities: 0 })).toEqual({
    kind: 'not-recorded',
    text: 'Needs where each shot finished, and these rounds’ shots have no positions.',
  });
});

test('spec 2 §1: a side whose player has fewer than 2 rounds of the hole count leaves nothing to compare', () => {
  const side = (playerName: string, roundCount: number) => ({ playerName, roundCount });
  expect(sidesWithoutRounds({ left: side('Jordan Reyes', 2), right: side('Sam Reed', 30) })).toEqual([]);
  expect(sidesWithoutRounds({ left: side('Jordan Reyes', 1), right: side('Jordan Reyes', 1) })).toEqual([
    'left',
    'right',
  ]);
  expect(sidesWithoutRounds({ left: side('Jordan Reyes', 12), right: side('Sam Reed', 0) })).toEqual([
    'right',
  ]);
  expect(noRoundsReason(side('Sam Reed', 1), 18)).toBe(
    'Sam Reed has 1 round of 18 holes; stats need at least 2.',
  );
  expect(noRoundsReason(side('Sam Reed', 0), 9)).toBe(
    'Sam Reed has 0 rounds of 9 holes; stats need at least 2.',
  );
});
