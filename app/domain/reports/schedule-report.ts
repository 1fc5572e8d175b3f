import { z } from 'zod';
import { type EntryInput, eventView } from '../access/profile-views';
import { formatMonth } from '../calendar/dates';
import { formatOneDecimal } from '../rounds/scores';
import { byEventFilters, byStatus, upcomingMetrics } from '../schedule/results';
import { type EventRound, eventResult, resultsSummary, splitEvents } from '../schedule/schedule';
import { overlapsRange } from '../schedule/schedule-workbook';
import { seasonOf } from '../stats/seasons';
import type { ScheduleReportKind, ScheduleReportParameters } from './schedule-report-options';

/*
 * spec 2 §2 report routes public-player-schedule-report and org-schedule-report (decision 060): a
 * player's (or an organization roster's) upcoming events and results by the report's parameters
 * (spec 3 §7), as one model that the report page and the PDF Worker draw. A head (who, what it was
 * made from), optional figures, then a chapter per section (per player when additional players are
 * not merged), each a table per group (month, season, year) or one table.
 */

const line = z.string().max(200);

const tableSchema = z.object({
  heading: line,
  columns: z
    .array(
      z.object({
        title: z.string().max(40),
        align: z.enum(['left', 'right']),
        width: z.number().min(0.3).max(6),
      }),
    )
    .min(1)
    .max(10),
  rows: z.array(z.object({ cells: z.array(z.string().max(200)).max(10) })).max(600),
  empty: line,
});

const chapterSchema = z.object({ title: line, tables: z.array(tableSchema).min(1).max(60) });

const baseSchema = z.object({
  fileName: z.string().regex(/^[A-Za-z0-9-]{1,140}\.pdf$/),
  title: line,
  /** The player's or the organization's name. */
  subject: line,
  subtitle: z.string().max(400),
  generatedOn: z.string().max(40),
  figures: z.array(z.object({ label: line, value: z.string().max(40) })).max(8),
  chapters: z.array(chapterSchema).max(14),
});

/** The model of one kind: the PDF Worker's endpoint of that kind accepts only its own. */
export function scheduleReportModelSchema<K extends ScheduleReportKind>(kind: K) {
  return baseSchema.extend({ kind: z.literal(kind) });
}

export type ScheduleReportModel = z.infer<typeof baseSchema> & { kind: ScheduleReportKind };
export type ScheduleReportChapter = z.infer<typeof chapterSchema>;
export type ScheduleReportTable = z.infer<typeof tableSchema>;

export type ReportEntry = EntryInput & { accountId: number };
export type ReportRound = EventRound & { tournamentId: number | null; accountId: number };
export type ReportPlayer = { accountId: number; name: string };

const col = (title: string, align: 'left' | 'right', width: number) => ({ title, align, width });

/** The group an event falls in, by its first day. */
function groupLabel(by: 'events' | 'month' | 'season' | 'year', day: string): string | null {
  if (by === 'events') return null;
  if (by === 'month') return formatMonth(day);
  if (by === 'year') return day.slice(0, 4);
  const { season, year } = seasonOf(day);
  // Winter runs December to February: named by the year it ends in, as spec 2 §9's seasons.
  return `${season} ${year}`;
}

/** Rows in their order, cut into tables by group (one table when not grouped). */
function groupedTables<T>(
  items: ReadonlyArray<T>,
  by: 'events' | 'month' | 'season' | 'year',
  dayOf: (item: T) => string,
  table: (heading: string, rows: ReadonlyArray<T>) => ScheduleReportTable,
  heading: string,
): Array<ScheduleReportTable> {
  if (by === 'events' || items.length === 0) return [table(heading, items)];
  const groups = new Map<string, Array<T>>();
  for (const item of items) {
    const label = groupLabel(by, dayOf(item)) ?? heading;
    groups.set(label, [...(groups.get(label) ?? []), item]);
  }
  return [...groups.entries()].map(([label, rows]) => table(label, rows));
}

// The town and state: a coach plans travel by it; the course is on the event's page.
const whereOf = (e: { courseName: string | null; location: string }) => e.location || e.courseName || '–';

function upcomingTable(
  heading: string,
  entries: ReadonlyArray<ReportEntry>,
  names: ReadonlyMap<number, string> | null,
): ScheduleReportTable {
  // With a Player column the event's type gives way, so the names keep their room.
  const columns = names
    ? [
        col('Dates', 'left', 1.65),
        col('Event', 'left', 2.6),
        col('Player', 'left', 1.5),
        col('Where', 'left', 1.45),
        col('Status', 'left', 1.25),
        col('Rounds', 'right', 0.8),
      ]
    : [
        col('Dates', 'left', 1.65),
        col('Event', 'left', 3.05),
        col('Where', 'left', 1.55),
        col('Type', 'left', 1.15),
        col('Status', 'left', 1.15),
        col('Rounds', 'right', 0.85),
      ];
  return {
    heading,
    columns,
    rows: entries.map((entry) => {
      const view = eventView(entry, []);
      return {
        cells: [
          view.dates,
          view.name,
          ...(names
            ? [names.get(entry.accountId) ?? '', whereOf(view)]
            : [whereOf(view), view.eventType ?? '–']),
          view.status ?? '–',
          String(view.numberOfRounds),
        ],
      };
    }),
    empty: 'No upcoming events for these choices.',
  };
}

function resultsTable(
  heading: string,
  entries: ReadonlyArray<ReportEntry>,
  rounds: ReadonlyArray<ReportRound>,
  names: ReadonlyMap<number, string> | null,
): ScheduleReportTable {
  // With a Player column the town gives way.
  const columns = [
    col('Dates', 'left', 1.65),
    col('Event', 'left', names ? 2.4 : 2.85),
    names ? col('Player', 'left', 1.5) : col('Where', 'left', 1.45),
    col('Finish', 'right', 0.75),
    col('Rounds', 'left', 1.45),
    col('Total', 'right', 0.75),
    col('To par', 'right', 0.85),
  ];
  return {
    heading,
    columns,
    rows: entries.map((entry) => {
      const view = eventView(entry, roundsOf(entry, rounds));
      return {
        cells: [
          view.dates,
          view.name,
          names ? (names.get(entry.accountId) ?? '') : whereOf(view),
          view.finish ?? '–',
          view.result ? view.result.rounds.map((r) => r.score).join(' · ') : '–',
          view.result ? String(view.result.totalScore) : '–',
          view.result?.toPar ?? '–',
        ],
      };
    }),
    empty: 'No results for these choices.',
  };
}

function roundsOf(entry: ReportEntry, rounds: ReadonlyArray<ReportRound>): Array<ReportRound> {
  return rounds.filter((r) => r.accountId === entry.accountId && r.tournamentId === entry.tournamentId);
}

/**
 * The events a report lists: the event type and locale filters and the date range on both
 * sections; the status filter on the upcoming events (as the page); favourites and the threshold on
 * the results (an event counts when its average score is at most the threshold; 0 is All).
 */
export function scheduleReportEvents(
  entries: ReadonlyArray<ReportEntry>,
  rounds: ReadonlyArray<ReportRound>,
  p: ScheduleReportParameters,
  today: string,
): { upcoming: Array<ReportEntry>; results: Array<ReportEntry> } {
  const chosen = byEventFilters(entries, p).filter((e) => overlapsRange(e, p));
  const { upcoming, historical } = splitEvents(chosen, today);
  const results = historical.filter((e) => {
    if (p.favorites && !e.isFeatured) return false;
    if (p.threshold <= 0) return true;
    const result = eventResult(roundsOf(e, rounds));
    return result !== null && result.averageScore <= p.threshold;
  });
  return { upcoming: byStatus(upcoming, p.statuses), results };
}

const pick = (m: ReturnType<typeof upcomingMetrics>) => ({
  confirmed: m.confirmed,
  considering: m.considering,
});

/** The figures of the sections shown (spec 3 §4 upcoming metrics; My Results' head). */
function figuresOf(
  p: ScheduleReportParameters,
  upcoming: ReadonlyArray<ReportEntry>,
  results: ReadonlyArray<ReportEntry>,
  rounds: ReadonlyArray<ReportRound>,
) {
  if (!p.stats) return [];
  const figures: Array<{ label: string; value: string }> = [];
  if (p.sections.includes('upcoming')) {
    // Tournaments and the gaps between them count each tournament once (a roster's players may share
    // one); confirmed and considering count the players' entries.
    const seen = new Set<number>();
    const distinct = upcoming.filter((e) => !seen.has(e.tournamentId) && seen.add(e.tournamentId));
    const m = { ...upcomingMetrics(distinct), ...pick(upcomingMetrics(upcoming)) };
    figures.push(
      { label: 'Upcoming tournaments', value: String(m.tournaments) },
      { label: 'Confirmed', value: String(m.confirmed) },
      { label: 'Considering', value: String(m.considering) },
      {
        label: 'Shortest gap',
        value:
          m.shortestGapDays === null
            ? '-'
            : `${m.shortestGapDays} ${m.shortestGapDays === 1 ? 'day' : 'days'}`,
      },
    );
  }
  if (p.sections.includes('results')) {
    const listed = new Set(results.map((e) => `${e.accountId}:${e.tournamentId}`));
    const summary = resultsSummary(
      results,
      rounds.filter((r) => r.tournamentId !== null && listed.has(`${r.accountId}:${r.tournamentId}`)),
    );
    figures.push(
      { label: 'Events', value: String(summary.events) },
      { label: 'Wins', value: String(summary.wins) },
      { label: 'Top 10', value: String(summary.topTens) },
      { label: 'Scoring average', value: formatOneDecimal(summary.scoringAverage) },
    );
  }
  return figures;
}

/**
 * The report's figures and chapters. `players` are the listed players in order (the page's player
 * first, then the added ones; an organization's roster); with more than one, rows name their player,
 * and unmerged additional players get chapters of their own.
 */
export function scheduleReportBody(input: {
  parameters: ScheduleReportParameters;
  today: string;
  entries: ReadonlyArray<ReportEntry>;
  rounds: ReadonlyArray<ReportRound>;
  players: ReadonlyArray<ReportPlayer>;
  /** One chapter per player (a player's report with additional players not merged). */
  separate: boolean;
  /** Rows name their player even when one is listed (an organization's roster). */
  playerColumn?: boolean;
}): { figures: Array<{ label: string; value: string }>; chapters: Array<ScheduleReportChapter> } {
  const { parameters: p, today, rounds, players } = input;
  const { upcoming, results } = scheduleReportEvents(input.entries, rounds, p, today);
  const figures = figuresOf(p, upcoming, results, rounds);
  const several = players.length > 1 || input.playerColumn === true;
  const chaptersOf = (
    up: ReadonlyArray<ReportEntry>,
    past: ReadonlyArray<ReportEntry>,
    prefix: string | null,
    names: ReadonlyMap<number, string> | null,
  ): Array<ScheduleReportChapter> => {
    const title = (t: string) => (prefix ? `${prefix} · ${t}` : t);
    const chapters: Array<ScheduleReportChapter> = [];
    if (p.sections.includes('upcoming')) {
      chapters.push({
        title: title('Upcoming Events'),
        tables: groupedTables(
          up,
          p.viewBy,
          (e) => e.startDate,
          (h, rows) => upcomingTable(h, rows, names),
          'Upcoming Events',
        ),
      });
    }
    if (p.sections.includes('results')) {
      chapters.push({
        title: title('Results'),
        tables: groupedTables(
          past,
          p.groupBy,
          (e) => e.startDate,
          (h, rows) => resultsTable(h, rows, rounds, names),
          'Results',
        ),
      });
    }
    return chapters;
  };
  if (several && input.separate) {
    return {
      figures,
      chapters: players.flatMap((player) =>
        chaptersOf(
          upcoming.filter((e) => e.accountId === player.accountId),
          results.filter((e) => e.accountId === player.accountId),
          player.name,
          null,
        ),
      ),
    };
  }
  const names = several ? new Map(players.map((pl) => [pl.accountId, pl.name])) : null;
  return { figures, chapters: chaptersOf(upcoming, results, null, names) };
}
