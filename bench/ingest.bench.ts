// Issue 5 point 8 figures: POST /api/v1/rounds of one 18-hole round of 78 shots, end to end through
// the built Worker and a local D1 on disk (token check, validation, flags and strokes gained, one
// write batch), on a database that already holds the demo data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb } from '../db/client';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';
import { loadSeed } from '../scripts/lib/seed-db';
import { applyMigrations, startWorkers } from '../scripts/lib/workers';
import { apiTokenFor, createPlayer } from '../test/helpers/factories';
import { exampleCourse, exampleRound } from '../test/helpers/ingest';

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
    await applyMigrations(d1);
    await loadSeed(d1, generateSeed({ seed: DEFAULT_SEED, today: new Date().toISOString().slice(0, 10) }));
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

    const timeRounds = async (prefix: string) => {
      const samples: Array<number> = [];
      const trips: Array<number> = [];
      const waits: Array<number> = [];
      for (let i = 0; i < RUNS; i++) {
        const body = exampleRound({ clientRoundId: `${prefix}-${i}`, clientCourseId: 'bench-course' });
        const started = performance.now();
        const response = await post('/api/v1/rounds', body);
        await response.arrayBuffer();
        samples.push(performance.now() - started);
        if (response.status !== 201 && response.status !== 200) throw new Error(`round: ${response.status}`);
        const timing = response.headers.get('server-timing') ?? '';
        trips.push(Number(/d1;desc="round trips";dur=(\d+)/.exec(timing)?.[1]));
        waits.push(Number(/d1-wait;desc="D1 wait";dur=(\d+)/.exec(timing)?.[1]));
      }
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

    await timeRounds('warm-up');
    const fresh = await timeRounds('new');
    const retry = await timeRounds('new');
    console.log(
      `Ingest of one 18-hole round of ${shots} shots (POST /api/v1/rounds), ${RUNS} requests each:`,
    );
    console.table({
      'new round (stored)': {
        p50: fresh.p50.toFixed(2),
        p99: fresh.p99.toFixed(2),
        'D1 round trips': fresh.trips,
        'D1 wait p50': fresh.wait,
      },
      'retry (already stored)': {
        p50: retry.p50.toFixed(2),
        p99: retry.p99.toFixed(2),
        'D1 round trips': retry.trips,
        'D1 wait p50': retry.wait,
      },
    });
    console.log(
      `  time outside D1 (validation, flags, strokes gained, transport) ≈ ${(fresh.p50 - fresh.wait).toFixed(1)} ms at p50`,
    );
    console.log(
      `  goal: p50 ≤ ${GOAL_P50_MS} ms for a new round: ${fresh.p50 <= GOAL_P50_MS ? 'met' : 'NOT met'}`,
    );
  } finally {
    await workers.mf.dispose();
    rmSync(stateDir, { recursive: true, force: true });
  }
}
