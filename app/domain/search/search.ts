export type SearchType = 'account' | 'organization';

export type SearchableAccount = {
  profileTypeIds: ReadonlyArray<number>;
  websiteManagement: ReadonlyArray<{ allowPublicSite: boolean | null }>;
  /** The account's website (feature 88) setting, null when it has none. */
  website: { isPublic: boolean | null } | null;
};

export type AccountName = { firstName?: string | null; lastName?: string | null };
export type OrganizationName = { name: string; short: string };

/** The escape character `likePattern` uses; write `LIKE ? ESCAPE '\'` in SQL. */
export const LIKE_ESCAPE = '\\';

// spec 1 §5 / §6: profile types that make an account publicly searchable as a player.
export const PLAYER_PROFILE_TYPE_IDS: ReadonlyArray<number> = [4, 5, 6, 7, 12];

/** Only the exact values "account" and "organization" are recognised. */
export function searchType(param: string | null | undefined): SearchType {
  // spec 1 §2: query parameter type, default account; invalid values fall back to account.
  return param === 'organization' ? 'organization' : 'account';
}

/** Trimmed, lower-cased, inner runs of whitespace collapsed to one space (full names use one space). */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function isSearchablePlayer(account: SearchableAccount): boolean {
  // spec 1 §5: a profile of type 4, 5, 6, 7 or 12, and no entry disallows the public site (null allows).
  const isPlayer = account.profileTypeIds.some((id) => PLAYER_PROFILE_TYPE_IDS.includes(id));
  // A private profile (spec 1 §6: website isPublic false, which sends visitors home) is not listed
  // either: its name and photo must not be found by someone it is closed to (decision 089).
  const isPrivate = account.website?.isPublic === false;
  return isPlayer && !isPrivate && account.websiteManagement.every((w) => w.allowPublicSite !== false);
}

/** Not `fullName`: its "User" fallback must not make nameless accounts match the query "user". */
export function matchesAccount(query: string, account: AccountName): boolean {
  // spec 1 §5: case-insensitive substring on first name, last name or full name; empty query matches nothing.
  const q = normalizeQuery(query);
  if (q === '') return false;
  const first = normalizeQuery(account.firstName ?? '');
  const last = normalizeQuery(account.lastName ?? '');
  const full = [first, last].filter(Boolean).join(' ');
  return [first, last, full].some((field) => field.includes(q));
}

export function matchesOrganization(query: string, organization: OrganizationName): boolean {
  // spec 1 §5: organizations match on name or short name, case-insensitive substring.
  const q = normalizeQuery(query);
  if (q === '') return false;
  return [organization.name, organization.short].some((field) => normalizeQuery(field).includes(q));
}

export function searchAccounts<T extends SearchableAccount & AccountName>(
  query: string,
  accounts: ReadonlyArray<T>,
): Array<T> {
  // spec 1 §5: accounts are listed only when searchable players; an empty query or list gives no results.
  return accounts.filter((a) => isSearchablePlayer(a) && matchesAccount(query, a));
}

export function searchOrganizations<T extends OrganizationName>(
  query: string,
  organizations: ReadonlyArray<T>,
): Array<T> {
  return organizations.filter((o) => matchesOrganization(query, o));
}

/**
 * A `%…%` substring pattern for `LIKE ? ESCAPE '\'` over the normalized query, or null for an empty
 * query (no results, rather than `%%` matching everything). SQLite's LIKE ignores ASCII case.
 */
export function likePattern(query: string): string | null {
  const q = normalizeQuery(query);
  if (q === '') return null;
  return `%${q.replace(/[\\%_]/g, (c) => `${LIKE_ESCAPE}${c}`)}%`;
}

// ─── The public search index (spec 1 §5 evaluated when an account is written, not per search) ───

/** Cards per page of the search results. */
export const SEARCH_PAGE_SIZE = 24;

/**
 * Cloudflare D1 limits a LIKE or GLOB pattern to 50 bytes of UTF-8 (SQLITE_LIMIT_LIKE_PATTERN_LENGTH);
 * a longer one fails the whole query ("LIKE or GLOB pattern too complex").
 */
export const D1_LIKE_PATTERN_MAX_BYTES = 50;

/**
 * The longest query of plain letters: its pattern adds a % at each end. Accented letters and other
 * scripts take 2 to 4 bytes, and % _ \ are escaped to two, so such queries fit fewer characters.
 */
export const SEARCH_QUERY_MAX = D1_LIKE_PATTERN_MAX_BYTES - 2;

/** Of a query that is refused, this much is shown back in the search box. */
export const SEARCH_QUERY_SHOWN_MAX = 200;

const utf8 = new TextEncoder();

/** The UTF-8 length of a query's LIKE pattern (0 for an empty query, which runs none). */
export function likePatternBytes(query: string): number {
  const pattern = likePattern(query);
  return pattern === null ? 0 : utf8.encode(pattern).byteLength;
}

/**
 * Why a query cannot be searched, or null when it can. One cap for both search types, so that a
 * query kept when the type toggles is never refused by the other type.
 */
export function searchQueryProblem(query: string): string | null {
  if (likePatternBytes(query) <= D1_LIKE_PATTERN_MAX_BYTES) return null;
  if ([...normalizeQuery(query)].length > SEARCH_QUERY_MAX)
    return `Search for up to ${SEARCH_QUERY_MAX} characters.`;
  return `Search for up to ${SEARCH_QUERY_MAX} characters; accented letters, other scripts and the symbols % _ \\ count as two to four.`;
}

/**
 * Characters of the normalized full name that are indexed. Longer names (far beyond any real name)
 * are found by their first 64 characters only; this bounds the index at 64 rows per account.
 */
export const SEARCH_NAME_MAX = 64;

export type SearchIndexAccount = SearchableAccount &
  AccountName & {
    id: number;
  };

/** One row of the `account_search` table. */
export type SearchIndexRow = {
  accountId: number;
  /** The normalized full name from `position` on; position 0 is the whole name. */
  suffix: string;
  position: number;
  sortKey: string;
};

/** The name search matches against: "first last", normalized as the query is (see matchesAccount). */
export function searchName(account: AccountName): string {
  const first = normalizeQuery(account.firstName ?? '');
  const last = normalizeQuery(account.lastName ?? '');
  return [first, last].filter(Boolean).join(' ').slice(0, SEARCH_NAME_MAX);
}

function foldForSort(text: string): string {
  return normalizeQuery(text).normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Results are listed by last name, then first name, ignoring case and accents. The separator sorts
 * before every letter and space, so "Lee" comes before "Leeds".
 */
export function searchSortKey(account: AccountName): string {
  return `${foldForSort(account.lastName ?? '')}\u0001${foldForSort(account.firstName ?? '')}`;
}

/**
 * The index rows of an account: one per suffix of its search name (none starting with a space), or
 * none when the account is not listed. "Contains q" becomes "some suffix starts with q", which an
 * ordinary B-tree answers with a range seek.
 */
export function searchIndexRows(account: SearchIndexAccount): Array<SearchIndexRow> {
  // spec 1 §5: only searchable players are listed.
  if (!isSearchablePlayer(account)) return [];
  const name = searchName(account);
  const sortKey = searchSortKey(account);
  const rows: Array<SearchIndexRow> = [];
  for (let position = 0; position < name.length; position++) {
    if (name[position] === ' ') continue;
    rows.push({ accountId: account.id, suffix: name.slice(position), position, sortKey });
  }
  return rows;
}

/**
 * The index rows of many accounts from their rows in accounts, account_profiles,
 * player_website_management and their website (88) settings (the seed and `refreshAccountSearch`
 * share this).
 */
export function buildSearchIndex(
  accounts: ReadonlyArray<{ id: number } & AccountName>,
  profiles: ReadonlyArray<{ accountId: number; profileTypeId: number }>,
  management: ReadonlyArray<{ accountId: number; allowPublicSite: boolean | null }>,
  websites: ReadonlyArray<{ accountId: number; isPublic: boolean | null }>,
): Array<SearchIndexRow> {
  const typesOf = groupBy(profiles, (p) => p.accountId);
  const managementOf = groupBy(management, (m) => m.accountId);
  const websiteOf = new Map(websites.map((w) => [w.accountId, w]));
  return accounts.flatMap((account) =>
    searchIndexRows({
      ...account,
      profileTypeIds: (typesOf.get(account.id) ?? []).map((p) => p.profileTypeId),
      websiteManagement: managementOf.get(account.id) ?? [],
      website: websiteOf.get(account.id) ?? null,
    }),
  );
}

function groupBy<T>(items: ReadonlyArray<T>, key: (item: T) => number): Map<number, Array<T>> {
  const groups = new Map<number, Array<T>>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * The smallest string greater than every string that starts with `prefix` (code point order, which
 * is SQLite's BINARY order of UTF-8 text), or null when there is none.
 */
export function prefixUpperBound(prefix: string): string | null {
  const codePoints = [...prefix].map((c) => c.codePointAt(0) ?? 0);
  while (codePoints.length > 0) {
    const last = (codePoints.pop() ?? 0) + 1;
    if (last > 0x10ffff) continue;
    // Surrogate code points never occur in text: step over them.
    codePoints.push(last === 0xd800 ? 0xe000 : last);
    return String.fromCodePoint(...codePoints);
  }
  return null;
}

/**
 * How to answer an account query from the index:
 * - `none`: an empty query (spec 1 §5: no results, and no query is run);
 * - `scan`: one character matches a large share of all players; walking the whole-name rows in
 *   result order finds a page at once, and counting them is one pass;
 * - `range`: longer queries seek the suffixes starting with the query, touching only the matches.
 */
export type AccountSearchPlan =
  | { kind: 'none' }
  | { kind: 'scan'; needle: string }
  | { kind: 'range'; needle: string; upper: string | null };

export function accountSearchPlan(query: string): AccountSearchPlan {
  const needle = normalizeQuery(query);
  if (needle === '') return { kind: 'none' };
  if ([...needle].length === 1) return { kind: 'scan', needle };
  return { kind: 'range', needle, upper: prefixUpperBound(needle) };
}

export function pageCount(total: number, pageSize = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The search page's address for a query, type and page (page 1 and an empty query are left out). */
export function searchPageHref({
  q,
  type,
  page = 1,
}: {
  q: string;
  type: SearchType;
  page?: number;
}): string {
  const params = new URLSearchParams();
  if (q.trim() !== '') params.set('q', q);
  params.set('type', type);
  if (page > 1) params.set('page', String(page));
  return `/golf/search?${params}`;
}
