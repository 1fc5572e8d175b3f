// Both Workers on a local D1 holding the demo seed of today, as the page benchmarks measure them: the
// Cache API keeps nothing, so every document is a miss. Returns the player the benchmark follows.
// `options` go to the Workers (a folder on disk, the shards, the vars, the render limit).
import { eq } from 'drizzle-orm';
import { createDb } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { DEFAULT_SEED, generateSeed } from '../../db/seed/generate';
import { loadSeed } from '../../scripts/lib/seed-db';
import { applyAllMigrations, startWorkers, type WorkersOptions } from '../../scripts/lib/workers';

export async function seededWorkers(username: string, options: WorkersOptions = {}) {
  const today = new Date().toISOString().slice(0, 10);
  const workers = await startWorkers({ cache: false, ...options });
  const d1 = workers.db as unknown as D1Database;
  try {
    await applyAllMigrations(workers);
    await loadSeed(workers, generateSeed({ seed: DEFAULT_SEED, today }));
    const db = createDb(d1);
    const [player] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, username));
    if (!player) throw new Error(`no ${username} in the seed`);
    return { workers, d1, db, today, playerId: player.id };
  } catch (error) {
    await workers.mf.dispose();
    throw error;
  }
}
