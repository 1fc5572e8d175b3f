// Issue 31 §5, "plumbing earns its place": what db/prepared.ts saves a request, against plain Drizzle.
// It reaches into Drizzle (a batch item's `_prepare`, a select's `fields` and decoders), so it stays
// only while it saves ≥ 1 ms of CPU on a page. Two costs, each timed with both sides interleaved in
// one process on the same inputs:
// - building the SQL text: a query builder's `toSQL()` (what `db.batch` does for every builder on every
//   request) against a statement built once and bound per request (`reusableQuery`);
// - mapping rows: Drizzle's own `mapResult` of a batch result against `flatRowsMapper`, for a page's
//   round list of 75 rounds (the summary's chart sets) and of 500.
// Then the same per page: the summary runs two reusable round-score reads and the compare page two
// round-summary reads, plus one or two more reusable reads each.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { flatRowsMapper } from '../db/prepared';
import {
  playerRoundSummariesQuery,
  roundScoresQuery,
  roundSummariesQuery,
} from '../db/queries/round-summaries';

const RUNS = 4000;

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function time(action: () => unknown): number {
  const started = performance.now();
  action();
  return performance.now() - started;
}

/** p50 and p99 of each side, timed in turns (A, B, A, B…) after a warm-up. */
function interleaved(sides: Record<string, () => unknown>, runs = RUNS) {
  const names = Object.keys(sides);
  const samples = new Map(names.map((name) => [name, [] as Array<number>]));
  for (let i = 0; i < runs + 200; i++) {
    for (const name of i % 2 === 0 ? names : [...names].reverse()) {
      const took = time(sides[name] as () => unknown);
      if (i >= 200) samples.get(name)?.push(took);
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const sorted = (samples.get(name) ?? []).sort((a, b) => a - b);
      return [name, { p50: percentile(sorted, 50), p99: percentile(sorted, 99) }];
    }),
  ) as Record<string, { p50: number; p99: number }>;
}

/** A batch result's rows as D1 answers them: one object per row, values in the select's order. */
function rowsLike(columns: Array<string>, count: number) {
  return Array.from({ length: count }, (_, i) =>
    Object.fromEntries(columns.map((column, k) => [column, k % 3 === 0 ? `v${i}` : i * k])),
  );
}

const ms = (value: number) => `${value.toFixed(4)} ms`;

export async function run() {
  // No database is reached: building and mapping are pure CPU on a Drizzle instance.
  const statementStub = { bind: () => statementStub };
  const db = drizzle({ prepare: () => statementStub } as unknown as D1Database);
  const accountId = 42;

  console.log('\nSQL text of one read (p50 / p99 per call)');
  const build = interleaved({
    'builder toSQL (plain Drizzle)': () => roundSummariesQuery(db, accountId).toSQL(),
    'reusable statement bound': () => playerRoundSummariesQuery(db, accountId).toSQL(),
  });
  const filter = { from: '2025-01-01', to: '2026-11-29' };
  const scores = interleaved({
    'round scores builder toSQL': () => roundScoresQuery(db, sql`${accountId}`, filter).toSQL(),
    'round scores reusable bound': () => roundScoresQuery(db, accountId, filter).toSQL(),
  });
  for (const [name, figure] of Object.entries({ ...build, ...scores })) {
    console.log(`  ${name.padEnd(34)} ${ms(figure.p50)} / ${ms(figure.p99)}`);
  }

  console.log('\nMapping a batch result of round summaries (p50 / p99 per result)');
  const statement = roundSummariesQuery(db, accountId).prepare() as unknown as {
    mapResult(response: unknown, isFromBatch?: boolean): unknown;
    getQuery(): { sql: string };
  };
  const columns = (statement as unknown as { fields: Array<{ path: Array<string> }> }).fields.map(
    ({ path }) => path[0] as string,
  );
  const mapper = flatRowsMapper(statement as never);
  if (!mapper) throw new Error('round summaries are a flat select');
  const mapping: Record<number, Record<string, { p50: number; p99: number }>> = {};
  for (const count of [75, 500]) {
    const rows = rowsLike(columns, count);
    mapping[count] = interleaved(
      {
        'Drizzle mapResult': () =>
          statement.mapResult({ results: rows.map((row) => Object.values(row)) }, true),
        flatRowsMapper: () => mapper(rows),
      },
      count > 100 ? 600 : 2000,
    );
    for (const [name, figure] of Object.entries(mapping[count] ?? {})) {
      console.log(
        `  ${String(count).padStart(4)} rows, ${name.padEnd(22)} ${ms(figure.p50)} / ${ms(figure.p99)}`,
      );
    }
  }

  // The compare page: two round-summary reads of about 75 rounds each, built and mapped.
  const plain =
    2 * ((build['builder toSQL (plain Drizzle)']?.p50 ?? 0) + (mapping[75]?.['Drizzle mapResult']?.p50 ?? 0));
  const reusable =
    2 * ((build['reusable statement bound']?.p50 ?? 0) + (mapping[75]?.flatRowsMapper?.p50 ?? 0));
  console.log(
    `\nPer compare page (two round lists of 75): plain Drizzle ${ms(plain)}, db/prepared.ts ${ms(reusable)}, saved ${ms(plain - reusable)} (goal to keep it: ≥ 1 ms)`,
  );
  const summaryPlain = 2 * (scores['round scores builder toSQL']?.p50 ?? 0);
  const summaryReusable = 2 * (scores['round scores reusable bound']?.p50 ?? 0);
  console.log(
    `Per summary page (two round-score reads): plain ${ms(summaryPlain)}, reusable ${ms(summaryReusable)}, saved ${ms(summaryPlain - summaryReusable)}`,
  );
}
