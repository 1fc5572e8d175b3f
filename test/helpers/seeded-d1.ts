import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SEED, generateSeed } from '../../db/seed/generate';
import { loadSeed } from '../../scripts/lib/seed-db';
import { applyAllMigrations, startWorkers } from '../../scripts/lib/workers';

/**
 * The seeded local D1 of the tests, built once and copied per file: generating the demo data and
 * loading it took 20–45 s, paid by every file that asked for it. A copy of the persisted folder is a
 * real local D1 (the same SQLite files workerd wrote), migrated and seeded, that the file may change
 * at will without touching the others'.
 */
export type SeededD1 = {
  /** A `persistTo` folder: its d1/ holds the migrated and seeded database. */
  dir: string;
  /** The day the demo data is anchored on (yyyy-mm-dd). */
  today: string;
};

declare module 'vitest' {
  interface ProvidedContext {
    /** The folder buildSeededD1 builds in (test/helpers/seeded-d1-setup.ts); maybe not finished yet. */
    seededD1Dir: string | undefined;
  }
}

const READY = 'ready.json';
/** Written instead of READY when the build failed: the error, for every file waiting on it. */
export const FAILED = 'failed.txt';

/** Migrates and seeds a new local D1 persisted under `dir` (the Workers are stopped afterwards). */
export async function buildSeededD1(
  dir: string,
  today = new Date().toISOString().slice(0, 10),
): Promise<SeededD1> {
  const workers = await startWorkers({ persistTo: dir, d1Bridge: true, quiet: true });
  const { mf } = workers;
  try {
    await applyAllMigrations(workers);
    await loadSeed(workers, generateSeed({ seed: DEFAULT_SEED, today }));
  } finally {
    await mf.dispose();
  }
  const seeded = { dir, today };
  writeFileSync(path.join(dir, READY), JSON.stringify(seeded));
  return seeded;
}

/** The build of buildSeededD1 in `dir` once it is finished (checked every 100 ms). */
export async function seededD1In(dir: string): Promise<SeededD1> {
  for (;;) {
    if (existsSync(path.join(dir, READY))) {
      return JSON.parse(readFileSync(path.join(dir, READY), 'utf8')) as SeededD1;
    }
    if (existsSync(path.join(dir, FAILED))) {
      throw new Error(`the seeded D1 could not be built:\n${readFileSync(path.join(dir, FAILED), 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A private copy of the seeded database, for one test file; remove it with removeCopy. */
export function copySeededD1(seeded: SeededD1): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'seeded-d1-'));
  cpSync(path.join(seeded.dir, 'd1'), path.join(copy, 'd1'), { recursive: true });
  return copy;
}

export function removeCopy(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
