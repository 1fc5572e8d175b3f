import { expect, test } from 'vitest';
import {
  COMPARE_TABS,
  cachedStateOf,
  cardTitle,
  columnStats,
  configFromCachedState,
  DEFAULT_COMPARE_TAB,
  DEFAULT_METRICS,
  defaultCompareConfig,
  endComparison,
  isSamePlayer,
  METRIC_COLUMNS,
  metricsSelectionsSchema,
} from './compare-config';

test('spec 2 §2: seven tabs in order, shot-to-green active by default', () => {
  expect(COMPARE_TABS).toEqual([
    'stat-probability',
    'scoring',
    'drive',
    'shot-to-green',
    'putts',
    'playing-style',
    'rounds',
  ]);
  expect(COMPARE_TABS.indexOf(DEFAULT_COMPARE_TAB)).toBe(3);
});

test("spec 2 §2: card titles are plain for one player, else prefixed with the player's name and 's", () => {
  expect(cardTitle('putts', 'Jordan Reyes', true)).toBe('Putts Summary');
  expect(cardTitle('putts', 'Jordan Reyes', false)).toBe("Jordan Reyes's Putts Summary");
  expect(cardTitle('stat-probability', 'Ana Ruiz', false)).toBe("Ana Ruiz's Stat Probability");
});

test('the default comparison: the player against themselves, last ten against best ten, 18 holes', () => {
  const config = defaultCompareConfig(7);
  expect(isSamePlayer(config)).toBe(true);
  expect(config.holes).toBe(18);
  expect(config.left.selections.advancedFilter).toMatchObject({ label: 'Trend', trendType: 'Last Rounds' });
  expect(config.right.selections.advancedFilter).toMatchObject({ label: 'Trend', trendType: 'Best Rounds' });
  expect(config.metrics).toEqual(DEFAULT_METRICS);
});

test('spec 2 §2 End Comparison resets only the secondary player', () => {
  const config = { ...defaultCompareConfig(7), right: { ...defaultCompareConfig(9).right } };
  expect(isSamePlayer(config)).toBe(false);
  const ended = endComparison(config, 7);
  expect(ended.right.accountId).toBe(7);
  expect(ended.right.selections).toEqual(config.right.selections);
  expect(isSamePlayer(ended)).toBe(true);
});

test('spec 2 §3/§4: a comparison survives its cached state; malformed state is refused', () => {
  const config = {
    ...defaultCompareConfig(7),
    holes: 9 as const,
    right: { ...defaultCompareConfig(12).right },
  };
  const state = cachedStateOf(config);
  expect(JSON.parse(state.leftFilter)).toEqual({ accountId: 7, holeCount: 0 });
  expect(configFromCachedState(state)).toEqual(config);
  expect(configFromCachedState({ ...state, rightFilter: '{' })).toBeNull();
  expect(configFromCachedState({ ...state, leftFilter: '{"accountId":-1,"holeCount":1}' })).toBeNull();
  expect(configFromCachedState({ ...state, metricsSelections: '{"Drive":["madeBirdie"]}' })).toBeNull();
});

test('every default metric belongs to its column; unknown stats are refused', () => {
  for (const column of METRIC_COLUMNS) {
    for (const flag of DEFAULT_METRICS[column]) expect(columnStats(column)).toContain(flag);
  }
  expect(metricsSelectionsSchema.safeParse({ Putt: ['noSuchStat'] }).success).toBe(false);
  expect(metricsSelectionsSchema.parse({ Putt: [] }).Putt).toEqual([]);
  expect(metricsSelectionsSchema.parse(undefined)).toEqual(DEFAULT_METRICS);
});
