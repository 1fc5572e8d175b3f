import { z } from 'zod';
import {
  CHARTS,
  LISTS,
  type ListKey,
  PERSONAL_FIELDS,
  type ResumeAvailability,
  type ResumeSettings,
  SCHOOL_FIELDS,
  settingsForSave,
  TIMEFRAMES,
} from './resume';

/*
 * The designer's form (spec 2 §3 resume form selections) as a browser posts it without JavaScript:
 * a checkbox is present ("on") when ticked; list options post their ids, repeated. One zod schema
 * checks it; ids must name items the account has. Field names:
 *   coverPage, personal.<field>, school.<field>, <list>.isSelected, <list>.option (ids),
 *   <list>.notes (ids), charts.isSelected, charts.<chart>, charts.timeframe, charts.start, charts.end,
 *   charts.showAllFavoriteTournaments, charts.showTournamentNotes.
 */

const checkbox = z
  .array(z.string())
  .max(1)
  .transform((values) => values.length === 1);

const ids = z
  .array(
    z
      .string()
      .regex(/^\d{1,12}$/, 'Not an item id')
      .transform(Number),
  )
  .max(200);

const optionalDay = z
  .array(z.string())
  .max(1)
  .transform((values) => values[0]?.trim() ?? '')
  .pipe(z.union([z.literal('').transform(() => null), z.iso.date('Enter a date as YYYY-MM-DD')]));

const listFields = Object.fromEntries(
  LISTS.flatMap((key) => [
    [`${key}.isSelected`, checkbox],
    [`${key}.option`, ids],
    [`${key}.notes`, ids],
  ]),
);

export const resumeFormSchema = z
  .object({
    intent: z.array(z.enum(['save', 'preview', 'restore-defaults'])).length(1, 'Unknown action'),
    coverPage: checkbox,
    ...Object.fromEntries(PERSONAL_FIELDS.map((key) => [`personal.${key}`, checkbox])),
    ...Object.fromEntries(SCHOOL_FIELDS.map((key) => [`school.${key}`, checkbox])),
    ...listFields,
    'charts.isSelected': checkbox,
    ...Object.fromEntries(CHARTS.map((key) => [`charts.${key}`, checkbox])),
    'charts.timeframe': z.array(z.enum(TIMEFRAMES, 'Choose a timeframe')).length(1, 'Choose a timeframe'),
    'charts.start': optionalDay,
    'charts.end': optionalDay,
    'charts.showAllFavoriteTournaments': checkbox,
    'charts.showTournamentNotes': checkbox,
  })
  .superRefine((form, ctx) => {
    const values = form as Record<string, unknown>;
    const timeframe = values['charts.timeframe'];
    if (Array.isArray(timeframe) && timeframe[0] === 'custom') {
      const start = values['charts.start'];
      const end = values['charts.end'];
      if (start === null)
        ctx.addIssue({ code: 'custom', path: ['charts.start'], message: 'Enter a start date' });
      if (end === null) ctx.addIssue({ code: 'custom', path: ['charts.end'], message: 'Enter an end date' });
      if (typeof start === 'string' && typeof end === 'string' && start > end) {
        ctx.addIssue({
          code: 'custom',
          path: ['charts.end'],
          message: 'The end date is before the start date',
        });
      }
    }
  });

export type ResumeFormErrors = Record<string, Array<string>>;

export type ResumeFormResult =
  | { ok: true; intent: 'save' | 'preview' | 'restore-defaults'; settings: ResumeSettings }
  | { ok: false; fieldErrors: ResumeFormErrors };

/**
 * Every posted value under its name, repeated names collected (FormData order). A Map, so that a
 * field named `constructor` or `__proto__` is a name like any other, not a property of Object.
 */
export function formEntries(entries: Iterable<[string, unknown]>): Map<string, Array<string>> {
  const out = new Map<string, Array<string>>();
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    const values = out.get(name);
    if (values) values.push(value);
    else out.set(name, [value]);
  }
  return out;
}

function addError(errors: ResumeFormErrors, field: string, message: string) {
  errors[field] = [...(errors[field] ?? []), message];
}

function names(key: ListKey, field: 'option' | 'notes') {
  return `${key}.${field}`;
}

/**
 * The posted designer form → resume settings for this account, or field errors (nothing saved). The
 * option names come from the account's own items, never from the form.
 */
export function parseResumeForm(
  entries: Iterable<[string, unknown]>,
  accountId: number,
  availability: ResumeAvailability,
): ResumeFormResult {
  const raw = formEntries(entries);
  const shaped = Object.fromEntries(
    Object.keys(resumeFormSchema.shape).map((key) => [key, raw.get(key) ?? []]),
  );
  const parsed = resumeFormSchema.safeParse(shaped);
  if (!parsed.success) {
    const fieldErrors: ResumeFormErrors = {};
    for (const issue of parsed.error.issues) {
      const path = String(issue.path[0] ?? 'form');
      addError(fieldErrors, path, issue.message);
    }
    return { ok: false, fieldErrors };
  }
  const form = parsed.data as Record<string, unknown>;
  const flag = (name: string) => form[name] === true;
  const idList = (name: string) => (Array.isArray(form[name]) ? (form[name] as Array<number>) : []);

  const fieldErrors: ResumeFormErrors = {};
  const lists = Object.fromEntries(
    LISTS.map((key) => {
      const known = new Map(availability.lists[key].map((item) => [item.id, item]));
      const chosen = new Set(idList(names(key, 'option')));
      const withNotes = new Set(idList(names(key, 'notes')));
      for (const id of [...chosen, ...withNotes]) {
        if (!known.has(id)) addError(fieldErrors, names(key, 'option'), `Unknown item ${id}`);
      }
      return [
        key,
        {
          isSelected: flag(`${key}.isSelected`),
          options: availability.lists[key].map((item) => ({
            id: item.id,
            name: item.name,
            isSelected: chosen.has(item.id),
            includeNotes: withNotes.has(item.id),
          })),
        },
      ];
    }),
  ) as Record<ListKey, ResumeSettings[ListKey]>;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };

  const timeframe = (form['charts.timeframe'] as Array<(typeof TIMEFRAMES)[number]>)[0] ?? 'last-24-months';
  const range = {
    timeframe,
    start: timeframe === 'custom' ? (form['charts.start'] as string | null) : null,
    end: timeframe === 'custom' ? (form['charts.end'] as string | null) : null,
  };
  const settings: ResumeSettings = {
    accountId,
    coverPage: { isSelected: flag('coverPage') },
    personalInformation: {
      isSelected: true,
      ...(Object.fromEntries(PERSONAL_FIELDS.map((key) => [key, flag(`personal.${key}`)])) as Record<
        (typeof PERSONAL_FIELDS)[number],
        boolean
      >),
    },
    schoolInformation: {
      isSelected: true,
      ...(Object.fromEntries(SCHOOL_FIELDS.map((key) => [key, flag(`school.${key}`)])) as Record<
        (typeof SCHOOL_FIELDS)[number],
        boolean
      >),
    },
    ...lists,
    performanceChartsPage: {
      isSelected: flag('charts.isSelected'),
      ...(Object.fromEntries(CHARTS.map((key) => [key, flag(`charts.${key}`)])) as Record<
        (typeof CHARTS)[number],
        boolean
      >),
      barChartsDateRange: range,
      // The tournament table covers the same days as the bar charts.
      includedTournamentsDateRange: range,
      showAllFavoriteTournaments: flag('charts.showAllFavoriteTournaments'),
      showTournamentNotes: flag('charts.showTournamentNotes'),
    },
  };
  const intent = (form.intent as Array<'save' | 'preview' | 'restore-defaults'>)[0] ?? 'save';
  return { ok: true, intent, settings: settingsForSave(settings) };
}
