import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizedSql, statTotalsSql } from './stat-totals-sql';

const MIGRATIONS = path.join(__dirname, '../../migrations');

/** Every statement of the migrations, in the order they apply, without their comment lines. */
function migrationStatements(): Array<string> {
  return readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .flatMap((file) => readFileSync(path.join(MIGRATIONS, file), 'utf8').split('--> statement-breakpoint'))
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('--'))
        .join('\n')
        .trim(),
    );
}

/** The last statement of the migrations that starts with `start` (the one in force). */
function newest(statements: Array<string>, start: string): string | undefined {
  return statements.filter((statement) => normalizedSql(statement).startsWith(normalizedSql(start))).at(-1);
}

describe('the per-round totals are kept by the SQL the schema generates (issue 31 §4)', () => {
  const statements = migrationStatements();
  for (const totals of statTotalsSql()) {
    it(`${totals.table}: the newest migration's triggers are the generated ones`, () => {
      for (const trigger of totals.triggers) {
        const written = newest(statements, `CREATE TRIGGER \`${trigger.name}\``);
        // A flag or a total added to the schema without a migration that rewrites the triggers
        // fails here: run `npm run db:stat-totals-migration` and apply its statements.
        expect(written && normalizedSql(written), trigger.name).toBe(normalizedSql(trigger.sql));
      }
    });

    it(`${totals.table}: the newest migration's refill is the generated one`, () => {
      const written = newest(statements, `INSERT INTO \`${totals.table}\``);
      expect(written && normalizedSql(written)).toBe(normalizedSql(totals.fill));
    });
  }
});
