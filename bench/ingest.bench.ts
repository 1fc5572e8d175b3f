// Issue 5 point 8 and issue 34 §1 figures: POST /api/v1/rounds of one 18-hole round of 78 shots and of
// one 18-hole scorecard round (decision 101), end to end through the built Worker and a local D1 on
// disk (token check, validation, flags and strokes gained, one write batch), on a database that
// already holds the demo data. The two kinds are sent interleaved, so both see the same machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb } from '../db/client';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';
import { loadSeed } from '../scripts/lib/seed-db';
import { applyAllMigrations, startWorkers } from '../scripts/lib/workers';
import { apiTokenFor, createPlayer } from '../test/helpers/factories';
import { exampleCourse, exampleRound, scorecardRound } from '../test/helpers/ingest';

const RUNS = 200;
const GOAL_P50_MS = 50;

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function run(): Promise<void> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'bench-ingest-'));
  const workers = await startWorkers({ persistTo: stateDir });
  try {
    const d1 = workers.db as unknown as D1Database;
    await applyAllMigrations(workers);
    await loadSeed(
      workers,
      generateSeed({ seed: DEFAULT_SEED, today: new Date().toISOString().slice(0, 10) }),
    );
    const db = createDb(d1);
    const player = await createPlayer(db);
    const token = await apiTokenFor(db, player.id);
    const post = (pathname: string, body: unknown) =>
      fetch(new URL(pathname, workers.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const course = await post('/api/v1/courses', exampleCourse('bench-course'));
    if (course.status !== 201) throw new Error(`course: ${course.status} ${await course.text()}`);
    const shots = exampleRound({ clientRoundId: 'x' }).holes.reduce((sum, h) => sum + h.shots.length, 0);

    const kinds = {
      tracked: (id: string) => exampleRound({ clientRoundId: id, clientCourseId: 'bench-course' }),
      scorecard: (id: string) => scorecardRound(id, 'bench-course'),
    };
    type Kind = keyof typeof kinds;
    type Samples = { samples: Array<number>; trips: Array<number>; waits: Array<number> };

    // Each pass sends one round of each kind per step, the order alternating, so drift hits both alike.
    const timeRounds = async (prefix: string) => {
      const by: Record<Kind, Samples> = {
        tracked: { samples: [], trips: [], waits: [] },
        scorecard: { samples: [], trips: [], waits: [] },
      };
      for (let i = 0; i < RUNS; i++) {
        const order: Array<Kind> = i % 2 === 0 ? ['tracked', 'scorecard'] : ['scorecard', 'tracked'];
        for (const kind of order) {
          const body = kinds[kind](`${prefix}-${kind}-${i}`);
          const started = performance.now();
          const response = await post('/api/v1/rounds', body);
          await response.arrayBuffer();
          by[kind].samples.push(performance.now() - started);
          if (response.status !== 201 && response.status !== 200)
            throw new Error(`${kind} round: ${response.status}`);
          const timing = response.headers.get('server-timing') ?? '';
          by[kind].trips.push(Number(/d1;desc="round trips";dur=(\d+)/.exec(timing)?.[1]));
          by[kind].waits.push(Number(/d1-wait;desc="D1 wait";dur=(\d+)/.exec(timing)?.[1]));
        }
      }
      const summary = ({ samples, trips, waits }: Samples) => {
        samples.sort((a, b) => a - b);
        trips.sort((a, b) => a - b);
        waits.sort((a, b) => a - b);
        return {
          p50: percentile(samples, 50),
          p99: percentile(samples, 99),
          trips: percentile(trips, 50),
          wait: percentile(waits, 50),
        };
      };
      return { tracked: summary(by.tracked), scorecard: summary(by.scorecard) };
    };

    await timeRounds('warm-up');
    const fresh = await timeRounds('new');
    const retry = await timeRounds('new');
    console.log(
      `Ingest of one 18-hole round (POST /api/v1/rounds): ${shots} shots, or a scorecard of 18 holes; ${RUNS} requests of each, interleaved:`,
    );
    const row = (figures: (typeof fresh)['tracked']) => ({
      p50: figures.p50.toFixed(2),
      p99: figures.p99.toFixed(2),
      'D1 round trips': figures.trips,
      'D1 wait p50': figures.wait,
    });
    console.table({
      'tracked, new round (stored)': row(fresh.tracked),
      'scorecard, new round (stored)': row(fresh.scorecard),
      'tracked, retry (already stored)': row(retry.tracked),
      'scorecard, retry (already stored)': row(retry.scorecard),
    });
    console.log(
      `  scorecard / tracked p50: ${(fresh.scorecard.p50 / fresh.tracked.p50).toFixed(2)} (new), ${(retry.scorecard.p50 / retry.tracked.p50).toFixed(2)} (retry)`,
    );
    console.log(
      `  time outside D1 (validation, flags, strokes gained, transport) ≈ ${(fresh.tracked.p50 - fresh.tracked.wait).toFixed(1)} ms tracked, ${(fresh.scorecard.p50 - fresh.scorecard.wait).toFixed(1)} ms scorecard at p50`,
    );
    for (const kind of ['tracked', 'scorecard'] as const)
      console.log(
        `  goal: p50 ≤ ${GOAL_P50_MS} ms for a new ${kind} round: ${fresh[kind].p50 <= GOAL_P50_MS ? 'met' : 'NOT met'}`,
      );
  } finally {
    await workers.mf.dispose();
    rmSync(stateDir, { recursive: true, force: true });
  }
}
