import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';
import { courses } from './courses';

// spec 3 §9: event types 3 Tournament, 10 Qualifier, 11 Match; locale types 1 Local, 3 National, 4 High School.
export const tournaments = sqliteTable(
  'tournaments',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    url: text('url'),
    eventTypeId: integer('event_type_id').notNull(),
    localeTypeId: integer('locale_type_id').notNull(),
    isTeamEvent: integer('is_team_event', { mode: 'boolean' }).notNull().default(false),
    courseId: integer('course_id').references(() => courses.id),
    city: text('city'),
    state: text('state'),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    numberOfRounds: integer('number_of_rounds').notNull().default(1),
    /** How many players or teams teed off (issue 34 §4); shown beside a finish ("T5 of 84"). */
    fieldSize: integer('field_size'),
    /**
     * The account that created the tournament through the API (null for the demo data and for events
     * added by staff): only it may change the event's details; other players enter it.
     */
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('tournaments_start_idx').on(t.startDate),
    index('tournaments_name_start_idx').on(sql`lower(${t.name})`, t.startDate),
  ],
);

/**
 * A player's entry in a tournament. spec 3 §4 status codes: 1 In Field, 2 Considering, 3 Qualifying,
 * 4 Applied, 5 Invited, 6 Invited/Conflict-WD. Past results carry no status.
 */
export const tournamentEntries = sqliteTable(
  'tournament_entries',
  {
    id: integer('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    statusId: integer('status_id'),
    isFeatured: integer('is_featured', { mode: 'boolean' }).notNull().default(false),
    note: text('note'),
    finishPosition: text('finish_position'),
    /** The app's own id of the entry (issue 34 §4): sending it again updates, never duplicates. */
    clientTournamentId: text('client_tournament_id'),
  },
  (t) => [
    uniqueIndex('tournament_entries_tournament_account_idx').on(t.tournamentId, t.accountId),
    uniqueIndex('tournament_entries_client_idx').on(t.accountId, t.clientTournamentId),
    index('tournament_entries_account_idx').on(t.accountId),
  ],
);
