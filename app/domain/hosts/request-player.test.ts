import { expect, test } from 'vitest';
import type { HostRule } from './hosts';
import { requestPlayerOf } from './request-player';

const playerHost: HostRule = { hostname: 'players.example', kind: 'player', requiresOrgPrefix: false };
const customHost: HostRule = {
  hostname: 'jane.example',
  kind: 'custom',
  username: 'JaneDoe',
  requiresOrgPrefix: false,
};

test('a /player path names its player on every host, in lower case and unescaped', () => {
  expect(requestPlayerOf('/player/Jane%2Ddoe/summary', null)).toEqual({
    username: 'jane-doe',
    segment: 'Jane%2Ddoe',
    rest: ['summary'],
  });
  expect(requestPlayerOf('/player/jane/schedule/1', playerHost)?.rest).toEqual(['schedule', '1']);
});

test('a single-fetch .data path is read as its page', () => {
  expect(requestPlayerOf('/player/jane/summary.data', null)?.rest).toEqual(['summary']);
  expect(requestPlayerOf('/jane.data', playerHost)?.username).toBe('jane');
});

test('a player host reads the first segment; shared paths and the main host name nobody', () => {
  expect(requestPlayerOf('/jane/summary', playerHost)?.username).toBe('jane');
  expect(requestPlayerOf('/auth', playerHost)).toBeNull();
  expect(requestPlayerOf('/jane/summary', null)).toBeNull();
  expect(requestPlayerOf('/', playerHost)).toBeNull();
});

test("a custom URL's host names its own player, at its root too", () => {
  expect(requestPlayerOf('/', customHost)).toEqual({ username: 'janedoe', segment: null, rest: [] });
  expect(requestPlayerOf('/resume', customHost)?.rest).toEqual(['resume']);
  expect(requestPlayerOf('/dashboard', customHost)).toBeNull();
});

test('a malformed escape names no player', () => {
  expect(requestPlayerOf('/player/%E0%A4%A/summary', null)).toBeNull();
});
