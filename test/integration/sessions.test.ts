// issue 14 §5: sessions that end when they should — a password change and "sign out everywhere"
// revoke the account's other sign-ins; "Resend code" without JavaScript keeps the new challenge; the
// experimental route tells no one which usernames exist.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts } from '../../db/schema/accounts';
import { otpChallenges } from '../../db/schema/auth';
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
import { createPlayer, setFeature } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

type Pair = { accessToken: string; refreshToken: string };

async function appSignIn(e164: string): Promise<Pair> {
  const post = (path: string, body: unknown) =>
    workers.fetch(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshIp() },
    });
  const sent = (await (await post('/api/auth/code', { phone: e164 })).json()) as { session: string };
  const token = await post('/api/auth/token', {
    session: sent.session,
    code: await latestCode(workers, e164),
  });
  return (await token.json()) as Pair;
}

const dashboard = (session: string) => workers.fetch('/dashboard', { headers: { Cookie: session } });
const me = (accessToken: string) =>
  workers.fetch('/api/auth/me', { headers: { Authorization: `Bearer ${accessToken}` } });
const refresh = (refreshToken: string) =>
  workers.fetch('/api/auth/refresh', {
    method: 'POST',
    body: JSON.stringify({ refreshToken }),
    headers: { 'Content-Type': 'application/json' },
  });

/** Three sign-ins of one account: two browsers and the mobile app. */
async function threeSignIns() {
  const phone = freshPhone();
  const here = await signInByPhone(workers, phone.national);
  await finishOnboarding(workers, phone.e164);
  const elsewhere = await signInByPhone(workers, phone.national);
  const app = await appSignIn(phone.e164);
  expect((await dashboard(elsewhere)).status).toBe(200);
  expect((await me(app.accessToken)).status).toBe(200);
  return { here, elsewhere, app };
}

async function expectOnlyHereSignedIn({ here, elsewhere, app }: Awaited<ReturnType<typeof threeSignIns>>) {
  expect((await dashboard(here)).status).toBe(200);
  expect((await dashboard(elsewhere)).status).toBe(302);
  expect((await me(app.accessToken)).status).toBe(401);
  expect((await refresh(app.refreshToken)).status).toBe(401);
}

describe('ending other sign-ins', () => {
  test('a password change signs the account out everywhere but this browser', async () => {
    const signIns = await threeSignIns();
    const password = 'a new and long passphrase';
    const changed = await postForm(
      workers,
      '/dashboard/settings',
      { intent: 'password', newPassword: password, confirmPassword: password },
      { Cookie: signIns.here },
    );
    expect(changed.status).toBe(302);
    await expectOnlyHereSignedIn(signIns);
  });

  test('"sign out everywhere" on the settings page does the same', async () => {
    const signIns = await threeSignIns();
    const page = await (
      await workers.fetch('/dashboard/settings', { headers: { Cookie: signIns.here } })
    ).text();
    expect(page).toContain('Sign out everywhere else');
    const done = await postForm(
      workers,
      '/dashboard/settings',
      { intent: 'sign-out-everywhere' },
      { Cookie: signIns.here },
    );
    expect([done.status, done.headers.get('location')]).toEqual([302, '/dashboard/settings']);
    await expectOnlyHereSignedIn(signIns);
  });

  test('a refused password change ends nothing', async () => {
    const signIns = await threeSignIns();
    const refused = await postForm(
      workers,
      '/dashboard/settings',
      { intent: 'password', newPassword: 'short', confirmPassword: 'short' },
      { Cookie: signIns.here },
    );
    expect(refused.status).toBe(400);
    expect((await dashboard(signIns.elsewhere)).status).toBe(200);
    expect((await me(signIns.app.accessToken)).status).toBe(200);
  });
});

describe('"Resend code" without JavaScript', () => {
  test('keeps the browser on the verify screen with the new challenge, whose code signs in', async () => {
    const phone = freshPhone();
    const { pending } = await requestCode(workers, phone.national, { returnUrl: '/golf/search' });
    const later = { 'X-Test-Now': new Date(Date.now() + 121_000).toISOString() };
    const resent = await postForm(
      workers,
      '/auth/verify',
      { intent: 'resend', returnUrl: '/golf/search' },
      { Cookie: pending ?? '', 'CF-Connecting-IP': freshIp(), ...later },
    );
    expect(resent.status).toBe(302);
    expect(resent.headers.get('location')).toBe(
      `/auth/verify?returnUrl=${encodeURIComponent('/golf/search')}`,
    );
    const next = cookieValue(resent, 'auth_challenge');
    expect(next).not.toBeNull();
    expect(next).not.toBe(pending);
    // The old challenge is used up; the screen the redirect lands on shows the new one.
    const [old] = await workers.db
      .select({ consumedAt: otpChallenges.consumedAt })
      .from(otpChallenges)
      .where(eq(otpChallenges.id, (pending ?? '').split('=')[1] ?? ''));
    expect(old?.consumedAt).not.toBeNull();
    const screen = await workers.fetch('/auth/verify?returnUrl=%2Fgolf%2Fsearch', {
      headers: { Cookie: next ?? '', ...later },
    });
    expect(screen.status).toBe(200);
    expect(await screen.text()).toContain('Resend Code (2:00)');
    const signedIn = await submitCode(workers, next ?? '', await latestCode(workers, phone.e164), {
      returnUrl: '/golf/search',
    });
    // A new number chooses its name and username on the way (issue 15 point 2).
    expect([signedIn.status, signedIn.headers.get('location')]).toEqual([
      302,
      '/auth/welcome?returnUrl=%2Fgolf%2Fsearch',
    ]);
  });
});

describe('the experimental shot dispersion route', () => {
  test('answers the same for a private player and a username that does not exist', async () => {
    const hidden = await createPlayer(workers.db);
    await setFeature(workers.db, hidden.id, 88, false);
    const body = async (username: string) =>
      (await (await workers.fetch(`/experimental/shot-dispersion-chart?username=${username}`)).text())
        // The page repeats the username it was asked for; nothing else may differ.
        .replaceAll(username, 'USERNAME')
        .replace(/nonce="[^"]+"/g, '')
        .replace(/"nonce":"[^"]+"/g, '');
    const [account] = await workers.db.select().from(accounts).where(eq(accounts.id, hidden.id));
    const privatePage = await body(account?.username ?? '');
    const unknownPage = await body('nobody-by-this-name');
    expect(privatePage).toBe(unknownPage);
    expect(privatePage).not.toContain(account?.lastName ?? 'x');
  });
});
