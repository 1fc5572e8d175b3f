import { z } from 'zod';
import {
  EVENT_TYPE_IDS,
  LISTS,
  LISTS_GIVEN,
  LOCALE_IDS,
  MAX_ADDITIONAL_PLAYERS,
  MAX_THRESHOLD,
  MAX_TZ_OFFSET,
  STATUS_IDS,
} from '../schedule/schedule-filter';
import { parseScheduleFilter } from '../schedule/schedule-filter-schema';
import {
  GROUP_BY_OPTIONS,
  REPORT_FORM,
  type ScheduleReportKind,
  type ScheduleReportParameters,
  SECTION_OPTIONS,
  VIEW_BY_OPTIONS,
} from './schedule-report-options';

/*
 * spec 3 §2.3 report-parameter dialog, §7 Generate schedule report (PDF): what a schedule report is
 * made from (decision 060). The dialog's form (Conform + zod in the browser, loaded with the dialog),
 * the report's query string and a stored report's parameters are read by these schemas; the event
 * types, locales, statuses, additional players and offset are the schedule page's own filter
 * parameters (`parseScheduleFilter`), so the report takes the page's choices by the page's names.
 */

const isoDay = z.iso.date({ error: 'Enter a day as YYYY-MM-DD.' });

const sectionIds = SECTION_OPTIONS.map((o) => o.id) as ['upcoming', 'results'];
const viewByIds = VIEW_BY_OPTIONS.map((o) => o.id) as ['events', 'month', 'season'];
const groupByIds = GROUP_BY_OPTIONS.map((o) => o.id) as ['events', 'month', 'season', 'year'];

export const SECTION_REQUIRED = 'Choose at least one section: Upcoming Events or Results.';
export const START_AFTER_END = 'The start date must not be after the end date.';
const THRESHOLD_TEXT = `Enter a score from 0 (All) to ${MAX_THRESHOLD}.`;

/** The dialog's fields: one zod schema for Conform in the dialog and for the report's query string. */
export const scheduleReportFormSchema = z
  .object({
    section: z
      .array(z.enum(sectionIds, { error: SECTION_REQUIRED }), { error: SECTION_REQUIRED })
      .min(1, SECTION_REQUIRED)
      .max(2),
    start: isoDay.optional(),
    end: isoDay.optional(),
    groupBy: z.enum(groupByIds, { error: 'Choose how to group the results.' }),
    viewBy: z.enum(viewByIds, { error: 'Choose how to show the upcoming events.' }),
    merge: z.literal('1', { error: 'Tick or untick Merge additional players.' }).optional(),
    stats: z.literal('1', { error: 'Tick or untick Show stats.' }).optional(),
    favorites: z.literal('1', { error: 'Tick or untick Favorites only.' }).optional(),
    threshold: z.coerce
      .number({ error: THRESHOLD_TEXT })
      .int(THRESHOLD_TEXT)
      .min(0, THRESHOLD_TEXT)
      .max(MAX_THRESHOLD, THRESHOLD_TEXT)
      .optional(),
  })
  .refine((v) => v.start === undefined || v.end === undefined || v.start <= v.end, {
    message: START_AFTER_END,
    path: ['start'],
  });

const ids = (allowed: ReadonlyArray<number>) =>
  z
    .array(z.number().int())
    .max(allowed.length)
    .refine((list) => list.every((id) => allowed.includes(id)));

/** A stored report's parameters: every choice, resolved when it was saved. */
export const scheduleReportParametersSchema = z.object({
  sections: z.array(z.enum(sectionIds)).min(1).max(2),
  start: isoDay.nullable(),
  end: isoDay.nullable(),
  groupBy: z.enum(groupByIds),
  viewBy: z.enum(viewByIds),
  merge: z.boolean(),
  stats: z.boolean(),
  favorites: z.boolean(),
  threshold: z.number().int().min(0).max(MAX_THRESHOLD),
  eventTypes: ids(EVENT_TYPE_IDS),
  locales: ids(LOCALE_IDS),
  statuses: ids(STATUS_IDS),
  players: z.array(z.number().int().positive()).max(MAX_ADDITIONAL_PLAYERS),
  tz: z.number().int().min(-MAX_TZ_OFFSET).max(MAX_TZ_OFFSET),
});

export type ParsedScheduleReport =
  | { ok: true; parameters: ScheduleReportParameters }
  | { ok: false; message: string };

/** The report's own names in a query string (the filter's names are the schedule page's). */
const OWN = ['section', 'start', 'end', 'groupBy', 'viewBy', 'merge', 'stats', 'favorites', 'threshold'];

/**
 * A report's parameters from its query string. Without `form=1` (a plain link) what is left out
 * takes the defaults: both sections, all dates, one list each, additional players merged, stats
 * shown, every result. With it (the dialog's form) an unticked box is off, as the form sent it.
 */
export function parseScheduleReportQuery(
  kind: ScheduleReportKind,
  query: URLSearchParams,
): ParsedScheduleReport {
  const given = query.get(REPORT_FORM) === '1';
  for (const name of OWN) {
    if (name !== 'section' && query.getAll(name).length > 1) {
      return { ok: false, message: `${name} is given more than once.` };
    }
  }
  const single = (name: string) => {
    const value = query.get(name);
    return value === null || value === '' ? undefined : value;
  };
  const sections = query.getAll('section').filter((v) => v !== '');
  const form = scheduleReportFormSchema.safeParse({
    section: sections.length === 0 && !given ? [...sectionIds] : sections,
    start: single('start'),
    end: single('end'),
    groupBy: single('groupBy') ?? 'events',
    viewBy: single('viewBy') ?? 'events',
    merge: single('merge') ?? (given ? undefined : '1'),
    stats: single('stats') ?? (given ? undefined : '1'),
    favorites: single('favorites'),
    threshold: single('threshold'),
  });
  if (!form.success)
    return { ok: false, message: form.error.issues[0]?.message ?? 'The report is not valid.' };
  // The page's own filter names and rules; the report reads none of its timeframe or view.
  const filter = parseScheduleFilter(
    new URLSearchParams(
      [...query.entries()].filter(
        ([name]) => name === LISTS_GIVEN || name === 'tz' || Object.values<string>(LISTS).includes(name),
      ),
    ),
  );
  if (!filter.ok) return { ok: false, message: filter.message };
  const f = form.data;
  const org = kind === 'org-schedule-report';
  return {
    ok: true,
    parameters: {
      sections: sectionIds.filter((id) => f.section.includes(id)),
      start: f.start ?? null,
      end: f.end ?? null,
      groupBy: f.groupBy,
      viewBy: f.viewBy,
      merge: !org && f.merge === '1',
      stats: f.stats === '1',
      favorites: f.favorites === '1',
      threshold: f.threshold ?? 0,
      eventTypes: filter.filter.eventTypes,
      locales: filter.filter.locales,
      statuses: filter.filter.statuses,
      // An organization's report lists its roster: there are no additional players to add.
      players: org ? [] : filter.filter.players,
      tz: filter.filter.tz,
    },
  };
}

/** A stored report's parameters, or null when they are not a schedule report's. */
export function parseStoredScheduleParameters(stored: unknown): ScheduleReportParameters | null {
  const parsed = scheduleReportParametersSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
