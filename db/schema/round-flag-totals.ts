import { getTableColumns } from 'drizzle-orm';
import { integer, real, type SQLiteColumn, sqliteTable } from 'drizzle-orm/sqlite-core';
import { roundHoles, rounds } from './rounds';

type RoundHoleKey = keyof typeof roundHoles.$inferSelect;

// True/false columns of round_holes that are facts as sent, not stat flags (decision 101).
const NOT_FLAGS: ReadonlySet<string> = new Set([
  'excluded',
  'cardGreenInRegulation',
  'cardUpAndDown',
  'shotsIncomplete',
]);

/** The hole stat flag columns of round_holes (spec 3 §3): every true/false column but the facts as sent. */
export const HOLE_FLAG_KEYS: ReadonlyArray<RoundHoleKey> = Object.entries(getTableColumns(roundHoles))
  .filter(([key, column]) => column.dataType === 'boolean' && !NOT_FLAGS.has(key))
  .map(([key]) => key as RoundHoleKey);

const countColumns = Object.fromEntries(
  HOLE_FLAG_KEYS.flatMap((key) => {
    const name = roundHoles[key].name;
    return [
      [`${key}Successes`, integer(`${name}_successes`).notNull()],
      [`${key}Opportunities`, integer(`${name}_opportunities`).notNull()],
    ];
  }),
);

/**
 * Per round, the successes (flag true) and opportunities (flag known) of every hole stat flag over
 * its holes that count (not excluded, spec 3 §2.1), and the per-round sums of spec 3 §3's aggregates
 * over its scored holes. Kept by triggers on round_holes (migration 0005), whatever writes the
 * holes, so a selection's stats read one row per round instead of every hole.
 */
export const roundFlagTotals = sqliteTable('round_flag_totals', {
  roundId: integer('round_id')
    .primaryKey()
    .references(() => rounds.id, { onDelete: 'cascade' }),
  // spec 3 §3 aggregates over the scored holes (not excluded, with a score). A total (yards, putts,
  // one-putts) is null unless every scored hole has its value, as `aggregates` in
  // app/domain/stats/stat-catalogue.ts.
  scoredHoles: integer('scored_holes').notNull(),
  score: integer('score'),
  par: integer('par'),
  yards: integer('yards'),
  putts: integer('putts'),
  onePutts: integer('one_putts'),
  birdies: integer('birdies').notNull(),
  doubles: integer('doubles').notNull(),
  firstPuttFeet: real('first_putt_feet'),
  firstPutts: integer('first_putts').notNull(),
  ...countColumns,
});

/** A column of round_flag_totals by its key (`roundId`, `${flag}Successes`, `${flag}Opportunities`). */
export function flagTotalColumn(key: string): SQLiteColumn {
  const column = (roundFlagTotals as unknown as Record<string, SQLiteColumn | undefined>)[key];
  if (!column) throw new Error(`round_flag_totals has no column ${key}`);
  return column;
}

/**
 * Per round, the other sums over its scored holes (not excluded, with a score) that the statistics
 * read (decision 033): putts where recorded, the par 3/4/5 scores, and the strokes gained per
 * category of the holes recorded shot by shot (`sgHoles`). Kept by the same triggers on round_holes
 * as round_flag_totals (migration 0008), a table of its own because D1 allows 100 columns a table.
 */
export const roundStatTotals = sqliteTable('round_stat_totals', {
  roundId: integer('round_id')
    .primaryKey()
    .references(() => rounds.id, { onDelete: 'cascade' }),
  puttsRecorded: integer('putts_recorded').notNull(),
  puttHoles: integer('putt_holes').notNull(),
  par3Score: integer('par3_score').notNull(),
  par3Holes: integer('par3_holes').notNull(),
  par4Score: integer('par4_score').notNull(),
  par4Holes: integer('par4_holes').notNull(),
  par5Score: integer('par5_score').notNull(),
  par5Holes: integer('par5_holes').notNull(),
  sgOffTheTee: real('sg_off_the_tee').notNull(),
  sgApproach: real('sg_approach').notNull(),
  sgAroundTheGreen: real('sg_around_the_green').notNull(),
  sgPutting: real('sg_putting').notNull(),
  sgHoles: integer('sg_holes').notNull(),
});
