/*
 * spec 2 §3 tournament summary and spec 2 §4 merging: the performance charts page lists, per
 * tournament, the rounds the charts drew from it. Several charts may draw from one tournament, so
 * their summaries are merged per tournament: rounds de-duplicated by round id, totals and averages
 * recomputed, the best round the one with the lowest score minus par.
 */

export type ScoreWithPar = { score: number; par: number };

export type SummaryRound = {
  golfRoundId: number;
  dateStarted: string;
  performance: ScoreWithPar;
  underParCount: number;
  yards: number | null;
};

export type TournamentSummary = {
  tournamentId: number;
  title: string;
  includedRounds: Array<SummaryRound>;
  totalScoreWithPar: ScoreWithPar;
  averageScoreWithPar: ScoreWithPar;
  bestRoundScoreWithPar: ScoreWithPar;
  averageYards: number | null;
  averageScore: number;
};

/** One tournament's summary from its rounds (at least one); rounds in date order. */
export function summarizeTournament(
  tournamentId: number,
  title: string,
  rounds: ReadonlyArray<SummaryRound>,
): TournamentSummary {
  const first = rounds[0];
  if (!first) throw new Error('summarizeTournament: a summary needs at least one round');
  const ordered = [...rounds].sort(
    (a, b) => a.dateStarted.localeCompare(b.dateStarted) || a.golfRoundId - b.golfRoundId,
  );
  const total = ordered.reduce(
    (sum, r) => ({ score: sum.score + r.performance.score, par: sum.par + r.performance.par }),
    { score: 0, par: 0 },
  );
  // spec 2 §4: the best round is the one with the lowest score minus par (first played on a tie).
  const best = ordered.reduce((a, b) =>
    b.performance.score - b.performance.par < a.performance.score - a.performance.par ? b : a,
  );
  const yards = ordered.map((r) => r.yards).filter((y): y is number => y !== null && y > 0);
  const count = ordered.length;
  return {
    tournamentId,
    title,
    includedRounds: ordered,
    totalScoreWithPar: total,
    averageScoreWithPar: { score: total.score / count, par: total.par / count },
    bestRoundScoreWithPar: best.performance,
    averageYards: yards.length > 0 ? yards.reduce((s, y) => s + y, 0) / yards.length : null,
    averageScore: total.score / count,
  };
}

/** spec 2 §4: summaries of several charts merged per tournament, first appearance order kept. */
export function mergeTournamentSummaries(
  summaries: ReadonlyArray<TournamentSummary>,
): Array<TournamentSummary> {
  const byTournament = new Map<number, { title: string; rounds: Map<number, SummaryRound> }>();
  for (const summary of summaries) {
    let entry = byTournament.get(summary.tournamentId);
    if (!entry) {
      entry = { title: summary.title, rounds: new Map() };
      byTournament.set(summary.tournamentId, entry);
    }
    for (const round of summary.includedRounds) {
      if (!entry.rounds.has(round.golfRoundId)) entry.rounds.set(round.golfRoundId, round);
    }
  }
  return [...byTournament].map(([id, entry]) =>
    summarizeTournament(id, entry.title, [...entry.rounds.values()]),
  );
}

/** The summaries of the tournament rounds among one chart's rounds. */
export function chartTournamentSummaries<
  R extends {
    id: number;
    playedOn: string;
    score: number;
    par: number;
    birdies: number;
    yards: number | null;
  },
>(
  rounds: ReadonlyArray<R & { tournamentId: number | null; tournamentName: string | null }>,
): Array<TournamentSummary> {
  const groups = new Map<number, { title: string; rounds: Array<SummaryRound> }>();
  for (const round of rounds) {
    if (round.tournamentId === null) continue;
    let group = groups.get(round.tournamentId);
    if (!group) {
      group = { title: round.tournamentName ?? 'Tournament', rounds: [] };
      groups.set(round.tournamentId, group);
    }
    group.rounds.push({
      golfRoundId: round.id,
      dateStarted: round.playedOn,
      performance: { score: round.score, par: round.par },
      underParCount: round.birdies,
      yards: round.yards,
    });
  }
  return [...groups].map(([id, group]) => summarizeTournament(id, group.title, group.rounds));
}
