import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';

// spec 3 §2.1, spec 2 §4: the player dashboard's choices, kept per account (decision 048).
export const dashboardPreferences = sqliteTable('dashboard_preferences', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** 'Player Performance' or 'Assessment'. */
  mode: text('mode').notNull(),
  performanceGroup: text('performance_group').notNull(),
  assessmentGroup: text('assessment_group').notNull(),
  standardId: text('standard_id').notNull(),
  /** 9 or 18. */
  holeCount: integer('hole_count').notNull(),
  assessmentCategory: text('assessment_category').notNull(),
  updatedAt: text('updated_at').notNull().default(sql`CURRENT_TIMESTAMP`),
});
