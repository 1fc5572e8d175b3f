import { type DateRange, inRange } from './dates';
import { formatAverageToPar, formatPercent } from './scores';

/**
 * One round with the sums of its holes, as db/queries/round-summaries.ts reads it. Excluded holes
 * count nowhere (spec 3 §2.1: excluded holes show no score). The made/chances pairs come from the
 * stored hole flags (spec 3 §3) where a round has them, else from the scores, putts and tee shots:
 * a fairway is a chance on a par 4 or 5; a green in regulation is reached in par − 2 strokes or fewer
 * (score − putts); an up-and-down chance is a missed green, made when the hole is played in par or
 * better.
 */
export type RoundSummary = {
  id: number;
  playedOn: string;
  startedAt: string;
  holeCount: number;
  holesPlayed: number;
  inProgress: boolean;
  playedInSimulator: boolean;
  score: number | null;
  par: number | null;
  birdies: number;
  putts: number;
  puttHoles: number;
  fairways: number;
  fairwayChances: number;
  greens: number;
  greenChances: number;
  upDowns: number;
  upDownChances: number;
  par3Score: number;
  par3Holes: number;
  par4Score: number;
  par4Holes: number;
  par5Score: number;
  par5Holes: number;
};

export type SeasonStats = {
  roundsPlayed: number;
  /** Mean score of completed 18-hole rounds. */
  scoringAverage: number | null;
  /** Mean score to par of the same rounds. */
  averageToPar: number | null;
  /** Per 18 holes played, so that 9-hole rounds count as half a round. */
  birdiesPerRound: number | null;
  puttsPerRound: number | null;
  fairways: { made: number; chances: number };
  greens: { made: number; chances: number };
  upDowns: { made: number; chances: number };
};

/** A completed round with at least one scored hole: what the statistics count. */
export function isCompleted(round: RoundSummary): boolean {
  return !round.inProgress && round.holesPlayed > 0 && round.score !== null && round.par !== null;
}

export function isFullEighteen(round: RoundSummary): boolean {
  return isCompleted(round) && round.holeCount === 18 && round.holesPlayed === 18;
}

function mean(values: Array<number>): number | null {
  return values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
}

function sum(rounds: Array<RoundSummary>, pick: (r: RoundSummary) => number): number {
  return rounds.reduce((total, r) => total + pick(r), 0);
}

/** A player's aggregates over the completed rounds within a range (null: all time). */
export function seasonStats(rounds: ReadonlyArray<RoundSummary>, range: DateRange | null): SeasonStats {
  const counted = rounds.filter((r) => isCompleted(r) && inRange(r.playedOn, range));
  const eighteen = counted.filter(isFullEighteen);
  const holes = sum(counted, (r) => r.holesPlayed);
  const puttHoles = sum(counted, (r) => r.puttHoles);
  return {
    roundsPlayed: counted.length,
    scoringAverage: mean(eighteen.map((r) => r.score ?? 0)),
    averageToPar: mean(eighteen.map((r) => (r.score ?? 0) - (r.par ?? 0))),
    birdiesPerRound: holes === 0 ? null : (sum(counted, (r) => r.birdies) / holes) * 18,
    puttsPerRound: puttHoles === 0 ? null : (sum(counted, (r) => r.putts) / puttHoles) * 18,
    fairways: { made: sum(counted, (r) => r.fairways), chances: sum(counted, (r) => r.fairwayChances) },
    greens: { made: sum(counted, (r) => r.greens), chances: sum(counted, (r) => r.greenChances) },
    upDowns: { made: sum(counted, (r) => r.upDowns), chances: sum(counted, (r) => r.upDownChances) },
  };
}

export type ParTypeAverage = { par: 3 | 4 | 5; holes: number; average: number | null; toPar: number | null };

/** Scoring average on par 3, 4 and 5 holes (the Round Assessment's breakdown). */
export function parTypeAverages(rounds: ReadonlyArray<RoundSummary>): Array<ParTypeAverage> {
  const types = [
    { par: 3 as const, score: (r: RoundSummary) => r.par3Score, holes: (r: RoundSummary) => r.par3Holes },
    { par: 4 as const, score: (r: RoundSummary) => r.par4Score, holes: (r: RoundSummary) => r.par4Holes },
    { par: 5 as const, score: (r: RoundSummary) => r.par5Score, holes: (r: RoundSummary) => r.par5Holes },
  ];
  const list = [...rounds];
  return types.map(({ par, score, holes }) => {
    const count = sum(list, holes);
    const average = count === 0 ? null : sum(list, score) / count;
    return { par, holes: count, average, toPar: average === null ? null : average - par };
  });
}

/** The most recent completed rounds, newest first. */
export function latestCompleted<R extends RoundSummary>(rounds: ReadonlyArray<R>, count: number): Array<R> {
  return rounds
    .filter(isCompleted)
    .sort(
      (a, b) => b.playedOn.localeCompare(a.playedOn) || b.startedAt.localeCompare(a.startedAt) || b.id - a.id,
    )
    .slice(0, count);
}

export type StatLine = { key: string; label: string; value: string };

/**
 * The season aggregates as the Compare Stats table shows them (spec 3 §2.1: FIR, GIR and Up/Down as
 * percentages with 0 decimals, putts with 1 decimal; score v par with 1 decimal, E for even).
 */
export function statLines(stats: SeasonStats): Array<StatLine> {
  const decimal = (value: number | null) => (value === null ? '–' : value.toFixed(1));
  return [
    { key: 'rounds', label: 'Rounds played', value: String(stats.roundsPlayed) },
    { key: 'scoring', label: 'Scoring average (18 holes)', value: decimal(stats.scoringAverage) },
    {
      key: 'to-par',
      label: 'Average to par',
      value: stats.averageToPar === null ? '–' : formatAverageToPar(stats.averageToPar),
    },
    { key: 'birdies', label: 'Birdies per round', value: decimal(stats.birdiesPerRound) },
    { key: 'fir', label: 'Fairways hit', value: formatPercent(stats.fairways.made, stats.fairways.chances) },
    {
      key: 'gir',
      label: 'Greens in regulation',
      value: formatPercent(stats.greens.made, stats.greens.chances),
    },
    { key: 'putts', label: 'Putts per round', value: decimal(stats.puttsPerRound) },
    { key: 'up-down', label: 'Up & down', value: formatPercent(stats.upDowns.made, stats.upDowns.chances) },
  ];
}
