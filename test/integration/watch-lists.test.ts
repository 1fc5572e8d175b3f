// Coach watch lists (issue 33 §3) against the built Workers and a local D1: the Coach plan's gate,
// lists private to their owner (404 for anyone else's), limits, saving from discovery, notes, a
// player who leaves search disappearing from every view and export (and coming back), what changed
// since the last visit after a round arrives through the ingest API, compare, and the CSV and XLSX.
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  MAX_LISTS,
  MAX_PLAYERS_PER_LIST,
  WATCH_LIST_MESSAGES,
} from '../../app/domain/recruiting/watch-lists';
import { watchListEntries, watchLists } from '../../db/schema/watch-lists';
import {
  apiTokenFor,
  createAccount,
  createCoach,
  createCourse,
  createEntry,
  createPlayer,
  createRound,
  createTournament,
  createWatchList,
  daysFromToday,
  sessionCookieFor,
  setFeatureSetting,
} from '../helpers/factories';
import { exampleCourse, exampleRound } from '../helpers/ingest';
import { parseCsv } from '../helpers/spreadsheets';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let courseId: number;

beforeAll(async () => {
  workers = await startTestWorkers();
  courseId = (await createCourse(workers.db, { name: 'Watch List Links' })).id;
}, 60_000);
afterAll(async () => {
  await workers?.dispose();
});

function get(path: string, cookie: string, headers: Record<string, string> = {}) {
  return workers.fetch(path, { headers: { Cookie: cookie, ...headers } });
}

function post(path: string, cookie: string, fields: Record<string, string>) {
  return workers.fetch(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
  });
}

/** A listed player with one full round of `score` three days ago (so with figures). */
async function playerWithRound(firstName: string, lastName: string, score = 72) {
  const player = await createPlayer(workers.db, { firstName, lastName, gender: 'F' });
  await createRound(workers.db, { accountId: player.id, courseId, playedOn: daysFromToday(-3), score });
  return player;
}

test('without the Coach plan the pages say so and link to it; a visitor signs in first', async () => {
  const visitor = await workers.fetch('/watch-lists');
  expect(visitor.status).toBe(302);
  expect(visitor.headers.get('location')).toMatch(/^\/auth\?returnUrl=%2Fwatch-lists/);
  const account = await createAccount(workers.db, { firstName: 'Plain', lastName: 'Account' });
  const cookie = await sessionCookieFor(workers.db, account.id);
  const page = await get('/watch-lists', cookie);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(WATCH_LIST_MESSAGES.coachPlanOnly);
  expect(html).toContain('href="/payment"');
  const made = await post('/watch-lists', cookie, { intent: 'create', name: 'Mine' });
  expect(made.status).toBe(403);
  expect(await made.text()).toContain(WATCH_LIST_MESSAGES.coachPlanOnly);
  expect(await workers.db.select().from(watchLists).where(eq(watchLists.ownerId, account.id))).toEqual([]);
  // The pricing page names the feature the plan brings.
  expect(await (await workers.fetch('/payment')).text()).toContain('Watch lists of recruits');
});

test('a coach makes, renames and deletes lists; names are checked in words', async () => {
  const coach = await createCoach(workers.db);
  const made = await post('/watch-lists', coach.cookie, { intent: 'create', name: '  Fall visits  ' });
  expect(made.status).toBe(302);
  const [list] = await workers.db.select().from(watchLists).where(eq(watchLists.ownerId, coach.id));
  expect(list?.name).toBe('Fall visits');
  expect(made.headers.get('location')).toBe(`/watch-lists/${list?.id}`);
  const again = await post('/watch-lists', coach.cookie, { intent: 'create', name: 'FALL VISITS' });
  expect(again.status).toBe(400);
  expect(await again.text()).toContain(WATCH_LIST_MESSAGES.nameTaken);
  const blank = await post('/watch-lists', coach.cookie, { intent: 'create', name: ' ' });
  expect(blank.status).toBe(400);
  expect(await blank.text()).toContain(WATCH_LIST_MESSAGES.nameRequired);
  const long = await post('/watch-lists', coach.cookie, { intent: 'create', name: 'x'.repeat(81) });
  expect(long.status).toBe(400);
  const renamed = await post('/watch-lists', coach.cookie, {
    intent: 'rename',
    listId: String(list?.id),
    name: 'Spring visits',
  });
  expect(renamed.status).toBe(302);
  expect(await (await get('/watch-lists', coach.cookie)).text()).toContain('Spring visits');
  const unconfirmed = await post('/watch-lists', coach.cookie, {
    intent: 'delete',
    listId: String(list?.id),
  });
  expect(unconfirmed.status).toBe(400);
  expect(await unconfirmed.text()).toContain(WATCH_LIST_MESSAGES.confirmDelete);
  const deleted = await post('/watch-lists', coach.cookie, {
    intent: 'delete',
    listId: String(list?.id),
    confirm: 'yes',
  });
  expect(deleted.status).toBe(302);
  expect(await workers.db.select().from(watchLists).where(eq(watchLists.ownerId, coach.id))).toEqual([]);
});

test('lists are private: another account gets a 404 that names nothing, and changes nothing', async () => {
  const player = await playerWithRound('Private', 'Listed');
  const owner = await createCoach(workers.db);
  const other = await createCoach(workers.db);
  const { id } = await createWatchList(workers.db, {
    ownerId: owner.id,
    name: 'Secret shortlist',
    players: [player.id],
    notes: { [player.id]: 'secret note' },
  });
  expect((await get(`/watch-lists/${id}`, owner.cookie)).status).toBe(200);
  for (const path of [
    `/watch-lists/${id}`,
    `/watch-lists/${id}/export.csv`,
    `/watch-lists/${id}/export.xlsx`,
  ]) {
    const response = await get(path, other.cookie);
    expect(response.status, path).toBe(404);
    const body = await response.text();
    expect(body, path).not.toContain('Secret shortlist');
    expect(body, path).not.toContain('secret note');
  }
  for (const [path, fields] of [
    [`/watch-lists/${id}`, { intent: 'note', playerId: String(player.id), note: 'taken over' }],
    [`/watch-lists/${id}`, { intent: 'remove', playerId: String(player.id) }],
    ['/watch-lists', { intent: 'rename', listId: String(id), name: 'Mine now' }],
    ['/watch-lists', { intent: 'delete', listId: String(id), confirm: 'yes' }],
    ['/watch-lists', { intent: 'add', listId: String(id), playerId: String(player.id) }],
  ] as const) {
    const response = await post(path, other.cookie, fields);
    expect(response.status, `${fields.intent}`).toBe(404);
  }
  const [entry] = await workers.db.select().from(watchListEntries).where(eq(watchListEntries.listId, id));
  expect(entry?.note).toBe('secret note');
  const [list] = await workers.db.select().from(watchLists).where(eq(watchLists.id, id));
  expect(list?.name).toBe('Secret shortlist');
  // Unknown and malformed ids are the same 404.
  for (const path of ['/watch-lists/999999999', '/watch-lists/abc', '/watch-lists/0']) {
    expect((await get(path, owner.cookie)).status, path).toBe(404);
  }
});

test('saving from discovery: to a first list, to a chosen one, once; only listed players', async () => {
  const player = await playerWithRound('Saved', 'FromSearch', 70);
  const coach = await createCoach(workers.db);
  const search = `/golf/search?type=account&discover=1&q=fromsearch`;
  const page = await (await get(search, coach.cookie)).text();
  expect(page).toContain('action="/watch-lists"');
  expect(page).toContain('Save to a watch list');
  const first = await post('/watch-lists', coach.cookie, {
    intent: 'add',
    playerId: String(player.id),
    returnTo: search,
  });
  expect(first.status).toBe(302);
  expect(first.headers.get('location')).toBe(search);
  const lists = await workers.db.select().from(watchLists).where(eq(watchLists.ownerId, coach.id));
  expect(lists.map((l) => l.name)).toEqual(['My watch list']);
  const listId = lists[0]?.id ?? 0;
  const twice = await post('/watch-lists', coach.cookie, {
    intent: 'add',
    listId: String(listId),
    playerId: String(player.id),
    returnTo: 'https://elsewhere.example/',
  });
  expect(twice.status).toBe(302);
  expect(twice.headers.get('location')).toBe('/watch-lists');
  expect(
    await workers.db.select().from(watchListEntries).where(eq(watchListEntries.listId, listId)),
  ).toHaveLength(1);
  // Now the search page offers the coach's list by name.
  expect(await (await get(search, coach.cookie)).text()).toContain('>My watch list</option>');
  // A player not listed in search (a coach account, a private site) cannot be saved.
  const hidden = await createPlayer(workers.db, { allowPublicSite: [false] });
  const refused = await post('/watch-lists', coach.cookie, { intent: 'add', playerId: String(hidden.id) });
  expect(refused.status).toBe(404);
  expect(await refused.text()).toContain(WATCH_LIST_MESSAGES.notListed);
  // A signed-in account without the plan sees the plan's note on discovery instead.
  const plain = await createAccount(workers.db);
  const note = await (await get(search, await sessionCookieFor(workers.db, plain.id))).text();
  expect(note).toContain('they come with the Coach plan');
  expect(note).not.toContain('action="/watch-lists"');
});

test('saving from a profile: the header offers the coach’s lists; nobody else gets the form', async () => {
  const player = await playerWithRound('Saved', 'FromProfile', 71);
  const summary = `/player/${player.username}/summary`;
  const coach = await createCoach(workers.db);
  await post('/watch-lists', coach.cookie, { intent: 'create', name: 'Spring visits' });
  const page = await (await get(summary, coach.cookie)).text();
  expect(page).toContain('class="profile-header__save"');
  expect(page).toContain('>Spring visits</option>');
  expect(page).toContain(`name="returnTo" value="${summary}"`);
  const saved = await post('/watch-lists', coach.cookie, {
    intent: 'add',
    playerId: String(player.id),
    returnTo: summary,
  });
  expect(saved.status).toBe(302);
  expect(saved.headers.get('location')).toBe(summary);
  // A visitor, the player, and a signed-in account without the Coach plan: no form, no list names.
  const plain = await createAccount(workers.db);
  for (const cookie of [
    '',
    await sessionCookieFor(workers.db, player.id),
    await sessionCookieFor(workers.db, plain.id),
  ]) {
    const other = await (await get(summary, cookie)).text();
    expect(other).toContain('FromProfile');
    expect(other).not.toContain('profile-header__save');
    expect(other).not.toContain('Spring visits');
  }
});

test('limits: 50 lists an account, 500 players a list', async () => {
  const coach = await createCoach(workers.db);
  for (let i = 0; i < MAX_LISTS; i++)
    await createWatchList(workers.db, { ownerId: coach.id, name: `List ${i}` });
  const refused = await post('/watch-lists', coach.cookie, { intent: 'create', name: 'One more' });
  expect(refused.status).toBe(409);
  expect(await refused.text()).toContain(WATCH_LIST_MESSAGES.tooManyLists);
  const player = await playerWithRound('Limit', 'Player');
  const full = await createWatchList(workers.db, { ownerId: (await createCoach(workers.db)).id });
  // Fill the list with entries for other accounts (rows only: the limit counts entries).
  const owner =
    (await workers.db.select().from(watchLists).where(eq(watchLists.id, full.id)))[0]?.ownerId ?? 0;
  const fillers = [];
  for (let i = 0; i < MAX_PLAYERS_PER_LIST; i++) fillers.push((await createAccount(workers.db)).id);
  for (let i = 0; i < fillers.length; i += 20) {
    await workers.db
      .insert(watchListEntries)
      .values(
        fillers
          .slice(i, i + 20)
          .map((playerId) => ({ listId: full.id, playerId, note: '', addedAt: '2026-01-01 09:00:00' })),
      );
  }
  const ownerCookie = await sessionCookieFor(workers.db, owner);
  const over = await post('/watch-lists', ownerCookie, {
    intent: 'add',
    listId: String(full.id),
    playerId: String(player.id),
  });
  expect(over.status).toBe(409);
  expect(await over.text()).toContain(WATCH_LIST_MESSAGES.listFull);
}, 120_000);

test('figures come from the discovery row; a player who leaves search disappears everywhere and returns', async () => {
  const shown = await playerWithRound('Shown', 'Player', 71);
  const leaving = await playerWithRound('Leaving', 'Player', 75);
  const coach = await createCoach(workers.db);
  const { id } = await createWatchList(workers.db, {
    ownerId: coach.id,
    name: 'Visibility',
    players: [shown.id, leaving.id],
    notes: { [leaving.id]: 'note on leaving' },
  });
  const page = async () => (await get(`/watch-lists/${id}`, coach.cookie)).text();
  const before = await page();
  expect(before).toContain('Leaving Player');
  expect(before).toContain('71.0');
  // Compare stats hidden from visitors: the row holds no figures, so the list shows none.
  await setFeatureSetting(workers.db, leaving.id, 63, { isPublic: false, isPhoneVerified: false });
  const hiddenFigures = await page();
  expect(hiddenFigures).toContain('Leaving Player');
  expect(hiddenFigures).not.toContain('75.0');
  // The public site off: not listed in search, so not on the page, nor in either export.
  await setFeatureSetting(workers.db, leaving.id, 88, { isPublic: false, isPhoneVerified: null });
  const gone = await page();
  expect(gone).not.toContain('Leaving Player');
  expect(gone).not.toContain('note on leaving');
  const csv = await (await get(`/watch-lists/${id}/export.csv`, coach.cookie)).text();
  expect(csv).toContain('Shown Player');
  expect(csv).not.toContain('Leaving Player');
  const xlsx = await get(`/watch-lists/${id}/export.xlsx`, coach.cookie);
  const book = XLSX.read(new Uint8Array(await xlsx.arrayBuffer()), { type: 'array' });
  const sheet = XLSX.utils.sheet_to_csv(book.Sheets[book.SheetNames[0] ?? ''] ?? {});
  expect(sheet).toContain('Shown Player');
  expect(sheet).not.toContain('Leaving Player');
  // The entry is kept: listed again, the player and the note come back.
  await setFeatureSetting(workers.db, leaving.id, 88, { isPublic: true, isPhoneVerified: null });
  expect(await page()).toContain('note on leaving');
});

test('notes are saved and cleared; a player is taken off the list', async () => {
  const player = await playerWithRound('Noted', 'Player');
  const coach = await createCoach(workers.db);
  const { id } = await createWatchList(workers.db, { ownerId: coach.id, players: [player.id] });
  const saved = await post(`/watch-lists/${id}`, coach.cookie, {
    intent: 'note',
    playerId: String(player.id),
    note: 'Great tempo <b>under pressure</b>',
  });
  expect(saved.status).toBe(302);
  const html = await (await get(`/watch-lists/${id}`, coach.cookie)).text();
  expect(html).toContain('Great tempo &lt;b&gt;under pressure&lt;/b&gt;');
  const tooLong = await post(`/watch-lists/${id}`, coach.cookie, {
    intent: 'note',
    playerId: String(player.id),
    note: 'n'.repeat(1001),
  });
  expect(tooLong.status).toBe(400);
  expect(await tooLong.text()).toContain(WATCH_LIST_MESSAGES.noteTooLong);
  const removed = await post(`/watch-lists/${id}`, coach.cookie, {
    intent: 'remove',
    playerId: String(player.id),
  });
  expect(removed.status).toBe(302);
  expect(await workers.db.select().from(watchListEntries).where(eq(watchListEntries.listId, id))).toEqual([]);
});

test('since the last visit: a round ingested through the API and a new result show on the next visit', async () => {
  const player = await playerWithRound('Active', 'Golfer', 73);
  const token = await apiTokenFor(workers.db, player.id);
  const coach = await createCoach(workers.db);
  const { id } = await createWatchList(workers.db, { ownerId: coach.id, players: [player.id] });
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const firstVisit = await (await get(`/watch-lists/${id}`, coach.cookie, { 'X-Test-Now': hourAgo })).text();
  expect(firstVisit).toContain('This is your first visit to this list');
  const api = (path: string, body: unknown) =>
    workers.fetch(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await api('/api/v1/courses', exampleCourse('c-watch'))).status).toBe(201);
  const ingested = await api(
    '/api/v1/rounds',
    exampleRound({
      clientRoundId: 'r-watch',
      clientCourseId: 'c-watch',
      startedAt: `${daysFromToday(0)}T00:05:00`,
    }),
  );
  expect(ingested.status).toBe(201);
  const event = await createTournament(workers.db, {
    name: 'Hill Country Invitational',
    startDate: daysFromToday(0),
  });
  await createEntry(workers.db, { tournamentId: event.id, accountId: player.id, finishPosition: 'T3' });
  const next = await (await get(`/watch-lists/${id}`, coach.cookie)).text();
  expect(next).toContain('Since your last visit on');
  expect(next).toContain('1 new round · T3 at Hill Country Invitational');
  // Reopened within the same visit: still counted from the visit before.
  expect(await (await get(`/watch-lists/${id}`, coach.cookie)).text()).toContain('1 new round');
  // Later visits: results count by the event's last day, so an event that ended on the day of the
  // last visit shows once more; after that, nothing new.
  const day = 86_400_000;
  await get(`/watch-lists/${id}`, coach.cookie, {
    'X-Test-Now': new Date(Date.now() + 2 * day).toISOString(),
  });
  const later = new Date(Date.now() + 4 * day).toISOString();
  const quiet = await (await get(`/watch-lists/${id}`, coach.cookie, { 'X-Test-Now': later })).text();
  expect(quiet).toContain('Nothing new since your last visit');
});

test('compare: two players of the list open on the compare page; a stranger pair is refused', async () => {
  const first = await playerWithRound('Compare', 'Left', 70);
  const second = await playerWithRound('Compare', 'Right', 76);
  const stranger = await playerWithRound('Not', 'OnList', 80);
  const coach = await createCoach(workers.db);
  const { id } = await createWatchList(workers.db, { ownerId: coach.id, players: [first.id, second.id] });
  const response = await post(`/watch-lists/${id}`, coach.cookie, {
    intent: 'compare',
    first: String(first.id),
    second: String(second.id),
  });
  expect(response.status).toBe(302);
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(new RegExp(`^/player/${first.username}/stats\\?hash=\\d+$`));
  const compare = await get(location, coach.cookie);
  expect(compare.status).toBe(200);
  const html = await compare.text();
  expect(html).toContain('Compare Left');
  expect(html).toContain('Compare Right');
  const refused = await post(`/watch-lists/${id}`, coach.cookie, {
    intent: 'compare',
    first: String(first.id),
    second: String(stranger.id),
  });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain(WATCH_LIST_MESSAGES.chooseTwo);
  const same = await post(`/watch-lists/${id}`, coach.cookie, {
    intent: 'compare',
    first: String(first.id),
    second: String(first.id),
  });
  expect(same.status).toBe(400);
});

test('exports: CSV and XLSX with the page’s figures and notes, named after the list', async () => {
  const player = await playerWithRound('Export', 'Player', 74);
  const coach = await createCoach(workers.db);
  const { id } = await createWatchList(workers.db, {
    ownerId: coach.id,
    name: 'Spring "visits" / Texas',
    players: [player.id],
    notes: { [player.id]: '=HYPERLINK("x"), strong, "quoted"' },
  });
  const csvResponse = await get(`/watch-lists/${id}/export.csv`, coach.cookie);
  expect(csvResponse.status).toBe(200);
  expect(csvResponse.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(csvResponse.headers.get('content-disposition')).toMatch(
    /^attachment; filename="Spring-visits-Texas-Watch-List-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(csvResponse.headers.get('cache-control')).toBe('private, no-store');
  const rows = parseCsv(await csvResponse.text());
  expect(rows[0]?.slice(0, 3)).toEqual(['Player', 'Profile', 'Class']);
  expect(rows[1]?.[0]).toBe('Export Player');
  expect(rows[1]?.[1]).toMatch(new RegExp(`/player/${player.username}$`));
  expect(rows[1]?.[9]).toBe('74');
  expect(rows[1]?.[15]).toBe(`'=HYPERLINK("x"), strong, "quoted"`);
  const xlsx = await get(`/watch-lists/${id}/export.xlsx`, coach.cookie);
  expect(xlsx.status).toBe(200);
  expect(xlsx.headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const book = XLSX.read(new Uint8Array(await xlsx.arrayBuffer()), { type: 'array' });
  expect(book.SheetNames).toEqual(['Watch list']);
  const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets['Watch list'] ?? {});
  expect(sheet[0]).toMatchObject({ Player: 'Export Player', 'Scoring average (last 10)': 74 });
});
