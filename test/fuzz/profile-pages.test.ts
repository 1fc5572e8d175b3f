// Security issue "no 5xx on any input": the pages of a player (profile children), of an organization
// (rosters, groups), the compare report and the share cards, through their path segments and query
// parameters (the player report routes: report-pages.test.ts).

import fc from 'fast-check';
import { ALL_REPORT_PAGES, NO_REPORT_PAGES } from '../../app/domain/reports/compare-report';
import { NO_SUCH_REPORT } from '../../app/domain/reports/player-report';
import { SCHEDULE_PARAMS } from '../../app/domain/schedule/schedule-filter-schema';
import { COMPARE_TABS } from '../../app/domain/stats/compare-config';
import { QUICK_FILTERS } from '../../app/domain/stats/quick-filters';
import { SCORECARD_GROUPINGS, SORT_BY, VIEW_BY } from '../../app/domain/stats/round-groupings';
import { STANDARDS } from '../../app/domain/stats/standards';
import { STAT_FLAGS } from '../../app/domain/stats/stat-catalogue';
import { segment, valueFrom } from './arbitraries';
import { fuzzWorldFor, pageFuzz } from './fixtures';

const context = fuzzWorldFor('profile-pages');

function player(): fc.Arbitrary<string> {
  const { world } = context;
  return segment([world.recruit.username, `player-${world.hidden.id}`, 'nobody']);
}

pageFuzz(
  context,
  'GET /org/{short}',
  () => segment(['fuzz-lakes', 'FUZZ-LAKES', 'nope']).map((s) => `/org/${s}`),
  ['x'],
);

pageFuzz(
  context,
  'GET /org/{short}/{playerGroup}',
  () =>
    fc
      .tuple(
        segment(['fuzz-lakes', 'nope']),
        segment(['Varsity', 'Seniors', 'all-players', 'All%20players', '0', '-1']),
      )
      .map(([s, g]) => `/org/${s}/${g}`),
  ['x'],
);

/** Values of the My Rounds and View Shots query (spec 3 §4): valid ones, near misses, anything. */
function myRoundsValue(name: string): fc.Arbitrary<string> {
  const rounds = context.world.roundIds.map(String);
  const known = new Map<string, ReadonlyArray<string>>(
    Object.entries({
      group: [...SCORECARD_GROUPINGS, 'course', 'Best 5', ''],
      select: [...QUICK_FILTERS, 'custom', ''],
      rounds: [rounds.join(','), rounds[0] ?? '1', '0', '-1', '1,,2', '1;2', '99999999999999999999', ''],
      stats: [STAT_FLAGS.slice(0, 3).join(','), 'missedGreenInRegulation', 'bogus', ',', '__proto__'],
      view: [...VIEW_BY, 'Season'],
      sort: [...SORT_BY, 'Colour'],
      unfinished: ['include', 'exclude', 'INCLUDE', '1', ''],
      // The round list's page (issue 30): in range, past the end, junk.
      page: ['1', '2', '3', '0', '-1', '1.5', '1e3', '999999999', '99999999999999999999', 'last', ''],
    }),
  );
  return valueFrom(known.get(name) ?? []);
}

const MY_ROUNDS_PARAMS = ['group', 'select', 'rounds', 'stats', 'view', 'sort', 'unfinished', 'page'];

pageFuzz(
  context,
  'GET /player/{username}/my-rounds',
  () => player().map((u) => `/player/${u}/my-rounds`),
  MY_ROUNDS_PARAMS,
  myRoundsValue,
);

pageFuzz(
  context,
  'GET /player/{username}/view-shots',
  () => player().map((u) => `/player/${u}/view-shots`),
  MY_ROUNDS_PARAMS,
  myRoundsValue,
);

pageFuzz(
  context,
  'GET /player/{username}/resume',
  () => player().map((u) => `/player/${u}/resume`),
  ['designer', 'saved'],
  () => valueFrom(['', '1', String(context.world.reportHash)]),
);

/** Values of the schedule's filter (spec 3 §4 / §5): valid ones, near misses, anything. */
function scheduleValue(name: string): fc.Arbitrary<string> {
  const { world } = context;
  const players = [world.viewer.id, world.hidden.id, world.recruit.id].map(String);
  const known = new Map<string, ReadonlyArray<string>>(
    Object.entries({
      view: ['featured', 'score', 'Featured', '0', '1'],
      range: [
        'all',
        'custom',
        'last-10-weeks',
        'last-0-days',
        'last-1000-years',
        'last-999-years',
        'Last 6 Months',
        'last-10-rounds',
        'last-0-rounds',
        'last-1000-rounds',
      ],
      from: ['2026-01-01', '2026-02-30', '2026-13-01', '1900-01-01', '9999-12-31', 'yesterday'],
      to: ['2026-12-31', '2025-01-01', '0000-00-00', '2026-1-1'],
      holes: ['9', '18', '918', '27', '0', '-18', '1e2'],
      threshold: ['-1', '0', '80', '300', '301', '-2', '72.5', '1e9', 'All'],
      filters: ['1', '0', 'true'],
      type: ['3', '10', '11', '4', '-3', '3.0'],
      locale: ['1', '3', '4', '2', '99999999999999999999'],
      status: ['1', '2', '3', '4', '5', '6', '7', '0'],
      player: [...players, '0', '-1', '9007199254740993', '1e3'],
      tz: ['0', '300', '-330', '840', '841', '-841', '60.5'],
    }),
  );
  return valueFrom(known.get(name) ?? []);
}

pageFuzz(
  context,
  'GET /player/{username}/schedule/{tab}',
  () =>
    fc.oneof(
      // Mostly the recruit's two tabs, so that the loader reads the filter.
      {
        weight: 3,
        arbitrary: fc
          .constantFrom('0', '1')
          .map((t) => `/player/${context.world.recruit.username}/schedule/${t}`),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(player(), segment(['0', '1', '2', '-1', '01', '1.0', 'events']))
          .map(([u, t]) => `/player/${u}/schedule/${t}`),
      },
    ),
  SCHEDULE_PARAMS,
  scheduleValue,
);

const EXPORT_DAYS = [
  '2025-01-01',
  '2026-12-31',
  '2026-02-30',
  '2025-13-01',
  '1899-12-31',
  '2200-01-01',
  'soon',
  '',
];

// spec 3 §4 Share → Spreadsheet: the schedule's workbook with every parameter of the page's filter
// (decision 060) and the older range, values valid and not.
pageFuzz(
  context,
  'GET /player/{username}/schedule.xlsx',
  () =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(`/player/${context.world.recruit.username}/schedule.xlsx`) },
      { weight: 1, arbitrary: player().map((u) => `/player/${u}/schedule.xlsx`) },
    ),
  [...SCHEDULE_PARAMS, 'start', 'end'],
  (name) => (name === 'start' || name === 'end' ? valueFrom(EXPORT_DAYS) : scheduleValue(name)),
);

// spec 3 §2.4: the summary's Performance Trends range (the date range selector's keys and days).
pageFuzz(
  context,
  'GET /player/{username}/summary',
  () => player().map((u) => `/player/${u}/summary`),
  ['range', 'from', 'to'],
  (name) =>
    name === 'range'
      ? valueFrom([
          'all',
          'custom',
          'last-10-weeks',
          'last-24-months',
          'last-20-rounds',
          'last-0-rounds',
          'last-1000-days',
          'Last 10 Weeks',
        ])
      : valueFrom(['2025-01-01', '2026-12-31', '2026-02-30', '0000-01-01', '9999-12-31', 'soon']),
);
/** Values of a schedule report's parameters (spec 3 §7, decision 060) and of the page's filter. */
function scheduleReportValue(name: string): fc.Arbitrary<string> {
  const { world } = context;
  const known: Record<string, ReadonlyArray<string>> = {
    accountId: [String(world.recruit.id), String(world.hidden.id), '0', 'abc', '99999999999999999999'],
    organizationId: [String(world.organization.id), '0', 'x', '99999999999999999999'],
    hash: [String(world.playerReportHash), String(world.reportHash), '1', '1e3', '99999999999999999999'],
    form: ['1', '0', ''],
    section: ['upcoming', 'results', 'Upcoming', 'all', ''],
    start: EXPORT_DAYS,
    end: EXPORT_DAYS,
    groupBy: ['events', 'month', 'season', 'year', 'decade'],
    viewBy: ['events', 'month', 'season', 'week'],
    merge: ['1', '0', 'on'],
    stats: ['1', '0', 'on'],
    favorites: ['1', '0', 'true'],
  };
  const values = Object.hasOwn(known, name) ? known[name] : undefined;
  return values ? valueFrom(values) : scheduleValue(name);
}

const SCHEDULE_REPORT_PARAMS = [
  'hash',
  'form',
  'section',
  'start',
  'end',
  'groupBy',
  'viewBy',
  'merge',
  'stats',
  'favorites',
  'threshold',
  'filters',
  'type',
  'locale',
  'status',
  'player',
  'tz',
];

for (const [kind, id] of [
  ['public-player-schedule-report', 'accountId'],
  ['org-schedule-report', 'organizationId'],
] as const) {
  for (const suffix of ['', '.pdf']) {
    pageFuzz(
      context,
      `GET /reports/${kind}${suffix}`,
      () => fc.constant(`/reports/${kind}${suffix}`),
      [id, id, ...SCHEDULE_REPORT_PARAMS],
      scheduleReportValue,
      {
        messages: [
          NO_SUCH_REPORT,
          'Choose',
          'Enter a',
          'The start date',
          'is given more than once',
          "The schedule's",
        ],
      },
    );
  }
}

pageFuzz(
  context,
  'GET /player/{username}/{child}',
  () =>
    fc
      .tuple(
        player(),
        segment(['summary', 'stats', 'data-analysis', 'gallery', 'report-viewer', '', 'unknown']),
      )
      .map(([u, child]) => `/player/${u}/${child}`),
  ['holes', 'round', 'page', 'from', 'to', 'tab'],
);

/** A saved comparison's hash (spec 2 §3), near misses of one, or anything. */
function compareHash(): fc.Arbitrary<string> {
  const hashes = context.world.compareHashes.map(String);
  const nearMisses = valueFrom([
    ...hashes.map((hash) => `${hash}.0`),
    ...hashes.map((hash) => ` ${hash}`),
    '0',
    '-1',
    '1e3',
    '0x10',
    '99999999999999999999',
    '9007199254740993',
  ]);
  // Mostly a saved one, so that the loaders run with the rest of the query.
  return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...hashes) }, { weight: 1, arbitrary: nearMisses });
}

/** Mostly the recruit's page (whose comparisons are saved), else any player segment. */
function comparePlayer(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(context.world.recruit.username) },
    { weight: 1, arbitrary: player() },
  );
}

const COMPARE_MESSAGES = ['This saved comparison does not exist'];

pageFuzz(
  context,
  'GET /player/{username}/stats',
  () => comparePlayer().map((u) => `/player/${u}/stats`),
  ['tab', 'hash', 'standard'],
  (name) =>
    name === 'hash'
      ? compareHash()
      : valueFrom(name === 'tab' ? COMPARE_TABS : STANDARDS.map((standard) => standard.id)),
  { messages: COMPARE_MESSAGES },
);

// The compare page's two reads made when a dialog opens: the rounds to choose from, and the picker's
// players. Both take the page's query.
for (const part of ['rounds', 'players']) {
  pageFuzz(
    context,
    `GET /player/{username}/stats/${part}`,
    () => comparePlayer().map((u) => `/player/${u}/stats/${part}`),
    ['hash', 'tab'],
    (name) => (name === 'hash' ? compareHash() : valueFrom(COMPARE_TABS)),
    { messages: COMPARE_MESSAGES },
  );
}

pageFuzz(
  context,
  'GET /reports/compare-stats',
  () => fc.constant('/reports/compare-stats'),
  ['hash', 'tab', 'standard'],
  (name) =>
    name === 'hash'
      ? compareHash()
      : valueFrom(name === 'tab' ? COMPARE_TABS : STANDARDS.map((standard) => standard.id)),
  { messages: COMPARE_MESSAGES },
);

pageFuzz(
  context,
  'GET /reports/compare-stats.pdf',
  () => fc.constant('/reports/compare-stats.pdf'),
  ['hash', 'pages'],
  (name) =>
    name === 'hash'
      ? compareHash()
      : valueFrom(['summary', 'summary,putts,rounds', '', 'cover', ALL_REPORT_PAGES.join(',')]),
  { messages: [...COMPARE_MESSAGES, NO_REPORT_PAGES, 'Unknown report page'] },
);

// Share cards (decision 091): the PNG of a profile, an organization and a saved comparison; a page an
// anonymous visitor may not open has none (404 in words).
const CARD_MESSAGES = ['There is no share card for this page.'];

pageFuzz(
  context,
  'GET /player/{username}/card.png',
  () => comparePlayer().map((u) => `/player/${u}/card.png`),
  ['hash', 'tab'],
  (name) => (name === 'hash' ? compareHash() : valueFrom(COMPARE_TABS)),
  { messages: CARD_MESSAGES },
);

pageFuzz(
  context,
  'GET /org/{short}/card.png',
  () => segment(['fuzz-lakes', 'FUZZ-LAKES', 'nope']).map((s) => `/org/${s}/card.png`),
  ['x'],
  undefined,
  { messages: CARD_MESSAGES },
);

pageFuzz(
  context,
  'GET /reports/compare-stats.png',
  () => fc.constant('/reports/compare-stats.png'),
  ['hash', 'pages'],
  (name) => (name === 'hash' ? compareHash() : valueFrom(['summary', '', ALL_REPORT_PAGES.join(',')])),
  { messages: CARD_MESSAGES },
);
