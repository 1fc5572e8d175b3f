// Decision 037: the session and toast cookies are signed through Remix's cookie API; a cookie whose
// signature does not match (altered, or issued unsigned before) is no session and no message.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession, type SessionCookieConfig } from '../../app/server/session.server';
import { DEFAULT_VARS } from '../../scripts/lib/workers';
import { createPlayer, sessionCookieFor } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

/** The cookie's value with its signature swapped for `signature` (name=value in, name=value out). */
function withSignature(cookie: string, signature: string): string {
  const [name, encoded] = cookie.split('=') as [string, string];
  const value = decodeURIComponent(encoded);
  return `${name}=${encodeURIComponent(`${value.slice(0, value.lastIndexOf('.'))}.${signature}`)}`;
}

async function dashboard(cookie: string): Promise<Response> {
  return workers.fetch('/dashboard', { headers: { Cookie: cookie } });
}

describe('session cookie', () => {
  test('a signed session signs in; an altered signature signs out and clears the cookie', async () => {
    const { id } = await createPlayer(workers.db);
    const cookie = await sessionCookieFor(workers.db, id);
    expect((await dashboard(cookie)).status).toBe(200);

    const altered = await dashboard(withSignature(cookie, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    expect([altered.status, altered.headers.get('location')]).toEqual([302, '/auth?returnUrl=%2Fdashboard']);
    expect(altered.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^__session=; Max-Age=0/));
    for (const signature of ['', 'not base64!', '%%%']) {
      expect((await dashboard(withSignature(cookie, signature))).status, signature).toBe(302);
    }
  });

  test('the id of a live session, unsigned (a cookie from before signing) or signed with another key, is no session', async () => {
    const { id } = await createPlayer(workers.db);
    const config = DEFAULT_VARS as SessionCookieConfig;
    const { sessionId, setCookie } = await createSession(workers.db, id, { config });
    expect((await dashboard(setCookie.split(';')[0] ?? '')).status).toBe(200);
    expect((await dashboard(`__session=${sessionId}`)).status).toBe(302);
    const otherKey = await createSession(workers.db, id, {
      config: { ...config, OTP_HMAC_SECRET: 'test-only-another-secret-0123456789abcdef' },
    });
    expect((await dashboard(otherKey.setCookie.split(';')[0] ?? '')).status).toBe(302);
  });
});

describe('toast cookie', () => {
  test('a signed toast shows once; one with its text changed shows nothing and is cleared', async () => {
    const redirect = await workers.fetch('/cgr/abc');
    const toast =
      redirect.headers
        .getSetCookie()
        .find((c) => c.startsWith('toast='))
        ?.split(';')[0] ?? '';
    expect(toast).not.toBe('');
    const shown = await workers.fetch('/cgr', { headers: { Cookie: toast } });
    expect(await shown.text()).toContain('That course could not be found.');

    const value = decodeURIComponent(toast.slice('toast='.length));
    const signature = value.slice(value.lastIndexOf('.') + 1);
    const planted = btoa(
      JSON.stringify({ id: 'x', text: 'Call +1 202 555 0100 to unlock your account', type: 'error' }),
    );
    const forged = await workers.fetch('/cgr', {
      headers: { Cookie: `toast=${encodeURIComponent(`${planted}.${signature}`)}` },
    });
    expect(forged.status).toBe(200);
    expect(await forged.text()).not.toContain('unlock your account');
    expect(forged.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^toast=; Max-Age=0/));
  });
});
