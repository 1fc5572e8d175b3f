import { expect, test } from 'vitest';
import {
  type ParsedPlayerGroup,
  type PlayerGroupResolution,
  parsePlayerGroup,
  resolvePlayerGroup,
} from './org-routes';

const open = { requiresOrgPrefix: false };
const prefixed = { requiresOrgPrefix: true };

// spec 1 §2: "playerGroup is All, a known group name, or a numeric roster id, optionally prefixed with org".
test.each<{ rule: string; raw: string; expected: ParsedPlayerGroup }>([
  { rule: 'All is every roster', raw: 'All', expected: { kind: 'all' } },
  { rule: 'all in lower case is All', raw: 'all', expected: { kind: 'all' } },
  { rule: 'ALL in upper case is All', raw: 'ALL', expected: { kind: 'all' } },
  { rule: 'digits are a roster id', raw: '123', expected: { kind: 'roster', rosterId: 123 } },
  { rule: 'the org prefix is optional', raw: 'org123', expected: { kind: 'roster', rosterId: 123 } },
  { rule: 'the org prefix is case-insensitive', raw: 'ORG123', expected: { kind: 'roster', rosterId: 123 } },
  {
    rule: 'anything else is a candidate group name',
    raw: 'Varsity Boys',
    expected: { kind: 'group', name: 'Varsity Boys' },
  },
  { rule: 'a lone org is a candidate group name', raw: 'org', expected: { kind: 'group', name: 'org' } },
  { rule: 'an empty value is invalid', raw: '', expected: { kind: 'invalid' } },
])('$rule ($raw)', ({ raw, expected }) => {
  expect(parsePlayerGroup(raw, open)).toEqual(expected);
});

// spec 1 §2: "A numeric roster id is an optional minus sign followed by digits only."
test.each<{ raw: string; expected: ParsedPlayerGroup }>([
  { raw: '-5', expected: { kind: 'roster', rosterId: -5 } },
  { raw: 'org-5', expected: { kind: 'roster', rosterId: -5 } },
  { raw: '007', expected: { kind: 'roster', rosterId: 7 } },
  { raw: '-0', expected: { kind: 'roster', rosterId: 0 } },
  { raw: '+5', expected: { kind: 'group', name: '+5' } },
  { raw: '1.5', expected: { kind: 'group', name: '1.5' } },
  { raw: '1e3', expected: { kind: 'group', name: '1e3' } },
  { raw: ' 12', expected: { kind: 'group', name: ' 12' } },
  { raw: '12a', expected: { kind: 'group', name: '12a' } },
  { raw: '--5', expected: { kind: 'group', name: '--5' } },
  { raw: 'org 5', expected: { kind: 'group', name: 'org 5' } },
  { raw: '99999999999999999999', expected: { kind: 'invalid' } },
])('"$raw" parses as $expected.kind', ({ raw, expected }) => {
  expect(parsePlayerGroup(raw, open)).toEqual(expected);
});

// spec 1 §2: "on one host family the org prefix is required for organizations".
test.each<{ raw: string; expected: ParsedPlayerGroup }>([
  { raw: 'org42', expected: { kind: 'roster', rosterId: 42 } },
  { raw: 'org-42', expected: { kind: 'roster', rosterId: -42 } },
  { raw: '42', expected: { kind: 'invalid' } },
  { raw: '-42', expected: { kind: 'invalid' } },
  { raw: 'All', expected: { kind: 'all' } },
  { raw: 'Juniors', expected: { kind: 'group', name: 'Juniors' } },
])('on a host that requires the org prefix, "$raw" parses as $expected.kind', ({ raw, expected }) => {
  expect(parsePlayerGroup(raw, prefixed)).toEqual(expected);
});

const organization = { rosterIds: [7, -3], groupNames: ['Varsity Boys', 'juniors', 'Juniors'] };

test.each<{ rule: string; raw: string; expected: PlayerGroupResolution }>([
  { rule: 'All shows every roster', raw: 'All', expected: { action: 'show-all' } },
  {
    rule: 'a roster of the organization is shown',
    raw: '7',
    expected: { action: 'show-roster', rosterId: 7 },
  },
  {
    rule: 'a negative roster id of the organization is shown',
    raw: 'org-3',
    expected: { action: 'show-roster', rosterId: -3 },
  },
  // spec 1 §2: "If playerGroup is numeric, the roster must exist on that organization, otherwise redirect
  // to the organization's own page."
  {
    rule: 'a numeric roster not on the organization redirects to the organization',
    raw: '8',
    expected: { action: 'redirect-org' },
  },
  {
    rule: 'a roster id too large to exist redirects to the organization',
    raw: '99999999999999999999',
    expected: { action: 'redirect-org' },
  },
  {
    rule: 'a known group is shown',
    raw: 'Varsity Boys',
    expected: { action: 'show-group', name: 'Varsity Boys' },
  },
  {
    rule: 'a group name matches case-insensitively and returns the stored name',
    raw: 'varsity boys',
    expected: { action: 'show-group', name: 'Varsity Boys' },
  },
  {
    rule: 'an exact group name wins over a case-insensitive one',
    raw: 'Juniors',
    expected: { action: 'show-group', name: 'Juniors' },
  },
  // spec 1 §2: "A non-numeric playerGroup that is neither All nor a known group redirects to root."
  { rule: 'an unknown group redirects to root', raw: 'Seniors', expected: { action: 'redirect-home' } },
])('$rule', ({ raw, expected }) => {
  expect(resolvePlayerGroup(parsePlayerGroup(raw, open), organization)).toEqual(expected);
});

test('a bare number on a host that requires the org prefix redirects to the organization', () => {
  expect(resolvePlayerGroup(parsePlayerGroup('7', prefixed), organization)).toEqual({
    action: 'redirect-org',
  });
});
