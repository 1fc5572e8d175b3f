// issue 15 point 2: onboarding of an account created by phone sign-in (web form and PATCH
// /api/auth/me), the read APIs' `me`, and old usernames redirecting after a rename (decision 032),
// against the built Worker and D1.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountSearch, accounts, usernameHistory } from '../../db/schema/accounts';
import { CACHE_STATUS_HEADER } from '../../workers/edge-cache';
import {
  cookieValue,
  freshIp,
  freshPhone,
  latestCode,
  postForm,
  requestCode,
  submitCode,
} from '../helpers/auth';
import {
  apiTokenFor,
  createCourse,
  createPlayer,
  createRound,
  sessionCookieFor,
  setFeatureSetting,
} from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
// Factory players take fixed ids; they are made before any sign-in creates an account.
const players: Record<string, { id: number; username: string }> = {};
let courseId = 0;

beforeAll(async () => {
  workers = await startTestWorkers();
  for (const [username, firstName, lastName] of [
    ['taken-name', 'Taken', 'Name'],
    ['jordan-lee', 'Jordan', 'Lee'],
    ['old-handle', 'Riley', 'Moss'],
    ['hidden-old', 'Hidden', 'Old'],
  ] as const) {
    players[username] = await createPlayer(workers.db, { username, firstName, lastName });
  }
  courseId = (await createCourse(workers.db)).id;
});
afterAll(async () => {
  await workers?.dispose();
});

type Json = Record<string, unknown>;

/** Every read API under /api/v1/players/{username}/… (app/routes/api.v1.players.*), for one round. */
function readApis(roundId: number) {
  return [
    'performance',
    'rounds?holes=18',
    'overview/recent',
    `hole-stats?roundIds=${roundId}`,
    'best-ten',
    'export.csv',
  ];
}

async function roundOf(accountId: number): Promise<number> {
  const round = await createRound(workers.db, { accountId, courseId, playedOn: '2025-04-04', score: 74 });
  return round.id;
}

let nameCounter = 0;
/** A made-up name no other test of this file uses, and the username suggested for it. */
function freshName() {
  nameCounter += 1;
  const letters = 'abcdefghij';
  const tag = [...String(nameCounter).padStart(3, '0')].map((d) => letters[Number(d)]).join('');
  return { firstName: 'Quinn', lastName: `Zephyr${tag}`, username: `quinn-zephyr${tag}` };
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await workers.fetch(path, { headers, redirect: 'manual' });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? ((await response.json()) as Json) : await response.text();
  return { status: response.status, headers: response.headers, body };
}

function patchMe(body: unknown, headers: Record<string, string>) {
  return workers.fetch('/api/auth/me', {
    method: 'PATCH',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A new number signed in on the web: its session cookie and where the sign-in sent it. */
async function newWebAccount(returnUrl?: string) {
  const phone = freshPhone();
  const { pending } = await requestCode(workers, phone.national, { returnUrl });
  const response = await submitCode(workers, pending ?? '', await latestCode(workers, phone.e164), {
    returnUrl,
  });
  const cookie = cookieValue(response, '__session') ?? '';
  const [account] = await workers.db.select().from(accounts).where(eq(accounts.phone, phone.e164));
  return { cookie, location: response.headers.get('location'), accountId: account?.id ?? 0 };
}

/** A new number signed in through the app API: its access token and the token answer. */
async function newAppAccount() {
  const phone = freshPhone();
  const post = (path: string, body: unknown) =>
    workers.fetch(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshIp() },
    });
  const sent = (await (await post('/api/auth/code', { phone: phone.e164 })).json()) as { session: string };
  const token = await post('/api/auth/token', {
    session: sent.session,
    code: await latestCode(workers, phone.e164),
  });
  const pair = (await token.json()) as { accessToken: string; needsOnboarding: boolean };
  return { bearer: { Authorization: `Bearer ${pair.accessToken}` }, needsOnboarding: pair.needsOnboarding };
}

describe('web onboarding (issue 15 point 2)', () => {
  test('new number → sign in → onboarding → own profile and read APIs by username and by me', async () => {
    const { cookie, location, accountId } = await newWebAccount();
    expect(location).toBe('/auth/welcome');
    const headers = { Cookie: cookie };
    // Before a username: the dashboard sends the account to onboarding; `me` already reads its data.
    const dashboard = await get('/dashboard', headers);
    expect([dashboard.status, dashboard.headers.get('location')]).toEqual([302, '/auth/welcome']);
    const status = await get('/api/auth/me', headers);
    expect(status.body).toMatchObject({
      accountId,
      username: null,
      needsOnboarding: true,
      suggestedUsername: null,
    });
    const roundId = await roundOf(accountId);
    for (const api of readApis(roundId)) {
      expect((await get(`/api/v1/players/me/${api}`, headers)).status, api).toBe(200);
    }
    expect(((await get('/api/v1/players/me/performance', headers)).body as { player: Json }).player).toEqual({
      username: null,
      fullName: 'User',
    });

    const page = await get('/auth/welcome', headers);
    expect(page.status).toBe(200);
    expect(page.body).toContain(
      '<label class="auth-field__label" for="onboarding-first-name">First name</label>',
    );
    expect(page.body).toContain('for="onboarding-username">Username</label>');

    // Without a username the form comes back with a free one filled in (the path without scripts).
    const name = freshName();
    const first = await postForm(workers, '/auth/welcome', { ...name, username: '' }, headers);
    expect(first.status).toBe(400);
    const firstHtml = await first.text();
    expect(firstHtml).toContain('Choose a username.');
    expect(firstHtml).toContain(`value="${name.username}"`);

    const saved = await postForm(workers, '/auth/welcome', name, headers);
    expect([saved.status, saved.headers.get('location')]).toEqual([302, '/dashboard']);
    expect((await get('/dashboard', headers)).status).toBe(200);
    expect((await get('/api/auth/me', headers)).body).toMatchObject({
      username: name.username,
      firstName: name.firstName,
      lastName: name.lastName,
      needsOnboarding: false,
    });

    // Own profile page and read APIs, by username and by me; others see the public profile too.
    expect((await get(`/player/${name.username}/summary`, headers)).status).toBe(200);
    expect((await get(`/player/${name.username}/summary`)).status).toBe(200);
    for (const api of readApis(roundId)) {
      expect((await get(`/api/v1/players/${name.username}/${api}`, headers)).status, api).toBe(200);
      expect((await get(`/api/v1/players/me/${api}`, headers)).status, api).toBe(200);
    }
    const rounds = await get('/api/v1/players/me/rounds?holes=18', headers);
    expect((rounds.body as { total: number }).total).toBe(1);
  });

  test('a returnUrl survives onboarding; sign-in screens as returnUrl land on the dashboard', async () => {
    const { cookie, location } = await newWebAccount('/golf/search?q=a');
    expect(location).toBe(`/auth/welcome?returnUrl=${encodeURIComponent('/golf/search?q=a')}`);
    const name = freshName();
    const saved = await postForm(
      workers,
      '/auth/welcome',
      { ...name, returnUrl: '/golf/search?q=a' },
      { Cookie: cookie },
    );
    expect(saved.headers.get('location')).toBe('/golf/search?q=a');
    const other = await newWebAccount();
    const back = await postForm(
      workers,
      '/auth/welcome',
      { ...freshName(), returnUrl: '/auth/verify' },
      { Cookie: other.cookie },
    );
    expect(back.headers.get('location')).toBe('/dashboard');
  });

  test('taken, reserved and malformed usernames and bad names are field errors (400)', async () => {
    const { cookie } = await newWebAccount();
    const taken = players['taken-name'];
    const cases: Array<[Record<string, string>, string]> = [
      [{ username: 'taken-name' }, '&quot;taken-name&quot; is taken. Try &quot;'],
      [{ username: 'dashboard' }, 'is reserved for a page of the site'],
      [{ username: 'me' }, 'Use at least 3 characters.'],
      [{ username: 'bad_name' }, 'Use only lowercase letters, digits and hyphens.'],
      [{ username: '-edge' }, 'Start and end the username with a letter or a digit.'],
      [{ username: 'a'.repeat(31) }, 'Use at most 30 characters.'],
      [{ firstName: '' }, 'Enter your first name.'],
      [{ lastName: '1234' }, 'Your last name needs at least one letter.'],
    ];
    for (const [change, message] of cases) {
      const response = await postForm(
        workers,
        '/auth/welcome',
        { ...freshName(), ...change },
        { Cookie: cookie },
      );
      expect(response.status, JSON.stringify(change)).toBe(400);
      const html = await response.text();
      expect(html, JSON.stringify(change)).toContain(message);
      expect(html).toContain('aria-invalid="true"');
    }
    const [row] = await workers.db.select().from(accounts).where(eq(accounts.username, 'taken-name'));
    expect(row?.id).toBe(taken?.id);
  });

  test('the form needs a signed-in account; a body that is no form is refused in words', async () => {
    const anonymous = await get('/auth/welcome');
    expect([anonymous.status, anonymous.headers.get('location')]).toEqual([
      302,
      '/auth?returnUrl=%2Fauth%2Fwelcome',
    ]);
    const { cookie } = await newWebAccount();
    const json = await workers.fetch('/auth/welcome', {
      method: 'POST',
      body: '{}',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    });
    expect(json.status).toBe(415);
  });
});

describe('PATCH /api/auth/me (issue 15 point 2)', () => {
  test('app sign-in → needsOnboarding → names, suggestion, username → read APIs by me and username', async () => {
    const { bearer, needsOnboarding } = await newAppAccount();
    expect(needsOnboarding).toBe(true);
    const name = freshName();
    const named = await patchMe({ firstName: name.firstName, lastName: name.lastName }, bearer);
    expect(named.status).toBe(200);
    expect(await named.json()).toMatchObject({ needsOnboarding: true, suggestedUsername: name.username });
    const roundId = await roundOf(
      ((await get('/api/auth/me', bearer)).body as { accountId: number }).accountId,
    );
    const done = await patchMe({ username: name.username }, bearer);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      username: name.username,
      fullName: `${name.firstName} ${name.lastName}`,
      needsOnboarding: false,
      suggestedUsername: null,
    });
    for (const api of readApis(roundId)) {
      expect((await get(`/api/v1/players/me/${api}`, bearer)).status, api).toBe(200);
      expect((await get(`/api/v1/players/${name.username}/${api}`, bearer)).status, api).toBe(200);
    }
  });

  test('taken, reserved and malformed usernames answer 400 with a message naming the field', async () => {
    const { bearer } = await newAppAccount();
    const cases: Array<[unknown, string]> = [
      [
        { firstName: 'Jordan', lastName: 'Lee', username: 'jordan-lee' },
        'username: "jordan-lee" is taken. Try "jordan-lee-2".',
      ],
      [
        { username: 'admin' },
        'username: "admin" is reserved for a page of the site. Choose another username.',
      ],
      [{ username: 'api' }, 'username: "api" is reserved'],
      [{ username: 'no spaces' }, 'username: Use only lowercase letters, digits and hyphens.'],
      [{ username: 'ab' }, 'username: Use at least 3 characters.'],
      [{ username: 'double--hyphen' }, 'username: Use one hyphen at a time.'],
      [{ username: 42 }, 'username:'],
      [{}, 'Send at least one of firstName, lastName and username.'],
      [{ username: 'fine-name', role: 'admin' }, 'role'],
      [[1, 2], ''],
    ];
    for (const [body, message] of cases) {
      const response = await patchMe(body, bearer);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error: string; message: string };
      expect(answer.error).toBe('InvalidParameterException');
      expect(answer.message, JSON.stringify(body)).toContain(message);
    }
    expect((await patchMe('{"username":', bearer)).status).toBe(400);
    expect(((await get('/api/auth/me', bearer)).body as Json).username).toBeNull();
  });

  test('without a signed-in account GET and PATCH are 401 in words; other methods 405', async () => {
    const anonymous = await get('/api/auth/me');
    expect(anonymous.status).toBe(401);
    expect((anonymous.body as Json).message).toContain('Sign in first');
    expect((await patchMe({ username: 'some-name' }, {})).status).toBe(401);
    expect((await patchMe({ username: 'some-name' }, { Authorization: 'Bearer nonsense' })).status).toBe(401);
    const post = await workers.fetch('/api/auth/me', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
  });

  test('a browser session patches too (cookie)', async () => {
    const { cookie } = await newWebAccount();
    const name = freshName();
    const response = await patchMe(name, { Cookie: cookie });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Json).username).toBe(name.username);
  });
});

describe('`me` in the read APIs (issue 15 point 2)', () => {
  test('`me` without a signed-in account is 401 in words; a bad token is 401', async () => {
    for (const api of readApis(1)) {
      const response = await get(`/api/v1/players/me/${api}`);
      expect(response.status, api).toBe(401);
      expect((response.body as Json).message).toContain('"me" means the signed-in account');
    }
    const bad = await get('/api/v1/players/me/performance', { Authorization: `Bearer ${'x'.repeat(40)}` });
    expect(bad.status).toBe(401);
    expect((await get('/api/v1/players/ME/performance')).status).toBe(401);
  });
});

describe('renames keep old links (decision 032)', () => {
  test('old profile and API URLs redirect to the new username; the old username stays with its account', async () => {
    const player = players['old-handle'] ?? { id: 0 };
    const bearer = { Authorization: `Bearer ${await apiTokenFor(workers.db, player.id)}` };
    // A cached page of the old URL must not outlive the rename.
    expect((await get('/player/old-handle/summary')).status).toBe(200);
    await expect
      .poll(async () => (await get('/player/old-handle/summary')).headers.get(CACHE_STATUS_HEADER))
      .toBe('HIT');
    const [before] = await workers.db.select().from(accounts).where(eq(accounts.id, player.id));

    const renamed = await patchMe({ username: 'new-handle', firstName: 'Rylee' }, bearer);
    expect(renamed.status).toBe(200);
    const [after] = await workers.db.select().from(accounts).where(eq(accounts.id, player.id));
    expect(after?.version).toBeGreaterThan(before?.version ?? 0);
    expect(
      await workers.db.select().from(usernameHistory).where(eq(usernameHistory.accountId, player.id)),
    ).toEqual([expect.objectContaining({ oldUsername: 'old-handle', accountId: player.id })]);
    // The search index follows the new name (decision 007).
    const index = await workers.db.select().from(accountSearch).where(eq(accountSearch.accountId, player.id));
    expect(index.map((row) => row.suffix)).toContain('rylee moss');

    for (let i = 0; i < 2; i++) {
      const page = await get('/player/old-handle/summary');
      expect([page.status, page.headers.get('location')]).toEqual([301, '/player/new-handle/summary']);
      expect(page.headers.get('cache-control')).toBe('no-store');
    }
    expect((await get('/player/OLD-handle/schedule/0')).headers.get('location')).toBe(
      '/player/new-handle/schedule/0',
    );
    expect((await get('/player/new-handle/summary')).status).toBe(200);
    const api = await get('/api/v1/players/old-handle/rounds?holes=18&page=1');
    expect([api.status, api.headers.get('location')]).toEqual([
      308,
      '/api/v1/players/new-handle/rounds?holes=18&page=1',
    ]);
    expect((await get('/api/v1/players/new-handle/rounds?holes=18')).status).toBe(200);

    // Nobody else may take the old username, by the API or the web form.
    const other = await newAppAccount();
    const refused = await patchMe(
      { firstName: 'Old', lastName: 'Handle', username: 'old-handle' },
      other.bearer,
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Json).message).toContain('"old-handle" is taken');
    const web = await newWebAccount();
    const form = await postForm(
      workers,
      '/auth/welcome',
      { firstName: 'Old', lastName: 'Handle', username: 'old-handle' },
      { Cookie: web.cookie },
    );
    expect(form.status).toBe(400);

    // The owner may take it back; then the newer name redirects instead.
    expect((await patchMe({ username: 'old-handle' }, bearer)).status).toBe(200);
    expect((await get('/player/old-handle/summary')).status).toBe(200);
    expect((await get('/player/new-handle/summary')).headers.get('location')).toBe(
      '/player/old-handle/summary',
    );
    const history = await workers.db
      .select()
      .from(usernameHistory)
      .where(eq(usernameHistory.accountId, player.id));
    expect(history.map((row) => row.oldUsername)).toEqual(['new-handle']);
  });

  test('an old username of a private site says nothing: home for pages, 404 for APIs, except to its viewers', async () => {
    const player = players['hidden-old'] ?? { id: 0 };
    const cookie = await sessionCookieFor(workers.db, player.id);
    expect((await patchMe({ username: 'hidden-new' }, { Cookie: cookie })).status).toBe(200);
    await setFeatureSetting(workers.db, player.id, 88, { isPublic: false, isPhoneVerified: null });
    const page = await get('/player/hidden-old/summary');
    expect([page.status, page.headers.get('location')]).toEqual([302, '/']);
    const api = await get('/api/v1/players/hidden-old/performance');
    expect(api.status).toBe(404);
    expect((api.body as Json).message).toBe('No player named "hidden-old".');
    const own = await get('/api/v1/players/hidden-old/performance', { Cookie: cookie });
    expect([own.status, own.headers.get('location')]).toEqual([
      308,
      '/api/v1/players/hidden-new/performance',
    ]);
    const ownPage = await get('/player/hidden-old/summary', { Cookie: cookie });
    expect(ownPage.headers.get('location')).toBe('/player/hidden-new/summary');
  });
});
