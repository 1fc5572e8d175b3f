import { describe, expect, it } from 'vitest';
import { generateSeed } from './generate';
import { shardSeed } from './shard-split';

const tables = generateSeed({ seed: 42, today: '2026-11-22' });

describe('shardSeed (decision 119)', () => {
  it('keeps everything in the directory when it is the one shard, and maps every player to it', () => {
    const split = shardSeed(tables, ['DB']);
    expect(split.directory).toBe(tables);
    expect(split.shards.size).toBe(0);
    expect(new Set(split.placements.map((p) => p.shard))).toEqual(new Set(['DB']));
  });

  it('spreads players evenly and puts each round, hole and shot on its player’s shard once', () => {
    const split = shardSeed(tables, ['SHARD_1', 'SHARD_2', 'SHARD_3']);
    expect(split.directory.rounds).toEqual([]);
    const perShard = [...split.shards.values()];
    const players = perShard.map((shard) => new Set(shard.rounds.map((r) => r.accountId)).size);
    expect(Math.max(...players) - Math.min(...players)).toBeLessThanOrEqual(1);
    expect(perShard.reduce((n, shard) => n + shard.rounds.length, 0)).toBe(tables.rounds.length);
    expect(perShard.reduce((n, shard) => n + shard.roundHoles.length, 0)).toBe(tables.roundHoles.length);
    expect(perShard.reduce((n, shard) => n + shard.shots.length, 0)).toBe(tables.shots.length);
    for (const [name, shard] of split.shards) {
      const mine = new Set(split.placements.filter((p) => p.shard === name).map((p) => p.accountId));
      expect(shard.rounds.every((r) => mine.has(r.accountId))).toBe(true);
      // Anchors carry the id and guid only; copies are exactly what the rounds name.
      expect(shard.accounts.map((a) => a.id).sort()).toEqual([...mine].sort());
      expect(shard.accounts.every((a) => a.firstName === undefined && a.username === undefined)).toBe(true);
      expect(new Set(shard.courses.map((c) => c.id))).toEqual(new Set(shard.rounds.map((r) => r.courseId)));
      expect(shard.organizations).toEqual([]);
    }
  });
});
