import { and, desc, eq, gte, lte, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { FINAL_ROUND_NUMBER, holeCountsOf, type RoundFilter } from '../../app/domain/stats/round-filter';
import type { Db } from '../client';
import { type Bindable, reusableQueryByShape } from '../prepared';
import { accountRoundCounts } from '../schema/account-round-counts';
import { courses } from '../schema/courses';
import { rounds } from '../schema/rounds';
import { tournaments } from '../schema/tournaments';
import { type SessionPlayerValues, sessionAccountId } from './sessions';

/*
 * spec 2 §3: the rounds a round filter selects for one player, in ONE statement (usable in a
 * db.batch). The rules are those of app/domain/stats/round-filter.ts `applyRoundFilter`; the integration
 * test runs both over the same rows. Lists travel as one JSON parameter each (`json_each`), so a
 * filter of hundreds of round ids stays under D1's 100 bound parameters per query.
 */

function inJsonList(column: SQLWrapper, list: Bindable<string>): SQL {
  return sql`${column} in (select value from json_each(${list}))`;
}

/** Which conditions and timeframe a filter has: one statement text per shape (db/prepared.ts). */
export type SelectionShape = {
  ids: boolean;
  tournaments: boolean;
  from: boolean;
  to: boolean;
  roundTypes: boolean;
  roundNumbers: 'none' | 'listed' | 'with-final';
  simulator: boolean;
  inProgress: boolean;
  timeframe: Pick<NonNullable<RoundFilter['timeframe']>, 'unit' | 'period'> | null;
};

/** The values a shape's statement is bound to; lists travel as JSON text. */
type SelectionValues<V = never> = {
  holeCounts: string | V;
  ids?: string | V;
  tournaments?: string | V;
  from?: string | V;
  to?: string | V;
  roundTypes?: string | V;
  roundNumbers?: string | V;
  simulator?: number | V;
  count?: number | V;
};

/** A filter as its statement's shape and the values bound to it. */
export function selectionShapeOf(filter: RoundFilter): { shape: SelectionShape; values: SelectionValues } {
  const json = (list: ReadonlyArray<number>) => JSON.stringify(list);
  const tournaments = Boolean(filter.tournamentIds?.length);
  const roundTypes = Boolean(filter.roundTypes?.length);
  const numbers = filter.roundNumbers?.length ? filter.roundNumbers : null;
  const timeframe = filter.timeframe;
  return {
    shape: {
      ids: filter.golfRoundIds !== undefined,
      tournaments,
      from: Boolean(filter.dateRange?.min),
      to: Boolean(filter.dateRange?.max),
      roundTypes,
      roundNumbers:
        numbers === null ? 'none' : numbers.includes(FINAL_ROUND_NUMBER) ? 'with-final' : 'listed',
      simulator: filter.playedInSimulator !== undefined,
      inProgress: filter.inProgressRounds === true,
      timeframe: timeframe ? { unit: timeframe.unit, period: timeframe.period } : null,
    },
    values: {
      holeCounts: json(holeCountsOf(filter.holeCount)),
      ids: filter.golfRoundIds ? json(filter.golfRoundIds) : undefined,
      tournaments: tournaments ? json(filter.tournamentIds ?? []) : undefined,
      from: filter.dateRange?.min || undefined,
      to: filter.dateRange?.max || undefined,
      roundTypes: roundTypes ? json(filter.roundTypes ?? []) : undefined,
      roundNumbers: numbers ? json(numbers) : undefined,
      simulator: filter.playedInSimulator === undefined ? undefined : Number(filter.playedInSimulator),
      count: timeframe?.count,
    },
  };
}

/** Every value of a shape's statement as a placeholder of the same name. */
export const SELECTION_PLACEHOLDERS = {
  holeCounts: sql.placeholder('holeCounts'),
  ids: sql.placeholder('ids'),
  tournaments: sql.placeholder('tournaments'),
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
  roundTypes: sql.placeholder('roundTypes'),
  roundNumbers: sql.placeholder('roundNumbers'),
  simulator: sql.placeholder('simulator'),
  count: sql.placeholder('count'),
} satisfies Required<SelectionValues<Placeholder>>;

export type BindableSelection = SelectionValues<Placeholder>;

/**
 * The account check of rounds read by id (decision 080): the unary plus keeps the account's index,
 * which would walk every round of the player, out of the plan, so the ids drive the read (one
 * primary-key lookup each); every row is still checked against the account.
 */
export function ofAccountById(accountId: unknown): SQL {
  return sql`+${rounds.accountId} = ${accountId}`;
}

function conditions(
  accountId: Bindable<number> | SQL,
  shape: SelectionShape,
  v: BindableSelection,
): Array<SQL> {
  const where: Array<SQL> = [shape.ids ? ofAccountById(accountId) : eq(rounds.accountId, accountId)];
  where.push(inJsonList(rounds.holeCount, v.holeCounts));
  if (shape.ids) where.push(inJsonList(rounds.id, v.ids ?? '[]'));
  if (shape.tournaments) where.push(inJsonList(rounds.tournamentId, v.tournaments ?? '[]'));
  if (shape.from && v.from !== undefined) where.push(gte(rounds.playedOn, v.from));
  if (shape.to && v.to !== undefined) where.push(lte(rounds.playedOn, v.to));
  if (shape.roundTypes) where.push(inJsonList(rounds.roundTypeId, v.roundTypes ?? '[]'));
  if (shape.roundNumbers !== 'none') {
    const numbers = inJsonList(rounds.roundNumber, v.roundNumbers ?? '[]');
    // spec 2 §3: round number 0 means the final round.
    where.push(
      shape.roundNumbers === 'with-final' ? sql`(${numbers} or ${rounds.isFinalRound} = 1)` : numbers,
    );
  }
  if (shape.simulator) where.push(sql`${rounds.playedInSimulator} = ${v.simulator ?? 0}`);
  if (!shape.inProgress) where.push(eq(rounds.inProgress, false));
  return where;
}

// A tournament's recency: its latest round by day, tee time and id, as one comparable text.
const eventLatest = sql<
  string | null
>`(case when ${rounds.tournamentId} is null then null else max(${rounds.playedOn} || ' ' || ${rounds.startedAt} || ' ' || printf('%012d', ${rounds.id})) over (partition by ${rounds.tournamentId}) end)`;
const eventToPar = sql<
  number | null
>`(case when ${rounds.tournamentId} is null then null else avg(${rounds.score} - ${rounds.par}) over (partition by ${rounds.tournamentId}) end)`;

/**
 * The selected rounds of a player, newest first, with their course and tournament names. The player
 * is the `accountId` argument (the one the caller checked access for, or a subquery giving it, so that
 * the read can share the access check's batch); a filter's own `accountId` is not trusted. The
 * conditions filter first (`base`, which also carries each tournament's recency and average to par
 * when the timeframe counts tournaments). A timeframe of rounds then keeps the first `count` rows of
 * its order (ORDER BY … LIMIT: SQLite keeps the best `count` rows as it reads them, where a window
 * function sorted and numbered every row first); a timeframe of tournaments ranks what is left
 * (`ranked`; window functions cannot nest, hence two levels) and the outer select keeps the first
 * `count`. Ties break as in `applyTimeframe`: the more recent round or tournament first.
 *
 * `idsOnly`: the statement a selection's ids are read from as a subquery (its statistics), without the
 * tournament's name (its only use of the tournaments table) that nothing reads there.
 */
function buildRoundSelection(
  db: Db,
  accountId: Bindable<number> | SQL,
  shape: SelectionShape,
  values: BindableSelection,
  idsOnly = false,
) {
  const timeframe = shape.timeframe;
  const byEvent = timeframe?.unit === 'tournaments';
  const from = db
    .select({
      id: rounds.id,
      playedOn: rounds.playedOn,
      startedAt: rounds.startedAt,
      holeCount: rounds.holeCount,
      roundTypeId: rounds.roundTypeId,
      roundNumber: rounds.roundNumber,
      isFinalRound: rounds.isFinalRound,
      playedInSimulator: rounds.playedInSimulator,
      inProgress: rounds.inProgress,
      tournamentId: rounds.tournamentId,
      courseId: rounds.courseId,
      score: rounds.score,
      par: rounds.par,
      yards: rounds.yards,
      // D1 batches key result columns by name: each "name" needs its own.
      tournamentName: (idsOnly ? sql<string | null>`null` : sql<string | null>`${tournaments.name}`).as(
        'tournament_name',
      ),
      courseName: sql<string>`${courses.name}`.as('course_name'),
      eventLatest: (byEvent ? eventLatest : sql<string | null>`null`).as('event_latest'),
      eventToPar: (byEvent ? eventToPar : sql<number | null>`null`).as('event_to_par'),
    })
    .from(rounds)
    .innerJoin(courses, eq(courses.id, rounds.courseId))
    .$dynamic();
  const base = (idsOnly ? from : from.leftJoin(tournaments, eq(tournaments.id, rounds.tournamentId)))
    .where(and(...conditions(accountId, shape, values)))
    .as('base');

  const newest = sql`${base.playedOn} desc, ${base.startedAt} desc, ${base.id} desc`;
  const unscored = sql`(${base.score} is null or ${base.par} is null)`;
  const notInEvent = sql`(${base.tournamentId} is null)`;
  let rank = sql<number | null>`1`;
  if (timeframe?.period === 'last') {
    rank = sql`(case when ${notInEvent} then null else dense_rank() over (order by ${notInEvent}, ${base.eventLatest} desc) end)`;
  } else if (timeframe) {
    rank = sql`(case when ${base.eventToPar} is null then null else dense_rank() over (order by ${base.eventToPar} is null, ${base.eventToPar}, ${base.eventLatest} desc) end)`;
  }

  const columns = {
    id: base.id,
    playedOn: base.playedOn,
    startedAt: base.startedAt,
    holeCount: base.holeCount,
    roundTypeId: base.roundTypeId,
    roundNumber: base.roundNumber,
    isFinalRound: base.isFinalRound,
    playedInSimulator: base.playedInSimulator,
    inProgress: base.inProgress,
    tournamentId: base.tournamentId,
    courseId: base.courseId,
    score: base.score,
    par: base.par,
    yards: base.yards,
    tournamentName: base.tournamentName,
    courseName: base.courseName,
  };
  if (!timeframe) return db.select(columns).from(base).orderBy(newest);
  // Last N rounds is the first N rows newest first: no ranking needed.
  if (timeframe.unit === 'rounds' && timeframe.period === 'last') {
    return db
      .select(columns)
      .from(base)
      .orderBy(newest)
      .limit(values.count ?? 0);
  }
  // Best N rounds: the scored rows by score to par, the more recent first on a tie, the first N.
  if (timeframe.unit === 'rounds') {
    const best = db
      .select(columns)
      .from(base)
      .where(sql`not ${unscored}`)
      .orderBy(sql`${base.score} - ${base.par}`, newest)
      .limit(values.count ?? 0)
      .as('best');
    return db
      .select({
        id: best.id,
        playedOn: best.playedOn,
        startedAt: best.startedAt,
        holeCount: best.holeCount,
        roundTypeId: best.roundTypeId,
        roundNumber: best.roundNumber,
        isFinalRound: best.isFinalRound,
        playedInSimulator: best.playedInSimulator,
        inProgress: best.inProgress,
        tournamentId: best.tournamentId,
        courseId: best.courseId,
        score: best.score,
        par: best.par,
        yards: best.yards,
        tournamentName: best.tournamentName,
        courseName: best.courseName,
      })
      .from(best)
      .orderBy(desc(best.playedOn), desc(best.startedAt), desc(best.id));
  }
  // One pass: the ranked rows carry every column (a join back to `base` would scan it per row).
  const ranked = db
    .select({ ...columns, rank: rank.as('selection_rank') })
    .from(base)
    .as('ranked');
  return db
    .select({
      id: ranked.id,
      playedOn: ranked.playedOn,
      startedAt: ranked.startedAt,
      holeCount: ranked.holeCount,
      roundTypeId: ranked.roundTypeId,
      roundNumber: ranked.roundNumber,
      isFinalRound: ranked.isFinalRound,
      playedInSimulator: ranked.playedInSimulator,
      inProgress: ranked.inProgress,
      tournamentId: ranked.tournamentId,
      courseId: ranked.courseId,
      score: ranked.score,
      par: ranked.par,
      yards: ranked.yards,
      tournamentName: ranked.tournamentName,
      courseName: ranked.courseName,
    })
    .from(ranked)
    .where(lte(ranked.rank, values.count ?? 0))
    .orderBy(desc(ranked.playedOn), desc(ranked.startedAt), desc(ranked.id));
}

// One statement per filter shape for a player by id (db/prepared.ts): a dashboard group runs up to ten.
const reusableSelection = reusableQueryByShape((db, shape: SelectionShape) =>
  buildRoundSelection(db, sql.placeholder('accountId'), shape, SELECTION_PLACEHOLDERS),
);

/**
 * The rounds a filter selects, as a statement. A player given as a subquery (a read that shares the
 * access check's batch) is built as is; a player by id reuses the statement of the filter's shape.
 */
export function roundSelectionQuery(db: Db, accountId: number | SQL, filter: RoundFilter) {
  const { shape, values } = selectionShapeOf(filter);
  if (typeof accountId !== 'number') return buildRoundSelection(db, accountId, shape, values);
  return reusableSelection(db, shape, { ...values, accountId });
}

/** The ids of a selection as a subquery, built with the given values or placeholders. */
export function selectionIdsSql(
  db: Db,
  accountId: Bindable<number> | SQL,
  shape: SelectionShape,
  values: BindableSelection,
): SQL {
  return sql`(select "id" from (${buildRoundSelection(db, accountId, shape, values, true)}))`;
}

const reusableSessionSelection = reusableQueryByShape((db, shape: SelectionShape) =>
  buildRoundSelection(db, sessionAccountId, shape, SELECTION_PLACEHOLDERS),
);

/**
 * The rounds a filter selects for the session's own account (a page's first batch, with the read of
 * its viewer), from the statement of the filter's shape: built once, and its rows mapped as the
 * statement by id maps them.
 */
export function sessionRoundSelectionQuery(
  db: Db,
  session: Pick<SessionPlayerValues, 'session' | 'now'>,
  filter: RoundFilter,
) {
  const { shape, values } = selectionShapeOf(filter);
  return reusableSessionSelection(db, shape, { ...values, session: session.session, now: session.now });
}

export type SelectedRound = Awaited<ReturnType<typeof roundSelectionQuery>>[number];

/**
 * How many completed rounds of 18 and of 9 holes a player has (app/domain/stats/dashboard-preferences.ts
 * `completedRoundsCount`), from the counts kept per player (`account_round_counts`, migration 0015):
 * one row, or none for a player who has logged no round.
 */
export function completedRoundCountsQuery(db: Db, accountId: number | SQL) {
  return db
    .select({
      eighteenHole: accountRoundCounts.completedEighteen,
      nineHole: accountRoundCounts.completedNine,
    })
    .from(accountRoundCounts)
    .where(eq(accountRoundCounts.accountId, accountId));
}
