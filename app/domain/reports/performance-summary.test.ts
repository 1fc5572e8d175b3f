import { expect, test } from 'vitest';
import { statPerformances } from '../stats/performance';
import { categoryRatings } from '../stats/ratings';
import type { FilterableRound } from '../stats/round-filter';
import type { StrokesGained } from '../stats/round-stats';
import { standardById } from '../stats/standards';
import { countFlags, type FlagCounts } from '../stats/stat-catalogue';
import {
  KEY_STATS,
  performanceSummaryParts,
  type SummarySelection,
  summaryRoundIds,
} from './performance-summary';

function round(id: number, playedOn: string, extra: Partial<FilterableRound> = {}): FilterableRound {
  return {
    id,
    playedOn,
    startedAt: `${playedOn}T09:00:00`,
    holeCount: 18,
    roundTypeId: 1,
    roundNumber: 1,
    isFinalRound: false,
    playedInSimulator: false,
    inProgress: false,
    tournamentId: null,
    score: 72,
    par: 72,
    ...extra,
  };
}

test('the latest rounds of the hole count, newest first, and as many before them; unfinished ones left out', () => {
  const history = [
    round(1, '2026-10-01'),
    round(2, '2026-10-08'),
    round(3, '2026-10-15', { inProgress: true }),
    round(4, '2026-10-22'),
    round(5, '2026-10-29', { holeCount: 9 }),
    round(6, '2026-11-05'),
    round(7, '2026-11-12', { score: null }),
  ];
  expect(summaryRoundIds(history, 18, 5)).toEqual({ latest: [6, 4, 2, 1], before: [] });
  const many = Array.from({ length: 12 }, (_, i) =>
    round(100 + i, `2026-0${Math.floor(i / 4) + 1}-1${i % 4}`),
  );
  const ids = summaryRoundIds(many, 18, 5);
  expect(ids.latest).toEqual([111, 110, 109, 108, 107]);
  expect(ids.before).toEqual([106, 105, 104, 103, 102]);
});

const scratch = standardById('scratch');
if (!scratch) throw new Error('scratch expected');

function counts(entries: Record<string, [number, number]>): FlagCounts {
  const all = countFlags([]);
  for (const [flag, [successes, opportunities]] of Object.entries(entries)) {
    const key = flag as keyof FlagCounts;
    all[key] = { successes, opportunities };
  }
  return all;
}

function sg(approach: number): StrokesGained {
  return { offTheTee: -1, approach, aroundTheGreen: 0.2, putting: 0.1, total: -0.7 + approach };
}

function selection(rounds: number, approach: number, greens: number): SummarySelection {
  return {
    rounds,
    stats: statPerformances(
      counts({
        madeGreenInRegulation: [greens, 180],
        missedGreenInRegulation: [180 - greens, 180],
        fairwayHit: [70, 140],
        fairwayMissed: [70, 140],
        madePar: [110, 180],
        // The holes that recorded putts and shots: what a stat's chances per round are counted over.
        madeOnePuttOrLess: [60, 180],
        hasSandShot: [10, 180],
      }),
      scratch,
    ),
    ratings: categoryRatings(sg(approach), 'scratch'),
    scoringAverage: 74.2,
    averageToPar: 2.2,
    puttsPerRound: 30.45,
  };
}

test('a summary: the figures, each part of the game with its share, rating and trend, and what to practise', () => {
  const parts = performanceSummaryParts({
    count: 10,
    holeCount: 18,
    standard: scratch,
    latest: selection(10, -1.5, 70),
    before: selection(10, -0.4, 90),
  });
  expect(parts.subtitle).toBe('Last 10 rounds · Scratch standard · 18 holes');
  const figure = (label: string) => parts.figures.find((f) => f.label === label)?.value;
  expect(figure('Rounds')).toBe('10');
  expect(figure('Scoring average')).toBe('74.2 (+2.2)');
  expect(figure('Putts a round')).toBe('30.5');
  const [byPart, strengths, key] = parts.tables;
  const approach = byPart?.rows.find((r) => r.cells[0] === 'Approach')?.cells;
  // 70 greens of 180 (39 %) against scratch's 56 %: both approach stats below it.
  expect(approach?.slice(1, 3)).toEqual(['0 of 2', '0%']);
  // 1.1 strokes a round worse than the ten before: a move, not noise.
  expect(approach?.[5]).toBe('worse');
  expect(byPart?.rows.find((r) => r.cells[0] === 'Drive')?.cells[5]).toBe('about the same');
  expect(strengths?.note).toMatch(
    /^Biggest opportunity: Green in Regulation: \d\.\d strokes a round against Scratch\./,
  );
  expect(strengths?.rows[0]?.cells[0]).toMatch(/^(Strength|Weakness): /);
  expect(key?.rows.map((r) => r.cells[0])).toEqual(KEY_STATS);
  // A stat without a chance reads '–', never 0 %.
  expect(key?.rows.find((r) => r.cells[0] === 'Sand Save')?.cells.slice(1, 3)).toEqual(['–', '–']);
});

test('without rounds the summary says so instead of drawing empty tables', () => {
  const parts = performanceSummaryParts({
    count: 5,
    holeCount: 9,
    standard: scratch,
    latest: null,
    before: null,
  });
  expect(parts.figures).toEqual([]);
  expect(parts.tables[0]?.empty).toBe(
    'No completed 9-hole rounds yet: the summary fills in once rounds are logged.',
  );
});

test('rounds logged by score only have no rating: the strokes and the handicap read –, never 0', () => {
  const parts = performanceSummaryParts({
    count: 5,
    holeCount: 18,
    standard: scratch,
    latest: { ...selection(4, 0, 100), ratings: null },
    before: null,
  });
  expect(parts.figures.find((f) => f.label === 'Plays like a handicap of')?.value).toBe('–');
  expect(parts.tables[0]?.rows.every((r) => r.cells[3] === '–' && r.cells[5] === '–')).toBe(true);
  expect(parts.tables[0]?.note).toContain('No earlier rounds to compare with.');
});
