// The statements a migration needs when a hole stat flag or a per-round total was added to the
// schema (issue 31 §4): for each totals table whose generated SQL (db/schema/stat-totals-sql.ts)
// differs from the newest migration's, its three triggers re-created and its rows refilled.
// After `npm run db:generate` has written the new columns' migration:
//   npm run db:stat-totals-migration -- migrations/00NN_name.sql   (appends to that file)
//   npm run db:stat-totals-migration                              (prints them)
// Refilling reads every hole once: on a large D1, mind its 30 s statement limit.
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizedSql, statTotalsSql } from '../db/schema/stat-totals-sql';

const BREAKPOINT = '\n--> statement-breakpoint\n';

function writtenStatements(): Array<string> {
  const folder = path.join(process.cwd(), 'migrations');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .flatMap((file) => readFileSync(path.join(folder, file), 'utf8').split('--> statement-breakpoint'))
    .map((statement) => normalizedSql(statement.replace(/^\s*--.*$/gm, '')));
}

const written = writtenStatements();
const inForce = (start: string) =>
  written.filter((statement) => statement.startsWith(normalizedSql(start))).at(-1);

const statements = statTotalsSql().flatMap((totals) => {
  const current = totals.triggers.every(
    (trigger) => inForce(`CREATE TRIGGER \`${trigger.name}\``) === normalizedSql(trigger.sql),
  );
  if (current) return [];
  return [
    ...totals.triggers.map((trigger) => `DROP TRIGGER IF EXISTS \`${trigger.name}\`;`),
    ...totals.triggers.map((trigger) => trigger.sql),
    `-- The totals of every stored round, by the new definition.\nDELETE FROM \`${totals.table}\`;`,
    totals.fill,
  ];
});

const target = process.argv[2];
if (statements.length === 0) {
  console.log('The newest migration already keeps the per-round totals as the schema defines them.');
} else if (target) {
  appendFileSync(target, `${BREAKPOINT}${statements.join(BREAKPOINT)}\n`);
  console.log(`Appended ${statements.length} statements to ${target}.`);
} else {
  console.log(statements.join(BREAKPOINT));
}
