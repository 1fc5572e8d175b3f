/**
 * Counts D1 round trips of one request (a `batch` or one statement's first/all/run/raw), so pages can
 * be held to "one batched round trip where possible". Outside production the app Worker reports the
 * count in a Server-Timing header; benchmarks and tests read it there.
 */
export type D1Counter = {
  roundTrips: number;
  /** Wall time spent waiting for D1, in ms. */
  waitMs: number;
  /** Rows D1 read for the request's statements (`meta.rows_read`, where D1 reports it). */
  rowsRead: number;
  /** Rows the statements answered with. */
  rowsReturned: number;
};

/** The rows read and answered of a D1 result, or of each result of a batch. */
function countRows(counter: D1Counter, result: unknown): void {
  for (const one of Array.isArray(result) ? result : [result]) {
    if (typeof one !== 'object' || one === null || !('meta' in one)) continue;
    const { meta, results } = one as { meta?: { rows_read?: number }; results?: Array<unknown> };
    counter.rowsRead += meta?.rows_read ?? 0;
    counter.rowsReturned += results?.length ?? 0;
  }
}

/** Counts one round trip and adds its wait (the clock advances across I/O in workerd) and rows. */
function timed<T>(counter: D1Counter, call: () => Promise<T>): Promise<T> {
  counter.roundTrips += 1;
  const started = Date.now();
  return call()
    .then((result) => {
      countRows(counter, result);
      return result;
    })
    .finally(() => {
      counter.waitMs += Date.now() - started;
    });
}

const REAL = new WeakMap<object, D1PreparedStatement>();

function countedStatement(statement: D1PreparedStatement, counter: D1Counter): D1PreparedStatement {
  const proxy = new Proxy(statement, {
    get(target, property) {
      if (property === 'bind') {
        return (...values: Array<unknown>) => countedStatement(target.bind(...values), counter);
      }
      if (property === 'first' || property === 'all' || property === 'run' || property === 'raw') {
        const method = Reflect.get(target, property) as (...args: Array<unknown>) => Promise<unknown>;
        return (...args: Array<unknown>) => timed(counter, () => method.apply(target, args));
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  REAL.set(proxy, statement);
  return proxy;
}

export function countingD1(database: D1Database, counter: D1Counter): D1Database {
  return new Proxy(database, {
    get(target, property) {
      if (property === 'prepare') {
        return (query: string) => countedStatement(target.prepare(query), counter);
      }
      if (property === 'batch') {
        // The binding accepts only its own statement objects.
        return (statements: Array<D1PreparedStatement>) =>
          timed(counter, () => target.batch(statements.map((statement) => REAL.get(statement) ?? statement)));
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
