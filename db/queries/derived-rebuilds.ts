import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts } from '../schema/accounts';
import { derivedRebuilds } from '../schema/maintenance';
import type { RoundShards } from '../shards';

/** A table derived per account, rebuilt by the scheduled run when its rules change (decision 097). */
export type DerivedTable = {
  /** Its row in `derived_rebuilds`, e.g. `player_discovery`. */
  name: string;
  /** The version of the rules its rows are built with. */
  version: number;
  /** Rewrites the rows of these accounts (from their rounds on their shards). */
  refresh: (dir: Db, shards: RoundShards, accountIds: ReadonlyArray<number>) => Promise<unknown>;
};

/**
 * Continues the rebuild of a derived table when its rows were last built with older rules or never
 * (a database that had accounts before the table existed): the next `maxAccounts` accounts in id order
 * from where the last run stopped. Returns how many accounts it rewrote (0, after one primary-key
 * read, once the rows are current).
 */
export async function continueRebuild(
  db: Db,
  shards: RoundShards,
  table: DerivedTable,
  maxAccounts: number,
): Promise<number> {
  const [state] = await db.select().from(derivedRebuilds).where(eq(derivedRebuilds.name, table.name));
  const current = state?.version === table.version;
  if (current && state.finished) return 0;
  const afterAccountId = current ? state.afterAccountId : 0;
  const ids = (
    await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(gt(accounts.id, afterAccountId))
      .orderBy(asc(accounts.id))
      .limit(maxAccounts)
  ).map((row) => row.id);
  await table.refresh(db, shards, ids);
  await markRebuilt(db, table, ids.at(-1) ?? afterAccountId, ids.length < maxAccounts);
  return ids.length;
}

/** Records how far the rebuild of a derived table has come (the seed: all of it, `finished`). */
export async function markRebuilt(
  db: Db,
  table: Pick<DerivedTable, 'name' | 'version'>,
  afterAccountId: number,
  finished: boolean,
): Promise<void> {
  const state = { version: table.version, afterAccountId, finished };
  await db
    .insert(derivedRebuilds)
    .values({ name: table.name, ...state })
    .onConflictDoUpdate({ target: derivedRebuilds.name, set: state });
}
