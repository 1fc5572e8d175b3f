import { describe, expect, it } from 'vitest';
import { shardForNewPlayer } from './placement';

describe('shardForNewPlayer (decision 119)', () => {
  it('places on the shard with the fewest players', () => {
    const fill = [
      { shard: 'SHARD_1', players: 40 },
      { shard: 'SHARD_2', players: 12 },
      { shard: 'SHARD_3', players: 30 },
    ];
    expect(shardForNewPlayer(['SHARD_1', 'SHARD_2', 'SHARD_3'], fill)).toBe('SHARD_2');
  });

  it('counts a shard without a fill row as empty, so a new shard takes new players first', () => {
    expect(shardForNewPlayer(['SHARD_1', 'SHARD_2'], [{ shard: 'SHARD_1', players: 3 }])).toBe('SHARD_2');
  });

  it('breaks a tie by the order of the list', () => {
    expect(shardForNewPlayer(['SHARD_2', 'SHARD_1'], [])).toBe('SHARD_2');
  });

  it('ignores fill of a shard that is no longer listed', () => {
    const fill = [
      { shard: 'OLD', players: 0 },
      { shard: 'SHARD_1', players: 5 },
    ];
    expect(shardForNewPlayer(['SHARD_1'], fill)).toBe('SHARD_1');
  });

  it('refuses to place without shards', () => {
    expect(() => shardForNewPlayer([], [])).toThrow(/no round shard/);
  });
});
