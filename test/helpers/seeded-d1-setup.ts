import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSeededD1, FAILED } from './seeded-d1';

/**
 * The seeded local D1 that files starting seeded Workers copy (test/helpers/workers.ts), built once
 * for the project (after global-setup.ts, which builds the Workers). The files start meanwhile: those
 * that do not need it do not wait for it. `npm test` builds it once for all its projects and names its
 * folder in SEEDED_D1_DIR, which is then used as it is.
 */
export default function setup(project: TestProject) {
  const shared = process.env.SEEDED_D1_DIR;
  if (shared) {
    project.provide('seededD1Dir', shared);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'seeded-d1-template-'));
  const building = buildSeededD1(dir).catch((error: unknown) => {
    writeFileSync(
      path.join(dir, FAILED),
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
  });
  project.provide('seededD1Dir', dir);
  return async () => {
    await building;
    rmSync(dir, { recursive: true, force: true });
  };
}
