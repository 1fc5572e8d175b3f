import { eq, inArray, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { CachedCompareState } from '../../app/domain/stats/compare-config';
import {
  canonicalForm,
  canonicalState,
  hashFromDigest,
  hashProbes,
  isSameState,
} from '../../app/domain/stats/compare-state';
import type { Db } from '../client';
import { reusableQuery } from '../prepared';
import { accounts } from '../schema/accounts';
import { compareStates } from '../schema/reports';
import { playerShards } from '../schema/shards';
import { type SessionPlayerValues, sessionAccountId } from './sessions';
import { statsVisibilitySelect } from './stats-visibility';

/*
 * spec 2 §3 cached compare-stats state by numeric hash (decision 047): the hash comes from the
 * content, so a comparison saved twice is one row under one hash. When the hash already names another
 * state, the next values are tried, a bounded few; each insert is one statement that either writes the
 * whole row or nothing.
 */

const stateColumns = {
  accountId: compareStates.accountId,
  leftFilter: compareStates.leftFilter,
  rightFilter: compareStates.rightFilter,
  leftComponentSelections: compareStates.leftComponentSelections,
  rightComponentSelections: compareStates.rightComponentSelections,
  metricsSelections: compareStates.metricsSelections,
};

/** The content hash of a state saved from `accountId`'s page: SHA-256 of the canonical form, 48 bits. */
export async function compareStateHash(accountId: number, state: CachedCompareState): Promise<number> {
  const bytes = new TextEncoder().encode(canonicalForm(accountId, state));
  return hashFromDigest(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}

// A writer that loses a race for a free value reads again; this bounds the rounds of read and insert.
const SAVE_ATTEMPTS = 3;

/**
 * Saves the comparison shown on `accountId`'s page and returns its hash; the same comparison saved
 * again returns the same hash and adds no row.
 */
export async function saveCompareState(
  db: Db,
  accountId: number,
  state: CachedCompareState,
): Promise<number> {
  const canonical = canonicalState(state);
  const probes = hashProbes(await compareStateHash(accountId, canonical));
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
    const taken = await db
      .select({ hash: compareStates.hash, ...stateColumns })
      .from(compareStates)
      .where(inArray(compareStates.hash, probes));
    const byHash = new Map(taken.map((row) => [row.hash, row]));
    // The same comparison anywhere among the probes is the answer (a value before it may have been
    // freed since, when its account was deleted).
    const same = probes.find((hash) => {
      const row = byHash.get(hash);
      return row !== undefined && isSameState(row, accountId, canonical);
    });
    if (same !== undefined) return same;
    const free = probes.find((hash) => !byHash.has(hash));
    if (free === undefined) break;
    const inserted = await db
      .insert(compareStates)
      .values({ hash: free, accountId, ...canonical })
      .onConflictDoNothing({ target: compareStates.hash })
      .returning({ hash: compareStates.hash });
    if (inserted.length > 0) return free;
    // Another save took the value in between: read the probes again.
  }
  throw new Error(`no free compare state hash among ${probes.length} values from ${probes[0]}`);
}

/** The stored state of a hash (none when unknown), for a loader's `db.batch`. */
const stateByHash = reusableQuery((db) =>
  db
    .select(stateColumns)
    .from(compareStates)
    .where(eq(compareStates.hash, sql.placeholder('hash')))
    .limit(1),
);

export function compareStateQuery(db: Db, hash: number) {
  return stateByHash(db, { hash });
}

/**
 * The visibility rows (db/queries/stats-visibility.ts) of the two players a stored state compares, for
 * the same batch as `compareStateQuery`: the ids are read from the state's filters in SQL, so checking
 * who may see it costs no second round trip. Malformed JSON yields no player.
 */
function buildStatePlayers(db: Db, viewer: SQL | Placeholder) {
  const sideIds = (column: SQLWrapper) =>
    sql`select case when json_valid(${column}) then json_extract(${column}, '$.accountId') end from ${compareStates} where ${compareStates.hash} = ${sql.placeholder('hash')}`;
  return statsVisibilitySelect(db, viewer).where(
    sql`${accounts.id} in (${sideIds(compareStates.leftFilter)} union ${sideIds(compareStates.rightFilter)})`,
  );
}

const statePlayers = reusableQuery((db) => buildStatePlayers(db, sql.placeholder('viewer')));

export function compareStatePlayersQuery(db: Db, viewerAccountId: number | null, hash: number) {
  return statePlayers(db, { viewer: viewerAccountId ?? -1, hash });
}

const statePlayersOfSession = reusableQuery((db) => buildStatePlayers(db, sessionAccountId));

/** `compareStatePlayersQuery` for the session of `values` (a request's first batch). */
export function sessionCompareStatePlayersQuery(db: Db, values: SessionPlayerValues, hash: number) {
  return statePlayersOfSession(db, { session: values.session, now: values.now, hash });
}

/**
 * The round shards (decision 119) of the players a stored state compares, for the batch that reads the
 * state: each side's rounds are then read on its player's shard. A player never placed has no row.
 */
const stateShards = reusableQuery((db) => {
  const sideIds = (column: SQLWrapper) =>
    sql`select case when json_valid(${column}) then json_extract(${column}, '$.accountId') end from ${compareStates} where ${compareStates.hash} = ${sql.placeholder('hash')}`;
  return db
    .select({ accountId: playerShards.accountId, shard: playerShards.shard })
    .from(playerShards)
    .where(
      sql`${playerShards.accountId} in (${sideIds(compareStates.leftFilter)} union ${sideIds(compareStates.rightFilter)})`,
    );
});

export function compareStateShardsQuery(db: Db, hash: number) {
  return stateShards(db, { hash });
}
