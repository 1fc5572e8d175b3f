// The OpenAPI document (issue 34 §7, decision 099) against the built Worker and D1: served to anyone
// as cacheable JSON, and a contract the API keeps — every documented example, sent to its operation
// with a real token, gets a documented status and an answer that validates against the documented
// schema; so does a read of each documented read API.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FEATURE_IDS } from '../../app/domain/access/features';
import { OVERVIEW_GROUPS, overviewGroupSlug } from '../../app/domain/stats/overview-groups';
import { apiTokenFor, sessionCookieFor, setFeatureSetting } from '../helpers/factories';
import { apiClient, exampleCourse, exampleRound, rulesRecordsRound } from '../helpers/ingest';
import { documentValidator } from '../helpers/openapi';
import { SHOWCASE_USERNAME, seededAccountId } from '../helpers/showcase';
import { startSeededTestWorkers, startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});

afterAll(async () => {
  await workers?.dispose();
});

const { signedIn, post } = apiClient(() => workers);

type Media = { schema?: unknown; examples?: Record<string, { value: unknown }> };
type Operation = {
  security?: Array<Record<string, Array<string>>>;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};
type Document = {
  openapi: string;
  info: { title: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

async function servedDocument(): Promise<Document> {
  const response = await workers.fetch('/api/v1/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
}

/**
 * Sends one request as the document describes it and checks the answer against the document: a
 * documented status, the documented media type, and a JSON body valid by the documented schema.
 * `via`: other Workers than the file's (the demo data's).
 */
async function checkAnswer(
  document: Document,
  validatorAt: ReturnType<typeof documentValidator>,
  call: {
    path: string;
    method: string;
    url: string;
    token: string;
    body?: unknown;
    mediaType?: string;
    via?: TestWorkers;
  },
) {
  const operation = document.paths[call.path]?.[call.method];
  if (!operation) throw new Error(`${call.method} ${call.path} is not documented`);
  const bearer = operation.security?.some((scheme) => 'bearerAuth' in scheme) ?? false;
  const response = await (call.via ?? workers).fetch(call.url, {
    method: call.method.toUpperCase(),
    headers: {
      ...(bearer ? { Authorization: `Bearer ${call.token}` } : {}),
      ...(call.body === undefined ? {} : { 'Content-Type': call.mediaType ?? 'application/json' }),
    },
    // A file example (a CSV) is sent as it stands; a JSON one as JSON.
    ...(call.body === undefined
      ? {}
      : {
          body:
            (call.mediaType ?? 'application/json') === 'application/json'
              ? JSON.stringify(call.body)
              : String(call.body),
        }),
  });
  const name = `${call.method.toUpperCase()} ${call.url}`;
  const status = String(response.status);
  expect(Object.keys(operation.responses), `${name} answered ${status}`).toContain(status);
  const content = operation.responses[status]?.content;
  if (content === undefined) return { status: response.status, body: null };
  const [mediaType] = Object.keys(content);
  expect(response.headers.get('Content-Type') ?? '', name).toContain(mediaType ?? '');
  if (mediaType !== 'application/json') {
    await response.arrayBuffer();
    return { status: response.status, body: null };
  }
  const body: unknown = await response.json();
  const validate = validatorAt([
    'paths',
    call.path,
    call.method,
    'responses',
    status,
    'content',
    mediaType,
    'schema',
  ]);
  expect({ name, valid: validate(body), errors: validate.errors, body }).toMatchObject({ name, valid: true });
  return { status: response.status, body };
}

test('serves the document to anyone as cacheable JSON, with the origin it was asked at', async () => {
  const response = await workers.fetch('/api/v1/openapi.json');
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toContain('application/json');
  expect(response.headers.get('Cache-Control')).toContain('public');
  const document = (await response.json()) as Document;
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(document.info.title).toMatch(/ API$/);
  expect(document.servers).toEqual([{ url: workers.url.origin }]);
});

test('refuses other methods like the other addresses that only read', async () => {
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const response = await workers.fetch('/api/v1/openapi.json', {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status, method).toBe(405);
    expect(response.status).toBeLessThan(500);
  }
  const post = await workers.fetch('/api/v1/openapi.json', { method: 'POST', body: '{}' });
  expect(post.headers.get('Allow')).toBe('GET, HEAD');
  expect(await post.json()).toMatchObject({ error: 'MethodNotAllowed' });
});

test('a method a documented path does not list answers 405 in words, its Allow header naming those it takes', async () => {
  const document = await servedDocument();
  const { token, username } = await signedIn();
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  const refusals: Array<string> = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    const url = path.replace('{username}', username ?? 'nobody').replace(/\{[^}]+\}/g, '1');
    const documented = methods.filter((method) => method in operations).map((m) => m.toUpperCase());
    for (const method of methods.filter((m) => !(m in operations))) {
      const response = await workers.fetch(url, {
        method: method.toUpperCase(),
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(method === 'get' ? {} : { body: '{}' }),
        redirect: 'manual',
      });
      const allow = (response.headers.get('Allow') ?? '')
        .split(',')
        .map((m) => m.trim())
        .filter((m) => m !== '' && m !== 'HEAD');
      const body = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
      refusals.push(`${method.toUpperCase()} ${path}`);
      expect({ at: `${method.toUpperCase()} ${path}`, status: response.status, allow: allow.sort() }).toEqual(
        {
          at: `${method.toUpperCase()} ${path}`,
          status: 405,
          allow: [...documented].sort(),
        },
      );
      // In the answer shape of its family: the ingest's `{ error: sentence }`, the others' `{ error, message }`.
      const at = `${method.toUpperCase()} ${path}`;
      expect({ at, sentence: body?.message ?? body?.error }).toEqual({
        at,
        sentence: expect.stringMatching(/^Use /),
      });
    }
  }
  expect(refusals.length).toBeGreaterThan(100);
});

test('the account API answers the site signed in by its session cookie as it answers a token', async () => {
  const document = await servedDocument();
  const security = document.paths['/api/auth/me']?.get?.security ?? [];
  expect(security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
  const player = await signedIn();
  const byToken = await workers.fetch('/api/auth/me', {
    headers: { Authorization: `Bearer ${player.token}` },
  });
  const byCookie = await workers.fetch('/api/auth/me', {
    headers: { Cookie: await sessionCookieFor(workers.db, player.id) },
  });
  expect(byCookie.status).toBe(200);
  const body = await byCookie.json();
  expect(body).toEqual(await byToken.json());
  const validate = documentValidator(document)([
    'paths',
    '/api/auth/me',
    'get',
    'responses',
    '200',
    'content',
    'application/json',
    'schema',
  ]);
  expect(validate(body)).toBe(true);
  expect((await workers.fetch('/api/auth/me')).status).toBe(401);
});

test('the answers described field by field validate with real rows: the rounds grid and the chart sets', async () => {
  const document = await servedDocument();
  const validatorAt = documentValidator(document);
  const player = await signedIn();
  // A full 18-hole round shot by shot: a row of the grid and a round of the chart sets.
  expect((await post('/api/v1/courses', player.token, exampleCourse('contract-course'))).status).toBe(201);
  const round = exampleRound({ clientRoundId: 'contract-round', clientCourseId: 'contract-course' });
  expect((await post('/api/v1/rounds', player.token, round)).status).toBe(201);
  const players = '/api/v1/players/{username}';
  const grid = await checkAnswer(document, validatorAt, {
    path: `${players}/rounds`,
    method: 'get',
    url: `/api/v1/players/${player.username}/rounds?holes=18`,
    token: player.token,
  });
  expect(grid.status).toBe(200);
  expect((grid.body as { rows: Array<unknown> }).rows).toHaveLength(1);
  const charts = await checkAnswer(document, validatorAt, {
    path: `${players}/best-ten`,
    method: 'get',
    url: `/api/v1/players/${player.username}/best-ten`,
    token: player.token,
  });
  expect(charts.status).toBe(200);
  const sets = (charts.body as { chartData: Array<{ includedRounds: Array<unknown> }> }).chartData;
  expect(sets.some((set) => set.includedRounds.length > 0)).toBe(true);
  // Described, not just "an object".
  for (const name of ['RoundsGrid', 'BestTen', 'Performance']) {
    expect(document.components.schemas[name]).toMatchObject({ type: 'object', additionalProperties: false });
  }
  for (const name of ['HoleStats', 'OverviewGroup', 'MapRounds']) {
    expect(document.components.schemas).toHaveProperty([name, 'anyOf']);
  }
  for (const [path, methods] of Object.entries(document.paths)) {
    const answer = methods.get?.responses['200']?.content?.['application/json']?.schema;
    if (path.startsWith(players) && answer) expect(answer, path).toHaveProperty('$ref');
  }
});

type MapShot = {
  strokesGained?: unknown;
  penalties?: unknown;
  relief?: { type: string };
  provisional?: true;
};
type MapRounds = { rounds: Array<{ holes: Array<{ shots: Array<MapShot> }> }> };
type OverviewGroup = { overviews?: Array<{ loadingState: string }> };

const shotsOf = (answer: unknown) =>
  (answer as MapRounds).rounds.flatMap((round) => round.holes.flatMap((hole) => hole.shots));

/** Every overview group's answer for one player, validated; the overviews' loading states found. */
async function checkOverviewGroups(
  document: Document,
  validatorAt: ReturnType<typeof documentValidator>,
  call: { username: string; token: string; query: string; via?: TestWorkers },
): Promise<Set<string>> {
  const states = new Set<string>();
  for (const { name } of OVERVIEW_GROUPS) {
    const { status, body } = await checkAnswer(document, validatorAt, {
      path: '/api/v1/players/{username}/overview/{group}',
      method: 'get',
      url: `/api/v1/players/${call.username}/overview/${overviewGroupSlug(name)}?${call.query}`,
      token: call.token,
      via: call.via,
    });
    expect(status, name).toBe(200);
    for (const overview of (body as OverviewGroup).overviews ?? []) states.add(overview.loadingState);
  }
  return states;
}

test('the answers described field by field validate with real rows: performance, overview groups and map rounds with the Rules of Golf records', async () => {
  const document = await servedDocument();
  const validatorAt = documentValidator(document);
  const player = await signedIn();
  const players = '/api/v1/players/{username}';
  // Two full rounds shot by shot, one with penalty kinds, relief (with a penalty and free) and a
  // provisional ball kept.
  expect((await post('/api/v1/courses', player.token, exampleCourse('rules-course'))).status).toBe(201);
  const roundIds: Array<number> = [];
  for (const round of [
    exampleRound({ clientRoundId: 'plain-round', clientCourseId: 'rules-course' }),
    rulesRecordsRound('rules-round', 'rules-course'),
  ]) {
    const response = await post('/api/v1/rounds', player.token, round);
    expect(response.status).toBe(201);
    roundIds.push(((await response.json()) as { roundId: number }).roundId);
  }
  const performance = await checkAnswer(document, validatorAt, {
    path: `${players}/performance`,
    method: 'get',
    url: `/api/v1/players/${player.username}/performance?s1.quick=Last%206%20Rounds&s2.holes=9&standard=scratch&category=Drive`,
    token: player.token,
  });
  expect(performance.status).toBe(200);
  expect((performance.body as { selections: Array<unknown> }).selections).toHaveLength(2);
  const states = await checkOverviewGroups(document, validatorAt, {
    username: player.username,
    token: player.token,
    query: 'holes=18',
  });
  expect(states).toContain('loaded');
  for (const geometry of ['points', 'packed']) {
    const map = await checkAnswer(document, validatorAt, {
      path: `${players}/map-rounds`,
      method: 'get',
      url: `/api/v1/players/${player.username}/map-rounds?roundIds=${roundIds.join(',')}&geometry=${geometry}`,
      token: player.token,
    });
    expect(map.status).toBe(200);
    const shots = shotsOf(map.body);
    expect(shots.every((shot) => 'strokesGained' in shot)).toBe(true);
    expect(shots.filter((shot) => shot.penalties !== undefined)).toHaveLength(3);
    expect(shots.map((shot) => shot.relief?.type).filter(Boolean)).toEqual(['penalty', 'free']);
    expect(shots.filter((shot) => shot.provisional)).toHaveLength(1);
  }
  // A viewer who may see My Rounds but not the stats: the shots without strokes gained.
  await setFeatureSetting(workers.db, player.id, FEATURE_IDS.stats, {
    isPublic: false,
    isPhoneVerified: null,
  });
  const viewer = await signedIn();
  const shared = await checkAnswer(document, validatorAt, {
    path: `${players}/map-rounds`,
    method: 'get',
    url: `/api/v1/players/${player.username}/map-rounds?roundIds=${roundIds.join(',')}&feature=my-rounds`,
    token: viewer.token,
  });
  expect(shared.status).toBe(200);
  const sharedShots = shotsOf(shared.body);
  expect(sharedShots.length).toBeGreaterThan(0);
  expect(sharedShots.some((shot) => 'strokesGained' in shot)).toBe(false);
});

test("the answers described field by field validate with the demo data: the showcase player's performance, overview groups and map rounds", async () => {
  const demo = await startSeededTestWorkers();
  try {
    const document = await servedDocument();
    const validatorAt = documentValidator(document);
    const playerId = await seededAccountId(demo.db, SHOWCASE_USERNAME);
    const token = await apiTokenFor(demo.db, playerId);
    const players = '/api/v1/players/{username}';
    const performance = await checkAnswer(document, validatorAt, {
      path: `${players}/performance`,
      method: 'get',
      url: `/api/v1/players/${SHOWCASE_USERNAME}/performance?s1.quick=Current%20Season&s1.holes=18&s2.quick=Last%206%20Rounds&s3.holes=9&s4.timeframe=best-3-tournaments&standard=hcp-10`,
      token,
      via: demo,
    });
    expect(performance.status).toBe(200);
    const states = new Set<string>();
    for (const holes of ['18', '9']) {
      for (const state of await checkOverviewGroups(document, validatorAt, {
        username: SHOWCASE_USERNAME,
        token,
        query: `holes=${holes}&standard=scratch`,
        via: demo,
      })) {
        states.add(state);
      }
    }
    // Hidden overviews (By Tournament beyond its first 3) come back waiting.
    expect([...states]).toEqual(expect.arrayContaining(['loaded', 'waiting']));
    // The latest rounds, unfinished ones too, and some with the demo's penalty-area drops: read on
    // the player's round shard (decision 119).
    const placed = await demo.d1
      .prepare('select shard from player_shards where account_id = ?')
      .bind(playerId)
      .first<{ shard: string }>();
    const roundsD1 = demo.shardDbs[placed?.shard ?? ''] ?? demo.d1;
    const latest = await roundsD1
      .prepare('select id from rounds where account_id = ? order by played_on desc limit 20')
      .bind(playerId)
      .all<{ id: number }>();
    const withDrops = await roundsD1
      .prepare(
        `select distinct r.id from rounds r join shots s on s.round_id = r.id
        where r.account_id = ? and s.relief_type is not null limit 5`,
      )
      .bind(playerId)
      .all<{ id: number }>();
    const ids = [...new Set([...latest.results, ...withDrops.results].map((r) => r.id))];
    for (const geometry of ['points', 'packed']) {
      const map = await checkAnswer(document, validatorAt, {
        path: `${players}/map-rounds`,
        method: 'get',
        url: `/api/v1/players/${SHOWCASE_USERNAME}/map-rounds?roundIds=${ids.join(',')}&geometry=${geometry}&unfinished=include`,
        token,
        via: demo,
      });
      expect(map.status).toBe(200);
      expect(shotsOf(map.body).some((shot) => shot.relief?.type === 'penalty')).toBe(true);
    }
  } finally {
    await demo.dispose();
  }
}, 120_000);

test('every documented example, sent with a real token, gets a documented answer', async () => {
  const document = await servedDocument();
  const validatorAt = documentValidator(document);
  const player = await signedIn();
  const statuses = new Map<string, Array<number>>();
  // In the document's order: the course before the rounds that name it. Sent twice: the ingest is
  // idempotent, and the second answer must be documented too.
  for (const pass of [1, 2]) {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [mediaType, media] of Object.entries(operation.requestBody?.content ?? {})) {
          for (const [example, { value }] of Object.entries(media.examples ?? {})) {
            const { status } = await checkAnswer(document, validatorAt, {
              path,
              method,
              url: path,
              token: player.token,
              body: value,
              mediaType,
            });
            const key = `${method.toUpperCase()} ${path} ${example}`;
            statuses.set(key, [...(statuses.get(key) ?? []), status]);
            if (pass === 1) expect(status, key).toBeLessThan(500);
          }
        }
      }
    }
  }
  // The ingest examples are stored the first time and recognised the second.
  expect(statuses.get('POST /api/v1/courses course')).toEqual([201, 200]);
  expect(statuses.get('POST /api/v1/tournaments tournament')).toEqual([201, 200]);
  expect(statuses.get('POST /api/v1/rounds tracked')).toEqual([201, 200]);
  expect(statuses.get('POST /api/v1/rounds scorecard')).toEqual([201, 200]);
  expect(statuses.get('POST /api/v1/rounds mixed')).toEqual([201, 200]);
  expect(statuses.get('POST /api/v1/imports scorecard')).toEqual([201, 200]);
  expect(statuses.get('PATCH /api/auth/me names')).toEqual([200, 200]);
  // Examples of the sign-in steps carry a code and tokens no one was given: refused in words.
  expect(statuses.get('POST /api/auth/token code')?.[0]).toBe(400);
  expect(statuses.get('POST /api/auth/refresh refresh')?.[0]).toBe(401);
});

test('each documented read API answers its documented status, media type and schema', async () => {
  const document = await servedDocument();
  const validatorAt = documentValidator(document);
  const player = await signedIn();
  const roundIds: Array<number> = [];
  for (const [path, example] of [
    ['/api/v1/courses', 'course'],
    ['/api/v1/rounds', 'tracked'],
    ['/api/v1/rounds', 'scorecard'],
  ] as const) {
    const value =
      document.paths[path]?.post?.requestBody?.content['application/json']?.examples?.[example]?.value;
    const { body } = await checkAnswer(document, validatorAt, {
      path,
      method: 'post',
      url: path,
      token: player.token,
      body: value,
    });
    if (body && typeof body === 'object' && 'roundId' in body) roundIds.push(Number(body.roundId));
  }
  expect(roundIds).toHaveLength(2);
  const group = overviewGroupSlug(OVERVIEW_GROUPS[0]?.name ?? '');
  const reads = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method, operation]) => method === 'get' && operation.requestBody === undefined)
      .map(([method, operation]) => ({ path, method, operation })),
  );
  expect(reads.length).toBeGreaterThanOrEqual(15);
  for (const { path, method, operation } of reads) {
    const url = path.replace('{username}', player.username).replace('{group}', group);
    const needsRounds = operation.parameters?.some((p) => p.name === 'roundIds' && p.required) ?? false;
    const { status } = await checkAnswer(document, validatorAt, {
      path,
      method,
      url: needsRounds ? `${url}?roundIds=${roundIds.join(',')}` : url,
      token: player.token,
    });
    expect(status, `GET ${url}`).toBe(200);
  }
});
