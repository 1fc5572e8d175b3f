// spec 3 §4 share and export, §7 Create schedule export (XLS): the schedule page's rows as a
// workbook, one sheet for the upcoming events and one for the results, with typed cells.
import type { EntryInput } from '../access/profile-views';
import { namePart } from '../reports/file-names';
import {
  type CellValue,
  column,
  type Sheet,
  sheetOf,
  type Table,
  type WorkbookModel,
} from '../spreadsheets/workbook-model';
import { type EventRound, eventResult, formatFinish } from './schedule';
import { eventTypeLabel, externalUrl, formatLocation, localeTypeLabel, statusLabel } from './tournaments';

/** An event round; with `accountId` when several players' rounds are listed together. */
export type ScheduleRound = EventRound & { tournamentId: number | null; accountId?: number };

/** An entry; with `accountId` when several players' entries are listed together. */
export type ScheduleEntry = EntryInput & { accountId?: number };

/** The rounds a player played at an entry's event. */
function roundsAt(entry: ScheduleEntry, rounds: ReadonlyArray<ScheduleRound>): Array<ScheduleRound> {
  return rounds.filter(
    (round) =>
      round.tournamentId === entry.tournamentId &&
      (round.accountId === undefined || entry.accountId === undefined || round.accountId === entry.accountId),
  );
}

/** The part of the schedule the spreadsheet holds: events on a day of the range, both ends included. */
export type ScheduleExportRange = { start: string | null; end: string | null };

/** Whether any day of the event falls in the range (an open end takes every day on that side). */
export function overlapsRange(
  event: Pick<EntryInput, 'startDate' | 'endDate'>,
  range: ScheduleExportRange,
): boolean {
  const last = event.endDate ?? event.startDate;
  return (
    (range.start === null || last >= range.start) && (range.end === null || event.startDate <= range.end)
  );
}

function yesOrEmpty(flag: boolean): string | null {
  return flag ? 'Yes' : null;
}

/** The columns both sheets open with: which event, when, where and what kind. */
const EVENT_COLUMNS = [
  column('Event', 'text', 36),
  column('Start', 'date', 11),
  column('End', 'date', 11),
  column('Course', 'text', 28),
  column('Location', 'text', 20),
  column('Type', 'text', 11),
  column('Locale', 'text', 11),
  column('Team', 'text', 6),
];

function eventCells(entry: EntryInput): Array<CellValue> {
  return [
    entry.name,
    entry.startDate,
    entry.endDate ?? entry.startDate,
    entry.courseName,
    formatLocation(entry.city, entry.state) || null,
    eventTypeLabel(entry.eventTypeId),
    localeTypeLabel(entry.localeTypeId),
    yesOrEmpty(entry.isTeamEvent),
  ];
}

/** spec 3 §3 upcoming event row: the event, its rounds, the player's status, the link and the note. */
export function upcomingTable(upcoming: ReadonlyArray<EntryInput>): Table {
  return {
    columns: [
      ...EVENT_COLUMNS,
      column('Rounds', 'integer', 7),
      column('Status', 'text', 18),
      column('Link', 'text', 30),
      column('Note', 'text', 30),
    ],
    rows: upcoming.map((entry) => [
      ...eventCells(entry),
      entry.numberOfRounds,
      statusLabel(entry.statusId),
      externalUrl(entry.url),
      entry.note?.trim() || null,
    ]),
  };
}

/**
 * spec 3 §3 featured tournament: each past event with the finish, a score per round number (R1, R2…
 * as the page labels them; a second round logged under the same number is in the total only), the
 * total and the total to par, as the page's results table shows them.
 */
export function resultsTable(
  historical: ReadonlyArray<ScheduleEntry>,
  rounds: ReadonlyArray<ScheduleRound>,
): Table {
  const results = historical.map((entry) => eventResult(roundsAt(entry, rounds)));
  const roundNumbers = results.flatMap((result) => result?.rounds.map((r) => r.roundNumber) ?? []);
  const lastRound = Math.max(1, ...roundNumbers);
  const numbers = Array.from({ length: lastRound }, (_, i) => i + 1);
  return {
    columns: [
      ...EVENT_COLUMNS,
      column('Featured', 'text', 9),
      column('Finish', 'text', 7),
      ...numbers.map((n) => column(`R${n}`, 'integer', 5)),
      column('Total', 'integer', 7),
      column('To Par', 'to-par', 7),
    ],
    rows: historical.map((entry, i) => {
      const result = results[i] ?? null;
      return [
        ...eventCells(entry),
        yesOrEmpty(entry.isFeatured),
        formatFinish(entry.finishPosition),
        ...numbers.map((n) => result?.rounds.find((r) => r.roundNumber === n)?.score ?? null),
        result?.totalScore ?? null,
        result?.toPar ?? null,
      ];
    }),
  };
}

/**
 * Every tournament entry of the player, newest first, for the player's own data download: what the
 * event is, the player's status, the result (the results sheet's columns without a cell per round),
 * the link and the note.
 */
export function tournamentsTable(
  entries: ReadonlyArray<EntryInput>,
  rounds: ReadonlyArray<ScheduleRound>,
): Table {
  const newestFirst = [...entries].sort(
    (a, b) => b.startDate.localeCompare(a.startDate) || b.entryId - a.entryId,
  );
  return {
    columns: [
      ...EVENT_COLUMNS,
      column('Rounds', 'integer', 7),
      column('Status', 'text', 18),
      column('Featured', 'text', 9),
      column('Finish', 'text', 7),
      column('Rounds Played', 'integer', 8),
      column('Total', 'integer', 7),
      column('To Par', 'to-par', 7),
      column('Link', 'text', 30),
      column('Note', 'text', 30),
    ],
    rows: newestFirst.map((entry) => {
      const result = eventResult(rounds.filter((round) => round.tournamentId === entry.tournamentId));
      return [
        ...eventCells(entry),
        entry.numberOfRounds,
        statusLabel(entry.statusId),
        yesOrEmpty(entry.isFeatured),
        formatFinish(entry.finishPosition),
        result?.rounds.length ?? null,
        result?.totalScore ?? null,
        result?.toPar ?? null,
        externalUrl(entry.url),
        entry.note?.trim() || null,
      ];
    }),
  };
}

export const UPCOMING_SHEET = 'Upcoming';

/**
 * spec 3 §7 "downloaded as Schedule": Schedule-{First}-{Last}, then the range's days when it has
 * them (from-… or to-… for an open end).
 */
export function scheduleFileName(firstName: string, lastName: string, range: ScheduleExportRange): string {
  const days =
    range.start !== null && range.end !== null
      ? [range.start, range.end]
      : range.start !== null
        ? ['from', range.start]
        : range.end !== null
          ? ['to', range.end]
          : [];
  return `${['Schedule', namePart(firstName), namePart(lastName), ...days].join('-')}.xlsx`;
}

/** A round of My Results' rounds list (spec 3 §2.3 My Featured/Best Rounds), as read. */
export type ResultRound = ScheduleRound & {
  playedOn: string;
  tournamentName: string | null;
  courseName: string;
};

/** spec 3 §2.3 My Featured/Best Rounds: each round with its event, course, score and to par. */
export function roundsTable(rounds: ReadonlyArray<ResultRound>): Table {
  return {
    columns: [
      column('Date', 'date', 11),
      column('Event', 'text', 36),
      column('Round', 'integer', 7),
      column('Course', 'text', 28),
      column('Holes', 'integer', 7),
      column('Score', 'integer', 7),
      column('To Par', 'to-par', 7),
    ],
    rows: rounds.map((round) => [
      round.playedOn,
      round.tournamentName,
      round.roundNumber,
      round.courseName,
      round.holeCount,
      round.score,
      round.score !== null && round.par !== null ? round.score - round.par : null,
    ]),
  };
}

/** With other players merged, every row names its player first (as the page's rows do). */
function withPlayer<T extends { accountId?: number }>(
  table: Table,
  items: ReadonlyArray<T>,
  names: ReadonlyMap<number, string | null> | null,
): Table {
  if (names === null) return table;
  return {
    columns: [column('Player', 'text', 22), ...table.columns],
    rows: table.rows.map((row, i) => [names.get(items[i]?.accountId ?? -1) ?? null, ...row]),
  };
}

export const HISTORICAL_SHEET = 'Historical Events';
export const FEATURED_TOURNAMENTS_SHEET = 'My Featured Tournaments';

/**
 * Every list the schedule page shows for one filter, a sheet each, in the page's order (decision
 * 060): tab 0's Upcoming Events (soonest first) and Historical Events (most recent first), then tab
 * 1's My Featured/Best Rounds and My Featured Tournaments. Rows are the page's own selection
 * (app/routes/player.$username.schedule.$tab.server.ts); `range`, the older start/end link, keeps the events and rounds
 * with a day in it.
 */
export function scheduleWorkbook(input: {
  firstName: string;
  lastName: string;
  upcoming: ReadonlyArray<ScheduleEntry>;
  historical: ReadonlyArray<ScheduleEntry>;
  results: { featured: boolean; events: ReadonlyArray<ScheduleEntry>; rounds: ReadonlyArray<ResultRound> };
  /** Every event round of the listed players (the results' scores). */
  rounds: ReadonlyArray<ScheduleRound>;
  /** Players by account once others are merged; null for the player alone. */
  names: ReadonlyMap<number, string | null> | null;
  range: ScheduleExportRange;
}): WorkbookModel {
  const { range, names } = input;
  const upcoming = input.upcoming.filter((entry) => overlapsRange(entry, range));
  const historical = input.historical.filter((entry) => overlapsRange(entry, range));
  const events = input.results.events.filter((entry) => overlapsRange(entry, range));
  const rounds = input.results.rounds.filter((round) =>
    overlapsRange({ startDate: round.playedOn, endDate: null }, range),
  );
  const sheets: Array<Sheet> = [
    sheetOf(UPCOMING_SHEET, withPlayer(upcomingTable(upcoming), upcoming, names)),
    sheetOf(HISTORICAL_SHEET, withPlayer(resultsTable(historical, input.rounds), historical, names)),
    sheetOf(
      input.results.featured ? 'My Featured Rounds' : 'My Best Rounds',
      withPlayer(roundsTable(rounds), rounds, names),
    ),
    sheetOf(FEATURED_TOURNAMENTS_SHEET, withPlayer(resultsTable(events, input.rounds), events, names)),
  ];
  return { fileName: scheduleFileName(input.firstName, input.lastName, range), sheets };
}
