// spec 3 §2.3 / §4 / §5 / §9: what My Results and the Options panel make of a player's entries and rounds.
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { type DateRange, inRange } from '../calendar/dates';
import { lastRounds, type RangeOption } from '../calendar/range-options';
import { type EventRound, eventResult } from './schedule';
import {
  countsAsAll,
  type HoleCount,
  holesMatch,
  type ResultsSettings,
  type ScheduleFilter,
  STATUS_IDS,
  underThreshold,
} from './schedule-filter';
import { statusGroup } from './tournaments';

/** An entry of the page's player or of an added one (spec 3 §2.3 additional players). */
export type FilterableEntry = {
  accountId: number;
  tournamentId: number;
  eventTypeId: number;
  localeTypeId: number;
  statusId: number | null;
  isFeatured: boolean;
  startDate: string;
  endDate: string | null;
};

export type FilterableRound = EventRound & {
  accountId: number;
  tournamentId: number | null;
  playedOn: string;
};

/** spec 3 §2.3 Options: event type and locale filter every list. */
export function byEventFilters<E extends FilterableEntry>(
  entries: ReadonlyArray<E>,
  filter: Pick<ScheduleFilter, 'eventTypes' | 'locales'>,
): Array<E> {
  return entries.filter(
    (e) => filter.eventTypes.includes(e.eventTypeId) && filter.locales.includes(e.localeTypeId),
  );
}

/** spec 3 §5: the status filter counts as all at 6 (entries without a status stay then). */
export function byStatus<E extends FilterableEntry>(
  entries: ReadonlyArray<E>,
  statuses: ReadonlyArray<number>,
): Array<E> {
  if (countsAsAll(statuses, STATUS_IDS)) return [...entries];
  return entries.filter((e) => e.statusId !== null && statuses.includes(e.statusId));
}

/** spec 3 §9: event type 3 is a tournament; upcoming metrics count only those rows (§5). */
const TOURNAMENT_EVENT_TYPE = 3;

export type UpcomingMetrics = {
  tournaments: number;
  confirmed: number;
  considering: number;
  /** Days between the end of one tournament and the start of the next; null shows "-" (spec 3 §5). */
  shortestGapDays: number | null;
};

function days(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to.slice(0, 10)), parseISO(from.slice(0, 10)));
}

/** spec 3 §4 / §5 upcoming metrics: tournament rows only; confirmed 1, 3, 4; considering 2, 5, 6. */
export function upcomingMetrics(entries: ReadonlyArray<FilterableEntry>): UpcomingMetrics {
  const rows = entries
    .filter((e) => e.eventTypeId === TOURNAMENT_EVENT_TYPE)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  let shortest: number | null = null;
  for (let i = 1; i < rows.length; i++) {
    const previous = rows[i - 1];
    const next = rows[i];
    if (previous === undefined || next === undefined) continue;
    const gap = Math.max(0, days(previous.endDate ?? previous.startDate, next.startDate));
    shortest = shortest === null ? gap : Math.min(shortest, gap);
  }
  return {
    tournaments: rows.length,
    confirmed: rows.filter((e) => statusGroup(e.statusId) === 'confirmed').length,
    considering: rows.filter((e) => statusGroup(e.statusId) === 'considering').length,
    shortestGapDays: shortest,
  };
}

const entryKey = (accountId: number, tournamentId: number) => `${accountId}:${tournamentId}`;

type Completed<R> = R & { score: number; par: number };

function isCompleted<R extends FilterableRound>(r: R): r is Completed<R> {
  return (
    !r.inProgress && r.score !== null && r.par !== null && r.holesPlayed > 0 && r.holesPlayed === r.holeCount
  );
}

/**
 * What a timeframe takes in (spec 3 §3 timeframe filter entity): the days of a Months, custom or All
 * Time choice, or, for the Rounds period, the ids of each player's last N completed event rounds.
 */
export type ResultsScope = { range: DateRange | null; roundIds: ReadonlySet<number> | null };

/**
 * spec 3 §3 Rounds period on My Results: each player's N most recent completed rounds of the listed
 * events in the chosen hole count (spec 3 §4); any other timeframe is its days.
 */
export function resultsScope(
  timeframe: RangeOption,
  holes: HoleCount,
  entries: ReadonlyArray<FilterableEntry>,
  rounds: ReadonlyArray<FilterableRound>,
): ResultsScope {
  const count = timeframe.rounds;
  if (count === undefined) return { range: timeframe.range, roundIds: null };
  const listed = new Set(entries.map((e) => entryKey(e.accountId, e.tournamentId)));
  const byPlayer = new Map<number, Array<FilterableRound>>();
  for (const round of rounds) {
    if (round.tournamentId === null || !listed.has(entryKey(round.accountId, round.tournamentId))) continue;
    if (!isCompleted(round) || !holesMatch(holes, round.holeCount)) continue;
    byPlayer.set(round.accountId, [...(byPlayer.get(round.accountId) ?? []), round]);
  }
  const ids = new Set<number>();
  for (const list of byPlayer.values()) for (const round of lastRounds(list, count)) ids.add(round.id);
  return { range: null, roundIds: ids };
}

function roundInScope(round: FilterableRound, scope: ResultsScope): boolean {
  return scope.roundIds === null ? inRange(round.playedOn, scope.range) : scope.roundIds.has(round.id);
}

/** An event is in a Rounds period when one of its rounds is; otherwise when it starts in the days. */
function eventInScope(
  entry: FilterableEntry,
  eventRounds: ReadonlyArray<FilterableRound>,
  scope: ResultsScope,
): boolean {
  if (scope.roundIds === null) return inRange(entry.startDate, scope.range);
  const ids = scope.roundIds;
  return eventRounds.some((r) => ids.has(r.id));
}

/** The mean score of the completed event rounds in a timeframe and hole count (the score aggregate). */
export function averageEventScore(
  rounds: ReadonlyArray<FilterableRound>,
  scope: ResultsScope,
  holes: HoleCount,
): number | null {
  const scores = rounds
    .filter(
      (r) =>
        r.tournamentId !== null && isCompleted(r) && holesMatch(holes, r.holeCount) && roundInScope(r, scope),
    )
    .map((r) => r.score ?? 0);
  return scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
}

// spec 3 §9: a best badge shows when more than 10 tournaments are listed.
export const BEST_BADGE_AFTER = 10;

export type ResultsLists<E, R> = {
  rounds: Array<Completed<R>>;
  events: Array<E>;
  /** The listed event with the lowest average score to par, when more than 10 are listed. */
  bestEvent: E | null;
};

type EventAverage = { toParPerRound: number; averageScore: number };

function eventAverage(rounds: ReadonlyArray<EventRound>): EventAverage | null {
  const result = eventResult(rounds);
  if (result === null) return null;
  return { toParPerRound: result.toPar / result.rounds.length, averageScore: result.averageScore };
}

/**
 * spec 3 §2.3 My Featured/Best Rounds and My Featured Tournaments. Featured: the rounds and events the
 * player featured, newest first. Score: the rounds and events (by average) at or under the threshold,
 * best score to par first. Both keep to the timeframe, the hole count and the event filters.
 */
export function resultsLists<E extends FilterableEntry, R extends FilterableRound>(
  entries: ReadonlyArray<E>,
  rounds: ReadonlyArray<R>,
  settings: ResultsSettings,
  scope: ResultsScope,
): ResultsLists<E, R> {
  const byKey = new Map(entries.map((e) => [entryKey(e.accountId, e.tournamentId), e]));
  const featured = settings.view === 'featured';
  const roundsOf = new Map<string, Array<R>>();
  for (const round of rounds) {
    if (round.tournamentId === null || !holesMatch(settings.holes, round.holeCount)) continue;
    const key = entryKey(round.accountId, round.tournamentId);
    roundsOf.set(key, [...(roundsOf.get(key) ?? []), round]);
  }
  const listedRounds = rounds
    .filter(isCompleted)
    .filter((r) => {
      const entry = r.tournamentId === null ? undefined : byKey.get(entryKey(r.accountId, r.tournamentId));
      if (entry === undefined || !holesMatch(settings.holes, r.holeCount) || !roundInScope(r, scope)) {
        return false;
      }
      return featured ? entry.isFeatured : underThreshold(settings.threshold, r.score);
    })
    .sort((a, b) =>
      featured
        ? b.playedOn.localeCompare(a.playedOn) || b.id - a.id
        : a.score - a.par - (b.score - b.par) || b.playedOn.localeCompare(a.playedOn),
    );
  const averages = new Map(
    entries.map((e) => [e, eventAverage(roundsOf.get(entryKey(e.accountId, e.tournamentId)) ?? [])]),
  );
  const listedEvents = entries
    .filter((e) => {
      if (!eventInScope(e, roundsOf.get(entryKey(e.accountId, e.tournamentId)) ?? [], scope)) return false;
      if (featured) return e.isFeatured;
      const average = averages.get(e);
      return average != null && underThreshold(settings.threshold, average.averageScore);
    })
    .sort((a, b) => {
      if (featured) return b.startDate.localeCompare(a.startDate);
      return (
        (averages.get(a)?.toParPerRound ?? 0) - (averages.get(b)?.toParPerRound ?? 0) ||
        b.startDate.localeCompare(a.startDate)
      );
    });
  let bestEvent: E | null = null;
  if (listedEvents.length > BEST_BADGE_AFTER) {
    for (const event of listedEvents) {
      const average = averages.get(event);
      if (average == null) continue;
      const best = bestEvent === null ? null : averages.get(bestEvent);
      if (best == null || average.toParPerRound < best.toParPerRound) bestEvent = event;
    }
  }
  return { rounds: listedRounds, events: listedEvents, bestEvent };
}

export type BestRoundScore = { rounds: number; score: number; year: number; daysSince: number };

export type HistoricalMetrics = { tournamentCount: number; best: Array<BestRoundScore> };

/**
 * spec 3 §3 historical metrics: the tournament count, and for 1 to 4 rounds the best total of an event
 * of that many completed rounds, with its year and the days since its last day. Both keep to the
 * timeframe and the hole count (spec 3 §4): under 9 or 18 an event counts by its rounds of that many
 * holes (an event without logged rounds counts only under Both, 918).
 */
export function historicalMetrics<E extends FilterableEntry>(
  entries: ReadonlyArray<E>,
  rounds: ReadonlyArray<FilterableRound>,
  scope: ResultsScope,
  holes: HoleCount,
  today: string,
): HistoricalMetrics {
  const roundsOf = (entry: E, matching: boolean) =>
    rounds.filter(
      (r) =>
        r.accountId === entry.accountId &&
        r.tournamentId === entry.tournamentId &&
        (!matching || holesMatch(holes, r.holeCount)),
    );
  const listed = entries.filter((e) => {
    const own = roundsOf(e, false);
    if (!eventInScope(e, own, scope)) return false;
    return holes === 918 || own.some((r) => holesMatch(holes, r.holeCount));
  });
  const best: Array<BestRoundScore> = [];
  for (const count of [1, 2, 3, 4]) {
    let found: BestRoundScore | null = null;
    for (const entry of listed) {
      const result = eventResult(roundsOf(entry, true));
      if (result === null || result.rounds.length !== count) continue;
      if (found !== null && found.score <= result.totalScore) continue;
      const lastDay = entry.endDate ?? entry.startDate;
      found = {
        rounds: count,
        score: result.totalScore,
        year: Number(lastDay.slice(0, 4)),
        daysSince: Math.max(0, days(lastDay, today)),
      };
    }
    if (found !== null) best.push(found);
  }
  return { tournamentCount: listed.length, best };
}
