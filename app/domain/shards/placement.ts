/**
 * Issue 32 §3 (decision 119): where a new player's rounds go. The directory maps every placed player,
 * so placement is free to choose: the shard holding the fewest players, the earlier-listed on a tie.
 * A newly added (empty) shard therefore takes every new player until it has caught up, and no
 * player ever moves because a shard was added (what consistent hashing would have to do).
 * The directory applies this rule inside its insert (db/queries/player-shards.ts `placePlayer`), so
 * that players placed at the same moment see each other; this function places the demo data and is
 * the rule's reference (a test holds the two to the same choices).
 */
export type ShardFill = { shard: string; players: number };

export function shardForNewPlayer(names: ReadonlyArray<string>, fill: ReadonlyArray<ShardFill>): string {
  const playersOf = new Map(fill.map((row) => [row.shard, row.players]));
  let best: { shard: string; players: number } | undefined;
  for (const shard of names) {
    const players = playersOf.get(shard) ?? 0;
    if (!best || players < best.players) best = { shard, players };
  }
  if (!best) throw new Error('no round shard is configured');
  return best.shard;
}
