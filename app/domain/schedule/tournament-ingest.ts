import { z } from 'zod';

/*
 * Tournaments over the app's API (issue 34 §4): the JSON body of POST /api/v1/tournaments, which
 * creates an event (or finds the one other players already entered) and the player's entry in it, and
 * the query of GET /api/v1/tournaments, which lists events for the app to pick from. A round then names
 * its event by `tournamentId` (POST /api/v1/rounds). Codes as spec 3 §9 and §4 number them.
 */

// spec 3 §9 event types 3 Tournament, 10 Qualifier, 11 Match; locale types 1 Local, 3 National, 4 High School.
export const EVENT_TYPE_IDS = { tournament: 3, qualifier: 10, match: 11 } as const;
export const EVENT_LEVEL_IDS = { local: 1, national: 3, 'high-school': 4 } as const;
// spec 3 §4 entry status codes; a past event's result carries none.
export const ENTRY_STATUS_IDS = {
  'in-field': 1,
  considering: 2,
  qualifying: 3,
  applied: 4,
  invited: 5,
  withdrawn: 6,
} as const;

const EVENT_TYPES = Object.keys(EVENT_TYPE_IDS) as Array<keyof typeof EVENT_TYPE_IDS>;
const EVENT_LEVELS = Object.keys(EVENT_LEVEL_IDS) as Array<keyof typeof EVENT_LEVEL_IDS>;
const ENTRY_STATUSES = Object.keys(ENTRY_STATUS_IDS) as Array<keyof typeof ENTRY_STATUS_IDS>;

/** The longest event the API accepts, first day to last. */
export const MAX_EVENT_DAYS = 31;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} must not be empty.`)
    .max(max, `${label} has at most ${max} characters.`);

const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2026-06-14.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-06-14.`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, `${label} is not a real date.`);

/** "1", "T5", "CUT", "WD", "DQ", "MC": a finish as scoreboards write it. */
const finish = z
  .string({ error: 'The finish must be text like "T5", "1" or "CUT".' })
  .trim()
  .toUpperCase()
  .regex(
    /^(T?[1-9]\d{0,3}|CUT|MC|WD|DQ|NC)$/,
    'The finish is a place like "1" or "T5", or CUT, MC, WD, DQ or NC.',
  );

const entrySchema = z.object({
  status: z.enum(ENTRY_STATUSES, { error: `The status is one of ${ENTRY_STATUSES.join(', ')}.` }).optional(),
  finish: finish.optional(),
  featured: z.boolean({ error: 'featured is true or false.' }).default(false),
  note: z
    .string({ error: 'The note must be text.' })
    .trim()
    .max(500, 'The note has at most 500 characters.')
    .optional(),
});

export const tournamentIngestSchema = z
  .object({
    /** The app's own id of this event for this player: sending it again updates the entry. */
    clientTournamentId: text('clientTournamentId', 100),
    name: text('The name', 200),
    startDate: isoDate('The start date'),
    endDate: isoDate('The end date').optional(),
    courseId: z.number({ error: 'courseId must be a number.' }).int().positive().optional(),
    eventType: z
      .enum(EVENT_TYPES, { error: `The event type is one of ${EVENT_TYPES.join(', ')}.` })
      .default('tournament'),
    level: z
      .enum(EVENT_LEVELS, { error: `The level is one of ${EVENT_LEVELS.join(', ')}.` })
      .default('local'),
    teamEvent: z.boolean({ error: 'teamEvent is true or false.' }).default(false),
    city: text('The city', 80).optional(),
    state: text('The state', 40).optional(),
    rounds: z
      .number({ error: 'rounds must be a number.' })
      .int('rounds is a whole number.')
      .min(1, 'An event has at least 1 round.')
      .max(10, 'An event has at most 10 rounds.')
      .default(1),
    fieldSize: z
      .number({ error: 'fieldSize must be a number.' })
      .int('fieldSize is a whole number.')
      .min(2, 'A field has at least 2 players.')
      .max(2000, 'A field has at most 2000 players.')
      .optional(),
    url: z
      .url({ protocol: /^https$/, error: 'The url is an https:// address.' })
      .max(500, 'The url has at most 500 characters.')
      .optional(),
    entry: entrySchema.default({ featured: false }),
  })
  .superRefine((event, ctx) => {
    if (event.endDate === undefined) return;
    const days = (Date.parse(event.endDate) - Date.parse(event.startDate)) / 86_400_000;
    if (days < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end date is on or after the start date.',
      });
    else if (days + 1 > MAX_EVENT_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `An event lasts at most ${MAX_EVENT_DAYS} days.`,
      });
    const place = Number((event.entry.finish ?? '').replace(/^T/, ''));
    if (event.fieldSize !== undefined && Number.isInteger(place) && place > event.fieldSize)
      ctx.addIssue({
        code: 'custom',
        path: ['entry', 'finish'],
        message: `A finish of ${event.entry.finish} is outside a field of ${event.fieldSize}.`,
      });
  });

export type TournamentIngest = z.infer<typeof tournamentIngestSchema>;

/** GET /api/v1/tournaments: events by name and date, for the app to offer before creating one. */
export const tournamentSearchSchema = z.object({
  q: z.string().trim().max(100, 'The search has at most 100 characters.').default(''),
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
});

/** The answer of POST /api/v1/tournaments. */
export const tournamentSavedSchema = z.object({
  tournamentId: z.number().int().describe('The id rounds name as tournamentId.'),
  created: z.boolean().describe("True when this player's entry is new (201), false when updated (200)."),
  shared: z.boolean().describe('True when the event was already there, entered by another player.'),
});

/** The answer of GET /api/v1/tournaments: 50 events at most, earliest first. */
export const tournamentListSchema = z.object({
  tournaments: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      courseName: z.string().nullable(),
    }),
  ),
});

/** The tournament row's values of an API body. */
export function tournamentValues(event: TournamentIngest) {
  return {
    name: event.name,
    startDate: event.startDate,
    endDate: event.endDate ?? null,
    courseId: event.courseId ?? null,
    eventTypeId: EVENT_TYPE_IDS[event.eventType],
    localeTypeId: EVENT_LEVEL_IDS[event.level],
    isTeamEvent: event.teamEvent,
    city: event.city ?? null,
    state: event.state ?? null,
    numberOfRounds: event.rounds,
    fieldSize: event.fieldSize ?? null,
    url: event.url ?? null,
  };
}

/** The entry row's values of an API body: a finished event's entry keeps its finish and no status. */
export function entryValues(event: TournamentIngest) {
  return {
    statusId: event.entry.status === undefined ? null : ENTRY_STATUS_IDS[event.entry.status],
    finishPosition: event.entry.finish ?? null,
    isFeatured: event.entry.featured,
    note: event.entry.note ?? null,
  };
}

/** An event's last day: its end date, or as many days from its start as it has rounds. */
export function eventLastDay(event: {
  startDate: string;
  endDate: string | null;
  numberOfRounds: number;
}): string {
  if (event.endDate) return event.endDate;
  const last = new Date(`${event.startDate}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + Math.max(0, event.numberOfRounds - 1));
  return last.toISOString().slice(0, 10);
}
