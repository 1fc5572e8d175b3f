// Security issue "no 5xx on any input": the public pages and resource routes, through their path
// segments, query parameters and the headers they read.
import fc from 'fast-check';
import { test } from 'vitest';
import {
  header,
  markup,
  pairs,
  queryOf,
  readRequest,
  segment,
  text,
  valueFrom,
  withQuery,
} from './arbitraries';
import { fuzzWorldFor, pageFuzz } from './fixtures';
import { expectClearAnswer, fuzzRoute } from './harness';

const STORES = ['https://play.google.com/', 'https://apps.apple.com/'];

const context = fuzzWorldFor('pages');

pageFuzz(
  context,
  'GET /golf/search',
  () => fc.constant('/golf/search'),
  ['q', 'type', 'page'],
  (name) =>
    name === 'type'
      ? valueFrom(['account', 'organization'])
      : name === 'page'
        ? valueFrom(['1', '2', '0', '-1', '1e3', '999999999'])
        : fc.oneof(
            text,
            fc.constantFrom(
              'fuzz',
              'Lakes',
              'a'.repeat(48),
              'a'.repeat(49),
              'é'.repeat(25),
              '%'.repeat(25),
              '_\\%',
            ),
          ),
);

// Issue 33 §1 discovery: every filter, with values in bounds, out of bounds, reversed, unknown and
// anything; at most six parameters a request, so most requests combine a few filters.
const DISCOVERY_VALUES: Record<string, ReadonlyArray<string>> = {
  gradMin: ['2027', '2030', '1949', '2101', '2027.5', '-1', '1e3'],
  gradMax: ['2027', '2026', '3000', ''],
  gender: ['F', 'M', 'X', 'f'],
  country: ['US', 'CA', 'us'],
  state: ['TX', 'CA', 'ZZ', 'tx'],
  region: ['South', 'West', 'Mars', 'south'],
  org: ['lakeside-u', 'no-such-org', '../x', ''],
  hcpMin: ['-10', '-11', '0', '54.1', 'NaN'],
  hcpMax: ['5', '-20', 'Infinity'],
  period: ['last10', '12m', 'season', 'decade'],
  avgMin: ['70', '49', '200.5'],
  avgMax: ['75', '74.9', '1e400', '-0'],
  sgMin: ['0', '-50', '51', '0.5'],
  sgOttMin: ['0', '-1.5', 'x'],
  sgAppMin: ['0.1', '99'],
  sgArgMin: ['-0.2'],
  sgPuttMin: ['0', '.5'],
  minRounds: ['1', '10', '0', '2.5', '10001'],
  video: ['1', 'on', '0', 'yes'],
  resume: ['1', 'true', 'maybe'],
  sort: ['name', 'grad', 'handicap', 'avg', 'rounds', 'sg', 'sgOtt', 'sgApp', 'sgArg', 'sgPutt', 'height'],
  dir: ['asc', 'desc', 'up'],
  discover: ['1', ''],
  type: ['account', 'organization'],
  page: ['1', '2', '0', '999999999'],
  q: ['fuzz', 'Nwosu', 'a'.repeat(49)],
};

pageFuzz(
  context,
  'GET /golf/search (discovery filters)',
  () => fc.constant('/golf/search'),
  Object.keys(DISCOVERY_VALUES),
  (name) => valueFrom(Object.hasOwn(DISCOVERY_VALUES, name) ? (DISCOVERY_VALUES[name] ?? []) : []),
);

pageFuzz(
  context,
  'GET /cgr',
  () => fc.constant('/cgr'),
  ['prefersMetric'],
  () => valueFrom(['true', 'True', 'false', 'TRUE', '1']),
);

pageFuzz(
  context,
  'GET /cgr/{courseId}',
  () =>
    segment([String(context.world.course.id), '0', '-1', '1.5', '99999999999999999999', '1e3']).map(
      (id) => `/cgr/${id}`,
    ),
  ['prefersMetric', 'hole'],
  (name) => valueFrom(name === 'hole' ? ['1', '2', '3', '4', '0', '-1', '1.5'] : ['true', 'false']),
);

test('GET /store-redirect', async () => {
  const agents = fc.oneof(
    fc.constantFrom(
      '',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8)',
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)',
      'Googlebot/2.1',
    ),
    fc.string({ maxLength: 200 }).map((agent) => agent.replace(/[^\x20-\x7e]/g, '')),
    markup,
  );
  await fuzzRoute(
    'GET /store-redirect',
    readRequest(
      queryOf(pairs(['x'])).map((q) => withQuery('/store-redirect', q)),
      agents.map((agent) => header('User-Agent', agent)),
    ),
    context.send,
    (response, request) => expectClearAnswer(response, request, { redirects: STORES }),
  );
});

pageFuzz(context, 'GET /sitemap.xml', () => fc.constant('/sitemap.xml'), ['x']);

pageFuzz(
  context,
  'GET /experimental/*',
  () => fc.constantFrom('/experimental/config-compare-stats', '/experimental/shot-dispersion-chart'),
  ['username'],
  () => valueFrom([context.world.recruit.username, `player-${context.world.hidden.id}`, 'jordan-reyes']),
);

pageFuzz(
  context,
  'GET /resources/*',
  () => fc.constantFrom('/resources/health', '/resources/dev/sms-outbox', '/resources/theme'),
  ['phone'],
  () => valueFrom(['+12025550123', '+1', '12025550123']),
);

pageFuzz(
  context,
  'GET /, /payment, /payment/success, /payment/cancel',
  () => fc.constantFrom('/', '/payment', '/payment/success', '/payment/cancel'),
  ['section', 'plan'],
  () => valueFrom(['features', 'pricing', 'player']),
);

// spec 1 §2: any other path redirects home.
pageFuzz(
  context,
  'GET /{anything} (catch-all)',
  () =>
    fc
      .array(segment(['player', 'org', 'golf', 'api', 'v1', 'x', '.well-known', 'build', 'assets']), {
        minLength: 1,
        maxLength: 5,
      })
      .map((segments) => `/${segments.join('/')}`),
  ['x'],
);
