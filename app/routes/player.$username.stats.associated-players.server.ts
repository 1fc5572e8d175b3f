import type { Viewer } from '~/domain/access/access';
import { isStatsVisibleTo } from '~/domain/access/stats-visibility';
import { fullName } from '~/domain/accounts/names';
import type { AssociatedPlayer } from '~/domain/stats/associated-players';
import type { ComparePlayer } from '~/domain/stats/compare-view';
import type { Db } from '~db/client';
import {
  associatedNamesQuery,
  associatedShardsQuery,
  roundAveragesQuery,
} from '~db/queries/associated-players';
import { groupByShard } from '~db/queries/player-shards';
import { type RoundShards, roundShards } from '~db/shards';

type AssociatedNameRow = Awaited<ReturnType<typeof associatedNamesQuery>>[number];

/**
 * The rows a viewer may see, each with the player as the page names it: a player whose compare stats
 * this viewer may not open (private website, hidden feature) is left out (spec 1 §6, spec 2 §6), so
 * nothing of them reaches the page.
 */
function visibleRows<R extends AssociatedNameRow>(viewer: Viewer, rows: ReadonlyArray<R>) {
  return rows.flatMap((row) =>
    row.username !== null && isStatsVisibleTo(viewer, row)
      ? [{ row, player: { accountId: row.accountId, username: row.username, playerName: fullName(row) } }]
      : [],
  );
}

/** The rows of `associatedNamesQuery` a viewer may see: the players the page may compare with. */
export function toComparablePlayers(
  viewer: Viewer,
  rows: ReadonlyArray<AssociatedNameRow>,
): Array<ComparePlayer> {
  return visibleRows(viewer, rows).map(({ player }) => player);
}

/**
 * spec 2 §7 associatedPlayers by primary account id: the players the Compare By Player picker offers
 * beside `playerAccountId`, among those `viewer` may compare, with their averages. The names, the
 * visibility rows and the players' round shards are the directory's (one read); the averages are read
 * on each shard that holds some of the visible players, once, the shards in parallel (decision 119).
 */
export async function associatedPlayers(
  db: Db,
  viewer: Viewer,
  playerAccountId: number,
  // Without the request's shards (a bench, a single-database tool), the directory is the only one.
  shards: RoundShards = roundShards({ DB: db.$client }, ['DB'], () => db),
): Promise<Array<AssociatedPlayer>> {
  const viewerId = viewer?.accountId ?? null;
  const [rows, shardRows] = await db.batch([
    associatedNamesQuery(db, viewerId, playerAccountId),
    associatedShardsQuery(db, viewerId, playerAccountId),
  ]);
  const visible = visibleRows(viewer, rows);
  const shown = new Set(visible.map(({ player }) => player.accountId));
  const averages = await averagesByShard(
    shards,
    shardRows.filter((row) => shown.has(row.accountId)),
  );
  return visible.map(({ player }) => ({
    ...player,
    recentRoundsSvPAverage: averages.get(player.accountId)?.recent ?? null,
    bestRoundsSvPAverage: averages.get(player.accountId)?.best ?? null,
  }));
}

/** Each player's averages, one read on each shard that holds some of them. */
async function averagesByShard(
  shards: RoundShards,
  shardRows: ReadonlyArray<{ accountId: number; shard: string }>,
): Promise<Map<number, { recent: number | null; best: number | null }>> {
  const perShard = await Promise.all(
    [...groupByShard(shardRows)].map(([name, accountIds]) => roundAveragesQuery(shards.db(name), accountIds)),
  );
  return new Map(perShard.flat().map((row) => [row.accountId, row]));
}
