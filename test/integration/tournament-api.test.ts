// Tournaments over the app's API (issue 34 §4) against the built Worker and D1: an event and the
// player's entry stored in one request, idempotent by the app's id, shared by the players of one
// event (only its creator changes its details), refused in words when invalid, named by rounds —
// which enters the player and must fall within the event — and shown on the schedule and in the
// Best Stats report.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TournamentIngest } from '../../app/domain/schedule/tournament-ingest';
import { playerShardQuery } from '../../db/queries/player-shards';
import { tournamentEntries, tournaments } from '../../db/schema/tournaments';
import { apiClient, exampleCourse, exampleRound } from '../helpers/ingest';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});

afterAll(async () => {
  await workers?.dispose();
});

const { signedIn, post } = apiClient(() => workers);

function get(path: string, token: string | null) {
  return workers.fetch(path, { headers: token === null ? {} : { Authorization: `Bearer ${token}` } });
}

type EventBody = Omit<Partial<TournamentIngest>, 'entry'> & { entry?: Record<string, unknown> };

function event(clientTournamentId: string, overrides: EventBody = {}) {
  return {
    clientTournamentId,
    name: 'Lakeside Fall Invitational',
    startDate: '2026-10-10',
    endDate: '2026-10-11',
    eventType: 'tournament',
    level: 'national',
    city: 'Austin',
    state: 'TX',
    rounds: 2,
    fieldSize: 84,
    entry: { finish: 'T5' },
    ...overrides,
  };
}

async function tournamentCount() {
  const [row] = await workers.db.select({ n: count() }).from(tournaments);
  return row?.n ?? 0;
}

test('answers 401 without a bearer token, and 405 to another method', async () => {
  expect((await post('/api/v1/tournaments', null, event('t-401'))).status).toBe(401);
  expect((await get('/api/v1/tournaments', null)).status).toBe(401);
  const { token } = await signedIn();
  const put = await workers.fetch('/api/v1/tournaments', {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(put.status).toBe(405);
  expect(put.headers.get('Allow')).toBe('GET, POST');
});

test('stores an event with the entry, updates both under the same id, and shares it with another player', async () => {
  const first = await signedIn();
  const created = await post(
    '/api/v1/tournaments',
    first.token,
    event('fall-inv', { name: 'Harbor Classic' }),
  );
  expect(created.status).toBe(201);
  const { tournamentId } = (await created.json()) as { tournamentId: number };
  const [row] = await workers.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  expect(row).toMatchObject({
    name: 'Harbor Classic',
    startDate: '2026-10-10',
    endDate: '2026-10-11',
    eventTypeId: 3,
    localeTypeId: 3,
    numberOfRounds: 2,
    fieldSize: 84,
    createdBy: first.id,
  });

  // The same client id again: the entry and (its creator's) event change; nothing is added.
  const before = await tournamentCount();
  const again = await post(
    '/api/v1/tournaments',
    first.token,
    event('fall-inv', { name: 'Harbor Classic', city: 'Galveston', entry: { finish: '3', featured: true } }),
  );
  expect(again.status).toBe(200);
  expect(await again.json()).toEqual({ tournamentId, created: false, shared: false });
  expect(await tournamentCount()).toBe(before);
  const [entry] = await workers.db
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.accountId, first.id), eq(tournamentEntries.tournamentId, tournamentId)));
  expect(entry).toMatchObject({ finishPosition: '3', isFeatured: true, clientTournamentId: 'fall-inv' });

  // Another player of the same event (the name written differently) enters it; its details stay.
  const second = await signedIn();
  const shared = await post(
    '/api/v1/tournaments',
    second.token,
    event('my-harbor', { name: 'HARBOR classic', city: 'Nowhere', entry: { finish: 'T12' } }),
  );
  expect(shared.status).toBe(201);
  expect(await shared.json()).toEqual({ tournamentId, created: true, shared: true });
  const resent = await post(
    '/api/v1/tournaments',
    second.token,
    event('my-harbor', { name: 'Renamed', city: 'X' }),
  );
  expect(await resent.json()).toEqual({ tournamentId, created: false, shared: true });
  const [after] = await workers.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  expect(after).toMatchObject({ name: 'Harbor Classic', city: 'Galveston' });
  expect(await tournamentCount()).toBe(before);
});

test('lists every invalid field with its path and stores nothing', async () => {
  const { token } = await signedIn();
  const before = await tournamentCount();
  const response = await post('/api/v1/tournaments', token, {
    ...event('bad'),
    startDate: '2026-02-30',
    fieldSize: 1,
    url: 'http://example.com',
    eventType: 'scramble',
    entry: { finish: 'first', status: 'maybe' },
  });
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: string; issues: Array<{ path: string; message: string }> };
  expect(body.error).toBe('The tournament is not valid; nothing was stored.');
  const paths = body.issues.map((issue) => issue.path);
  expect(paths).toEqual(
    expect.arrayContaining(['startDate', 'fieldSize', 'url', 'eventType', 'entry.finish', 'entry.status']),
  );
  expect(body.issues.find((issue) => issue.path === 'startDate')?.message).toBe(
    'The start date is not a real date.',
  );

  const reversed = await post('/api/v1/tournaments', token, event('rev', { startDate: '2026-10-12' }));
  expect(((await reversed.json()) as { issues: Array<{ message: string }> }).issues).toEqual([
    { path: 'endDate', message: 'The end date is on or after the start date.' },
  ]);
  const outside = await post(
    '/api/v1/tournaments',
    token,
    event('out', { fieldSize: 20, entry: { finish: 'T21' } }),
  );
  expect(((await outside.json()) as { issues: Array<{ message: string }> }).issues).toEqual([
    { path: 'entry.finish', message: 'A finish of T21 is outside a field of 20.' },
  ]);
  const noCourse = await post('/api/v1/tournaments', token, event('nc', { courseId: 999_999 }));
  expect(noCourse.status).toBe(400);
  expect(await tournamentCount()).toBe(before);
});

test('a round names its event: the player is entered, and a round outside its days is refused', async () => {
  const player = await signedIn();
  expect((await post('/api/v1/courses', player.token, exampleCourse('t-course'))).status).toBe(201);
  // Another player's event: this player has no entry in it until a round names it.
  const organiser = await signedIn();
  const made = await post(
    '/api/v1/tournaments',
    organiser.token,
    event('mesa', { name: 'Mesa Ridge Open', startDate: '2026-09-05', endDate: undefined, rounds: 2 }),
  );
  const { tournamentId } = (await made.json()) as { tournamentId: number };

  const outside = await post('/api/v1/rounds', player.token, {
    ...exampleRound({ clientRoundId: 'mesa-0', clientCourseId: 't-course', startedAt: '2026-09-08T08:00' }),
    roundType: 'tournament',
    tournamentId,
  });
  expect(outside.status).toBe(400);
  expect(((await outside.json()) as { issues: Array<{ path: string; message: string }> }).issues).toEqual([
    {
      path: 'startedAt',
      message: 'The round was played on 2026-09-08; the tournament runs from 2026-09-05 to 2026-09-06.',
    },
  ]);

  const unknown = await post('/api/v1/rounds', player.token, {
    ...exampleRound({ clientRoundId: 'mesa-x', clientCourseId: 't-course', startedAt: '2026-09-05T08:00' }),
    roundType: 'tournament',
    tournamentId: 987_654,
  });
  expect(((await unknown.json()) as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual([
    'tournamentId',
  ]);

  for (const [day, clientRoundId] of [
    ['2026-09-05', 'mesa-1'],
    ['2026-09-06', 'mesa-2'],
  ] as const) {
    const stored = await post('/api/v1/rounds', player.token, {
      ...exampleRound({ clientRoundId, clientCourseId: 't-course', startedAt: `${day}T08:00` }),
      roundType: 'tournament',
      tournamentId,
      roundNumber: day.endsWith('05') ? 1 : 2,
      isFinalRound: day.endsWith('06'),
    });
    expect(stored.status).toBe(201);
  }
  const entries = await workers.db
    .select({ id: tournamentEntries.id })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.accountId, player.id), eq(tournamentEntries.tournamentId, tournamentId)));
  expect(entries).toHaveLength(1);

  // The player then reports the finish through the same event: it takes over the entry the rounds made.
  const finish = await post(
    '/api/v1/tournaments',
    player.token,
    event('my-mesa', {
      name: 'mesa ridge open',
      startDate: '2026-09-05',
      endDate: undefined,
      entry: { finish: '2' },
    }),
  );
  expect(await finish.json()).toEqual({ tournamentId, created: true, shared: true });

  // My Results lists the event with its finish; the Best Stats report counts it.
  const results = await (await workers.fetch(`/player/${player.username}/schedule/1`)).text();
  expect(results).toContain('Mesa Ridge Open');
  expect(results).toContain('2nd of 84');
  const report = await (
    await workers.fetch(`/reports/player-best-stats-report?accountId=${player.id}`)
  ).text();
  expect(report).not.toContain('not linked to an event');
  // One event, no win, one top 10 (the finish of 2nd).
  expect(report).toContain('<dt>Events</dt><dd>1</dd>');
  expect(report).toContain('<dt>Wins</dt><dd>0</dd>');
  expect(report).toContain('<dt>Top 10</dt><dd>1</dd>');
});

test("the creator's change of an event reaches its copy on the shard of a player whose round names it", async () => {
  const organiser = await signedIn();
  const made = await post(
    '/api/v1/tournaments',
    organiser.token,
    event('copied', {
      name: 'Copper Canyon Classic',
      startDate: '2026-09-12',
      endDate: undefined,
      rounds: 1,
    }),
  );
  const { tournamentId } = (await made.json()) as { tournamentId: number };
  const player = await signedIn();
  expect((await post('/api/v1/courses', player.token, exampleCourse('copy-course'))).status).toBe(201);
  const round = await post('/api/v1/rounds', player.token, {
    ...exampleRound({
      clientRoundId: 'copper-1',
      clientCourseId: 'copy-course',
      startedAt: '2026-09-12T08:00',
    }),
    roundType: 'tournament',
    tournamentId,
  });
  expect(round.status).toBe(201);
  // The organiser renames the event and moves its city.
  const changed = await post(
    '/api/v1/tournaments',
    organiser.token,
    event('copied', {
      name: 'Copper Canyon Championship',
      startDate: '2026-09-12',
      endDate: undefined,
      rounds: 1,
      city: 'Sedona',
      state: 'AZ',
    }),
  );
  expect(changed.status).toBe(200);
  // The copy beside the player's round (on the player's shard) has the new details.
  const [placed] = await playerShardQuery(workers.db, player.id);
  const shard = workers.shards.ofPlayer(placed?.shard);
  const [copy] = await shard
    .select({ name: tournaments.name, city: tournaments.city, state: tournaments.state })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  expect(copy).toEqual({ name: 'Copper Canyon Championship', city: 'Sedona', state: 'AZ' });
  // The player's rounds name it so: the rounds grid reads the copy.
  const grid = await get(`/api/v1/players/${player.username}/rounds?holes=18`, player.token);
  expect(JSON.stringify(await grid.json())).toContain('Copper Canyon Championship');
});

test('lists events by name and dates, wildcards taken literally', async () => {
  const { token } = await signedIn();
  await post(
    '/api/v1/tournaments',
    token,
    event('pct', { name: '100% Junior Cup', startDate: '2027-03-01', endDate: undefined }),
  );
  await post(
    '/api/v1/tournaments',
    token,
    event('pct2', { name: '100 Junior Cup', startDate: '2027-03-02', endDate: undefined }),
  );
  const list = async (query: string) => {
    const response = await get(`/api/v1/tournaments?${query}`, token);
    expect(response.status).toBe(200);
    return ((await response.json()) as { tournaments: Array<{ name: string }> }).tournaments.map(
      (t) => t.name,
    );
  };
  expect(await list('q=junior%20cup&from=2027-03-01&to=2027-03-31')).toEqual([
    '100% Junior Cup',
    '100 Junior Cup',
  ]);
  expect(await list(`q=${encodeURIComponent('100%')}&from=2027-01-01`)).toEqual(['100% Junior Cup']);
  expect(await list('q=junior&from=2027-03-02&to=2027-03-02')).toEqual(['100 Junior Cup']);
  // Longer than D1's 50-byte LIKE pattern limit, in letters of 4 bytes each: no match, no error.
  expect(await list(`q=${encodeURIComponent('𓈔'.repeat(45))}`)).toEqual([]);
  expect(await list(`q=${encodeURIComponent('JUNIOR CUP')}&from=2027-03-02`)).toEqual(['100 Junior Cup']);
  const bad = await get('/api/v1/tournaments?from=2027-13-01', token);
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { issues: Array<{ path: string }> }).issues[0]?.path).toBe('from');
});

test('twenty concurrent sends of one event store it once and all answer its id', async () => {
  const { token, id } = await signedIn();
  const before = await tournamentCount();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      post(
        '/api/v1/tournaments',
        token,
        event('at-once', { name: 'Concurrent Cup', startDate: '2027-05-01', endDate: undefined }),
      ),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
  const ids = new Set(
    await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { tournamentId: number }).tournamentId),
    ),
  );
  expect(ids.size).toBe(1);
  expect(await tournamentCount()).toBe(before + 1);
  const entries = await workers.db
    .select({ n: count() })
    .from(tournamentEntries)
    .where(eq(tournamentEntries.accountId, id));
  expect(entries[0]?.n).toBe(1);
});
