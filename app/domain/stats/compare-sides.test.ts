import { expect, test } from 'vitest';
import { DEFAULT_METRICS } from './compare-config';
import {
  type CompareRound,
  comparableRounds,
  metricsTable,
  roundOption,
  sideSelection,
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
  expect(rounds.label).toBe('Round');
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
