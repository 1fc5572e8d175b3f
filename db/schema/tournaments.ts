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
  },
  (t) => [index('tournaments_start_idx').on(t.startDate)],
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
  },
  (t) => [
    uniqueIndex('tournament_entries_tournament_account_idx').on(t.tournamentId, t.accountId),
    index('tournament_entries_account_idx').on(t.accountId),
  ],
);
