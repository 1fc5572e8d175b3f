// The statements a migration needs when a hole stat flag or a per-round total was added to the
// schema (issue 31 §4, decision 118): for each totals table whose generated SQL
// (db/schema/stat-totals-sql.ts) differs from the migrations', its three triggers re-created and its
// rows refilled. After `npm run db:generate` has written the new columns' migration:
//   npm run db:stat-totals-migration -- migrations/00NN_name.sql   (appends to that file)
//   npm run db:stat-totals-migration                              (prints them)
// Refilling reads every hole once: on a large D1, mind its 30 s statement limit.
import { appendFileSync } from 'node:fs';
import { pendingStatTotalsStatements } from '../db/schema/stat-totals-sql';
import { migrationStatements } from './lib/workers';

const BREAKPOINT = '\n--> statement-breakpoint\n';
const statements = pendingStatTotalsStatements(migrationStatements());
const target = process.argv[2];
if (statements.length === 0) {
  console.log('The migrations already keep the per-round totals as the schema defines them.');
} else if (target) {
  appendFileSync(target, `${BREAKPOINT}${statements.join(BREAKPOINT)}\n`);
  console.log(`Appended ${statements.length} statements to ${target}.`);
} else {
  console.log(statements.join(BREAKPOINT));
}
