import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../client';
import { type Bindable, reusableQueryByShape } from '../prepared';
import { courses, tees } from '../schema/courses';
import { roundHoles, rounds, shots } from '../schema/rounds';
import { tournamentEntries, tournaments } from '../schema/tournaments';

/*
 * Per-hole outcomes, derived in SQL so that statistics are sums over rows (ARCHITECTURE: reading stats
 * is aggregation). A hole written with stat flags (spec 3 §3; `flags_version` set) uses them; a hole
 * without flags derives them from what every round stores:
 * - fairway hit (par 4 and 5 only): the tee shot finished on the fairway;
 * - green in regulation: reached in par − 2 strokes or fewer, i.e. score − putts ≤ par − 2;
 * - up and down: a chance on every missed green, made when the hole is played in par or better.
 * Excluded holes count nowhere (spec 3 §2.1).
 */
const counted = sql`(${roundHoles.excluded} = 0 and ${roundHoles.score} is not null)`;

const teeShotLie = sql`(select ${shots.endLie} from ${shots} where ${shots.roundId} = ${roundHoles.roundId} and ${shots.holeNumber} = ${roundHoles.holeNumber} and ${shots.shotNumber} = 1)`;

/** 1 hit, 0 missed, null no chance or unknown. */
export const fairwayHitSql = sql<number | null>`(case
  when ${roundHoles.par} < 4 then null
  when ${roundHoles.flagsVersion} is not null then (case when ${roundHoles.fairwayHit} = 1 then 1 when ${roundHoles.fairwayMissed} = 1 then 0 end)
  else (${teeShotLie} = 'fairway') end)`;

export const greenHitSql = sql<number | null>`(case
  when ${roundHoles.flagsVersion} is not null then (case when ${roundHoles.madeGreenInRegulation} = 1 then 1 when ${roundHoles.missedGreenInRegulation} = 1 then 0 end)
  when ${roundHoles.score} is null or ${roundHoles.putts} is null then null
  else (${roundHoles.score} - ${roundHoles.putts} <= ${roundHoles.par} - 2) end)`;

export const upDownSql = sql<number | null>`(case
  when ${roundHoles.flagsVersion} is not null then (case when ${roundHoles.madeUpDown} = 1 then 1 when ${roundHoles.missedUpDown} = 1 then 0 end)
  when ${greenHitSql} is null or ${greenHitSql} = 1 then null
  else (${roundHoles.score} <= ${roundHoles.par}) end)`;

function made(outcome: SQL) {
  return sql<number>`coalesce(sum(case when ${counted} and ${outcome} = 1 then 1 else 0 end), 0)`.mapWith(
    Number,
  );
}

function chances(outcome: SQL) {
  return sql<number>`coalesce(sum(case when ${counted} and ${outcome} is not null then 1 else 0 end), 0)`.mapWith(
    Number,
  );
}

function sumWhere(condition: SQL, value: SQL) {
  return sql<number>`coalesce(sum(case when ${counted} and ${condition} then ${value} else 0 end), 0)`.mapWith(
    Number,
  );
}

const holeRows = sql`count(${roundHoles.roundId})`;

export type RoundSummaryFilter = {
  /** Rounds played on or after this day (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** Only rounds of tournaments: all of them, or those the player featured. */
  tournaments?: 'any' | 'featured';
  /** Only these rounds. */
  ids?: Array<number>;
  limit?: number;
  offset?: number;
  order?: 'newest' | 'oldest';
};

/**
 * A player's rounds, newest first, each with the sums of its holes (app/domain/round-stats.ts
 * `RoundSummary`) and its course, tee and tournament. Score and par are those of the scored holes
 * when the round has holes, so that a round's score to par always matches its scorecard.
 */
function roundConditions(
  db: Db,
  accountId: number | SQL | Placeholder,
  filter: Omit<RoundSummaryFilter, 'from' | 'to'> & { from?: Bindable<string>; to?: Bindable<string> },
) {
  const conditions = [eq(rounds.accountId, accountId)];
  if (filter.from) conditions.push(gte(rounds.playedOn, filter.from));
  if (filter.to) conditions.push(lte(rounds.playedOn, filter.to));
  if (filter.ids) conditions.push(inArray(rounds.id, filter.ids.length > 0 ? filter.ids : [-1]));
  if (filter.tournaments === 'any') conditions.push(isNotNull(rounds.tournamentId));
  if (filter.tournaments === 'featured') {
    conditions.push(
      inArray(
        rounds.tournamentId,
        db
          .select({ id: tournamentEntries.tournamentId })
          .from(tournamentEntries)
          .where(and(eq(tournamentEntries.accountId, accountId), eq(tournamentEntries.isFeatured, true))),
      ),
    );
  }
  return and(...conditions);
}

// Score and par are those of the scored holes when the round has holes, so that a round's score to
// par always matches its scorecard.
const scoreSql = sql<
  number | null
>`(case when ${holeRows} > 0 then sum(case when ${counted} then ${roundHoles.score} end) else ${rounds.score} end)`;
const parSql = sql<
  number | null
>`(case when ${holeRows} > 0 then sum(case when ${counted} then ${roundHoles.par} end) else ${rounds.par} end)`;
const holesPlayedSql = sql<number>`coalesce(sum(case when ${counted} then 1 else 0 end), 0)`.mapWith(Number);
const birdiesSql = sumWhere(sql`${roundHoles.score} <= ${roundHoles.par} - 1`, sql`1`);

function buildRoundScores(
  db: Db,
  accountId: number | SQL | Placeholder,
  filter: RoundScoresFilter<Bindable<string>>,
) {
  const direction = filter.order === 'oldest' ? asc : desc;
  return db
    .select({
      id: rounds.id,
      playedOn: rounds.playedOn,
      startedAt: rounds.startedAt,
      holeCount: rounds.holeCount,
      inProgress: rounds.inProgress,
      playedInSimulator: rounds.playedInSimulator,
      roundNumber: rounds.roundNumber,
      tournamentId: rounds.tournamentId,
      tournamentName: sql<string | null>`${tournaments.name}`.as('tournament_name'),
      courseName: sql<string>`${courses.name}`.as('course_name'),
      yards: rounds.yards,
      score: scoreSql.as('round_score'),
      par: parSql.as('round_par'),
      holesPlayed: holesPlayedSql.as('holes_played'),
      birdies: birdiesSql.as('birdies'),
    })
    .from(rounds)
    .innerJoin(courses, eq(courses.id, rounds.courseId))
    .leftJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
    .leftJoin(roundHoles, eq(roundHoles.roundId, rounds.id))
    .where(roundConditions(db, accountId, filter))
    .groupBy(rounds.id)
    .orderBy(direction(rounds.playedOn), direction(rounds.startedAt), direction(rounds.id));
}

type RoundScoresFilter<Day> = {
  from?: Day;
  to?: Day;
  tournaments?: 'any' | 'featured';
  order?: 'newest' | 'oldest';
};

type RoundScoresShape = {
  from: boolean;
  to: boolean;
  tournaments: RoundScoresFilter<string>['tournaments'] | null;
  order: RoundScoresFilter<string>['order'] | null;
};
// One statement per filter shape for a player by id (db/prepared.ts): the summary runs two per request.
const roundScores = reusableQueryByShape((db, shape: RoundScoresShape) =>
  buildRoundScores(db, sql.placeholder('accountId'), {
    from: shape.from ? sql.placeholder('from') : undefined,
    to: shape.to ? sql.placeholder('to') : undefined,
    tournaments: shape.tournaments ?? undefined,
    order: shape.order ?? undefined,
  }),
);

/**
 * A player's rounds, newest first, with only what the score charts, event results and the resume
 * read (spec 1 §9 chart sets, spec 3 §2.4 past tournaments, spec 2 §4 resume): a fraction of
 * `roundSummariesQuery`'s columns, and no per-hole shot lookups.
 */
export function roundScoresQuery(db: Db, accountId: number | SQL, filter: RoundScoresFilter<string> = {}) {
  // A player given as a subquery (the read APIs look the username up in the same batch) is built as is.
  if (typeof accountId !== 'number') return buildRoundScores(db, accountId, filter);
  const shape = {
    from: filter.from !== undefined,
    to: filter.to !== undefined,
    tournaments: filter.tournaments ?? null,
    order: filter.order ?? null,
  };
  return roundScores(db, shape, { accountId, from: filter.from, to: filter.to });
}

export type RoundScoreRow = Awaited<ReturnType<typeof roundScoresQuery>>[number];

/**
 * A player's rounds, newest first, each with the sums of its holes (app/domain/round-stats.ts
 * `RoundSummary`) and its course, tee and tournament.
 */
export function roundSummariesQuery(db: Db, accountId: number | SQL, filter: RoundSummaryFilter = {}) {
  const direction = filter.order === 'oldest' ? asc : desc;
  const query = db
    .select({
      id: rounds.id,
      playedOn: rounds.playedOn,
      startedAt: rounds.startedAt,
      holeCount: rounds.holeCount,
      inProgress: rounds.inProgress,
      playedInSimulator: rounds.playedInSimulator,
      roundTypeId: rounds.roundTypeId,
      roundNumber: rounds.roundNumber,
      tournamentId: rounds.tournamentId,
      // D1 batches key result columns by name: each "name" needs its own.
      tournamentName: sql<string | null>`${tournaments.name}`.as('tournament_name'),
      courseName: sql<string>`${courses.name}`.as('course_name'),
      teeName: sql<string | null>`${tees.name}`.as('tee_name'),
      yards: rounds.yards,
      score: scoreSql.as('round_score'),
      par: parSql.as('round_par'),
      holesPlayed: holesPlayedSql.as('holes_played'),
      birdies: birdiesSql.as('birdies'),
      putts: sumWhere(sql`${roundHoles.putts} is not null`, sql`${roundHoles.putts}`).as('putts'),
      puttHoles: sumWhere(sql`${roundHoles.putts} is not null`, sql`1`).as('putt_holes'),
      fairways: made(fairwayHitSql).as('fairways'),
      fairwayChances: chances(fairwayHitSql).as('fairway_chances'),
      greens: made(greenHitSql).as('greens'),
      greenChances: chances(greenHitSql).as('green_chances'),
      upDowns: made(upDownSql).as('up_downs'),
      upDownChances: chances(upDownSql).as('up_down_chances'),
      par3Score: sumWhere(sql`${roundHoles.par} = 3`, sql`${roundHoles.score}`).as('par3_score'),
      par3Holes: sumWhere(sql`${roundHoles.par} = 3`, sql`1`).as('par3_holes'),
      par4Score: sumWhere(sql`${roundHoles.par} = 4`, sql`${roundHoles.score}`).as('par4_score'),
      par4Holes: sumWhere(sql`${roundHoles.par} = 4`, sql`1`).as('par4_holes'),
      par5Score: sumWhere(sql`${roundHoles.par} = 5`, sql`${roundHoles.score}`).as('par5_score'),
      par5Holes: sumWhere(sql`${roundHoles.par} = 5`, sql`1`).as('par5_holes'),
    })
    .from(rounds)
    .innerJoin(courses, eq(courses.id, rounds.courseId))
    .leftJoin(tees, eq(tees.id, rounds.teeId))
    .leftJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
    .leftJoin(roundHoles, eq(roundHoles.roundId, rounds.id))
    .where(roundConditions(db, accountId, filter))
    .groupBy(rounds.id)
    .orderBy(direction(rounds.playedOn), direction(rounds.startedAt), direction(rounds.id))
    .$dynamic();
  if (filter.limit !== undefined) query.limit(filter.limit);
  if (filter.offset !== undefined) query.offset(filter.offset);
  return query;
}

export type RoundSummaryRow = Awaited<ReturnType<typeof roundSummariesQuery>>[number];

/** How many rounds a player has logged. */
export function roundCountQuery(db: Db, accountId: number) {
  return db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(rounds)
    .where(eq(rounds.accountId, accountId));
}

/** The holes of one round of this player (nothing for another player's round), in playing order. */
export function roundHolesQuery(db: Db, accountId: number, roundId: number) {
  return db
    .select({
      roundId: roundHoles.roundId,
      holeNumber: roundHoles.holeNumber,
      courseHoleNumber: roundHoles.courseHoleNumber,
      par: roundHoles.par,
      yards: roundHoles.yards,
      score: roundHoles.score,
      putts: roundHoles.putts,
      excluded: roundHoles.excluded,
      fairwayHit: fairwayHitSql,
      greenHit: greenHitSql,
    })
    .from(roundHoles)
    .innerJoin(rounds, eq(rounds.id, roundHoles.roundId))
    .where(and(eq(roundHoles.roundId, roundId), eq(rounds.accountId, accountId)))
    .orderBy(asc(roundHoles.holeNumber));
}
