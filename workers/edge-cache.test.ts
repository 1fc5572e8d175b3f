import { expect, test } from 'vitest';
import type { HostRule } from '../app/domain/hosts/hosts';
import { requestPlayerOf } from '../app/domain/hosts/request-player';
import { serializeThemePreference } from '../app/server/theme.server';
import { cacheKey, cacheThemeKey, canonicalProfileUrl, profilePathOf } from './edge-cache';

const playerHost: HostRule = { hostname: 'players.example', kind: 'player', requiresOrgPrefix: false };
const customHost: HostRule = {
  hostname: 'jo.example',
  kind: 'custom',
  username: 'Jo',
  requiresOrgPrefix: false,
};

test.each([
  { url: 'https://a.example/player/jo/my-rounds', host: null, username: 'jo', child: 'my-rounds' },
  { url: 'https://a.example/player/jo/summary.data', host: null, username: 'jo', child: 'summary' },
  { url: 'https://a.example/player/jo/schedule/1', host: null, username: 'jo', child: 'schedule' },
  { url: 'https://a.example/player/jo.data', host: null, username: 'jo', child: '' },
  { url: 'https://a.example/player/j%C3%B6', host: null, username: 'jö', child: '' },
  { url: 'https://players.example/jo/resume', host: playerHost, username: 'jo', child: 'resume' },
  { url: 'https://jo.example/my-rounds', host: customHost, username: 'jo', child: 'my-rounds' },
  { url: 'https://jo.example/', host: customHost, username: 'jo', child: '' },
  // Other spellings of the same pages: rendered, never stored.
  { url: 'https://a.example/player/Jo/my-rounds', host: null, username: 'jo', child: null },
  { url: 'https://a.example/player/%6Ao/summary', host: null, username: 'jo', child: null },
  { url: 'https://a.example/player/jo/summary/', host: null, username: 'jo', child: null },
  { url: 'https://a.example/player/jo/schedule/2', host: null, username: 'jo', child: null },
  { url: 'https://jo.example/summary/', host: customHost, username: 'jo', child: null },
])('$url shows $username, child $child', ({ url, host, username, child }) => {
  expect(profilePathOf(requestPlayerOf(new URL(url).pathname, host))).toEqual({ username, child });
});

test.each([
  { url: 'https://players.example/golf/search', host: playerHost },
  { url: 'https://a.example/golf/search', host: null },
  { url: 'https://a.example/player/%E0%A4%A', host: null },
])('$url is no profile page', ({ url, host }) => {
  expect(profilePathOf(requestPlayerOf(new URL(url).pathname, host))).toBeNull();
});

async function themeCookie(theme: 'default-theme' | 'black-theme', dark: boolean): Promise<string> {
  return (await serializeThemePreference({ theme, dark }, false)).split(';')[0] ?? '';
}

function withCookie(cookie?: string): Request {
  return new Request('https://a.example/player/jo/summary', cookie ? { headers: { Cookie: cookie } } : {});
}

test('the theme key is the parsed preference: no cookie, the default and garbage share one', async () => {
  expect(await cacheThemeKey(withCookie())).toBe('default-theme');
  expect(await cacheThemeKey(withCookie(await themeCookie('default-theme', false)))).toBe('default-theme');
  expect(await cacheThemeKey(withCookie('theme=garbage'))).toBe('default-theme');
  expect(await cacheThemeKey(withCookie('theme=eyJ0aGVtZSI6MX0%3D'))).toBe('default-theme');
  expect(await cacheThemeKey(withCookie(await themeCookie('black-theme', false)))).toBe('black-theme');
  expect(await cacheThemeKey(withCookie(await themeCookie('black-theme', true)))).toBe('black-theme.dark');
});

test('the device cookie of sign-in throttling changes nothing a page shows: ignored', async () => {
  const device = 'device=abcdefghijklmnopqrstuv.k1.0123';
  expect(await cacheThemeKey(withCookie(device))).toBe('default-theme');
  const dark = await themeCookie('black-theme', true);
  expect(await cacheThemeKey(withCookie(`__Secure-device=x; ${dark}`))).toBe('black-theme.dark');
});

test('any other cookie keeps the request out of the cache', async () => {
  expect(await cacheThemeKey(withCookie('toast=abc'))).toBeNull();
  expect(await cacheThemeKey(withCookie('theme=x; __session=abc'))).toBeNull();
});

const routes = {
  root: { id: 'root', path: '' },
  'routes/player.$username': { id: 'routes/player.$username', parentId: 'root', path: 'player/:username' },
  'routes/player.$username.my-rounds': {
    id: 'routes/player.$username.my-rounds',
    parentId: 'routes/player.$username',
    path: 'my-rounds',
  },
};

test('the canonical URL keeps what the child reads, sorted, on the same origin and path', () => {
  const url = new URL('https://a.example/player/jo/my-rounds?utm=1&sort=Score&group=Round');
  expect(canonicalProfileUrl(url, 'my-rounds', routes).href).toBe(
    'https://a.example/player/jo/my-rounds?group=Round&sort=Score',
  );
});

test('_routes stays on a data request only with route ids its path matches', () => {
  const data = (routesParam: string) =>
    canonicalProfileUrl(
      new URL(`https://a.example/player/jo/my-rounds.data?_routes=${routesParam}`),
      'my-rounds',
      routes,
    ).search;
  expect(data('routes/player.$username.my-rounds,root')).toBe(
    `?_routes=${encodeURIComponent('root,routes/player.$username.my-rounds')}`,
  );
  expect(data('root,routes/golf.search')).toBe('');
  const document = new URL('https://a.example/player/jo/my-rounds?_routes=root');
  expect(canonicalProfileUrl(document, 'my-rounds', routes).search).toBe('');
});

test('the key tells themes, schemes and hosts apart', () => {
  const key = (url: string, theme: string) => cacheKey(new URL(url), theme).url;
  const base = key('https://a.example/player/jo/summary', 'default-theme');
  expect(key('https://a.example/player/jo/summary', 'black-theme')).not.toBe(base);
  expect(key('http://a.example/player/jo/summary', 'default-theme')).not.toBe(base);
  expect(key('https://b.example/player/jo/summary', 'default-theme')).not.toBe(base);
  expect(key('https://a.example/player/jo/summary', 'default-theme')).toBe(base);
});
