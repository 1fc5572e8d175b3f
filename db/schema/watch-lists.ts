import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';

/**
 * Coach watch lists (issue 33 §3, decision 098): named lists of players, private to the account that
 * owns them. Times are UTC "YYYY-MM-DD HH:MM:SS", as SQLite's CURRENT_TIMESTAMP writes `rounds.created_at`,
 * so "what changed since the last visit" compares like with like.
 */
export const watchLists = sqliteTable(
  'watch_lists',
  {
    id: integer('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    /** When the owner last opened the list (null: never). */
    visitedAt: text('visited_at'),
    /** The visit before `visitedAt`: the page shows what changed since then. */
    changesSince: text('changes_since'),
  },
  (t) => [uniqueIndex('watch_lists_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`)],
);

/** A player on a watch list, with the owner's note. */
export const watchListEntries = sqliteTable(
  'watch_list_entries',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => watchLists.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    addedAt: text('added_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.playerId] }),
    index('watch_list_entries_player_idx').on(t.playerId),
  ],
);
