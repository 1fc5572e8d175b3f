import type { Viewer } from '~/domain/access/access';
import { isStatsVisibleTo } from '~/domain/access/stats-visibility';
import { fullName } from '~/domain/accounts/names';
import type { AssociatedPlayer } from '~/domain/stats/associated-players';
import type { ComparePlayer } from '~/domain/stats/compare-view';
import type { Db } from '~db/client';
import { type associatedNamesQuery, associatedPlayersQuery } from '~db/queries/associated-players';

type AssociatedRow = Awaited<ReturnType<typeof associatedPlayersQuery>>[number];
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

/** The rows of `associatedPlayersQuery` a viewer may see, as the picker lists them, with their averages. */
export function toAssociatedPlayers(
  viewer: Viewer,
  rows: ReadonlyArray<AssociatedRow>,
): Array<AssociatedPlayer> {
  return visibleRows(viewer, rows).map(({ row, player }) => ({
    ...player,
    recentRoundsSvPAverage: row.recentRoundsSvPAverage,
    bestRoundsSvPAverage: row.bestRoundsSvPAverage,
  }));
}

/**
 * spec 2 §7 associatedPlayers by primary account id: the players the Compare By Player picker offers
 * beside `playerAccountId`, among those `viewer` may compare. One D1 read; a page that batches its reads
 * puts `associatedPlayersQuery` in its batch and maps the rows with `toAssociatedPlayers`.
 */
export async function associatedPlayers(
  db: Db,
  viewer: Viewer,
  playerAccountId: number,
): Promise<Array<AssociatedPlayer>> {
  return toAssociatedPlayers(
    viewer,
    await associatedPlayersQuery(db, viewer?.accountId ?? null, playerAccountId),
  );
}
