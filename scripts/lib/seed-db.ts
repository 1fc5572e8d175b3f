import { PLAYER_PROFILE_TYPE_IDS } from '../../app/domain/search/search';
import { createDb } from '../../db/client';
import { markDiscoveryRebuilt, refreshPlayerDiscovery } from '../../db/queries/discovery';
import { markHandicapsRebuilt, refreshHandicaps } from '../../db/queries/handicap';
import { roundIdsAbove } from '../../db/queries/player-shards';
import { playerShards } from '../../db/schema/shards';
import { emptyTables, shardSeed } from '../../db/seed/shard-split';
import { clearStatements, toSqlStatements } from '../../db/seed/sql';
import type { SeedTables } from '../../db/seed/types';
import { type RoundShards, roundShards } from '../../db/shards';

/** A local directory database and its round shards by binding (scripts/lib/workers.ts). */
export type LocalD1s = { db: D1Database; shardDbs: Record<string, D1Database> };

/** The round shards of local databases, as the app opens them (db/shards.ts). */
export function localShards(target: LocalD1s): RoundShards {
  return roundShards(target.shardDbs, Object.keys(target.shardDbs), createDb);
}

async function loadTables(db: D1Database, tables: SeedTables): Promise<number> {
  await db.batch(
    [
      'DELETE FROM "player_discovery"',
      'DELETE FROM "handicap_scores"',
      'DELETE FROM "player_shards"',
      'DELETE FROM "shard_moves"',
      ...clearStatements(),
    ].map((statement) => db.prepare(statement)),
  );
  const statements = toSqlStatements(tables);
  const BATCH = 50;
  for (let start = 0; start < statements.length; start += BATCH) {
    await db.batch(statements.slice(start, start + BATCH).map((statement) => db.prepare(statement)));
  }
  return statements.length;
}

/**
 * Empties the seeded tables and loads the rows, in batches (each batch is atomic in D1): the
 * directory's, then each shard's players' rounds with their copies (db/seed/shard-split.ts), and the
 * map of players to shards; then writes the players' Handicap Indexes and discovery rows from them
 * through the path a round write takes (decisions 102 and 093).
 */
export async function loadSeed(target: LocalD1s, tables: SeedTables): Promise<{ statements: number }> {
  const names = Object.keys(target.shardDbs);
  const split = shardSeed(tables, names);
  let statements = await loadTables(target.db, split.directory);
  for (const name of names) {
    const shardDb = target.shardDbs[name];
    if (!shardDb || shardDb === target.db) continue;
    statements += await loadTables(shardDb, split.shards.get(name) ?? emptyTables(tables));
  }
  const drizzle = createDb(target.db);
  for (let start = 0; start < split.placements.length; start += 40)
    await drizzle.insert(playerShards).values(split.placements.slice(start, start + 40));
  await roundIdsAbove(
    drizzle,
    tables.rounds.reduce((last, round) => Math.max(last, round.id ?? 0), 0),
  );
  const players = tables.accountProfiles
    .filter((profile) => PLAYER_PROFILE_TYPE_IDS.includes(profile.profileTypeId))
    .map((profile) => profile.accountId);
  const shards = localShards(target);
  const lastAccount = tables.accounts.reduce((last, account) => Math.max(last, account.id ?? 0), 0);
  // The players' Handicap Indexes from their seeded rounds (decision 102), which the discovery rows show.
  await refreshHandicaps(drizzle, shards, players);
  await markHandicapsRebuilt(drizzle, lastAccount, true);
  await refreshPlayerDiscovery(drizzle, shards, players);
  // Every row is current: the scheduled rebuild has nothing to do (decision 097).
  await markDiscoveryRebuilt(drizzle, lastAccount, true);
  return { statements };
}

/** The tables a shard holds copies of: counted in the directory alone. */
const COPIED = new Set(['accounts', 'courses', 'tees', 'course_scorecards', 'tournaments']);

/** Row counts of every table over the directory and the shards, for the seed report and the seed test. */
export async function tableCounts(target: LocalD1s): Promise<Record<string, number>> {
  const counts = await databaseCounts(target.db);
  for (const shardDb of new Set(Object.values(target.shardDbs))) {
    if (shardDb === target.db) continue;
    for (const [name, n] of Object.entries(await databaseCounts(shardDb)))
      if (!COPIED.has(name)) counts[name] = (counts[name] ?? 0) + n;
  }
  return counts;
}

async function databaseCounts(db: D1Database): Promise<Record<string, number>> {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'd1_%' ORDER BY name",
    )
    .all<{ name: string }>();
  const counts = await db.batch<{ n: number }>(
    results.map(({ name }) => db.prepare(`SELECT count(*) AS n FROM "${name}"`)),
  );
  return Object.fromEntries(results.map(({ name }, index) => [name, counts[index]?.results[0]?.n ?? 0]));
}
