import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';

/**
 * How many rounds each player logged, finished or not, and how many finished rounds of 18 and of 9
 * holes: kept by triggers on rounds (migrations 0014, 0015), whatever writes them, so My Rounds'
 * "N rounds logged" and its paging, and the dashboard's completed-rounds count (spec 3 §1), read one
 * row whatever the history's length (issue 30). A player without a row has logged none.
 */
export const accountRoundCounts = sqliteTable('account_round_counts', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  logged: integer('logged').notNull(),
  completedEighteen: integer('completed_eighteen').notNull().default(0),
  completedNine: integer('completed_nine').notNull().default(0),
});
