// issue 14 §2 (decision 026): sign-in throttling without lockout, rule by rule, against the built
// Worker and D1. The server clock is moved with X-Test-Now (local test mode only).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../app/server/password.server';
import { accounts } from '../../db/schema/accounts';
import { authThrottles, passwordCredentials } from '../../db/schema/auth';
import { DEFAULT_VARS } from '../../scripts/lib/workers';
import {
  cookieValue,
  freshIp,
  freshPhone,
  latestCode,
  postForm,
  requestCode,
  submitCode,
} from '../helpers/auth';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

const MINUTE = 60_000;
const at = (t: number) => ({ 'X-Test-Now': new Date(t).toISOString() });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const PASSWORD = 'the owner knows this passphrase';

/** A browser that signs in to `phone` by code at `t`: its device cookie (name=value). */
async function trustedDevice(phone: { national: string; e164: string }, t: number): Promise<string> {
  const { pending } = await requestCode(workers, phone.national, { headers: at(t) });
  const response = await submitCode(workers, pending ?? '', await latestCode(workers, phone.e164), {
    headers: at(t),
  });
  expect(response.status).toBe(302);
  const device = cookieValue(response, 'device');
  if (!device) throw new Error('no device cookie after sign-in');
  return device;
}

/** A stranger asks for a code at `t` and guesses it wrong five times; answers the send status. */
async function strangerRound(phone: { national: string; e164: string }, t: number, ip = freshIp()) {
  const { response, pending } = await requestCode(workers, phone.national, { ip, headers: at(t) });
  if (response.status !== 302) return response.status;
  const code = await latestCode(workers, phone.e164);
  for (let guess = 0; guess < 5; guess++) {
    const answer = await submitCode(workers, pending ?? '', wrongCode(code), { headers: at(t) });
    expect(answer.status).toBe(400);
  }
  return 302;
}

async function throttleOf(key: string) {
  const [row] = await workers.db.select().from(authThrottles).where(eq(authThrottles.key, key));
  return row ?? null;
}

async function setThrottle(key: string, failures: number, blockedUntil: number) {
  const values = {
    key,
    failures,
    blockedUntil: new Date(blockedUntil).toISOString(),
    updatedAt: new Date().toISOString(),
  };
  await workers.db
    .insert(authThrottles)
    .values(values)
    .onConflictDoUpdate({ target: authThrottles.key, set: values });
}

async function accountWithPassword(phone: { e164: string }) {
  const [account] = await workers.db
    .insert(accounts)
    .values({ guid: crypto.randomUUID(), phone: phone.e164 })
    .returning({ id: accounts.id });
  const stored = await hashPassword(PASSWORD, DEFAULT_VARS.PASSWORD_PEPPER ?? '');
  await workers.db.insert(passwordCredentials).values({ accountId: account?.id ?? 0, ...stored });
}

function passwordLogin(
  phone: { national: string },
  password: string,
  t: number,
  headers: Record<string, string> = {},
) {
  return postForm(
    workers,
    '/auth/alternative',
    { country: 'US', phone: phone.national, password },
    { 'CF-Connecting-IP': freshIp(), ...at(t), ...headers },
  );
}

describe('codes: a stranger never stops the owner', () => {
  test("the reported attack — 21 requests over 40 minutes from two addresses, five wrong guesses each — leaves the owner's device signing in at once", async () => {
    const phone = freshPhone();
    const t0 = Date.now();
    const device = await trustedDevice(phone, t0);
    const ips = [freshIp(), freshIp()];
    const statuses: Array<number> = [];
    for (let i = 0; i < 21; i++) statuses.push(await strangerRound(phone, t0 + i * 2 * MINUTE, ips[i % 2]));
    // The stranger got at most the number's daily budget of codes; the phone is not flooded.
    expect(statuses.filter((s) => s === 302).length).toBeLessThanOrEqual(10);
    expect(statuses).toContain(429);

    const t1 = t0 + 42 * MINUTE;
    const owner = await requestCode(workers, phone.national, { headers: { ...at(t1), Cookie: device } });
    expect(owner.response.status).toBe(302);
    const signedIn = await submitCode(workers, owner.pending ?? '', await latestCode(workers, phone.e164), {
      headers: at(t1),
      cookie: device,
    });
    expect(signedIn.status).toBe(302);
    expect(cookieValue(signedIn, '__session')).not.toBeNull();
    // A right code is the owner: the count starts again.
    expect(await throttleOf(`otp:${phone.e164}`)).toBeNull();
  });

  test('on a new device the owner gets a code once the wait is over, and its right code works whatever failed before', async () => {
    const phone = freshPhone();
    const t0 = Date.now();
    for (let i = 0; i < 4; i++) await strangerRound(phone, t0 + i * 11 * MINUTE);
    expect((await throttleOf(`otp:${phone.e164}`))?.failures).toBe(20);
    const t1 = t0 + 45 * MINUTE + 5 * MINUTE;
    const owner = await requestCode(workers, phone.national, { headers: at(t1) });
    expect(owner.response.status).toBe(302);
    const signedIn = await submitCode(workers, owner.pending ?? '', await latestCode(workers, phone.e164), {
      headers: at(t1),
    });
    expect(signedIn.status).toBe(302);
  });

  test("a stranger's code request does not cancel the owner's pending code", async () => {
    const phone = freshPhone();
    const owner = await requestCode(workers, phone.national);
    const ownerCode = await latestCode(workers, phone.e164);
    expect((await requestCode(workers, phone.national)).response.status).toBe(302);
    const signedIn = await submitCode(workers, owner.pending ?? '', ownerCode);
    expect(signedIn.status).toBe(302);
  });

  test('only a challenge’s own five checks limit a check: 99 failures on earlier codes refuse nothing', async () => {
    const phone = freshPhone();
    const t0 = Date.now();
    await setThrottle(`otp:${phone.e164}`, 99, t0 - 1000);
    const { pending } = await requestCode(workers, phone.national, { headers: at(t0) });
    const code = await latestCode(workers, phone.e164);
    const wrong = await submitCode(workers, pending ?? '', wrongCode(code), { headers: at(t0) });
    expect(wrong.status).toBe(400);
    // 100 consecutive failures now; the code already sent still answers its right value.
    expect((await throttleOf(`otp:${phone.e164}`))?.failures).toBe(100);
    const right = await submitCode(workers, pending ?? '', code, { headers: at(t0) });
    expect(right.status).toBe(302);
  });

  test('the wait before another code grows with failures: 30 s after five, 60 s after ten', async () => {
    const phone = freshPhone();
    const t0 = Date.now();
    await strangerRound(phone, t0);
    expect((await requestCode(workers, phone.national, { headers: at(t0 + 20_000) })).response.status).toBe(
      429,
    );
    const t1 = t0 + 31_000;
    expect(await strangerRound(phone, t1)).toBe(302);
    expect((await requestCode(workers, phone.national, { headers: at(t1 + 50_000) })).response.status).toBe(
      429,
    );
    expect((await requestCode(workers, phone.national, { headers: at(t1 + 61_000) })).response.status).toBe(
      302,
    );
  });

  test('untrusted clients get at most 10 codes a day for one number; a trusted device has its own budget', async () => {
    const phone = freshPhone();
    const t0 = Date.now();
    const device = await trustedDevice(phone, t0);
    const statuses: Array<number> = [];
    for (let i = 1; i <= 11; i++) {
      const window = t0 + Math.floor(i / 5) * 11 * MINUTE;
      statuses.push((await requestCode(workers, phone.national, { headers: at(window) })).response.status);
    }
    // The sign-in above was the first of the day's ten.
    expect(statuses.filter((s) => s === 302)).toHaveLength(9);
    expect(statuses.at(-1)).toBe(429);
    const trusted = await requestCode(workers, phone.national, {
      headers: { ...at(t0 + 23 * MINUTE), Cookie: device },
    });
    expect(trusted.response.status).toBe(302);
    const tomorrow = await requestCode(workers, phone.national, { headers: at(t0 + 25 * 60 * MINUTE) });
    expect(tomorrow.response.status).toBe(302);
  });

  test('after 100 consecutive wrong codes untrusted clients get no new code until the owner signs in another way', async () => {
    const phone = freshPhone();
    await accountWithPassword(phone);
    const t0 = Date.now();
    await setThrottle(`otp:${phone.e164}`, 100, t0 - 1000);
    expect((await requestCode(workers, phone.national, { headers: at(t0) })).response.status).toBe(429);
    const login = await passwordLogin(phone, PASSWORD, t0);
    expect([login.status, login.headers.get('location')]).toEqual([302, '/']);
    expect(await throttleOf(`otp:${phone.e164}`)).toBeNull();
    expect((await requestCode(workers, phone.national, { headers: at(t0) })).response.status).toBe(302);
  });

  test('a device cookie is bound to its number and signed: another number or a forged one is not trusted', async () => {
    const phone = freshPhone();
    const other = freshPhone();
    const t0 = Date.now();
    const device = await trustedDevice(phone, t0);
    await setThrottle(`otp:${other.e164}`, 100, t0 - 1000);
    const borrowed = await requestCode(workers, other.national, { headers: { ...at(t0), Cookie: device } });
    expect(borrowed.response.status).toBe(429);
    await setThrottle(`otp:${phone.e164}`, 100, t0 - 1000);
    const forged = device.replace(/[0-9a-f]{8}$/, '00000000');
    const refused = await requestCode(workers, phone.national, { headers: { ...at(t0), Cookie: forged } });
    expect(refused.response.status).toBe(429);
  });
});

describe('passwords: a delay, never a lockout', () => {
  test('four wrong passwords pass freely; then each waits 1 s doubling, and the right one signs in once the wait is over', async () => {
    const phone = freshPhone();
    await accountWithPassword(phone);
    const t0 = Date.now();
    for (let i = 0; i < 5; i++) expect((await passwordLogin(phone, 'wrong password', t0)).status).toBe(401);
    const early = await passwordLogin(phone, PASSWORD, t0 + 500);
    expect(early.status).toBe(429);
    expect(await early.text()).toContain('Too many attempts. Please try again later.');
    // The refused attempt was not counted as a failure.
    expect((await throttleOf(`pw:${phone.e164}`))?.failures).toBe(5);
    expect((await passwordLogin(phone, 'wrong password', t0 + 1100)).status).toBe(401);
    expect((await passwordLogin(phone, PASSWORD, t0 + 2500)).status).toBe(429);
    const login = await passwordLogin(phone, PASSWORD, t0 + 3200);
    expect([login.status, login.headers.get('location')]).toEqual([302, '/']);
    expect(await throttleOf(`pw:${phone.e164}`)).toBeNull();
  });

  test("a stranger's wrong passwords never slow the owner on a device that signed in before", async () => {
    const phone = freshPhone();
    await accountWithPassword(phone);
    const t0 = Date.now();
    const device = await trustedDevice(phone, t0);
    for (let i = 0; i < 12; i++) await passwordLogin(phone, 'stranger guess', t0 + i * 10 * MINUTE);
    const blocked = await throttleOf(`pw:${phone.e164}`);
    expect(blocked?.failures).toBeGreaterThanOrEqual(10);
    const t1 = t0 + 111 * MINUTE;
    expect(blocked?.blockedUntil && blocked.blockedUntil > new Date(t1).toISOString()).toBe(true);
    // Without the device the right password waits too…
    expect((await passwordLogin(phone, PASSWORD, t1)).status).toBe(429);
    // …on the owner's device it signs in at once.
    const owner = await passwordLogin(phone, PASSWORD, t1, { Cookie: device });
    expect([owner.status, owner.headers.get('location')]).toEqual([302, '/']);
    // The owner signed in: the consecutive count starts again for everyone.
    expect(await throttleOf(`pw:${phone.e164}`)).toBeNull();
  });

  test('after 100 wrong passwords in a row a texted code is needed first', async () => {
    const phone = freshPhone();
    await accountWithPassword(phone);
    const t0 = Date.now();
    await setThrottle(`pw:${phone.e164}`, 100, t0 - 1000);
    const refused = await passwordLogin(phone, PASSWORD, t0);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Sign in with a code texted to your phone first.');
    await trustedDevice(phone, t0);
    expect(await throttleOf(`pw:${phone.e164}`)).toBeNull();
    expect((await passwordLogin(phone, PASSWORD, t0)).status).toBe(302);
  });

  test('concurrent attempts pass the throttle one at a time', async () => {
    const phone = freshPhone();
    await accountWithPassword(phone);
    const t0 = Date.now();
    await setThrottle(`pw:${phone.e164}`, 4, t0 - 1000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => passwordLogin(phone, 'wrong password', t0)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([401, 429, 429, 429, 429, 429, 429, 429]);
  });
});

describe('the mobile app', () => {
  test('gets a device token with its tokens; with it, codes come even when strangers spent the number’s budget', async () => {
    const phone = freshPhone();
    const json = (path: string, body: unknown, t: number) =>
      workers.fetch(path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshIp(), ...at(t) },
      });
    const t0 = Date.now();
    const sent = (await (await json('/api/auth/code', { phone: phone.e164 }, t0)).json()) as {
      session: string;
    };
    const token = await json(
      '/api/auth/token',
      { session: sent.session, code: await latestCode(workers, phone.e164) },
      t0,
    );
    const { deviceToken } = (await token.json()) as { deviceToken: string };
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{22}\.[0-9a-z]+\.[0-9a-f]{64}$/);
    await setThrottle(`otp:${phone.e164}`, 100, t0 - 1000);
    expect((await json('/api/auth/code', { phone: phone.e164 }, t0)).status).toBe(429);
    expect((await json('/api/auth/code', { phone: phone.e164, deviceToken }, t0)).status).toBe(200);
  });
});

describe('the daily cleanup (wrangler.toml [triggers])', () => {
  test('removes ended counters, old throttles, expired codes, sessions and tokens, and keeps what still counts', async () => {
    const now = new Date('2031-03-01T03:17:00.000Z');
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const ahead = (ms: number) => new Date(now.getTime() + ms).toISOString();
    const DAY = 24 * 60 * MINUTE;
    const [account] = await workers.db
      .insert(accounts)
      .values({ guid: crypto.randomUUID(), phone: freshPhone().e164 })
      .returning({ id: accounts.id });
    const accountId = account?.id ?? 0;
    const statements = [
      [
        'insert into rate_limit_counters (key, window_start, count) values (?, ?, 1)',
        'prune-old-counter',
        ago(3 * DAY),
      ],
      [
        'insert into rate_limit_counters (key, window_start, count) values (?, ?, 1)',
        'prune-day-counter',
        ago(DAY / 2),
      ],
      [
        'insert into auth_throttles (key, failures, blocked_until, updated_at) values (?, 3, ?, ?)',
        'prune-old-throttle',
        ago(40 * DAY),
        ago(40 * DAY),
      ],
      [
        'insert into auth_throttles (key, failures, blocked_until, updated_at) values (?, 3, ?, ?)',
        'prune-new-throttle',
        ago(DAY),
        ago(DAY),
      ],
      [
        "insert into otp_challenges (id, phone, code_hash, attempts, created_at, expires_at) values (?, '+12025550000', 'x', 0, ?, ?)",
        'prune-old-code',
        ago(3 * DAY),
        ago(3 * DAY),
      ],
      [
        "insert into otp_challenges (id, phone, code_hash, attempts, created_at, expires_at) values (?, '+12025550000', 'x', 0, ?, ?)",
        'prune-live-code',
        ago(MINUTE),
        ahead(9 * MINUTE),
      ],
      [
        'insert into sessions (id_hash, account_id, created_at, expires_at) values (?, ?, ?, ?)',
        'prune-old-session',
        accountId,
        ago(31 * DAY),
        ago(DAY),
      ],
      [
        'insert into sessions (id_hash, account_id, created_at, expires_at) values (?, ?, ?, ?)',
        'prune-live-session',
        accountId,
        ago(DAY),
        ahead(29 * DAY),
      ],
      [
        "insert into api_tokens (token_hash, account_id, family_id, kind, created_at, expires_at) values (?, ?, 'f', 'access', ?, ?)",
        'prune-old-token',
        accountId,
        ago(9 * DAY),
        ago(8 * DAY),
      ],
      [
        "insert into api_tokens (token_hash, account_id, family_id, kind, created_at, expires_at, revoked_at) values (?, ?, 'f', 'refresh', ?, ?, ?)",
        'prune-revoked-token',
        accountId,
        ago(9 * DAY),
        ahead(20 * DAY),
        ago(8 * DAY),
      ],
      [
        "insert into api_tokens (token_hash, account_id, family_id, kind, created_at, expires_at, used_at, successor) values (?, ?, 'f', 'refresh', ?, ?, ?, 'sealed')",
        'prune-used-token',
        accountId,
        ago(DAY),
        ahead(29 * DAY),
        ago(MINUTE),
      ],
    ] as const;
    await workers.d1.batch(statements.map(([text, ...values]) => workers.d1.prepare(text).bind(...values)));

    await workers.scheduled(now);

    const keys = async (table: string, column: string) =>
      (
        await workers.d1
          .prepare(`select ${column} as key from ${table} where ${column} like 'prune-%' order by 1`)
          .all<{ key: string }>()
      ).results.map((row) => row.key);
    expect(await keys('rate_limit_counters', 'key')).toEqual(['prune-day-counter']);
    expect(await keys('auth_throttles', 'key')).toEqual(['prune-new-throttle']);
    expect(await keys('otp_challenges', 'id')).toEqual(['prune-live-code']);
    expect(await keys('sessions', 'id_hash')).toEqual(['prune-live-session']);
    expect(await keys('api_tokens', 'token_hash')).toEqual(['prune-used-token']);
    const [used] = (
      await workers.d1.prepare("select successor from api_tokens where token_hash = 'prune-used-token'").all<{
        successor: string | null;
      }>()
    ).results;
    // The rotated pair is kept only for the grace window of concurrent refreshes.
    expect(used?.successor).toBeNull();
  });
});
