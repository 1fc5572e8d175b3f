import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Where the rebuild of a derived table stands (decision 097): the version of the rules it was last
 * rebuilt with, and the last account id done while a rebuild walks the accounts. A scheduled run
 * continues from there, so a rebuild of any size spreads over runs and survives a failed one.
 */
export const derivedRebuilds = sqliteTable('derived_rebuilds', {
  /** The derived table, e.g. `player_discovery`. */
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  afterAccountId: integer('after_account_id').notNull(),
  finished: integer('finished', { mode: 'boolean' }).notNull(),
});
