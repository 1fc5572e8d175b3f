// spec 3 §2.3 player tournaments page, tabs of schedule/{tab}.
import { isFullEighteen, type RoundSummary, scoringAverage } from '../stats/round-stats';

export type ScheduleView = 'events' | 'results';

/**
 * spec 3 §2.3: tab 0 is Upcoming and Historical Events, tab 1 My Results. Any other integer (the
 * route takes every integer, spec 1 §2) shows tab 0, the page's landing tab, rather than nothing.
 */
export function scheduleView(tab: number): ScheduleView {
  return tab === 1 ? 'results' : 'events';
}

export const SCHEDULE_TABS: ReadonlyArray<{ tab: number; view: ScheduleView; label: string }> = [
  { tab: 0, view: 'events', label: 'Events' },
  { tab: 1, view: 'results', label: 'My Results' },
];

type Dated = { startDate: string; endDate: string | null };

/** An event is upcoming until its last day has passed (an event under way is still upcoming). */
export function isUpcoming(event: Dated, today: string): boolean {
  return (event.endDate ?? event.startDate) >= today;
}

/** Upcoming events soonest first; historical events most recent first. */
export function splitEvents<E extends Dated>(
  events: ReadonlyArray<E>,
  today: string,
): { upcoming: Array<E>; historical: Array<E> } {
  const upcoming = events
    .filter((e) => isUpcoming(e, today))
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  const historical = events
    .filter((e) => !isUpcoming(e, today))
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  return { upcoming, historical };
}

export type EventRound = {
  id: number;
  roundNumber: number;
  score: number | null;
  par: number | null;
  inProgress: boolean;
  holesPlayed: number;
  holeCount: number;
};

export type EventResult = {
  /** The completed rounds by round number, each with its score and score to par. */
  rounds: Array<{ id: number; roundNumber: number; score: number; par: number; toPar: number }>;
  totalScore: number;
  totalPar: number;
  toPar: number;
  averageScore: number;
  /** spec 2 §4: the best round is the one with the lowest score minus par. */
  bestRound: { roundNumber: number; score: number; toPar: number };
};

/** A player's result at one event from their completed rounds there, or null without any. */
export function eventResult(rounds: ReadonlyArray<EventRound>): EventResult | null {
  const completed = rounds
    .filter(
      (r): r is EventRound & { score: number; par: number } =>
        !r.inProgress &&
        r.score !== null &&
        r.par !== null &&
        r.holesPlayed > 0 &&
        r.holesPlayed === r.holeCount,
    )
    .sort((a, b) => a.roundNumber - b.roundNumber || a.id - b.id)
    .map((r) => ({
      id: r.id,
      roundNumber: r.roundNumber,
      score: r.score,
      par: r.par,
      toPar: r.score - r.par,
    }));
  const [first] = completed;
  if (first === undefined) return null;
  const totalScore = completed.reduce((sum, r) => sum + r.score, 0);
  const totalPar = completed.reduce((sum, r) => sum + r.par, 0);
  const best = completed.reduce((a, b) => (b.toPar < a.toPar ? b : a), first);
  return {
    rounds: completed,
    totalScore,
    totalPar,
    toPar: totalScore - totalPar,
    averageScore: totalScore / completed.length,
    bestRound: { roundNumber: best.roundNumber, score: best.score, toPar: best.toPar },
  };
}

/** "T3" or "3" → 3 for ordering; no finish sorts last. */
export function finishRank(finishPosition: string | null): number {
  const n = Number((finishPosition ?? '').replace(/^T/i, ''));
  return Number.isInteger(n) && n > 0 ? n : Number.POSITIVE_INFINITY;
}

/**
 * "T3" → "T3", "1" → "1st", "22" → "22nd": a finish as people say it; with the field's size when the
 * event gives it, "T3 of 84".
 */
export function formatFinish(finishPosition: string | null, fieldSize: number | null = null): string | null {
  const text = finishPosition?.trim() ?? '';
  if (text === '') return null;
  const ofField = (place: string) => (fieldSize === null ? place : `${place} of ${fieldSize}`);
  if (/^T\d+$/i.test(text)) return ofField(text.toUpperCase());
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0) return text;
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return ofField(`${n}${suffix}`);
}

export type ResultsSummary = {
  events: number;
  wins: number;
  topTens: number;
  roundsPlayed: number;
  scoringAverage: number | null;
};

/**
 * The head of My Results: past events entered, wins and top-10 finishes (ties count: "T3" is a top
 * 10), completed tournament rounds and their scoring average over full 18-hole rounds.
 */
export function resultsSummary(
  events: ReadonlyArray<{ finishPosition: string | null }>,
  rounds: ReadonlyArray<EventRound>,
): ResultsSummary {
  const completed = rounds.filter(
    (r) => !r.inProgress && r.score !== null && r.holesPlayed > 0 && r.holesPlayed === r.holeCount,
  );
  return {
    events: events.length,
    wins: events.filter((e) => finishRank(e.finishPosition) === 1).length,
    topTens: events.filter((e) => finishRank(e.finishPosition) <= 10).length,
    roundsPlayed: completed.length,
    scoringAverage: scoringAverage(completed).score,
  };
}

/** How many rounds My Best Rounds lists (spec 3 §2.3). */
export const BEST_ROUNDS = 5;

/**
 * spec 3 §2.3 My Results, My Best Rounds: full 18-hole rounds, lowest score to par first (the Best 5
 * rule of spec 2 §9), the more recent first among equals.
 */
export function bestRounds<R extends RoundSummary & { playedOn: string }>(
  rounds: ReadonlyArray<R>,
  count: number = BEST_ROUNDS,
): Array<R> {
  const toPar = (round: R) => (round.score ?? 0) - (round.par ?? 0);
  return rounds
    .filter(isFullEighteen)
    .sort((a, b) => toPar(a) - toPar(b) || b.playedOn.localeCompare(a.playedOn))
    .slice(0, count);
}
