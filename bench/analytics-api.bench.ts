// Issue 5 measure: "Performance for 2 selections over two seasons of one player's rounds, end to end
// through the Worker and D1: p50 ≤ 20 ms locally, growing linearly with the number of rounds".
// GET /api/v1/players/{username}/performance with two selections (the past 12 months and the 12
// months before, 18 holes: together every 18-hole round of the two seasons) against PGA TOUR, for
// players of 100, 200 and 400 rounds simulated by the demo-data generator (holes with their stored
// flags), in a local D1 on disk holding the demo courses. Each request is one D1 round trip (the
// access check and both selections' flag counts and grouped round totals in one batch). A player
// with no rounds shows the fixed cost of a request on this machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseSelections } from '../app/server/api/api-params';
import { createDb } from '../db/client';
import { selectionStatsQueries } from '../db/queries/selection-stats';
import { courseRows, seedCourses } from '../db/seed/courses';
import { DEFAULT_SEED } from '../db/seed/generate';
import { withHoleStats } from '../db/seed/hole-stats';
import { createRng } from '../db/seed/random';
import { simulateRounds } from '../db/seed/rounds';
import { SEED_TABLE_ORDER, toSqlStatements } from '../db/seed/sql';
import type { SeedCourse, SeedTables } from '../db/seed/types';
import { applyMigrations, startWorkers } from '../scripts/lib/workers';
import { createPlayer } from '../test/helpers/factories';

const RUNS = 150;
const SIZES = [0, 100, 200, 400];
const GOAL_P50_MS = 20;
// Bench rounds get ids far above the demo's.
const ROUND_ID_OFFSET = 5_000_000;

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function shiftDay(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The rounds and holes (with flags) of one simulated player; shots are not read by this API. */
function playerRounds(
  courses: Array<SeedCourse>,
  accountId: number,
  size: number,
  today: string,
  offset: number,
) {
  if (size === 0) return { rounds: [], roundHoles: [] };
  const played = withHoleStats(
    simulateRounds({
      rng: createRng(DEFAULT_SEED).fork(`bench-${accountId}`),
      today,
      players: [
        {
          accountId,
          gender: 'M',
          handicap: 4,
          homeCourseIds: courses.slice(0, 3).map((c) => c.id),
          roundsPerSeason: size / 2,
        },
      ],
      courses,
      tournaments: [],
    }),
    courses,
  );
  return {
    rounds: played.rounds.map((r) => ({ ...r, id: (r.id ?? 0) + offset, createdAt: `${today} 00:00:00` })),
    roundHoles: played.roundHoles.map((h) => ({ ...h, roundId: h.roundId + offset })),
  };
}

export async function run(): Promise<void> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'bench-analytics-'));
  const workers = await startWorkers({ persistTo: stateDir });
  try {
    const d1 = workers.db as unknown as D1Database;
    await applyMigrations(d1);
    const today = new Date().toISOString().slice(0, 10);
    const db = createDb(d1);
    const courses = seedCourses(createRng(DEFAULT_SEED).fork('courses'));
    const empty = Object.fromEntries(SEED_TABLE_ORDER.map(([key]) => [key, []])) as unknown as SeedTables;
    const insert = async (tables: Partial<SeedTables>) => {
      const statements = toSqlStatements({ ...empty, ...tables });
      for (let start = 0; start < statements.length; start += 50) {
        await d1.batch(statements.slice(start, start + 50).map((s) => d1.prepare(s)));
      }
    };
    await insert(courseRows(courses));

    const players: Array<{ size: number; id: number; username: string; rounds: number }> = [];
    for (const [index, size] of SIZES.entries()) {
      const player = await createPlayer(db);
      const rows = playerRounds(courses, player.id, size, today, ROUND_ID_OFFSET * (index + 1));
      await insert(rows);
      players.push({ size, id: player.id, username: player.username, rounds: rows.rounds.length });
    }

    const yearAgo = shiftDay(today, -365);
    const query =
      '?standard=pga-tour&s1.quick=Past 12 Months&s1.holes=18' +
      `&s2.name=Prior 12 Months&s2.holes=18&s2.from=${shiftDay(yearAgo, -365)}&s2.to=${shiftDay(yearAgo, -1)}`;
    const parsed = parseSelections(new URLSearchParams(query), today);
    if (!parsed.ok) throw new Error(parsed.error);
    const filters = parsed.value;
    const table: Record<string, Record<string, string | number>> = {};
    for (const player of players) {
      // D1's own execution time of the statements the API runs (meta.duration, without transport).
      const statements = filters.flatMap((filter) =>
        selectionStatsQueries(db, player.id, filter).map((q) => {
          const { sql, params } = q.toSQL();
          return d1.prepare(sql).bind(...params);
        }),
      );
      const sqlCounts: Array<number> = [];
      const sqlAggregates: Array<number> = [];
      for (let i = 0; i < 50; i++) {
        const results = await d1.batch(statements);
        sqlCounts.push(results.filter((_, j) => j % 2 === 0).reduce((sum, r) => sum + r.meta.duration, 0));
        sqlAggregates.push(
          results.filter((_, j) => j % 2 === 1).reduce((sum, r) => sum + r.meta.duration, 0),
        );
      }
      sqlCounts.sort((a, b) => a - b);
      sqlAggregates.sort((a, b) => a - b);
      const url = new URL(`/api/v1/players/${player.username}/performance${query}`, workers.url);
      const samples: Array<number> = [];
      const waits: Array<number> = [];
      let trips = 0;
      let selected = 0;
      for (let i = 0; i < RUNS + 10; i++) {
        const started = performance.now();
        const response = await fetch(url);
        const body = (await response.json()) as { selections?: Array<{ rounds: number }> };
        const elapsed = performance.now() - started;
        if (response.status !== 200)
          throw new Error(`performance: ${response.status} ${JSON.stringify(body)}`);
        if (i < 10) continue; // warm-up
        samples.push(elapsed);
        const timing = response.headers.get('server-timing') ?? '';
        trips = Number(/d1;desc="round trips";dur=(\d+)/.exec(timing)?.[1]);
        waits.push(Number(/d1-wait;desc="D1 wait";dur=([\d.]+)/.exec(timing)?.[1]));
        selected = (body.selections ?? []).reduce((sum, s) => sum + s.rounds, 0);
      }
      samples.sort((a, b) => a - b);
      waits.sort((a, b) => a - b);
      table[`${player.size} rounds (${player.rounds} simulated)`] = {
        'p50 ms': percentile(samples, 50).toFixed(2),
        'p99 ms': percentile(samples, 99).toFixed(2),
        'D1 wait p50 ms': percentile(waits, 50),
        'D1 round trips': trips,
        'SQL flag counts p50 ms': percentile(sqlCounts, 50).toFixed(2),
        'SQL aggregates p50 ms': percentile(sqlAggregates, 50).toFixed(2),
        'rounds in the two selections': selected,
      };
    }
    console.log(
      `Performance API, 2 selections (past 12 months, prior 12 months; 18 holes) against PGA TOUR, ${RUNS} requests each:`,
    );
    console.table(table);
    const p50s = Object.entries(table)
      .filter(([label]) => !label.startsWith('0 '))
      .map(([, row]) => Number(row['p50 ms']));
    const worst = Math.max(...p50s);
    console.log(`  goal: p50 ≤ ${GOAL_P50_MS} ms at every size: ${worst <= GOAL_P50_MS ? 'met' : 'NOT met'}`);
  } finally {
    await workers.mf.dispose();
    rmSync(stateDir, { recursive: true, force: true });
  }
}
