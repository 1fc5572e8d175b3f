import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import {
  type AccountSearchPlan,
  accountSearchPlan,
  buildSearchIndex,
  LIKE_ESCAPE,
  likePattern,
  SEARCH_PAGE_SIZE,
} from '../../app/domain/search';
import type { Db } from '../client';
import {
  accountExtraInfo,
  accountProfiles,
  accountSearch,
  accounts,
  playerWebsiteManagement,
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

/** The index rows that stand for one matching account each (see accountSearchPlan). */
function matchCondition(plan: Exclude<AccountSearchPlan, { kind: 'none' }>): SQL | undefined {
  if (plan.kind === 'scan') {
    // The whole-name rows (the partial index account_search_names_idx), in result order.
    return and(eq(accountSearch.position, 0), sql`instr(${accountSearch.suffix}, ${plan.needle}) > 0`);
  }
  // Suffixes starting with the needle: a range seek on the primary key. A name holding the needle
  // twice has two such suffixes; only the one with no later occurrence counts, so no DISTINCT.
  return and(
    gte(accountSearch.suffix, plan.needle),
    plan.upper === null ? undefined : lt(accountSearch.suffix, plan.upper),
    sql`instr(substr(${accountSearch.suffix}, 2), ${plan.needle}) = 0`,
  );
}

/**
 * spec 1 §5 account search, in D1: searchable players whose first, last or full name contains the
 * query (case-insensitive), by last name then first name; the total and one page in one batch.
 */
export async function searchAccounts(
  db: Db,
  { query, page, pageSize = SEARCH_PAGE_SIZE }: { query: string; page: number; pageSize?: number },
): Promise<SearchPage<AccountHit>> {
  const plan = accountSearchPlan(query);
  // spec 1 §5: an empty query gives no results (and runs no query).
  if (plan.kind === 'none') return { total: 0, items: [] };
  const where = matchCondition(plan);
  const matches = db
    .select({ accountId: accountSearch.accountId, sortKey: accountSearch.sortKey })
    .from(accountSearch)
    .where(where)
    .orderBy(accountSearch.sortKey, accountSearch.accountId)
    .limit(pageSize)
    .offset(offsetOf(page, pageSize))
    .as('matches');
  const [[totalRow], items] = await db.batch([
    db.select({ total: count() }).from(accountSearch).where(where),
    db
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
      .innerJoin(accounts, eq(accounts.id, matches.accountId))
      .leftJoin(accountExtraInfo, eq(accountExtraInfo.accountId, accounts.id))
      .orderBy(matches.sortKey, matches.accountId),
  ]);
  return { total: totalRow?.total ?? 0, items };
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
 * rows. Call it after any write to those (account created or renamed, profile type or allowPublicSite
 * changed). The rewrite of each chunk is one atomic batch.
 */
export async function refreshAccountSearch(db: Db, accountIds: ReadonlyArray<number>): Promise<void> {
  for (let start = 0; start < accountIds.length; start += ACCOUNTS_PER_REFRESH) {
    const ids = accountIds.slice(start, start + ACCOUNTS_PER_REFRESH);
    const [accountRows, profileRows, managementRows] = await db.batch([
      db
        .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
        .from(accounts)
        .where(inArray(accounts.id, ids)),
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
    ]);
    const rows = buildSearchIndex(accountRows, profileRows, managementRows);
    const inserts = [];
    for (let i = 0; i < rows.length; i += INDEX_ROWS_PER_INSERT) {
      inserts.push(db.insert(accountSearch).values(rows.slice(i, i + INDEX_ROWS_PER_INSERT)));
    }
    await db.batch([db.delete(accountSearch).where(inArray(accountSearch.accountId, ids)), ...inserts]);
  }
}
