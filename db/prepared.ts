import { fillPlaceholders, type Placeholder, type Query } from 'drizzle-orm';
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
};
type Buildable = PromiseLike<unknown> & { prepare(): unknown };
type Values = Record<string, unknown>;

/** A reusable query bound to one request's database and values. */
export class BoundQuery<Result> implements RunnableQuery<Result, 'sqlite'>, PromiseLike<Result> {
  declare readonly _: { readonly dialect: 'sqlite'; readonly result: Result };

  constructor(
    private readonly db: Db,
    private readonly statement: Statement,
    private readonly values: Values,
  ) {}

  /** What `db.batch` asks of each item (drizzle-orm/d1 session `batch`): text, statement, mapping. */
  _prepare() {
    const { sql, params } = this.statement.getQuery();
    const bound = { sql, params: fillPlaceholders(params, this.values) };
    return {
      getQuery: () => bound,
      stmt: this.db.$client.prepare(sql),
      mapResult: (response: unknown, isFromBatch?: boolean) =>
        this.statement.mapResult(response, isFromBatch),
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
  let statement: Statement | undefined;
  return (db: Db, values: Values): BoundQuery<Awaited<ReturnType<Build>>> => {
    statement ??= build(db).prepare() as Statement;
    return new BoundQuery(db, statement, values);
  };
}

/**
 * A family of reusable queries whose shape depends on a few options (a filter present or not, the
 * sort direction): one statement per shape, keyed by the options.
 */
export function reusableQueryByShape<Shape, Build extends (db: Db, shape: Shape) => Buildable>(build: Build) {
  const statements = new Map<string, Statement>();
  return (db: Db, shape: Shape, values: Values): BoundQuery<Awaited<ReturnType<Build>>> => {
    const key = JSON.stringify(shape);
    let statement = statements.get(key);
    if (!statement) {
      statement = build(db, shape).prepare() as Statement;
      statements.set(key, statement);
    }
    return new BoundQuery(db, statement, values);
  };
}
