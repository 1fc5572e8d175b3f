import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  not,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { DiscoveryFilters, Period, Sort } from '../../app/domain/search/discovery';
import {
  DISCOVERY_ROW_VERSION,
  type DiscoveryRow,
  discoveryRow,
  LAST_ROUNDS,
  type SummaryFacts,
  type SummaryRound,
  twelveMonthsBefore,
} from '../../app/domain/search/discovery-summary';
import { normalizeQuery, SEARCH_PAGE_SIZE } from '../../app/domain/search/search';
import type { Db } from '../client';
import { accountExtraInfo, accountSearch, accounts, websiteFeatureSettings } from '../schema/accounts';
import { swingVideos } from '../schema/content';
import { organizations, rosterMembers, rosters } from '../schema/organizations';
import { playerDiscovery } from '../schema/player-discovery';
import { flagTotalColumn, roundFlagTotals, roundStatTotals } from '../schema/round-flag-totals';
import { rounds } from '../schema/rounds';
import type { RoundShards } from '../shards';
import { continueRebuild, type DerivedTable, markRebuilt } from './derived-rebuilds';
import { currentIndexSql } from './handicap';
import { groupByShard, playerShardsQuery } from './player-shards';
import { searchIndexSourceQueries } from './search';

// D1 binds at most 100 parameters per statement: the rounds' statement names the ids twice, and a
// row has 27 columns, so three rows per insert.
const ACCOUNTS_PER_REFRESH = 45;
const ROWS_PER_INSERT = 3;

/** A full 18-hole round: finished, every hole scored (as `isFullEighteen` counts it). */
const fullRound = and(
  eq(rounds.inProgress, false),
  eq(rounds.holeCount, 18),
  sql`${roundFlagTotals.scoredHoles} = 18`,
  sql`${roundFlagTotals.score} IS NOT NULL`,
);

/**
 * The full 18-hole rounds of some accounts that their discovery rows read: every one since the
 * earliest of the 12 months before the latest, the latest's calendar year and the tenth latest
 * (decision 093). Each player's own rounds, through rounds_account_date_idx; run when a round is
 * written, never when a page is read.
 */
function summaryRoundsQuery(db: Db, accountIds: Array<number>) {
  const latest = sql`max(${rounds.playedOn})`;
  const tenthLatest = sql`(SELECT r3.played_on FROM "rounds" r3 JOIN "round_flag_totals" f3 ON f3.round_id = r3.id
    WHERE r3.account_id = ${rounds.accountId} AND r3.in_progress = 0 AND r3.hole_count = 18
      AND f3.scored_holes = 18 AND f3.score IS NOT NULL
    ORDER BY r3.played_on DESC LIMIT 1 OFFSET ${LAST_ROUNDS - 1})`;
  const bounds = db
    .select({
      accountId: sql<number>`${rounds.accountId}`.as('bound_account'),
      start:
        sql<string>`min(date(${latest}, '-1 year'), strftime('%Y-01-01', ${latest}), coalesce(${tenthLatest}, '0000-00-00'))`.as(
          'bound_start',
        ),
    })
    .from(rounds)
    .innerJoin(roundFlagTotals, eq(flagTotalColumn('roundId'), rounds.id))
    .where(and(inArray(rounds.accountId, accountIds), fullRound))
    .groupBy(rounds.accountId)
    .as('bounds');
  return db
    .select({
      accountId: rounds.accountId,
      playedOn: rounds.playedOn,
      score: sql<number>`${roundFlagTotals.score}`.mapWith(Number),
      sgOffTheTee: roundStatTotals.sgOffTheTee,
      sgApproach: roundStatTotals.sgApproach,
      sgAroundTheGreen: roundStatTotals.sgAroundTheGreen,
      sgPutting: roundStatTotals.sgPutting,
      sgHoles: roundStatTotals.sgHoles,
    })
    .from(rounds)
    .innerJoin(roundFlagTotals, eq(flagTotalColumn('roundId'), rounds.id))
    .leftJoin(roundStatTotals, eq(roundStatTotals.roundId, rounds.id))
    .innerJoin(bounds, eq(bounds.accountId, rounds.accountId))
    .where(and(inArray(rounds.accountId, accountIds), fullRound, gte(rounds.playedOn, bounds.start)));
}

/** What a player's row is built from besides the rounds, read for many accounts in one batch. */
function summaryFactQueries(db: Db, ids: Array<number>) {
  return [
    db
      .select({
        id: accounts.id,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        gender: accounts.gender,
        hometown: accountExtraInfo.hometown,
        college: accountExtraInfo.college,
        collegeEndDate: accountExtraInfo.collegeEndDate,
        highSchool: accountExtraInfo.highSchool,
        highSchoolEndDate: accountExtraInfo.highSchoolEndDate,
        handicapIndex: accountExtraInfo.handicapIndex,
      })
      .from(accounts)
      .leftJoin(accountExtraInfo, eq(accountExtraInfo.accountId, accounts.id))
      .where(inArray(accounts.id, ids)),
    db
      .select({
        accountId: websiteFeatureSettings.accountId,
        featureId: websiteFeatureSettings.featureId,
        isPublic: websiteFeatureSettings.isPublic,
        isPhoneVerified: websiteFeatureSettings.isPhoneVerified,
      })
      .from(websiteFeatureSettings)
      .where(inArray(websiteFeatureSettings.accountId, ids)),
    // The player's organization: that of the roster of the latest season.
    db
      .select({ accountId: rosterMembers.accountId, organizationId: rosters.organizationId })
      .from(rosterMembers)
      .innerJoin(rosters, eq(rosters.id, rosterMembers.rosterId))
      .where(inArray(rosterMembers.accountId, ids))
      .orderBy(sql`${rosters.season} DESC`, rosters.id),
    db
      .select({ accountId: swingVideos.accountId, videos: count() })
      .from(swingVideos)
      .where(inArray(swingVideos.accountId, ids))
      .groupBy(swingVideos.accountId),
  ] as const;
}

/** The discovery rows as a derived table (decision 097): rebuilt by the scheduled run when their rules change. */
const DISCOVERY_ROWS: DerivedTable = {
  name: 'player_discovery',
  version: DISCOVERY_ROW_VERSION,
  refresh: refreshPlayerDiscovery,
};

/** Continues the rebuild of the discovery rows (`continueRebuild`); how many accounts it rewrote. */
export function rebuildDiscoveryRows(dir: Db, shards: RoundShards, maxAccounts: number): Promise<number> {
  return continueRebuild(dir, shards, DISCOVERY_ROWS, maxAccounts);
}

/** Records how far the rebuild of the discovery rows has come (the seed: all of them, `finished`). */
export function markDiscoveryRebuilt(db: Db, afterAccountId: number, finished: boolean): Promise<void> {
  return markRebuilt(db, DISCOVERY_ROWS, afterAccountId, finished);
}

/**
 * Rewrites the discovery rows of these accounts (issue 33 §2, decision 093) from their rounds,
 * profile facts and website settings: call it after any write to those — a round written or its
 * holes re-derived, the website settings, the search index refreshed. A player who is not listed
 * loses the row. Each chunk is one read batch and one write batch.
 */
export async function refreshPlayerDiscovery(
  dir: Db,
  shards: RoundShards,
  accountIds: ReadonlyArray<number>,
): Promise<void> {
  const unique = [...new Set(accountIds)];
  for (let start = 0; start < unique.length; start += ACCOUNTS_PER_REFRESH) {
    const ids = unique.slice(start, start + ACCOUNTS_PER_REFRESH);
    const [profiles, management, website, people, settings, memberships, videos, placed] = await dir.batch([
      ...searchIndexSourceQueries(dir, ids),
      ...summaryFactQueries(dir, ids),
      playerShardsQuery(dir, ids),
    ]);
    // Each shard's players' rounds and current index, the shards at once (decision 119).
    const fromShards = await Promise.all(
      [...groupByShard(placed)].map(([name, shardIds]) => {
        const shard = shards.db(name);
        return shard.batch([
          summaryRoundsQuery(shard, shardIds),
          shard
            .select({ accountId: accounts.id, index: currentIndexSql(accounts.id) })
            .from(accounts)
            .where(inArray(accounts.id, shardIds)),
        ]);
      }),
    );
    const roundRows = fromShards.flatMap(([played]) => played);
    const indexOf = new Map(
      fromShards.flatMap(([, indexes]) => indexes.map((row) => [row.accountId, row.index])),
    );
    const rows: Array<DiscoveryRow> = [];
    for (const person of people) {
      const facts: SummaryFacts = {
        accountId: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        gender: person.gender,
        hometown: person.hometown ?? null,
        college: person.college ?? null,
        collegeEndDate: person.collegeEndDate ?? null,
        highSchool: person.highSchool ?? null,
        highSchoolEndDate: person.highSchoolEndDate ?? null,
        handicapIndex: person.handicapIndex ?? null,
        computedIndex: indexOf.get(person.id) ?? null,
        profileTypeIds: profiles.filter((p) => p.accountId === person.id).map((p) => p.profileTypeId),
        websiteManagement: management.filter((m) => m.accountId === person.id),
        website: website.find((w) => w.accountId === person.id) ?? null,
        settings: settings.filter((s) => s.accountId === person.id),
        organizationId: memberships.find((m) => m.accountId === person.id)?.organizationId ?? null,
        swingVideos: videos.find((v) => v.accountId === person.id)?.videos ?? 0,
      };
      const played: Array<SummaryRound> = roundRows
        .filter((r) => r.accountId === person.id)
        .map((r) => ({
          playedOn: r.playedOn,
          score: r.score ?? 0,
          sgOffTheTee: r.sgOffTheTee ?? 0,
          sgApproach: r.sgApproach ?? 0,
          sgAroundTheGreen: r.sgAroundTheGreen ?? 0,
          sgPutting: r.sgPutting ?? 0,
          sgHoles: r.sgHoles ?? 0,
        }));
      const row = discoveryRow(facts, played);
      if (row) rows.push(row);
    }
    await dir.batch([
      dir.delete(playerDiscovery).where(inArray(playerDiscovery.accountId, ids)),
      ...chunk(rows, ROWS_PER_INSERT).map((part) => dir.insert(playerDiscovery).values(part)),
    ]);
  }
}

function chunk<T>(items: ReadonlyArray<T>, size: number): Array<Array<T>> {
  const parts: Array<Array<T>> = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

// ------------------------------------------------------------------------------------------------
// Reading
// ------------------------------------------------------------------------------------------------

const d = playerDiscovery;

const PERIOD_COLUMNS: Record<Period, { avg: SQLiteColumn; rounds: SQLiteColumn }> = {
  last10: { avg: d.avgLast10, rounds: d.roundsLast10 },
  '12m': { avg: d.avg12m, rounds: d.rounds12m },
  season: { avg: d.avgSeason, rounds: d.roundsSeason },
};

/**
 * Whether the row's figures of `period` are current on `today`: the 12-month figures and strokes
 * gained need a round within the last twelve months, the season's a round this calendar year.
 */
function periodIsCurrent(period: Period, today: string): SQL | undefined {
  if (period === 'season') return eq(d.season, Number(today.slice(0, 4)));
  if (period === '12m') return sql`${d.latestRound} > ${twelveMonthsBefore(today)}`;
  return undefined;
}

function sgIsCurrent(today: string): SQL {
  return sql`${d.latestRound} > ${twelveMonthsBefore(today)}`;
}

/** The expression a figure is read through: null when the row has no current figure. */
function figure(column: SQLWrapper, current: SQL | undefined): SQL {
  return current === undefined ? sql`${column}` : sql`CASE WHEN ${current} THEN ${column} END`;
}

const SG_COLUMNS = {
  sgOtt: d.sgOffTheTee,
  sgApp: d.sgApproach,
  sgArg: d.sgAroundTheGreen,
  sgPutt: d.sgPutting,
} as const;

/** The column a sort orders by, and the condition under which a row has a value for it. */
function sortKey(sort: Sort, period: Period, today: string): { column: SQLiteColumn; has: SQL | undefined } {
  const columns = PERIOD_COLUMNS[period];
  const withValue = (column: SQLiteColumn, current: SQL | undefined) => ({
    column,
    has: and(isNotNull(column), current),
  });
  switch (sort) {
    case 'name':
      return { column: d.sortName, has: undefined };
    case 'grad':
      return withValue(d.gradYear, undefined);
    case 'handicap':
      return withValue(d.handicap, undefined);
    case 'avg':
      return withValue(columns.avg, periodIsCurrent(period, today));
    case 'rounds':
      return withValue(columns.rounds, periodIsCurrent(period, today));
    case 'sg':
      return withValue(d.sgTotal, sgIsCurrent(today));
    default:
      return withValue(SG_COLUMNS[sort], sgIsCurrent(today));
  }
}

/**
 * A filter's column as the query planner may use it: through an index only when `seek` (the sort's
 * own column, whose index the page walks, or the state's index with its class years); otherwise as
 * `+column`, which SQLite checks on each row it reads but never seeks by. A wide range read through
 * an index costs a table lookup per row — about 25 times a row of a plain scan (decision 093's
 * addendum) — so a class, gender or region filter must not choose the index the page walks.
 */
function planned(column: SQLiteColumn, seek: boolean): SQLWrapper {
  return seek ? column : sql`+${column}`;
}

/**
 * The WHERE of some filters (every one that is set); `sortColumn` is the column the page walks, or
 * `'count'` for the count, which walks no sort and may seek by any filter: every sort index holds the
 * filtered columns (decision 112), so a range sought through one is read from the index alone.
 */
function filterConditions(
  filters: DiscoveryFilters,
  query: string,
  today: string,
  sortColumn: SQLiteColumn | 'count',
): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  const column = (c: SQLiteColumn) => planned(c, sortColumn === 'count' || c === sortColumn);
  const range = (c: SQLWrapper, min: number | null, max: number | null) => {
    if (min !== null) conditions.push(gte(c, min));
    if (max !== null) conditions.push(lte(c, max));
  };
  // (state, class year) narrows to a few hundred rows: the one filter index worth seeking.
  range(
    planned(d.gradYear, filters.state !== null || sortColumn === 'count' || sortColumn === d.gradYear),
    filters.grad.min,
    filters.grad.max,
  );
  if (filters.gender) conditions.push(eq(column(d.gender), filters.gender));
  if (filters.country) conditions.push(eq(column(d.country), filters.country));
  if (filters.state) conditions.push(eq(d.state, filters.state));
  if (filters.region) conditions.push(eq(column(d.region), filters.region));
  if (filters.org)
    conditions.push(
      eq(
        d.organizationId,
        sql`(SELECT ${organizations.id} FROM ${organizations} WHERE ${organizations.short} = ${filters.org})`,
      ),
    );
  range(column(d.handicap), filters.handicap.min, filters.handicap.max);
  const columns = PERIOD_COLUMNS[filters.period];
  const current = periodIsCurrent(filters.period, today);
  const usesPeriod = filters.avg.min !== null || filters.avg.max !== null || filters.minRounds !== null;
  if (usesPeriod && current) conditions.push(current);
  range(column(columns.avg), filters.avg.min, filters.avg.max);
  if (filters.minRounds !== null) conditions.push(gte(column(columns.rounds), filters.minRounds));
  const sgFilters = Object.entries(SG_COLUMNS).filter(
    ([category]) => filters.sgCategoryMin[category as keyof typeof SG_COLUMNS] !== null,
  );
  if (filters.sgMin !== null || sgFilters.length > 0) conditions.push(sgIsCurrent(today));
  if (filters.sgMin !== null) conditions.push(gte(column(d.sgTotal), filters.sgMin));
  for (const [category, c] of sgFilters) {
    conditions.push(gte(column(c), filters.sgCategoryMin[category as keyof typeof SG_COLUMNS] ?? 0));
  }
  if (filters.video) conditions.push(sql`${column(d.hasVideo)} = 1`);
  if (filters.resume) conditions.push(sql`${column(d.hasResume)} = 1`);
  const needle = normalizeQuery(query);
  if (needle !== '')
    conditions.push(
      inArray(
        d.accountId,
        sql`(SELECT ${accountSearch.accountId} FROM ${accountSearch} WHERE ${accountSearch.position} = 0 AND instr(${accountSearch.suffix}, ${needle}) > 0)`,
      ),
    );
  return and(...conditions);
}

export type DiscoveryHit = {
  id: number;
  username: string | null;
  firstName: string;
  lastName: string;
  imgUrl: string | null;
  college: string | null;
  highSchool: string | null;
  gradYear: number | null;
  gender: 'M' | 'F' | null;
  state: string | null;
  organization: string | null;
  handicap: number | null;
  handicapClaimed: boolean;
  rounds: number | null;
  average: number | null;
  sgTotal: number | null;
  sgOffTheTee: number | null;
  sgApproach: number | null;
  sgAroundTheGreen: number | null;
  sgPutting: number | null;
  hasVideo: boolean;
  hasResume: boolean;
};

/**
 * The columns of a discovery hit (`DiscoveryHit`): the player, the row's facts and the figures of
 * `period` as they are current on `today` (null when not). Joins `accounts`, `account_extra_info` and
 * `organizations` on the row; the watch lists (issue 33 §3) read their players' figures through it.
 */
export function discoveryHitColumns(period: Period, today: string) {
  const columns = PERIOD_COLUMNS[period];
  const periodCurrent = periodIsCurrent(period, today);
  const sgCurrent = sgIsCurrent(today);
  const nullable = (v: unknown) => (v === null ? null : Number(v));
  return {
    id: accounts.id,
    username: accounts.username,
    firstName: accounts.firstName,
    lastName: accounts.lastName,
    imgUrl: accounts.imgUrl,
    college: accountExtraInfo.college,
    highSchool: accountExtraInfo.highSchool,
    gradYear: d.gradYear,
    gender: d.gender,
    state: d.state,
    organization: organizations.name,
    handicap: d.handicap,
    handicapClaimed: d.handicapClaimed,
    rounds: figure(columns.rounds, periodCurrent).mapWith(nullable),
    average: figure(columns.avg, periodCurrent).mapWith(nullable),
    sgTotal: figure(d.sgTotal, sgCurrent).mapWith(nullable),
    sgOffTheTee: figure(d.sgOffTheTee, sgCurrent).mapWith(nullable),
    sgApproach: figure(d.sgApproach, sgCurrent).mapWith(nullable),
    sgAroundTheGreen: figure(d.sgAroundTheGreen, sgCurrent).mapWith(nullable),
    sgPutting: figure(d.sgPutting, sgCurrent).mapWith(nullable),
    hasVideo: d.hasVideo,
    hasResume: d.hasResume,
  };
}

type DiscoveryArgs = {
  filters: DiscoveryFilters;
  query?: string;
  page: number;
  today: string;
  pageSize?: number;
};

/**
 * Discovery counts its matches up to this many (decision 093's addendum): a count reads every match,
 * and a coach narrows a search long before paging through a thousand players. Past it the page says
 * "1000+" and pages through the first thousand.
 */
export const DISCOVERY_COUNT_CAP = 1000;

/** The rows `where` selects, at most `cap` of them: what a capped count counts. */
function matches(db: Db, where: SQL | undefined, cap: number) {
  return db
    .select({ one: sql`1`.as('one') })
    .from(d)
    .where(where)
    .limit(cap);
}

/**
 * The statements of a discovery search: the total (up to DISCOVERY_COUNT_CAP + 1), and the page — in
 * one statement when the sort key is never missing, else the players with the figure and then, once
 * they run out, those without it by name (LIMIT and OFFSET computed by SQLite from the first part's
 * count, itself read only as far as this page needs).
 */
export function discoveryStatements(
  db: Db,
  { filters, query = '', page, today, pageSize: fullPage = SEARCH_PAGE_SIZE }: DiscoveryArgs,
) {
  const key = sortKey(filters.sort, filters.period, today);
  const where = filterConditions(filters, query, today, key.column);
  const offset = (Math.max(1, Math.floor(page)) - 1) * fullPage;
  // The last page ends at the cap, as the count does.
  const pageSize = Math.max(0, Math.min(fullPage, DISCOVERY_COUNT_CAP - offset));
  const order = filters.dir === 'asc' ? asc : desc;
  const select = discoveryHitColumns(filters.period, today);
  // The hits' rows, from `db` or from `db.with(…)` when the statement names a WITH table.
  const hits = (from: Pick<Db, 'select'>, part: SQL | undefined) =>
    from
      .select(select)
      .from(d)
      .innerJoin(accounts, eq(accounts.id, d.accountId))
      .leftJoin(accountExtraInfo, eq(accountExtraInfo.accountId, d.accountId))
      .leftJoin(organizations, eq(organizations.id, d.organizationId))
      .where(and(where, part));
  const ordered = (part: SQL | undefined) =>
    hits(db, part).orderBy(order(key.column), order(d.accountId)).limit(pageSize).offset(offset);
  const counted = filterConditions(filters, query, today, 'count');
  const total = db
    .select({ total: count() })
    .from(matches(db, counted, DISCOVERY_COUNT_CAP + 1).as('matches'));
  if (key.has === undefined) return { total, pages: [ordered(undefined)] as const };
  // How many players with the figure come before this page's end — all the tail needs to know —
  // counted once (SQLite materialises a WITH table named twice).
  const withValue = db
    .$with('with_value')
    .as(db.select({ n: count().as('n') }).from(matches(db, and(where, key.has), offset + pageSize).as('m')));
  const tail = hits(db.with(withValue), not(sql`coalesce(${key.has}, 0)`))
    .orderBy(asc(d.sortName), asc(d.accountId))
    .limit(sql`(SELECT max(0, ${pageSize} - max(0, n - ${offset})) FROM ${withValue})` as unknown as number)
    .offset(sql`(SELECT max(0, ${offset} - n) FROM ${withValue})` as unknown as number);
  return { total, pages: [ordered(key.has), tail] as const };
}

/**
 * Issue 33 §1: the listed players the filters select, `sort`ed with the players lacking that figure
 * last, and their total (`more` when there are more than DISCOVERY_COUNT_CAP: `total` is then the
 * cap); one batch. `today` (YYYY-MM-DD) decides which figures are current.
 */
export async function discoverPlayers(
  db: Db,
  args: DiscoveryArgs,
): Promise<{ total: number; more: boolean; items: Array<DiscoveryHit> }> {
  const { total, pages } = discoveryStatements(db, args);
  const [[totalRow], ...parts] = await db.batch([total, ...pages]);
  const counted = totalRow?.total ?? 0;
  return {
    total: Math.min(counted, DISCOVERY_COUNT_CAP),
    more: counted > DISCOVERY_COUNT_CAP,
    items: parts.flat(),
  };
}

/** The organizations a discovery search can be narrowed to, by name (there are few). */
export function organizationChoices(db: Db) {
  return db
    .select({ short: organizations.short, name: organizations.name })
    .from(organizations)
    .orderBy(sql`${organizations.name} COLLATE NOCASE`, organizations.id);
}

/**
 * The front page's comparison (issue 33 §6): the two listed players with the best scoring average over
 * their last ten full rounds among those with strokes gained, with the figures anyone may see (a
 * hidden figure is null in the row, so such a player is not chosen). Walks the average's index.
 */
export function frontPagePairQuery(db: Db) {
  return db
    .select({
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      avgLast10: playerDiscovery.avgLast10,
      sgTotal: playerDiscovery.sgTotal,
      sgOffTheTee: playerDiscovery.sgOffTheTee,
      sgApproach: playerDiscovery.sgApproach,
      sgAroundTheGreen: playerDiscovery.sgAroundTheGreen,
      sgPutting: playerDiscovery.sgPutting,
    })
    .from(playerDiscovery)
    .innerJoin(accounts, eq(accounts.id, playerDiscovery.accountId))
    .where(and(isNotNull(playerDiscovery.avgLast10), isNotNull(playerDiscovery.sgTotal)))
    .orderBy(asc(playerDiscovery.avgLast10), asc(playerDiscovery.accountId))
    .limit(2);
}
