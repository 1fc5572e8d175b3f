import { z } from 'zod';
import { isFeatureVisible } from '../access/access';
import type { FeatureSetting } from '../access/features';
import { FEATURE_IDS } from '../access/features';
import type { PlanId } from '../accounts/plans';
import { column, type Table } from '../spreadsheets/workbook-model';

/*
 * Coach watch lists (issue 33 §3, decision 098): a coach keeps named lists of players with notes,
 * sees their latest figures and what changed since the last visit, compares two and exports a list.
 */

import { MAX_NAME_LENGTH, MAX_NOTE_LENGTH, WATCH_LIST_MESSAGES } from './watch-list-limits';

export * from './watch-list-limits';

/** What a page offering "Save to watch list" may show its viewer (visitor, no Coach plan, a coach's lists). */
export type SaveOffer =
  | { kind: 'none' }
  | { kind: 'upsell' }
  | { kind: 'coach'; lists: Array<{ id: number; name: string }> };

/**
 * issue 33 §3 with §5: watch lists (and a coach's other tools) are a feature of an active Coach plan.
 * The viewer's read (db/queries/sessions.ts) joins the plan on these values.
 */
export const COACH_TOOLS_PLAN = { plan: 'coach', status: 'active' } as const;

export function hasWatchLists(
  plan: { plan: PlanId; status: 'active' | 'ended' } | null | undefined,
): boolean {
  return plan?.plan === COACH_TOOLS_PLAN.plan && plan.status === COACH_TOOLS_PLAN.status;
}

const listName = z
  .string({ error: WATCH_LIST_MESSAGES.nameRequired })
  .trim()
  .min(1, WATCH_LIST_MESSAGES.nameRequired)
  .max(MAX_NAME_LENGTH, WATCH_LIST_MESSAGES.nameTooLong)
  // Control characters have no place in a name that becomes a file name and a page title.
  .transform((name) => name.replace(/\p{Cc}+/gu, ' ').trim())
  .pipe(z.string().min(1, WATCH_LIST_MESSAGES.nameRequired));

const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(2 ** 53 - 1, message);

/** A path parameter naming a list: anything else is not one (404). */
export function parseListId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

// The lists page's forms (/watch-lists), told apart by `intent`.
export const createListSchema = z.object({ intent: z.literal('create'), name: listName });
export const renameListSchema = z.object({
  intent: z.literal('rename'),
  listId: id(WATCH_LIST_MESSAGES.chooseList),
  name: listName,
});
export const deleteListSchema = z.object({
  intent: z.literal('delete'),
  listId: id(WATCH_LIST_MESSAGES.chooseList),
  confirm: z.literal('yes', { error: WATCH_LIST_MESSAGES.confirmDelete }),
});
/**
 * "Save to watch list" from discovery or a profile: a list of the coach's, or none (a first list is
 * made); `returnTo` is where the coach goes back to (a path of this site only).
 */
export const addPlayerSchema = z.object({
  intent: z.literal('add'),
  playerId: id(WATCH_LIST_MESSAGES.choosePlayer),
  listId: id(WATCH_LIST_MESSAGES.chooseList).optional(),
  returnTo: z.string().max(2000).optional(),
});
export const listsFormSchema = z.discriminatedUnion(
  'intent',
  [createListSchema, renameListSchema, deleteListSchema, addPlayerSchema],
  { error: WATCH_LIST_MESSAGES.unknownForm },
);

// One list's forms (/watch-lists/{id}).
export const noteSchema = z.object({
  intent: z.literal('note'),
  playerId: id(WATCH_LIST_MESSAGES.choosePlayer),
  note: z
    .string()
    .max(MAX_NOTE_LENGTH, WATCH_LIST_MESSAGES.noteTooLong)
    .optional()
    .transform((note) => (note ?? '').trim()),
});
export const removePlayerSchema = z.object({
  intent: z.literal('remove'),
  playerId: id(WATCH_LIST_MESSAGES.choosePlayer),
});
export const compareSchema = z
  .object({
    intent: z.literal('compare'),
    first: id(WATCH_LIST_MESSAGES.chooseTwo),
    second: id(WATCH_LIST_MESSAGES.chooseTwo),
  })
  .refine((pair) => pair.first !== pair.second, { message: WATCH_LIST_MESSAGES.chooseTwo, path: ['second'] });
export const listFormSchema = z.discriminatedUnion(
  'intent',
  [noteSchema, removePlayerSchema, compareSchema],
  {
    error: WATCH_LIST_MESSAGES.unknownForm,
  },
);

/** Where "Save to watch list" returns: a path of this site, never another origin. */
export function safeReturnPath(value: string | undefined, fallback: string): string {
  if (value === undefined || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return fallback;
  return /\p{Cc}/u.test(value) ? fallback : value;
}

// ------------------------------------------------------------------------------------------------
// Since the last visit
// ------------------------------------------------------------------------------------------------

/**
 * Opening a list again within this time is the same visit: a reload keeps showing what changed
 * since the visit before, instead of wiping it.
 */
export const SAME_VISIT_MINUTES = 30;

/** A time as SQLite's CURRENT_TIMESTAMP writes it (UTC "YYYY-MM-DD HH:MM:SS"). */
export function sqlTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The visit a list opened at `now` starts only if the last one began before this time. */
export function newVisitCutoff(now: Date): string {
  return sqlTimestamp(new Date(now.getTime() - SAME_VISIT_MINUTES * 60_000));
}

export type NewResult = {
  playerId: number;
  tournament: string;
  finish: string;
  lastDay: string;
};

export type PlayerChanges = { newRounds: number; results: Array<NewResult> };

/**
 * What changed for each player since the last visit, as far as a visitor may see it: new rounds only
 * of a player whose figures are public (the discovery row holds figures), results only of a player
 * whose schedule (80) is public. `roundCounts` are rounds added since the visit.
 */
export function changesSinceVisit(
  players: ReadonlyArray<{ id: number; figuresPublic: boolean }>,
  roundCounts: ReadonlyArray<{ playerId: number; rounds: number }>,
  results: ReadonlyArray<NewResult>,
  scheduleSettings: ReadonlyArray<FeatureSetting & { accountId: number }>,
): Map<number, PlayerChanges> {
  const changes = new Map<number, PlayerChanges>();
  for (const player of players) {
    const settings = scheduleSettings.filter((s) => s.accountId === player.id);
    const scheduleVisible = isFeatureVisible(FEATURE_IDS.schedule, settings, false);
    const newRounds = player.figuresPublic
      ? (roundCounts.find((count) => count.playerId === player.id)?.rounds ?? 0)
      : 0;
    const ownResults = scheduleVisible
      ? results
          .filter((result) => result.playerId === player.id)
          .sort((a, b) => b.lastDay.localeCompare(a.lastDay) || a.tournament.localeCompare(b.tournament))
      : [];
    changes.set(player.id, { newRounds, results: ownResults });
  }
  return changes;
}

/** "2 new rounds · T5 at Lone Star Junior Classic": one line per player, or null when nothing changed. */
export function changeLine(changes: PlayerChanges | undefined): string | null {
  if (!changes) return null;
  const parts: Array<string> = [];
  if (changes.newRounds > 0)
    parts.push(`${changes.newRounds} new round${changes.newRounds === 1 ? '' : 's'}`);
  for (const result of changes.results) parts.push(`${finishText(result.finish)} at ${result.tournament}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** A stored finishing position as a sentence reads it: "T5" stays, "1" becomes "1st". */
export function finishText(finish: string): string {
  const trimmed = finish.trim();
  if (!/^\d+$/.test(trimmed)) return trimmed;
  const n = Number(trimmed);
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

// ------------------------------------------------------------------------------------------------
// Export
// ------------------------------------------------------------------------------------------------

/** A list's player as the page and the export show them (figures read from the discovery row). */
export type WatchedPlayer = {
  id: number;
  username: string | null;
  fullName: string;
  school: string | null;
  organization: string | null;
  gradYear: number | null;
  state: string | null;
  handicap: number | null;
  /** Decision 102: the handicap is the player's own claim, not computed from rounds. */
  handicapClaimed?: boolean;
  rounds: number | null;
  average: number | null;
  sgTotal: number | null;
  sgOffTheTee: number | null;
  sgApproach: number | null;
  sgAroundTheGreen: number | null;
  sgPutting: number | null;
  note: string;
  addedAt: string;
};

/** Decision 102: whether the export's handicap was computed from rounds or is the player's own claim. */
function handicapSource(player: WatchedPlayer): string | null {
  if (player.handicap === null) return null;
  return player.handicapClaimed ? "Player's claim" : 'Handicap Index';
}

/**
 * issue 33 §3 export: one row per player shown on the list (the same figures as the page: scoring
 * average over the last 10 rounds, strokes gained per 18 holes over the last 12 months), for the CSV
 * and the workbook alike.
 */
export function watchListTable(
  players: ReadonlyArray<WatchedPlayer>,
  profileUrl: (username: string) => string,
): Table {
  return {
    columns: [
      column('Player', 'text', 24),
      column('Profile', 'text', 40),
      column('Class', 'integer', 6),
      column('School', 'text', 28),
      column('Organization', 'text', 24),
      column('State', 'text', 6),
      column('Handicap', 'decimal', 9),
      column('Handicap source', 'text', 16),
      column('Rounds (last 10)', 'integer', 8),
      column('Scoring average (last 10)', 'decimal', 10),
      column('SG total', 'decimal', 8),
      column('SG off the tee', 'decimal', 8),
      column('SG approach', 'decimal', 8),
      column('SG around the green', 'decimal', 8),
      column('SG putting', 'decimal', 8),
      column('Note', 'text', 50),
      column('Added', 'date', 11),
    ],
    rows: players.map((p) => [
      p.fullName,
      p.username ? profileUrl(p.username) : null,
      p.gradYear,
      p.school,
      p.organization,
      p.state,
      p.handicap,
      handicapSource(p),
      p.rounds,
      p.average,
      p.sgTotal,
      p.sgOffTheTee,
      p.sgApproach,
      p.sgAroundTheGreen,
      p.sgPutting,
      p.note === '' ? null : p.note,
      p.addedAt.slice(0, 10),
    ]),
  };
}
