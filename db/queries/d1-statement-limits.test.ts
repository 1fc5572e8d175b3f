import { describe, expect, it } from 'vitest';
import { roundFilter } from '../../app/domain/stats/round-filter';
import { statementBreaches } from '../../workers/d1-limits';
import { createDb } from '../client';
import { roundFlagCountsQuery } from './hole-stats';
import { selectionCountsQuery } from './selection-stats';

// A Drizzle instance that only builds statements (nothing runs).
const db = createDb({ prepare: () => ({}) } as unknown as D1Database);

describe("the statements with the most values per row stay within D1's limits (decision 117)", () => {
  it("a player's per-round flag counts: 84 values without a function of more than 32 arguments", () => {
    for (const range of [null, { from: '2026-01-01', to: '2026-12-31' }]) {
      const { sql } = roundFlagCountsQuery(db, 7, range).toSQL();
      expect(statementBreaches(sql)).toEqual([]);
      expect(sql).not.toContain('json_array');
    }
  });

  it("a selection's flag counts", () => {
    const { sql } = selectionCountsQuery(db, 7, roundFilter()).toSQL();
    expect(statementBreaches(sql)).toEqual([]);
  });
});
