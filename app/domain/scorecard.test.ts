import { expect, test } from 'vitest';
import { type ScorecardHole, scorecardColumns } from './scorecard';

function holes(numbers: Array<number>, overrides: Partial<ScorecardHole> = {}): Array<ScorecardHole> {
  return numbers.map((n, i) => ({
    holeNumber: i + 1,
    courseHoleNumber: n,
    par: 4,
    yards: 400,
    score: 4,
    putts: 2,
    excluded: false,
    ...overrides,
  }));
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

test('spec 3 §2.1: 18 holes read 1–9, Out, 10–18, In, Total', () => {
  const labels = scorecardColumns(holes(range(1, 18))).map((c) => c.label);
  expect(labels).toEqual([...range(1, 9).map(String), 'Out', ...range(10, 18).map(String), 'In', 'Total']);
});

test('totals add par, yards, score and putts per nine and overall', () => {
  const columns = scorecardColumns(holes(range(1, 18)));
  expect(columns.find((c) => c.label === 'Out')).toMatchObject({
    par: 36,
    yards: 3600,
    score: 36,
    putts: 18,
  });
  expect(columns.find((c) => c.label === 'Total')).toMatchObject({
    par: 72,
    yards: 7200,
    score: 72,
    putts: 36,
  });
});

test('a round started on the back nine still reads front nine first', () => {
  const labels = scorecardColumns(holes([...range(10, 18), ...range(1, 9)])).map((c) => c.label);
  expect(labels.slice(0, 3)).toEqual(['1', '2', '3']);
  expect(labels.at(-1)).toBe('Total');
});

test('a nine-hole round shows its holes and Total only', () => {
  expect(scorecardColumns(holes(range(10, 18))).map((c) => c.label)).toEqual([
    ...range(10, 18).map(String),
    'Total',
  ]);
  expect(scorecardColumns(holes(range(1, 9))).map((c) => c.label)).toEqual([
    ...range(1, 9).map(String),
    'Total',
  ]);
});

test('spec 3 §2.1: an excluded hole shows no score and counts in no total', () => {
  const card = holes(range(1, 9));
  card[0] = { ...card[0], excluded: true, score: 9, putts: 4 } as ScorecardHole;
  const columns = scorecardColumns(card);
  expect(columns[0]).toMatchObject({ score: null, putts: null, shape: null });
  expect(columns.at(-1)).toMatchObject({ par: 36, score: 32, putts: 16 });
});

test('spec 3 §2.1: under par a circle, over par a square, par plain', () => {
  const card = [
    ...holes([1], { score: 3 }),
    ...holes([2], { score: 4 }),
    ...holes([3], { score: 6 }),
    ...holes([4], { score: null }),
  ];
  expect(scorecardColumns(card).map((c) => (c.kind === 'hole' ? c.shape : 'total'))).toEqual([
    'under',
    'even',
    'over',
    null,
    'total',
  ]);
});

test('holes not played yet leave the total at what was scored; no holes → no columns', () => {
  const card = holes(range(1, 9));
  card[8] = { ...card[8], score: null, putts: null } as ScorecardHole;
  expect(scorecardColumns(card).at(-1)).toMatchObject({ score: 32 });
  expect(scorecardColumns([])).toEqual([]);
});
