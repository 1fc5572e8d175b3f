import { expect, test } from 'vitest';
import type { DashboardGroup, DashboardOverview, DashboardStat } from '../stats/dashboard-view';
import { NOT_RECORDED } from '../stats/stat-catalogue';
import {
  assessmentParts,
  bestStatsFigures,
  bestStatsTables,
  pprParts,
  seasonStatsParts,
} from './stats-reports';

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
    rankedStrengthsAndWeaknesses: {
      Top: {
        strengths: [{ name: 'Birdie', strokesPerRound: 1.24, formatted: '1.2' }],
        weaknesses: [{ name: 'Bogey', strokesPerRound: -0.35, formatted: '0.4' }],
      },
      Drive: { strengths: [], weaknesses: [] },
      Approach: { strengths: [], weaknesses: [] },
      Save: { strengths: [], weaknesses: [] },
      Putt: { strengths: [], weaknesses: [] },
    },
    biggestOpportunity: {
      name: 'Green in Regulation',
      strokesPerRound: 0.8,
      text: 'Green in Regulation: 0.8 strokes a round against PGA TOUR',
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
  // Ranked by strokes a round against the standard (decision 068), with what to practise first.
  expect(parts.tables[1]?.rows).toEqual([
    {
      cells: ['Strength: Birdie', '33%', '6/18 holes', '50%', '+1.2'],
      marks: [null, 'better', null, null, null],
    },
    {
      cells: ['Weakness: Bogey', '11%', '2/18 holes', '50%', '−0.4'],
      marks: [null, 'worse', null, null, null],
    },
  ]);
  expect(parts.tables[1]?.columns.map((c) => c.title).at(-1)).toBe('Strokes a round');
  expect(parts.tables[1]?.note).toBe(
    'Best Round details Biggest opportunity: Green in Regulation: 0.8 strokes a round against PGA TOUR.',
  );
});

test('without enough data a kind says so instead of drawing empty tables', () => {
  expect(pprParts(null).tables).toEqual([expect.objectContaining({ rows: [], heading: 'No data yet' })]);
  expect(assessmentParts(null, 'Scorecard').figures).toEqual([]);
});

test("best stat values: each stat's best share over the rounds, lower is better where the catalogue says so", () => {
  const rows = bestStatsTables(group)[0]?.rows ?? [];
  expect(rows.find((r) => r.cells[0] === 'Birdie')?.cells).toEqual([
    'Birdie',
    '33%',
    '6/18 holes',
    '50%',
    'Best Round',
  ]);
  expect(rows.find((r) => r.cells[0] === 'Bogey')?.cells).toEqual([
    'Bogey',
    '6%',
    '1/18 holes',
    '50%',
    '2nd Best Round',
  ]);
});

// Rounds recorded shot by shot without positions: the fairway is known, the side of a miss is not.
const blind = overview('Last 3 Rounds', 3, [
  stat('Fairway Hit', 20, 28, true),
  { ...stat('Fairway Miss Left', 0, 0, null), formatted: '–' },
  { ...stat('Green Missed Short', 0, 0, null), formatted: '–' },
  stat('Sand Shots', 5, 54, null),
  { ...stat('Sand Save', 0, 0, null), formatted: '–' },
  stat('One Putt or Less', 20, 54, true),
]);
const blindGroup: DashboardGroup = { ...group, name: 'Recent', overviews: [blind] };

test('a stat without a chance reads – with why, never 0 %, in every report that shows it (issue 29)', () => {
  const season = seasonStatsParts(blindGroup);
  const rowOf = (name: string) =>
    season.tables.flatMap((t) => t.rows).find((r) => r.cells[0] === name)?.cells;
  expect(rowOf('Fairway Miss Left')).toEqual(['Fairway Miss Left', '–', '–', '50%']);
  expect(rowOf('Fairway Hit')).toEqual(['Fairway Hit', '71%', '20/28 fairways', '50%']);
  // The tables showing a '–' point to the last one, which says why for each.
  expect(season.tables.find((t) => t.heading === 'Last 3 Rounds: Off the Tee')?.note).toBe(
    '–: no value, see Stats without a value.',
  );
  expect(season.tables.find((t) => t.heading === 'Last 3 Rounds: Scoring')?.note).toBeNull();
  const why = season.tables.at(-1);
  expect(why?.heading).toBe('Stats without a value');
  expect(why?.rows.map((r) => r.cells)).toEqual(
    expect.arrayContaining([
      ['Fairway Miss Left', 'Last 3 Rounds', NOT_RECORDED.positions],
      // Recorded, but no bunker shot in these rounds.
      ['Sand Save', 'Last 3 Rounds', 'No bunker holes in these rounds.'],
    ]),
  );

  const best = bestStatsTables(blindGroup);
  expect(best[0]?.rows.find((r) => r.cells[0] === 'Green Missed Short')?.cells).toEqual([
    'Green Missed Short',
    '–',
    '–',
    '50%',
    '–',
  ]);
  expect(best[1]?.rows.find((r) => r.cells[0] === 'Green Missed Short')?.cells).toEqual([
    'Green Missed Short',
    'Recent',
    NOT_RECORDED.positions,
  ]);

  const grid = assessmentParts(blindGroup, 'Drive');
  // Drive: avoided (Fairway Miss, Miss Left, Miss Right), the selection's row after the standard's.
  const drive = grid.tables[1];
  expect(drive?.rows[1]?.cells.slice(3)).toEqual(['–', '–', '–']);
  expect(drive?.note).toContain('see Stats without a value');
  expect(grid.tables.at(-1)).toMatchObject({
    heading: 'Stats without a value',
    rows: expect.arrayContaining([
      { cells: ['Fairway Miss Left', 'Last 3 Rounds', NOT_RECORDED.positions], marks: [] },
    ]),
  });
});

test('best stats: events of tournament rounds not linked to an event are –, never 0 (issue 29)', () => {
  const results = { events: 0, wins: 0, topTens: 0, scoringAverage: '72.5' };
  expect(bestStatsFigures(results, 4)).toEqual([
    {
      label: 'Events',
      value: '–',
      note: '4 tournament rounds played, but these tournament rounds are not linked to an event.',
    },
    {
      label: 'Wins',
      value: '–',
      note: '4 tournament rounds played, but these tournament rounds are not linked to an event.',
    },
    {
      label: 'Top 10',
      value: '–',
      note: '4 tournament rounds played, but these tournament rounds are not linked to an event.',
    },
    { label: 'Scoring average', value: '72.5' },
  ]);
  // No tournament rounds at all: none is the true count.
  expect(bestStatsFigures(results, 0).map((f) => f.value)).toEqual(['0', '0', '0', '72.5']);
  // Linked events beside unlinked rounds: counted, and the rest noted.
  expect(bestStatsFigures({ ...results, events: 3, wins: 1 }, 1)[0]).toEqual({
    label: 'Events',
    value: '3',
    note: '1 tournament round more, not counted: these tournament rounds are not linked to an event.',
  });
});

test('season stats: "better than standard" counts the stats Skill Performance counts, so the two agree', () => {
  // 2 of 3 compared stats beat the standard (67 %); Sand Shots has no standard and is not counted.
  const season = {
    ...overview('Fall 2026', 9, [
      stat('Birdie', 6, 54, true),
      stat('Bogey', 9, 54, true),
      stat('Par', 20, 54, false),
      stat('Sand Shots', 5, 54, null),
    ]),
    skillPerformance: { value: 2 / 3, formatted: '67%' },
  };
  const parts = seasonStatsParts({ ...group, name: 'Current Season', overviews: [season] });
  const figure = (label: string) => parts.figures.find((f) => f.label === label)?.value;
  expect(figure('Skill Performance')).toBe('67%');
  expect(figure('Better than standard')).toBe('2 of 3 stats');
});
