import type { WorkerOptions } from 'miniflare';

/**
 * The local D1 for Node (tests and their factories), over plain asynchronous HTTP.
 *
 * Miniflare's own proxy (`getD1Database`) makes `prepare` synchronous by blocking Node's thread on a
 * helper thread's answer; now and then that answer goes missing, after which every later call of the
 * file fails an internal assertion (or the thread waits for ever). Here a small Worker bound to the
 * same database runs the statements, reached only on a socket of its own that Miniflare opens for
 * the tests: it is never part of a deployed configuration.
 */
export const D1_BRIDGE_WORKER = 'd1-bridge';

type Statement = { sql: string; params: Array<unknown> };
type Call =
  | { op: 'all' | 'run'; statement: Statement }
  | { op: 'raw'; statement: Statement; columnNames: boolean }
  | { op: 'first'; statement: Statement; column: string | null }
  | { op: 'batch'; statements: Array<Statement> }
  | { op: 'exec'; sql: string };

const SCRIPT = /* javascript */ `
export default {
  async fetch(request, env) {
    const call = await request.json();
    const bound = (s) => env.DB.prepare(s.sql).bind(...s.params);
    try {
      switch (call.op) {
        case 'all': return Response.json(await bound(call.statement).all());
        case 'run': return Response.json(await bound(call.statement).run());
        case 'raw': return Response.json(await bound(call.statement).raw({ columnNames: call.columnNames }));
        case 'first': {
          const statement = bound(call.statement);
          const value = call.column === null ? await statement.first() : await statement.first(call.column);
          return Response.json({ value });
        }
        case 'batch': return Response.json(await env.DB.batch(call.statements.map(bound)));
        case 'exec': return Response.json(await env.DB.exec(call.sql));
      }
      return Response.json({ error: 'unknown operation' }, { status: 400 });
    } catch (error) {
      return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 500 });
    }
  },
};
`;

/** The bridge Worker, bound to the database `databaseId` of the Workers it runs beside. */
export function d1BridgeWorker(databaseId: string, compatibilityDate: string): WorkerOptions {
  return {
    name: D1_BRIDGE_WORKER,
    compatibilityDate,
    modules: true,
    script: SCRIPT,
    d1Databases: { DB: databaseId },
    unsafeDirectSockets: [{ host: '127.0.0.1', port: 0 }],
  };
}

async function send<T>(url: URL, call: Call): Promise<T> {
  // A connection per call: workerd closes kept-alive connections as a client reuses them, which
  // would leave a write unsure of whether it ran.
  const response = await fetch(url, {
    method: 'POST',
    body: JSON.stringify(call),
    headers: { 'Content-Type': 'application/json', Connection: 'close' },
  });
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `D1 bridge answered ${response.status}`);
  return body;
}

class BridgedStatement {
  constructor(
    private readonly url: URL,
    readonly statement: Statement,
  ) {}

  bind(...params: Array<unknown>): BridgedStatement {
    return new BridgedStatement(this.url, { sql: this.statement.sql, params });
  }

  all() {
    return send(this.url, { op: 'all', statement: this.statement });
  }

  run() {
    return send(this.url, { op: 'run', statement: this.statement });
  }

  raw(options?: { columnNames?: boolean }) {
    return send(this.url, {
      op: 'raw',
      statement: this.statement,
      columnNames: options?.columnNames === true,
    });
  }

  async first(column?: string) {
    const answer = await send<{ value: unknown }>(this.url, {
      op: 'first',
      statement: this.statement,
      column: column ?? null,
    });
    return answer.value;
  }
}

/** A D1Database whose every call is an asynchronous request to the bridge Worker at `url`. */
export function bridgedD1(url: URL): D1Database {
  const database = {
    prepare: (sql: string) => new BridgedStatement(url, { sql, params: [] }),
    batch: (statements: Array<BridgedStatement>) =>
      send(url, { op: 'batch', statements: statements.map((statement) => statement.statement) }),
    exec: (sql: string) => send(url, { op: 'exec', sql }),
  };
  return database as unknown as D1Database;
}
