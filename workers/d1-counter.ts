import { D1_LIMITS, statementBreaches } from './d1-limits';

/**
 * Counts D1 round trips of one request (a `batch` or one statement's first/all/run/raw), so pages can
 * be held to "one batched round trip where possible". Outside production the app Worker reports the
 * count in a Server-Timing header; benchmarks and tests read it there. It also refuses a statement
 * that D1 would refuse and the local SQLite takes (d1-limits.ts), so it fails here first.
 */
export type D1Counter = {
  /**
   * Round trips the request waited for one after another: a batch sent while another is in flight
   * (the directory's and a shard's at once, decision 119) costs no more time and counts once.
   */
  roundTrips: number;
  /** Batches and single statements sent, at once or not. */
  sent?: number;
  /** How many are in flight now, and since when one has been. */
  inFlight?: number;
  busySince?: number;
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

/** Counts one round trip unless one is in flight, and adds its wait (the clock advances across I/O in workerd) and rows. */
function timed<T>(counter: D1Counter, call: () => Promise<T>): Promise<T> {
  const inFlight = counter.inFlight ?? 0;
  if (inFlight === 0) {
    counter.roundTrips += 1;
    counter.busySince = Date.now();
  }
  counter.inFlight = inFlight + 1;
  counter.sent = (counter.sent ?? 0) + 1;
  return call()
    .then((result) => {
      countRows(counter, result);
      return result;
    })
    .finally(() => {
      counter.inFlight = (counter.inFlight ?? 1) - 1;
      // The wait is the time anything was in flight, overlapping trips counted once.
      if (counter.inFlight === 0) counter.waitMs += Date.now() - (counter.busySince ?? Date.now());
    });
}

const REAL = new WeakMap<object, D1PreparedStatement>();

// Statement texts already checked against D1's limits (per isolate: the app's texts are few).
const CHECKED = new Set<string>();

function checkedText(query: string): string {
  if (CHECKED.has(query)) return query;
  const breaches = statementBreaches(query);
  if (breaches.length > 0) {
    throw new Error(`D1 would refuse this statement: ${breaches.join('; ')}. ${query.slice(0, 300)}`);
  }
  CHECKED.add(query);
  return query;
}

function checkedValues(values: Array<unknown>): Array<unknown> {
  if (values.length > D1_LIMITS.boundParameters) {
    throw new Error(
      `D1 would refuse this statement: ${values.length} bound parameters (D1 takes ${D1_LIMITS.boundParameters}).`,
    );
  }
  return values;
}

function countedStatement(statement: D1PreparedStatement, counter: D1Counter): D1PreparedStatement {
  const proxy = new Proxy(statement, {
    get(target, property) {
      if (property === 'bind') {
        return (...values: Array<unknown>) =>
          countedStatement(target.bind(...checkedValues(values)), counter);
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
        return (query: string) => countedStatement(target.prepare(checkedText(query)), counter);
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
