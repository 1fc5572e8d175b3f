import { drizzle } from 'drizzle-orm/d1';
/**
 * A Drizzle database over a D1 binding (never built at module scope). Queries are written with the
 * query builder over the tables of db/schema, so no relational schema is passed: building its config
 * costs about a millisecond of CPU each time.
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof createDb>;

// Drizzle's database holds no request state (its session only wraps the binding), and the runtime
// hands the same binding to every request of an isolate: one instance per binding is enough.
const perBinding = new WeakMap<D1Database, Db>();

/** The Drizzle database of a D1 binding, built on its first request in the isolate. */
export function dbOfBinding(d1: D1Database): Db {
  let db = perBinding.get(d1);
  if (!db) {
    db = createDb(d1);
    perBinding.set(d1, db);
  }
  return db;
}
