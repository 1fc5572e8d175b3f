// Security issue "no 5xx on any input": the actions of the site (forms) with any body, any content
// type, any field names (Object's own among them) and markup that must never come back raw.
import fc from 'fast-check';
import { test } from 'vitest';
import { MESSAGES } from '../../app/domain/auth/auth-flow';
import { CHARTS, LISTS, PERSONAL_FIELDS, SCHOOL_FIELDS, TIMEFRAMES } from '../../app/domain/resume/resume';
import {
  type Body,
  formBody,
  header,
  pairs,
  segment,
  text,
  valueFrom,
  withQuery,
  writeRequest,
} from './arbitraries';
import { cookies, fuzzWorldFor } from './fixtures';
import { expectClearAnswer, fuzzRoute } from './harness';

const CHECKOUT = 'https://checkout.example/pay';

const context = fuzzWorldFor('actions', { vars: { PAYMENT_CHECKOUT_URL: CHECKOUT } });

test('POST /resources/theme', async () => {
  const fields = pairs(['theme', 'dark', 'redirectTo'], (name) =>
    valueFrom(
      name === 'theme'
        ? ['default-theme', 'black-theme']
        : name === 'dark'
          ? ['true', 'false']
          : ['/golf/search', '/player/x?y=1#z', '//evil.example', '/\u00e9', '/a b', '/%0d%0aSet-Cookie:x'],
    ),
  );
  await fuzzRoute(
    'POST /resources/theme',
    writeRequest(fc.constant('/resources/theme'), formBody(fields), cookies(context.world)),
    context.send,
    (response, request) => expectClearAnswer(response, request),
  );
});

test('POST /payment', async () => {
  const fields = pairs(['plan'], () => valueFrom(['player', 'coach']));
  await fuzzRoute(
    'POST /payment',
    writeRequest(fc.constantFrom('/payment', '/payment?index'), formBody(fields), cookies(context.world)),
    context.send,
    (response, request) =>
      expectClearAnswer(response, request, {
        messages: ['Choose the Player or the Coach plan.'],
        redirects: [CHECKOUT],
      }),
  );
});

/** The designer's form: its field names and values, plus anything. */
function resumeFields(): fc.Arbitrary<Array<[string, string]>> {
  const names = [
    'intent',
    'coverPage',
    ...PERSONAL_FIELDS.map((key) => `personal.${key}`),
    ...SCHOOL_FIELDS.map((key) => `school.${key}`),
    ...LISTS.flatMap((key) => [`${key}.isSelected`, `${key}.option`, `${key}.notes`]),
    'charts.isSelected',
    ...CHARTS.map((key) => `charts.${key}`),
    'charts.timeframe',
    'charts.start',
    'charts.end',
  ];
  const ids = [
    String(context.world.recruit.entryId),
    String(context.world.recruit.newsId),
    ...context.world.roundIds.slice(0, 3).map(String),
  ];
  const value = (name: string) =>
    valueFrom(
      name === 'intent'
        ? ['save', 'preview', 'restore-defaults']
        : name === 'charts.timeframe'
          ? [...TIMEFRAMES]
          : name.endsWith('.start') || name.endsWith('.end')
            ? ['2025-01-01', '2026-12-31', '2025-02-30', '']
            : name.endsWith('.option') || name.endsWith('.notes')
              ? ids
              : ['on'],
    );
  // A form the designer would post (so that the valid paths run too), with random fields added.
  const valid = fc
    .tuple(
      fc.constantFrom('save', 'preview', 'restore-defaults'),
      fc.constantFrom(...TIMEFRAMES),
      fc.subarray(names.slice(1, 12)),
    )
    .map(
      ([intent, timeframe, ticks]): Array<[string, string]> => [
        ['intent', intent],
        ['charts.timeframe', timeframe],
        ['charts.start', '2025-01-01'],
        ['charts.end', '2025-12-31'],
        ...ticks.map((name): [string, string] => [name, 'on']),
      ],
    );
  return fc.oneof(
    pairs(names, value, 14),
    fc.tuple(valid, pairs(names, value, 3)).map(([base, extra]) => [...base, ...extra]),
  );
}

const RESUME_MESSAGES = [
  'Only the player can change this resume.',
  'Only the player can download unsaved selections.',
];

test('POST /player/{username}/resume', async () => {
  await fuzzRoute(
    'POST /player/{username}/resume',
    writeRequest(
      fc.constantFrom(
        `/player/${context.world.recruit.username}/resume`,
        `/player/${context.world.recruit.username}/resume?designer`,
      ),
      formBody(resumeFields()),
      fc.oneof(
        { weight: 4, arbitrary: fc.constant({ Cookie: context.world.recruit.cookie }) },
        cookies(context.world),
      ),
    ),
    context.send,
    (response, request) => expectClearAnswer(response, request, { messages: RESUME_MESSAGES }),
  );
});

test('POST /player/{username}/resume.pdf', async () => {
  await fuzzRoute(
    'POST /player/{username}/resume.pdf',
    writeRequest(
      fc.constant(`/player/${context.world.recruit.username}/resume.pdf`),
      formBody(resumeFields()),
      fc.oneof(
        { weight: 4, arbitrary: fc.constant({ Cookie: context.world.recruit.cookie }) },
        cookies(context.world),
      ),
    ),
    context.send,
    (response, request) => expectClearAnswer(response, request, { messages: RESUME_MESSAGES }),
  );
});

test('POST /auth/logout', async () => {
  await fuzzRoute(
    'POST /auth/logout',
    writeRequest(fc.constant('/auth/logout'), formBody(pairs(['returnUrl'])), cookies(context.world)),
    context.send,
    (response, request) => expectClearAnswer(response, request),
  );
});

// The sign-in forms with bodies of every kind (test/fuzz/auth.test.ts sends them well-formed forms).
test('POST /auth, /auth/phone, /auth/alternative, /auth/verify: any body', async () => {
  const fields = pairs(['country', 'phone', 'password', 'returnUrl', 'intent', 'digit', 'code'], (name) =>
    valueFrom(name === 'country' ? ['US', 'UK'] : name === 'intent' ? ['verify', 'resend'] : ['2025550123']),
  );
  await fuzzRoute(
    'POST /auth/* (any body)',
    writeRequest(
      fc.constantFrom('/auth?index', '/auth/phone', '/auth/alternative', '/auth/verify'),
      formBody(fields),
      fc.constantFrom('', 'auth_challenge=AAAAAAAAAAAAAAAAAAAAAA').map((cookie) => header('Cookie', cookie)),
    ),
    context.send,
    (response, request) =>
      // The sign-in's own messages come back in its error banner (role="alert") or beside a field.
      expectClearAnswer(response, request, { messages: Object.values(MESSAGES) }),
  );
});

// Remix answers a form posted to a page without an action; it must be a 4xx a person understands.
test('POST to routes without an action', async () => {
  const u = context.world.recruit.username;
  const paths = [
    '/',
    '/golf/search?q=a',
    '/cgr',
    `/cgr/${context.world.course.id}`,
    `/player/${u}/summary`,
    `/player/${u}/schedule/0`,
    `/player/${u}/my-rounds`,
    `/player/${u}/stats`,
    `/player/${u}`,
    `/org/${context.world.organization.short}`,
    `/org/${context.world.organization.short}/Varsity`,
    '/payment/success',
    '/payment/cancel',
    '/store-redirect',
    '/sitemap.xml',
    '/reports/resume?accountId=1',
    '/resources/health',
    `/api/v1/players/${u}/rounds`,
    '/api/auth/me',
    '/experimental/config-compare-stats',
  ];
  const path: fc.Arbitrary<string> = fc.oneof(
    fc.constantFrom(...paths),
    fc
      .tuple(fc.constantFrom(...paths), segment(['x']))
      .map(([p, s]) => withQuery(p.split('?')[0] ?? p, `x=${s}`)),
  );
  const body: fc.Arbitrary<Body> = formBody(pairs(['q', 'intent', 'plan'], () => text));
  await fuzzRoute(
    'POST/PUT/DELETE to routes without an action',
    writeRequest(path, body, cookies(context.world)),
    context.send,
    (response, request) => expectClearAnswer(response, request),
  );
});
