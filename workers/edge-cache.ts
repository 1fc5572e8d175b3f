import { type HostRule, isSharedPath } from '../app/domain/hosts';

/**
 * Anonymous profile pages are kept in the edge cache (Cache API): every anonymous visitor sees the
 * same page, so one render serves many. A cached page carries the account version it was rendered
 * from; a hit is served only while the account still has that version, so a profile change shows on
 * the next request. Requests with any cookie but the theme's (a session, a flash toast) are never
 * cached or served from the cache. The theme cookie is part of the key (the server renders it).
 */
export const VERSION_HEADER = 'X-Profile-Version';
export const CACHE_STATUS_HEADER = 'X-Edge-Cache';
const CACHE_CONTROL = 'public, max-age=0, s-maxage=300';

function stripData(segment: string): string {
  return decodeURIComponent(segment.replace(/\.data$/, '')).toLowerCase();
}

/** The username a profile URL shows, or null when the URL is not a profile page. */
export function profileUsernameOf(url: URL, host: HostRule | null): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  try {
    if (segments[0] === 'player') return segments[1] ? stripData(segments[1]) : null;
    if (isSharedPath(url.pathname)) return null;
    if (host?.kind === 'player') return segments[0] ? stripData(segments[0]) : null;
    if (host?.kind === 'custom') return host.username?.toLowerCase() ?? null;
  } catch {
    return null; // a malformed escape: not a page to cache
  }
  return null;
}

/** The theme cookie's value when it is the request's only cookie, '' without cookies, else null. */
export function cacheableCookieKey(request: Request): string | null {
  const header = request.headers.get('Cookie');
  if (!header) return '';
  const cookies = header
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  if (cookies.length === 1 && cookies[0]?.startsWith('theme=')) return cookies[0].slice('theme='.length);
  return null;
}

export function cacheKey(url: URL, themeKey: string): Request {
  const key = new URL(`https://profile-cache.invalid/${url.host}${url.pathname}`);
  key.search = url.search;
  key.searchParams.set('__theme', themeKey);
  return new Request(key.href, { method: 'GET' });
}

/** Whether a rendered response may be stored for every anonymous visitor. */
export function isStorable(response: Response): boolean {
  return response.status === 200 && !response.headers.has('Set-Cookie');
}

export function withCacheHeaders(response: Response, version: number, status: 'MISS' | 'HIT'): Response {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', CACHE_CONTROL);
  headers.append('Vary', 'Cookie');
  headers.set(VERSION_HEADER, String(version));
  headers.set(CACHE_STATUS_HEADER, status);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
