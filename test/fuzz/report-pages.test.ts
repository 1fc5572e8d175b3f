// Security issue "no 5xx on any input": the report routes of a player (the resume, the player report
// kinds and their PDFs) and unknown report paths, through their query parameters. Apart from the
// profile pages (profile-pages.test.ts) so that the fuzz's files share the cores evenly.

import fc from 'fast-check';
import { NO_SUCH_REPORT, PLAYER_REPORT_KINDS } from '../../app/domain/reports/player-report';
import { STANDARDS } from '../../app/domain/stats/standards';
import { segment, valueFrom } from './arbitraries';
import { fuzzWorldFor, pageFuzz } from './fixtures';

const context = fuzzWorldFor('report-pages');

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

// The player report kinds (decision 054): who (accountId, hash) and each kind's parameters.
const PLAYER_REPORT_PARAMS = [
  'accountId',
  'hash',
  'group',
  'standardId',
  'holeCount',
  'category',
  'season',
  // The round reports (decision 059).
  'round',
  'timeframe',
  'course',
  // The performance summary (decision 070).
  'rounds',
];

function playerReportValue(name: string): fc.Arbitrary<string> {
  const { world } = context;
  switch (name) {
    case 'accountId':
      return valueFrom([
        String(world.recruit.id),
        String(world.hidden.id),
        '0',
        '-1',
        '99999999999999999999',
      ]);
    case 'hash':
      return valueFrom([
        String(world.playerReportHash),
        String(world.reportHash),
        '1',
        '1e3',
        '99999999999999999999',
      ]);
    case 'group':
      return valueFrom(['Recent Performance', 'Recent', 'Current Season', 'Best 3 Rounds', 'Nope']);
    case 'standardId':
      return valueFrom(STANDARDS.map((standard) => standard.id));
    case 'holeCount':
      return valueFrom(['9', '18', '27', '0']);
    case 'category':
      return valueFrom(['Scorecard', 'Score', 'Putt', 'Nope']);
    case 'round':
      return valueFrom(['best', '1', '0', '-3', 'x', '99999999999999999999']);
    case 'timeframe':
      return valueFrom(['last-10-rounds', 'last-20-rounds', 'last-12-months', 'all-time', 'last-3-days']);
    case 'course':
      return valueFrom(['most-played', '1', '0', 'x', '1e3']);
    case 'rounds':
      return valueFrom(['5', '10', '20', '7', '0', '-10', 'x', '1e3']);
    default:
      return valueFrom(['current', 'last', 'next']);
  }
}

const PLAYER_REPORT_MESSAGES = [
  NO_SUCH_REPORT,
  'There is no',
  'Choose 9 or 18 holes.',
  'Choose one of',
  'Choose the current or the last season.',
  'Choose the best round or a round of this player by its number.',
  'Choose a course this player has played by its number.',
  'That round is not one of this player’s completed rounds.',
  'This player has not played that course.',
  'Choose 5, 10 or 20 rounds.',
];

for (const kind of PLAYER_REPORT_KINDS) {
  for (const suffix of ['', '.pdf']) {
    pageFuzz(
      context,
      `GET /reports/${kind}${suffix}`,
      () => fc.constant(`/reports/${kind}${suffix}`),
      PLAYER_REPORT_PARAMS,
      playerReportValue,
      { messages: PLAYER_REPORT_MESSAGES },
    );
  }
}

// A saved player report's share card (decision 091): by its hash alone; none for a report an
// anonymous visitor may not open (404 in words).
pageFuzz(
  context,
  'GET /reports/card.png',
  () => fc.constant('/reports/card.png'),
  ['hash', 'accountId'],
  playerReportValue,
  { messages: ['There is no share card for this page.'] },
);

pageFuzz(
  context,
  'GET /reports/{anything}',
  () => segment(['compare', 'schedule', 'x']).map((s) => `/reports/${s}`),
  ['hash', 'accountId'],
  reportValue,
);
