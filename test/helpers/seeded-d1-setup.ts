import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSeededD1, readSeededD1 } from './seeded-d1';

/**
 * Builds the seeded local D1 once for the project (after global-setup.ts, which builds the Workers);
 * each file that starts seeded Workers copies it (test/helpers/workers.ts). `npm test` builds it once
 * for all the projects and names its folder in SEEDED_D1_DIR, which is then used as it is.
 */
export default async function setup(project: TestProject) {
  const shared = process.env.SEEDED_D1_DIR ? readSeededD1(process.env.SEEDED_D1_DIR) : null;
  if (shared) {
    project.provide('seededD1', shared);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'seeded-d1-template-'));
  project.provide('seededD1', await buildSeededD1(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
