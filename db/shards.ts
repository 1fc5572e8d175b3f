import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import { type Db, dbOfBinding } from './client';

/**
 * The round shards (issue 32, decision 119): the D1 databases that hold rounds and everything that
 * grows with them, one player's rows on exactly one of them. A shard is named by its D1 binding; the
 * configuration lists them (ROUND_SHARDS). This module is the only way to a shard's database: a query
 * of rounds runs on the Db it hands out for the player, never on the directory's.
 */
export type ShardName = string;

/** The directory's binding: it serves as a shard where it still holds rounds (a deployment from before shards). */
export const DIRECTORY: ShardName = 'DB';

/** A player whose rounds live on a shard this Worker cannot reach (unbound or unlisted). */
export class ShardUnavailableError extends Error {
  override name = 'ShardUnavailableError';
  constructor(readonly shard: ShardName) {
    super(`round shard ${shard} is not a bound D1 database listed in ROUND_SHARDS`);
  }
}

/**
 * Whether an error is a ShardUnavailableError, by its name: the Worker's bundle and the app's each
 * hold a copy of this module, so `instanceof` fails across them.
 */
export function isShardUnavailable(error: unknown): error is ShardUnavailableError {
  return error instanceof Error && error.name === 'ShardUnavailableError' && 'shard' in error;
}

export type RoundShards = {
  /** The configured shards, in placement order. */
  readonly names: ReadonlyArray<ShardName>;
  /** The shard's database; a ShardUnavailableError when it is not listed or not bound. */
  db(name: ShardName): Db;
  /**
   * The database of a player's rounds: the mapped shard, or for a player not yet placed (no round
   * anywhere) the first shard, whose round tables hold none of theirs.
   */
  ofPlayer(mapped: ShardName | null | undefined): Db;
};

function isD1(binding: unknown): binding is D1Database {
  return (
    typeof binding === 'object' && binding !== null && typeof Reflect.get(binding, 'prepare') === 'function'
  );
}

/**
 * The shards of one request over the Worker's bindings. `open` turns a binding into a Db (the
 * isolate's instance, or outside production one that counts the request's round trips).
 */
export function roundShards(
  bindings: object,
  names: ReadonlyArray<ShardName>,
  open: (d1: D1Database) => Db = dbOfBinding,
): RoundShards {
  const opened = new Map<ShardName, Db>();
  const db = (name: ShardName): Db => {
    const known = opened.get(name);
    if (known) return known;
    const binding = names.includes(name) ? Reflect.get(bindings, name) : undefined;
    if (!isD1(binding)) throw new ShardUnavailableError(name);
    const made = open(binding);
    opened.set(name, made);
    return made;
  };
  return {
    names,
    db,
    ofPlayer: (mapped) => db(mapped ?? firstShard(names)),
  };
}

function firstShard(names: ReadonlyArray<ShardName>): ShardName {
  const first = names[0];
  if (first === undefined) throw new ShardUnavailableError('(none)');
  return first;
}

type Reads = ReadonlyArray<BatchItem<'sqlite'>>;

/**
 * A page's reads of the directory and of a player's shard, sent at once (one round trip of waiting);
 * when the shard is the directory itself (a deployment without shards), in one batch.
 */
export async function readBoth<D extends Reads, S extends Reads>(
  dir: Db,
  shard: Db,
  dirReads: D,
  shardReads: S,
): Promise<[BatchResponse<D>, BatchResponse<S>]> {
  const batch = async (db: Db, reads: Reads): Promise<Array<unknown>> =>
    reads.length === 0
      ? []
      : await db.batch(reads as unknown as [BatchItem<'sqlite'>, ...Array<BatchItem<'sqlite'>>]);
  if (dir === shard) {
    const results = await batch(dir, [...dirReads, ...shardReads]);
    return [
      results.slice(0, dirReads.length) as unknown as BatchResponse<D>,
      results.slice(dirReads.length) as unknown as BatchResponse<S>,
    ];
  }
  const [fromDir, fromShard] = await Promise.all([batch(dir, dirReads), batch(shard, shardReads)]);
  return [fromDir as unknown as BatchResponse<D>, fromShard as unknown as BatchResponse<S>];
}
