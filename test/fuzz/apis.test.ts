// Security issue "no 5xx on any input": the JSON APIs (the mobile app's ingest and sign-in, the read
// APIs of a player's analytics) with any body, any query, any token.

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { END_LIES, FAIRWAY_RESULTS, START_LIES } from '../../app/domain/rounds/ingest';
import { PENALTY_KINDS, RELIEF_REASONS } from '../../app/domain/rounds/rules-of-golf';
import { OVERVIEW_GROUPS } from '../../app/domain/stats/overview-groups';
import { ASSESSMENT_CATEGORIES } from '../../app/domain/stats/performance';
import { QUICK_FILTERS } from '../../app/domain/stats/quick-filters';
import { STANDARDS } from '../../app/domain/stats/standards';
import { STAT_FLAGS } from '../../app/domain/stats/stat-catalogue';
import { SELECTION_PARAMS } from '../../app/server/api/api-params';
import { gridRoundExample } from '../../app/server/api/openapi-examples';
import { exampleCourse, mixedRound, rulesOfGolfRound, rulesRecordsRound } from '../helpers/ingest';
import {
  breaking,
  header,
  jsonBody,
  pairs,
  queryOf,
  readRequest,
  segment,
  text,
  valueFrom,
  withQuery,
  writeRequest,
} from './arbitraries';
import { fuzzWorldFor } from './fixtures';
import { expectClearAnswer, fuzzRoute } from './harness';

const context = fuzzWorldFor('apis');

/** A valid token, none, one that is not ours, or an Authorization header of another kind. */
function authorization(): fc.Arbitrary<Record<string, string>> {
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.constant(`Bearer ${context.world.token}`) },
      { weight: 2, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{20,80}$/).map((t) => `Bearer ${t}`) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Basic dXNlcjpwYXNz',
          'bearer abc',
          `Bearer ${'a'.repeat(300)}`,
        ),
      },
      { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((t) => t.replace(/[^\x20-\x7e]/g, '')) },
    )
    .map((value) => header('Authorization', value));
}

/** The browser's way in: the player's own session, someone else's, or none. */
function session(): fc.Arbitrary<Record<string, string>> {
  return fc
    .constantFrom('', context.world.recruit.cookie, context.world.viewer.cookie, '__session=forged')
    .map((cookie) => header('Cookie', cookie));
}

function viewerHeaders(): fc.Arbitrary<Record<string, string>> {
  return fc.tuple(authorization(), session()).map(([a, s]) => ({ ...a, ...s }));
}

/** Every leaf of a JSON value, as the path to it. */
function leaves(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [path];
}

function setAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? setAt(item, rest, replacement) : item));
  if (value !== null && typeof value === 'object' && head !== undefined) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === head ? setAt(item, rest, replacement) : item]),
    );
  }
  return value;
}

function leafAt(value: unknown, path: Array<string | number>): unknown {
  let node = value;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * A valid body with up to three leaves replaced, or any JSON at all. Text leaves (names, ids, tees,
 * clubs: stored as given) are replaced most often, and mostly by text.
 */
function mutated(valid: unknown): fc.Arbitrary<unknown> {
  const all = leaves(valid);
  const texts = all.filter((path) => typeof leafAt(valid, path) === 'string');
  const path = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...texts) },
    { weight: 1, arbitrary: fc.constantFrom(...all) },
  );
  const replacement = (at: Array<string | number>) =>
    fc.oneof(
      { weight: 4, arbitrary: text },
      // A lie, a penalty count or a scorecard's value in any field: a valid-looking round that breaks a
      // rule of golf or contradicts its card (decision 101).
      {
        weight: 2,
        arbitrary: fc.constantFrom<unknown>(
          ...START_LIES,
          ...END_LIES,
          ...FAIRWAY_RESULTS,
          ...PENALTY_KINDS,
          ...RELIEF_REASONS,
          0,
          1,
          2,
          5,
          true,
          false,
        ),
      },
      // The valid text with NUL, a lone surrogate or markup added: valid in every other way.
      {
        weight: 3,
        arbitrary: breaking.map((tail) => {
          const current = leafAt(valid, at);
          return typeof current === 'string' ? `${current}${tail}` : tail;
        }),
      },
      {
        weight: 1,
        arbitrary: fc.oneof(fc.double(), fc.integer(), fc.jsonValue({ maxDepth: 2 }), fc.constant(null)),
      },
    );
  // JSON.parse keeps "__proto__" as an own key, as a client's JSON would arrive.
  const prototypeKeys = JSON.parse('{"__proto__":{"admin":true},"toString":"x","constructor":{}}') as object;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(valid) },
    {
      weight: 6,
      arbitrary: fc
        .array(
          path.chain((at) => replacement(at).map((value) => [at, value] as const)),
          { minLength: 1, maxLength: 3 },
        )
        .map((edits) => edits.reduce((body, [at, value]) => setAt(body, at, value), valid)),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...Object.keys(valid as object))
        .map((key) => ({ ...(valid as object), [key]: prototypeKeys })),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

const BIG_JSON = JSON.stringify({ clientCourseId: 'big', name: 'x'.repeat(3 * 1024 * 1024) });

const INGEST_MESSAGES = ['nothing was stored'];

test('POST /api/v1/courses', async () => {
  await fuzzRoute(
    'POST /api/v1/courses',
    writeRequest(
      fc.constant('/api/v1/courses'),
      jsonBody(mutated(exampleCourse('fuzz-course')), BIG_JSON),
      authorization(),
    ),
    context.send,
    (response, request) => expectClearAnswer(response, request, { messages: INGEST_MESSAGES }),
  );
});

test('POST /api/v1/rounds', async () => {
  // The round's course, stored through the API as the app does, so that valid rounds are written.
  const course = await context.send({
    method: 'POST',
    path: '/api/v1/courses',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${context.world.token}` },
    body: JSON.stringify(exampleCourse('fuzz-round-course')),
  });
  expect(course.status).toBe(201);
  // Rounds by the Rules of Golf (penalty areas, replays, unknown end lies), so that lies and penalty
  // strokes swapped by the mutations reach every rule of decision 031.
  // And a round of every kind of hole (decision 101): shot by shot, putts only, a shot missing, and
  // scorecard holes with every column, so that the card's fields are swapped and contradicted too.
  const round = rulesOfGolfRound('fuzz-round', 'fuzz-round-course');
  const mixed = mixedRound('fuzz-mixed-round', 'fuzz-round-course');
  // And a hole by positions on a grid in metres with no distances (decision 109): grids, units and
  // points swapped, removed and replaced.
  const grid = { ...gridRoundExample, clientRoundId: 'fuzz-grid-round', clientCourseId: 'fuzz-round-course' };
  // And the Rules records (decision 111): penalty kinds, relief and provisional balls, with their
  // reasons, kinds and lies swapped.
  const records = rulesRecordsRound('fuzz-records-round', 'fuzz-round-course');
  await fuzzRoute(
    'POST /api/v1/rounds',
    writeRequest(
      fc.constant('/api/v1/rounds'),
      jsonBody(fc.oneof(mutated(round), mutated(mixed), mutated(grid), mutated(records)), BIG_JSON),
      authorization(),
    ),
    context.send,
    (response, request) => expectClearAnswer(response, request, { messages: INGEST_MESSAGES }),
  );
});

// Tournaments over the API (issue 34 §4): events with leaves replaced, a day outside the calendar, a
// finish outside the field; and the list's query.
test('POST /api/v1/tournaments', async () => {
  const event = {
    clientTournamentId: 'fuzz-event',
    name: 'Fuzz Invitational',
    startDate: '2026-06-14',
    endDate: '2026-06-15',
    eventType: 'tournament',
    level: 'national',
    teamEvent: false,
    city: 'Austin',
    state: 'TX',
    rounds: 2,
    fieldSize: 84,
    url: 'https://example.com/event',
    entry: { status: 'in-field', finish: 'T5', featured: true, note: 'Second event of the season.' },
  };
  await fuzzRoute(
    'POST /api/v1/tournaments',
    writeRequest(fc.constant('/api/v1/tournaments'), jsonBody(mutated(event), BIG_JSON), authorization()),
    context.send,
    (response, request) => expectClearAnswer(response, request, { messages: INGEST_MESSAGES }),
  );
});

test('GET /api/v1/tournaments', async () => {
  await fuzzRoute(
    'GET /api/v1/tournaments',
    readRequest(
      queryOf(
        pairs(['q', 'from', 'to'], (name) =>
          name === 'q' ? valueFrom(['invitational', '100%', '_', "O'Neil", '']) : valueFrom(DAYS),
        ),
      ).map((q) => withQuery('/api/v1/tournaments', q)),
      authorization(),
    ),
    context.send,
    (response, request) => expectClearAnswer(response, request),
  );
});

// The sign-in APIs with bodies of every kind (test/fuzz/auth.test.ts sends them JSON and text).
test('POST /api/auth/*: any body', async () => {
  const json = fc.oneof(
    fc.record({ phone: valueFrom(['+12025550123', '2025550123']) }, { requiredKeys: [] }),
    fc.record(
      { session: valueFrom(['AAAAAAAAAAAAAAAAAAAAAA']), code: valueFrom(['123456']) },
      { requiredKeys: [] },
    ),
    fc.record({ refreshToken: valueFrom(['a'.repeat(40)]) }, { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 2 }),
  );
  await fuzzRoute(
    'POST /api/auth/* (any body)',
    writeRequest(
      fc.constantFrom('/api/auth/code', '/api/auth/token', '/api/auth/refresh', '/api/auth/logout'),
      jsonBody(json, JSON.stringify({ phone: 'x'.repeat(100_000) })),
    ),
    context.send,
    (response, request) => expectClearAnswer(response, request),
  );
});

test('GET /api/auth/me', async () => {
  await fuzzRoute(
    'GET /api/auth/me',
    readRequest(
      queryOf(pairs(['x'])).map((q) => withQuery('/api/auth/me', q)),
      viewerHeaders(),
    ),
    context.send,
    (response, request) => expectClearAnswer(response, request),
  );
});

// ─── Read APIs of a player (issue 5 point 7) ───

function username(): fc.Arbitrary<string> {
  return segment([
    context.world.recruit.username,
    context.world.recruit.username.toUpperCase(),
    `player-${context.world.hidden.id}`,
    'nobody',
  ]);
}

const DAYS = ['2025-01-01', '2026-12-31', '2025-13-45', '0000-00-00', '2025-1-1'];
const ROUND_TYPES = ['practice', 'tournament', '1,3', '2', 'match,qualifier'];

function selectionValue(name: string): fc.Arbitrary<string> {
  const field = name.replace(/^s\d+\./, '');
  const ids = () => [
    context.world.roundIds.slice(0, 3).join(','),
    String(context.world.roundIds[0] ?? 1),
    '1,2,x',
    '',
  ];
  const known = new Map<string, ReadonlyArray<string>>(
    Object.entries({
      quick: QUICK_FILTERS,
      holes: ['9', '18', 'both', '918', '27'],
      roundIds: ids(),
      tournamentIds: ['1', ''],
      from: DAYS,
      to: DAYS,
      timeframe: ['last-6-rounds', 'best-3-tournaments', 'last-0-rounds', 'best-9999-rounds'],
      roundTypes: ROUND_TYPES,
      roundNumbers: ['1', '1,2'],
      simulator: ['true', 'false'],
      inProgress: ['true', 'false'],
      page: ['1', '2', '0', '999999'],
      standard: STANDARDS.map((s) => s.id),
      category: [...ASSESSMENT_CATEGORIES, 'Scorecard,Putt'],
      active: [STAT_FLAGS.slice(0, 2).join(','), STAT_FLAGS[0] ?? ''],
      part: ['all', 'probability', 'shots'],
      name: ['Mine'],
      feature: ['stats', 'my-rounds', 'resume', ''],
      geometry: ['points', 'packed', 'svg'],
      unfinished: ['include', 'exclude', 'Include', 'yes', ''],
      table: ['rounds', 'tournaments', 'stats', 'Rounds', 'scores', ''],
    }),
  );
  return valueFrom(known.get(field) ?? []);
}

const SELECTION_NAMES = [
  ...SELECTION_PARAMS,
  ...[1, 2, 3, 8, 0].flatMap((index) => SELECTION_PARAMS.slice(0, 5).map((p) => `s${index}.${p}`)),
];

const API_ROUTES: Array<{
  route: string;
  path: (u: string) => fc.Arbitrary<string>;
  names: ReadonlyArray<string>;
}> = [
  { route: 'best-ten', path: (u) => fc.constant(`/api/v1/players/${u}/best-ten`), names: ['from', 'to'] },
  { route: 'export.csv', path: (u) => fc.constant(`/api/v1/players/${u}/export.csv`), names: ['from'] },
  // Download my data: the account's own, as its username or `me`; any other account is refused.
  {
    route: 'my-data.csv',
    path: (u) => fc.constantFrom(u, 'me', 'ME').map((who) => `/api/v1/players/${who}/my-data.csv`),
    names: ['table'],
  },
  {
    route: 'my-data.xlsx',
    path: (u) => fc.constantFrom(u, 'me', 'ME').map((who) => `/api/v1/players/${who}/my-data.xlsx`),
    names: ['table'],
  },
  {
    route: 'hole-stats',
    path: (u) => fc.constant(`/api/v1/players/${u}/hole-stats`),
    names: ['roundIds', 'active', 'part'],
  },
  {
    route: 'map-rounds',
    path: (u) => fc.constant(`/api/v1/players/${u}/map-rounds`),
    names: ['roundIds', 'feature', 'geometry', 'unfinished'],
  },
  {
    route: 'overview/{group}',
    path: (u) =>
      segment(
        OVERVIEW_GROUPS.map((g) =>
          g.name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, ''),
        ),
      ).map((group) => `/api/v1/players/${u}/overview/${group}`),
    names: ['holes', 'standard', 'category'],
  },
  {
    route: 'performance',
    path: (u) => fc.constant(`/api/v1/players/${u}/performance`),
    names: [...SELECTION_NAMES, 'standard', 'category'],
  },
  {
    route: 'rounds',
    path: (u) => fc.constant(`/api/v1/players/${u}/rounds`),
    names: [...SELECTION_PARAMS, 'page'],
  },
];

for (const api of API_ROUTES) {
  test(`GET /api/v1/players/{username}/${api.route}`, async () => {
    const path = fc
      .tuple(username(), queryOf(pairs(api.names, selectionValue, 8)))
      .chain(([u, q]) => api.path(u).map((p) => withQuery(p, q)));
    await fuzzRoute(
      `GET /api/v1/players/{username}/${api.route}`,
      readRequest(path, viewerHeaders()),
      context.send,
      (response, request) => expectClearAnswer(response, request),
    );
  });
}

// The dashboard's My Rounds section data (app/routes/resources.my-rounds.$username.ts): the same
// players and `me`, any My Rounds query.
test('GET /resources/my-rounds/{username}', async () => {
  const path = fc
    .tuple(
      username(),
      queryOf(
        pairs(
          ['select', 'group', 'view', 'sort', 'stats', 'rounds', 'unfinished', 'page'],
          selectionValue,
          5,
        ),
      ),
    )
    .map(([u, q]) => withQuery(`/resources/my-rounds/${u}`, q));
  await fuzzRoute(
    'GET /resources/my-rounds/{username}',
    readRequest(path, viewerHeaders()),
    context.send,
    (response, request) => expectClearAnswer(response, request),
  );
});

// The dashboard's group resource route (app/routes/resources.dashboard-group.$username.$group.ts): the
// same players, `me`, group names and near misses, any query.
test('GET /resources/dashboard-group/{username}/{group}', async () => {
  const groups = OVERVIEW_GROUPS.map((g) =>
    g.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
  );
  const path = fc
    .tuple(username(), segment(groups), queryOf(pairs(['holes', 'standard'], selectionValue, 4)))
    .map(([u, group, q]) => withQuery(`/resources/dashboard-group/${u}/${group}`, q));
  await fuzzRoute(
    'GET /resources/dashboard-group/{username}/{group}',
    readRequest(path, viewerHeaders()),
    context.send,
    (response, request) => expectClearAnswer(response, request),
  );
});
