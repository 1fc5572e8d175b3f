// issue 4 §9: mobile-app tokens through the one-time-code flow; refresh once on 401, rotation and reuse
// detection; issue 4 §5: passwords (alternative login) against the PBKDF2 cap.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiTokenHash } from '../../app/server/bearer-token.server';
import { hashPassword } from '../../app/server/password.server';
import { accounts } from '../../db/schema/accounts';
import { apiTokens, passwordCredentials } from '../../db/schema/auth';
import {
  cookieValue,
  finishOnboarding,
  freshIp,
  freshPhone,
  latestCode,
  postForm,
  signInByPhone,
} from '../helpers/auth';
import { PRODUCTION_VARS, startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return workers.fetch(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshIp(), ...headers },
  });
}

type Pair = { accessToken: string; refreshToken: string; tokenType: string; expiresIn: number };

async function appSignIn(e164: string): Promise<Pair> {
  const sent = await postJson('/api/auth/code', { phone: e164 });
  expect(sent.status).toBe(200);
  const { challengeName, session } = (await sent.json()) as { challengeName: string; session: string };
  expect(challengeName).toBe('CUSTOM_CHALLENGE');
  const token = await postJson('/api/auth/token', { session, code: await latestCode(workers, e164) });
  expect(token.status).toBe(200);
  return (await token.json()) as Pair;
}

function me(accessToken: string, headers: Record<string, string> = {}) {
  return workers.fetch('/api/auth/me', { headers: { Authorization: `Bearer ${accessToken}`, ...headers } });
}

describe('API tokens (issue 4 §9)', () => {
  test('the code flow returns an access and a refresh token; the access token identifies the account', async () => {
    const phone = freshPhone();
    const pair = await appSignIn(phone.e164);
    expect(pair).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });
    const response = await me(pair.accessToken);
    expect(response.status).toBe(200);
    const [account] = await workers.db.select().from(accounts).where(eq(accounts.phone, phone.e164));
    expect(((await response.json()) as { accountId: number }).accountId).toBe(account?.id);
  });

  test('on 401 the client refreshes once and retries with the new token', async () => {
    const pair = await appSignIn(freshPhone().e164);
    const later = { 'X-Test-Now': new Date(Date.now() + 61 * 60_000).toISOString() };
    const expired = await me(pair.accessToken, later);
    expect(expired.status).toBe(401);
    const refreshed = await postJson('/api/auth/refresh', { refreshToken: pair.refreshToken }, later);
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as Pair;
    expect(next.refreshToken).not.toBe(pair.refreshToken);
    expect((await me(next.accessToken, later)).status).toBe(200);
  });

  test('a rotated refresh token shown again after the grace window revokes the whole family', async () => {
    const pair = await appSignIn(freshPhone().e164);
    const first = (await (
      await postJson('/api/auth/refresh', { refreshToken: pair.refreshToken })
    ).json()) as Pair;
    const afterGrace = { 'X-Test-Now': new Date(Date.now() + 31_000).toISOString() };
    const reuse = await postJson('/api/auth/refresh', { refreshToken: pair.refreshToken }, afterGrace);
    expect(reuse.status).toBe(401);
    expect(((await reuse.json()) as { message: string }).message).toContain('already used');
    // The thief's and the owner's newer tokens are dead too.
    expect((await me(first.accessToken)).status).toBe(401);
    expect((await postJson('/api/auth/refresh', { refreshToken: first.refreshToken })).status).toBe(401);
  });

  test('concurrent refreshes of one token within the grace window all get the same new pair', async () => {
    const pair = await appSignIn(freshPhone().e164);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => postJson('/api/auth/refresh', { refreshToken: pair.refreshToken })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const pairs = (await Promise.all(results.map((r) => r.json()))) as Array<Pair>;
    expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(1);
    expect(new Set(pairs.map((p) => p.accessToken)).size).toBe(1);
    const next = pairs[0] as Pair;
    expect(next.refreshToken).not.toBe(pair.refreshToken);
    // The one new pair works, and rotates normally in turn.
    expect((await me(next.accessToken)).status).toBe(200);
    expect((await postJson('/api/auth/refresh', { refreshToken: next.refreshToken })).status).toBe(200);
    // Exactly one pair was stored per rotation: sign-in, first and second rotation.
    const [token] = await workers.db
      .select({ familyId: apiTokens.familyId })
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, await apiTokenHash(pair.refreshToken)));
    const family = await workers.db
      .select({ kind: apiTokens.kind })
      .from(apiTokens)
      .where(eq(apiTokens.familyId, token?.familyId ?? ''));
    expect(family).toHaveLength(6);
  });

  test('a refresh within the grace window of a signed-out family is refused', async () => {
    const pair = await appSignIn(freshPhone().e164);
    expect((await postJson('/api/auth/refresh', { refreshToken: pair.refreshToken })).status).toBe(200);
    expect((await postJson('/api/auth/logout', { refreshToken: pair.refreshToken })).status).toBe(204);
    expect((await postJson('/api/auth/refresh', { refreshToken: pair.refreshToken })).status).toBe(401);
  });

  test('sign-out revokes the family', async () => {
    const pair = await appSignIn(freshPhone().e164);
    expect((await postJson('/api/auth/logout', { refreshToken: pair.refreshToken })).status).toBe(204);
    expect((await me(pair.accessToken)).status).toBe(401);
  });

  test('bad bodies are clear 4xx answers', async () => {
    const cases: Array<[string, unknown, number]> = [
      ['/api/auth/code', { phone: 'abc' }, 400],
      ['/api/auth/code', {}, 400],
      ['/api/auth/token', { session: 'x', code: '1' }, 400],
      ['/api/auth/refresh', { refreshToken: 'short' }, 400],
    ];
    for (const [path, body, status] of cases) {
      const response = await postJson(path, body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(0);
    }
    const notJson = await workers.fetch('/api/auth/code', {
      method: 'POST',
      body: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    // A body sent as text (fetch's default for a string) is not read as JSON.
    const text = await workers.fetch('/api/auth/code', { method: 'POST', body: '{"phone":"+12025550123"}' });
    expect(text.status).toBe(415);
  });
});

describe('passwords and the alternative login (issue 4 §5; spec 1 §4 step 4)', () => {
  test('a signed-in user sets a password, then logs in with number and password and lands on /', async () => {
    const phone = freshPhone();
    const session = await signInByPhone(workers, phone.national);
    const password = 'a long enough passphrase';
    const set = await postForm(
      workers,
      '/dashboard/settings',
      { intent: 'password', newPassword: password, confirmPassword: password },
      { Cookie: session },
    );
    expect(set.status).toBe(302);
    const [account] = await workers.db.select().from(accounts).where(eq(accounts.phone, phone.e164));
    const [stored] = await workers.db
      .select()
      .from(passwordCredentials)
      .where(eq(passwordCredentials.accountId, account?.id ?? 0));
    // Production Workers cap PBKDF2 at 100 000 iterations; the stored count must be within it.
    expect(stored?.iterations).toBeLessThanOrEqual(100_000);
    expect(stored?.hash).not.toContain(password);
    const login = await postForm(workers, '/auth/alternative', {
      country: 'US',
      phone: phone.national,
      password,
    });
    expect([login.status, login.headers.get('location')]).toEqual([302, '/']);
    expect(cookieValue(login, '__session')).not.toBeNull();
  });

  test('changing a password needs the current one', async () => {
    const phone = freshPhone();
    const session = await signInByPhone(workers, phone.national);
    // The dashboard's answers render the page, which an account without a username leaves for onboarding.
    await finishOnboarding(workers, phone.e164);
    const first = 'first passphrase is long';
    await postForm(
      workers,
      '/dashboard/settings',
      { intent: 'password', newPassword: first, confirmPassword: first },
      { Cookie: session },
    );
    const second = 'second passphrase is long';
    const wrong = await postForm(
      workers,
      '/dashboard/settings',
      { intent: 'password', currentPassword: 'nope', newPassword: second, confirmPassword: second },
      { Cookie: session },
    );
    expect(wrong.status).toBe(403);
    const short = await postForm(
      workers,
      '/dashboard/settings',
      { intent: 'password', currentPassword: first, newPassword: 'short', confirmPassword: 'short' },
      { Cookie: session },
    );
    expect(short.status).toBe(400);
    const right = await postForm(
      workers,
      '/dashboard/settings',
      { intent: 'password', currentPassword: first, newPassword: second, confirmPassword: second },
      { Cookie: session },
    );
    expect(right.status).toBe(302);
  });

  test('a wrong password or unknown number answers the spec 1 §8 default', async () => {
    const phone = freshPhone();
    const unknown = await postForm(workers, '/auth/alternative', {
      country: 'US',
      phone: phone.national,
      password: 'whatever',
    });
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain('Invalid phone number or password. Please try again.');
  });

  test('the alternative form shows each validation message of spec 1 §5', async () => {
    const cases: Array<[Record<string, string>, Array<string>]> = [
      [{ country: 'US', phone: '', password: '' }, ['Phone number is required', 'Password is required']],
      [
        { country: 'US', phone: '12345', password: 'abc' },
        ['Please enter a valid 10-digit phone number', 'Password must be at least 6 characters'],
      ],
    ];
    for (const [values, messages] of cases) {
      const response = await postForm(workers, '/auth/alternative', values);
      expect(response.status).toBe(400);
      const html = await response.text();
      for (const message of messages) expect(html).toContain(message);
    }
  });
});

describe('production settings (issue 4 §4, §6)', () => {
  test('the session cookie is __Host-session with Secure, and there is no SMS outbox', async () => {
    const production = await startTestWorkers({ vars: PRODUCTION_VARS });
    try {
      const phone = freshPhone();
      const [account] = await production.db
        .insert(accounts)
        .values({ guid: crypto.randomUUID(), phone: phone.e164, username: 'production-player' })
        .returning({ id: accounts.id });
      const password = 'production passphrase';
      const stored = await hashPassword(password, PRODUCTION_VARS.PASSWORD_PEPPER ?? '');
      await production.db.insert(passwordCredentials).values({ accountId: account?.id ?? 0, ...stored });
      const login = await production.fetch('/auth/alternative', {
        method: 'POST',
        body: new URLSearchParams({ country: 'US', phone: phone.national, password }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      const cookie = login.headers.getSetCookie().find((c) => c.startsWith('__Host-session='));
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Domain');
      const session = cookie?.split(';')[0] ?? '';
      expect((await production.fetch('/dashboard', { headers: { Cookie: session } })).status).toBe(200);
      // The same id under the plain name (which any subdomain could plant) is not a session.
      const plain = session.replace('__Host-session=', '__session=');
      const ignored = await production.fetch('/dashboard', { headers: { Cookie: plain } });
      expect([ignored.status, ignored.headers.get('location')]).toEqual([
        302,
        '/auth?returnUrl=%2Fdashboard',
      ]);
      expect(
        (await production.fetch(`/resources/dev/sms-outbox?phone=${encodeURIComponent(phone.e164)}`)).status,
      ).toBe(404);
    } finally {
      await production.dispose();
    }
  });
});
