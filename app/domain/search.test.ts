import { expect, test } from 'vitest';
import {
  isSearchablePlayer,
  likePattern,
  matchesAccount,
  matchesOrganization,
  normalizeQuery,
  type SearchableAccount,
  searchAccounts,
  searchOrganizations,
  searchType,
} from './search';

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

function account(profileTypeIds: Array<number>, allow: Array<boolean | null> = []): SearchableAccount {
  return { profileTypeIds, websiteManagement: allow.map((allowPublicSite) => ({ allowPublicSite })) };
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
