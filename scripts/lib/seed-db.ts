import { PLAYER_PROFILE_TYPE_IDS } from '../../app/domain/search/search';
import { createDb } from '../../db/client';
import { markDiscoveryRebuilt, refreshPlayerDiscovery } from '../../db/queries/discovery';
import { markHandicapsRebuilt, refreshHandicaps } from '../../db/queries/handicap';
import { clearStatements, toSqlStatements } from '../../db/seed/sql';
import type { SeedTables } from '../../db/seed/types';

/**
 * Empties the seeded tables and loads the rows, in batches (each batch is atomic in D1); then writes
 * the players' Handicap Indexes and discovery rows from them through the path a round write takes
 * (decisions 102 and 093).
 */
export async function loadSeed(db: D1Database, tables: SeedTables): Promise<{ statements: number }> {
  await db.batch(
    ['DELETE FROM "player_discovery"', 'DELETE FROM "handicap_scores"', ...clearStatements()].map(
      (statement) => db.prepare(statement),
    ),
  );
  const statements = toSqlStatements(tables);
  const BATCH = 50;
  for (let start = 0; start < statements.length; start += BATCH) {
    await db.batch(statements.slice(start, start + BATCH).map((statement) => db.prepare(statement)));
  }
  const players = tables.accountProfiles
    .filter((profile) => PLAYER_PROFILE_TYPE_IDS.includes(profile.profileTypeId))
    .map((profile) => profile.accountId);
  const drizzle = createDb(db);
  const lastAccount = tables.accounts.reduce((last, account) => Math.max(last, account.id ?? 0), 0);
  // The players' Handicap Indexes from their seeded rounds (decision 102), which the discovery rows show.
  await refreshHandicaps(drizzle, players);
  await markHandicapsRebuilt(drizzle, lastAccount, true);
  await refreshPlayerDiscovery(drizzle, players);
  // Every row is current: the scheduled rebuild has nothing to do (decision 097).
  await markDiscoveryRebuilt(drizzle, lastAccount, true);
  return { statements: statements.length };
}

/** Row counts of every table, for the seed report and the seed test. */
export async function tableCounts(db: D1Database): Promise<Record<string, number>> {
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
