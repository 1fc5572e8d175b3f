import { expect, test } from 'vitest';
import type { DashboardGroup, DashboardOverview, DashboardStat } from '../stats/dashboard-view';
import { assessmentParts, bestStatsTable, pprParts } from './stats-reports';

// Decision 054: the stats kinds pick and format the dashboard's answer; they compute nothing.
function stat(
  name: string,
  successes: number,
  opportunities: number,
  beatStandard: boolean | null,
): DashboardStat {
  return {
    name,
    category: 'Scoring',
    formatted: `${Math.round((successes / opportunities) * 100)}%`,
    successes,
    opportunities,
    standard: 0.5,
    beatStandard,
  };
}

function overview(label: string, rounds: number, stats: Array<DashboardStat>): DashboardOverview {
  return {
    filterName: label,
    label,
    details: `${label} details`,
    colour: '#000000',
    isHidden: false,
    loadingState: 'loaded',
    error: null,
    rounds,
    byCategory: [{ category: 'Score', performance: 0.5, formatted: '50%' }],
    skillPerformance: { value: 0.4, formatted: '40%' },
    stats,
    strokesGained: null,
    strengthsAndWeaknesses: {
      Top: { strengths: ['Birdie'], weaknesses: ['Bogey'] },
      Drive: { strengths: [], weaknesses: [] },
      Approach: { strengths: [], weaknesses: [] },
      Save: { strengths: [], weaknesses: [] },
      Putt: { strengths: [], weaknesses: [] },
    },
  };
}

const group: DashboardGroup = {
  name: 'Best 3 Rounds',
  type: 'Player Performance',
  holeCount: 18,
  standard: { id: 'pga-tour', name: 'PGA TOUR' },
  status: 'hasData',
  enabled: true,
  overviews: [
    overview('Best Round', 1, [stat('Birdie', 6, 18, true), stat('Bogey', 2, 18, false)]),
    overview('2nd Best Round', 1, [stat('Birdie', 3, 18, true), stat('Bogey', 1, 18, true)]),
    { ...overview('Failed', 0, []), error: 'could not load' },
  ],
};

test('ppr: each answered selection in the performance table, then its strengths and weaknesses', () => {
  const parts = pprParts(group);
  expect(parts.subtitle).toBe('Best 3 Rounds · PGA TOUR standard · 18 holes');
  expect(parts.tables[0]?.rows.map((r) => r.cells.slice(0, 3))).toEqual([
    ['Best Round', '1', '40%'],
    ['2nd Best Round', '1', '40%'],
  ]);
  expect(parts.tables[1]?.rows).toEqual([
    { cells: ['Strength: Birdie', '33%', '6/18', '50%'], marks: [null, 'better', null, null] },
    { cells: ['Weakness: Bogey', '11%', '2/18', '50%'], marks: [null, 'worse', null, null] },
  ]);
});

test('without enough data a kind says so instead of drawing empty tables', () => {
  expect(pprParts(null).tables).toEqual([expect.objectContaining({ rows: [], heading: 'No data yet' })]);
  expect(assessmentParts(null, 'Scorecard').figures).toEqual([]);
});

test("best stat values: each stat's best share over the rounds, lower is better where the catalogue says so", () => {
  const rows = bestStatsTable(group).rows;
  expect(rows.find((r) => r.cells[0] === 'Birdie')?.cells).toEqual([
    'Birdie',
    '33%',
    '6/18',
    '50%',
    'Best Round',
  ]);
  expect(rows.find((r) => r.cells[0] === 'Bogey')?.cells).toEqual([
    'Bogey',
    '6%',
    '1/18',
    '50%',
    '2nd Best Round',
  ]);
});
