import { expect, test } from 'vitest';
import { publicPageHeaders, routeCacheHeaders } from './cache-headers.server';

const SESSION = '__session=abcdefghijklmnopqrstuvwxyz012345';

function request(cookie?: string): Request {
  return new Request('https://example.com/org/lakeside-u', cookie ? { headers: { Cookie: cookie } } : {});
}

test('an anonymous request may be cached at the edge for five minutes', () => {
  const headers = publicPageHeaders(request());
  expect(headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=300');
  expect(headers.get('Vary')).toBe('Cookie');
});

test('other cookies alone keep the page public', () => {
  expect(publicPageHeaders(request('theme=x; other=1')).get('Cache-Control')).toBe(
    'public, max-age=0, s-maxage=300',
  );
});

test('a request with a session cookie is never stored', () => {
  expect(publicPageHeaders(request(SESSION)).get('Cache-Control')).toBe('private, no-store');
  expect(publicPageHeaders(request(`theme=x; ${SESSION}`)).get('Cache-Control')).toBe('private, no-store');
});

test('the headers export passes the loader decision on', () => {
  const headers = routeCacheHeaders({
    loaderHeaders: publicPageHeaders(request()),
    parentHeaders: new Headers(),
  });
  expect(headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=300');
  expect(headers.get('Vary')).toBe('Cookie');
});

test('a response that sets a cookie is never stored', () => {
  const headers = routeCacheHeaders({
    loaderHeaders: publicPageHeaders(request()),
    parentHeaders: new Headers({ 'Set-Cookie': 'toast=; Max-Age=0' }),
  });
  expect(headers.get('Cache-Control')).toBe('private, no-store');
});

test('no loader decision, no caching headers', () => {
  const headers = routeCacheHeaders({ loaderHeaders: new Headers(), parentHeaders: new Headers() });
  expect(headers.get('Cache-Control')).toBeNull();
});
