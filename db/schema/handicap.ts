import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';
import { rounds } from './rounds';

/**
 * Issue 34 §6 (decision 102): a player's World Handicap System scoring record, one row per round, in
 * the order played, derived from the rounds by app/domain/handicap/whs.ts and rewritten whole for the
 * player whenever one of their rounds is written (db/queries/handicap.ts). The current Handicap Index
 * is `indexAfter` of the last row that has one; a row with a `reason` does not count.
 */
export const handicapScores = sqliteTable(
  'handicap_scores',
  {
    roundId: integer('round_id')
      .primaryKey()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The round's place in the player's record (1 the first played). */
    position: integer('position').notNull(),
    playedOn: text('played_on').notNull(),
    /** 9 or 18: the holes of the score posted; null when the round does not count. */
    holes: integer('holes'),
    adjustedGrossScore: integer('adjusted_gross_score'),
    /** The 18-hole Score Differential (Rule 5.1), before any exceptional score reduction. */
    differential: real('differential'),
    /** Rule 5.1b: a nine's own differential, unrounded (a waiting nine is combined with the next). */
    nineDifferential: real('nine_differential'),
    /** Rule 5.9: the reductions applied to the differential. */
    esrAdjustment: real('esr_adjustment').notNull().default(0),
    /** Why the round does not count (with its rule); null when it counts. */
    reason: text('reason'),
    /** The Handicap Index after this score; null before one is established. */
    indexAfter: real('index_after'),
    /** Rule 5.8: the cap that held the index after this score. */
    cap: text('cap', { enum: ['soft', 'hard'] }),
    /** Among the differentials the current index averages (the 8 of 20). */
    counts: integer('counts', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('handicap_scores_account_idx').on(t.accountId, t.position)],
);
