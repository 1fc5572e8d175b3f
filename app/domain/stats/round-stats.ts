import { type DateRange, inRange } from '../calendar/dates';
import { isUnfinished } from '../rounds/unfinished';
import type { SgCategory } from './strokes-gained';

/*
 * The stats read model (decision 033): every statistic of spec 3 §3 and §9 that a page, API, PDF
 * or export shows is decided here, from the per-round totals of the stored hole flags
 * (round_flag_totals, read by db/queries/round-summaries.ts). The flags themselves are decided once,
 * when a round is written, by app/domain/stats/hole-stats.ts; nothing re-derives them on read.
 */

/**
 * One round with the totals of its counted holes (not excluded, with a score: spec 3 §2.1), as
 * db/queries/round-summaries.ts reads them. `score` and `par` are those of the scored holes (the
 * round's own score when it has no holes); a made/chances pair counts the holes whose flag is known.
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

/** What the selection statistics read beyond a round's summary (all from round_flag_totals). */
export type RoundTotals = RoundSummary & {
  doubles: number;
  onePutts: number;
  /** Yards of the scored holes, null unless every one has its yardage. */
  holeYards: number | null;
  firstPuttFeet: number;
  firstPutts: number;
  /** Strokes gained per category, summed over the holes recorded shot by shot (`sgHoles`). */
  sgOffTheTee: number;
  sgApproach: number;
  sgAroundTheGreen: number;
  sgPutting: number;
  sgHoles: number;
};

/**
 * What `selectionStats` reads of a round, or of several rounds alike in everything its rules tell
 * apart (hole count, in progress, holes scored, score, par and yards known), their totals summed:
 * `rounds` says how many (1 when absent); `holesPlayed` is each one's.
 */
export type StatRound = { rounds?: number } & Omit<
  RoundTotals,
  | 'id'
  | 'playedOn'
  | 'startedAt'
  | 'playedInSimulator'
  | 'par3Score'
  | 'par3Holes'
  | 'par4Score'
  | 'par4Holes'
  | 'par5Score'
  | 'par5Holes'
>;

export type StrokesGained = Record<SgCategory, number> & { total: number };

export type MadeChances = { made: number; chances: number };

/** A selection's statistics: what every consumer shows, decided once. */
export type SelectionStats = {
  /** Rounds with at least one scored hole. */
  roundsPlayed: number;
  /**
   * "Per round" means per round of this many holes: 18 when the selection has an 18-hole round, else
   * 9 (spec 2 §4: totals are per round of one hole count; a 9-hole round then counts as half a round).
   */
  roundHoles: 9 | 18;
  /** Mean score and score to par of the full rounds (every hole scored) of `roundHoles` holes. */
  scoringAverage: number | null;
  averageToPar: number | null;
  /** Mean par of the same rounds. */
  averagePar: number | null;
  /** Mean yards of the same rounds whose every hole has a yardage. */
  yards: number | null;
  birdiesPerRound: number | null;
  doublesPerRound: number | null;
  puttsPerRound: number | null;
  onePuttsPerRound: number | null;
  /** Mean first-putt distance in feet. */
  firstPuttFeet: number | null;
  fairways: MadeChances;
  greens: MadeChances;
  upDowns: MadeChances;
  /** Strokes gained per round against the PGA TOUR baseline (decision 014), over holes with shots. */
  strokesGained: StrokesGained | null;
};

/** A completed round with at least one scored hole: what the statistics count. */
export function isCompleted(round: RoundSummary): boolean {
  return !isUnfinished(round) && round.holesPlayed > 0 && round.score !== null && round.par !== null;
}

/** A completed round of 18 holes, each one scored. */
export function isFullEighteen(round: RoundSummary): boolean {
  return isFullRound(round, 18);
}

type Scored = Pick<RoundSummary, 'inProgress' | 'holesPlayed' | 'holeCount' | 'score' | 'par'> & {
  rounds?: number;
};

/** How many rounds a row stands for (`StatRound`). */
function weight(round: { rounds?: number }): number {
  return round.rounds ?? 1;
}

/** The mean per round of a total summed over rows of `weight` rounds each. */
function weightedMean<R extends { rounds?: number }>(rows: ReadonlyArray<R>, total: (r: R) => number) {
  const count = sum(rows, weight);
  return count === 0 ? null : sum(rows, total) / count;
}

function isCounted(round: Scored): boolean {
  return round.holesPlayed > 0 && round.score !== null && round.par !== null;
}

function isFullRound(round: Scored, holes: 9 | 18): boolean {
  return !isUnfinished(round) && isCounted(round) && round.holeCount === holes && round.holesPlayed === holes;
}

/** spec 2 §4: "per round" is per 18 holes, or per 9 when every counted round has 9 holes. */
function roundSize(counted: ReadonlyArray<Scored>): 9 | 18 {
  return counted.length > 0 && counted.every((r) => r.holeCount === 9) ? 9 : 18;
}

/**
 * The scoring average of some rounds: the mean score, par and score to par of their full rounds
 * (every hole scored) of the round size; also what the schedule's My Results shows.
 */
export function scoringAverage(rounds: ReadonlyArray<Scored>): {
  roundHoles: 9 | 18;
  score: number | null;
  par: number | null;
  toPar: number | null;
} {
  const counted = rounds.filter(isCounted);
  const roundHoles = roundSize(counted);
  const full = counted.filter((r) => isFullRound(r, roundHoles));
  return {
    roundHoles,
    score: weightedMean(full, (r) => r.score ?? 0),
    par: weightedMean(full, (r) => r.par ?? 0),
    toPar: weightedMean(full, (r) => (r.score ?? 0) - (r.par ?? 0)),
  };
}

function sum<R>(rounds: ReadonlyArray<R>, pick: (r: R) => number): number {
  return rounds.reduce((total, r) => total + pick(r), 0);
}

/** A total spread over `holes` holes, expressed per round of `roundHoles` holes. */
function perRound(total: number, holes: number, roundHoles: number): number | null {
  return holes === 0 ? null : (total / holes) * roundHoles;
}

/** A round's own strokes gained per category and in total (null when no hole has shots). */
export function roundStrokesGained(
  round: Pick<RoundTotals, 'sgOffTheTee' | 'sgApproach' | 'sgAroundTheGreen' | 'sgPutting' | 'sgHoles'>,
): StrokesGained | null {
  if (round.sgHoles === 0) return null;
  return strokesGainedOf(round.sgOffTheTee, round.sgApproach, round.sgAroundTheGreen, round.sgPutting);
}

function strokesGainedOf(
  offTheTee: number,
  approach: number,
  aroundTheGreen: number,
  putting: number,
): StrokesGained {
  // Stored per hole with 4 decimals (decision 014): shown with the same precision.
  const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
  return {
    offTheTee: round4(offTheTee),
    approach: round4(approach),
    aroundTheGreen: round4(aroundTheGreen),
    putting: round4(putting),
    total: round4(offTheTee + approach + aroundTheGreen + putting),
  };
}

/**
 * spec 3 §3, §9: the statistics of a set of rounds (a selection, already filtered by the round
 * filter of spec 2 §3). Rounds without a scored hole count nowhere; excluded holes are not in the
 * totals.
 */
export function selectionStats(rounds: ReadonlyArray<StatRound>): SelectionStats {
  const counted = rounds.filter(isCounted);
  const scoring = scoringAverage(counted);
  const roundHoles = scoring.roundHoles;
  const full = counted.filter((r) => isFullRound(r, roundHoles));
  const holes = sum(counted, (r) => r.holesPlayed * weight(r));
  const puttHoles = sum(counted, (r) => r.puttHoles);
  const sgHoles = sum(counted, (r) => r.sgHoles);
  const sg = (pick: (r: StatRound) => number) => (sum(counted, pick) / sgHoles) * roundHoles;
  const firstPutts = sum(counted, (r) => r.firstPutts);
  const withYards = full.filter((r) => r.holeYards !== null);
  return {
    roundsPlayed: sum(counted, weight),
    roundHoles,
    scoringAverage: scoring.score,
    averageToPar: scoring.toPar,
    averagePar: scoring.par,
    yards: weightedMean(withYards, (r) => r.holeYards ?? 0),
    birdiesPerRound: perRound(
      sum(counted, (r) => r.birdies),
      holes,
      roundHoles,
    ),
    doublesPerRound: perRound(
      sum(counted, (r) => r.doubles),
      holes,
      roundHoles,
    ),
    puttsPerRound: perRound(
      sum(counted, (r) => r.putts),
      puttHoles,
      roundHoles,
    ),
    onePuttsPerRound: perRound(
      sum(counted, (r) => r.onePutts),
      puttHoles,
      roundHoles,
    ),
    firstPuttFeet: firstPutts === 0 ? null : sum(counted, (r) => r.firstPuttFeet) / firstPutts,
    fairways: { made: sum(counted, (r) => r.fairways), chances: sum(counted, (r) => r.fairwayChances) },
    greens: { made: sum(counted, (r) => r.greens), chances: sum(counted, (r) => r.greenChances) },
    upDowns: { made: sum(counted, (r) => r.upDowns), chances: sum(counted, (r) => r.upDownChances) },
    strokesGained:
      sgHoles === 0
        ? null
        : strokesGainedOf(
            sg((r) => r.sgOffTheTee),
            sg((r) => r.sgApproach),
            sg((r) => r.sgAroundTheGreen),
            sg((r) => r.sgPutting),
          ),
  };
}

/** The completed rounds within a range (null: all time), for the statistics of a season. */
export function roundsInRange<R extends RoundSummary>(
  rounds: ReadonlyArray<R>,
  range: DateRange | null,
): Array<R> {
  return rounds.filter((r) => isCompleted(r) && inRange(r.playedOn, range));
}

export type ParTypeAverage = { par: 3 | 4 | 5; holes: number; average: number | null; toPar: number | null };

/** Scoring average on par 3, 4 and 5 holes (the Round Assessment's breakdown). */
export function parTypeAverages(rounds: ReadonlyArray<RoundSummary>): Array<ParTypeAverage> {
  const types = [
    { par: 3 as const, score: (r: RoundSummary) => r.par3Score, holes: (r: RoundSummary) => r.par3Holes },
    { par: 4 as const, score: (r: RoundSummary) => r.par4Score, holes: (r: RoundSummary) => r.par4Holes },
    { par: 5 as const, score: (r: RoundSummary) => r.par5Score, holes: (r: RoundSummary) => r.par5Holes },
  ];
  return types.map(({ par, score, holes }) => {
    const count = sum(rounds, holes);
    const average = count === 0 ? null : sum(rounds, score) / count;
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

/** spec 2 §1: compare stats show once at least 2 rounds are logged; before, the empty state. */
export const COMPARE_STATS_MIN_ROUNDS = 2;

export function hasEnoughRoundsForStats(stats: Pick<SelectionStats, 'roundsPlayed'>): boolean {
  return stats.roundsPlayed >= COMPARE_STATS_MIN_ROUNDS;
}
