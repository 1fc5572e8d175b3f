// spec 2 §2 report routes public-player-schedule-report and org-schedule-report; spec 3 §2.3 report-
// parameter dialog, §7 Generate schedule report (PDF). The choices and their words, zod-free for the
// page's browser code (the schemas are in schedule-report-parameters.ts).
import { formatLongDate } from '../calendar/dates';
import {
  DEFAULT_SCHEDULE_FILTER,
  EVENT_TYPE_IDS,
  LOCALE_IDS,
  type ScheduleFilter,
  STATUS_IDS,
  STATUS_OPTIONS,
  scheduleFilterParams,
} from '../schedule/schedule-filter';
import { namePart } from './file-names';

export const SCHEDULE_REPORT_KINDS = ['public-player-schedule-report', 'org-schedule-report'] as const;
export type ScheduleReportKind = (typeof SCHEDULE_REPORT_KINDS)[number];

export function isScheduleReportKind(value: string): value is ScheduleReportKind {
  return (SCHEDULE_REPORT_KINDS as ReadonlyArray<string>).includes(value);
}

export const SECTION_OPTIONS = [
  { id: 'upcoming', label: 'Upcoming Events' },
  { id: 'results', label: 'Results' },
] as const;
export type ReportSection = (typeof SECTION_OPTIONS)[number]['id'];

// spec 3 §9: upcoming view by Month, Season, Events.
export const VIEW_BY_OPTIONS = [
  { id: 'events', label: 'Events' },
  { id: 'month', label: 'Month' },
  { id: 'season', label: 'Season' },
] as const;
export type ReportViewBy = (typeof VIEW_BY_OPTIONS)[number]['id'];

export const GROUP_BY_OPTIONS = [
  { id: 'events', label: 'Events' },
  { id: 'month', label: 'Month' },
  { id: 'season', label: 'Season' },
  { id: 'year', label: 'Year' },
] as const;
export type ReportGroupBy = (typeof GROUP_BY_OPTIONS)[number]['id'];

/** What a schedule report is made from (spec 3 §7), resolved: every choice has its value. */
export type ScheduleReportParameters = {
  sections: Array<ReportSection>;
  /** Events with a day in [start, end]; null is open on that side. */
  start: string | null;
  end: string | null;
  /** Results grouped by. */
  groupBy: ReportGroupBy;
  /** Upcoming events shown by. */
  viewBy: ReportViewBy;
  /** Additional players' events in the same lists (else a chapter each). */
  merge: boolean;
  /** The upcoming metrics and the results' head as figures. */
  stats: boolean;
  /** Only the results the player featured (the favourites view). */
  favorites: boolean;
  /** Results whose average score is at most this; 0 is All. */
  threshold: number;
  eventTypes: Array<number>;
  locales: Array<number>;
  statuses: Array<number>;
  players: Array<number>;
  tz: number;
};

/** Set by the report-parameter dialog: its checkboxes and sections are then what it ticked. */
export const REPORT_FORM = 'form';

const isAll = (list: ReadonlyArray<number>, all: ReadonlyArray<number>) =>
  all.every((id) => list.includes(id));

/** The schedule page's filter a report's parameters ask for: its event types, places, statuses, players and zone. */
export function reportScheduleFilter(p: ScheduleReportParameters): ScheduleFilter {
  return {
    ...DEFAULT_SCHEDULE_FILTER,
    eventTypes: p.eventTypes,
    locales: p.locales,
    statuses: p.statuses,
    players: p.players,
    tz: p.tz,
  };
}

/** The parameters as the report's query string (the dialog's form sends the same names). */
export function scheduleReportQuery(p: ScheduleReportParameters): URLSearchParams {
  const params = new URLSearchParams();
  params.set(REPORT_FORM, '1');
  for (const section of p.sections) params.append('section', section);
  if (p.start) params.set('start', p.start);
  if (p.end) params.set('end', p.end);
  params.set('groupBy', p.groupBy);
  params.set('viewBy', p.viewBy);
  if (p.merge) params.set('merge', '1');
  if (p.stats) params.set('stats', '1');
  if (p.favorites) params.set('favorites', '1');
  if (p.threshold > 0) params.set('threshold', String(p.threshold));
  // The page's filter parameters, written as the page writes them.
  const filter = scheduleFilterParams(reportScheduleFilter(p));
  for (const [name, value] of filter) params.append(name, value);
  return params;
}

/** The dates in words: "Jan 1, 2026 to Jun 30, 2026", "from …", "until …" or "All dates". */
export function datesInWords(p: Pick<ScheduleReportParameters, 'start' | 'end'>): string {
  if (p.start && p.end) return `${formatLongDate(p.start)} to ${formatLongDate(p.end)}`;
  if (p.start) return `From ${formatLongDate(p.start)}`;
  if (p.end) return `Until ${formatLongDate(p.end)}`;
  return 'All dates';
}

/** What a report was made from, in words: its subtitle and the report viewer's name for it. */
export function describeScheduleParameters(p: ScheduleReportParameters): string {
  const parts: Array<string> = [
    p.sections.map((s) => SECTION_OPTIONS.find((o) => o.id === s)?.label ?? s).join(' and '),
    datesInWords(p),
  ];
  if (p.favorites) parts.push('Favorites only');
  if (p.threshold > 0) parts.push(`Results at or under ${p.threshold}`);
  const filtered: Array<string> = [];
  if (!isAll(p.eventTypes, EVENT_TYPE_IDS)) filtered.push('event types');
  if (!isAll(p.locales, LOCALE_IDS)) filtered.push('locales');
  if (!isAll(p.statuses, STATUS_IDS) && p.sections.includes('upcoming')) {
    const shown = STATUS_OPTIONS.filter((o) => p.statuses.includes(o.id)).map((o) => o.label);
    parts.push(shown.length > 0 ? `Status ${shown.join(', ')}` : 'No status');
  }
  if (filtered.length > 0) parts.push(`Filtered ${filtered.join(' and ')}`);
  if (p.players.length > 0) {
    parts.push(`${p.players.length} more ${p.players.length === 1 ? 'player' : 'players'}`);
  }
  return parts.join(' · ');
}

const FILE_NAME_ROOM = 60;

/**
 * spec 3 §7: the PDF is named from the player's name, the sections and the dates:
 * `{First}-{Last}-Schedule-{Upcoming|Results|Upcoming-Results}[-{start}][-to-{end}].pdf`; an
 * organization's report is named after the organization.
 */
export function scheduleReportFileName(
  subject: ReadonlyArray<string>,
  p: Pick<ScheduleReportParameters, 'sections' | 'start' | 'end'>,
): string {
  const who = subject
    .map(namePart)
    .filter((part) => part !== 'Player' || subject.length === 1)
    .join('-')
    .slice(0, FILE_NAME_ROOM)
    .replace(/-$/, '');
  const sections = p.sections.map((s) => (s === 'upcoming' ? 'Upcoming' : 'Results'));
  const dates =
    p.start && p.end ? [p.start, 'to', p.end] : p.start ? ['from', p.start] : p.end ? ['to', p.end] : [];
  return `${[who || 'Schedule', 'Schedule', ...sections, ...dates].join('-')}.pdf`;
}
