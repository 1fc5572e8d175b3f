import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { holeCountsOf, type RoundFilter } from '../../app/domain/stats/round-filter';
import { STAT_FLAGS } from '../../app/domain/stats/stat-catalogue';
import type { Db } from '../client';
import { reusableQuery, reusableQueryByShape } from '../prepared';
import { accountRoundCounts } from '../schema/account-round-counts';
import { courses } from '../schema/courses';
import { flagTotalColumn, roundFlagTotals, roundStatTotals } from '../schema/round-flag-totals';
import { roundHoles, rounds } from '../schema/rounds';
import { tournaments } from '../schema/tournaments';
import {
  ofAccountById,
  roundSelectionQuery,
  SELECTION_PLACEHOLDERS,
  type SelectionShape,
  selectionIdsSql,
  selectionShapeOf,
} from './round-selection';
import { roundIdentityColumns, roundTotalsColumns } from './round-summaries';

/*
 * My Rounds and View Shots (spec 3 §2.1, §2.2, §3): a player's rounds newest first, each with what the
 * round list, the quick filters and the scorecard's group bars read (its identity, course, tournament
 * and the totals of its holes), read a page at a time (issue 30: no answer grows with the history)
 * or by id for the selected rounds; and the holes of the selected rounds with their stored stat flags
 * (spec 3 §3) for the scorecard and Filter Holes by Stat.
 */
function historyColumns() {
  const t = roundTotalsColumns;
  return {
    ...roundIdentityColumns,
    roundTypeId: rounds.roundTypeId,
    roundNumber: rounds.roundNumber,
    isFinalRound: rounds.isFinalRound,
    tournamentId: rounds.tournamentId,
    tournamentName: sql<string | null>`${tournaments.name}`.as('tournament_name'),
    courseId: rounds.courseId,
    courseName: sql<string>`${courses.name}`.as('course_name'),
    yards: rounds.yards,
    score: t.score,
    par: t.par,
    holesPlayed: t.holesPlayed,
    shotHoles: t.sgHoles,
    fairways: t.fairways,
    fairwayChances: t.fairwayChances,
    greens: t.greens,
    greenChances: t.greenChances,
    upDowns: t.upDowns,
    upDownChances: t.upDownChances,
    putts: t.putts,
    puttHoles: t.puttHoles,
  };
}

function historyOf(db: Db, where: SQL | undefined) {
  return db
    .select(historyColumns())
    .from(rounds)
    .innerJoin(courses, eq(courses.id, rounds.courseId))
    .leftJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
    .leftJoin(roundFlagTotals, eq(flagTotalColumn('roundId'), rounds.id))
    .leftJoin(roundStatTotals, eq(roundStatTotals.roundId, rounds.id))
    .where(where)
    .orderBy(desc(rounds.playedOn), desc(rounds.startedAt), desc(rounds.id));
}

// One statement for every player, built once per isolate (db/prepared.ts).
const historyPage = reusableQuery((db) =>
  historyOf(db, eq(rounds.accountId, sql.placeholder('accountId')))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

// One row per player, kept by triggers on rounds (db/schema/account-round-counts.ts).
const historyCounts = reusableQuery((db) =>
  db
    .select({ logged: accountRoundCounts.logged })
    .from(accountRoundCounts)
    .where(eq(accountRoundCounts.accountId, sql.placeholder('accountId'))),
);

const historyByIds = reusableQuery((db) =>
  historyOf(
    db,
    and(
      ofAccountById(sql.placeholder('accountId')),
      sql`${rounds.id} in (select value from json_each(${sql.placeholder('ids')}))`,
    ),
  ),
);

/**
 * One page of a player's round list, newest first: `limit` rounds after `offset`, unfinished ones
 * with them (the list marks them, or leaves them out, as the choice of the moment says). Counted
 * apart (`myRoundsCountQuery`) for the true totals.
 */
export function myRoundsPageQuery(db: Db, accountId: number, page: { offset: number; limit: number }) {
  return historyPage(db, { accountId, limit: page.limit, offset: page.offset });
}

/** How many rounds a player logged, finished or not (no row: none). */
export function myRoundsCountQuery(db: Db, accountId: number) {
  return historyCounts(db, { accountId });
}

/** Some rounds of one player by id (anyone else's are not read), newest first. */
export function myRoundsByIdsQuery(db: Db, accountId: number, roundIds: ReadonlyArray<number>) {
  return historyByIds(db, { accountId, ids: JSON.stringify(roundIds) });
}

export type MyRoundsHistoryRow = Awaited<ReturnType<typeof myRoundsPageQuery>>[number];

/**
 * The hole's true stat flags as one integer, bit i for STAT_FLAGS[i] (42 flags: within a double's
 * exact integers); a false or unknown flag is 0 alike, as the stat filters read them (spec 3 §4).
 * One column instead of 42 for every hole of two seasons.
 */
const flagMask = sql<number>`(${sql.join(
  STAT_FLAGS.map((flag, bit) => sql`(coalesce(${roundHoles[flag]}, 0) << ${bit})`),
  sql` | `,
)})`.mapWith(Number);

/**
 * Which flags are known on the hole (not null), in the same bits: the stat cards count a stat's
 * chances, and a stat no hole knew has no value rather than 0 % (issue 29).
 */
const knownMask = sql<number>`(${sql.join(
  STAT_FLAGS.map((flag, bit) => sql`((${roundHoles[flag]} is not null) << ${bit})`),
  sql` | `,
)})`.mapWith(Number);

function holesOf(db: Db, where: SQL | undefined) {
  return db
    .select({
      roundId: roundHoles.roundId,
      holeNumber: roundHoles.holeNumber,
      courseHoleNumber: roundHoles.courseHoleNumber,
      par: roundHoles.par,
      score: roundHoles.score,
      excluded: roundHoles.excluded,
      flagMask: flagMask.as('flag_mask'),
      knownMask: knownMask.as('known_mask'),
    })
    .from(roundHoles)
    .innerJoin(rounds, eq(rounds.id, roundHoles.roundId))
    .where(where)
    .orderBy(asc(roundHoles.roundId), asc(roundHoles.holeNumber));
}

/**
 * The holes of some rounds of one player (rounds of anyone else are not read), in playing order,
 * with what the scorecard shows and its stat flags as one mask (app/domain/rounds/my-rounds-view.ts
 * `flagsOfMask`). One JSON parameter carries the ids: hundreds
 * stay under D1's 100 bound parameters per query.
 */
export function myRoundHolesQuery(db: Db, accountId: number, roundIds: ReadonlyArray<number>) {
  return holesOf(
    db,
    and(
      ofAccountById(accountId),
      sql`${roundHoles.roundId} in (select value from json_each(${JSON.stringify(roundIds)}))`,
    ),
  );
}

/**
 * spec 3 §9 Last N Tournaments among a player's rounds of some hole counts, unfinished ones only when
 * included (spec 2 §3): the rounds of the N tournaments whose latest such round (by day, tee time, id)
 * is the most recent, newest first, as `roundSelectionQuery` selects them, read from the newest rounds
 * back rather than across the whole history (issue 30). A round is its tournament's latest when no
 * newer selectable round of the player has the same tournament; the newest N such rounds name the
 * tournaments, whose rounds are then read by the tournament index.
 */
function lastTournamentsSelect(db: Db) {
  const accountId = sql.placeholder('accountId');
  const holeCounts = sql.placeholder('holeCounts');
  const withUnfinished = sql.placeholder('withUnfinished');
  const selectable = (table: string) =>
    sql`${sql.raw(table)}.hole_count in (select value from json_each(${holeCounts})) and (${withUnfinished} = 1 or ${sql.raw(table)}.in_progress = 0)`;
  const latestTournaments = sql`select latest.tournament_id from rounds as latest indexed by rounds_account_date_idx
    where latest.account_id = ${accountId} and latest.tournament_id is not null and ${selectable('latest')}
      and not exists (select 1 from rounds as newer indexed by rounds_tournament_idx
        where newer.tournament_id = latest.tournament_id and newer.account_id = latest.account_id
          and ${selectable('newer')}
          and (newer.played_on, newer.started_at, newer.id) > (latest.played_on, latest.started_at, latest.id))
    order by latest.played_on desc, latest.started_at desc, latest.id desc
    limit ${sql.placeholder('count')}`;
  return db
    .select({ id: rounds.id })
    .from(rounds)
    .where(
      and(
        sql`${rounds.tournamentId} in (${latestTournaments})`,
        ofAccountById(accountId),
        sql`${rounds.holeCount} in (select value from json_each(${holeCounts}))`,
        sql`(${withUnfinished} = 1 or ${rounds.inProgress} = 0)`,
      ),
    )
    .orderBy(desc(rounds.playedOn), desc(rounds.startedAt), desc(rounds.id));
}

const lastTournamentsSelection = reusableQuery(lastTournamentsSelect);

/** How a quick filter is read: one statement text per shape (db/prepared.ts), and its values. */
type QuickFilterShape = { lastTournaments: true } | { lastTournaments: false; selection: SelectionShape };

function quickFilterShapeOf(
  accountId: number,
  filter: RoundFilter,
): { shape: QuickFilterShape; values: Record<string, unknown> } {
  const { shape, values } = selectionShapeOf(filter);
  const { timeframe, inProgress, ...conditions } = shape;
  const onlyHoleCounts = Object.entries(conditions).every(([, on]) => on === false || on === 'none');
  if (timeframe?.unit === 'tournaments' && timeframe.period === 'last' && onlyHoleCounts) {
    return {
      shape: { lastTournaments: true },
      values: {
        accountId,
        holeCounts: JSON.stringify(holeCountsOf(filter.holeCount)),
        count: values.count ?? 0,
        withUnfinished: Number(inProgress),
      },
    };
  }
  return { shape: { lastTournaments: false, selection: shape }, values: { ...values, accountId } };
}

/**
 * The rounds of a quick filter (spec 3 §9) for My Rounds and View Shots, as a statement whose rows
 * carry at least the round ids, newest first: Last N Tournaments from the newest rounds back
 * (`lastTournamentsSelect`); the others by `roundSelectionQuery`, which reads the newest N
 * rounds or a date range by the account's date index.
 */
export function myRoundsQuickFilterQuery(db: Db, accountId: number, filter: RoundFilter) {
  const { shape, values } = quickFilterShapeOf(accountId, filter);
  if (shape.lastTournaments) return lastTournamentsSelection(db, values);
  return roundSelectionQuery(db, accountId, filter);
}

/** The ids of a quick filter's rounds as a subquery, bound to the shape's placeholders. */
function quickFilterIdsSql(db: Db, shape: QuickFilterShape): SQL {
  if (shape.lastTournaments) return sql`(select "id" from (${lastTournamentsSelect(db)}))`;
  return selectionIdsSql(db, sql.placeholder('accountId'), shape.selection, SELECTION_PLACEHOLDERS);
}

const quickFilterHistory = reusableQueryByShape((db, shape: QuickFilterShape) =>
  historyOf(
    db,
    and(ofAccountById(sql.placeholder('accountId')), sql`${rounds.id} in ${quickFilterIdsSql(db, shape)}`),
  ),
);

const quickFilterHoles = reusableQueryByShape((db, shape: QuickFilterShape) =>
  holesOf(
    db,
    and(
      ofAccountById(sql.placeholder('accountId')),
      sql`${roundHoles.roundId} in ${quickFilterIdsSql(db, shape)}`,
    ),
  ),
);

/**
 * The rounds a quick filter selects with what the round list shows, newest first: its selection as a
 * subquery, so they are read in the same batch as the selection's ids (`myRoundsQuickFilterQuery`).
 */
export function myRoundsOfQuickFilterQuery(db: Db, accountId: number, filter: RoundFilter) {
  const { shape, values } = quickFilterShapeOf(accountId, filter);
  return quickFilterHistory(db, shape, values);
}

/** The holes of the rounds a quick filter selects (see `myRoundHolesQuery`), in the same batch too. */
export function myRoundHolesOfQuickFilterQuery(db: Db, accountId: number, filter: RoundFilter) {
  const { shape, values } = quickFilterShapeOf(accountId, filter);
  return quickFilterHoles(db, shape, values);
}
