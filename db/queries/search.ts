import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { FEATURE_IDS } from '../../app/domain/access/features';
import {
  accountSearchPlan,
  buildSearchIndex,
  LIKE_ESCAPE,
  likePattern,
  SEARCH_PAGE_SIZE,
  type SearchIndexRow,
} from '../../app/domain/search/search';
import type { Db } from '../client';
import {
  accountExtraInfo,
  accountProfiles,
  accountSearch,
  accountSearchCounts,
  accounts,
  playerWebsiteManagement,
  websiteFeatureSettings,
} from '../schema/accounts';
import { organizations, rosters } from '../schema/organizations';

export type AccountHit = {
  id: number;
  username: string | null;
  firstName: string;
  lastName: string;
  imgUrl: string | null;
  college: string | null;
  highSchool: string | null;
};

export type OrganizationHit = {
  id: number;
  name: string;
  short: string;
  imgUrl: string | null;
  rosters: Array<{ id: number; name: string }>;
};

export type SearchPage<T> = { total: number; items: Array<T> };

function offsetOf(page: number, pageSize: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

/** The whole-name rows (the partial index account_search_names_idx) containing the needle. */
function nameContains(needle: string): SQL | undefined {
  return and(eq(accountSearch.position, 0), sql`instr(${accountSearch.suffix}, ${needle}) > 0`);
}

/**
 * The suffixes starting with the needle: a range seek on the primary key. A name holding the needle
 * twice has two such suffixes; only the one with no later occurrence counts, so no DISTINCT.
 */
function suffixStartsWith(needle: string, upper: string | null): SQL | undefined {
  return and(
    gte(accountSearch.suffix, needle),
    upper === null ? undefined : lt(accountSearch.suffix, upper),
    sql`instr(substr(${accountSearch.suffix}, 2), ${needle}) = 0`,
  );
}

/**
 * Above this many matches a page is found faster by walking the names in result order (it stops
 * after a page) than by sorting every match; below it, sorting the few matches beats the walk.
 */
const WALK_ABOVE_MATCHES = 1000;

/** Needles up to this many characters have stored totals (account_search_counts). */
const COUNTED_NEEDLE_MAX = 2;

/**
 * spec 1 §5 account search, in D1: searchable players whose first, last or full name contains the
 * query (case-insensitive), by last name then first name; the total and one page in one batch.
 */
export async function searchAccounts(
  db: Db,
  {
    query,
    page,
    pageSize = SEARCH_PAGE_SIZE,
    walkAboveMatches = WALK_ABOVE_MATCHES,
  }: { query: string; page: number; pageSize?: number; walkAboveMatches?: number },
): Promise<SearchPage<AccountHit>> {
  const plan = accountSearchPlan(query);
  // spec 1 §5: an empty query gives no results (and runs no query).
  if (plan.kind === 'none') return { total: 0, items: [] };
  const offset = offsetOf(page, pageSize);

  /**
   * One page of the matches `where` selects, in result order. The LIMIT is an expression so that a
   * page statement can be switched off by a condition SQLite evaluates once before reading a row
   * (LIMIT 0 skips the statement; a constant WHERE term with a subquery would be tested per row).
   */
  function pageOf(where: SQL | undefined, limit: SQL | number = pageSize) {
    // Raw SQL for the inner select only: Drizzle types a LIMIT as a number.
    const matches = sql`(
      SELECT ${accountSearch.accountId} AS "account_id", ${accountSearch.sortKey} AS "sort_key"
      FROM ${accountSearch} WHERE ${where}
      ORDER BY ${accountSearch.sortKey}, ${accountSearch.accountId}
      LIMIT ${limit} OFFSET ${offset}
    ) AS "matches"`;
    return db
      .select({
        id: accounts.id,
        username: accounts.username,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        imgUrl: accounts.imgUrl,
        college: accountExtraInfo.college,
        highSchool: accountExtraInfo.highSchool,
      })
      .from(matches)
      .innerJoin(accounts, sql`${accounts.id} = "matches"."account_id"`)
      .leftJoin(accountExtraInfo, eq(accountExtraInfo.accountId, accounts.id))
      .orderBy(sql`"matches"."sort_key"`, sql`"matches"."account_id"`);
  }

  // One- and two-character needles match a large share of the names: their totals are kept in
  // account_search_counts, so no statement counts thousands of index rows.
  const counted = [...plan.needle].length <= COUNTED_NEEDLE_MAX;
  const total = counted
    ? db
        .select({ total: accountSearchCounts.total })
        .from(accountSearchCounts)
        .where(eq(accountSearchCounts.needle, plan.needle))
    : null;

  if (plan.kind === 'scan') {
    const where = nameContains(plan.needle);
    const [[totalRow], items] = await db.batch([
      total ?? db.select({ total: count() }).from(accountSearch).where(where),
      pageOf(where),
    ]);
    return { total: totalRow?.total ?? 0, items };
  }

  const range = suffixStartsWith(plan.needle, plan.upper);
  // Both page statements go in the one batch and exactly one of them runs: the sorted matches when
  // there are few, else the walk. The probe is the stored total, or else reads at most
  // walkAboveMatches + 1 index entries.
  const probe = counted
    ? sql`(SELECT coalesce(max(${accountSearchCounts.total}), 0) FROM ${accountSearchCounts} WHERE ${accountSearchCounts.needle} = ${plan.needle})`
    : sql`(SELECT count(*) FROM (SELECT 1 FROM ${accountSearch} WHERE ${range} LIMIT ${walkAboveMatches + 1}))`;
  const [[totalRow], sorted, walked] = await db.batch([
    total ?? db.select({ total: count() }).from(accountSearch).where(range),
    pageOf(range, sql`CASE WHEN ${probe} <= ${walkAboveMatches} THEN ${pageSize} ELSE 0 END`),
    pageOf(
      nameContains(plan.needle),
      sql`CASE WHEN ${probe} > ${walkAboveMatches} THEN ${pageSize} ELSE 0 END`,
    ),
  ]);
  return { total: totalRow?.total ?? 0, items: [...sorted, ...walked] };
}

/**
 * spec 1 §5 organization search: name or short name contains the query (LIKE ignores ASCII case;
 * there are few organizations, so a scan is cheap). Total, one page and the page's rosters in one batch.
 */
export async function searchOrganizations(
  db: Db,
  { query, page, pageSize = SEARCH_PAGE_SIZE }: { query: string; page: number; pageSize?: number },
): Promise<SearchPage<OrganizationHit>> {
  const pattern = likePattern(query);
  if (pattern === null) return { total: 0, items: [] };
  const escapeChar = sql.raw(`'${LIKE_ESCAPE}'`);
  const where = sql`(${organizations.name} LIKE ${pattern} ESCAPE ${escapeChar} OR ${organizations.short} LIKE ${pattern} ESCAPE ${escapeChar})`;
  const order = [sql`${organizations.name} COLLATE NOCASE`, organizations.id];
  const pageIds = db
    .select({ id: organizations.id })
    .from(organizations)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  const [[totalRow], items, rosterRows] = await db.batch([
    db.select({ total: count() }).from(organizations).where(where),
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        short: organizations.short,
        imgUrl: organizations.imgUrl,
      })
      .from(organizations)
      .where(inArray(organizations.id, pageIds))
      .orderBy(...order),
    db
      .select({ id: rosters.id, organizationId: rosters.organizationId, name: rosters.name })
      .from(rosters)
      .where(inArray(rosters.organizationId, pageIds))
      .orderBy(sql`${rosters.season} DESC`, rosters.name, rosters.id),
  ]);
  return {
    total: totalRow?.total ?? 0,
    items: items.map((organization) => ({
      ...organization,
      rosters: rosterRows
        .filter((roster) => roster.organizationId === organization.id)
        .map(({ id, name }) => ({ id, name })),
    })),
  };
}

// D1 binds at most 100 parameters per statement.
const ACCOUNTS_PER_REFRESH = 90;
const INDEX_ROWS_PER_INSERT = 25;

/**
 * Rewrites the search index rows of these accounts from their names, profiles and website-management
 * rows. Call it after any write to those (account created or renamed, profile type, allowPublicSite or
 * the website setting changed). The rewrite of each chunk is one atomic batch.
 */
export async function refreshAccountSearch(db: Db, accountIds: ReadonlyArray<number>): Promise<void> {
  for (let start = 0; start < accountIds.length; start += ACCOUNTS_PER_REFRESH) {
    const ids = accountIds.slice(start, start + ACCOUNTS_PER_REFRESH);
    const [accountRows, profileRows, managementRows, websiteRows] = await db.batch([
      db
        .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
        .from(accounts)
        .where(inArray(accounts.id, ids)),
      ...searchIndexSourceQueries(db, ids),
    ]);
    const rows = buildSearchIndex(accountRows, profileRows, managementRows, websiteRows);
    await db.batch(accountSearchWrites(db, ids, rows));
  }
}

/**
 * Besides the names, what an account's index rows are built from: its profiles, website-management
 * entries and website (88) setting.
 */
export function searchIndexSourceQueries(db: Db, accountIds: ReadonlyArray<number>) {
  const ids = [...accountIds];
  return [
    db
      .select({ accountId: accountProfiles.accountId, profileTypeId: accountProfiles.profileTypeId })
      .from(accountProfiles)
      .where(inArray(accountProfiles.accountId, ids)),
    db
      .select({
        accountId: playerWebsiteManagement.accountId,
        allowPublicSite: playerWebsiteManagement.allowPublicSite,
      })
      .from(playerWebsiteManagement)
      .where(inArray(playerWebsiteManagement.accountId, ids)),
    db
      .select({ accountId: websiteFeatureSettings.accountId, isPublic: websiteFeatureSettings.isPublic })
      .from(websiteFeatureSettings)
      .where(
        and(
          inArray(websiteFeatureSettings.accountId, ids),
          eq(websiteFeatureSettings.featureId, FEATURE_IDS.website),
        ),
      ),
  ] as const;
}

/**
 * The statements that replace the index rows of `accountIds` by `rows`, for a batch of their own or
 * the batch of the write that changed the names (one atomic write).
 */
export function accountSearchWrites(
  db: Db,
  accountIds: ReadonlyArray<number>,
  rows: ReadonlyArray<SearchIndexRow>,
): [BatchItem<'sqlite'>, ...Array<BatchItem<'sqlite'>>] {
  const inserts = [];
  for (let i = 0; i < rows.length; i += INDEX_ROWS_PER_INSERT) {
    inserts.push(db.insert(accountSearch).values(rows.slice(i, i + INDEX_ROWS_PER_INSERT)));
  }
  return [db.delete(accountSearch).where(inArray(accountSearch.accountId, [...accountIds])), ...inserts];
}
