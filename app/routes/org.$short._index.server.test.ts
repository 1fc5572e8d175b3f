import { expect, test } from 'vitest';
import type { HostRule } from '~/domain/hosts/hosts';
import { resolvePlayerGroup } from '~/domain/hosts/org-routes';
import { memberSelection, parsePlayerGroupForHost } from '~/routes/org.$short._index.server';

const clubTeams: HostRule = { hostname: 'clubteams.localhost', kind: 'team', requiresOrgPrefix: true };
const teams: HostRule = { hostname: 'teams.localhost', kind: 'team', requiresOrgPrefix: false };
const organization = { rosterIds: [12, -3], groupNames: ['Travel Squad'] };

function decide(raw: string, host: HostRule | null) {
  return resolvePlayerGroup(parsePlayerGroupForHost(raw, host), organization);
}

// spec 1 §2: "on one host family the org prefix is required for organizations".
test('on a host that requires the org prefix a bare roster id goes to the organization page', () => {
  expect(decide('12', clubTeams)).toEqual({ action: 'redirect-org' });
  expect(decide('-3', clubTeams)).toEqual({ action: 'redirect-org' });
});

test('on a host that requires the org prefix a prefixed roster id is shown', () => {
  expect(decide('org12', clubTeams)).toEqual({ action: 'show-roster', rosterId: 12 });
  expect(decide('org-3', clubTeams)).toEqual({ action: 'show-roster', rosterId: -3 });
});

test('All and group names need no prefix on any host', () => {
  expect(decide('All', clubTeams)).toEqual({ action: 'show-all' });
  expect(decide('travel squad', clubTeams)).toEqual({ action: 'show-group', name: 'Travel Squad' });
});

test('elsewhere the prefix is optional', () => {
  for (const host of [null, teams]) {
    expect(decide('12', host)).toEqual({ action: 'show-roster', rosterId: 12 });
    expect(decide('org12', host)).toEqual({ action: 'show-roster', rosterId: 12 });
  }
});

test('each page reads only the memberships it shows', () => {
  expect(memberSelection(null)).toEqual({ kind: 'summary' });
  expect(memberSelection(parsePlayerGroupForHost('all', null))).toEqual({ kind: 'all' });
  expect(memberSelection(parsePlayerGroupForHost('org-3', null))).toEqual({ kind: 'roster', rosterId: -3 });
  expect(memberSelection(parsePlayerGroupForHost('Travel Squad', null))).toEqual({
    kind: 'group',
    name: 'Travel Squad',
  });
  // A roster id without the required prefix is decided without reading any member.
  expect(memberSelection(parsePlayerGroupForHost('12', clubTeams))).toEqual({ kind: 'none' });
});
