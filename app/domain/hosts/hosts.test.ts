import { expect, test } from 'vitest';
import {
  type HostRule,
  isSharedPath,
  normalizeHostname,
  organizationHref,
  profileHref,
  rewritePath,
} from './hosts';

const playerHost: HostRule = { hostname: 'players.example', kind: 'player', requiresOrgPrefix: false };
const teamHost: HostRule = { hostname: 'teams.example', kind: 'team', requiresOrgPrefix: true };
const orgHost: HostRule = {
  hostname: 'pinelakes.example',
  kind: 'organization',
  organizationShort: 'plga',
  requiresOrgPrefix: false,
};
const customHost: HostRule = {
  hostname: 'jordanreyes.golf',
  kind: 'custom',
  username: 'jordan',
  requiresOrgPrefix: false,
};

// spec 1 §2: player/{username} and a host-style player matcher; organization matchers per host.
test.each<{ rule: string; host: HostRule | null; path: string; expected: string }>([
  {
    rule: 'a player host serves /{username} as the profile',
    host: playerHost,
    path: '/jordan',
    expected: '/player/jordan',
  },
  {
    rule: 'a player host serves profile children',
    host: playerHost,
    path: '/jordan/schedule/0',
    expected: '/player/jordan/schedule/0',
  },
  { rule: 'a player host keeps its home page', host: playerHost, path: '/', expected: '/' },
  {
    rule: 'a team host serves /{short} as the organization',
    host: teamHost,
    path: '/plga',
    expected: '/org/plga',
  },
  {
    rule: 'a team host serves player groups',
    host: teamHost,
    path: '/plga/org12',
    expected: '/org/plga/org12',
  },
  { rule: 'a team host keeps its home page', host: teamHost, path: '/', expected: '/' },
  {
    rule: 'an organization host serves its organization at /',
    host: orgHost,
    path: '/',
    expected: '/org/plga',
  },
  {
    rule: 'an organization host serves /{playerGroup}',
    host: orgHost,
    path: '/All',
    expected: '/org/plga/All',
  },
  { rule: 'a custom host serves its player at /', host: customHost, path: '/', expected: '/player/jordan' },
  {
    rule: 'a custom host serves /{child}',
    host: customHost,
    path: '/resume',
    expected: '/player/jordan/resume',
  },
  {
    rule: 'a single-fetch data request is rewritten like its page',
    host: playerHost,
    path: '/jordan/stats.data',
    expected: '/player/jordan/stats.data',
  },
  { rule: 'an unknown host is unchanged', host: null, path: '/jordan', expected: '/jordan' },
  {
    rule: 'a misconfigured organization host is unchanged',
    host: { ...orgHost, organizationShort: undefined },
    path: '/',
    expected: '/',
  },
  {
    rule: 'a misconfigured custom host is unchanged',
    host: { ...customHost, username: '' },
    path: '/resume',
    expected: '/resume',
  },
])('$rule', ({ host, path, expected }) => {
  expect(rewritePath(host, path)).toBe(expected);
});

test.each([
  '/assets/entry.client-abc.js',
  '/resources/health',
  '/golf/search',
  '/golf/search.data',
  '/auth',
  '/auth/verify',
  '/auth.data',
  '/store-redirect',
  '/favicon.svg',
  '/images/default-profile.png',
  '/demo/photo-1.jpg',
  '/dashboard',
  '/payment/success',
  '/player/sam',
  '/org/plga/All',
  '/_root.data',
  '/__manifest',
])('shared path %s is left alone on every host', (path) => {
  expect(isSharedPath(path)).toBe(true);
  for (const host of [playerHost, teamHost, orgHost, customHost]) expect(rewritePath(host, path)).toBe(path);
});

test.each(['/', '/jordan', '/authentic', '/golfer', '/resume'])('%s is not a shared path', (path) => {
  expect(isSharedPath(path)).toBe(false);
});

test.each([
  ['Players.Example', 'players.example'],
  ['players.example:8787', 'players.example'],
  ['players.example.', 'players.example'],
  ['[::1]:8787', '[::1]'],
])('normalizeHostname(%s) is %s', (host, expected) => {
  expect(normalizeHostname(host)).toBe(expected);
});

// spec 1 §2: "Clicking an account goes to player/{username} (or {username} on the player host)."
test.each<{ rule: string; host: HostRule | null; username: string; child?: string; expected: string }>([
  {
    rule: 'a profile link is /player/{username} by default',
    host: null,
    username: 'sam',
    expected: '/player/sam',
  },
  {
    rule: 'a profile child link',
    host: null,
    username: 'sam',
    child: 'schedule/0',
    expected: '/player/sam/schedule/0',
  },
  {
    rule: 'a profile link on a player host is /{username}',
    host: playerHost,
    username: 'sam',
    expected: '/sam',
  },
  {
    rule: 'a profile child link on a player host',
    host: playerHost,
    username: 'sam',
    child: 'stats',
    expected: '/sam/stats',
  },
  {
    rule: 'a profile link on a team host is canonical',
    host: teamHost,
    username: 'sam',
    expected: '/player/sam',
  },
  { rule: 'a custom host links its own player at /', host: customHost, username: 'jordan', expected: '/' },
  {
    rule: 'a custom host links its own player children at /{child}',
    host: customHost,
    username: 'Jordan',
    child: 'resume',
    expected: '/resume',
  },
  {
    rule: 'a custom host links other players canonically',
    host: customHost,
    username: 'sam',
    child: 'resume',
    expected: '/player/sam/resume',
  },
  { rule: 'a username is URL-encoded', host: null, username: 'a b', expected: '/player/a%20b' },
])('$rule', ({ host, username, child, expected }) => {
  expect(profileHref(host, username, child)).toBe(expected);
});

// spec 1 §2: "Clicking an organization goes to org/{short} (or {short} on the team host). Clicking a
// roster goes to org/{short}/{rosterId or All}."
test.each<{ rule: string; host: HostRule | null; group?: string | number; expected: string }>([
  { rule: 'an organization link is /org/{short} by default', host: null, expected: '/org/plga' },
  { rule: 'a roster link is /org/{short}/{rosterId}', host: null, group: 12, expected: '/org/plga/12' },
  { rule: 'an All link is /org/{short}/All', host: null, group: 'All', expected: '/org/plga/All' },
  {
    rule: 'a group name is URL-encoded',
    host: null,
    group: 'Varsity Boys',
    expected: '/org/plga/Varsity%20Boys',
  },
  { rule: 'an organization link on a team host is /{short}', host: teamHost, expected: '/plga' },
  {
    rule: 'a roster link on a host that requires the org prefix has it',
    host: teamHost,
    group: -3,
    expected: '/plga/org-3',
  },
  {
    rule: 'an organization link on a player host is canonical',
    host: playerHost,
    group: 12,
    expected: '/org/plga/12',
  },
  { rule: 'an organization host links its own organization at /', host: orgHost, expected: '/' },
  {
    rule: 'an organization host links its own rosters at /{rosterId}',
    host: orgHost,
    group: 12,
    expected: '/12',
  },
])('$rule', ({ host, group, expected }) => {
  expect(organizationHref(host, 'plga', group)).toBe(expected);
});

test('an organization host links other organizations canonically', () => {
  expect(organizationHref(orgHost, 'other', 'All')).toBe('/org/other/All');
});

test('every link built for a host rewrites back to its canonical path', () => {
  for (const host of [playerHost, teamHost, orgHost, customHost]) {
    expect(rewritePath(host, profileHref(host, 'jordan', 'resume'))).toBe('/player/jordan/resume');
    expect(rewritePath(host, organizationHref(host, 'plga', 'All'))).toBe('/org/plga/All');
  }
});
