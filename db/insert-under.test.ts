import { and, eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createDb } from './client';
import { insertSelect, MAX_BOUND_PARAMETERS, rowsPerStatement, rowsUnder } from './insert-under';
import { tees } from './schema/courses';
import { roundHoles, rounds, shots } from './schema/rounds';

// Statements are only built here, never sent: the binding's prepare() answers a dummy.
const db = createDb({ prepare: () => ({}) } as unknown as D1Database);
const parent = sql`select ${rounds.id} as id from ${rounds} where ${rounds.accountId} = ${sql.placeholder('accountId')} and ${rounds.clientRoundId} = ${sql.placeholder('clientRoundId')} and ${rounds.ingestId} = ${sql.placeholder('ingestId')}`;
const parentValues = { accountId: 7, clientRoundId: 'r-1', ingestId: 'ingest-1' };
const insertShots = rowsUnder(shots, shots.roundId, parent);
const insertRoundHoles = rowsUnder(roundHoles, roundHoles.roundId, parent);

/** What `db.batch` binds and sends for each statement. */
function sent(statements: ReturnType<typeof insertShots>) {
  return statements.map((statement) => statement._prepare().getQuery());
}

function shotRow(i: number) {
  return {
    holeNumber: Math.floor(i / 5) + 1,
    shotNumber: (i % 5) + 1,
    type: 'Approach',
    club: `'); drop table rounds; -- ${i}\u0000`,
    startLie: 'fairway',
    endLie: 'green',
    startDistanceYards: 150.25 + i,
    endDistanceYards: 1 / 3,
    startLatitude: 30.270000000000003,
    startLongitude: -97.74,
    endLatitude: null,
    endLongitude: undefined,
    penaltyStrokes: 0,
    strokesGained: -0.1234,
  };
}

test('no statement binds more than 100 parameters, and every row is bound once, in order', () => {
  const rows = Array.from({ length: 233 }, (_, i) => shotRow(i));
  const queries = sent(insertShots(db, parentValues, rows));
  expect(queries.length).toBeGreaterThan(1);
  for (const query of queries) expect(query.params.length).toBeLessThanOrEqual(MAX_BOUND_PARAMETERS);
  // Each statement: the parent's three parameters, then its rows' values.
  const perRow = Object.keys(rows[0] ?? {}).length;
  const values = queries.flatMap((query) => {
    expect(query.params.slice(0, 3)).toEqual([7, 'r-1', 'ingest-1']);
    return query.params.slice(3);
  });
  expect(values).toHaveLength(rows.length * perRow);
  const bound = Array.from({ length: rows.length }, (_, i) => values.slice(i * perRow, (i + 1) * perRow));
  expect(bound).toEqual(rows.map((row) => Object.values(row).map((value) => value ?? null)));
});

test('a statement built once binds the values of each call', () => {
  const [first] = sent(insertShots(db, parentValues, [shotRow(1), shotRow(2)]));
  const [second] = sent(insertShots(db, { ...parentValues, ingestId: 'ingest-2' }, [shotRow(3), shotRow(4)]));
  expect(second?.sql).toBe(first?.sql);
  expect(second?.params.slice(0, 3)).toEqual([7, 'r-1', 'ingest-2']);
  expect(second?.params).toContain(shotRow(4).club);
  expect(first?.params).not.toContain(shotRow(4).club);
});

test('values stay out of the SQL text', () => {
  const [query] = sent(insertShots(db, parentValues, [shotRow(0)]));
  const text = query?.sql ?? '';
  expect(text).not.toContain('drop table');
  expect(text).not.toContain('\u0000');
  expect(text).not.toContain('150.25');
  expect(text).toMatch(/^insert into "shots" \("round_id", "hole_number", .*\) select p\.id, v\."column1", /);
});

test('booleans are bound as 0/1 through their columns, and omitted columns take their defaults', () => {
  const [query] = sent(
    insertRoundHoles(db, parentValues, [
      { holeNumber: 1, courseHoleNumber: 1, par: 4, score: 5, madePar: false, madeBogey: true, putts: null },
    ]),
  );
  const { sql: text, params } = query ?? { sql: '', params: [] };
  // penalty_strokes, excluded and shots_incomplete take their defaults (0, false, false) as
  // constants of the select list: only the parent and the row are bound.
  expect(params).toEqual([7, 'r-1', 'ingest-1', 1, 1, 4, 5, 0, 1, null]);
  expect(text).toContain('v."column4", v."column7", 0, 0, null');
  expect(text).toContain('from (select "rounds"."id" as id from "rounds" where');
});

test('a row as wide as a round hole gets a statement of its own', () => {
  const wide = Object.fromEntries(Object.keys(roundHoles).map((key) => [key, 1]));
  const rows = Array.from({ length: 18 }, (_, i) => ({ ...wide, holeNumber: i + 1 }));
  const queries = sent(insertRoundHoles(db, parentValues, rows));
  const keys = Object.keys(wide).filter((key) => key !== 'roundId').length;
  expect(keys).toBeGreaterThan(48);
  expect(queries).toHaveLength(18);
  for (const query of queries) expect(query.params).toHaveLength(3 + keys);
});

test('rows per statement: whole rows next to the fixed parameters, and a row too wide is refused', () => {
  expect(rowsPerStatement(3, 14)).toBe(6);
  expect(rowsPerStatement(2, 3)).toBe(32);
  expect(rowsPerStatement(0, 100)).toBe(1);
  expect(() => rowsPerStatement(3, 98)).toThrow('does not fit');
  expect(insertShots(db, parentValues, [])).toEqual([]);
});

test('insertSelect binds the values it is given and fills the other columns', () => {
  const courseId = sql`(select 5)`;
  const query = insertSelect(
    db,
    tees,
    { courseId, name: sql.param("Bob's \u0000 tee", tees.name), rating: sql.param(71.3, tees.rating) },
    sql`where not exists (${db
      .select({ id: tees.id })
      .from(tees)
      .where(and(eq(tees.courseId, courseId), eq(tees.name, 'x')))})`,
  ).toSQL();
  expect(query.sql).toBe(
    'insert into "tees" ("id", "course_id", "name", "color", "rating", "slope") select null, (select 5), ?, null, ?, null where not exists ((select "id" from "tees" where ("tees"."course_id" = (select 5) and "tees"."name" = ?)))',
  );
  expect(query.params).toEqual(["Bob's \u0000 tee", 71.3, 'x']);
});
