import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';

/**
 * How many rounds each player logged, finished or not: kept by triggers on rounds (migration 0014),
 * whatever writes them, so My Rounds' "N rounds logged" and its paging read one row whatever the
 * history's length (issue 30). A player without a row has logged none.
 */
export const accountRoundCounts = sqliteTable('account_round_counts', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  logged: integer('logged').notNull(),
});
