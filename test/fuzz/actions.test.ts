// Security issue "no 5xx on any input": the actions of the site (forms) with any body, any content
// type, any field names (Object's own among them) and markup that must never come back raw.
import fc from 'fast-check';
import { test } from 'vitest';
import { MESSAGES } from '../../app/domain/auth/auth-flow';
import { NO_SUCH_REPORT, PLAYER_REPORT_KINDS } from '../../app/domain/reports/player-report';
import { CHARTS, LISTS, PERSONAL_FIELDS, SCHOOL_FIELDS, TIMEFRAMES } from '../../app/domain/resume/resume';
import { COMPARE_TABS, columnStats, METRIC_COLUMNS } from '../../app/domain/stats/compare-config';
import { DASHBOARD_MODES } from '../../app/domain/stats/dashboard-view';
import { OVERVIEW_GROUPS } from '../../app/domain/stats/overview-groups';
import { ASSESSMENT_CATEGORIES } from '../../app/domain/stats/performance';
import { STANDARDS } from '../../app/domain/stats/standards';
import { defaultStatFilter, MONTHS, SEASONS } from '../../app/domain/stats/stat-filters';
import {
  type Body,
  formBody,
  header,
  markup,
  PROTOTYPE_KEYS,
  pairs,
  queryOf,
  segment,
  text,
  valueFrom,
  withQuery,
  writeRequest,
} from './arbitraries';
import { cookies, fuzzWorldFor } from './fixtures';
import { expectClearAnswer, fuzzRoute } from './harness';

const context = fuzzWorldFor('actions');

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
          ? [...TIMEFRAMES, 'last-10-weeks', 'last-999-years', 'last-0-days', 'last-10-rounds', 'all']
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

/** Save Report's form (spec 2 §2): its intents and anything else. */
function saveReportForm() {
  return formBody(
    fc.oneof(
      pairs(['intent'], () => valueFrom(['save', 'delete', ''])),
      pairs(['intent', 'hash', 'x'], () => text, 4),
    ),
  );
}

/** The recruit's session three times in four, else any cookie. */
function mostlyTheRecruit() {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({ Cookie: context.world.recruit.cookie }) },
    cookies(context.world),
  );
}

// Save Report (decision 054): the save form on each kind's page, by account or by stored hash.
test('POST /reports/{player kind}', async () => {
  const { world } = context;
  await fuzzRoute(
    'POST /reports/{player kind}',
    writeRequest(
      fc
        .tuple(
          fc.constantFrom(...PLAYER_REPORT_KINDS),
          fc.constantFrom(
            `accountId=${world.recruit.id}`,
            `hash=${world.playerReportHash}`,
            'hash=1',
            `accountId=${world.hidden.id}`,
            'standardId=nope',
          ),
        )
        .map(([kind, query]) => `/reports/${kind}?${query}`),
      saveReportForm(),
      mostlyTheRecruit(),
    ),
    context.send,
    (response, request) =>
      expectClearAnswer(response, request, {
        messages: [
          NO_SUCH_REPORT,
          'Only the player or a coach of the player can save this report.',
          'This form cannot be sent here.',
          'There is no',
        ],
      }),
  );
});

// Save Report of the schedule reports (decision 060): by account or organization, or a stored hash.
test('POST /reports/{schedule kind}', async () => {
  const { world } = context;
  await fuzzRoute(
    'POST /reports/{schedule kind}',
    writeRequest(
      fc
        .constantFrom(
          `public-player-schedule-report?accountId=${world.recruit.id}`,
          `public-player-schedule-report?accountId=${world.recruit.id}&form=1&section=results&favorites=1`,
          `public-player-schedule-report?hash=${world.playerReportHash}`,
          `public-player-schedule-report?accountId=${world.hidden.id}`,
          `org-schedule-report?organizationId=${world.organization.id}`,
          `org-schedule-report?organizationId=${world.organization.id}&viewBy=week`,
          'org-schedule-report?hash=1',
        )
        .map((path) => `/reports/${path}`),
      saveReportForm(),
      mostlyTheRecruit(),
    ),
    context.send,
    (response, request) =>
      expectClearAnswer(response, request, {
        messages: [
          NO_SUCH_REPORT,
          'Only the player or a coach of the player can save this report.',
          'Sign in to save this report.',
          'This form cannot be sent here.',
          'Choose how to show the upcoming events.',
          'There is no',
        ],
      }),
  );
});

// The report viewer's delete (decision 054): the owner's form, others' cookies, any hash.
test('POST /player/{username}/report-viewer', async () => {
  const { world } = context;
  await fuzzRoute(
    'POST /player/{username}/report-viewer',
    writeRequest(
      fc.constantFrom(
        `/player/${world.recruit.username}/report-viewer`,
        `/player/${world.viewer.username}/report-viewer`,
      ),
      formBody(
        fc.oneof(
          fc
            .tuple(
              valueFrom(['delete', 'save', '']),
              valueFrom(['1', '-1', '99999999999999999999', String(world.reportHash)]),
            )
            .map(
              ([intent, hash]): Array<[string, string]> => [
                ['intent', intent],
                ['hash', hash],
              ],
            ),
          pairs(['intent', 'hash'], () => text, 4),
        ),
      ),
      fc.oneof({ weight: 3, arbitrary: fc.constant({ Cookie: world.viewer.cookie }) }, cookies(world)),
    ),
    context.send,
    (response, request) =>
      expectClearAnswer(response, request, {
        messages: [
          'Only the player can delete a report.',
          'There is no such report of this player.',
          'This form cannot be sent here.',
          'Choose a report to delete.',
        ],
      }),
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

const COMPARE_INTENTS = ['configure', 'player', 'end', 'holes', 'metrics', 'reset-metrics', 'report'];

/** A side's stat filter selections (spec 2 §3) as the Configure dialog posts them, and broken ones. */
function selectionsJson(): fc.Arbitrary<string> {
  const label = fc.constantFrom('Round', 'Scoring', 'Trend', 'Month');
  const valid = fc
    .record({
      label,
      seasons: fc.subarray([...SEASONS]),
      years: fc.constantFrom(['All'], ['Last 12 Months'], ['Prior 12 Months'], [2025, 2026], [1899], ['x']),
      roundTypes: fc.subarray([1, 3, 10, 11, 2, -1]),
      rounds: fc.subarray(context.world.roundIds.slice(0, 6)),
      months: fc.subarray([...MONTHS, 'Smarch']),
      customLabel: fc.option(fc.oneof(markup, text), { nil: undefined }),
    })
    .map(({ label, seasons, years, roundTypes, rounds, months, customLabel }) => {
      const base = defaultStatFilter(label);
      return JSON.stringify({
        ...base,
        seasons,
        years,
        roundTypes,
        advancedFilter: { ...base.advancedFilter, customLabel, rounds, months },
      });
    });
  // Leaves of a valid selection replaced by anything JSON can hold.
  const wrongLeaf = fc
    .tuple(
      label,
      fc.constantFrom('seasons', 'years', 'roundTypes', 'advancedFilter', ...PROTOTYPE_KEYS),
      fc.jsonValue({ maxDepth: 3 }),
    )
    .map(([label, key, value]) => {
      const selection: Record<string, unknown> = { ...defaultStatFilter(label) };
      Object.defineProperty(selection, key, { value, enumerable: true });
      return JSON.stringify(selection);
    });
  const wrongFilter = fc
    .tuple(
      fc.constantFrom(
        'scoringThreshold',
        'scoringYardageMin',
        'scoringYardageMax',
        'trendType',
        'trendCount',
        'rounds',
        'months',
        'label',
      ),
      fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.constantFrom(-1, 301, 1.5, 1e20, 2 ** 53 + 1, 'Ten', 'Eleven', null),
      ),
    )
    .map(([key, value]) => {
      const selection = defaultStatFilter('Scoring');
      return JSON.stringify({ ...selection, advancedFilter: { ...selection.advancedFilter, [key]: value } });
    });
  const huge = fc.constantFrom(
    // Just under and over the field's 40 000 characters, and a form over the body cap.
    JSON.stringify({
      ...defaultStatFilter('Round'),
      advancedFilter: { label: 'Round', rounds: Array.from({ length: 1000 }, (_, i) => i + 1) },
    }),
    JSON.stringify({ ...defaultStatFilter('Trend'), pad: 'x'.repeat(39_900) }),
    JSON.stringify({ ...defaultStatFilter('Trend'), pad: 'x'.repeat(40_100) }),
    JSON.stringify({ ...defaultStatFilter('Month'), pad: 'é'.repeat(30_000) }),
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
  );
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 2, arbitrary: wrongLeaf },
    { weight: 2, arbitrary: wrongFilter },
    { weight: 1, arbitrary: huge },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '{', 'null', '[]', '"Trend"', '1', '{"__proto__":{"seasons":[]}}'),
    },
    { weight: 1, arbitrary: text },
  );
}

function compareValue(name: string): fc.Arbitrary<string> {
  const { world } = context;
  const hashes = [...world.compareHashes.map(String), '1', '0', '-1', '1e3', '99999999999999999999'];
  switch (name) {
    case 'intent':
      return valueFrom(COMPARE_INTENTS);
    case 'hash':
      return valueFrom(hashes);
    case 'left':
    case 'right':
      return selectionsJson();
    case 'accountId':
      return valueFrom([String(world.viewer.id), String(world.recruit.id), String(world.hidden.id), '0']);
    case 'holes':
      return valueFrom(['9', '18', '27', '0', '18.0', 'nine']);
    case 'column':
      return valueFrom(METRIC_COLUMNS);
    case 'flags':
      return valueFrom([...METRIC_COLUMNS.flatMap((column) => columnStats(column)), 'madeHoleInOne']);
    default:
      return text;
  }
}

/** A change the page would post (so that the saves run too), or fields of every intent mixed. */
function compareFields(): fc.Arbitrary<Array<[string, string]>> {
  const names = ['intent', 'hash', 'left', 'right', 'accountId', 'holes', 'column', 'flags'];
  const fieldsOf: Record<string, ReadonlyArray<string>> = {
    configure: ['left', 'right'],
    player: ['accountId'],
    holes: ['holes'],
    metrics: ['column', 'flags', 'flags', 'flags'],
  };
  const shaped = fc.constantFrom(...COMPARE_INTENTS).chain((intent) => {
    const fields = ['hash', ...(fieldsOf[intent] ?? [])];
    return fc.tuple(...fields.map((name) => compareValue(name)), fc.boolean()).map((values) =>
      ([['intent', intent]] as Array<[string, string]>).concat(
        fields.flatMap(
          (name, i): Array<[string, string]> =>
            // Without a hash now and then: the default comparison is the one changed.
            name === 'hash' && values.at(-1) === true ? [] : [[name, String(values[i])]],
        ),
      ),
    );
  });
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 2, arbitrary: pairs(names, compareValue, 12) });
}

const COMPARE_MESSAGES = [
  'This player cannot be compared here. Choose one from the list.',
  'These metrics do not belong to this column.',
  'This saved comparison does not exist',
  'No seasons selected',
  'These selections could not be read.',
  'Choose the rounds for this side.',
  'Choose a player to compare with.',
];

test('POST /player/{username}/stats', async () => {
  const { world } = context;
  const query = queryOf(
    pairs(['tab', 'standard', 'hash'], (name) =>
      valueFrom(
        name === 'tab'
          ? COMPARE_TABS
          : name === 'standard'
            ? STANDARDS.map((s) => s.id)
            : world.compareHashes.map(String),
      ),
    ),
  );
  const path = fc
    .tuple(fc.constantFrom(world.recruit.username, world.viewer.username, 'nobody'), query)
    .map(([u, q]) => withQuery(`/player/${u}/stats`, q));
  await fuzzRoute(
    'POST /player/{username}/stats',
    writeRequest(path, formBody(compareFields()), cookies(world)),
    context.send,
    (response, request) => expectClearAnswer(response, request, { messages: COMPARE_MESSAGES }),
  );
  // Each case saves a comparison (a hash and a D1 write) and sends large bodies: the slowest route
  // of the suite.
}, 300_000);

/** The dashboard's choices form: its fields with known values, near misses and anything. */
function dashboardChoiceValue(name: string): fc.Arbitrary<string> {
  switch (name) {
    case 'intent':
      return valueFrom(['preferences', 'site', 'features', 'password']);
    case 'mode':
      return valueFrom(DASHBOARD_MODES);
    case 'performanceGroup':
    case 'assessmentGroup':
      return valueFrom(OVERVIEW_GROUPS.map((g) => g.name));
    case 'standardId':
      return valueFrom(STANDARDS.map((s) => s.id));
    case 'holeCount':
      return valueFrom(['9', '18', '27', '0', '18.0', 'nine']);
    case 'category':
      return valueFrom(ASSESSMENT_CATEGORIES);
    default:
      return text;
  }
}

test('POST /dashboard (the choices form; old settings posts go on with a 307)', async () => {
  const names = [
    'intent',
    'mode',
    'performanceGroup',
    'assessmentGroup',
    'standardId',
    'holeCount',
    'category',
  ];
  await fuzzRoute(
    'POST /dashboard',
    writeRequest(
      fc.constant('/dashboard'),
      formBody(pairs(names, dashboardChoiceValue, 10)),
      cookies(context.world),
    ),
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
