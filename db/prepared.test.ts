import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from './client';
import { flatRowsMapper } from './prepared';
import { websiteFeatureSettings } from './schema/accounts';
import { rounds } from './schema/rounds';

// flatRowsMapper must give what Drizzle's own mapping of a D1 batch result gives (drizzle-orm/d1
// mapAllResult): the values in column order, decoded into the selected keys.
const db = createDb({ prepare: () => ({}) } as unknown as D1Database);
type Prepared = Parameters<typeof flatRowsMapper>[0];
const prepare = (query: { prepare(): unknown }) => query.prepare() as Prepared;

describe('flat row mapping of reusable queries', () => {
  it('decodes columns, expressions and aliases as Drizzle does', () => {
    const statement = prepare(
      db
        .select({
          id: rounds.id,
          final: rounds.isFinalRound,
          isPublic: websiteFeatureSettings.isPublic,
          strokes: sql<number>`sum(${rounds.score})`.mapWith(Number),
          label: sql<string>`'r' || ${rounds.id}`.as('label'),
        })
        .from(rounds)
        .leftJoin(websiteFeatureSettings, eq(websiteFeatureSettings.accountId, rounds.accountId)),
    );
    // D1 names each value by its column; repeated runs of a page give rows with nulls in any place.
    const response = {
      results: [
        { id: 7, is_final_round: 1, is_public: 0, strokes: '71', label: 'r7' },
        { id: 8, is_final_round: 0, is_public: null, strokes: null, label: null },
      ],
    };
    const mapRows = flatRowsMapper(statement);
    expect(mapRows).not.toBeNull();
    const expected = statement.mapResult(structuredClone(response), true);
    expect(mapRows?.(structuredClone(response).results)).toEqual(expected);
    expect(expected).toEqual([
      { id: 7, final: true, isPublic: false, strokes: 71, label: 'r7' },
      { id: 8, final: false, isPublic: null, strokes: null, label: null },
    ]);
  });

  it('leaves nested selects and single-row reads to Drizzle', () => {
    expect(flatRowsMapper(prepare(db.select({ round: { id: rounds.id } }).from(rounds)))).toBeNull();
    // A `.get()` read maps one row; Drizzle's prepared query knows it by its execute method.
    const flat = prepare(db.select({ id: rounds.id }).from(rounds));
    expect(flatRowsMapper(flat)).not.toBeNull();
    expect(flatRowsMapper({ ...flat, getQuery: flat.getQuery, executeMethod: 'get' })).toBeNull();
  });
});
