import { drizzle } from 'drizzle-orm/d1';
/**
 * The Drizzle database for one request (built per request from the D1 binding, never at module scope).
 * Queries are written with the query builder over the tables of db/schema, so no relational schema is
 * passed: building its config costs about a millisecond of CPU on every request.
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof createDb>;
