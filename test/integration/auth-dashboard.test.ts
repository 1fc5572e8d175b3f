// issue 4 §6–§8: security headers on every response (CSP nonce kept by the edge cache), guards and
// roles, the dashboard's website settings taking effect on the next public request.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postForm } from '../helpers/auth';
import { createAccount, createPlayer, makeProductManager, sessionCookieFor } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

function nonceOf(csp: string | null): string | null {
  return /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? null;
}

describe('security headers (issue 4 §6)', () => {
  test('every response carries HSTS, nosniff, a referrer policy and a CSP', async () => {
    for (const path of ['/', '/auth', '/golf/search', '/resources/health', '/dashboard', '/favicon.svg']) {
      const response = await workers.fetch(path);
      expect(response.headers.get('strict-transport-security'), path).toContain('max-age=');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy'), path).toMatch(/frame-ancestors/);
    }
  });

  test('a page gets a fresh nonce per response, used by every script of the page', async () => {
    const first = await workers.fetch('/auth');
    const second = await workers.fetch('/auth');
    const nonce = nonceOf(first.headers.get('content-security-policy'));
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce);
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag.includes(`nonce="${nonce}"`) || /\bsrc=/.test(tag), tag).toBe(true);
  });

  test('an edge-cached page keeps the nonce of its own CSP header', async () => {
    const player = await createPlayer(workers.db);
    const path = `/player/${player.username}/summary`;
    await (await workers.fetch(path)).text();
    await expect.poll(async () => (await workers.fetch(path)).headers.get('x-edge-cache')).toBe('HIT');
    const hit = await workers.fetch(path);
    const nonce = nonceOf(hit.headers.get('content-security-policy'));
    expect(nonce).not.toBeNull();
    expect(await hit.text()).toContain(`nonce="${nonce}"`);
  });
});

describe('guards and roles (issue 4 §7)', () => {
  test('the dashboard needs a user; a product manager can search accounts and open any profile', async () => {
    const private_ = await createPlayer(workers.db, { firstName: 'Hidden', lastName: 'Golfer' });
    await postForm(
      workers,
      '/dashboard/settings',
      { intent: 'site', on: 'false' },
      {
        Cookie: await sessionCookieFor(workers.db, private_.id),
      },
    );
    const manager = await createAccount(workers.db, {
      firstName: 'Pat',
      lastName: 'Manager',
      username: 'pat-manager',
    });
    await makeProductManager(workers.db, manager.id);
    const cookie = await sessionCookieFor(workers.db, manager.id);
    const html = await (
      await workers.fetch('/dashboard/settings?q=Hidden', { headers: { Cookie: cookie } })
    ).text();
    expect(html).toContain('Hidden Golfer');
    expect(html).toContain(`/player/${private_.username}`);
    // A query longer than D1's 50-byte LIKE pattern limit, in 4-byte letters: an empty list, no error.
    const long = await workers.fetch(`/dashboard/settings?q=${encodeURIComponent('𓈔'.repeat(40))}`, {
      headers: { Cookie: cookie },
    });
    expect(long.status).toBe(200);
    expect(await long.text()).not.toContain('Hidden Golfer');
    const profile = await workers.fetch(`/player/${private_.username}/summary`, {
      headers: { Cookie: cookie },
    });
    expect(profile.status).toBe(200);
    const anonymous = await workers.fetch(`/player/${private_.username}/summary`);
    expect(anonymous.status).toBe(302);
  });

  test('a player sees no account list', async () => {
    const player = await createPlayer(workers.db);
    const html = await (
      await workers.fetch('/dashboard/settings', {
        headers: { Cookie: await sessionCookieFor(workers.db, player.id) },
      })
    ).text();
    expect(html).toContain('Website settings');
    expect(html).not.toContain('Search accounts');
  });
});

describe('website settings (issue 4 §8)', () => {
  function allFeatures(value: 'yes' | 'no' | 'unset', overrides: Record<string, string> = {}) {
    const values: Record<string, string> = { intent: 'features' };
    for (const id of [89, 78, 80, 86, 67, 59, 63, 77]) {
      values[`public-${id}`] = value;
      values[`verified-${id}`] = 'unset';
    }
    return { ...values, ...overrides };
  }

  test('hiding a feature takes effect on the next request to a cached public profile', async () => {
    const player = await createPlayer(workers.db, { about: 'Visible about text.' });
    const cookie = await sessionCookieFor(workers.db, player.id);
    const path = `/player/${player.username}/summary`;
    await (await workers.fetch(path)).text();
    await expect.poll(async () => (await workers.fetch(path)).headers.get('x-edge-cache')).toBe('HIT');
    const saved = await postForm(
      workers,
      '/dashboard/settings',
      allFeatures('unset', { 'public-89': 'no' }),
      {
        Cookie: cookie,
      },
    );
    expect([saved.status, saved.headers.get('location')]).toEqual([302, '/dashboard/settings']);
    const next = await workers.fetch(path);
    expect([next.status, next.headers.get('location')]).toEqual([302, `/player/${player.username}`]);
    // The owner still sees it.
    expect((await workers.fetch(path, { headers: { Cookie: cookie } })).status).toBe(200);
  });

  test('turning the site off sends visitors home at once; on again shows it', async () => {
    const player = await createPlayer(workers.db);
    const cookie = await sessionCookieFor(workers.db, player.id);
    const path = `/player/${player.username}/summary`;
    await (await workers.fetch(path)).text();
    await expect.poll(async () => (await workers.fetch(path)).headers.get('x-edge-cache')).toBe('HIT');
    await postForm(workers, '/dashboard/settings', { intent: 'site', on: 'false' }, { Cookie: cookie });
    const off = await workers.fetch(path);
    expect([off.status, off.headers.get('location')]).toEqual([302, '/']);
    await postForm(workers, '/dashboard/settings', { intent: 'site', on: 'true' }, { Cookie: cookie });
    expect((await workers.fetch(path)).status).toBe(200);
  });

  test('the dashboard shows the saved choices and who will see each page', async () => {
    const player = await createPlayer(workers.db);
    const cookie = await sessionCookieFor(workers.db, player.id);
    await postForm(workers, '/dashboard/settings', allFeatures('yes', { 'public-78': 'no' }), {
      Cookie: cookie,
    });
    const html = await (await workers.fetch('/dashboard/settings', { headers: { Cookie: cookie } })).text();
    expect(html).toContain('Only you, your circle and product managers');
    expect(html).toContain('Everyone: visitors, coaches and recruiters');
    expect(html).toContain('Resume designer');
  });

  test('a malformed settings form is a 400 with a message', async () => {
    const player = await createPlayer(workers.db);
    const cookie = await sessionCookieFor(workers.db, player.id);
    const response = await postForm(
      workers,
      '/dashboard/settings',
      allFeatures('yes', { 'public-78': 'sometimes' }),
      {
        Cookie: cookie,
      },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Choose Yes, No or Not set for every feature.');
  });
});

describe('the signed-in state on every page (spec 1 §6)', () => {
  test('navigation offers Dashboard to a signed-in viewer and Log in to everyone else', async () => {
    const { id } = await createAccount(workers.db);
    const cookie = await sessionCookieFor(workers.db, id);
    for (const path of ['/golf/search', '/store-redirect']) {
      const signedIn = await (await workers.fetch(path, { headers: { Cookie: cookie } })).text();
      expect(signedIn, path).toContain('href="/dashboard"');
      expect(signedIn, path).not.toContain('href="/auth"');
      const anonymous = await (await workers.fetch(path)).text();
      expect(anonymous, path).toContain('href="/auth"');
      expect(anonymous, path).not.toContain('href="/dashboard"');
      // A cookie of no live session counts as signed out.
      const stale = await (
        await workers.fetch(path, { headers: { Cookie: '__session=aaaaaaaaaaaaaaaaaaaaaaaa' } })
      ).text();
      expect(stale, path).toContain('href="/auth"');
    }
  });
});
