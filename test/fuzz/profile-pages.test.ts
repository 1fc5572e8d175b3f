// Security issue "no 5xx on any input": the pages of a player (profile children), of an organization
// (rosters, groups) and the report routes, through their path segments and query parameters.
import fc from 'fast-check';
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

pageFuzz(
  context,
  'GET /player/{username}/my-rounds',
  () => player().map((u) => `/player/${u}/my-rounds`),
  ['page', 'round'],
  () =>
    valueFrom(['1', '2', '0', '-3', '1.5', String(context.world.roundIds[0] ?? 1), '99999999999999999999']),
);

pageFuzz(
  context,
  'GET /player/{username}/resume',
  () => player().map((u) => `/player/${u}/resume`),
  ['designer', 'saved'],
  () => valueFrom(['', '1', String(context.world.reportHash)]),
);

pageFuzz(
  context,
  'GET /player/{username}/schedule/{tab}',
  () =>
    fc
      .tuple(player(), segment(['0', '1', '2', '-1', '01', '1.0', 'events']))
      .map(([u, t]) => `/player/${u}/schedule/${t}`),
  ['x'],
);

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

function reportValue(name: string) {
  const { world } = context;
  return valueFrom(
    name === 'hash'
      ? [String(world.reportHash), '1', '-1', '1e3', '99999999999999999999']
      : [String(world.recruit.id), String(world.hidden.id), '0', '99999999999999999999'],
  );
}

pageFuzz(
  context,
  'GET /reports/resume',
  () => fc.constant('/reports/resume'),
  ['hash', 'accountId'],
  reportValue,
);

pageFuzz(
  context,
  'GET /reports/resume.pdf',
  () => fc.constant('/reports/resume.pdf'),
  ['hash', 'accountId'],
  reportValue,
);

pageFuzz(
  context,
  'GET /reports/{anything}',
  () => segment(['compare', 'schedule', 'x']).map((s) => `/reports/${s}`),
  ['hash', 'accountId'],
  reportValue,
);
