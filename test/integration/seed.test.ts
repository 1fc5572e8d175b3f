import { afterAll, beforeAll, expect, test } from 'vitest';
import { generateSeed } from '../../db/seed/generate';
import { loadSeed, tableCounts } from '../../scripts/lib/seed-db';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let counts: Record<string, number>;

beforeAll(async () => {
  workers = await startTestWorkers();
  await loadSeed(workers.d1, generateSeed({ seed: 42, today: '2026-11-22' }));
  counts = await tableCounts(workers.d1);
}, 180_000);
afterAll(async () => {
  await workers?.dispose();
});

test('the demo data loads into D1 with every foreign key satisfied', async () => {
  const { results } = await workers.d1.prepare('PRAGMA foreign_key_check').all();
  expect(results).toEqual([]);
  expect(counts.accounts).toBeGreaterThanOrEqual(50);
  expect(counts.rounds).toBeGreaterThan(1500);
  expect(counts.shots).toBeGreaterThan(50_000);
  expect(counts.course_hole_shapes).toBeGreaterThan(12 * 18 * 3);
});

// The same load as beforeAll, so the same time budget (parallel files share two cores).
test('loading again replaces the data instead of adding to it', async () => {
  await loadSeed(workers.d1, generateSeed({ seed: 42, today: '2026-11-22' }));
  expect(await tableCounts(workers.d1)).toEqual(counts);
}, 180_000);

test('the showcase player is served by the Worker from the seeded D1', async () => {
  const response = await workers.fetch('/player/jordan-reyes/summary');
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('Jordan Reyes');
});
