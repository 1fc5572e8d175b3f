import { expect, test } from 'vitest';
import { roundCells, scorecardLayout } from './my-rounds-scorecard';
import type { CardHole } from './my-rounds-view';

function holes(from: number, to: number, extra: Partial<CardHole> = {}): Array<CardHole> {
  return Array.from({ length: to - from + 1 }, (_, i) => ({
    holeNumber: i + 1,
    courseHoleNumber: from + i,
    par: 4,
    score: 5,
    excluded: false,
    shown: true,
    ...extra,
  }));
}

test('both nines make hole columns with Out, In and Total; one nine only Total', () => {
  const both = scorecardLayout([holes(1, 9), holes(10, 18)]).map((c) => c.label);
  expect(both).toEqual([
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
    'Out',
    '10',
    '11',
    '12',
    '13',
    '14',
    '15',
    '16',
    '17',
    '18',
    'In',
    'Total',
  ]);
  expect(scorecardLayout([holes(10, 12)]).map((c) => c.label)).toEqual(['10', '11', '12', 'Total']);
  expect(scorecardLayout([])).toEqual([]);
});

test("a round's cells: scores with their shape, totals of its counted holes, empty columns it did not play", () => {
  const front = holes(1, 9);
  const layout = scorecardLayout([front, holes(10, 18)]);
  const cells = roundCells(front, layout);
  expect(cells[0]).toMatchObject({ kind: 'hole', holeNumber: 1, score: 5, scoreVsPar: 1, shape: 'over' });
  expect(cells.find((c) => c.key === 'Out')).toEqual({ kind: 'total', key: 'Out', score: 45 });
  expect(cells.find((c) => c.key === '10')).toEqual({ kind: 'none', key: '10' });
  expect(cells.find((c) => c.key === 'In')).toEqual({ kind: 'none', key: 'In' });
  expect(cells.find((c) => c.key === 'Total')).toEqual({ kind: 'total', key: 'Total', score: 45 });
});

test('an excluded hole shows no score and counts in no total (spec 3 §2.1)', () => {
  const round = holes(1, 3);
  round[1] = { ...(round[1] as CardHole), excluded: true, score: 9 };
  const cells = roundCells(round, scorecardLayout([round]));
  expect(cells[1]).toMatchObject({ kind: 'hole', score: null, shape: null, excluded: true });
  expect(cells.at(-1)).toEqual({ kind: 'total', key: 'Total', score: 10 });
});
