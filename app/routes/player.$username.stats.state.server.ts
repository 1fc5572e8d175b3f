import type { Viewer } from '~/domain/access/access';
import { type CompareConfig, cachedStateOf } from '~/domain/stats/compare-config';
import { isComparisonVisible, restoredComparison } from '~/domain/stats/compare-state';
import type { Db } from '~db/client';
import { compareStatePlayersQuery, compareStateQuery, saveCompareState } from '~db/queries/compare-states';
import { playersStatsVisibilityQuery } from '~db/queries/stats-visibility';

/*
 * Saved comparisons (spec 2 §3 cached compare-stats state, §4 restore, §7; decision 047), with the
 * access rule of spec 1 §6 applied both ways: a comparison is saved and restored only when the viewer
 * may see both players' compare stats.
 */

/**
 * The comparison saved under `hash` as `viewer` may see it, or null (the caller's 404): unknown or
 * malformed, saved on another player's page (when `pageAccountId` is given), or comparing a player
 * hidden from this viewer. One D1 round trip: the state and its players' visibility rows in one batch.
 */
export async function loadCompareState(
  db: Db,
  viewer: Viewer,
  hash: number,
  pageAccountId: number | null,
): Promise<CompareConfig | null> {
  const [[stored], players] = await db.batch([
    compareStateQuery(db, hash),
    compareStatePlayersQuery(db, viewer?.accountId ?? null, hash),
  ]);
  return restoredComparison(viewer, stored ?? null, players, pageAccountId);
}

/**
 * Saves the comparison shown on `pageAccountId`'s page and returns its hash; null when it names a
 * player whose compare stats this viewer may not see (nothing is written then).
 */
export async function saveComparison(
  db: Db,
  viewer: Viewer,
  pageAccountId: number,
  config: CompareConfig,
): Promise<number | null> {
  const ids = [config.left.accountId, config.right.accountId];
  const players = await playersStatsVisibilityQuery(db, viewer?.accountId ?? null, ids);
  if (!isComparisonVisible(viewer, config, players)) return null;
  return saveCompareState(db, pageAccountId, cachedStateOf(config));
}
