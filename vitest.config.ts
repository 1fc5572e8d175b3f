import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '~': fileURLToPath(new URL('./app', import.meta.url)),
  '~db': fileURLToPath(new URL('./db', import.meta.url)),
};

/**
 * Browser files whose tests run concurrently (describe.concurrent: the accessibility and layout sweeps,
 * the axe passes of a few pages): they run alone, one file at a time, after the others.
 */
const CONCURRENT_BROWSER_FILES = [
  'test/e2e/accessibility.test.ts',
  'test/e2e/date-range-uses.test.ts',
  'test/e2e/layout.test.ts',
  'test/e2e/payments.test.ts',
  'test/e2e/shot-map.test.ts',
];

/** What every browser file shares: the built Workers, the seeded D1, the module cache, the waits. */
const browserTests = {
  globalSetup: ['test/helpers/global-setup.ts', 'test/helpers/seeded-d1-setup.ts'],
  // As in integration: the helpers, Playwright and the app's modules load once per worker.
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A page polled for a state (a URL, a heading) gets 5 s: a loaded machine may take longer than the
  // default second to navigate, and a passing poll returns as soon as it holds.
  expect: { poll: { timeout: 5_000 } },
};

// Five projects: unit tests beside their modules, integration tests against the built Workers in
// miniflare with a real local D1, the fuzz of every route taking input (same Workers), and browser
// tests in Chromium against the same Workers (two projects: files two at a time, then the files whose
// tests run concurrently, one at a time).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // Both cores: vitest's default on this machine kind is one worker.
          maxWorkers: 2,
          // Files share their worker's module cache (the two that stub a global or the timers restore
          // them after each test): half the project's time went to importing the same modules again.
          isolate: false,
          include: [
            'app/**/*.test.{ts,tsx}',
            'db/**/*.test.ts',
            'workers/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // Two files at a time, each with its own workerd (the default here is one).
          maxWorkers: 2,
          // The Workers, then the seeded D1 that files starting seeded Workers copy.
          globalSetup: ['test/helpers/global-setup.ts', 'test/helpers/seeded-d1-setup.ts'],
          // Files share their worker's module cache (no file keeps state in a shared module; each
          // starts and stops its own Workers): the helpers and their imports load once per worker.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Property-based fuzz of every route that takes input (issue 4; security issue "no 5xx on any
        // input"): thousands of requests, run on their own so they do not starve the integration files
        // running in parallel. test/fuzz/README.md lists the routes and their cases.
        resolve: { alias },
        test: {
          name: 'fuzz',
          include: ['test/fuzz/**/*.test.ts'],
          globalSetup: ['test/helpers/global-setup.ts', 'test/fuzz/totals-setup.ts'],
          // Three files at a time, each with its own workerd: with five on two cores the workerds
          // starved each other until connections stalled or were closed mid-answer.
          maxWorkers: 3,
          // Files share their worker's module cache (each starts and stops its own Workers; the
          // harness empties its totals after each file's report): the app's modules load once.
          isolate: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          ...browserTests,
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          exclude: [...CONCURRENT_BROWSER_FILES],
          // Two files at a time, each with its own Workers and Chromium: a file drives one page at a
          // time and leaves the other core mostly idle.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          ...browserTests,
          name: 'e2e-concurrent',
          include: [...CONCURRENT_BROWSER_FILES],
          // One file at a time: each already keeps both cores busy with its concurrent tests.
          fileParallelism: false,
          // Tests marked concurrent (the accessibility sweep's configurations) run three at a time.
          maxConcurrency: 3,
        },
      },
    ],
  },
});
