import { expect, test } from 'vitest';
import {
  EMPTY_ROUNDS_LIST,
  parseDateRange,
  parseGridHoleCount,
  parseNameList,
  parsePage,
  parseRoundIdList,
  parseSelections,
  parseStandard,
} from './api-params';

const TODAY = '2026-05-20';
const q = (query: string) => new URLSearchParams(query);

function selections(query: string) {
  const parsed = parseSelections(q(query), TODAY);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

function error(parsed: { ok: true } | { ok: false; error: string }) {
  return parsed.ok ? null : parsed.error;
}

test('no parameters: one selection of every completed round of both hole counts', () => {
  expect(selections('')).toEqual([{ filterName: 'Selection 1', holeCount: 2 }]);
});

test('plain parameters make one selection with each part of the round filter', () => {
  const [filter] = selections(
    'name=Spring&holes=18&roundIds=3,4&tournamentIds=9&from=2026-03-01&to=2026-05-31&timeframe=best-5-rounds&roundTypes=3,match&roundNumbers=0,1&simulator=false&inProgress=true',
  );
  expect(filter).toEqual({
    filterName: 'Spring',
    holeCount: 1,
    golfRoundIds: [3, 4],
    tournamentIds: [9],
    dateRange: { min: '2026-03-01', max: '2026-05-31' },
    timeframe: { period: 'best', count: 5, unit: 'rounds' },
    roundTypes: [3, 11],
    roundNumbers: [0, 1],
    playedInSimulator: false,
    inProgressRounds: true,
  });
});

test('holes 9 and both map to the filter values 0 and 2; 918 means all', () => {
  expect(selections('holes=9')[0]?.holeCount).toBe(0);
  expect(selections('holes=both')[0]?.holeCount).toBe(2);
  expect(selections('holes=918')[0]?.holeCount).toBe(2);
  expect(error(parseSelections(q('holes=27'), TODAY))).toBe('holes: Invalid hole count value');
});

test('a quick filter is resolved against today and named after itself', () => {
  const [season] = selections('quick=Current Season&holes=18');
  expect(season).toMatchObject({
    filterName: 'Current Season',
    holeCount: 1,
    dateRange: { min: '2026-03-01', max: TODAY },
  });
  const [last] = selections('quick=Last 6 Rounds');
  expect(last?.timeframe).toEqual({ period: 'last', count: 6, unit: 'rounds' });
  expect(error(parseSelections(q('quick=Custom'), TODAY))).toMatch(/^quick: expected one of/);
});

test('an explicit date bound narrows a quick filter and keeps its other bound', () => {
  const [filter] = selections('quick=Past 12 Months&from=2026-01-01');
  expect(filter?.dateRange).toEqual({ min: '2026-01-01', max: TODAY });
});

test('prefixed parameters make several selections in index order', () => {
  const filters = selections('s2.quick=2 Seasons&s1.quick=Current Season&s1.holes=18&standard=scratch');
  expect(filters.map((f) => f.filterName)).toEqual(['Current Season', '2 Seasons']);
  expect(filters[0]?.holeCount).toBe(1);
  expect(filters[1]?.dateRange).toEqual({ min: '2025-12-01', max: TODAY });
});

test('duplicate selection names get (2), (3)…', () => {
  const filters = selections('s1.name=Best&s2.name=Best&s3.name=Best');
  expect(filters.map((f) => f.filterName)).toEqual(['Best', 'Best (2)', 'Best (3)']);
});

test('bad values name their parameter', () => {
  expect(error(parseSelections(q('roundIds=1,x'), TODAY))).toBe(
    'roundIds: expected a comma-separated list of ids',
  );
  expect(error(parseSelections(q('from=May'), TODAY))).toBe('from: expected a day as YYYY-MM-DD');
  expect(error(parseSelections(q('timeframe=best-five'), TODAY))).toMatch(/^timeframe: expected e.g./);
  expect(error(parseSelections(q('roundTypes=2'), TODAY))).toMatch(/^roundTypes: expected round types/);
  expect(error(parseSelections(q('simulator=yes'), TODAY))).toBe('simulator: expected true or false');
  expect(error(parseSelections(q('s1.holes=7'), TODAY))).toBe('s1.holes: Invalid hole count value');
  expect(error(parseSelections(q('s1.colour=red'), TODAY))).toMatch(/^s1.colour: unknown parameter/);
  expect(error(parseSelections(q('from=2026-05-02&to=2026-05-01'), TODAY))).toBe(
    'dateRange: The date range ends before it starts',
  );
});

test('more selections than the palette holds are refused', () => {
  const query = Array.from({ length: 8 }, (_, i) => `s${i + 1}.holes=18`).join('&');
  expect(error(parseSelections(q(query), TODAY))).toBe('At most 7 selections in one request');
});

test('an empty round id list selects no rounds in a selection', () => {
  expect(selections('roundIds=')[0]?.golfRoundIds).toEqual([]);
});

test('standard: PGA TOUR by default, an id, or an error listing the ids', () => {
  const fallback = parseStandard(q(''));
  expect(fallback.ok && fallback.value.name).toBe('PGA TOUR');
  const scratch = parseStandard(q('standard=scratch'));
  expect(scratch.ok && scratch.value.id).toBe('scratch');
  expect(error(parseStandard(q('standard=lpga')))).toMatch(/^standard: unknown; use one of pga-tour, /);
});

test('rounds grid: only 9 or 18 holes (18 when absent)', () => {
  expect(parseGridHoleCount(q(''))).toEqual({ ok: true, value: 18 });
  expect(parseGridHoleCount(q('holes=9'))).toEqual({ ok: true, value: 9 });
  for (const value of ['both', '918', '0', '27', '']) {
    expect(error(parseGridHoleCount(q(`holes=${value}`)))).toBe('Invalid hole count value');
  }
});

test('page: a whole number from 1', () => {
  expect(parsePage(q(''))).toEqual({ ok: true, value: 1 });
  expect(parsePage(q('page=3'))).toEqual({ ok: true, value: 3 });
  for (const value of ['0', '-1', '1.5', 'two']) {
    expect(error(parsePage(q(`page=${value}`)))).toBe('page: expected a whole number from 1');
  }
});

test('round id list: empty or missing is "Cannot set empty rounds list"; duplicates are dropped', () => {
  expect(error(parseRoundIdList(q('')))).toBe(EMPTY_ROUNDS_LIST);
  expect(error(parseRoundIdList(q('roundIds=')))).toBe(EMPTY_ROUNDS_LIST);
  expect(parseRoundIdList(q('roundIds=5,6,5'))).toEqual({ ok: true, value: [5, 6] });
  expect(error(parseRoundIdList(q('roundIds=a')))).toMatch(/^roundIds: expected/);
  expect(error(parseRoundIdList(q('roundIds=1,2,3'), 2))).toBe('roundIds: at most 2 rounds');
});

test('chart range: Last 24 Months by default, or from/to', () => {
  expect(parseDateRange(q(''), TODAY, 24)).toEqual({ ok: true, value: { start: '2024-05-20', end: TODAY } });
  expect(parseDateRange(q('from=2025-01-01&to=2025-12-31'), TODAY, 24)).toEqual({
    ok: true,
    value: { start: '2025-01-01', end: '2025-12-31' },
  });
  expect(error(parseDateRange(q('from=2025-13'), TODAY, 24))).toBe('from: expected a day as YYYY-MM-DD');
  expect(error(parseDateRange(q('from=2026-01-02&to=2026-01-01'), TODAY, 24))).toBe(
    'from: the range ends before it starts',
  );
});

test('name lists accept only known names', () => {
  expect(parseNameList(q('active=a,b'), 'active', ['a', 'b', 'c'])).toEqual({ ok: true, value: ['a', 'b'] });
  expect(parseNameList(q(''), 'active', ['a'])).toEqual({ ok: true, value: [] });
  expect(error(parseNameList(q('active=a,z'), 'active', ['a']))).toBe('active: unknown z');
});
