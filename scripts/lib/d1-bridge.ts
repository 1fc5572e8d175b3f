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
type Call = { binding?: string } & (
  | { op: 'all' | 'run'; statement: Statement }
  | { op: 'raw'; statement: Statement; columnNames: boolean }
  | { op: 'first'; statement: Statement; column: string | null }
  | { op: 'batch'; statements: Array<Statement> }
  | { op: 'exec'; sql: string }
);

const SCRIPT = /* javascript */ `
export default {
  async fetch(request, env) {
    const call = await request.json();
    const d1 = env[call.binding ?? 'DB'];
    if (!d1) return Response.json({ error: 'no D1 binding ' + call.binding }, { status: 400 });
    const bound = (s) => d1.prepare(s.sql).bind(...s.params);
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
        case 'batch': return Response.json(await d1.batch(call.statements.map(bound)));
        case 'exec': return Response.json(await d1.exec(call.sql));
      }
      return Response.json({ error: 'unknown operation' }, { status: 400 });
    } catch (error) {
      return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 500 });
    }
  },
};
`;

/** The bridge Worker, bound to the databases (binding → database id) of the Workers it runs beside. */
export function d1BridgeWorker(databases: Record<string, string>, compatibilityDate: string): WorkerOptions {
  return {
    name: D1_BRIDGE_WORKER,
    compatibilityDate,
    modules: true,
    script: SCRIPT,
    d1Databases: databases,
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
    private readonly binding: string,
    readonly statement: Statement,
  ) {}

  bind(...params: Array<unknown>): BridgedStatement {
    return new BridgedStatement(this.url, this.binding, { sql: this.statement.sql, params });
  }

  all() {
    return send(this.url, { binding: this.binding, op: 'all', statement: this.statement });
  }

  run() {
    return send(this.url, { binding: this.binding, op: 'run', statement: this.statement });
  }

  raw(options?: { columnNames?: boolean }) {
    return send(this.url, {
      binding: this.binding,
      op: 'raw',
      statement: this.statement,
      columnNames: options?.columnNames === true,
    });
  }

  async first(column?: string) {
    const answer = await send<{ value: unknown }>(this.url, {
      binding: this.binding,
      op: 'first',
      statement: this.statement,
      column: column ?? null,
    });
    return answer.value;
  }
}

/** A D1Database (the bridge's `binding`) whose every call is an asynchronous request to the bridge Worker at `url`. */
export function bridgedD1(url: URL, binding = 'DB'): D1Database {
  const database = {
    prepare: (sql: string) => new BridgedStatement(url, binding, { sql, params: [] }),
    batch: (statements: Array<BridgedStatement>) =>
      send(url, { binding, op: 'batch', statements: statements.map((statement) => statement.statement) }),
    exec: (sql: string) => send(url, { binding, op: 'exec', sql }),
  };
  return database as unknown as D1Database;
}
