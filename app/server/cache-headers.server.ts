import { hasSessionCookie } from './session.server';

/**
 * Caching of public pages. A request without a session cookie sees what every anonymous visitor sees,
 * so the edge may keep it for five minutes (browsers revalidate every time); a request with a session
 * cookie may see private players or features and is never stored anywhere.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The caching headers for a public page requested by `request`; return them from the loader. */
export function publicPageHeaders(request: Request): Headers {
  return new Headers({
    'Cache-Control': hasSessionCookie(request) ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
    Vary: 'Cookie',
  });
}

/**
 * For a route's `headers` export: the loader's caching headers, made private when the response also
 * sets a cookie (a flash toast cleared by the root loader), since a stored Set-Cookie would be
 * replayed to everyone.
 */
export function routeCacheHeaders({
  loaderHeaders,
  parentHeaders,
}: {
  loaderHeaders: Headers;
  parentHeaders: Headers;
}): Headers {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get('Cache-Control');
  if (cacheControl === null) return headers;
  const setsCookie = parentHeaders.has('Set-Cookie') || loaderHeaders.has('Set-Cookie');
  headers.set('Cache-Control', setsCookie ? PRIVATE_CACHE_CONTROL : cacheControl);
  const vary = loaderHeaders.get('Vary');
  if (vary !== null) headers.set('Vary', vary);
  return headers;
}
