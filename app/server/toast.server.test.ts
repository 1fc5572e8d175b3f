import { expect, test } from 'vitest';
import { getToast, redirectWithToast } from './toast.server';

function cookieFrom(response: Response): string {
  return (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
}

test('redirectWithToast redirects and the next request reads the toast once', async () => {
  const response = await redirectWithToast('/player/ann/summary', { text: 'Profile saved', type: 'success' });
  expect(response.status).toBe(302);
  expect(response.headers.get('Location')).toBe('/player/ann/summary');

  const next = new Request('https://golf.example/player/ann/summary', {
    headers: { Cookie: cookieFrom(response) },
  });
  const { toast, setCookie } = await getToast(next);
  expect(toast).toMatchObject({ text: 'Profile saved', type: 'success' });
  expect(toast?.id).toMatch(/.+/);
  // The clearing header expires the cookie.
  expect(setCookie).toMatch(/^toast=;/);
  expect(setCookie).toContain('Max-Age=0');
});

test('redirectWithToast keeps other headers and the status of init', async () => {
  const response = await redirectWithToast('/', { text: 'Bye' }, { status: 303, headers: { 'X-Test': '1' } });
  expect(response.status).toBe(303);
  expect(response.headers.get('X-Test')).toBe('1');
});

test('no toast cookie means no toast and no Set-Cookie', async () => {
  expect(await getToast(new Request('https://golf.example/'))).toEqual({ toast: null, setCookie: null });
});

test('a tampered toast cookie is dropped and cleared', async () => {
  const request = new Request('https://golf.example/', {
    headers: { Cookie: `toast=${btoa('"just text"')}` },
  });
  const { toast, setCookie } = await getToast(request);
  expect(toast).toBeNull();
  expect(setCookie).toContain('Max-Age=0');
});
