import { isSelectable } from '../rounds/unfinished';
import { INVALID_HOLE_COUNT } from './hole-count-error';
import type { RoundFilter, RoundFilterInput, Timeframe } from './round-filter-schema';

export type { RoundFilter, RoundFilterInput, Timeframe };

/*
 * The round filter of spec 2 §3 and the selection it makes from a player's rounds. Its schema, for
 * filters read from requests, is in round-filter-schema.ts: this module stays free of zod, because
 * the pages' browser code (quick filters, groupings) uses it. The same rules
 * run in memory here (quick filters, overview generators, tests) and in one SQL query in
 * db/queries/round-selection.ts; the integration test checks that both select the same rounds.
 */

// spec 2 §3: holeCount 9 Hole = 0, 18 Hole = 1, Both = 2.
export const HOLE_COUNT = { nine: 0, eighteen: 1, both: 2 } as const;
export type HoleCountValue = (typeof HOLE_COUNT)[keyof typeof HOLE_COUNT];

// spec 2 §3: round type ids 1 practice, 3 tournament, 10 qualifier, 11 match.
export const ROUND_TYPE_IDS = [1, 3, 10, 11] as const;
export type RoundTypeId = (typeof ROUND_TYPE_IDS)[number];

// spec 2 §3: round number 0 means the final round.
export const FINAL_ROUND_NUMBER = 0;

// spec 2 §5 error texts, verbatim.
export { INVALID_HOLE_COUNT };

export class RoundFilterError extends Error {}

/** spec 2 §5: a hole count other than 0, 1 or 2 is an error. */
export function holeCountsOf(holeCount: number): Array<9 | 18> {
  if (holeCount === HOLE_COUNT.nine) return [9];
  if (holeCount === HOLE_COUNT.eighteen) return [18];
  if (holeCount === HOLE_COUNT.both) return [9, 18];
  throw new RoundFilterError(INVALID_HOLE_COUNT);
}

/** spec 2 §5: the rounds grid queries only for exactly 9 or 18 holes (918, "all", is refused). */
export function gridHoleCount(holeCount: number): 9 | 18 {
  if (holeCount === 9 || holeCount === 18) return holeCount;
  throw new RoundFilterError(INVALID_HOLE_COUNT);
}

/** What the filter needs to know of a round (db/queries/round-selection.ts reads these columns). */
export type FilterableRound = {
  id: number;
  playedOn: string;
  startedAt: string;
  holeCount: number;
  roundTypeId: number;
  roundNumber: number;
  isFinalRound: boolean;
  playedInSimulator: boolean;
  inProgress: boolean;
  tournamentId: number | null;
  score: number | null;
  par: number | null;
};

function nonEmpty<T>(list: ReadonlyArray<T> | undefined): list is ReadonlyArray<T> {
  return list !== undefined && list.length > 0;
}

export type DatedRound = { id: number; playedOn: string; startedAt: string };

/** Newest first: day, then tee time, then id (the order of every round list). */
export function newestFirst(a: DatedRound, b: DatedRound): number {
  return b.playedOn.localeCompare(a.playedOn) || b.startedAt.localeCompare(a.startedAt) || b.id - a.id;
}

function toPar(round: FilterableRound): number | null {
  return round.score === null || round.par === null ? null : round.score - round.par;
}

/** The conditions of a filter on one round, without its timeframe. */
export function matchesRoundFilter(round: FilterableRound, filter: RoundFilter): boolean {
  if (!holeCountsOf(filter.holeCount).includes(round.holeCount as 9 | 18)) return false;
  if (filter.golfRoundIds && !filter.golfRoundIds.includes(round.id)) return false;
  if (nonEmpty(filter.tournamentIds)) {
    if (round.tournamentId === null || !filter.tournamentIds.includes(round.tournamentId)) return false;
  }
  if (filter.dateRange?.min && round.playedOn < filter.dateRange.min) return false;
  if (filter.dateRange?.max && round.playedOn > filter.dateRange.max) return false;
  if (nonEmpty(filter.roundTypes) && !filter.roundTypes.includes(round.roundTypeId as RoundTypeId)) {
    return false;
  }
  if (nonEmpty(filter.roundNumbers)) {
    // spec 2 §3: round number 0 means the final round.
    const wantsFinal = filter.roundNumbers.includes(FINAL_ROUND_NUMBER);
    if (!filter.roundNumbers.includes(round.roundNumber) && !(wantsFinal && round.isFinalRound)) return false;
  }
  if (filter.playedInSimulator !== undefined && round.playedInSimulator !== filter.playedInSimulator) {
    return false;
  }
  // spec 2 §3 inProgressRounds: unfinished rounds (app/domain/rounds/unfinished.ts) only when asked.
  if (!isSelectable(round, filter.inProgressRounds === true)) return false;
  return true;
}

/**
 * spec 2 §3 timeframe, applied after the other conditions. Last N rounds: the N most recent. Best N
 * rounds: the N lowest scores to par (a round without a score cannot be best; a tie goes to the more
 * recent round). Last N tournaments: the rounds of the N tournaments played most recently (by their
 * latest round). Best N tournaments: the rounds of the N tournaments with the lowest average score to
 * par per round (a tie goes to the more recent tournament). Rounds outside tournaments never count for
 * a tournament timeframe.
 */
export function applyTimeframe<R extends FilterableRound>(
  rounds: ReadonlyArray<R>,
  timeframe: Timeframe | undefined,
): Array<R> {
  const ordered = [...rounds].sort(newestFirst);
  if (!timeframe) return ordered;
  const { period, count, unit } = timeframe;
  if (unit === 'rounds') {
    if (period === 'last') return ordered.slice(0, count);
    const best = ordered
      .filter((r) => toPar(r) !== null)
      .map((round, recency) => ({ round, recency, toPar: toPar(round) ?? 0 }))
      .sort((a, b) => a.toPar - b.toPar || a.recency - b.recency)
      .slice(0, count);
    const ids = new Set(best.map((b) => b.round.id));
    return ordered.filter((r) => ids.has(r.id));
  }
  type Event = { id: number; latest: R; rounds: Array<R>; total: number; scored: number };
  const events = new Map<number, Event>();
  for (const round of ordered) {
    if (round.tournamentId === null) continue;
    const event = events.get(round.tournamentId) ?? {
      id: round.tournamentId,
      latest: round,
      rounds: [],
      total: 0,
      scored: 0,
    };
    event.rounds.push(round);
    const value = toPar(round);
    if (value !== null) {
      event.total += value;
      event.scored += 1;
    }
    events.set(round.tournamentId, event);
  }
  // Map keeps insertion order: events by their latest round, newest first.
  const recent = [...events.values()].map((event, recency) => ({ event, recency }));
  const chosen =
    period === 'last'
      ? recent.slice(0, count)
      : recent
          .filter(({ event }) => event.scored > 0)
          .sort(
            (a, b) =>
              a.event.total / a.event.scored - b.event.total / b.event.scored || a.recency - b.recency,
          )
          .slice(0, count);
  const ids = new Set(chosen.map(({ event }) => event.id));
  return ordered.filter((r) => r.tournamentId !== null && ids.has(r.tournamentId));
}

/** The rounds a filter selects, newest first. */
export function applyRoundFilter<R extends FilterableRound>(
  rounds: ReadonlyArray<R>,
  filter: RoundFilter,
): Array<R> {
  return applyTimeframe(
    rounds.filter((r) => matchesRoundFilter(r, filter)),
    filter.timeframe,
  );
}

export type RoundFilterOptions = Omit<RoundFilterInput, 'holeCount'> & { holeCount?: number };

/**
 * A filter with the defaults of a new selection: both hole counts, every round. Built by code, not
 * read from a request (parseRoundFilter checks those), it gets the schema's defaults and its two rules
 * that code can break: the hole count and the order of the date range.
 */
export function roundFilter(input: RoundFilterOptions = {}): RoundFilter {
  const { holeCount = HOLE_COUNT.both, filterName = '', ...rest } = input;
  if (holeCount !== HOLE_COUNT.nine && holeCount !== HOLE_COUNT.eighteen && holeCount !== HOLE_COUNT.both) {
    throw new RoundFilterError(INVALID_HOLE_COUNT);
  }
  const { min, max } = rest.dateRange ?? {};
  if (min && max && min > max) throw new RoundFilterError('The date range ends before it starts');
  return { ...rest, filterName: filterName.trim(), holeCount };
}

/** spec 2 §5: duplicate filter names get a numeric suffix (2), (3)… in order of appearance. */
export function uniqueFilterNames(names: ReadonlyArray<string>): Array<string> {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate); n++) candidate = `${name} (${n})`;
    taken.add(candidate);
    return candidate;
  });
}
