import { canonicalChildOf, canonicalProfileQuery } from '../app/domain/hosts/profile-query';
import type { RequestPlayer } from '../app/domain/hosts/request-player';
import { DEVICE_COOKIE, SECURE_DEVICE_COOKIE } from '../app/server/device-trust.server';
import { withEditedHeaders } from '../app/server/response-headers.server';
import { getThemePreference } from '../app/server/theme.server';
import { type ManifestRoute, matchedRouteIds } from './route-ids';

/**
 * Anonymous profile pages are kept in the edge cache (Cache API): every anonymous visitor sees the
 * same page, so one render serves many. A cached page carries the account version it was rendered
 * from; a hit is served only while the account still has that version, so a profile change shows on
 * the next request. Requests with any cookie but the theme's (a session, a flash toast) are never
 * cached or served from the cache. The key holds only what the page is rendered from (decision
 * 029): the canonical query of the page and the parsed theme preference, so junk in the address or
 * the theme cookie can neither multiply entries nor reach a stored page.
 */
export const VERSION_HEADER = 'X-Profile-Version';
export const CACHE_STATUS_HEADER = 'X-Edge-Cache';
const CACHE_CONTROL = 'public, max-age=0, s-maxage=300';
const DATA_SUFFIX = /\.data$/;

/** A profile URL's player and child. */
export type ProfilePath = {
  username: string;
  /**
   * The child ('' for the profile root) when the path is written as the site's links write it; null
   * for any other spelling of a profile path, which is rendered but never kept in the cache.
   */
  child: string | null;
};

/**
 * The player and child a profile URL shows (its player as the load context parsed it,
 * `context.requestPlayer`), or null when the URL is not a profile page.
 */
export function profilePathOf(player: RequestPlayer | null): ProfilePath | null {
  if (player === null) return null;
  // Links write the username as profileHref does: lower case, escaped once.
  const written = player.segment === null || player.segment === encodeURIComponent(player.username);
  return { username: player.username, child: written ? canonicalChildOf(player.rest) : null };
}

// Cookies no page is rendered from: the device token only counts sign-in attempts (decision 026).
const IGNORED_COOKIES: ReadonlyArray<string> = [DEVICE_COOKIE, SECURE_DEVICE_COOKIE];

/** Whether the request carries no cookie but the theme's (none at all included), besides ignored ones. */
function onlyThemeCookie(request: Request): boolean {
  const header = request.headers.get('Cookie') ?? '';
  const cookies = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !IGNORED_COOKIES.includes(part.split('=')[0] ?? ''));
  return cookies.length === 0 || (cookies.length === 1 && cookies[0]?.startsWith('theme=') === true);
}

/**
 * The theme part of the key: the preference the root loader renders, parsed by the same function
 * (an unreadable cookie is the default, as without a cookie); null when another cookie is present.
 */
export async function cacheThemeKey(request: Request): Promise<string | null> {
  if (!onlyThemeCookie(request)) return null;
  const { theme, dark } = await getThemePreference(request);
  return dark ? `${theme}.dark` : theme;
}

/**
 * The URL a profile page is rendered from and keyed by: the request's with only the parameters
 * its child reads, canonical and sorted; `_routes` of a single-fetch `.data` request only when it
 * lists route ids this path matches in `routes` (the build's manifest).
 */
export function canonicalProfileUrl(
  url: URL,
  child: string,
  routes: Readonly<Record<string, ManifestRoute | undefined>>,
): URL {
  const isData = DATA_SUFFIX.test(url.pathname);
  const dataRoutes = isData ? () => matchedRouteIds(routes, url.pathname.replace(DATA_SUFFIX, '')) : null;
  const canonical = new URL(url.href);
  canonical.search = canonicalProfileQuery(child, url.searchParams, dataRoutes);
  return canonical;
}

/** The cache key of a canonical profile URL for a theme key. */
export function cacheKey(url: URL, themeKey: string): Request {
  // The scheme too: a page rendered for http holds http links where no public origin is set.
  const scheme = url.protocol.replace(':', '');
  const key = `https://profile-cache.invalid/${themeKey}/${scheme}/${url.host}${url.pathname}${url.search}`;
  return new Request(key, { method: 'GET' });
}

/** Whether a rendered response may be stored for every anonymous visitor. */
export function isStorable(response: Response): boolean {
  return response.status === 200 && !response.headers.has('Set-Cookie');
}

export function withCacheHeaders(response: Response, version: number, status: 'MISS' | 'HIT'): Response {
  return withEditedHeaders(response, (headers) => {
    headers.set('Cache-Control', CACHE_CONTROL);
    headers.append('Vary', 'Cookie');
    headers.set(VERSION_HEADER, String(version));
    headers.set(CACHE_STATUS_HEADER, status);
  });
}
