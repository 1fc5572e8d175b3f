/**
 * What the demo data's texts may say about a round, read from the stored rows: tournament notes,
 * news items and personal-best claims quote these figures and nothing else (decision 003).
 */
import type { SeedTables } from './types';

type Played = Pick<SeedTables, 'rounds' | 'roundHoles'>;

export type RoundFacts = {
  id: number;
  accountId: number;
  tournamentId: number | null;
  roundTypeId: number;
  roundNumber: number;
  isFinalRound: boolean;
  holeCount: number;
  playedOn: string;
  score: number;
  par: number;
  birdies: number;
  /** Holes played over par: none makes a bogey-free round. */
  overPar: number;
  /** Greens in regulation, from the stored hole flags. */
  greens: number;
  /** Birdies or better on the last six holes played. */
  lateBirdies: number;
};

/** Completed rounds only (an unfinished round's score is not a score), in id order. */
export function roundFacts(played: Played): Array<RoundFacts> {
  const holesByRound = new Map<number, Array<Played['roundHoles'][number]>>();
  for (const hole of played.roundHoles) {
    const list = holesByRound.get(hole.roundId);
    if (list) list.push(hole);
    else holesByRound.set(hole.roundId, [hole]);
  }
  const facts: Array<RoundFacts> = [];
  for (const round of played.rounds) {
    if (round.inProgress || round.id === undefined || round.score == null || round.par == null) continue;
    const holes = holesByRound.get(round.id) ?? [];
    if (holes.length !== round.holeCount) continue;
    const under = (h: (typeof holes)[number]) => h.score != null && h.score < h.par;
    facts.push({
      id: round.id,
      accountId: round.accountId,
      tournamentId: round.tournamentId ?? null,
      roundTypeId: round.roundTypeId,
      roundNumber: round.roundNumber ?? 1,
      isFinalRound: round.isFinalRound ?? false,
      holeCount: round.holeCount,
      playedOn: round.playedOn,
      score: round.score,
      par: round.par,
      birdies: holes.filter(under).length,
      overPar: holes.filter((h) => h.score != null && h.score > h.par).length,
      greens: holes.filter((h) => h.madeGreenInRegulation === true).length,
      lateBirdies: holes.filter((h) => h.holeNumber > round.holeCount - 6 && under(h)).length,
    });
  }
  return facts;
}

/** A player's rounds in one event, in playing order. */
export type EventRounds = Array<RoundFacts>;

/** Rounds by account and tournament ("accountId:tournamentId"), each list in round-number order. */
export function roundsByEntry(facts: ReadonlyArray<RoundFacts>): Map<string, EventRounds> {
  const byEntry = new Map<string, EventRounds>();
  for (const f of facts) {
    if (f.tournamentId === null) continue;
    const key = entryKey(f.accountId, f.tournamentId);
    const list = byEntry.get(key);
    if (list) list.push(f);
    else byEntry.set(key, [f]);
  }
  for (const list of byEntry.values()) list.sort((a, b) => a.roundNumber - b.roundNumber);
  return byEntry;
}

export function entryKey(accountId: number, tournamentId: number): string {
  return `${accountId}:${tournamentId}`;
}

/** A personal best counts after this many earlier rounds of the same length (a first round is no record). */
export const PERSONAL_BEST_AFTER = 10;

/**
 * The rounds that set a new personal best: strictly lower than every earlier completed round of the
 * player with the same number of holes, after at least `after` such rounds (a first round is no record).
 */
export function personalBests(
  facts: ReadonlyArray<RoundFacts>,
  accountId: number,
  holeCount: number,
  after: number,
): Array<RoundFacts> {
  const own = facts
    .filter((f) => f.accountId === accountId && f.holeCount === holeCount)
    .sort((a, b) => a.playedOn.localeCompare(b.playedOn) || a.id - b.id);
  const bests: Array<RoundFacts> = [];
  let best = Number.POSITIVE_INFINITY;
  // Rounds of the same day count in id order; a tie is no record.
  own.forEach((f, seen) => {
    if (f.score < best && seen >= after) bests.push(f);
    best = Math.min(best, f.score);
  });
  return bests;
}

/** "3 under par", "even par", "2 over par". */
export function toParText(strokes: number, par: number): string {
  const diff = strokes - par;
  if (diff === 0) return 'even par';
  return diff < 0 ? `${-diff} under par` : `${diff} over par`;
}

/** "a 72", "an 81": the article as the number is spoken. */
export function aScore(score: number): string {
  const an = (score >= 80 && score <= 89) || score === 8 || score === 11 || score === 18;
  return `${an ? 'an' : 'a'} ${score}`;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Numbers up to ten in words, as a player writes them; larger ones in digits. */
export function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** "seven birdies", "one match", "12 greens". */
export function countText(n: number, one: string, many: string): string {
  return `${numberWord(n)} ${n === 1 ? one : many}`;
}
