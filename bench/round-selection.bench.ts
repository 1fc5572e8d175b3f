// Round selection figures (spec 2 §3 round filter, issue 5 measure; issue 30: "stats of two
// selections ≤ 12 ms p50 at 1 000 rounds"): players with 100, 400, 1 000 and 2 000 rounds over two
// seasons (plus 20 other players' rounds in the same table) in a local D1 in workerd; p50/p99 of TWO
// selections read in one db.batch (the compare-stats pair: last 6 rounds, and the best 5 tournament
// rounds of 18 holes in the past two years), of the STATS of the same two selections (their flag
// counts and per-round totals, db/queries/selection-stats.ts `selectionStatsQueries`, one batch), and
// of a tournament timeframe. Each call goes from Node to a Worker that makes the D1 call and answers
// (scripts/lib/d1-bridge.ts): one request per batch, as a deployed Worker calls D1, and as the tests
// read D1. Miniflare's own binding proxy (`getD1Database`), which sends every statement's prepare and
// bind as blocking round trips of their own, is timed beside it for the stats (interleaved); a page
// adds its Worker work.

import { roundFilter } from '../app/domain/stats/round-filter';
import { createDb } from '../db/client';
import { roundSelectionQuery } from '../db/queries/round-selection';
import { selectionStatsQueries } from '../db/queries/selection-stats';
import { applyMigrations, startWorkers } from '../scripts/lib/workers';

const RUNS = 300;
const SIZES = [100, 400, 1000, 2000];
// The size the issue's goal names.
const GOAL_SIZE = 1000;
const OTHER_PLAYERS = 20;
const GOAL_P50_MS = 20;
const STATS_GOAL_P50_MS = 12;

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function day(offset: number): string {
  return new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
}

/** Rounds spread evenly over the last two years; every fourth in a tournament of 3 rounds. */
function roundRows(accountId: number, count: number, firstId: number, tournamentBase: number): Array<string> {
  const rows: Array<string> = [];
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const playedOn = day(Math.floor((i * 730) / count));
    const inEvent = i % 4 < 3 && i % 16 < 12;
    const tournamentId = inEvent ? tournamentBase + Math.floor(i / 4) : null;
    const score = 66 + ((i * 7919) % 17);
    rows.push(
      `(${id}, ${accountId}, 1, ${tournamentId ?? 'null'}, ${tournamentId ? 3 : 1}, ${(i % 4) + 1}, ${i % 4 === 2 ? 1 : 0}, ${i % 9 === 0 ? 9 : 18}, 0, ${i % 50 === 0 ? 1 : 0}, '${playedOn}T09:00:00', '${playedOn}', ${score}, 72, 6500)`,
    );
  }
  return rows;
}

async function insertRounds(d1: D1Database, rows: Array<string>): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await d1.exec(
      `insert into rounds (id, account_id, course_id, tournament_id, round_type_id, round_number, is_final_round, hole_count, played_in_simulator, in_progress, started_at, played_on, score, par, yards) values ${rows.slice(start, start + 500).join(', ')}`,
    );
  }
}

export async function run(): Promise<void> {
  const workers = await startWorkers({ d1Bridge: true });
  const d1 = workers.db as unknown as D1Database;
  const proxied = createDb((await workers.mf.getD1Database('DB', 'app')) as unknown as D1Database);
  try {
    await applyMigrations(d1);
    const players = [...SIZES, ...Array.from({ length: OTHER_PLAYERS }, () => 300)];
    await d1.exec(
      `insert into accounts (id, guid, username) values ${players.map((_, i) => `(${i + 1}, 'g${i + 1}', 'bench-${i + 1}')`).join(', ')}`,
    );
    await d1.exec(
      `insert into courses (id, name, latitude, longitude) values (1, 'Bench Links', 30.2, -97.7)`,
    );
    const tournaments = Array.from(
      { length: 4000 },
      (_, i) => `(${i + 1}, 'Event ${i + 1}', 3, 1, '${day(i % 730)}')`,
    );
    for (let start = 0; start < tournaments.length; start += 500) {
      await d1.exec(
        `insert into tournaments (id, name, event_type_id, locale_type_id, start_date) values ${tournaments.slice(start, start + 500).join(', ')}`,
      );
    }
    let nextRound = 1;
    let nextTournament = 1;
    for (const [index, count] of players.entries()) {
      await insertRounds(d1, roundRows(index + 1, count, nextRound, nextTournament));
      nextRound += count;
      nextTournament += Math.ceil(count / 4);
    }

    const db = createDb(d1);
    const pair = [
      roundFilter({ timeframe: { period: 'last', count: 6, unit: 'rounds' } }),
      roundFilter({
        holeCount: 1,
        roundTypes: [3],
        dateRange: { min: day(730) },
        timeframe: { period: 'best', count: 5, unit: 'rounds' },
      }),
    ];
    const events = roundFilter({ timeframe: { period: 'best', count: 3, unit: 'tournaments' } });
    const table: Record<string, Record<string, string>> = {};
    // The cost of any call through the bridge, to read the figures against.
    const baseline: Array<number> = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await d1.prepare('select 1').all();
      baseline.push(performance.now() - started);
    }
    baseline.sort((x, y) => x - y);
    table['select 1 (bridge cost)'] = {
      'two selections p50': percentile(baseline, 50).toFixed(2),
      'two selections p99': percentile(baseline, 99).toFixed(2),
      'stats of the two p50': '',
      'stats of the two p99': '',
      'stats via proxy p50': '',
      'SQL time of the two p50': '',
      'SQL best 3 tournaments p50': '',
      'rows selected (pair)': '',
    };
    for (const [index, size] of SIZES.entries()) {
      const accountId = index + 1;
      const timings = {
        pair: [] as Array<number>,
        stats: [] as Array<number>,
        proxied: [] as Array<number>,
        sql: [] as Array<number>,
        events: [] as Array<number>,
      };
      let selected = 0;
      const statements = [...pair, events].map((filter) => {
        const { sql, params } = roundSelectionQuery(db, accountId, filter).toSQL();
        return d1.prepare(sql).bind(...params);
      });
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const [a, b] = await db.batch([
          roundSelectionQuery(db, accountId, pair[0] ?? roundFilter()),
          roundSelectionQuery(db, accountId, pair[1] ?? roundFilter()),
        ]);
        timings.pair.push(performance.now() - started);
        selected = a.length + b.length;
        // The stats of the same two selections, interleaved with the selections alone.
        const statsStarted = performance.now();
        const [first, ...rest] = pair.flatMap((filter) => selectionStatsQueries(db, accountId, filter));
        if (first) await db.batch([first, ...rest]);
        timings.stats.push(performance.now() - statsStarted);
        const proxiedStarted = performance.now();
        const [again, ...others] = pair.flatMap((filter) =>
          selectionStatsQueries(proxied, accountId, filter),
        );
        if (again) await proxied.batch([again, ...others]);
        timings.proxied.push(performance.now() - proxiedStarted);
        // D1's own execution time of each statement (meta.duration), without the transport.
        const results = await d1.batch(statements);
        timings.sql.push((results[0]?.meta.duration ?? 0) + (results[1]?.meta.duration ?? 0));
        timings.events.push(results[2]?.meta.duration ?? 0);
      }
      for (const list of Object.values(timings)) list.sort((x, y) => x - y);
      table[`${size} rounds`] = {
        'two selections p50': percentile(timings.pair, 50).toFixed(2),
        'two selections p99': percentile(timings.pair, 99).toFixed(2),
        'stats of the two p50': percentile(timings.stats, 50).toFixed(2),
        'stats of the two p99': percentile(timings.stats, 99).toFixed(2),
        'stats via proxy p50': percentile(timings.proxied, 50).toFixed(2),
        'SQL time of the two p50': percentile(timings.sql, 50).toFixed(3),
        'SQL best 3 tournaments p50': percentile(timings.events, 50).toFixed(3),
        'rows selected (pair)': String(selected),
      };
    }
    console.log(`Round selection in D1 (ms), ${RUNS} runs each, goal p50 ≤ ${GOAL_P50_MS} ms:`);
    console.table(table);
    const goal = table[`${GOAL_SIZE} rounds`];
    console.log(
      `Stats of two selections, one player with ${GOAL_SIZE} rounds: p50 ${goal?.['stats of the two p50']} ms, p99 ${goal?.['stats of the two p99']} ms (goal p50 ≤ ${STATS_GOAL_P50_MS} ms); the selections alone: p50 ${goal?.['two selections p50']} ms, p99 ${goal?.['two selections p99']} ms.`,
    );
  } finally {
    await workers.mf.dispose();
  }
}
