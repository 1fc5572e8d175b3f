import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';
import { organizations } from './organizations';

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

/**
 * spec 2 §2 org-schedule-report stored by hash (decision 060): an organization's reports live apart
 * from the players' (`report_parameters` belongs to an account), so an organization's hash can never
 * open as a player's report, nor a player's as an organization's.
 */
export const organizationReports = sqliteTable(
  'organization_reports',
  {
    hash: integer('hash').primaryKey(),
    kind: text('kind').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    parameters: text('parameters', { mode: 'json' }).notNull(),
    name: text('name').notNull().default(''),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
  },
  (t) => [index('organization_reports_organization_idx').on(t.organizationId)],
);
