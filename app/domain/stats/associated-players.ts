import Fuse from 'fuse.js';
import { formatAverageToPar } from '../rounds/scores';
import { COMPARE_STATS_DEFAULTS } from './compare-stats-defaults';

/*
 * spec 2 §2 associated-player picker, §3 associated player, §7 associatedPlayers: the players a
 * comparison may bring in beside the profile's player, with two score-to-par averages (decision 047).
 */

/** How many rounds each average reads: the latest five and the best five full 18-hole rounds. */
export const ASSOCIATED_AVERAGE_ROUNDS = 5;

export type AssociatedPlayer = {
  accountId: number;
  username: string;
  playerName: string;
  /** Mean score to par of the player's latest five completed 18-hole rounds; null without any. */
  recentRoundsSvPAverage: number | null;
  /** Mean score to par of the player's five best completed 18-hole rounds; null without any. */
  bestRoundsSvPAverage: number | null;
};

export type AssociatedPlayerSortKey = 'playerName' | 'average';
export type SortDirection = 'ascending' | 'descending';
export type AssociatedPlayerSort = { key: AssociatedPlayerSortKey; direction: SortDirection };

export const DEFAULT_ASSOCIATED_PLAYER_SORT: AssociatedPlayerSort = {
  key: 'playerName',
  direction: 'ascending',
};

/** The average the picker's "Avg Score to Par" column shows: the recent form (decision 047). */
export function shownAverage(player: AssociatedPlayer): number | null {
  return player.recentRoundsSvPAverage;
}

/** spec 2 §2: the average to one decimal, signed (E for even); a dash without rounds. */
export function formatScoreToParAverage(value: number | null): string {
  return value === null ? '–' : formatAverageToPar(value, 1);
}

/** The players in the order of a header click; players without an average come last either way. */
export function sortAssociatedPlayers(
  players: ReadonlyArray<AssociatedPlayer>,
  sort: AssociatedPlayerSort,
): Array<AssociatedPlayer> {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const byName = (a: AssociatedPlayer, b: AssociatedPlayer) =>
    a.playerName.localeCompare(b.playerName, 'en', { sensitivity: 'base' }) || a.accountId - b.accountId;
  return [...players].sort((a, b) => {
    if (sort.key === 'playerName') return sign * byName(a, b);
    const left = shownAverage(a);
    const right = shownAverage(b);
    if (left === null || right === null) return left === right ? byName(a, b) : left === null ? 1 : -1;
    return sign * (left - right) || byName(a, b);
  });
}

/** The next sort after a click on a header: the same header flips direction, another starts ascending. */
export function nextSort(current: AssociatedPlayerSort, key: AssociatedPlayerSortKey): AssociatedPlayerSort {
  if (current.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

// spec 2 §5, §9: searches are fuzzy with baseline 0.4 and follow the typing after 200 ms.
export const PLAYER_SEARCH_DEBOUNCE_MS = COMPARE_STATS_DEFAULTS.roundSearch.debounceMs;
export const NO_MATCHING_PLAYERS = 'No Matching Players';

/** The players whose name matches the search (spec 2 §5 fuzzy baseline); an empty search keeps all. */
export function searchAssociatedPlayers(
  players: ReadonlyArray<AssociatedPlayer>,
  text: string,
): Array<AssociatedPlayer> {
  const query = text.trim();
  if (query === '') return [...players];
  const fuse = new Fuse([...players], {
    keys: ['playerName'],
    threshold: COMPARE_STATS_DEFAULTS.roundSearch.fuzzyThreshold,
    ignoreLocation: true,
  });
  return fuse.search(query).map((result) => result.item);
}

/**
 * spec 2 §2: the picker's checkboxes choose one player. Ticking a player chooses them (and unticks
 * the one before); unticking the chosen player leaves none chosen.
 */
export function toggleChoice(chosen: number | null, accountId: number): number | null {
  return chosen === accountId ? null : accountId;
}
