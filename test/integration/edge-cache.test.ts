// Anonymous profile pages from the edge cache (Cache API), keyed by the account version; pages of
// signed-in viewers never cached; D1 round trips per profile page counted by the Worker.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { accountExtraInfo, accounts } from '../../db/schema/accounts';
import { createPlayer, sessionCookieFor, setFeatureSetting } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

function roundTrips(response: Response): number {
  const match = /d1;desc="round trips";dur=(\d+)/.exec(response.headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : Number.NaN;
}

test('an anonymous profile page is rendered once, then served from the edge cache', async () => {
  const player = await createPlayer(workers.db, { about: 'First version of the about text.' });
  const path = `/player/${player.username}/summary`;
  const miss = await workers.fetch(path);
  expect(miss.status).toBe(200);
  expect(miss.headers.get('x-edge-cache')).toBe('MISS');
  expect(miss.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
  expect(roundTrips(miss)).toBeLessThanOrEqual(2);
  await miss.text();
  await expect.poll(async () => (await workers.fetch(path)).headers.get('x-edge-cache')).toBe('HIT');
  const hit = await workers.fetch(path);
  expect(await hit.text()).toContain('First version of the about text.');
  expect(roundTrips(hit)).toBe(1);
});

test('a profile change is visible on the next request', async () => {
  const player = await createPlayer(workers.db, { about: 'Before the change.' });
  const path = `/player/${player.username}/summary`;
  await (await workers.fetch(path)).text();
  await expect.poll(async () => (await workers.fetch(path)).headers.get('x-edge-cache')).toBe('HIT');
  // Every write a public page shows bumps the account version (db/schema/accounts.ts).
  await workers.db.batch([
    workers.db
      .update(accountExtraInfo)
      .set({ about: 'After the change.' })
      .where(eq(accountExtraInfo.accountId, player.id)),
    workers.db
      .update(accounts)
      .set({ version: sql`${accounts.version} + 1` })
      .where(eq(accounts.id, player.id)),
  ]);
  const next = await workers.fetch(path);
  expect(next.headers.get('x-edge-cache')).toBe('MISS');
  const html = await next.text();
  expect(html).toContain('After the change.');
  expect(html).not.toContain('Before the change.');
});

test('a signed-in viewer gets a private page that no cache stores or serves', async () => {
  const player = await createPlayer(workers.db, { about: 'Cached for visitors.' });
  const path = `/player/${player.username}/summary`;
  await (await workers.fetch(path)).text();
  await expect.poll(async () => (await workers.fetch(path)).headers.get('x-edge-cache')).toBe('HIT');
  const cookie = await sessionCookieFor(workers.db, player.id);
  const signedIn = await workers.fetch(path, { headers: { Cookie: cookie } });
  expect(signedIn.headers.get('x-edge-cache')).toBeNull();
  expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
});

test('the theme cookie is part of the key; any other cookie bypasses the cache', async () => {
  const player = await createPlayer(workers.db);
  const path = `/player/${player.username}/summary`;
  await (await workers.fetch(path)).text();
  await expect.poll(async () => (await workers.fetch(path)).headers.get('x-edge-cache')).toBe('HIT');
  const themed = await workers.fetch(path, {
    headers: { Cookie: 'theme=eyJ0aGVtZSI6ImJsYWNrLXRoZW1lIn0%3D' },
  });
  expect(themed.headers.get('x-edge-cache')).toBe('MISS');
  const other = await workers.fetch(path, { headers: { Cookie: 'toast=abc' } });
  expect(other.headers.get('x-edge-cache')).toBeNull();
});

test('a private website is never cached for anyone', async () => {
  const player = await createPlayer(workers.db);
  await setFeatureSetting(workers.db, player.id, 88, { isPublic: false, isPhoneVerified: null });
  const response = await workers.fetch(`/player/${player.username}/summary`);
  expect(response.status).toBe(302);
  expect(response.headers.get('x-edge-cache')).toBeNull();
});

test('hiding a feature takes effect at once for a page already in the cache', async () => {
  const player = await createPlayer(workers.db, { about: 'Soon hidden.' });
  const path = `/player/${player.username}/summary`;
  await (await workers.fetch(path)).text();
  await expect.poll(async () => (await workers.fetch(path)).headers.get('x-edge-cache')).toBe('HIT');
  // The settings write bumps the account version (migrations/0002_profile_version_triggers.sql).
  await setFeatureSetting(workers.db, player.id, 89, { isPublic: false, isPhoneVerified: null });
  const response = await workers.fetch(path);
  expect([response.status, response.headers.get('location')]).toEqual([302, `/player/${player.username}`]);
  expect(await response.text()).not.toContain('Soon hidden.');
});
