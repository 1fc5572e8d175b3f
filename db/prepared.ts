import { Column, fillPlaceholders, is, type Placeholder, type Query, SQL, Subquery } from 'drizzle-orm';
import type { RunnableQuery } from 'drizzle-orm/runnable-query';
import type { Db } from './client';

/**
 * Reads whose SQL text is built once per isolate. Drizzle turns a query builder into SQL text on every
 * call (about a tenth of a millisecond of CPU each; a profile page runs 13): a query written with
 * `sql.placeholder()` has the same text for every player, so it is built once and bound per request.
 * A bound query goes into `db.batch` like a builder (the page's single round trip) or is awaited.
 * See docs/decisions/024-render-cpu.md.
 */

/** A value a reusable query takes: the value itself, or the placeholder it is bound to. */
export type Bindable<T> = T | Placeholder;

/** What a built select is to this module: Drizzle's prepared query (D1PreparedQuery). */
type Statement = {
  getQuery(): Query;
  mapResult(response: unknown, isFromBatch?: boolean): unknown;
  fields?: Array<{ path: Array<string>; field: unknown }>;
  customResultMapper?: unknown;
  executeMethod?: string;
};
type Buildable = PromiseLike<unknown> & { prepare(): unknown };
type Values = Record<string, unknown>;
type Row = Record<string, unknown>;
type Decoder = { mapFromDriverValue(value: unknown): unknown };
type RowsMapper = (rows: Array<Row>) => Array<Row>;

// Drizzle keeps an SQL expression's decoder on an internal field.
const decoderOfSql = (expression: unknown) => (expression as { decoder: Decoder }).decoder;

/** The decoder Drizzle's mapResultRow (drizzle-orm/utils) picks for a selected field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/**
 * Drizzle's mapping of a batch result (drizzle-orm/d1 `mapAllResult`: each row's values in column
 * order, decoded into the selected keys), worked out once per statement instead of per row and
 * column. Only for flat selects of many rows; anything else keeps Drizzle's own mapping.
 */
export function flatRowsMapper(statement: Statement): RowsMapper | null {
  const { fields, customResultMapper, executeMethod } = statement;
  if (!fields || customResultMapper || executeMethod !== 'all') return null;
  if (fields.some(({ path }) => path.length !== 1)) return null;
  const columns = fields.map(({ path, field }) => ({ key: path[0] as string, decoder: decoderOf(field) }));
  return (rows) =>
    rows.map((row) => {
      const values = Object.values(row);
      const mapped: Row = {};
      columns.forEach(({ key, decoder }, i) => {
        const value = values[i];
        mapped[key] = value === null ? null : decoder.mapFromDriverValue(value);
      });
      return mapped;
    });
}

/** A built statement and its compiled row mapping. */
type Prepared = { statement: Statement; mapRows: RowsMapper | null };

function prepareOnce(buildable: Buildable): Prepared {
  const statement = buildable.prepare() as Statement;
  return { statement, mapRows: flatRowsMapper(statement) };
}

/** A reusable query bound to one request's database and values. */
export class BoundQuery<Result> implements RunnableQuery<Result, 'sqlite'>, PromiseLike<Result> {
  declare readonly _: { readonly dialect: 'sqlite'; readonly result: Result };

  constructor(
    private readonly db: Db,
    private readonly prepared: Prepared,
    private readonly values: Values,
  ) {}

  /** The statement's text and bound values, as a Drizzle builder's `toSQL()` gives them. */
  toSQL(): Query {
    const { sql, params } = this.prepared.statement.getQuery();
    return { sql, params: fillPlaceholders(params, this.values) };
  }

  /** What `db.batch` asks of each item (drizzle-orm/d1 session `batch`): text, statement, mapping. */
  _prepare() {
    const { statement, mapRows } = this.prepared;
    const bound = this.toSQL();
    const { sql } = bound;
    return {
      getQuery: () => bound,
      stmt: this.db.$client.prepare(sql),
      mapResult: (response: unknown, isFromBatch?: boolean) =>
        mapRows && isFromBatch
          ? mapRows((response as { results: Array<Row> }).results)
          : statement.mapResult(response, isFromBatch),
    };
  }

  // biome-ignore lint/suspicious/noThenProperty: awaited like Drizzle's own query builders.
  then<A = Result, B = never>(
    onFulfilled?: ((value: Result) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): PromiseLike<A | B> {
    const rows = this.db.batch([this as unknown as BoundQuery<Result>]) as unknown as Promise<[Result]>;
    return rows.then(([result]) => result).then(onFulfilled, onRejected);
  }
}

/** One reusable query: `build` runs once per isolate, with placeholders where the values go. */
export function reusableQuery<Build extends (db: Db) => Buildable>(build: Build) {
  let prepared: Prepared | undefined;
  return (db: Db, values: Values): BoundQuery<Awaited<ReturnType<Build>>> => {
    prepared ??= prepareOnce(build(db));
    return new BoundQuery(db, prepared, values);
  };
}

/**
 * A family of reusable queries whose shape depends on a few options (a filter present or not, the
 * sort direction): one statement per shape, keyed by the options.
 */
export function reusableQueryByShape<Shape, Build extends (db: Db, shape: Shape) => Buildable>(build: Build) {
  const byShape = new Map<string, Prepared>();
  return (db: Db, shape: Shape, values: Values): BoundQuery<Awaited<ReturnType<Build>>> => {
    const key = JSON.stringify(shape);
    let prepared = byShape.get(key);
    if (!prepared) {
      prepared = prepareOnce(build(db, shape));
      byShape.set(key, prepared);
    }
    return new BoundQuery(db, prepared, values);
  };
}
