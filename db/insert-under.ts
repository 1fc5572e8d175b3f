import { getTableColumns, is, type Param, SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';
import { reusableQueryByShape } from './prepared';

/*
 * INSERT … SELECT statements with every value a bound parameter, for writes whose rows hang under a
 * row written earlier in the same D1 batch (issue 5 point 8). They go through Drizzle's insert
 * builder: drizzle-orm 0.45's D1 batch binds the parameters of builders, but not of raw statements
 * (`db.run(sql…)` has no prepared statement to bind them to). Rows travel as VALUES rows of bound
 * parameters rather than as one JSON text read with json_each: SQLite's JSON reader does not give
 * every double back exactly (5.349741661302664e-295 comes back …663e-295).
 */

// D1 binds at most 100 parameters per statement.
export const MAX_BOUND_PARAMETERS = 100;

type Row = Record<string, unknown>;
/** A column's value in a SELECT list: an expression or a bound parameter. */
type Expression = SQL | Param;

/** What an omitted column gets in an INSERT … SELECT: its default, as Drizzle's `values()` gives it. */
function defaultOf(column: SQLiteColumn): Expression {
  // A number or boolean default is a constant of the statement, not one more bound parameter.
  if (typeof column.default === 'number' && Number.isFinite(column.default))
    return sql.raw(String(column.default));
  if (typeof column.default === 'boolean') return sql.raw(column.default ? '1' : '0');
  if (column.default !== undefined && column.default !== null)
    return is(column.default, SQL) ? column.default : sql.param(column.default, column);
  const made = column.defaultFn?.();
  if (made !== undefined) return is(made, SQL) ? made : sql.param(made, column);
  return sql`null`;
}

/**
 * `insert into table (every column) select …`: `pick` gives the expression of some columns (by
 * property name), the others take their defaults; `source` is the rest of the SELECT (from, where).
 */
export function insertSelect<T extends SQLiteTable>(
  db: Db,
  table: T,
  pick: Partial<Record<keyof T['$inferInsert'], Expression>>,
  source: SQL,
) {
  return selectInto(db, table, pick, source);
}

// Drizzle's `insert().select()` names every insertable column, in the table's order.
function selectInto(db: Db, table: SQLiteTable, pick: Record<string, Expression | undefined>, source: SQL) {
  const expressions = Object.entries(getTableColumns(table))
    // Drizzle leaves out generated columns, as SQLite refuses values for them.
    .filter(([, column]) => column.generated === undefined || column.generated.type === 'byDefault')
    .map(([key, column]) => pick[key] ?? defaultOf(column));
  return db.insert(table).select(sql`select ${sql.join(expressions, sql`, `)} ${source}`);
}

type Shape = { keys: Array<string>; rows: number };

/**
 * Rows inserted with `parentColumn` set to the id that `parent` selects (a query of one `id` column,
 * its values written as `sql.placeholder`s); nothing is inserted when it selects no row. The
 * statements are built once per isolate and shape (columns given, rows in the statement) and bound
 * per call (db/prepared.ts): building a round's 2,000 parameters with Drizzle on every request cost
 * about 5 ms of CPU. Rows are cut into as many statements as D1's limit of bound parameters asks:
 * each holds the parent's parameters once and as many whole rows as fit.
 */
export function rowsUnder(table: SQLiteTable, parentColumn: SQLiteColumn, parent: SQL) {
  const columns: Record<string, SQLiteColumn> = getTableColumns(table);
  const parentKey = Object.keys(columns).find((key) => columns[key] === parentColumn);
  if (parentKey === undefined) throw new Error(`${parentColumn.name} is not a column of the table`);
  const build = (db: Db, { keys, rows }: Shape) => {
    const pick: Record<string, Expression> = { [parentKey]: sql`p.id` };
    keys.forEach((key, c) => {
      pick[key] = sql`v.${sql.identifier(`column${c + 1}`)}`;
    });
    const values = Array.from(
      { length: rows },
      (_, r) =>
        sql`(${sql.join(
          keys.map((_, c) => sql.placeholder(`r${r}c${c}`)),
          sql`, `,
        )})`,
    );
    return selectInto(db, table, pick, sql`from (${parent}) p, (values ${sql.join(values, sql`, `)}) v`);
  };
  const statement = reusableQueryByShape<Shape, typeof build>(build);
  const rowsPerStatementOf = new Map<string, number>();

  /** The statements inserting `rows` (objects keyed by the table's property names, all with the keys of the first). */
  return (db: Db, parentValues: Record<string, unknown>, rows: Array<Row>) => {
    const first = rows[0];
    if (!first) return [];
    const keys = Object.keys(first).filter((key) => key in columns && key !== parentKey);
    const encoders = keys.map((key) => columns[key] as SQLiteColumn);
    let perStatement = rowsPerStatementOf.get(keys.join());
    if (perStatement === undefined) {
      // The parameters besides the rows' values: the parent's and any defaults.
      const fixed = build(db, { keys, rows: 1 }).toSQL().params.length - keys.length;
      perStatement = rowsPerStatement(fixed, keys.length);
      rowsPerStatementOf.set(keys.join(), perStatement);
    }
    const statements = [];
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      const values: Record<string, unknown> = { ...parentValues };
      chunk.forEach((row, r) => {
        encoders.forEach((column, c) => {
          // As Drizzle binds a value: through its column (booleans as 0/1), null as null.
          const value = row[keys[c] as string];
          values[`r${r}c${c}`] =
            value === null || value === undefined ? null : column.mapToDriverValue(value);
        });
      });
      statements.push(statement(db, { keys, rows: chunk.length }, values));
    }
    return statements;
  };
}

/** How many rows of `perRow` values fit in one statement next to `fixed` other parameters. */
export function rowsPerStatement(fixed: number, perRow: number): number {
  const rows = Math.floor((MAX_BOUND_PARAMETERS - fixed) / Math.max(perRow, 1));
  if (rows < 1)
    throw new Error(`A row of ${perRow} values does not fit in ${MAX_BOUND_PARAMETERS} bound parameters`);
  return rows;
}
