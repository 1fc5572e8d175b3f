import { z } from 'zod';
import type { Viewer } from '../access/access';
import { isStatsVisibleTo, type StatsVisibilityRow } from '../access/stats-visibility';
import { type CachedCompareState, type CompareConfig, configFromCachedState } from './compare-config';

/*
 * spec 2 §3 cached compare-stats state, named in links by a numeric hash (spec 2 §2 report routes,
 * §7 "cached compare-stats state by numeric hash"). The hash is derived from the content, so saving
 * the same comparison twice names the same row (decision 047).
 */

/** A stored state: the five fields and the account whose page saved it. */
export type StoredCompareState = CachedCompareState & { accountId: number };

/** The fields of a cached state in the order the canonical form lists them. */
export const CACHED_STATE_FIELDS = [
  'leftFilter',
  'rightFilter',
  'leftComponentSelections',
  'rightComponentSelections',
  'metricsSelections',
] as const satisfies ReadonlyArray<keyof CachedCompareState>;

// 48 bits: a safe integer of at most 15 digits, short enough for a URL.
const HASH_BITS = 48;
export const HASH_LIMIT = 2 ** HASH_BITS;

/** How many successive values a save tries when its hash names another state (a collision). */
export const HASH_PROBES = 8;

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, sortedKeys(inner)]),
    );
  }
  return value;
}

/** JSON text with object keys sorted at every depth; text that is not JSON is kept as it is. */
export function canonicalJson(text: string): string {
  try {
    return JSON.stringify(sortedKeys(JSON.parse(text)));
  } catch {
    return text;
  }
}

/** The state with each JSON field in its canonical form: equal comparisons give equal text. */
export function canonicalState(state: CachedCompareState): CachedCompareState {
  return {
    leftFilter: canonicalJson(state.leftFilter),
    rightFilter: canonicalJson(state.rightFilter),
    leftComponentSelections: canonicalJson(state.leftComponentSelections),
    rightComponentSelections: canonicalJson(state.rightComponentSelections),
    metricsSelections: canonicalJson(state.metricsSelections),
  };
}

/** What the hash is taken over: the saving page's player and the five canonical fields, in order. */
export function canonicalForm(accountId: number, state: CachedCompareState): string {
  const canonical = canonicalState(state);
  return JSON.stringify([accountId, ...CACHED_STATE_FIELDS.map((field) => canonical[field])]);
}

/** The first 48 bits of a digest as a positive integer (0, one chance in 2^48, becomes 1). */
export function hashFromDigest(digest: Uint8Array): number {
  if (digest.length < HASH_BITS / 8) throw new Error('a digest of at least 6 bytes is needed');
  let value = 0;
  for (let i = 0; i < HASH_BITS / 8; i++) value = value * 256 + (digest[i] ?? 0);
  return value === 0 ? 1 : value;
}

/** The values a save tries, in order: the hash, then the next ones, wrapping past 2^48 − 1 to 1. */
export function hashProbes(hash: number, count = HASH_PROBES): Array<number> {
  return Array.from({ length: count }, (_, step) => ((hash - 1 + step) % (HASH_LIMIT - 1)) + 1);
}

/** Whether a stored state is the same comparison (same player, same canonical fields). */
export function isSameState(
  stored: StoredCompareState,
  accountId: number,
  state: CachedCompareState,
): boolean {
  return (
    stored.accountId === accountId && CACHED_STATE_FIELDS.every((field) => stored[field] === state[field])
  );
}

const hashSchema = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number)
  .refine((hash) => hash > 0 && hash < HASH_LIMIT);

/** The hash of a URL (`?hash=`): digits only, at most 15, above 0; anything else is null (a 404). */
export function parseCompareHash(value: string | null): number | null {
  if (value === null) return null;
  const parsed = hashSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * spec 2 §4 cached state restore, guarded: the comparison a stored state describes, or null when there
 * is none to show this viewer — no state, a state saved on another player's page (`pageAccountId`;
 * null where the route has no page player), a malformed one, or one comparing a player whose compare
 * stats this viewer may not see (`players`: the visibility rows of the state's players). A null is
 * the caller's 404, which says nothing of whose state it was.
 */
export function restoredComparison(
  viewer: Viewer,
  stored: StoredCompareState | null,
  players: ReadonlyArray<StatsVisibilityRow>,
  pageAccountId: number | null,
): CompareConfig | null {
  if (stored === null) return null;
  if (pageAccountId !== null && stored.accountId !== pageAccountId) return null;
  const config = configFromCachedState(stored);
  if (config === null) return null;
  return isComparisonVisible(viewer, config, players) ? config : null;
}

/** spec 1 §6 / spec 2 §6: a comparison may be saved only of players this viewer may see. */
export function isComparisonVisible(
  viewer: Viewer,
  config: { left: { accountId: number }; right: { accountId: number } },
  players: ReadonlyArray<StatsVisibilityRow>,
): boolean {
  return [config.left.accountId, config.right.accountId].every((accountId) =>
    players.some((row) => row.accountId === accountId && isStatsVisibleTo(viewer, row)),
  );
}
