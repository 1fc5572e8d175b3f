// A D1 stand-in that answers from results recorded off the real local D1, so a benchmark can time
// the app's own CPU without D1's I/O (the platform's CPU time excludes waiting for D1 too). It never
// replaces D1 in tests: it only replays answers the real database gave for the same statements.

type Recorded = Map<string, unknown>;

// The current time is a parameter of some statements (e.g. session expiry); it is keyed as "now".
export const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const keyOf = (sql: string, params: Array<unknown>) =>
  `${sql}\u0000${JSON.stringify(params.map((p) => (typeof p === 'string' && ISO_TIME.test(p) ? 'now' : p)))}`;

type Statement = {
  sql: string;
  params: Array<unknown>;
  bind(...params: Array<unknown>): Statement;
  all(): Promise<unknown>;
  raw(): Promise<unknown>;
  first(column?: string): Promise<unknown>;
  run(): Promise<unknown>;
};

/** A statement as sent: its SQL text and bound values. */
export type SentStatement = { sql: string; params: Array<unknown> };

/** Wraps a real D1 binding and records every answer it gives, and the batches sent. */
export function recordingD1(real: D1Database, recorded: Recorded = new Map()) {
  const batches: Array<Array<SentStatement>> = [];
  function statement(sql: string, params: Array<unknown> = []): Statement {
    const real$ = () => real.prepare(sql).bind(...params);
    const remember = async (kind: string, run: () => Promise<unknown>) => {
      const result = await run();
      recorded.set(`${kind}\u0000${keyOf(sql, params)}`, result);
      return result;
    };
    return {
      sql,
      params,
      bind: (...next) => statement(sql, next),
      all: () => remember('all', () => real$().all()),
      raw: () => remember('raw', () => real$().raw()),
      first: (column) => remember(`first:${column ?? ''}`, () => real$().first(column as string)),
      run: () => remember('run', () => real$().run()),
    };
  }
  const db = {
    prepare: (sql: string) => statement(sql),
    async batch(statements: Array<Statement>) {
      batches.push(statements.map(({ sql, params }) => ({ sql, params })));
      const results = await real.batch(statements.map((s) => real.prepare(s.sql).bind(...s.params)));
      statements.forEach((s, i) => {
        recorded.set(`all\u0000${keyOf(s.sql, s.params)}`, results[i]);
      });
      return results;
    },
  };
  return { db: db as unknown as D1Database, recorded, batches };
}

/** Answers every statement from `recorded`; an unknown statement is an error (the bench must record it first). */
export function replayD1(recorded: Recorded): D1Database {
  const answer = (kind: string, sql: string, params: Array<unknown>) => {
    const key = `${kind}\u0000${keyOf(sql, params)}`;
    if (!recorded.has(key)) throw new Error(`No recorded D1 answer for: ${sql} ${JSON.stringify(params)}`);
    // A fresh copy per call, as the binding gives fresh objects.
    return Promise.resolve(structuredClone(recorded.get(key)));
  };
  function statement(sql: string, params: Array<unknown> = []): Statement {
    return {
      sql,
      params,
      bind: (...next) => statement(sql, next),
      all: () => answer('all', sql, params),
      raw: () => answer('raw', sql, params),
      first: (column) => answer(`first:${column ?? ''}`, sql, params),
      run: () => answer('run', sql, params),
    };
  }
  return {
    prepare: (sql: string) => statement(sql),
    batch: (statements: Array<Statement>) =>
      Promise.all(statements.map((s) => answer('all', s.sql, s.params))),
  } as unknown as D1Database;
}
