export type SearchType = 'account' | 'organization';

export type SearchableAccount = {
  profileTypeIds: ReadonlyArray<number>;
  websiteManagement: ReadonlyArray<{ allowPublicSite: boolean | null }>;
};

export type AccountName = { firstName: string | null; lastName: string | null };
export type OrganizationName = { name: string; short: string };

/** The escape character `likePattern` uses; write `LIKE ? ESCAPE '\'` in SQL. */
export const LIKE_ESCAPE = '\\';

// spec 1 §5 / §6: profile types that make an account publicly searchable as a player.
const PLAYER_PROFILE_TYPE_IDS: ReadonlyArray<number> = [4, 5, 6, 7, 12];

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
  return isPlayer && account.websiteManagement.every((w) => w.allowPublicSite !== false);
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
