import type { Db } from '../../db/client';
import { playerShardQuery } from '../../db/queries/player-shards';
import { type RoundShards, roundShards } from '../../db/shards';

/*
 * The round shards behind a test's directory database (decision 119): the factories write a player's
 * rounds on the player's shard, as the ingest does, through the same routing module the app uses.
 */
const SHARDS = new WeakMap<Db, RoundShards>();

export function registerShards(db: Db, shards: RoundShards): void {
  SHARDS.set(db, shards);
}

/** The shards of a test database; a database the harness did not start is its own only shard. */
export function shardsOf(db: Db): RoundShards {
  return SHARDS.get(db) ?? roundShards({ DB: db.$client }, ['DB'], () => db);
}

/** The database of a player's rounds (their shard; the first shard before their first round). */
export async function playerRoundsDb(db: Db, accountId: number): Promise<Db> {
  const [row] = await playerShardQuery(db, accountId);
  return shardsOf(db).ofPlayer(row?.shard);
}
