// issue 4 tests: a property-based fuzz (fast-check) of every auth action and API, at least 1 000
// random inputs each: never a 5xx, and every rejection is a 4xx with a clear message.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MESSAGES } from '../../app/domain/auth/auth-flow';
import { form } from '../helpers/auth';
import { createPlayer, sessionCookieFor } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';
import { QUIET, recordAnswer, reportTotals } from './harness';

let workers: TestWorkers;
let session: string;

beforeAll(async () => {
  workers = await startTestWorkers({ quiet: QUIET });
  const player = await createPlayer(workers.db);
  session = await sessionCookieFor(workers.db, player.id);
});
afterAll(async () => {
  reportTotals('auth');
  await workers?.dispose();
});

const RUNS = 1000;

// Every text a rejected form may show (spec 1 §5, §8; the dashboard's own).
const FORM_MESSAGES = [
  ...Object.values(MESSAGES),
  'Invalid phone number format. Please try again.',
  'Too many attempts. Please try again later.',
  'Failed to send verification code. Please try again.',
  'Invalid verification code. Please try again.',
  'Verification code has expired. Please request a new one.',
  'Invalid verification code format.',
  'Authentication error: ',
  'Invalid phone number or password. Please try again.',
  'Unknown form. Reload the page and try again.',
  'Choose on or off.',
  'Choose Yes, No or Not set for every feature.',
  'Use at least',
  'Use at most',
  'The two new passwords differ.',
  'The current password is not right.',
  // The dashboard's choices form (app/domain/stats/dashboard-view.ts).
  'Choose Player Performance or Assessment.',
  'Choose a Player Performance group.',
  'Choose an Assessment group.',
  'overview group called',
  'Choose a standard.',
  'There is no standard',
  'Choose 9 Hole or 18 Hole.',
  'Choose one of Scorecard',
];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.stringMatching(/^\d{0,14}$/),
  fc.constantFrom(
    '',
    'US',
    'UK',
    'verify',
    'resend',
    'site',
    'features',
    'password',
    'sign-out-everywhere',
    '//evil.example',
    '/\\x',
  ),
);

const formFields = fc.dictionary(
  fc.constantFrom(
    'country',
    'phone',
    'password',
    'returnUrl',
    'intent',
    'digit',
    'code',
    'on',
    'newPassword',
    'confirmPassword',
    'currentPassword',
    'public-78',
    'verified-89',
    'username',
  ),
  fc.oneof(text, fc.array(text, { maxLength: 7 })),
);

async function expectClearFormAnswer(response: Response) {
  expect(response.status, await response.clone().text()).toBeLessThan(500);
  if (response.status < 400) return;
  const body = await response.text();
  expect(
    FORM_MESSAGES.some((message) => body.includes(message)),
    body.slice(0, 300),
  ).toBe(true);
}

async function expectClearJsonAnswer(response: Response) {
  expect(response.status).toBeLessThan(500);
  if (response.status < 400) return;
  const body = (await response.json()) as { message?: unknown };
  expect(typeof body.message === 'string' && body.message.length > 0).toBe(true);
}

let ip = 0;
function headers(extra: Record<string, string> = {}) {
  ip += 1;
  return {
    'Content-Type': 'application/x-www-form-urlencoded',
    'CF-Connecting-IP': `203.0.${Math.floor(ip / 250) % 250}.${ip % 250}`,
    ...extra,
  };
}

for (const [path, cookie] of [
  ['/auth/phone', ''],
  ['/auth?index', ''],
  ['/auth/verify', 'auth_challenge=AAAAAAAAAAAAAAAAAAAAAA'],
  ['/auth/alternative', ''],
  ['/dashboard', 'session'],
] as const) {
  test(`POST ${path}: ${RUNS} random forms, no 5xx, clear 4xx`, async () => {
    await fc.assert(
      fc.asyncProperty(formFields, async (fields) => {
        const response = await workers.fetch(path, {
          method: 'POST',
          body: form(fields),
          headers: headers(cookie === 'session' ? { Cookie: session } : cookie ? { Cookie: cookie } : {}),
        });
        recordAnswer(`POST ${path}`, response.status);
        await expectClearFormAnswer(response);
      }),
      { numRuns: RUNS },
    );
  });
}

const jsonBody = fc.oneof(
  fc.jsonValue(),
  fc.record({ phone: text }, { requiredKeys: [] }),
  fc.record({ session: text, code: text }, { requiredKeys: [] }),
  fc.record({ refreshToken: text }, { requiredKeys: [] }),
  fc.record({ phone: fc.stringMatching(/^\+1202555\d{4}$/) }),
  // The device token of decision 026: any text is at worst an untrusted device.
  fc.record({ phone: fc.stringMatching(/^\+1202555\d{4}$/), deviceToken: text }),
);

for (const path of ['/api/auth/code', '/api/auth/token', '/api/auth/refresh', '/api/auth/logout']) {
  test(`POST ${path}: ${RUNS} random bodies, no 5xx, clear 4xx`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          jsonBody.map((b) => JSON.stringify(b)),
          fc.string({ maxLength: 60 }),
        ),
        async (body) => {
          const response = await workers.fetch(path, {
            method: 'POST',
            body,
            headers: headers({ 'Content-Type': 'application/json' }),
          });
          recordAnswer(`POST ${path}`, response.status);
          await expectClearJsonAnswer(response);
        },
      ),
      { numRuns: RUNS },
    );
  });
}

test(`GET /api/auth/me: ${RUNS} random Authorization headers, only 401`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 80 }), async (value) => {
      const safe = value.replace(/[^\x20-\x7e]/g, '');
      const response = await workers.fetch('/api/auth/me', { headers: { Authorization: `Bearer ${safe}` } });
      recordAnswer('GET /api/auth/me', response.status);
      expect(response.status).toBe(401);
      await expectClearJsonAnswer(response);
    }),
    { numRuns: RUNS },
  );
});

test(`GET auth pages and the dashboard: ${RUNS} random returnUrl / q values, no 5xx, no off-site redirect`, async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('/auth', '/auth/phone', '/auth/verify', '/auth/alternative', '/dashboard'),
      text,
      async (path, value) => {
        const query =
          path === '/dashboard' ? `q=${encodeURIComponent(value)}` : `returnUrl=${encodeURIComponent(value)}`;
        const response = await workers.fetch(`${path}?${query}`, {
          headers: path === '/dashboard' ? { Cookie: session } : {},
        });
        recordAnswer('GET /auth, /auth/*, /dashboard', response.status);
        expect(response.status).toBeLessThan(500);
        const location = response.headers.get('location');
        if (location) expect(location.startsWith('/') && !location.startsWith('//')).toBe(true);
        await response.body?.cancel();
      },
    ),
    { numRuns: RUNS },
  );
});
