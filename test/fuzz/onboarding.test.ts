// issue 15 point 2 ("Bad input"): the onboarding form, PATCH /api/auth/me and the read APIs' `me`
// with any body and any sign-in; no 5xx, and every 4xx in words. Saves really happen here (valid
// cases rename the accounts of this file's own world), so taken and old usernames are met too.
import fc from 'fast-check';
import { test } from 'vitest';
import { USERNAME_MESSAGES } from '../../app/domain/accounts/usernames';
import { createAccount, sessionCookieFor } from '../helpers/factories';
import { formBody, header, jsonBody, pairs, readRequest, text, valueFrom } from './arbitraries';
import { fuzzWorldFor } from './fixtures';
import { expectClearAnswer, type FuzzRequest, fuzzRoute, printable } from './harness';

const context = fuzzWorldFor('onboarding');

const FIELDS = ['firstName', 'lastName', 'username'];

// Known usernames: free, the world's own, reserved, malformed.
function usernameValue(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.stringMatching(/^[a-z0-9]{1,4}(-[a-z0-9]{1,6}){0,3}$/) },
    {
      weight: 2,
      arbitrary: valueFrom([
        context.world.recruit.username,
        context.world.viewer.username,
        'Jordan-Lee',
        'me',
        'admin',
        'api',
        'player',
        'summary',
        '-x-',
        'a--b',
        'x'.repeat(31),
        ' padded ',
        'jördan',
      ]),
    },
  );
}

function fieldValue(name: string): fc.Arbitrary<string> {
  if (name === 'username') return usernameValue();
  if (name === 'returnUrl')
    return valueFrom(['/golf/search', '//evil.example', '/auth/verify', 'https://x.example']);
  return valueFrom(['Jordan', 'Lee', "O'Connor", 'Zoë', '', '   ', '42', 'x'.repeat(60), 'A\u0000B']);
}

// Every message the form's fields can show (its 400 page shows them beside the fields, not as a banner).
const FORM_MESSAGES = [
  ...Object.values(USERNAME_MESSAGES),
  'is reserved for a page of the site',
  'is taken',
  'Enter your first name.',
  'Enter your last name.',
  'needs at least one letter',
  'Use letters, spaces, hyphens and apostrophes.',
  'characters for your',
];

/** A fresh account without a username (the one onboarding is for), or the world's cookies. */
let newcomerCookie = '';
async function newcomer(): Promise<string> {
  if (newcomerCookie === '') {
    const { id } = await createAccount(context.workers.db, { firstName: '', lastName: '' });
    newcomerCookie = await sessionCookieFor(context.workers.db, id);
  }
  return newcomerCookie;
}

function sessions(cookie: string): fc.Arbitrary<Record<string, string>> {
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.constant(cookie) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          '',
          context.world.recruit.cookie,
          context.world.viewer.cookie,
          '__session=forged',
        ),
      },
    )
    .map((value) => header('Cookie', value));
}

test('POST /auth/welcome', async () => {
  const cookie = await newcomer();
  await fuzzRoute(
    'POST /auth/welcome',
    fc
      .tuple(
        fc.oneof(
          { weight: 12, arbitrary: fc.constant('POST') },
          { weight: 1, arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE') },
        ),
        fc.constantFrom('/auth/welcome', '/auth/welcome?returnUrl=%2Fgolf%2Fsearch', '/auth/welcome.data'),
        formBody(pairs([...FIELDS, 'returnUrl'], fieldValue, 6)),
        sessions(cookie),
      )
      .map(([method, path, body, extra]) =>
        printable({
          method,
          path,
          headers: { ...body.headers, ...extra },
          ...(body.body === undefined ? {} : { body: body.body }),
        }),
      ),
    context.send,
    (response, request) => expectClearAnswer(response, request, { messages: FORM_MESSAGES }),
  );
});

/** The JSON PATCH /api/auth/me reads: some of its fields with known or any values, or anything. */
function patchJson(): fc.Arbitrary<unknown> {
  const field = fc.constantFrom(...FIELDS, '__proto__', 'role');
  const value = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fieldValue(name) },
      {
        weight: 1,
        arbitrary: fc.oneof(fc.integer(), fc.constant(null), fc.boolean(), fc.array(text, { maxLength: 2 })),
      },
    );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .uniqueArray(field, { maxLength: 4 })
        .chain((names) => fc.tuple(...names.map((name) => value(name).map((v) => [name, v] as const))))
        .map((entries) => Object.fromEntries(entries)),
    },
    { weight: 1, arbitrary: fc.jsonValue() },
  );
}

test('PATCH /api/auth/me', async () => {
  const cookie = await newcomer();
  const auth = fc
    .oneof(
      { weight: 3, arbitrary: fc.constant({ Authorization: `Bearer ${context.world.token}` }) },
      { weight: 3, arbitrary: fc.constant({ Cookie: cookie }) },
      { weight: 1, arbitrary: fc.constant({}) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom('Bearer', 'Bearer x', `Bearer ${'a'.repeat(40)}`, 'Basic dXNlcjpwYXNz')
          .map((value) => ({ Authorization: value })),
      },
      { weight: 1, arbitrary: fc.constant({ Cookie: '__session=forged' }) },
    )
    .map((headers): Record<string, string> => headers);
  await fuzzRoute(
    'PATCH /api/auth/me',
    fc
      .tuple(
        fc.oneof(
          { weight: 12, arbitrary: fc.constant('PATCH') },
          { weight: 1, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'GET') },
        ),
        jsonBody(patchJson(), JSON.stringify({ firstName: 'x'.repeat(20_000) })),
        auth,
      )
      .map(
        ([method, body, extra]): FuzzRequest =>
          printable({
            method,
            path: '/api/auth/me',
            headers: { ...body.headers, ...extra },
            ...(body.body === undefined || method === 'GET' ? {} : { body: body.body }),
          }),
      ),
    context.send,
    (response, request) => expectClearAnswer(response, request),
  );
});

test('GET /api/v1/players/me/*', async () => {
  const cookie = await newcomer();
  const apis = ['performance', 'rounds', 'overview/recent', 'hole-stats', 'best-ten', 'export.csv'];
  const path = fc
    .tuple(
      fc.constantFrom('me', 'ME', 'Me'),
      fc.constantFrom(...apis),
      fc.constantFrom('', '?holes=9', '?roundIds=1', '?from=x'),
    )
    .map(([me, api, query]) => `/api/v1/players/${me}/${api}${query}`);
  const headers = fc
    .oneof(
      { weight: 2, arbitrary: fc.constant({ Authorization: `Bearer ${context.world.token}` }) },
      { weight: 2, arbitrary: fc.constant({ Cookie: cookie }) },
      { weight: 1, arbitrary: fc.constant({ Cookie: context.world.viewer.cookie }) },
      { weight: 1, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: fc.constant({ Authorization: `Bearer ${'b'.repeat(40)}` }) },
    )
    .map((value): Record<string, string> => value);
  await fuzzRoute('GET /api/v1/players/me/*', readRequest(path, headers), context.send, (response, request) =>
    expectClearAnswer(response, request),
  );
});
