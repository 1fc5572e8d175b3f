import { expect, test } from 'vitest';
import { getToast, redirectWithToast } from './toast.server';

const CONFIG = { OTP_HMAC_SECRET: 'test-only-otp-secret-0123456789abcdef', ENVIRONMENT: 'development' };

function cookieFrom(response: Response): string {
  return (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
}

test('redirectWithToast redirects and the next request reads the toast once', async () => {
  const response = await redirectWithToast(
    '/player/ann/summary',
    { text: 'Profile saved', type: 'success' },
    CONFIG,
  );
  expect(response.status).toBe(302);
  expect(response.headers.get('Location')).toBe('/player/ann/summary');

  const next = new Request('https://golf.example/player/ann/summary', {
    headers: { Cookie: cookieFrom(response) },
  });
  const { toast, setCookie } = await getToast(next, CONFIG);
  expect(toast).toMatchObject({ text: 'Profile saved', type: 'success' });
  expect(toast?.id).toMatch(/.+/);
  // The clearing header expires the cookie.
  expect(setCookie).toMatch(/^toast=;/);
  expect(setCookie).toContain('Max-Age=0');
});

test('redirectWithToast keeps other headers and the status of init', async () => {
  const response = await redirectWithToast('/', { text: 'Bye' }, CONFIG, {
    status: 303,
    headers: { 'X-Test': '1' },
  });
  expect(response.status).toBe(303);
  expect(response.headers.get('X-Test')).toBe('1');
});

test('no toast cookie means no toast and no Set-Cookie', async () => {
  expect(await getToast(new Request('https://golf.example/'), CONFIG)).toEqual({
    toast: null,
    setCookie: null,
  });
});

test('a tampered toast cookie is dropped and cleared', async () => {
  const request = new Request('https://golf.example/', {
    headers: { Cookie: `toast=${btoa('"just text"')}` },
  });
  const { toast, setCookie } = await getToast(request, CONFIG);
  expect(toast).toBeNull();
  expect(setCookie).toContain('Max-Age=0');
});

test('a signed toast with its text changed, or signed with another secret, is dropped and cleared', async () => {
  const response = await redirectWithToast('/', { text: 'Profile saved', type: 'success' }, CONFIG);
  const cookie = decodeURIComponent(cookieFrom(response).slice('toast='.length));
  const signature = cookie.slice(cookie.lastIndexOf('.') + 1);
  const forged = btoa(JSON.stringify({ id: 'x', text: 'Call 555-0100 to verify', type: 'error' }));
  for (const header of [
    `toast=${encodeURIComponent(`${forged}.${signature}`)}`,
    `toast=${encodeURIComponent(`${forged}.not base64!`)}`,
    `toast=${encodeURIComponent(forged)}`,
  ]) {
    const { toast, setCookie } = await getToast(
      new Request('https://golf.example/', { headers: { Cookie: header } }),
      CONFIG,
    );
    expect(toast, header).toBeNull();
    expect(setCookie).toContain('Max-Age=0');
  }
  const other = { ...CONFIG, OTP_HMAC_SECRET: 'test-only-another-secret-0123456789' };
  const next = new Request('https://golf.example/', { headers: { Cookie: cookieFrom(response) } });
  expect((await getToast(next, other)).toast).toBeNull();
  expect((await getToast(next, CONFIG)).toast).toMatchObject({ text: 'Profile saved' });
});

test('in production the toast cookie is Secure; locally it is not', async () => {
  const local = await redirectWithToast('/', { text: 'Saved' }, CONFIG);
  expect(local.headers.get('Set-Cookie')).not.toContain('Secure');
  const production = await redirectWithToast(
    '/',
    { text: 'Saved' },
    { ...CONFIG, ENVIRONMENT: 'production' },
  );
  expect(production.headers.get('Set-Cookie')).toContain('; Secure');
});
