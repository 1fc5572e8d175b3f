import { expect, test } from 'vitest';
import {
  accountSearchPlan,
  buildSearchIndex,
  D1_LIKE_PATTERN_MAX_BYTES,
  isSearchablePlayer,
  likePattern,
  likePatternBytes,
  matchesAccount,
  matchesOrganization,
  normalizeQuery,
  pageCount,
  prefixUpperBound,
  SEARCH_NAME_MAX,
  SEARCH_QUERY_MAX,
  type SearchableAccount,
  searchAccounts,
  searchIndexRows,
  searchName,
  searchOrganizations,
  searchPageHref,
  searchQueryProblem,
  searchSortKey,
  searchType,
} from './search';
import { parseSearchParams } from './search-params';

// spec 1 §2: "query parameter type (default account; invalid values fall back to account)".
test.each<[string | null, string]>([
  ['organization', 'organization'],
  ['account', 'account'],
  [null, 'account'],
  ['', 'account'],
  ['team', 'account'],
  ['Organization', 'account'],
])('searchType(%j) is %s', (param, expected) => {
  expect(searchType(param)).toBe(expected);
});

test.each([
  ['  Jordan ', 'jordan'],
  ['JORDAN Reyes', 'jordan reyes'],
  ['jordan \t  reyes', 'jordan reyes'],
  ['   ', ''],
])('normalizeQuery(%j) is %j', (query, expected) => {
  expect(normalizeQuery(query)).toBe(expected);
});

function account(
  profileTypeIds: Array<number>,
  allow: Array<boolean | null> = [],
  websitePublic?: boolean | null,
): SearchableAccount {
  return {
    profileTypeIds,
    websiteManagement: allow.map((allowPublicSite) => ({ allowPublicSite })),
    website: websitePublic === undefined ? null : { isPublic: websitePublic },
  };
}

// spec 1 §5: "listed only if the account has a profile of type id 4, 5, 6, 7 or 12 and none of its
// website-management entries disallows the public site (a missing allowPublicSite counts as allowed)".
test.each([4, 5, 6, 7, 12])('a profile of type %i makes an account searchable', (type) => {
  expect(isSearchablePlayer(account([type]))).toBe(true);
});

test.each<{ rule: string; subject: SearchableAccount; expected: boolean }>([
  { rule: 'other profile types are not searchable', subject: account([1, 2, 3, 8, 11]), expected: false },
  { rule: 'an account without profiles is not searchable', subject: account([]), expected: false },
  { rule: 'one player type among others is enough', subject: account([1, 12]), expected: true },
  {
    rule: 'an entry that allows the public site keeps it searchable',
    subject: account([4], [true]),
    expected: true,
  },
  { rule: 'a missing allowPublicSite counts as allowed', subject: account([4], [null]), expected: true },
  {
    rule: 'an entry that disallows the public site hides it',
    subject: account([4], [false]),
    expected: false,
  },
  { rule: 'any one disallowing entry hides it', subject: account([4], [true, null, false]), expected: false },
  {
    rule: 'a private profile (website not public) is hidden',
    subject: account([4], [true], false),
    expected: false,
  },
  { rule: 'a website set public keeps it searchable', subject: account([4], [], true), expected: true },
  {
    rule: 'a website setting without isPublic keeps it searchable',
    subject: account([4], [], null),
    expected: true,
  },
])('$rule', ({ subject, expected }) => {
  expect(isSearchablePlayer(subject)).toBe(expected);
});

const jordan = { firstName: 'Jordan', lastName: 'Reyes' };

// spec 1 §5: "Accounts match on first name, last name or full name" (case-insensitive substring).
test.each<{ rule: string; query: string; expected: boolean }>([
  { rule: 'matches the first name', query: 'jord', expected: true },
  { rule: 'matches the last name', query: 'EYES', expected: true },
  { rule: 'matches across first and last name (full name)', query: 'dan rey', expected: true },
  { rule: 'ignores surrounding spaces', query: '  reyes ', expected: true },
  { rule: 'does not match other text', query: 'smith', expected: false },
  { rule: 'does not match the last name before the first', query: 'reyes jordan', expected: false },
  { rule: 'an empty query matches nothing', query: '', expected: false },
  { rule: 'a blank query matches nothing', query: '   ', expected: false },
])('account $rule', ({ query, expected }) => {
  expect(matchesAccount(query, jordan)).toBe(expected);
});

test('an account without names does not match "user"', () => {
  expect(matchesAccount('user', { firstName: '', lastName: null })).toBe(false);
});

// spec 1 §5: "organizations match on name or short name".
test.each<{ rule: string; query: string; expected: boolean }>([
  { rule: 'matches the name', query: 'lakes', expected: true },
  { rule: 'matches the short name', query: 'PLGA', expected: true },
  { rule: 'does not match other text', query: 'ridge', expected: false },
  { rule: 'an empty query matches nothing', query: '', expected: false },
])('organization $rule', ({ query, expected }) => {
  expect(matchesOrganization(query, { name: 'Pine Lakes Golf Academy', short: 'plga' })).toBe(expected);
});

test('searchAccounts lists only searchable players that match', () => {
  const accounts = [
    { id: 1, ...jordan, ...account([4]) },
    { id: 2, firstName: 'Jordan', lastName: 'Hidden', ...account([4], [false]) },
    { id: 3, firstName: 'Jordan', lastName: 'Coach', ...account([2]) },
    { id: 4, firstName: 'Sam', lastName: 'Lee', ...account([5]) },
  ];
  expect(searchAccounts('jordan', accounts).map((a) => a.id)).toEqual([1]);
});

// spec 1 §5: "An empty query or empty list gives no results."
test('an empty query or an empty list gives no results', () => {
  expect(searchAccounts('', [{ ...jordan, ...account([4]) }])).toEqual([]);
  expect(searchAccounts('jordan', [])).toEqual([]);
  expect(searchOrganizations('', [{ name: 'Pine Lakes', short: 'pl' }])).toEqual([]);
  expect(searchOrganizations('pine', [])).toEqual([]);
});

test.each<[string, string | null]>([
  ['Jordan', '%jordan%'],
  ['100%', '%100\\%%'],
  ['a_b', '%a\\_b%'],
  ['back\\slash', '%back\\\\slash%'],
  ['  ', null],
])('likePattern(%j) is %j', (query, expected) => {
  expect(likePattern(query)).toBe(expected);
});

// Cloudflare D1: a LIKE pattern of more than 50 bytes fails the query (test/integration/search.test.ts
// checks the limit against D1 itself).
test('the query cap is the longest plain query whose %…% pattern fits D1', () => {
  expect(SEARCH_QUERY_MAX).toBe(48);
  expect(likePatternBytes('a'.repeat(SEARCH_QUERY_MAX))).toBe(D1_LIKE_PATTERN_MAX_BYTES);
  expect(likePatternBytes('   ')).toBe(0);
});

test.each<[string, string, number]>([
  ['plain letters', 'a', 48],
  ['letters with accents (2 bytes)', 'é', 24],
  ['CJK (3 bytes)', '張', 16],
  ['emoji (4 bytes)', '🏌', 12],
  ['escaped % (2 bytes)', '%', 24],
  ['escaped _ (2 bytes)', '_', 24],
  ['escaped \\ (2 bytes)', '\\', 24],
])('%s: %i characters fit, one more is refused', (_, char, fits) => {
  expect(searchQueryProblem(char.repeat(fits))).toBeNull();
  expect(searchQueryProblem(char.repeat(fits + 1))).toMatch(/^Search for up to 48 characters/);
});

test('the cap is on the normalized query: outer and repeated spaces do not count', () => {
  expect(searchQueryProblem(`   ${'a'.repeat(20)}     ${'b'.repeat(27)}   `)).toBeNull();
  expect(searchQueryProblem('a'.repeat(49))).toBe('Search for up to 48 characters.');
  expect(searchQueryProblem('é'.repeat(30))).toContain('accented letters');
});

// ─── The search index ───

function indexed(
  firstName: string,
  lastName: string,
  profileTypeIds = [4],
  allow: Array<boolean | null> = [],
) {
  return { id: 7, firstName, lastName, ...account(profileTypeIds, allow) };
}

/** What the D1 query does with the rows: a suffix in [needle, upper) that has no later occurrence. */
function indexFinds(query: string, rows: ReturnType<typeof searchIndexRows>): number {
  const plan = accountSearchPlan(query);
  if (plan.kind === 'none') return 0;
  if (plan.kind === 'scan')
    return rows.filter((r) => r.position === 0 && r.suffix.includes(plan.needle)).length;
  return rows.filter(
    (r) =>
      r.suffix >= plan.needle &&
      (plan.upper === null || r.suffix < plan.upper) &&
      !r.suffix.slice(1).includes(plan.needle),
  ).length;
}

test('the index holds every suffix of "first last" that does not start with a space', () => {
  const rows = searchIndexRows(indexed('Jo', 'Ng'));
  expect(rows.map((r) => [r.suffix, r.position])).toEqual([
    ['jo ng', 0],
    ['o ng', 1],
    ['ng', 3],
    ['g', 4],
  ]);
  expect(new Set(rows.map((r) => r.accountId))).toEqual(new Set([7]));
});

// spec 1 §5: only searchable players are listed, so the others have no index rows at all.
test.each<{ rule: string; subject: ReturnType<typeof indexed> }>([
  { rule: 'a non-player profile', subject: indexed('Dana', 'Whitfield', [2]) },
  { rule: 'a disallowed public site', subject: indexed('Dana', 'Whitfield', [4], [true, false]) },
  { rule: 'no name at all', subject: indexed('', '') },
])('an account with $rule has no index rows', ({ subject }) => {
  expect(searchIndexRows(subject)).toEqual([]);
});

test('a missing allowPublicSite keeps the account in the index', () => {
  expect(searchIndexRows(indexed('Sam', 'Lee', [12], [null])).length).toBeGreaterThan(0);
});

// The index answers exactly what matchesAccount answers, and finds each matching account once.
const NAMES: Array<[string, string]> = [
  ['Jordan', 'Reyes'],
  ['Anna', 'Banana'],
  ['Mei  Lin', 'Zhou'],
  ['Tomás', 'Herrera'],
  ['', 'Solo'],
  ['Aaa', 'Aaaa'],
  ['Liam', "O'Connor"],
];
const QUERIES = [
  'a',
  'an',
  'ana',
  'aa',
  'aaa a',
  'n b',
  'jordan reyes',
  'REYES',
  'mei lin',
  'más',
  'o',
  'solo',
  "o'c",
  'x',
  'reyes jordan',
  ' ',
  '',
];
test.each(NAMES.flatMap(([first, last]) => QUERIES.map((query) => ({ first, last, query }))))(
  'the index agrees with matchesAccount for "$query" in "$first $last"',
  ({ first, last, query }) => {
    const expected = matchesAccount(query, { firstName: first, lastName: last }) ? 1 : 0;
    expect(indexFinds(query, searchIndexRows(indexed(first, last)))).toBe(expected);
  },
);

test('names are indexed up to SEARCH_NAME_MAX characters', () => {
  const long = indexed('A'.repeat(40), 'B'.repeat(40));
  expect(searchName(long)).toHaveLength(SEARCH_NAME_MAX);
  expect(searchIndexRows(long)).toHaveLength(SEARCH_NAME_MAX - 1);
});

test('the sort key orders by last name, then first name, ignoring case and accents', () => {
  const names: Array<[string, string]> = [
    ['Zoe', 'Leeds'],
    ['amy', 'lee'],
    ['Álvaro', 'Lee'],
    ['Tomás', 'Herrera'],
    ['Bob', 'Lee'],
  ];
  const sorted = [...names].sort((a, b) => {
    const ka = searchSortKey({ firstName: a[0], lastName: a[1] });
    const kb = searchSortKey({ firstName: b[0], lastName: b[1] });
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  expect(sorted.map(([first, last]) => `${first} ${last}`)).toEqual([
    'Tomás Herrera',
    'Álvaro Lee',
    'amy lee',
    'Bob Lee',
    'Zoe Leeds',
  ]);
});

test.each<[string, string | null]>([
  ['an', 'ao'],
  ['a', 'b'],
  ['z\u{10FFFF}', '{'],
  ['\u{10FFFF}', null],
  ['a\uD7FF', 'a\uE000'],
  ['é', 'ê'],
])('prefixUpperBound(%j) is %j', (prefix, expected) => {
  expect(prefixUpperBound(prefix)).toBe(expected);
});

test('accountSearchPlan: empty → none, one character → scan, longer → range', () => {
  expect(accountSearchPlan('   ')).toEqual({ kind: 'none' });
  expect(accountSearchPlan(' J ')).toEqual({ kind: 'scan', needle: 'j' });
  expect(accountSearchPlan('Jo  Re')).toEqual({ kind: 'range', needle: 'jo re', upper: 'jo rf' });
});

test.each<[string, { q: string; type: string; page: number; error: string | null }]>([
  ['', { q: '', type: 'account', page: 1, error: null }],
  ['q=Jordan&type=organization&page=3', { q: 'Jordan', type: 'organization', page: 3, error: null }],
  ['q=x&type=team&page=abc', { q: 'x', type: 'account', page: 1, error: null }],
  ['page=-2', { q: '', type: 'account', page: 1, error: null }],
  ['page=1.5', { q: '', type: 'account', page: 1, error: null }],
  [
    `q=${'a'.repeat(300)}`,
    { q: 'a'.repeat(200), type: 'account', page: 1, error: 'Search for up to 48 characters.' },
  ],
])('parseSearchParams(%j)', (search, expected) => {
  expect(parseSearchParams(new URLSearchParams(search))).toEqual(expected);
});

test('there is at least one page, of 24 results each', () => {
  expect(pageCount(0)).toBe(1);
  expect(pageCount(24)).toBe(1);
  expect(pageCount(25)).toBe(2);
});

test('buildSearchIndex groups profile, website-management and website rows by account', () => {
  const rows = buildSearchIndex(
    [
      { id: 1, firstName: 'Al', lastName: 'B' },
      { id: 2, firstName: 'Cy', lastName: 'D' },
      { id: 3, firstName: 'Ed', lastName: 'F' },
      { id: 4, firstName: 'Gus', lastName: 'H' },
    ],
    [
      { accountId: 1, profileTypeId: 2 },
      { accountId: 1, profileTypeId: 5 },
      { accountId: 2, profileTypeId: 4 },
      { accountId: 3, profileTypeId: 3 },
      { accountId: 4, profileTypeId: 7 },
    ],
    [
      { accountId: 2, allowPublicSite: null },
      { accountId: 4, allowPublicSite: true },
      { accountId: 4, allowPublicSite: false },
    ],
    [
      { accountId: 1, isPublic: true },
      { accountId: 5, isPublic: false },
    ],
  );
  expect(rows.filter((r) => r.position === 0).map((r) => r.accountId)).toEqual([1, 2]);
});

test('buildSearchIndex leaves out an account whose website is private', () => {
  const rows = buildSearchIndex(
    [
      { id: 1, firstName: 'Al', lastName: 'B' },
      { id: 2, firstName: 'Cy', lastName: 'D' },
    ],
    [
      { accountId: 1, profileTypeId: 4 },
      { accountId: 2, profileTypeId: 4 },
    ],
    [],
    [{ accountId: 2, isPublic: false }],
  );
  expect(new Set(rows.map((r) => r.accountId))).toEqual(new Set([1]));
});

test('searchPageHref keeps the query and type, and leaves out page 1 and an empty query', () => {
  expect(searchPageHref({ q: 'Jordan Reyes', type: 'account' })).toBe(
    '/golf/search?q=Jordan+Reyes&type=account',
  );
  expect(searchPageHref({ q: ' ', type: 'organization', page: 1 })).toBe('/golf/search?type=organization');
  expect(searchPageHref({ q: 'a&b', type: 'account', page: 3 })).toBe(
    '/golf/search?q=a%26b&type=account&page=3',
  );
});
