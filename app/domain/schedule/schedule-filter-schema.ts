// spec 3 §2.3 / §3 / §4 / §5: the schedule filter's schema and the parser of an address (server code:
// the Worker's loaders, the exports and the edge cache's canonical query).
import { z } from 'zod';
import { RANGE_KEY_PATTERN } from '../calendar/range-options';
import {
  EVENT_TYPE_IDS,
  HOLE_COUNTS,
  type HoleCount,
  LISTS,
  LISTS_GIVEN,
  LOCALE_IDS,
  MAX_ADDITIONAL_PLAYERS,
  MAX_THRESHOLD,
  MAX_TZ_OFFSET,
  STATUS_IDS,
  scheduleFilterParams,
} from './schedule-filter';

const isoDay = z.iso.date();
// Every refusal reads after the parameter's name: "The schedule's threshold must be a whole number."
const whole = (message: string) => z.coerce.number({ error: message }).int(message);

const ids = (allowed: ReadonlyArray<number>) =>
  z
    .array(whole(`must be among ${allowed.join(', ')}`))
    .max(allowed.length, `takes at most ${allowed.length} values`)
    .refine((list) => list.every((id) => allowed.includes(id)), {
      message: `must be among ${allowed.join(', ')}`,
    })
    .transform((list) => [...new Set(list)].sort((a, b) => a - b));

/** The page's choices as the address carries them; absent ones take the view's defaults. */
export const scheduleFilterSchema = z
  .object({
    view: z.enum(['featured', 'score']).nullable(),
    range: z
      .string()
      // spec 3 §3: ALL, Months (days, weeks, months, years, custom) or Rounds (Last N Rounds).
      .regex(RANGE_KEY_PATTERN, 'is not a timeframe')
      .nullable(),
    from: isoDay.nullable(),
    to: isoDay.nullable(),
    holes: z.coerce
      .number({ error: 'must be 9, 18 or 918' })
      .refine((n): n is HoleCount => HOLE_COUNTS.some((h) => h === n), 'must be 9, 18 or 918')
      .nullable(),
    threshold: whole('must be a whole number')
      .min(-1, 'must be -1 (no limit) or more')
      .max(MAX_THRESHOLD, `must be at most ${MAX_THRESHOLD}`)
      .nullable(),
    eventTypes: ids(EVENT_TYPE_IDS),
    locales: ids(LOCALE_IDS),
    statuses: ids(STATUS_IDS),
    players: z
      .array(
        whole('must be player ids')
          .positive('must be player ids')
          .max(Number.MAX_SAFE_INTEGER, 'must be player ids'),
      )
      .max(MAX_ADDITIONAL_PLAYERS, `takes at most ${MAX_ADDITIONAL_PLAYERS} players`)
      .transform((list) => [...new Set(list)]),
    tz: whole('must be minutes from UTC')
      .min(-MAX_TZ_OFFSET, `must be minutes from UTC, at least -${MAX_TZ_OFFSET}`)
      .max(MAX_TZ_OFFSET, `must be minutes from UTC, at most ${MAX_TZ_OFFSET}`),
  })
  .superRefine((filter, ctx) => {
    if (filter.range === 'custom' && (filter.from === null || filter.to === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['range'],
        message: 'a custom timeframe needs from and to dates',
      });
    }
    if (filter.from !== null && filter.to !== null && filter.from > filter.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' });
    }
  });

export type ScheduleFilter = z.output<typeof scheduleFilterSchema>;

export type ParsedScheduleFilter = { ok: true; filter: ScheduleFilter } | { ok: false; message: string };

/** The filter of an address, or the first thing wrong with it in words (a 400). */
export function parseScheduleFilter(params: URLSearchParams): ParsedScheduleFilter {
  const given = params.get(LISTS_GIVEN) === '1';
  const list = (name: string, fallback: ReadonlyArray<number>) => {
    const values = params.getAll(name).filter((v) => v !== '');
    return values.length === 0 && !given ? [...fallback] : values;
  };
  const single = (name: string) => {
    const value = params.get(name);
    return value === null || value === '' ? null : value;
  };
  const result = scheduleFilterSchema.safeParse({
    view: single('view'),
    range: single('range'),
    from: single('from'),
    to: single('to'),
    holes: single('holes'),
    threshold: single('threshold'),
    eventTypes: list(LISTS.eventTypes, EVENT_TYPE_IDS),
    locales: list(LISTS.locales, LOCALE_IDS),
    statuses: list(LISTS.statuses, STATUS_IDS),
    players: params.getAll(LISTS.players).filter((v) => v !== ''),
    tz: single('tz') ?? 0,
  });
  if (result.success) return { ok: true, filter: result.data };
  const [issue] = result.error.issues;
  const name = String(issue?.path[0] ?? 'filter');
  const param = Object.entries(LISTS).find(([key]) => key === name)?.[1] ?? name;
  return { ok: false, message: `The schedule's ${param} ${issue?.message ?? 'is not valid'}.` };
}

/** Every parameter the schedule reads. */
export const SCHEDULE_PARAMS: ReadonlyArray<string> = [
  'view',
  'range',
  'from',
  'to',
  'holes',
  'threshold',
  'tz',
  LISTS_GIVEN,
  ...Object.values(LISTS),
];

/**
 * The schedule's part of a profile page's canonical query (decision 029): a filter that parses in its
 * one written form; one that does not as it came, so that its page is the 400 naming the parameter
 * (never stored), not the default page.
 */
export function canonicalScheduleQuery(query: URLSearchParams): Array<[string, string]> {
  const parsed = parseScheduleFilter(query);
  if (parsed.ok) return [...scheduleFilterParams(parsed.filter).entries()];
  return [...query.entries()].filter(([name]) => SCHEDULE_PARAMS.includes(name));
}
