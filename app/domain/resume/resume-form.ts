import { z } from 'zod';
import {
  CHARTS,
  type ChartField,
  LISTS,
  type ListKey,
  PERSONAL_FIELDS,
  type PersonalField,
  type ResumeAvailability,
  type ResumeSettings,
  SCHOOL_FIELDS,
  type SchoolField,
  settingsForSave,
  TIMEFRAME_PATTERN,
} from './resume';

/*
 * The designer's form (spec 2 §3 resume form selections), one schema for the page and the actions
 * (decision 040). Field names are dotted paths, read as nested objects: coverPage, personal.<field>,
 * school.<field>, <list>.isSelected, <list>.option (ids, repeated), <list>.notes (ids),
 * charts.isSelected, charts.<chart>, charts.timeframe, charts.start, charts.end,
 * charts.showAllFavoriteTournaments, charts.showTournamentNotes; `intent` names the button.
 * A ticked checkbox posts "on", an unticked one nothing.
 */

export const RESUME_FORM_MESSAGES = {
  unknownAction: 'Unknown action',
  timeframe: 'Choose a timeframe',
  day: 'Enter a date as YYYY-MM-DD',
  start: 'Enter a start date',
  end: 'Enter an end date',
  order: 'The end date is before the start date',
  checkbox: 'Not a checkbox value',
  itemId: 'Not an item id',
} as const;

const checkbox = z.boolean({ error: RESUME_FORM_MESSAGES.checkbox }).optional();

const itemIds = z
  .array(
    z
      .string({ error: RESUME_FORM_MESSAGES.itemId })
      .regex(/^\d{1,12}$/, RESUME_FORM_MESSAGES.itemId)
      .transform(Number),
  )
  .max(200);

const day = z.iso.date({ error: RESUME_FORM_MESSAGES.day }).optional();

function checkboxes<Key extends string>(keys: ReadonlyArray<Key>) {
  return Object.fromEntries(keys.map((key) => [key, checkbox])) as Record<Key, typeof checkbox>;
}

const listSelection = z.object({ isSelected: checkbox, option: itemIds, notes: itemIds });

/** spec 2 §4: a custom range needs both days, in order. */
const chartsSelection = z
  .object({
    isSelected: checkbox,
    ...checkboxes(CHARTS),
    timeframe: z
      .string({ error: RESUME_FORM_MESSAGES.timeframe })
      .regex(TIMEFRAME_PATTERN, { message: RESUME_FORM_MESSAGES.timeframe, abort: true }),
    start: day,
    end: day,
    showAllFavoriteTournaments: checkbox,
    showTournamentNotes: checkbox,
  })
  .superRefine((charts, ctx) => {
    if (charts.timeframe !== 'custom') return;
    if (!charts.start) ctx.addIssue({ code: 'custom', path: ['start'], message: RESUME_FORM_MESSAGES.start });
    if (!charts.end) ctx.addIssue({ code: 'custom', path: ['end'], message: RESUME_FORM_MESSAGES.end });
    if (charts.start && charts.end && charts.start > charts.end) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: RESUME_FORM_MESSAGES.order });
    }
  });

const selections = {
  coverPage: checkbox,
  personal: z.object(checkboxes(PERSONAL_FIELDS)),
  school: z.object(checkboxes(SCHOOL_FIELDS)),
  ...(Object.fromEntries(LISTS.map((key) => [key, listSelection])) as Record<ListKey, typeof listSelection>),
  charts: chartsSelection,
};

const selectionsSchema = z.object(selections);
export type ResumeSelections = z.output<typeof selectionsSchema>;

/** Option and note ids must name items the account has (never another account's). */
function knownItems(availability: ResumeAvailability) {
  return (form: ResumeSelections, ctx: z.RefinementCtx) => {
    for (const key of LISTS) {
      const known = new Set(availability.lists[key].map((item) => item.id));
      for (const id of new Set([...form[key].option, ...form[key].notes])) {
        if (!known.has(id))
          ctx.addIssue({ code: 'custom', path: [key, 'option'], message: `Unknown item ${id}` });
      }
    }
  };
}

/**
 * The designer's three buttons (spec 2 §3): Save and the preview (also the Download of unsaved
 * selections) post the selections; Restore Defaults needs none.
 */
export function resumeFormSchema(availability: ResumeAvailability) {
  return z.discriminatedUnion(
    'intent',
    [
      z.object({ intent: z.literal('save'), ...selections }).superRefine(knownItems(availability)),
      z.object({ intent: z.literal('preview'), ...selections }).superRefine(knownItems(availability)),
      z.object({ intent: z.literal('restore-defaults') }),
    ],
    { error: RESUME_FORM_MESSAGES.unknownAction },
  );
}

export type ResumeForm = z.output<ReturnType<typeof resumeFormSchema>>;

/**
 * The parsed selections → resume settings for this account. Option names come from the account's own
 * items, never from the form.
 */
export function resumeSettingsFrom(
  form: ResumeSelections,
  accountId: number,
  availability: ResumeAvailability,
): ResumeSettings {
  const flags = <Key extends string>(keys: ReadonlyArray<Key>, group: Partial<Record<Key, boolean>>) =>
    Object.fromEntries(keys.map((key) => [key, group[key] === true])) as Record<Key, boolean>;
  const lists = Object.fromEntries(
    LISTS.map((key) => {
      const chosen = new Set(form[key].option);
      const withNotes = new Set(form[key].notes);
      return [
        key,
        {
          isSelected: form[key].isSelected === true,
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
  const { charts } = form;
  const custom = charts.timeframe === 'custom';
  const range = {
    timeframe: charts.timeframe,
    start: custom ? (charts.start ?? null) : null,
    end: custom ? (charts.end ?? null) : null,
  };
  const settings: ResumeSettings = {
    accountId,
    coverPage: { isSelected: form.coverPage === true },
    personalInformation: { isSelected: true, ...flags<PersonalField>(PERSONAL_FIELDS, form.personal) },
    schoolInformation: { isSelected: true, ...flags<SchoolField>(SCHOOL_FIELDS, form.school) },
    ...lists,
    performanceChartsPage: {
      isSelected: charts.isSelected === true,
      ...flags<ChartField>(CHARTS, charts),
      barChartsDateRange: range,
      // The tournament table covers the same days as the bar charts.
      includedTournamentsDateRange: range,
      showAllFavoriteTournaments: charts.showAllFavoriteTournaments === true,
      showTournamentNotes: charts.showTournamentNotes === true,
    },
  };
  return settingsForSave(settings);
}
