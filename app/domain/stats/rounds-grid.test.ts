import { expect, test } from 'vitest';
import {
  isRoundsGridPage,
  ROUNDS_GRID_COLUMNS,
  type RoundsGridRow,
  roundsGridError,
  roundsGridHoleError,
  roundsGridUrl,
  tournamentHref,
} from './rounds-grid';

const row: RoundsGridRow = {
  roundId: 5,
  startDate: '2026-03-10',
  tournament: 'Spring Open',
  tournamentURL: 'https://example.com/open',
  course: 'Pine Links',
  yards: 6810,
  score: 70,
  scoreToPar: -2,
  birdieOrBetter: 4,
  onePutts: 6,
  fir: 0.7142,
  gir: 0.5,
  upDown: null,
  approachProxAfter: 31.46,
  girPuttProxStart: 22,
  scrambleFirstPuttProxStart: null,
  putts: 29,
  madeFeetPutt: 61.2,
  totalFeetPutt: 180,
  madeFeetPuttPercentage: 0.34,
  players: 'Jordan Reyes',
};

test('spec 2 §5: only exactly 9 or 18 holes query; anything else is Invalid hole count value', () => {
  expect(roundsGridHoleError(9)).toBeNull();
  expect(roundsGridHoleError(18)).toBeNull();
  for (const holes of [0, 27, 918, Number.NaN])
    expect(roundsGridHoleError(holes)).toBe('Invalid hole count value');
});

test('a page request names the hole count, the page and the selected round ids', () => {
  expect(roundsGridUrl('jordan-reyes', [3, 1, 2], 18, 2)).toBe(
    '/api/v1/players/jordan-reyes/rounds?holes=18&page=2&roundIds=3%2C1%2C2',
  );
  expect(roundsGridUrl('a/b', [], 9, 1)).toBe('/api/v1/players/a%2Fb/rounds?holes=9&page=1&roundIds=');
});

test('spec 2 §5: tournament links get a scheme; only web links survive', () => {
  expect(tournamentHref('www.example.com/t')).toBe('https://www.example.com/t');
  expect(tournamentHref('//example.com')).toBe('https://example.com');
  expect(tournamentHref('http://example.com')).toBe('http://example.com');
  expect(tournamentHref('javascript:alert(1)')).toBeNull();
  expect(tournamentHref('  ')).toBeNull();
  expect(tournamentHref(null)).toBeNull();
});

test('spec 2 §3: the columns of a grid row, in order, with shares as percentages and feet to 1 decimal', () => {
  expect(ROUNDS_GRID_COLUMNS.map((c) => c.key)).toEqual([
    'startDate',
    'tournament',
    'course',
    'yards',
    'score',
    'scoreToPar',
    'birdieOrBetter',
    'onePutts',
    'fir',
    'gir',
    'upDown',
    'approachProxAfter',
    'girPuttProxStart',
    'scrambleFirstPuttProxStart',
    'putts',
    'madeFeetPutt',
    'totalFeetPutt',
    'madeFeetPuttPercentage',
    'players',
  ]);
  const cells = Object.fromEntries(ROUNDS_GRID_COLUMNS.map((c) => [c.key, c.text(row)]));
  expect(cells).toMatchObject({
    startDate: '03/10/26',
    scoreToPar: '−2',
    fir: '71%',
    upDown: '–',
    approachProxAfter: '31.5',
    scrambleFirstPuttProxStart: '–',
    madeFeetPuttPercentage: '34%',
  });
});

test('an answer is a grid page only with its numbers and well-formed rows', () => {
  expect(isRoundsGridPage({ page: 1, pages: 1, total: 1, rows: [row] })).toBe(true);
  expect(isRoundsGridPage({ page: 1, pages: 1, total: 1, rows: [{ ...row, fir: '71%' }] })).toBe(false);
  expect(isRoundsGridPage({ error: 'x' })).toBe(false);
  expect(isRoundsGridPage(null)).toBe(false);
});

test("an error answer shows the API's message", () => {
  expect(
    roundsGridError(400, { error: 'InvalidParameterException', message: 'Invalid hole count value' }),
  ).toBe('Invalid hole count value');
  expect(roundsGridError(502, 'Bad gateway')).toBe('The rounds could not be loaded (status 502).');
});
