import { expect, test } from 'vitest';
import { matchedRouteIds } from './route-ids';

// The shape of the build's manifest: flat, children pointing at their parent.
const manifest = {
  root: { id: 'root', path: '' },
  'routes/_index': { id: 'routes/_index', parentId: 'root', index: true },
  'routes/player.$username': { id: 'routes/player.$username', parentId: 'root', path: 'player/:username' },
  'routes/player.$username._index': {
    id: 'routes/player.$username._index',
    parentId: 'routes/player.$username',
    index: true,
  },
  'routes/player.$username.summary': {
    id: 'routes/player.$username.summary',
    parentId: 'routes/player.$username',
    path: 'summary',
  },
  'routes/player.$username.schedule.$tab': {
    id: 'routes/player.$username.schedule.$tab',
    parentId: 'routes/player.$username',
    path: 'schedule/:tab',
  },
  'host/custom': { id: 'host/custom', parentId: 'root' },
  'host/custom/resume': { id: 'host/custom/resume', parentId: 'host/custom', path: 'resume' },
  'routes/$': { id: 'routes/$', parentId: 'root', path: '*' },
};

test('a profile child matches the root, the profile layout and the child', () => {
  expect([...matchedRouteIds(manifest, '/player/jo/summary')]).toEqual([
    'root',
    'routes/player.$username',
    'routes/player.$username.summary',
  ]);
  expect(
    matchedRouteIds(manifest, '/player/jo/schedule/2').has('routes/player.$username.schedule.$tab'),
  ).toBe(true);
});

test('the profile root matches its index route; a pathless layout matches its children', () => {
  expect(matchedRouteIds(manifest, '/player/jo').has('routes/player.$username._index')).toBe(true);
  expect([...matchedRouteIds(manifest, '/resume')]).toEqual(['root', 'host/custom', 'host/custom/resume']);
});

test('the same manifest gives the same answers when it is matched again', () => {
  for (let i = 0; i < 2; i++) {
    expect(matchedRouteIds(manifest, '/nowhere/at/all').has('routes/$')).toBe(true);
    expect(matchedRouteIds(manifest, '/player/jo/summary').has('routes/$')).toBe(false);
  }
});
