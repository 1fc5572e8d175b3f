import { expect, test } from 'vitest';
import {
  buildOverviewGroup,
  OVERVIEW_GROUPS,
  type OverviewRound,
  overviewGroupReads,
} from './overview-groups';
import { applyRoundFilter } from './round-filter';

// Decision 075: a group's generator reads the rounds of `overviewGroupReads` (their union) exactly as
// every round of the player, so the dashboard reads those alone.

/** A deterministic pseudo-random history: three years, both hole counts, events, ties, rounds in progress. */
function history(size: number, seed: number): Array<OverviewRound> {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const rounds: Array<OverviewRound> = [];
  for (let i = 0; i < size; i++) {
    const day = new Date(Date.parse('2026-11-20T00:00:00Z') - Math.floor(next() * 1100) * 86_400_000);
    const playedOn = day.toISOString().slice(0, 10);
    const tournamentId = next() < 0.4 ? 1 + Math.floor(next() * 30) : null;
    const nine = next() < 0.2;
    const unscored = next() < 0.05;
    const par = nine ? 36 : 72;
    rounds.push({
      id: 1000 + i,
      playedOn,
      startedAt: `${playedOn}T${String(6 + Math.floor(next() * 12)).padStart(2, '0')}:00:00`,
      holeCount: nine ? 9 : 18,
      roundTypeId: tournamentId ? 3 : (([1, 10, 11] as const)[Math.floor(next() * 3)] ?? 1),
      roundNumber: 1 + Math.floor(next() * 3),
      isFinalRound: false,
      playedInSimulator: false,
      inProgress: next() < 0.05,
      tournamentId,
      tournamentName: tournamentId ? `Event ${tournamentId}` : null,
      courseName: 'Home Links',
      score: unscored ? null : par - 3 + Math.floor(next() * 10),
      par: unscored ? null : par,
    });
  }
  return rounds;
}

const NOW = '2026-11-20T12:00:00';

test('every group with bounded reads builds from them what it builds from every round', () => {
  let bounded = 0;
  for (const seed of [1, 7, 42]) {
    const all = history(400, seed);
    // A week of rounds, so that Last 1 Week has some.
    const recent = history(6, seed + 100).map((round, index) => {
      const playedOn = `2026-11-${String(14 + index).padStart(2, '0')}`;
      return { ...round, id: 9000 + index, playedOn, startedAt: `${playedOn}T09:00:00` };
    });
    const rounds = [...all, ...recent];
    for (const definition of OVERVIEW_GROUPS) {
      for (const holeCount of [18, 9] as const) {
        const reads = overviewGroupReads(definition, { now: NOW, holeCount });
        if (reads === null) continue;
        bounded++;
        const read = new Map<number, OverviewRound>();
        for (const filter of reads)
          for (const round of applyRoundFilter(rounds, filter)) read.set(round.id, round);
        expect(read.size).toBeLessThan(rounds.length / 4);
        const context = { now: NOW, holeCount };
        expect(
          buildOverviewGroup(definition, { ...context, rounds: [...read.values()] }),
          definition.name,
        ).toEqual(buildOverviewGroup(definition, { ...context, rounds }));
      }
    }
  }
  expect(bounded).toBe(3 * 2 * 8);
});

test('the default group needs at most nine rounds whatever the history', () => {
  const recent = OVERVIEW_GROUPS.find((group) => group.name === 'Recent Performance');
  if (!recent) throw new Error('no Recent Performance group');
  const reads = overviewGroupReads(recent, { now: NOW, holeCount: 18 }) ?? [];
  for (const size of [100, 2000]) {
    const rounds = history(size, 3);
    const read = new Set(
      reads.flatMap((filter) => applyRoundFilter(rounds, filter).map((round) => round.id)),
    );
    expect(read.size).toBeLessThanOrEqual(9);
  }
});
