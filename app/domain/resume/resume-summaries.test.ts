import { expect, test } from 'vitest';
import { mergeTournamentSummaries, type SummaryRound, summarizeTournament } from './resume-summaries';

function round(id: number, score: number, par = 72, day = `2026-05-0${id}`): SummaryRound {
  return { golfRoundId: id, dateStarted: day, performance: { score, par }, underParCount: 2, yards: 6800 };
}

test('a summary totals, averages and picks the best round by score minus par', () => {
  const s = summarizeTournament(9, 'Spring Open', [round(1, 74), round(2, 70, 71), round(3, 69, 70)]);
  expect(s.totalScoreWithPar).toEqual({ score: 213, par: 213 });
  expect(s.averageScore).toBe(71);
  expect(s.averageScoreWithPar).toEqual({ score: 71, par: 71 });
  // 70 on par 71 (−1) and 69 on par 70 (−1) tie; the first played wins.
  expect(s.bestRoundScoreWithPar).toEqual({ score: 70, par: 71 });
  expect(s.averageYards).toBe(6800);
});

test('summaries from several charts merge per tournament with rounds de-duplicated by id', () => {
  const a = summarizeTournament(9, 'Spring Open', [round(1, 74), round(2, 70)]);
  const b = summarizeTournament(9, 'Spring Open', [round(2, 70), round(3, 68)]);
  const other = summarizeTournament(4, 'Fall Classic', [round(5, 75)]);
  const merged = mergeTournamentSummaries([a, other, b]);
  expect(merged.map((s) => s.tournamentId)).toEqual([9, 4]);
  const spring = merged[0];
  expect(spring?.includedRounds.map((r) => r.golfRoundId)).toEqual([1, 2, 3]);
  expect(spring?.totalScoreWithPar).toEqual({ score: 212, par: 216 });
  expect(spring?.averageScore).toBeCloseTo(70.667, 2);
  expect(spring?.bestRoundScoreWithPar).toEqual({ score: 68, par: 72 });
});
