// Anonymous profile pages from the edge cache (Cache API), keyed by the account version; pages of
// signed-in viewers never cached; D1 round trips per profile page counted by the Worker. The key
// holds only what the page reads (decision 029), and renders the cache does not answer are limited
// per client network.
import { eq, sql } from 'drizzle-orm';
import { PeriodType } from 'miniflare';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serializeThemePreference } from '../../app/server/theme.server';
import { accountExtraInfo, accounts } from '../../db/schema/accounts';
import {
  createCourse,
  createPlayer,
  createRound,
  daysFromToday,
  sessionCookieFor,
  setFeatureSetting,
} from '../helpers/factories';
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

test('a hit answers the bytes and headers of the miss that stored it, but its cache status', async () => {
  const player = await createPlayer(workers.db, { about: 'Same bytes on every hit.' });
  const path = `/player/${player.username}/summary`;
  const miss = await workers.fetch(path);
  const missBody = await miss.text();
  await expect.poll(async () => (await workers.fetch(path)).headers.get('x-edge-cache')).toBe('HIT');
  const hit = await workers.fetch(path);
  expect(hit.status).toBe(200);
  expect(await hit.text()).toBe(missBody);
  // Server-Timing is per request (this request's D1 round trips) and the Cache API adds Age and
  // CF-Cache-Status to what it answers; the rest is what was stored.
  const perRequest = ['x-edge-cache', 'server-timing', 'date', 'age', 'cf-cache-status'];
  const headersOf = (response: Response) =>
    [...response.headers].filter(([name]) => !perRequest.includes(name));
  expect(headersOf(hit)).toEqual(headersOf(miss));
  expect(hit.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
  expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
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

/** The cache status once the page stored by an earlier request is in the cache. */
async function settled(path: string, init?: RequestInit): Promise<Response> {
  await expect.poll(async () => (await workers.fetch(path, init)).headers.get('x-edge-cache')).toBe('HIT');
  return workers.fetch(path, init);
}

/** HTML without React's text separators (`<!-- -->`). */
function withoutComments(html: string): string {
  return html.replace(/<!--.*?-->/g, '');
}

async function themeCookie(theme: 'default-theme' | 'black-theme', dark = false): Promise<string> {
  return (await serializeThemePreference({ theme, dark }, false)).split(';')[0] ?? '';
}

describe('a key attackers cannot multiply', () => {
  test('query parameters no page reads share one entry and never reach the page', async () => {
    const player = await createPlayer(workers.db, { about: 'Junk-free summary.' });
    const path = `/player/${player.username}/summary`;
    const first = await workers.fetch(`${path}?utm_source=junkFirst7&ref=a%22b`);
    expect(first.headers.get('x-edge-cache')).toBe('MISS');
    const firstHtml = await first.text();
    expect(firstHtml).toContain('Junk-free summary.');
    expect(firstHtml).not.toContain('junkFirst7');
    const other = await settled(`${path}?fbclid=junkSecond8&x=1&x=2`);
    const otherHtml = await other.text();
    expect(otherHtml).not.toContain('junkSecond8');
    expect(otherHtml).not.toContain('junkFirst7');
    expect((await workers.fetch(path)).headers.get('x-edge-cache')).toBe('HIT');
  });

  test('the order of parameters does not matter; a parameter the page reads changes the page', async () => {
    const player = await createPlayer(workers.db);
    const course = await createCourse(workers.db);
    for (let i = 0; i < 21; i++) {
      await createRound(workers.db, {
        accountId: player.id,
        courseId: course.id,
        playedOn: daysFromToday(-(i + 2)),
      });
    }
    const path = `/player/${player.username}/my-rounds`;
    const rounds = (page: string) => page.match(/<tr class="my-scorecard__round"/g)?.length ?? 0;
    const all = await workers.fetch(`${path}?select=Past+2+Years&junk=1`);
    expect(all.headers.get('x-edge-cache')).toBe('MISS');
    expect(rounds(withoutComments(await all.text()))).toBe(21);
    const reordered = await settled(`${path}?junk=2&select=Past%202%20Years`);
    expect(rounds(withoutComments(await reordered.text()))).toBe(21);
    const defaults = await workers.fetch(path);
    expect(defaults.headers.get('x-edge-cache')).toBe('MISS');
    expect(rounds(withoutComments(await defaults.text()))).toBe(6);
    // An invalid sort property is no page of its own: it is the default page.
    expect((await settled(`${path}?sort=Colour`)).headers.get('x-edge-cache')).toBe('HIT');
  });

  test('a garbage theme cookie is served the default-theme entry; a valid black theme has its own', async () => {
    const player = await createPlayer(workers.db);
    const path = `/player/${player.username}/summary`;
    await (await workers.fetch(path)).text();
    const garbage = await settled(path, { headers: { Cookie: 'theme=%%not-a-cookie%%' } });
    expect(await garbage.text()).toContain('data-theme="default-theme"');
    const explicitDefault = await workers.fetch(path, {
      headers: { Cookie: await themeCookie('default-theme') },
    });
    expect(explicitDefault.headers.get('x-edge-cache')).toBe('HIT');
    const black = { headers: { Cookie: await themeCookie('black-theme') } };
    const blackMiss = await workers.fetch(path, black);
    expect(blackMiss.headers.get('x-edge-cache')).toBe('MISS');
    expect(await blackMiss.text()).toContain('data-theme="black-theme"');
    expect(await (await settled(path, black)).text()).toContain('data-theme="black-theme"');
    const dark = await workers.fetch(path, { headers: { Cookie: await themeCookie('black-theme', true) } });
    expect(dark.headers.get('x-edge-cache')).toBe('MISS');
    expect(await dark.text()).toContain('data-dark="true"');
  });

  test('single-fetch data requests are cached; a _routes with unknown route ids is dropped', async () => {
    const player = await createPlayer(workers.db, { about: 'Data of the summary.' });
    const data = `/player/${player.username}/summary.data`;
    const plain = await workers.fetch(data);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('x-edge-cache')).toBe('MISS');
    expect(await plain.text()).toContain('Data of the summary.');
    const unknown = await settled(`${data}?_routes=root,routes/nope`);
    expect(await unknown.text()).toContain('Data of the summary.');
    const rootOnly = await workers.fetch(`${data}?_routes=root,root`);
    expect(rootOnly.status).toBe(200);
    // Known ids are kept: only the root loader runs, which reads no profile, so nothing is stored.
    expect(rootOnly.headers.get('x-edge-cache')).toBeNull();
    expect(await rootOnly.text()).not.toContain('Data of the summary.');
    const known = 'routes/player.$username.summary,root';
    const child = await workers.fetch(`${data}?_routes=${encodeURIComponent(known)}`);
    expect(child.headers.get('x-edge-cache')).toBe('MISS');
    expect(await child.text()).toContain('Data of the summary.');
    expect((await settled(`${data}?_routes=root,routes/player.$username.summary`)).status).toBe(200);
  });

  test('other spellings of a profile path are rendered but never stored', async () => {
    const player = await createPlayer(workers.db, { about: 'Spelled many ways.' });
    for (const path of [
      `/player/${player.username.toUpperCase()}/summary`,
      `/player/${player.username}/summary/`,
      `/player/${player.username}/schedule/7`,
    ]) {
      for (let i = 0; i < 2; i++) {
        const response = await workers.fetch(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('x-edge-cache'), path).toBeNull();
        await response.text();
      }
    }
    for (const written of ['schedule/1', 'resume.pdf']) {
      const response = await workers.fetch(`/player/${player.username}/${written}`);
      expect([response.status, response.headers.get('x-edge-cache')], written).toEqual([200, 'MISS']);
      await response.arrayBuffer();
    }
  });
});

describe('renders the cache does not answer, limited per client network', () => {
  let limited: TestWorkers;
  beforeAll(async () => {
    limited = await startTestWorkers({ missLimit: { limit: 3, period: PeriodType.MINUTE } });
  });
  afterAll(async () => {
    await limited?.dispose();
  });

  const from = (ip: string, cookie?: string): RequestInit => ({
    headers: { 'CF-Connecting-IP': ip, ...(cookie ? { Cookie: cookie } : {}) },
  });

  test('over the limit one address gets 429 for a render, another address and cache hits get 200', async () => {
    // The binding counts in fixed one-minute windows: the run is repeated, from other addresses, if
    // it straddled two.
    for (let attempt = 0; ; attempt++) {
      const window = Math.floor(Date.now() / 60_000);
      const [one, another] = [`198.51.100.${attempt + 1}`, `203.0.113.${attempt + 1}`];
      const players = await Promise.all([1, 2, 3, 4].map(() => createPlayer(limited.db)));
      const pages = players.map((player) => `/player/${player.username}/summary`);
      const statuses: Array<number> = [];
      for (const page of pages.slice(0, 3)) {
        const response = await limited.fetch(page, from(one));
        await response.text();
        statuses.push(response.status);
      }
      const refused = await limited.fetch(pages[3] ?? '', from(one));
      const withCookie = await limited.fetch(pages[3] ?? '', from(one, 'toast=x'));
      const otherAddress = await limited.fetch(pages[3] ?? '', from(another));
      if (Math.floor(Date.now() / 60_000) !== window && attempt < 2) continue;
      expect(statuses).toEqual([200, 200, 200]);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await refused.text()).toMatch(/^Too many pages were requested from your network/);
      // A render that bypasses the cache (another cookie) counts too.
      expect(withCookie.status).toBe(429);
      expect(otherAddress.status).toBe(200);
      expect(otherAddress.headers.get('x-edge-cache')).toBe('MISS');
      await otherAddress.text();
      await expect
        .poll(async () => {
          const hit = await limited.fetch(pages[0] ?? '', from(one));
          return [hit.status, hit.headers.get('x-edge-cache')];
        })
        .toEqual([200, 'HIT']);
      return;
    }
  });
});
