import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';

/**
 * The directory's map of players to round shards (issue 32, decision 119): the D1 binding that holds
 * a player's rounds, holes, shots and their totals. A player gets a row when their first round is
 * written (db/queries/player-shards.ts); a player without one has no rounds anywhere. `movingTo` names
 * the shard a move is copying the player to: writes wait for the move to end (scripts/move-player.ts).
 */
export const playerShards = sqliteTable(
  'player_shards',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shard: text('shard').notNull(),
    movingTo: text('moving_to'),
    placedAt: text('placed_at').notNull().default(sql`CURRENT_TIMESTAMP`),
  },
  (t) => [index('player_shards_shard_idx').on(t.shard)],
);

/**
 * How many players each shard holds, kept by triggers on player_shards (migration 0030), so that
 * placing a new player reads one row per shard whatever the directory's size.
 */
export const shardFill = sqliteTable('shard_fill', {
  shard: text('shard').primaryKey(),
  players: integer('players').notNull().default(0),
});

/**
 * On a round shard: players whose rows are being moved off it, or have been (decision 119). A round
 * is written on a shard only while its player has no row here, so a write that read the directory's
 * map before a move began cannot land behind the copy; the row stays after the move as a tombstone.
 */
export const shardMoves = sqliteTable('shard_moves', {
  accountId: integer('account_id').primaryKey(),
  toShard: text('to_shard').notNull(),
  startedAt: text('started_at').notNull().default(sql`CURRENT_TIMESTAMP`),
});

/**
 * Ids that must be unique across every shard (decision 119): each shard's own rowids would repeat, and
 * a moved player keeps their rounds' ids. The directory hands out the next round id with each write.
 */
export const idSequences = sqliteTable('id_sequences', {
  name: text('name').primaryKey(),
  last: integer('last').notNull(),
});
