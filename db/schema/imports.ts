import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';

/**
 * A previewed round import (issue 34 §5, decision 105): the rounds of an uploaded file that passed
 * every check, kept as the ingest request bodies they were checked as, so that Confirm stores them
 * without the file being sent again (a form without JavaScript cannot send it twice). Nothing here is
 * a round: Confirm writes them through the ingest, and the import is dropped once stored or after a day.
 */
export const roundImports = sqliteTable(
  'round_imports',
  {
    /** A random id: the preview's Confirm names it. */
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** Every round of the file, those with problems included (positions run 0 … roundCount − 1). */
    roundCount: integer('round_count').notNull(),
    /** UTC "YYYY-MM-DD HH:MM:SS". */
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('round_imports_account_idx').on(t.accountId)],
);

/** A round of a previewed import that may be stored: its position in the file and its request body (JSON). */
export const roundImportRounds = sqliteTable(
  'round_import_rounds',
  {
    importId: text('import_id')
      .notNull()
      .references(() => roundImports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.position] })],
);
