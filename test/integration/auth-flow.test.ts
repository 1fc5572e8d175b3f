// issue 4: the phone sign-in flow of spec 1 §4 against the built Worker and D1, with the server rules
// of issue 4 §3 (single use, attempts, expiry, send caps) and sessions (§6).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts } from '../../db/schema/accounts';
import { otpChallenges, sessions } from '../../db/schema/auth';
import {
  cookieValue,
  finishOnboarding,
  freshIp,
  freshPhone,
  latestCode,
  postForm,
  requestCode,
  signInByPhone,
  submitCode,
} from '../helpers/auth';
import { sessionCookieFor } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('sending a code (spec 1 §4 steps 1–2)', () => {
  test('a valid number moves on to /auth/verify with a pending challenge; the code is texted', async () => {
    const phone = freshPhone();
    const { response, pending } = await requestCode(workers, phone.national, {
      returnUrl: '/golf/search?q=a',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/auth/verify?returnUrl=${encodeURIComponent('/golf/search?q=a')}`,
    );
    expect(pending).toMatch(/^auth_challenge=[A-Za-z0-9_-]{22}$/);
    expect(await latestCode(workers, phone.e164)).toMatch(/^\d{6}$/);
    // Only a keyed hash of the code is stored.
    const [row] = await workers.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone.e164));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(await latestCode(workers, phone.e164));
  });

  test('known and unknown numbers get the same answer', async () => {
    const known = freshPhone();
    await workers.db
      .insert(accounts)
      .values({ guid: crypto.randomUUID(), phone: known.e164, firstName: 'Known' });
    const unknown = freshPhone();
    const a = await requestCode(workers, known.national);
    const b = await requestCode(workers, unknown.national);
    expect([a.response.status, a.response.headers.get('location')]).toEqual([
      b.response.status,
      b.response.headers.get('location'),
    ]);
  });

  test('each validation message of spec 1 §5 comes back with a 400 and nothing is sent', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ country: 'US', phone: '' }, 'Phone number is required'],
      [{ country: 'US', phone: '12345' }, 'Please enter a valid 10-11 digit phone number'],
      [{ country: 'US', phone: '20255501a3' }, 'Please enter a valid 10-11 digit phone number'],
      [{ country: 'ZZ', phone: '2025550123' }, 'Country code is required'],
    ];
    for (const [values, message] of cases) {
      const response = await postForm(workers, '/auth/phone', values, { 'CF-Connecting-IP': freshIp() });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }
  });

  test('a number the phone library rejects answers the InvalidParameterException text', async () => {
    const response = await postForm(workers, '/auth/phone', { country: 'US', phone: '1234567890' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Invalid phone number format. Please try again.');
  });

  test('at most 5 sends per number per 10 minutes, then LimitExceededException; a new window opens after', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++)
      expect((await requestCode(workers, phone.national)).response.status).toBe(302);
    const sixth = await requestCode(workers, phone.national);
    expect(sixth.response.status).toBe(429);
    expect(await sixth.response.text()).toContain('Too many attempts. Please try again later.');
    const later = await requestCode(workers, phone.national, {
      headers: { 'X-Test-Now': new Date(Date.now() + 11 * 60_000).toISOString() },
    });
    expect(later.response.status).toBe(302);
  });

  test('a per-IP cap stops one client texting many numbers', async () => {
    const ip = freshIp();
    const statuses: Array<number> = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await requestCode(workers, freshPhone().national, { ip })).response.status);
    expect(statuses.slice(0, 20).every((s) => s === 302)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  test('concurrent sends are counted exactly', async () => {
    const phone = freshPhone();
    const results = await Promise.all(Array.from({ length: 12 }, () => requestCode(workers, phone.national)));
    expect(results.filter((r) => r.response.status === 302)).toHaveLength(5);
  });
});

describe('verifying (spec 1 §4 step 3; issue 4 §3)', () => {
  test('a correct code signs in (creating the account), goes to the stored returnUrl through onboarding, and works once', async () => {
    const phone = freshPhone();
    const { pending } = await requestCode(workers, phone.national, { returnUrl: '/golf/search' });
    const code = await latestCode(workers, phone.e164);
    const response = await submitCode(workers, pending ?? '', code, { returnUrl: '/golf/search' });
    expect(response.status).toBe(302);
    // issue 15 point 2: a new number chooses its name and username first.
    expect(response.headers.get('location')).toBe('/auth/welcome?returnUrl=%2Fgolf%2Fsearch');
    const session = cookieValue(response, '__session');
    // A signed 128-bit id (decision 037): base64 of the JSON string, a dot, the HMAC (URI-encoded).
    expect(session).toMatch(/^__session=[A-Za-z0-9%]{30,}\.[A-Za-z0-9%]{40,}$/);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('__session='));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain(`Max-Age=${30 * 86_400}`);
    const [account] = await workers.db.select().from(accounts).where(eq(accounts.phone, phone.e164));
    expect(account?.phoneVerifiedAt).not.toBeNull();
    const dashboard = await workers.fetch('/dashboard', { headers: { Cookie: session ?? '' } });
    expect([dashboard.status, dashboard.headers.get('location')]).toEqual([302, '/auth/welcome']);
    // Single use: the used challenge is no pending sign-in any more (spec 1 §4 step 6 → /auth/phone).
    const again = await submitCode(workers, pending ?? '', code);
    expect(again.headers.get('location')).toBe('/auth/phone');
    expect(cookieValue(again, '__session')).toBeNull();
  });

  test('returnUrl /auth or /auth/verify, or none, goes to /dashboard (through onboarding when new)', async () => {
    for (const returnUrl of ['/auth', '/auth/verify?x=1', undefined]) {
      const phone = freshPhone();
      const { pending } = await requestCode(workers, phone.national);
      const response = await submitCode(workers, pending ?? '', await latestCode(workers, phone.e164), {
        returnUrl,
      });
      expect(response.headers.get('location')).toBe('/auth/welcome');
      await finishOnboarding(workers, phone.e164);
      const again = await requestCode(workers, phone.national);
      const known = await submitCode(workers, again.pending ?? '', await latestCode(workers, phone.e164), {
        returnUrl,
      });
      expect(known.headers.get('location')).toBe('/dashboard');
    }
  });

  test('open-redirect attempts in returnUrl land on /dashboard (through onboarding when new)', async () => {
    for (const returnUrl of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
    ]) {
      const phone = freshPhone();
      const { pending } = await requestCode(workers, phone.national);
      const response = await submitCode(workers, pending ?? '', await latestCode(workers, phone.e164), {
        returnUrl,
      });
      expect(response.headers.get('location')).toBe('/auth/welcome');
    }
  });

  test('a wrong code answers CodeMismatchException; the sixth check of one code LimitExceededException', async () => {
    const phone = freshPhone();
    const { pending } = await requestCode(workers, phone.national);
    const code = await latestCode(workers, phone.e164);
    for (let i = 0; i < 5; i++) {
      const response = await submitCode(workers, pending ?? '', wrongCode(code));
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Invalid verification code. Please try again.');
    }
    const sixth = await submitCode(workers, pending ?? '', code);
    expect(sixth.status).toBe(429);
    expect(await sixth.text()).toContain('Too many attempts. Please try again later.');
  });

  test('a malformed code answers InvalidParameterException', async () => {
    const phone = freshPhone();
    const { pending } = await requestCode(workers, phone.national);
    const response = await submitCode(workers, pending ?? '', '12a45');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Invalid verification code format.');
  });

  test('a code expires after 10 minutes (injected clock)', async () => {
    const phone = freshPhone();
    const { pending } = await requestCode(workers, phone.national);
    const code = await latestCode(workers, phone.e164);
    const response = await submitCode(workers, pending ?? '', code, {
      headers: { 'X-Test-Now': new Date(Date.now() + 10 * 60_000 + 1000).toISOString() },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Verification code has expired. Please request a new one.');
  });

  test('verify without a pending sign-in and signed out goes to /auth/phone', async () => {
    const response = await workers.fetch('/auth/verify');
    expect([response.status, response.headers.get('location')]).toEqual([302, '/auth/phone']);
  });

  test('the verify screen shows the masked number and the 2-minute note', async () => {
    const phone = freshPhone();
    const { pending } = await requestCode(workers, phone.national);
    const html = await (await workers.fetch('/auth/verify', { headers: { Cookie: pending ?? '' } })).text();
    expect(html).toContain(`********${phone.e164.slice(-4)}`);
    expect(html).toContain('Please allow up to 2 minutes for it to arrive.');
    expect(html).toContain('Resend Code (2:00)');
  });

  test('entering the phone screen clears the pending sign-in', async () => {
    const phone = freshPhone();
    const { pending } = await requestCode(workers, phone.national);
    const entry = await workers.fetch('/auth/phone', { headers: { Cookie: pending ?? '' } });
    expect(entry.headers.getSetCookie().some((c) => c.startsWith('auth_challenge=;'))).toBe(true);
    const response = await submitCode(workers, pending ?? '', await latestCode(workers, phone.e164));
    expect(response.headers.get('location')).toBe('/auth/phone');
    expect(cookieValue(response, '__session')).toBeNull();
  });
});

describe('sessions (issue 4 §6)', () => {
  test('every sign-in gets a new session id and the old one is deleted', async () => {
    const phone = freshPhone();
    const first = await signInByPhone(workers, phone.national);
    await finishOnboarding(workers, phone.e164);
    const { pending } = await requestCode(workers, phone.national);
    const response = await submitCode(workers, pending ?? '', await latestCode(workers, phone.e164), {
      cookie: first,
    });
    const second = cookieValue(response, '__session');
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect((await workers.fetch('/dashboard', { headers: { Cookie: first } })).status).toBe(302);
    expect((await workers.fetch('/dashboard', { headers: { Cookie: second ?? '' } })).status).toBe(200);
  });

  test('sign-out deletes the session; the old cookie is signed out', async () => {
    const phone = freshPhone();
    const session = await signInByPhone(workers, phone.national);
    const out = await postForm(workers, '/auth/logout', {}, { Cookie: session });
    expect(out.status).toBe(302);
    expect(
      out.headers.getSetCookie().some((c) => c.startsWith('__session=;') && c.includes('Max-Age=0')),
    ).toBe(true);
    const after = await workers.fetch('/dashboard', { headers: { Cookie: session } });
    expect([after.status, after.headers.get('location')]).toEqual([302, '/auth?returnUrl=%2Fdashboard']);
  });

  test('an expired session is signed out', async () => {
    const phone = freshPhone();
    const session = await signInByPhone(workers, phone.national);
    const [account] = await workers.db.select().from(accounts).where(eq(accounts.phone, phone.e164));
    await workers.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(sessions.accountId, account?.id ?? 0));
    const response = await workers.fetch('/dashboard', { headers: { Cookie: session } });
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('__session=;'))).toBe(true);
  });

  test('guarded pages send anonymous visitors to /auth with the requested URL', async () => {
    const response = await workers.fetch('/dashboard?q=ann');
    expect([response.status, response.headers.get('location')]).toEqual([
      302,
      `/auth?returnUrl=${encodeURIComponent('/dashboard?q=ann')}`,
    ]);
  });

  test('cross-site POSTs are refused; same-origin ones pass', async () => {
    const phone = freshPhone();
    const crossOrigin = await postForm(
      workers,
      '/auth/phone',
      { country: 'US', phone: phone.national },
      {
        Origin: 'https://evil.example',
      },
    );
    expect(crossOrigin.status).toBe(403);
    const crossSite = await postForm(workers, '/auth/logout', {}, { 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await postForm(
      workers,
      '/auth/phone',
      { country: 'US', phone: phone.national },
      {
        Origin: workers.url.origin,
        'Sec-Fetch-Site': 'same-origin',
        'CF-Connecting-IP': freshIp(),
      },
    );
    expect(sameOrigin.status).toBe(302);
  });

  test('a factory session cookie still signs in (sessionCookieFor)', async () => {
    const [account] = await workers.db
      .insert(accounts)
      .values({ guid: crypto.randomUUID(), firstName: 'Factory', username: 'factory-session' })
      .returning({ id: accounts.id });
    const cookie = await sessionCookieFor(workers.db, account?.id ?? 0);
    expect((await workers.fetch('/dashboard', { headers: { Cookie: cookie } })).status).toBe(200);
  });
});
