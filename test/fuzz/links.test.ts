// Security issue "no 5xx on any input", issue 34 §4 (decision 104): the links API (invite, answer,
// withdraw, end, list) and the settings page's "Coaches and teams" forms, with any body, any id and
// any token or session: the player's own, a coach's, the roster's staff's, a product manager's, none
// or forged; and a product manager's staff route.
import fc from 'fast-check';
import { beforeAll, test } from 'vitest';
import { organizationStaff } from '../../db/schema/links';
import { apiTokenFor, createAccount, createCoach, createPlayer } from '../helpers/factories';
import {
  formBody,
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
import { cookies, fuzzWorldFor } from './fixtures';
import { expectClearAnswer, fuzzRoute } from './harness';

const context = fuzzWorldFor('links');

const tokens = { coach: '', staff: '', manager: '' };
const ids = { coach: '0', invitations: [] as Array<string>, roster: '0' };

beforeAll(async () => {
  const { db } = context.workers;
  const { world } = context;
  const coach = await createCoach(db);
  const staff = await createPlayer(db, { firstName: 'Sam', lastName: 'Staff', profileTypeId: 1 });
  ids.coach = String(coach.id);
  ids.roster = String(world.organization.rosters[0]?.id ?? 0);
  await db.insert(organizationStaff).values({ organizationId: world.organization.id, accountId: staff.id });
  tokens.coach = await apiTokenFor(db, coach.id);
  tokens.staff = await apiTokenFor(db, staff.id);
  tokens.manager = await apiTokenFor(db, (await createAccount(db, { productManager: true })).id);
  // Invitations to answer: the coach's to the recruit and to the viewer, the staff's roster one to
  // the hidden player, each a real id the answers and withdrawals below meet.
  for (const [token, body] of [
    [tokens.coach, { kind: 'sub-circle', username: world.recruit.username }],
    [tokens.coach, { kind: 'sub-circle', username: world.viewer.username }],
    [tokens.staff, { kind: 'roster', rosterId: Number(ids.roster), username: world.hidden.username }],
  ] as const) {
    const response = await context.send({
      method: 'POST',
      path: '/api/v1/links/invitations',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { invitation?: { id: number } };
    if (answer.invitation) ids.invitations.push(String(answer.invitation.id));
  }
});

/** The recruit's token, a coach's, the roster staff's, none, unknown or malformed. */
function authorization(): fc.Arbitrary<Record<string, string>> {
  return fc
    .oneof(
      {
        weight: 3,
        arbitrary: fc
          .constantFrom(context.world.token, tokens.coach, tokens.staff, tokens.manager)
          .map((t) => `Bearer ${t}`),
      },
      { weight: 1, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{20,80}$/).map((t) => `Bearer ${t}`) },
      { weight: 1, arbitrary: fc.constantFrom('Bearer', 'Basic dXNlcjpwYXNz', `Bearer ${'a'.repeat(300)}`) },
    )
    .map((value) => header('Authorization', value));
}

const usernames = () => [
  context.world.recruit.username,
  context.world.viewer.username,
  context.world.hidden.username,
  `@${context.world.recruit.username.toUpperCase()}`,
  'no-such-player',
  '',
  'x'.repeat(40),
];
const accountIds = () => [
  String(context.world.recruit.id),
  String(context.world.viewer.id),
  ids.coach,
  '0',
  '-1',
  '99999999999999999999',
  'abc',
];
const invitationIds = () => [...ids.invitations, '0', '-1', '1.5', '999999999', 'abc'];
const rosterIds = () => [ids.roster, '-3', '0', '999999', 'org12', '1e3'];

const invitationJson = () =>
  fc.oneof(
    fc.record(
      {
        kind: fc.oneof(fc.constantFrom('sub-circle', 'roster', 'friend'), text),
        username: fc.oneof(fc.constantFrom(...usernames()), text),
        rosterId: fc.oneof(
          fc.constantFrom(...rosterIds()).map(Number),
          fc.integer(),
          fc.double(),
          text,
          fc.constant(null),
        ),
      },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 2 }),
  );

test('POST /api/v1/links/invitations', async () => {
  await fuzzRoute(
    'POST /api/v1/links/invitations',
    writeRequest(
      fc.constant('/api/v1/links/invitations'),
      jsonBody(
        invitationJson(),
        JSON.stringify({ kind: 'sub-circle', username: 'x'.repeat(3 * 1024 * 1024) }),
      ),
      authorization(),
    ),
    context.send,
    (response, request) => expectClearAnswer(response, request),
  );
});

test('POST /api/v1/links/invitations/{id}/accept|decline', async () => {
  const path = fc
    .tuple(segment(invitationIds()), fc.constantFrom('accept', 'decline', 'Accept', ''))
    .map(([id, answer]) => `/api/v1/links/invitations/${id}/${answer}`);
  await fuzzRoute(
    'POST /api/v1/links/invitations/{id}/accept|decline',
    writeRequest(path, jsonBody(fc.jsonValue({ maxDepth: 1 }), '{}'), authorization()),
    context.send,
    (response, request) => expectClearAnswer(response, request),
  );
});

test('DELETE /api/v1/links/invitations/{id}, sub-circle/{player}/{member}, roster/{roster}/{player}', async () => {
  const path = fc.oneof(
    segment(invitationIds()).map((id) => `/api/v1/links/invitations/${id}`),
    fc
      .tuple(segment(accountIds()), segment(accountIds()))
      .map(([player, member]) => `/api/v1/links/sub-circle/${player}/${member}`),
    fc
      .tuple(segment(rosterIds()), segment(accountIds()))
      .map(([roster, player]) => `/api/v1/links/roster/${roster}/${player}`),
  );
  // Mostly DELETE, as the app sends it; the other methods are refused in words.
  const request = writeRequest(path, jsonBody(fc.jsonValue({ maxDepth: 1 }), '{}'), authorization()).chain(
    (r) =>
      fc.oneof(
        { weight: 4, arbitrary: fc.constant({ ...r, method: 'DELETE' }) },
        { weight: 1, arbitrary: fc.constant(r) },
      ),
  );
  await fuzzRoute('DELETE /api/v1/links/*', request, context.send, (response, req) =>
    expectClearAnswer(response, req),
  );
});

test('PUT, DELETE /api/v1/organizations/{short}/staff/{username}', async () => {
  const path = fc
    .tuple(
      segment([context.world.organization.short, 'FUZZ-LAKES', 'no-such-org', '']),
      segment([context.world.viewer.username, context.world.recruit.username, '@x', 'nobody']),
    )
    .map(([short, username]) => `/api/v1/organizations/${short}/staff/${username}`);
  const request = writeRequest(path, jsonBody(fc.jsonValue({ maxDepth: 1 }), '{}'), authorization()).chain(
    (r) =>
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom({ ...r, method: 'PUT' }, { ...r, method: 'DELETE' }) },
        { weight: 1, arbitrary: fc.constant(r) },
      ),
  );
  await fuzzRoute(
    'PUT, DELETE /api/v1/organizations/{short}/staff/{username}',
    request,
    context.send,
    (response, req) => expectClearAnswer(response, req),
  );
});

test('GET /api/v1/links', async () => {
  await fuzzRoute(
    'GET /api/v1/links',
    readRequest(
      queryOf(pairs(['kind', 'status', 'x'])).map((q) => withQuery('/api/v1/links', q)),
      authorization(),
    ),
    context.send,
    (response, request) => expectClearAnswer(response, request),
  );
});

test('POST /dashboard/settings (coaches and teams)', async () => {
  const links = () => [
    `sub-circle:${context.world.recruit.id}:${ids.coach}`,
    `sub-circle:${context.world.viewer.id}:${context.world.recruit.id}`,
    `roster:${ids.roster}:${context.world.recruit.id}`,
    `roster:-3:${context.world.viewer.id}`,
    'sub-circle:x:y',
    'roster::',
  ];
  const fields = pairs(['intent', 'username', 'rosterId', 'invitationId', 'link'], (name) => {
    switch (name) {
      case 'intent':
        return valueFrom(['link-invite', 'link-accept', 'link-decline', 'link-withdraw', 'link-end']);
      case 'username':
        return fc.oneof(fc.constantFrom(...usernames()), text);
      case 'rosterId':
        return fc.oneof(fc.constantFrom(...rosterIds()), text);
      case 'invitationId':
        return fc.oneof(fc.constantFrom(...invitationIds()), text);
      case 'link':
        return fc.oneof(fc.constantFrom(...links()), text);
      default:
        return text;
    }
  });
  await fuzzRoute(
    'POST /dashboard/settings (links)',
    writeRequest(fc.constant('/dashboard/settings'), formBody(fields), cookies(context.world)),
    context.send,
    (response, request) => expectClearAnswer(response, request),
  );
});
