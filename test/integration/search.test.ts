import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { D1_LIKE_PATTERN_MAX_BYTES, likePattern, SEARCH_QUERY_MAX } from '../../app/domain/search/search';
import { setPublicSite } from '../../db/queries/dashboard';
import { refreshAccountSearch, searchAccounts, searchOrganizations } from '../../db/queries/search';
import {
  accountSearch,
  accountSearchCounts,
  accounts,
  playerWebsiteManagement,
  websiteFeatureSettings,
} from '../../db/schema/accounts';
import { createOrganization, createPlayer } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

/** The names on the account cards of a search page, in order. */
async function accountNames(search: string): Promise<Array<string>> {
  const html = await page(search);
  return [...html.matchAll(/class="result-card__name">([^<]*)</g)].map((match) => decode(match[1] ?? ''));
}

async function page(search: string): Promise<string> {
  const response = await workers.fetch(`/golf/search${search}`);
  expect(response.status).toBe(200);
  return response.text();
}

function decode(html: string): string {
  return html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
}

function resultsLine(html: string): number {
  const match = /Results: <span[^>]*>(\d+)<\/span>/.exec(html);
  return Number(match?.[1] ?? Number.NaN);
}

// Each test uses its own surname, so that the tests do not see each other's players.

test('accounts match on first name, last name and full name, case-insensitively', async () => {
  await createPlayer(workers.db, { firstName: 'Quinlan', lastName: 'Ashcombe' });
  await createPlayer(workers.db, { firstName: 'Beatrix', lastName: 'Ashcombe' });

  expect(await accountNames('?q=quinl')).toEqual(['Quinlan Ashcombe']);
  expect(await accountNames('?q=ASHCOMBE')).toEqual(['Beatrix Ashcombe', 'Quinlan Ashcombe']);
  expect(await accountNames('?q=lan%20ash')).toEqual(['Quinlan Ashcombe']);
  expect(await accountNames('?q=%20%20Quinlan%20%20%20Ashcombe%20')).toEqual(['Quinlan Ashcombe']);
  // The full name is "first last": the reverse order is not a substring of it.
  expect(await accountNames('?q=ashcombe%20quinlan')).toEqual([]);
});

test('only accounts with a profile of type 4, 5, 6, 7 or 12 are listed', async () => {
  for (const type of [4, 5, 6, 7, 12]) {
    await createPlayer(workers.db, { firstName: `Type${type}`, lastName: 'Vellacott', profileTypeId: type });
  }
  for (const type of [1, 2, 3, 8]) {
    await createPlayer(workers.db, { firstName: `Type${type}`, lastName: 'Vellacott', profileTypeId: type });
  }
  await createPlayer(workers.db, { firstName: 'Both', lastName: 'Vellacott', profileTypeIds: [2, 12] });
  await createPlayer(workers.db, { firstName: 'None', lastName: 'Vellacott', profileTypeIds: [] });

  expect(await accountNames('?q=vellacott')).toEqual([
    'Both Vellacott',
    'Type12 Vellacott',
    'Type4 Vellacott',
    'Type5 Vellacott',
    'Type6 Vellacott',
    'Type7 Vellacott',
  ]);
});

test('an account is hidden when any website-management row disallows the public site', async () => {
  await createPlayer(workers.db, { firstName: 'Allowed', lastName: 'Prendergast', allowPublicSite: [true] });
  await createPlayer(workers.db, { firstName: 'Null', lastName: 'Prendergast', allowPublicSite: [null] });
  await createPlayer(workers.db, { firstName: 'Missing', lastName: 'Prendergast' });
  await createPlayer(workers.db, { firstName: 'Private', lastName: 'Prendergast', allowPublicSite: [false] });
  await createPlayer(workers.db, {
    firstName: 'Mixed',
    lastName: 'Prendergast',
    allowPublicSite: [true, null, false],
  });

  expect(await accountNames('?q=prendergast')).toEqual([
    'Allowed Prendergast',
    'Missing Prendergast',
    'Null Prendergast',
  ]);
});

test('refreshing the index follows a change of allowPublicSite and of the name', async () => {
  const player = await createPlayer(workers.db, { firstName: 'Toggle', lastName: 'Wetherby' });
  expect(await accountNames('?q=wetherby')).toEqual(['Toggle Wetherby']);

  await workers.db.insert(playerWebsiteManagement).values({ accountId: player.id, allowPublicSite: false });
  await refreshAccountSearch(workers.db, [player.id]);
  expect(await accountNames('?q=wetherby')).toEqual([]);

  await workers.db.delete(playerWebsiteManagement).where(eq(playerWebsiteManagement.accountId, player.id));
  await workers.db.update(accounts).set({ lastName: 'Wetherall' }).where(eq(accounts.id, player.id));
  await refreshAccountSearch(workers.db, [player.id]);
  expect(await accountNames('?q=wetherby')).toEqual([]);
  expect(await accountNames('?q=wetherall')).toEqual(['Toggle Wetherall']);
});

test('a private profile (website not public) is not listed, whatever its website-management rows say', async () => {
  const player = await createPlayer(workers.db, {
    firstName: 'Closed',
    lastName: 'Fairweather',
    allowPublicSite: [true],
  });
  expect(await accountNames('?q=fairweather')).toEqual(['Closed Fairweather']);

  await workers.db
    .insert(websiteFeatureSettings)
    .values({ accountId: player.id, featureId: 88, isPublic: false, isPhoneVerified: true });
  await refreshAccountSearch(workers.db, [player.id]);
  expect(await accountNames('?q=fairweather')).toEqual([]);
  expect(await accountNames('?q=closed')).not.toContain('Closed Fairweather');

  // The player opens the site again from the dashboard's settings.
  await setPublicSite(workers.db, workers.shards, player.id, true);
  expect(await accountNames('?q=fairweather')).toEqual(['Closed Fairweather']);
  await setPublicSite(workers.db, workers.shards, player.id, false);
  expect(await accountNames('?q=fairweather')).toEqual([]);
});

test('an empty query gives no results and runs no query', async () => {
  await createPlayer(workers.db, { firstName: 'Empty', lastName: 'Query' });
  const html = await page('?q=%20%20');
  expect(resultsLine(html)).toBe(0);
  expect(html).toContain('Search players by name');
  expect(resultsLine(await page(''))).toBe(0);
});

test('a name holding the query twice is counted once', async () => {
  await createPlayer(workers.db, { firstName: 'Annabel', lastName: 'Annanberg' });
  const html = await page('?q=annanberg');
  expect(resultsLine(html)).toBe(1);
  expect(resultsLine(await page('?q=annabel%20anna'))).toBe(1);
  const { total } = await searchAccounts(workers.db, { query: 'nna', page: 1 });
  const { items } = await searchAccounts(workers.db, { query: 'nna', page: 1, pageSize: 1000 });
  expect(total).toBe(items.length);
  expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
});

test('a one-character query is answered from the whole-name rows, counted and ordered the same', async () => {
  await createPlayer(workers.db, { firstName: 'Ü', lastName: 'Quaxworth' });
  const { total, items } = await searchAccounts(workers.db, { query: 'ü', page: 1 });
  expect(total).toBe(1);
  expect(items.map((item) => item.lastName)).toEqual(['Quaxworth']);
  const all = await searchAccounts(workers.db, { query: 'e', page: 1, pageSize: 1000 });
  expect(all.total).toBe(all.items.length);
  const keys = all.items.map((item) => `${item.lastName.toLowerCase()}\u0001${item.firstName.toLowerCase()}`);
  expect(keys).toEqual([...keys].sort());
});

test('results are paged by 24, sorted by last name then first name, with Previous and Next links', async () => {
  const lastNames = ['Fairweather-B', 'Fairweather-A', 'Fairweather-C'];
  for (let i = 0; i < 30; i++) {
    await createPlayer(workers.db, {
      firstName: `P${String(i).padStart(2, '0')}`,
      lastName: lastNames[i % 3] ?? '',
    });
  }
  const first = await page('?q=fairweather');
  expect(resultsLine(first)).toBe(30);
  const firstNames = await accountNames('?q=fairweather');
  expect(firstNames).toHaveLength(24);
  expect(firstNames[0]).toBe('P01 Fairweather-A');
  expect(firstNames[9]).toBe('P28 Fairweather-A');
  expect(firstNames[10]).toBe('P00 Fairweather-B');
  expect(first).toContain('href="/golf/search?q=fairweather&amp;type=account&amp;page=2"');
  expect(first).toContain('Page <span class="tabular-nums">1</span> of');

  const second = await accountNames('?q=fairweather&page=2');
  expect(second).toHaveLength(6);
  expect(second.at(-1)).toBe('P29 Fairweather-C');
  expect(new Set([...firstNames, ...second]).size).toBe(30);
});

test('a page past the last one redirects to the last page; a bad page number means page 1', async () => {
  await createPlayer(workers.db, { firstName: 'Only', lastName: 'Hollingworth' });
  const response = await workers.fetch('/golf/search?q=hollingworth&page=9');
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('/golf/search?q=hollingworth&type=account');
  expect(await accountNames('?q=hollingworth&page=abc')).toEqual(['Only Hollingworth']);
  expect(await accountNames('?q=hollingworth&page=-3')).toEqual(['Only Hollingworth']);
});

test('an account card links to the profile and shows the picture, or the default one, and the school', async () => {
  await createPlayer(workers.db, {
    username: 'kestrel-player',
    firstName: 'Kestrel',
    lastName: 'Ormsby',
    imgUrl: '/demo/players/kestrel.svg',
    college: 'Lakeside University',
    highSchool: 'Harbor View High School',
  });
  await createPlayer(workers.db, {
    username: 'kestrel-junior',
    firstName: 'Junior',
    lastName: 'Ormsby',
    highSchool: 'Mesa Ridge High School',
  });
  const html = await page('?q=ormsby');
  expect(html).toContain('href="/player/kestrel-player"');
  expect(html).toContain('src="/demo/players/kestrel.svg"');
  expect(html).toContain('Lakeside University');
  expect(html).toContain('href="/player/kestrel-junior"');
  expect(html).toContain('src="/images/default-player.svg"');
  expect(html).toContain('Mesa Ridge High School');
});

test('the type parameter chooses organizations; anything else means accounts', async () => {
  await createOrganization(workers.db, { name: 'Marrowstone College', short: 'marrow' });
  await createPlayer(workers.db, { firstName: 'Marrow', lastName: 'Stone' });

  const organizations = await page('?q=marrow&type=organization');
  expect(organizations).toContain('Marrowstone College');
  expect(organizations).not.toContain('Marrow Stone');
  expect(organizations).toMatch(/aria-current="page"[^>]*>Organizations</);

  for (const type of ['', 'team', 'Organization', 'account']) {
    const html = await page(`?q=marrow&type=${type}`);
    expect(html).toContain('Marrow Stone');
    // The players tab's organization filter names every organization; its results name none.
    const results = html.split('class="search-results__count"')[1]?.split('</main>')[0] ?? '';
    expect(results).not.toContain('Marrowstone College');
    expect(html).toMatch(/aria-current="page"[^>]*>Players</);
  }
});

test('organizations match on name or short name and list their rosters as links', async () => {
  const org = await createOrganization(workers.db, {
    name: 'Quillfeather Golf Academy',
    short: 'qga',
    rosters: [
      { id: 88001, name: 'Elite Squad', season: '2026-27' },
      { id: -88002, name: 'Winter Group', season: '2026-27' },
    ],
  });
  await createOrganization(workers.db, { name: 'Other Club', short: 'quillclub' });

  const byName = await page('?q=FEATHER%20golf&type=organization');
  expect(resultsLine(byName)).toBe(1);
  expect(byName).toContain(`href="/org/${org.short}"`);
  expect(byName).toContain('href="/org/qga/All"');
  expect(byName).toContain('href="/org/qga/88001"');
  expect(byName).toContain('href="/org/qga/-88002"');
  expect(byName).toContain('Elite Squad');

  const byShort = await page('?q=quill&type=organization');
  expect(resultsLine(byShort)).toBe(2);
  // Sorted by name.
  expect(byShort.indexOf('Other Club')).toBeLessThan(byShort.indexOf('Quillfeather Golf Academy'));
  expect(resultsLine(await page('?q=%25&type=organization'))).toBe(0);
});

test('the index lists only searchable players, and the loader data holds only the cards', async () => {
  const hidden = await createPlayer(workers.db, {
    firstName: 'Secret',
    lastName: 'Thistlewood',
    allowPublicSite: [false],
  });
  const rows = await workers.db.select().from(accountSearch).where(eq(accountSearch.accountId, hidden.id));
  expect(rows).toEqual([]);

  await createPlayer(workers.db, {
    firstName: 'Open',
    lastName: 'Thistlewood',
    about: 'Private about text.',
  });
  const response = await workers.fetch('/golf/search.data?q=thistlewood');
  expect(response.status).toBe(200);
  const body = await response.text();
  expect(body).toContain('Open Thistlewood');
  expect(body).not.toContain('Secret');
  expect(body).not.toContain('Private about text.');
  expect(body).not.toContain('guid-');
});

test('sorting the matches and walking the names in order give the same pages', async () => {
  for (let i = 0; i < 12; i++) {
    await createPlayer(workers.db, { firstName: `Walker${i % 4}`, lastName: `Ambleside-${(i * 7) % 12}` });
  }
  for (const query of ['ambleside', 'walker1', 'side-1', 'er2 amb']) {
    for (const page of [1, 2, 3]) {
      const search = { query, page, pageSize: 5 };
      const sorted = await searchAccounts(workers.db, { ...search, walkAboveMatches: 1_000_000 });
      const walked = await searchAccounts(workers.db, { ...search, walkAboveMatches: 0 });
      expect(walked).toEqual(sorted);
    }
  }
  const all = await searchAccounts(workers.db, {
    query: 'ambleside',
    page: 1,
    pageSize: 100,
    walkAboveMatches: 0,
  });
  expect(all.total).toBe(12);
  expect(all.items).toHaveLength(12);
});

test('the stored totals of one- and two-character queries stay exact through inserts, renames and removals', async () => {
  const { id } = await createPlayer(workers.db, { firstName: 'Ozzie', lastName: 'Brimblecombe' });
  await createPlayer(workers.db, { firstName: 'Izzy', lastName: 'Brimblecombe' });
  await workers.db.update(accounts).set({ firstName: 'Ozzo' }).where(eq(accounts.id, id));
  await refreshAccountSearch(workers.db, [id]);
  await workers.db.insert(playerWebsiteManagement).values({ accountId: id, allowPublicSite: false });
  await refreshAccountSearch(workers.db, [id]);
  await workers.db.update(accounts).set({ firstName: 'Ozzy' }).where(eq(accounts.id, id));
  await workers.db.delete(playerWebsiteManagement).where(eq(playerWebsiteManagement.accountId, id));
  await refreshAccountSearch(workers.db, [id]);

  // Every stored total equals a count over the index itself (the rule searchAccounts used before).
  const names = await workers.db
    .select({ name: accountSearch.suffix })
    .from(accountSearch)
    .where(eq(accountSearch.position, 0));
  const expected = new Map<string, number>();
  for (const { name } of names) {
    const needles = new Set<string>();
    const chars = [...name];
    chars.forEach((char, i) => {
      if (char !== ' ') needles.add(char);
      if (i + 1 < chars.length && char !== ' ') needles.add(char + chars[i + 1]);
    });
    for (const needle of needles) expected.set(needle, (expected.get(needle) ?? 0) + 1);
  }
  const stored = await workers.db.select().from(accountSearchCounts);
  const storedMap = new Map(stored.filter((row) => row.total > 0).map((row) => [row.needle, row.total]));
  expect(storedMap).toEqual(expected);
  expect(stored.every((row) => row.total >= 0)).toBe(true);

  // And the page says so: "zz" counts both players, "y" at least the renamed one.
  expect(resultsLine(await page('?q=zz'))).toBe(expected.get('zz'));
  expect(await accountNames('?q=brimblecombe')).toEqual(['Izzy Brimblecombe', 'Ozzy Brimblecombe']);
  expect(resultsLine(await page('?q=y'))).toBe(expected.get('y'));
});

// Cloudflare D1 refuses a LIKE pattern over 50 bytes ("LIKE or GLOB pattern too complex"); the query
// cap is computed from that limit (app/domain/search/search.ts), checked here against D1 itself.
test('D1 runs a LIKE pattern of exactly the limit and refuses one byte more', async () => {
  const like = (pattern: string) =>
    workers.d1.prepare("SELECT 'x' LIKE ? ESCAPE '\\' AS hit").bind(pattern).first();
  await expect(like('a'.repeat(D1_LIKE_PATTERN_MAX_BYTES))).resolves.toBeTruthy();
  await expect(like('a'.repeat(D1_LIKE_PATTERN_MAX_BYTES + 1))).rejects.toThrow(/pattern too complex/);
  // Bytes, not characters: 25 two-byte letters are 50 bytes.
  await expect(like('é'.repeat(25))).resolves.toBeTruthy();
  await expect(like(`${'é'.repeat(25)}a`)).rejects.toThrow(/pattern too complex/);
});

test.each<[string, string]>([
  ['plain letters', 'k'.repeat(SEARCH_QUERY_MAX)],
  ['accented letters', 'é'.repeat(24)],
  ['emoji', '🏌'.repeat(12)],
  ['escaped % and _', '%_'.repeat(12)],
])('a query of %s at the cap is searched in D1', async (_, query) => {
  expect(new TextEncoder().encode(likePattern(query) ?? '').byteLength).toBe(D1_LIKE_PATTERN_MAX_BYTES);
  await expect(searchOrganizations(workers.db, { query, page: 1 })).resolves.toEqual({ total: 0, items: [] });
  const response = await workers.fetch(`/golf/search?type=organization&q=${encodeURIComponent(query)}`);
  expect(response.status).toBe(200);
  expect(resultsLine(await response.text())).toBe(0);
});

test('an organization named by the longest query is found by it', async () => {
  const name = `Longname ${'k'.repeat(SEARCH_QUERY_MAX - 9)}`;
  await createOrganization(workers.db, { name, short: 'longname-org' });
  expect(resultsLine(await page(`?type=organization&q=${encodeURIComponent(name)}`))).toBe(1);
});

test.each<[string, string]>([
  ['one letter more', 'k'.repeat(SEARCH_QUERY_MAX + 1)],
  ['a multi-byte letter more', 'é'.repeat(25)],
  ['one escaped character more', '%'.repeat(25)],
  ['50 characters (the failing probe of the issue)', 'x'.repeat(50)],
])('a query over the cap (%s) shows the message, for both types, never a 500', async (_, query) => {
  for (const type of ['organization', 'account']) {
    const response = await workers.fetch(`/golf/search?type=${type}&q=${encodeURIComponent(query)}`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('This search is too long');
    expect(html).toContain(`Search for up to ${SEARCH_QUERY_MAX} characters`);
    // The query stays in the box, to be shortened.
    expect(html).toContain(`value="${query}"`);
  }
});
