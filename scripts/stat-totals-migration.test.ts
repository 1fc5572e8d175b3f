import { describe, expect, it } from 'vitest';
import {
  normalizedSql,
  pendingStatTotalsStatements,
  statementInForce,
  statTotalsSql,
} from '../db/schema/stat-totals-sql';
import { migrationStatements } from './lib/workers';

describe('the per-round totals are kept by the SQL the schema generates (issue 31 §4, decision 118)', () => {
  const statements = migrationStatements();

  for (const totals of statTotalsSql()) {
    it(`${totals.table}: the triggers and the refill in force are the generated ones`, () => {
      for (const trigger of totals.triggers) {
        // A flag or a total added to the schema without new triggers fails here: run
        // `npm run db:stat-totals-migration -- migrations/00NN_name.sql`.
        expect(statementInForce(statements, `CREATE TRIGGER \`${trigger.name}\``), trigger.name).toBe(
          normalizedSql(trigger.sql),
        );
      }
      expect(statementInForce(statements, `INSERT INTO \`${totals.table}\``)).toBe(
        normalizedSql(totals.fill),
      );
    });
  }

  it('the script has nothing to add to the committed migrations', () => {
    expect(pendingStatTotalsStatements(statements)).toEqual([]);
  });

  it('a migration the script writes makes the generated SQL the one in force', () => {
    const changed = statements.map((statement) =>
      statement.replace('count(`is_par_5`)', 'count(`is_par_5`) + 0'),
    );
    const pending = pendingStatTotalsStatements(changed);
    expect(pending.length).toBeGreaterThan(0);
    expect(pendingStatTotalsStatements([...changed, ...pending])).toEqual([]);
  });
});
