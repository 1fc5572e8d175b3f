import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  addSubCircleMember,
  createAccount,
  createOrganization,
  createPlayer,
  sessionCookieFor,
  setFeatureSetting,
  setPlayerSchool,
} from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

// One organization with two rosters (one with a negative id) and a named group; a second one whose
// roster must not be reachable through the first.
let short: string;
let otherRosterId: number;
const players = {
  ava: { id: 0, username: '' },
  ben: { id: 0, username: '' },
  cara: { id: 0, username: '' },
  hidden: { id: 0, username: '' },
};
let noUsernameId: number;
let coachId: number;
let managerId: number;
let strangerId: number;

beforeAll(async () => {
  workers = await startTestWorkers();
  const { db } = workers;
  const [ava, ben, cara, hidden] = await Promise.all([
    createPlayer(db, { firstName: 'Ava', lastName: 'Quill', imgUrl: '/demo/players/no-such-file.svg' }),
    createPlayer(db, { firstName: 'Ben', lastName: 'Abbott' }),
    createPlayer(db, { firstName: 'Cara', lastName: 'Moss' }),
    createPlayer(db, { firstName: 'Hidden', lastName: 'Zephyrine' }),
  ]);
  Object.assign(players, { ava, ben, cara, hidden });
  noUsernameId = (await createAccount(db, { firstName: 'Nameless', lastName: 'Member' })).id;
  coachId = (await createAccount(db, { firstName: 'Circle', lastName: 'Coach' })).id;
  managerId = (await createAccount(db, { productManager: true })).id;
  strangerId = (await createAccount(db, { username: 'just-a-visitor' })).id;
  await Promise.all([
    setPlayerSchool(db, ava.id, {
      college: 'Quarry Hill College',
      collegeEndDate: '2027-05-14',
      hometown: 'Dayton, OH',
    }),
    setPlayerSchool(db, ben.id, { highSchool: 'Birch Lane High School', highSchoolEndDate: '2026-05-22' }),
    // spec 1 §6: a private website (88 isPublic false), seen only by the player, the sub-circle, managers.
    setFeatureSetting(db, hidden.id, 88, { isPublic: false, isPhoneVerified: null }),
    addSubCircleMember(db, hidden.id, coachId),
  ]);
  const org = await createOrganization(db, {
    name: 'Quarry Hill College',
    short: 'quarry-hill',
    phone: '5552014410',
    address: '12 Quarry Road, Hillsdale, OH 45000',
    imgUrl: '/demo/orgs/lakeside-u.svg',
    rosters: [
      { id: 12, name: "Men's Team 2025-26", season: '2025-26', members: [ben.id, hidden.id, noUsernameId] },
      { id: -3, name: "Women's Team 2025-26", season: '2025-26', members: [ava.id, cara.id] },
    ],
    groups: [{ name: 'Travel Squad', members: [ava.id, ben.id, hidden.id] }],
  });
  short = org.short;
  const other = await createOrganization(db, { rosters: [{ id: 13, members: [cara.id] }] });
  otherRosterId = other.rosters[0]?.id ?? 0;
});
afterAll(async () => {
  await workers?.dispose();
});

function location(response: Response): string {
  const value = response.headers.get('location');
  return value === null ? '' : new URL(value, workers.url).pathname;
}

describe('routing (spec 1 §2)', () => {
  test('an unknown organization redirects to the root', async () => {
    const response = await workers.fetch('/org/no-such-team');
    expect(response.status).toBe(302);
    expect(location(response)).toBe('/');
    const withGroup = await workers.fetch('/org/no-such-team/All');
    expect(withGroup.status).toBe(302);
    expect(location(withGroup)).toBe('/');
  });

  test('the short name matches case-insensitively', async () => {
    const response = await workers.fetch('/org/QUARRY-Hill');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Quarry Hill College');
  });

  test('All and all list every roster member once, by last then first name', async () => {
    for (const group of ['All', 'all']) {
      const response = await workers.fetch(`/org/${short}/${group}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const order = ['Ben Abbott', 'Cara Moss', 'Ava Quill'].map((name) => html.indexOf(name));
      expect(order.every((index) => index > 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(html.match(/href="\/player\/[^"]+"/g)?.length).toBe(3);
    }
  });

  test('a known group name shows its players, in any case', async () => {
    for (const group of ['Travel%20Squad', 'travel%20squad']) {
      const response = await workers.fetch(`/org/${short}/${group}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Travel Squad');
      expect(html).toContain('Ava Quill');
      expect(html).toContain('Ben Abbott');
      expect(html).not.toContain('Cara Moss');
    }
  });

  test('an unknown group redirects to the root', async () => {
    const response = await workers.fetch(`/org/${short}/Juniors`);
    expect(response.status).toBe(302);
    expect(location(response)).toBe('/');
  });

  test('a numeric roster on the organization shows its players only', async () => {
    const response = await workers.fetch(`/org/${short}/12`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Men&#x27;s Team 2025-26');
    expect(html).toContain('Ben Abbott');
    expect(html).toContain(`href="/player/${players.ben.username}"`);
    // School and graduation year from account_extra_info.
    expect(html).toContain('Birch Lane High School');
    expect(html).toContain('Class of 2026');
    expect(html).not.toContain('Ava Quill');
  });

  test('a roster id that is not on the organization redirects to the organization page', async () => {
    for (const rosterId of [otherRosterId, 999_999]) {
      const response = await workers.fetch(`/org/${short}/${rosterId}`);
      expect(response.status).toBe(302);
      expect(location(response)).toBe(`/org/${short}`);
    }
  });

  test('a negative roster id works', async () => {
    const response = await workers.fetch(`/org/${short}/-3`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Ava Quill');
    expect(html).toContain('Quarry Hill College');
    expect(html).toContain('Class of 2027');
  });

  test('the org prefix is accepted on a roster id', async () => {
    const response = await workers.fetch(`/org/${short}/org12`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Ben Abbott');
    const negative = await workers.fetch(`/org/${short}/ORG-3`);
    expect(negative.status).toBe(200);
    expect(await negative.text()).toContain('Ava Quill');
  });

  test('digits followed by letters are not a roster id and not a group: the root', async () => {
    const response = await workers.fetch(`/org/${short}/12abc`);
    expect(response.status).toBe(302);
    expect(location(response)).toBe('/');
  });
});

describe('the organization page', () => {
  test('shows the organization, its rosters with player counts, its groups and All players', async () => {
    const response = await workers.fetch(`/org/${short}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 class="org-hero__name">Quarry Hill College</h1>');
    expect(html).toContain('(555) 201-4410');
    expect(html).toContain('href="tel:+15552014410"');
    expect(html).toContain('12 Quarry Road, Hillsdale, OH 45000');
    expect(html).toContain('src="/demo/orgs/lakeside-u.svg"');
    expect(html).toContain(`href="/org/${short}/12"`);
    expect(html).toContain(`href="/org/${short}/-3"`);
    expect(html).toContain(`href="/org/${short}/Travel%20Squad"`);
    expect(html).toContain(`href="/org/${short}/All"`);
    expect(html).toContain('Season 2025-26');
    // Roster 12 has Ben, the private player and an account without a username: one player is listed.
    expect(html).toMatch(/Men&#x27;s Team 2025-26<\/span>.*?1 player</);
    expect(html).toMatch(/Women&#x27;s Team 2025-26<\/span>.*?2 players</);
  });

  test('the page title and share preview name the organization', async () => {
    const response = await workers.fetch(`/org/${short}`);
    const html = await response.text();
    expect(html).toContain('<title>ScoreTrack Golf - Quarry Hill College</title>');
    expect(html).toContain('<meta property="og:title" content="Quarry Hill College"/>');
    expect(html).toContain(
      '<meta property="og:description" content="Quarry Hill College: 2 rosters, 3 players."/>',
    );
    const origin = workers.url.origin;
    // decision 091: the organization's share card, a PNG.
    expect(html).toContain(`<meta property="og:image" content="${origin}/org/${short}/card.png"/>`);
    expect(html).toContain(`<meta property="og:url" content="${origin}/org/${short}"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  test('a roster page is titled with the organization and the roster', async () => {
    const html = await (await workers.fetch(`/org/${short}/All`)).text();
    expect(html).toContain('<title>ScoreTrack Golf - Quarry Hill College - All players</title>');
    expect(html).toContain(`<meta property="og:url" content="${workers.url.origin}/org/${short}/All"/>`);
  });
});

describe('players the viewer may not see (spec 1 §6, feature 88)', () => {
  const pages = () => [
    `/org/${short}`,
    `/org/${short}/All`,
    `/org/${short}/12`,
    `/org/${short}/Travel%20Squad`,
  ];

  test('a private website is absent from the HTML and the loader JSON for anonymous visitors', async () => {
    for (const path of pages()) {
      for (const url of [path, `${path}.data`]) {
        const response = await workers.fetch(url);
        expect(response.status, url).toBe(200);
        const body = await response.text();
        expect(body, url).not.toContain('Zephyrine');
        expect(body, url).not.toContain(players.hidden.username);
        expect(body, url).not.toContain('Nameless');
      }
    }
  });

  // A product manager exists (managerId): being signed in must not make anyone else one.
  test('another signed-in account does not see the private player either', async () => {
    const cookie = await sessionCookieFor(workers.db, strangerId);
    const body = await (
      await workers.fetch(`/org/${short}/All.data`, { headers: { Cookie: cookie } })
    ).text();
    expect(body).not.toContain('Zephyrine');
  });

  test('the player, a sub-circle member and a product manager see the private player', async () => {
    for (const accountId of [players.hidden.id, coachId, managerId]) {
      const cookie = await sessionCookieFor(workers.db, accountId);
      const html = await (await workers.fetch(`/org/${short}/12`, { headers: { Cookie: cookie } })).text();
      expect(html).toContain('Hidden Zephyrine');
      expect(html).toContain(`href="/player/${players.hidden.username}"`);
      const data = await (
        await workers.fetch(`/org/${short}/All.data`, { headers: { Cookie: cookie } })
      ).text();
      expect(data).toContain('Zephyrine');
      // The organization page counts the player for them too.
      const orgPage = await (await workers.fetch(`/org/${short}`, { headers: { Cookie: cookie } })).text();
      expect(orgPage).toMatch(/Men&#x27;s Team 2025-26<\/span>.*?2 players</);
    }
  });

  test('an account without a username is never listed', async () => {
    const cookie = await sessionCookieFor(workers.db, managerId);
    const html = await (await workers.fetch(`/org/${short}/12`, { headers: { Cookie: cookie } })).text();
    expect(html).not.toContain('Nameless');
  });
});

describe('caching', () => {
  test('anonymous pages may be cached at the edge', async () => {
    for (const path of [`/org/${short}`, `/org/${short}/12`]) {
      const response = await workers.fetch(path);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
      expect(response.headers.get('vary')).toContain('Cookie');
    }
  });

  test('a request with a session cookie is never stored', async () => {
    const cookie = await sessionCookieFor(workers.db, strangerId);
    for (const path of [`/org/${short}`, `/org/${short}/12`, `/org/${short}/All.data`]) {
      const response = await workers.fetch(path, { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});
