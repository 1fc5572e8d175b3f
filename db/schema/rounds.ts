import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { SHOT_TYPES } from '../../app/domain/rounds/shot-types';
import { accounts } from './accounts';
import { courses, tees } from './courses';
import { tournaments } from './tournaments';

/**
 * A round (spec 2 §3 round filter, spec 3 §3 round history item). Round types: 1 practice,
 * 3 tournament, 10 qualifier, 11 match. `isFinalRound` answers the filter's round number 0.
 * `clientRoundId` is the mobile app's id: the ingest API is idempotent on (account, clientRoundId).
 */
export const rounds = sqliteTable(
  'rounds',
  {
    id: integer('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    clientRoundId: text('client_round_id'),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    teeId: integer('tee_id').references(() => tees.id),
    tournamentId: integer('tournament_id').references(() => tournaments.id),
    roundTypeId: integer('round_type_id').notNull(),
    roundNumber: integer('round_number').notNull().default(1),
    isFinalRound: integer('is_final_round', { mode: 'boolean' }).notNull().default(false),
    holeCount: integer('hole_count').notNull(),
    playedInSimulator: integer('played_in_simulator', { mode: 'boolean' }).notNull().default(false),
    inProgress: integer('in_progress', { mode: 'boolean' }).notNull().default(false),
    // Local tee time as an ISO date-time; `playedOn` (YYYY-MM-DD) is what filters and indexes use.
    startedAt: text('started_at').notNull(),
    playedOn: text('played_on').notNull(),
    score: integer('score'),
    par: integer('par'),
    yards: integer('yards'),
    createdAt: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    // The ingest request that wrote the round: its holes and shots are inserted only under the
    // request that inserted the round, so a retry (even a changed one) adds nothing (issue 5 point 8).
    ingestId: text('ingest_id'),
  },
  (t) => [
    index('rounds_account_date_idx').on(t.accountId, t.playedOn),
    index('rounds_tournament_idx').on(t.tournamentId),
    uniqueIndex('rounds_account_client_idx').on(t.accountId, t.clientRoundId),
  ],
);

/**
 * One played hole. The hole stat flags of spec 3 §3 and the strokes-gained split are derived once
 * when the round is written (`flagsVersion` says by which rule set), so reading stats is aggregation.
 */
export const roundHoles = sqliteTable(
  'round_holes',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    holeNumber: integer('hole_number').notNull(),
    courseHoleNumber: integer('course_hole_number').notNull(),
    par: integer('par').notNull(),
    yards: integer('yards'),
    score: integer('score'),
    putts: integer('putts'),
    penaltyStrokes: integer('penalty_strokes').notNull().default(0),
    excluded: integer('excluded', { mode: 'boolean' }).notNull().default(false),
    pinLatitude: real('pin_latitude'),
    pinLongitude: real('pin_longitude'),
    // A scorecard hole's facts as sent (decision 101): null where the card does not say. The flags
    // below are derived from them where the hole has no complete shot list.
    cardFairway: text('card_fairway', { enum: ['hit', 'left', 'right', 'short', 'long', 'n.a.'] }),
    cardGreenInRegulation: integer('card_green_in_regulation', { mode: 'boolean' }),
    cardPenaltyStrokes: integer('card_penalty_strokes'),
    cardSandShots: integer('card_sand_shots'),
    cardUpAndDown: integer('card_up_and_down', { mode: 'boolean' }),
    // The hole's shots are kept as sent but do not make the hole (a partial list, or strokes that do
    // not add up to its score): shot-based stats skip them (decision 101).
    shotsIncomplete: integer('shots_incomplete', { mode: 'boolean' }).notNull().default(false),
    // Strokes of provisional balls abandoned because the original was found (Rule 18.3c(3),
    // decision 111): kept as sent, a JSON list, never counted.
    provisionalAbandoned: text('provisional_abandoned'),

    flagsVersion: integer('flags_version'),
    madeParOrBetter: integer('made_par_or_better', { mode: 'boolean' }),
    madePar: integer('made_par', { mode: 'boolean' }),
    madeOverPar: integer('made_over_par', { mode: 'boolean' }),
    madeBogey: integer('made_bogey', { mode: 'boolean' }),
    madeUnderPar: integer('made_under_par', { mode: 'boolean' }),
    madeBirdie: integer('made_birdie', { mode: 'boolean' }),
    madeDoubleBogeyOrHigher: integer('made_double_bogey_or_higher', { mode: 'boolean' }),
    madeEagle: integer('made_eagle', { mode: 'boolean' }),
    fairwayHit: integer('fairway_hit', { mode: 'boolean' }),
    fairwayMissed: integer('fairway_missed', { mode: 'boolean' }),
    fairwayMissedLeft: integer('fairway_missed_left', { mode: 'boolean' }),
    fairwayMissedRight: integer('fairway_missed_right', { mode: 'boolean' }),
    madeGreenInRegulation: integer('made_green_in_regulation', { mode: 'boolean' }),
    missedGreenInRegulation: integer('missed_green_in_regulation', { mode: 'boolean' }),
    missedGreenShort: integer('missed_green_short', { mode: 'boolean' }),
    missedGreenLong: integer('missed_green_long', { mode: 'boolean' }),
    shotToGreenProximityLessThan5Percent: integer('shot_to_green_proximity_lt_5_pct', {
      mode: 'boolean',
    }),
    approachShortSided: integer('approach_short_sided', { mode: 'boolean' }),
    madeOnePuttOrLess: integer('made_one_putt_or_less', { mode: 'boolean' }),
    madeOnePutt: integer('made_one_putt', { mode: 'boolean' }),
    puttProximityLessThan5Percent: integer('putt_proximity_lt_5_pct', { mode: 'boolean' }),
    missedFourToTwelveFeetPutts: integer('missed_four_to_twelve_feet_putts', { mode: 'boolean' }),
    puttProximityGreaterThanTwelvePercent: integer('putt_proximity_gt_12_pct', { mode: 'boolean' }),
    missedLessThanFourFeetPutts: integer('missed_less_than_four_feet_putts', { mode: 'boolean' }),
    saveProximityGreaterThanTwelvePercent: integer('save_proximity_gt_12_pct', { mode: 'boolean' }),
    madeUpDown: integer('made_up_down', { mode: 'boolean' }),
    missedUpDown: integer('missed_up_down', { mode: 'boolean' }),
    missedUpDownLessThan15Yards: integer('missed_up_down_lt_15_yards', { mode: 'boolean' }),
    missedUpDown15To25Yards: integer('missed_up_down_15_to_25_yards', { mode: 'boolean' }),
    missedUpDown25To35Yards: integer('missed_up_down_25_to_35_yards', { mode: 'boolean' }),
    hasSandShot: integer('has_sand_shot', { mode: 'boolean' }),
    madeSandSave: integer('made_sand_save', { mode: 'boolean' }),
    isDoglegLeft: integer('is_dogleg_left', { mode: 'boolean' }),
    isDoglegRight: integer('is_dogleg_right', { mode: 'boolean' }),
    isMiddlePin: integer('is_middle_pin', { mode: 'boolean' }),
    isRightPin: integer('is_right_pin', { mode: 'boolean' }),
    isLeftPin: integer('is_left_pin', { mode: 'boolean' }),
    isFrontPin: integer('is_front_pin', { mode: 'boolean' }),
    isBackPin: integer('is_back_pin', { mode: 'boolean' }),
    isPar3: integer('is_par_3', { mode: 'boolean' }),
    isPar4: integer('is_par_4', { mode: 'boolean' }),
    isPar5: integer('is_par_5', { mode: 'boolean' }),

    // Measured facts used by the aggregates (spec 3 §3): drive length, proximities, first putt.
    driveDistanceYards: real('drive_distance_yards'),
    approachProximityFeet: real('approach_proximity_feet'),
    // The approach and the tee shots' penalties, for the compare cards' bands (decision 052).
    approachDistanceYards: real('approach_distance_yards'),
    approachOnGreen: integer('approach_on_green'),
    approachStrokesGained: real('approach_strokes_gained'),
    teePenaltyStrokes: integer('tee_penalty_strokes'),
    firstPuttDistanceFeet: real('first_putt_distance_feet'),
    madePuttFeet: real('made_putt_feet'),
    totalPuttFeet: real('total_putt_feet'),

    // Strokes gained against the PGA TOUR baseline, per category.
    sgOffTheTee: real('sg_off_the_tee'),
    sgApproach: real('sg_approach'),
    sgAroundTheGreen: real('sg_around_the_green'),
    sgPutting: real('sg_putting'),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.holeNumber] }),
    // The backfill finds holes without current flags by this index, so its scheduled run costs an
    // index lookup when there is nothing to do (decision 033).
    index('round_holes_flags_version_idx').on(t.flagsVersion),
  ],
);

/**
 * A shot. Distances to the hole are stored in yards (putts too: feet / 3), lies are one of
 * tee, fairway, rough, sand, recovery, fringe, green, water (a penalty area; a start lie when the ball
 * is played as it lies), penalty (lost, out of bounds, unplayable) and holed; an ingested `unknown`
 * end lie is stored resolved (decision 031). `type` 'Putt' marks strokes on the green. `strokesGained` is against the PGA TOUR baseline
 * (app/domain/stats/strokes-gained.ts), rounded to 4 decimals.
 */
export const shots = sqliteTable(
  'shots',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    holeNumber: integer('hole_number').notNull(),
    shotNumber: integer('shot_number').notNull(),
    type: text('type', { enum: SHOT_TYPES }).notNull(),
    club: text('club'),
    startLie: text('start_lie', {
      enum: ['tee', 'fairway', 'rough', 'sand', 'recovery', 'fringe', 'green', 'water'],
    }).notNull(),
    endLie: text('end_lie', {
      enum: ['fairway', 'rough', 'sand', 'recovery', 'fringe', 'green', 'water', 'penalty', 'holed'],
    }).notNull(),
    startDistanceYards: real('start_distance_yards').notNull(),
    endDistanceYards: real('end_distance_yards').notNull(),
    startLatitude: real('start_latitude'),
    startLongitude: real('start_longitude'),
    endLatitude: real('end_latitude'),
    endLongitude: real('end_longitude'),
    penaltyStrokes: integer('penalty_strokes').notNull().default(0),
    strokesGained: real('strokes_gained'),
    // The Rules of Golf records (decision 111): what the penalty strokes were for, as a JSON list of
    // { kind, strokes } (null when the tracker did not say); relief taken before this shot, from
    // where the previous shot's ball lay (the shot's own start is where the relief put it); a
    // provisional ball that became the ball in play.
    penalties: text('penalties'),
    reliefType: text('relief_type', { enum: ['free', 'penalty'] }),
    reliefReason: text('relief_reason'),
    reliefFromLie: text('relief_from_lie', {
      enum: ['fairway', 'rough', 'sand', 'recovery', 'fringe', 'green', 'water'],
    }),
    reliefFromDistanceYards: real('relief_from_distance_yards'),
    reliefFromLatitude: real('relief_from_latitude'),
    reliefFromLongitude: real('relief_from_longitude'),
    provisional: integer('provisional', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.holeNumber, t.shotNumber] })],
);
