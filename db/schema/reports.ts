import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';

// spec 2 §2 report routes load their parameters by the numeric query parameter `hash`.
export const reportParameters = sqliteTable(
  'report_parameters',
  {
    hash: integer('hash').primaryKey(),
    kind: text('kind').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    parameters: text('parameters', { mode: 'json' }).notNull(),
    // The report viewer's name and author (spec 2 §2); a deleted author leaves the report unsigned.
    name: text('name').notNull().default(''),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
  },
  (t) => [index('report_parameters_account_idx').on(t.accountId)],
);

// spec 2 §3 cached compare-stats state, loaded by hash before the compare report opens.
export const compareStates = sqliteTable('compare_states', {
  hash: integer('hash').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  leftFilter: text('left_filter').notNull(),
  rightFilter: text('right_filter').notNull(),
  leftComponentSelections: text('left_component_selections').notNull(),
  rightComponentSelections: text('right_component_selections').notNull(),
  metricsSelections: text('metrics_selections').notNull(),
  createdAt: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
});
