import { createCookie } from '@remix-run/cloudflare';
import { expect, test } from 'vitest';
import { cookieSecrets } from './cookies.server';
import { clearSessionCookies, readSessionId, type SessionCookieConfig } from './session.server';

const LOCAL: SessionCookieConfig = {
  ENVIRONMENT: 'test',
  OTP_HMAC_SECRET: 'test-only-otp-secret-0123456789abcdef',
};
const PRODUCTION: SessionCookieConfig = {
  ENVIRONMENT: 'production',
  OTP_HMAC_SECRET: 'c1b8f0e2a94d4b7f8e6a2d3c5b7e9f10a2b4c6d8',
};
const ID = 'AbCdEfGhIjKlMnOpQrStUv';

/** The Cookie header a browser sends back for a signed session cookie of `config`. */
async function signedCookie(config: SessionCookieConfig, id: string): Promise<string> {
  const name = config.ENVIRONMENT === 'production' ? '__Host-session' : '__session';
  return (
    (await createCookie(name, { secrets: cookieSecrets(config, 'session') }).serialize(id)).split(';')[0] ??
    ''
  );
}

function requestWith(cookie: string): Request {
  return new Request('https://golf.example/', { headers: { Cookie: cookie } });
}

test('a signed session cookie reads back its id, under the name of the mode only', async () => {
  expect(await readSessionId(requestWith(await signedCookie(LOCAL, ID)), LOCAL)).toBe(ID);
  const secure = await signedCookie(PRODUCTION, ID);
  expect(await readSessionId(requestWith(secure), PRODUCTION)).toBe(ID);
  expect(
    await readSessionId(requestWith(secure.replace('__Host-session=', '__session=')), PRODUCTION),
  ).toBeNull();
});

test('an unsigned, re-signed or altered session cookie is no session', async () => {
  const signed = await signedCookie(LOCAL, ID);
  const value = decodeURIComponent(signed.slice('__session='.length));
  const signature = value.slice(value.lastIndexOf('.') + 1);
  const otherId = btoa(JSON.stringify('ZyXwVuTsRqPoNmLkJiHgFe'));
  for (const cookie of [
    `__session=${ID}`,
    `__session=${encodeURIComponent(`${otherId}.${signature}`)}`,
    `__session=${encodeURIComponent(`${value.slice(0, -2)}xx`)}`,
    `__session=${encodeURIComponent(`${value.split('.')[0]}.%%%`)}`,
    '__session=forged',
    await signedCookie({ ...LOCAL, OTP_HMAC_SECRET: 'test-only-another-secret-0123456789' }, ID),
  ]) {
    expect(await readSessionId(requestWith(cookie), LOCAL), cookie).toBeNull();
  }
});

test('a signed value that is not a session id is no session', async () => {
  expect(await readSessionId(requestWith(await signedCookie(LOCAL, 'short')), LOCAL)).toBeNull();
});

test('signing out clears both names in production and the local one locally, with the attributes kept', async () => {
  const [secure, local] = await clearSessionCookies(PRODUCTION);
  expect(secure).toMatch(/^__Host-session=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  expect(local).toMatch(/^__session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
  expect(await clearSessionCookies(LOCAL)).toEqual([local]);
});

test('a value signed for another cookie of the site (the toast) is no session', async () => {
  const asToast = await createCookie('__session', { secrets: cookieSecrets(LOCAL, 'toast') }).serialize(ID);
  expect(await readSessionId(requestWith(asToast.split(';')[0] ?? ''), LOCAL)).toBeNull();
});
