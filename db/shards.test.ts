import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { isShardUnavailable, roundShards, ShardUnavailableError } from './shards';

const d1 = (name: string) => ({ name, prepare: () => ({}) }) as unknown as D1Database;
const opened = (binding: D1Database) => ({ binding }) as unknown as Db;

describe('roundShards (decision 119)', () => {
  const env = { DB: d1('DB'), SHARD_1: d1('SHARD_1'), SHARD_2: d1('SHARD_2'), NOT_D1: 'text' };

  it('opens a listed, bound shard once per request', () => {
    const shards = roundShards(env, ['SHARD_1', 'SHARD_2'], opened);
    expect(shards.db('SHARD_2')).toBe(shards.db('SHARD_2'));
    expect((shards.db('SHARD_1') as unknown as { binding: D1Database }).binding).toBe(env.SHARD_1);
  });

  it('takes a player without a shard to the first shard (none of their rounds are anywhere)', () => {
    const shards = roundShards(env, ['SHARD_2', 'SHARD_1'], opened);
    expect(shards.ofPlayer(null)).toBe(shards.db('SHARD_2'));
    expect(shards.ofPlayer('SHARD_1')).toBe(shards.db('SHARD_1'));
  });

  it('refuses a shard that is not listed, not bound or not a database', () => {
    const shards = roundShards(env, ['SHARD_1', 'SHARD_9', 'NOT_D1'], opened);
    expect(() => shards.db('SHARD_2')).toThrow(ShardUnavailableError);
    expect(() => shards.db('SHARD_9')).toThrow(ShardUnavailableError);
    expect(() => shards.ofPlayer('NOT_D1')).toThrow(/not a bound D1 database/);
  });
});

describe('isShardUnavailable', () => {
  it('knows the error by its name, as a copy of this module in another bundle throws it', () => {
    const copy = Object.assign(new Error('x'), { name: 'ShardUnavailableError', shard: 'SHARD_9' });
    expect(isShardUnavailable(copy)).toBe(true);
    expect(isShardUnavailable(new ShardUnavailableError('SHARD_9'))).toBe(true);
    expect(isShardUnavailable(new Error('other'))).toBe(false);
  });
});
