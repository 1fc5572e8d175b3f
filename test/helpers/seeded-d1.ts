import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SEED, generateSeed } from '../../db/seed/generate';
import { loadSeed } from '../../scripts/lib/seed-db';
import { applyMigrations, startWorkers } from '../../scripts/lib/workers';

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
    seededD1: SeededD1 | undefined;
  }
}

const READY = 'ready.json';

/** Migrates and seeds a new local D1 persisted under `dir` (the Workers are stopped afterwards). */
export async function buildSeededD1(
  dir: string,
  today = new Date().toISOString().slice(0, 10),
): Promise<SeededD1> {
  const { mf, db } = await startWorkers({ persistTo: dir, d1Bridge: true, quiet: true });
  try {
    const d1 = db as unknown as D1Database;
    await applyMigrations(d1);
    await loadSeed(d1, generateSeed({ seed: DEFAULT_SEED, today }));
  } finally {
    await mf.dispose();
  }
  const seeded = { dir, today };
  writeFileSync(path.join(dir, READY), JSON.stringify(seeded));
  return seeded;
}

/** The finished build of buildSeededD1 in `dir`, or null when there is none. */
export function readSeededD1(dir: string): SeededD1 | null {
  const ready = path.join(dir, READY);
  return existsSync(ready) ? (JSON.parse(readFileSync(ready, 'utf8')) as SeededD1) : null;
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
