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
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { StatFilterCandidates } from '../../app/domain/stats/stat-filters';
import type { Db } from '../client';
import { type Bindable, reusableQuery, reusableQueryByShape } from '../prepared';
import { courses, tees } from '../schema/courses';
import { flagTotalColumn, roundFlagTotals, roundStatTotals } from '../schema/round-flag-totals';
import { roundHoles, rounds } from '../schema/rounds';
import { tournaments } from '../schema/tournaments';

/*
 * The per-round rows of the stats read model (decision 033): each round with the totals of its
 * stored hole flags, read from round_flag_totals and round_stat_totals (kept by the triggers of
 * migrations 0005 and 0008, which only sum what app/domain/stats/hole-stats.ts decided when the round was
 * written). Nothing here decides a statistic: app/domain/stats/round-stats.ts does, from these rows.
 */
const t = flagTotalColumn;

/** A total of round_flag_totals, 0 for a round without one (no counted hole). */
function whole(key: string, alias: string) {
  return wholeOf(t(key), alias);
}

function wholeOf(column: SQLWrapper, alias: string) {
  return sql<number>`coalesce(${column}, 0)`.mapWith(Number).as(alias);
}

const s = roundStatTotals;

/** Per-round totals summed over the counted holes: [key, column, result alias]. */
const SUMMED = [
  ['birdies', t('birdies'), 'birdies'],
  ['putts', s.puttsRecorded, 'putts_recorded'],
  ['puttHoles', s.puttHoles, 'putt_holes'],
  ['fairways', t('fairwayHitSuccesses'), 'fairways'],
  ['fairwayChances', t('fairwayHitOpportunities'), 'fairway_chances'],
  ['greens', t('madeGreenInRegulationSuccesses'), 'greens'],
  ['greenChances', t('madeGreenInRegulationOpportunities'), 'green_chances'],
  ['upDowns', t('madeUpDownSuccesses'), 'up_downs'],
  ['upDownChances', t('madeUpDownOpportunities'), 'up_down_chances'],
  ['par3Score', s.par3Score, 'par3_score'],
  ['par3Holes', s.par3Holes, 'par3_holes'],
  ['par4Score', s.par4Score, 'par4_score'],
  ['par4Holes', s.par4Holes, 'par4_holes'],
  ['par5Score', s.par5Score, 'par5_score'],
  ['par5Holes', s.par5Holes, 'par5_holes'],
  ['doubles', t('doubles'), 'doubles'],
  ['onePutts', t('madeOnePuttSuccesses'), 'one_putts'],
  ['firstPuttFeet', t('firstPuttFeet'), 'first_putt_feet'],
  ['firstPutts', t('firstPutts'), 'first_putts'],
  ['sgOffTheTee', s.sgOffTheTee, 'sg_off_the_tee'],
  ['sgApproach', s.sgApproach, 'sg_approach'],
  ['sgAroundTheGreen', s.sgAroundTheGreen, 'sg_around_the_green'],
  ['sgPutting', s.sgPutting, 'sg_putting'],
  ['sgHoles', s.sgHoles, 'sg_holes'],
] as const satisfies ReadonlyArray<readonly [string, SQLWrapper, string]>;

// Score and par are those of the scored holes; a round stored without holes keeps its own score.
const scoreSql = sql<
  number | null
>`(case when ${t('roundId')} is null and not exists (select 1 from ${roundHoles} where ${roundHoles.roundId} = ${rounds.id}) then ${rounds.score} else ${t('score')} end)`;
const parSql = sql<
  number | null
>`(case when ${t('roundId')} is null and not exists (select 1 from ${roundHoles} where ${roundHoles.roundId} = ${rounds.id}) then ${rounds.par} else ${t('par')} end)`;

/** What the score charts, event results and the resume read of a round (app/domain/stats/chart-sets.ts). */
const scoreColumns = {
  score: scoreSql.as('round_score'),
  par: parSql.as('round_par'),
  holesPlayed: whole('scoredHoles', 'holes_played'),
  birdies: whole('birdies', 'birdies'),
};

/**
 * A round's totals as app/domain/stats/round-stats.ts `RoundTotals` reads them (besides its identity),
 * from round_flag_totals and round_stat_totals, both left-joined on the round. D1 batches
 * key result columns by name, so every column has its own.
 */
export const roundTotalsColumns = {
  ...scoreColumns,
  ...Object.fromEntries(SUMMED.map(([key, column, alias]) => [key, wholeOf(column, alias)])),
  holeYards: sql<number | null>`${t('yards')}`.as('hole_yards'),
} as typeof scoreColumns &
  Record<(typeof SUMMED)[number][0], SQL.Aliased<number>> & {
    holeYards: SQL.Aliased<number | null>;
  };

/**
 * The rounds of a selection as `selectionStats` reads them (app/domain/stats/round-stats.ts `StatRound`),
 * summed in groups of rounds alike in all it tells rounds apart by (hole count, in progress, holes
 * scored, score, par and yards known): a few rows whatever the number of rounds, and only SUM and
 * COUNT in SQL. `rounds` is how many rounds a row stands for; `holesPlayed` is each one's.
 */
export function statRoundGroupColumns() {
  const summed = (column: SQLWrapper, alias: string) =>
    sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number).as(alias);
  const total = (key: string, alias: string) =>
    sql<number | null>`sum(${t(key)})`.mapWith((v) => (v === null ? null : Number(v))).as(alias);
  return {
    holeCount: rounds.holeCount,
    inProgress: rounds.inProgress,
    holesPlayed: whole('scoredHoles', 'holes_played'),
    rounds: sql<number>`count(*)`.mapWith(Number).as('rounds'),
    score: total('score', 'round_score'),
    par: total('par', 'round_par'),
    holeYards: total('yards', 'hole_yards'),
    ...(Object.fromEntries(SUMMED.map(([key, column, alias]) => [key, summed(column, alias)])) as Record<
      (typeof SUMMED)[number][0],
      SQL.Aliased<number>
    >),
  };
}

/** What tells rounds apart for `statRoundGroupColumns` (every per-round rule of `selectionStats`). */
export function statRoundGroupKeys() {
  return [
    rounds.holeCount,
    rounds.inProgress,
    sql`coalesce(${t('scoredHoles')}, 0)`,
    sql`${t('score')} is null`,
    sql`${t('par')} is null`,
    sql`${t('yards')} is null`,
  ];
}

/** A round's identity as the statistics read it (app/domain/stats/round-stats.ts `RoundSummary`). */
export const roundIdentityColumns = {
  id: rounds.id,
  playedOn: rounds.playedOn,
  startedAt: rounds.startedAt,
  holeCount: rounds.holeCount,
  inProgress: rounds.inProgress,
  playedInSimulator: rounds.playedInSimulator,
};

export type RoundSummaryFilter = {
  /** Rounds played on or after this day (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** Only rounds of tournaments (which ones the player featured is the directory's, decision 119). */
  tournaments?: 'any';
  /** Only these rounds. */
  ids?: Array<number>;
  limit?: number;
  offset?: number;
  order?: 'newest' | 'oldest';
};

/**
 * A player's rounds, newest first, each with the sums of its holes (app/domain/stats/round-stats.ts
 * `RoundSummary`) and its course, tee and tournament. Score and par are those of the scored holes
 * when the round has holes, so that a round's score to par always matches its scorecard.
 */
function roundConditions(
  _db: Db,
  accountId: number | SQL | Placeholder,
  filter: Omit<RoundSummaryFilter, 'from' | 'to'> & { from?: Bindable<string>; to?: Bindable<string> },
) {
  const conditions = [eq(rounds.accountId, accountId)];
  if (filter.from) conditions.push(gte(rounds.playedOn, filter.from));
  if (filter.to) conditions.push(lte(rounds.playedOn, filter.to));
  if (filter.ids) conditions.push(inArray(rounds.id, filter.ids.length > 0 ? filter.ids : [-1]));
  if (filter.tournaments === 'any') conditions.push(isNotNull(rounds.tournamentId));
  return and(...conditions);
}

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
      ...scoreColumns,
    })
    .from(rounds)
    .innerJoin(courses, eq(courses.id, rounds.courseId))
    .leftJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
    .leftJoin(roundFlagTotals, eq(t('roundId'), rounds.id))
    .where(roundConditions(db, accountId, filter))
    .orderBy(direction(rounds.playedOn), direction(rounds.startedAt), direction(rounds.id));
}

type RoundScoresFilter<Day> = {
  from?: Day;
  to?: Day;
  tournaments?: 'any';
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
 * `roundSummariesQuery`'s columns.
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
 * A player's rounds, newest first, each with the totals of its holes (app/domain/stats/round-stats.ts
 * `RoundTotals`) and its course, tee and tournament.
 */
export function roundSummariesQuery(
  db: Db,
  accountId: number | SQL | Placeholder,
  filter: RoundSummaryFilter = {},
) {
  const direction = filter.order === 'oldest' ? asc : desc;
  const query = db
    .select({
      ...roundIdentityColumns,
      roundTypeId: rounds.roundTypeId,
      roundNumber: rounds.roundNumber,
      tournamentId: rounds.tournamentId,
      tournamentName: sql<string | null>`${tournaments.name}`.as('tournament_name'),
      courseName: sql<string>`${courses.name}`.as('course_name'),
      teeName: sql<string | null>`${tees.name}`.as('tee_name'),
      yards: rounds.yards,
      ...roundTotalsColumns,
    })
    .from(rounds)
    .innerJoin(courses, eq(courses.id, rounds.courseId))
    .leftJoin(tees, eq(tees.id, rounds.teeId))
    .leftJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
    .leftJoin(roundFlagTotals, eq(t('roundId'), rounds.id))
    .leftJoin(roundStatTotals, eq(roundStatTotals.roundId, rounds.id))
    .where(roundConditions(db, accountId, filter))
    .orderBy(direction(rounds.playedOn), direction(rounds.startedAt), direction(rounds.id))
    .$dynamic();
  if (filter.limit !== undefined) query.limit(filter.limit);
  if (filter.offset !== undefined) query.offset(filter.offset);
  return query;
}

export type RoundSummaryRow = Awaited<ReturnType<typeof roundSummariesQuery>>[number];

// One statement for every player (db/prepared.ts): the compare page reads two players' rounds.
const everyRoundSummary = reusableQuery((db) => roundSummariesQuery(db, sql.placeholder('accountId')));

/** All of a player's rounds with their totals, newest first, from a statement built once per isolate. */
export function playerRoundSummariesQuery(db: Db, accountId: number) {
  return everyRoundSummary(db, { accountId });
}

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
    })
    .from(roundHoles)
    .innerJoin(rounds, eq(rounds.id, roundHoles.roundId))
    .where(and(eq(roundHoles.roundId, roundId), eq(rounds.accountId, accountId)))
    .orderBy(asc(roundHoles.holeNumber));
}

/** What the compare page reads of a round (app/domain/stats/compare-sides.ts `CompareRound`). */
const compareRoundColumns = {
  id: rounds.id,
  playedOn: rounds.playedOn,
  startedAt: rounds.startedAt,
  holeCount: rounds.holeCount,
  inProgress: rounds.inProgress,
  roundTypeId: rounds.roundTypeId,
  roundNumber: rounds.roundNumber,
  courseName: sql<string>`${courses.name}`.as('course_name'),
  tournamentName: sql<string | null>`${tournaments.name}`.as('tournament_name'),
  yards: rounds.yards,
  score: scoreSql.as('round_score'),
  par: parSql.as('round_par'),
  holesPlayed: whole('scoredHoles', 'holes_played'),
};

const monthSql = sql<number>`cast(substr(${rounds.playedOn}, 6, 2) as integer)`;

/**
 * The conditions of a round the compare page may choose from (compare-sides.ts `comparableRounds`):
 * completed, of the comparison's hole count, scored, with a scored hole.
 */
function comparableConditions(accountId: number | SQL, holes: number): Array<SQL> {
  return [
    eq(rounds.accountId, accountId),
    eq(rounds.holeCount, holes),
    eq(rounds.inProgress, false),
    sql`${scoreSql} is not null`,
    sql`coalesce(${t('scoredHoles')}, 0) > 0`,
  ];
}

/** A candidate read's conditions besides `comparableConditions` (stat-filters.ts `statFilterCandidates`). */
function candidateConditions(candidates: StatFilterCandidates, withMonths: boolean): Array<SQL> {
  const where: Array<SQL> = [];
  if (candidates.ids)
    where.push(sql`${rounds.id} in (select value from json_each(${JSON.stringify(candidates.ids)}))`);
  if (candidates.ranges) {
    const ranges = JSON.stringify(candidates.ranges.map((range) => [range.start, range.end]));
    where.push(
      sql`exists (select 1 from json_each(${ranges}) as span where substr(${rounds.playedOn}, 1, 10) between json_extract(span.value, '$[0]') and json_extract(span.value, '$[1]'))`,
    );
  }
  if (candidates.roundTypes) {
    where.push(
      sql`${rounds.roundTypeId} in (select value from json_each(${JSON.stringify(candidates.roundTypes)}))`,
    );
  }
  if (withMonths && candidates.months) {
    where.push(sql`${monthSql} in (select value from json_each(${JSON.stringify(candidates.months)}))`);
  }
  if (candidates.scoring) {
    const { threshold, yardsMin, yardsMax } = candidates.scoring;
    where.push(sql`${scoreSql} <= ${threshold}`);
    if (yardsMin !== null || yardsMax !== null) where.push(sql`${rounds.yards} is not null`);
    if (yardsMin !== null) where.push(sql`${rounds.yards} >= ${yardsMin}`);
    if (yardsMax !== null) where.push(sql`${rounds.yards} <= ${yardsMax}`);
  }
  if (candidates.scored) where.push(sql`${parSql} is not null`);
  return where;
}

function compareRoundsFrom(db: Db) {
  return db
    .select(compareRoundColumns)
    .from(rounds)
    .innerJoin(courses, eq(courses.id, rounds.courseId))
    .leftJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
    .leftJoin(roundFlagTotals, eq(t('roundId'), rounds.id))
    .$dynamic();
}

const newestOrder = [desc(rounds.playedOn), desc(rounds.startedAt), desc(rounds.id)];

/**
 * The rounds a side of the comparison chooses among (issue 30, decision 075): those of the player the
 * compare page may choose from that the stat filter's candidates name, in their order and number,
 * never the whole history when the filter needs less.
 */
export function compareCandidatesQuery(
  db: Db,
  accountId: number | SQL,
  holes: number,
  candidates: StatFilterCandidates,
) {
  const query = compareRoundsFrom(db)
    .where(and(...comparableConditions(accountId, holes), ...candidateConditions(candidates, true)))
    .orderBy(...(candidates.order === 'best' ? [sql`${scoreSql} - ${parSql}`, ...newestOrder] : newestOrder));
  if (candidates.limit !== null) query.limit(candidates.limit);
  return query;
}

/**
 * The candidates' second read (`StatFilterCandidates.first`): the newest round the page may choose
 * from, or every round of the earliest month with data among the chosen years and types. Nothing
 * when the candidates need none (an empty read keeps the batch's shape).
 */
export function compareFallbackQuery(
  db: Db,
  accountId: number | SQL,
  holes: number,
  candidates: StatFilterCandidates,
) {
  const where = [...comparableConditions(accountId, holes)];
  if (candidates.first === 'newest round') {
    return compareRoundsFrom(db)
      .where(and(...where))
      .orderBy(...newestOrder)
      .limit(1);
  }
  if (candidates.first === 'earliest month') {
    const common = and(...where, ...candidateConditions({ ...candidates, ids: null }, false));
    return compareRoundsFrom(db)
      .where(
        and(
          common,
          sql`${monthSql} = (select min(cast(substr(inner_rounds.played_on, 6, 2) as integer)) from (${compareRoundsFrom(db).where(common)}) as inner_rounds)`,
        ),
      )
      .orderBy(...newestOrder);
  }
  return compareRoundsFrom(db).where(sql`0`).limit(0);
}

/** How many rounds a player has that the compare page may choose from (of the comparison's hole count). */
export function comparableRoundCountQuery(db: Db, accountId: number | SQL, holes: number) {
  return db
    .select({ count: sql<number>`count(*)`.mapWith(Number).as('comparable_count') })
    .from(rounds)
    .leftJoin(roundFlagTotals, eq(t('roundId'), rounds.id))
    .where(and(...comparableConditions(accountId, holes)));
}

// A round's score to par: that of its scored holes when it has holes, else its own (as the read model).
