import type { Viewer } from '~/domain/access/access';
import { isStatsVisibleTo } from '~/domain/access/stats-visibility';
import { fullName } from '~/domain/accounts/names';
import type { AssociatedPlayer } from '~/domain/stats/associated-players';
import type { ComparePlayer } from '~/domain/stats/compare-view';
import type { Db } from '~db/client';
import { associatedNamesQuery } from '~db/queries/associated-players';
import { associatedShardsQuery } from '~db/queries/compare-states';
import { groupByShard } from '~db/queries/player-shards';
import { svpAveragesQuery } from '~db/queries/round-summaries';
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
 * beside `playerAccountId`, among those `viewer` may compare, with their score-to-par averages. Their
 * names and shards are read from the directory in one batch; then each shard that holds one of the
 * players this viewer may see is read once, all at once (decision 119): never every shard, and
 * nothing of a hidden player. `shards` defaults to the directory alone (a deployment of one database).
 */
export async function associatedPlayers(
  db: Db,
  viewer: Viewer,
  playerAccountId: number,
  shards: RoundShards = directoryAlone(db),
): Promise<Array<AssociatedPlayer>> {
  const viewerId = viewer?.accountId ?? null;
  const [names, mapped] = await db.batch([
    associatedNamesQuery(db, viewerId, playerAccountId),
    associatedShardsQuery(db, viewerId, playerAccountId),
  ]);
  const visible = visibleRows(viewer, names);
  const shown = new Set(visible.map(({ player }) => player.accountId));
  const groups = groupByShard(mapped.filter((row) => shown.has(row.accountId)));
  const averages = new Map<number, { recent: number | null; best: number | null }>();
  const perShard = await Promise.all(
    [...groups].map(([shard, ids]) => svpAveragesQuery(shards.db(shard), ids)),
  );
  for (const row of perShard.flat()) averages.set(row.accountId, row);
  return visible.map(({ player }) => ({
    ...player,
    recentRoundsSvPAverage: averages.get(player.accountId)?.recent ?? null,
    bestRoundsSvPAverage: averages.get(player.accountId)?.best ?? null,
  }));
}

/** The directory as the only shard: where rounds are when no shards are given. */
function directoryAlone(db: Db): RoundShards {
  return roundShards({ DB: db.$client }, ['DB'], () => db);
}
