// Request identity is resolved once per request (decision 039): the viewer is read from D1 once, in
// the same batch as the profile's access rows, and the profile version handed to the edge cache never
// leaves the Worker. D1 round trips are counted by the Worker outside production (Server-Timing).
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  addSubCircleMember,
  apiTokenFor,
  createCourse,
  createOrganization,
  createPlayer,
  createRound,
  daysFromToday,
  saveTwoPlayerComparison,
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

test('a signed-in profile page reads its viewer once: two round trips, like an anonymous miss', async () => {
  const player = await createPlayer(workers.db, { about: 'Read once.' });
  const cookie = await sessionCookieFor(workers.db, player.id);
  const page = await workers.fetch(`/player/${player.username}/summary`, { headers: { Cookie: cookie } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Read once.');
  // The root loader's viewer and the profile's access rows share one batch; the page's data is the other.
  expect(roundTrips(page)).toBe(2);
});

test("a saved comparison of two players is read with the access check, for the session's viewer", async () => {
  const player = await createPlayer(workers.db);
  const mate = await createPlayer(workers.db, { firstName: 'Circle', lastName: 'Mate' });
  await createOrganization(workers.db, { rosters: [{ members: [player.id, mate.id] }] });
  // The mate's compare stats are for their sub-circle only: the session's viewer decides.
  await setFeatureSetting(workers.db, mate.id, 63, { isPublic: false, isPhoneVerified: null });
  const coach = await createPlayer(workers.db);
  await addSubCircleMember(workers.db, mate.id, coach.id);
  const hash = await saveTwoPlayerComparison(workers.db, player.id, mate.id);
  const path = `/player/${player.username}/stats?hash=${hash}`;
  const cookie = await sessionCookieFor(workers.db, coach.id);
  const signedIn = await workers.fetch(path, { headers: { Cookie: cookie } });
  expect(signedIn.status).toBe(200);
  expect(await signedIn.text()).toContain('Circle Mate');
  // The viewer, the access check and the saved comparison; then each side's candidate rounds, read
  // once the viewer may see both players (decision 075); then the counts and cards of the selections.
  expect(roundTrips(signedIn)).toBe(3);
  const anonymous = await workers.fetch(path);
  // Not the mate's sub-circle: a 404 decided on the first batch alone.
  expect(anonymous.status).toBe(404);
  await anonymous.text();
  expect(roundTrips(anonymous)).toBe(1);
});

test('My Rounds, View Shots, Round Assessment and the default comparison are two round trips on a miss', async () => {
  const player = await createPlayer(workers.db, { firstName: 'Two', lastName: 'Trips' });
  const course = await createCourse(workers.db, { name: 'Round Trip Links' });
  const ids: Array<number> = [];
  for (let day = 1; day <= 8; day++) {
    const round = await createRound(workers.db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: daysFromToday(-3 * day),
      score: 70 + day,
    });
    ids.push(round.id);
  }
  const pages = [
    // The list's page, the quick filters and the selected rounds with their holes in one batch.
    'my-rounds',
    'my-rounds?select=Last%203%20Tournaments&unfinished=include',
    `my-rounds?rounds=${ids.slice(0, 3).join(',')}`,
    'view-shots?select=Past%2030%20Days',
    // The saved choices and the rounds with the access check; then the group's statistics.
    'data-analysis',
    // The default comparison's sides with the access check; then the counts and cards.
    'stats',
  ];
  for (const path of pages) {
    const page = await workers.fetch(`/player/${player.username}/${path}`);
    expect(page.status, path).toBe(200);
    // Rendered, not answered from the edge cache (View Shots is never kept there).
    expect(page.headers.get('x-edge-cache'), path).not.toBe('HIT');
    expect(await page.text(), path).toContain('Two Trips');
    // The access check's batch with the page's first reads; then what depends on them. With round
    // shards (decision 119) the default comparison's sides, and Round Assessment's rounds, are read on
    // the player's shard, known from the access row, before the cards and the group's statistics that
    // depend on them: one round trip more.
    const oneDatabase = workers.shards.names.length === 1 && workers.shards.ofPlayer(null) === workers.db;
    const dependent = path === 'stats' || path === 'data-analysis';
    expect(roundTrips(page), path).toBe(dependent && !oneDatabase ? 3 : 2);
  }
});

test('the dashboard reads its account, choices and rounds with its viewer: two round trips', async () => {
  const player = await createPlayer(workers.db, { firstName: 'Dash', lastName: 'Board' });
  const course = await createCourse(workers.db);
  await createRound(workers.db, {
    accountId: player.id,
    courseId: course.id,
    playedOn: '2026-01-10',
    score: 74,
  });
  const cookie = await sessionCookieFor(workers.db, player.id);
  const page = await workers.fetch('/dashboard', { headers: { Cookie: cookie } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Dash Board');
  // The viewer with the account, choices and rounds; then the first group of the page. With round
  // shards (decision 119) the rounds are read on the viewer's shard, known from the viewer's row,
  // before the group's statistics that filter them: one round trip more.
  const oneDatabase = workers.shards.names.length === 1 && workers.shards.ofPlayer(null) === workers.db;
  expect(roundTrips(page)).toBe(oneDatabase ? 2 : 3);
  // Without a session the same reads find nothing and the page sends the visitor to sign in.
  const anonymous = await workers.fetch('/dashboard', { redirect: 'manual' });
  expect(anonymous.status).toBe(302);
  await anonymous.text();
});

test('the rendered profile version never leaves the Worker', async () => {
  const player = await createPlayer(workers.db);
  const path = `/player/${player.username}/summary`;
  const anonymous = await workers.fetch(path);
  expect(anonymous.headers.get('x-rendered-profile-version')).toBeNull();
  expect(anonymous.headers.get('x-profile-version')).not.toBeNull();
  expect(anonymous.headers.get('x-edge-cache')).toBe('MISS');
  expect(roundTrips(anonymous)).toBe(2);
  await anonymous.text();
  const cookie = await sessionCookieFor(workers.db, player.id);
  const signedIn = await workers.fetch(path, { headers: { Cookie: cookie } });
  expect(signedIn.headers.get('x-rendered-profile-version')).toBeNull();
  expect(signedIn.headers.get('x-profile-version')).toBeNull();
  await signedIn.text();
  const data = await workers.fetch(`${path}.data`);
  expect(data.headers.get('x-rendered-profile-version')).toBeNull();
  await data.text();
});

test('a read API with a Bearer token answers in one round trip, its viewer read with the access check', async () => {
  const player = await createPlayer(workers.db);
  const token = await apiTokenFor(workers.db, player.id);
  const answer = await workers.fetch(`/api/v1/players/${player.username}/rounds`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  await answer.text();
  // With round shards the rounds are read on the player's shard once the access check named it: a
  // second trip (decision 119). Without them (the directory the only shard), the one batch.
  const [only, ...others] = workers.shards.names;
  const directoryOnly = others.length === 0 && only !== undefined && workers.shards.db(only) === workers.db;
  expect(roundTrips(answer)).toBe(directoryOnly ? 1 : 2);
});

test('reads and writes take a Bearer token by one path: the same clock expires it for both', async () => {
  const player = await createPlayer(workers.db);
  const token = await apiTokenFor(workers.db, player.id);
  const auth = { Authorization: `Bearer ${token}` };
  const write = (headers: Record<string, string>) =>
    workers.fetch('/api/v1/rounds', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({}),
    });
  const read = (headers: Record<string, string>) =>
    workers.fetch(`/api/v1/players/${player.username}/rounds`, { headers });
  // A live token signs the write in: what is refused then is the empty round, in words.
  const live = await write(auth);
  expect(live.status).toBe(400);
  await live.text();
  expect((await read(auth)).status).toBe(200);
  // An hour and a minute later (the token lives an hour) both refuse it with the same 401.
  const later = { ...auth, 'X-Test-Now': new Date(Date.now() + 61 * 60_000).toISOString() };
  for (const answer of [await write(later), await read(later)]) {
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { message: string }).message).toContain('invalid or has expired');
  }
  // Without a token, a write says how to sign in; a session cookie does not sign an API write in.
  const cookie = await sessionCookieFor(workers.db, player.id);
  const withCookie = await write({ Cookie: cookie });
  expect(withCookie.status).toBe(401);
  expect(((await withCookie.json()) as { message: string }).message).toContain('Sign in first');
});
