import { describe, expect, it, test } from 'vitest';
import { groupColumnFigures, type ScorecardHole, scorecardColumns } from './scorecard';

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

describe('groupColumnFigures (spec 3 scorecard group aggregates: per-column par and scoreVsPar)', () => {
  const hole = (n: number, par: number, score: number | null, excluded = false): ScorecardHole => ({
    holeNumber: n,
    courseHoleNumber: n,
    par,
    yards: null,
    score,
    putts: null,
    excluded,
  });
  const pars = [4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
  const round = (scores: Array<number | null>, excluded: Array<number> = []) =>
    scores.map((s, i) => hole(i + 1, pars[i] ?? 4, s, excluded.includes(i + 1)));

  it('averages score versus par per hole and per Out, In and Total over the group', () => {
    const even = round(pars);
    const plusOneOnFirst = round(pars.map((p, i) => (i === 0 ? p + 1 : p)));
    const figures = groupColumnFigures([even, plusOneOnFirst]);
    expect(figures.map((f) => f.label)).toEqual([
      ...['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Out'],
      ...['10', '11', '12', '13', '14', '15', '16', '17', '18', 'In', 'Total'],
    ]);
    const byLabel = new Map(figures.map((f) => [f.label, f]));
    expect(byLabel.get('1')).toMatchObject({ par: 4, scoreVsPar: 0.5, text: '+0.5' });
    expect(byLabel.get('2')).toMatchObject({ par: 4, scoreVsPar: 0, text: 'E' });
    expect(byLabel.get('Out')).toMatchObject({ par: 36, scoreVsPar: 0.5 });
    expect(byLabel.get('In')).toMatchObject({ par: 36, scoreVsPar: 0, text: 'E' });
    expect(byLabel.get('Total')).toMatchObject({ par: 72, scoreVsPar: 0.5 });
  });

  it('leaves excluded holes and holes without a score out, and shows – with nothing to count', () => {
    const figures = groupColumnFigures([
      round(
        pars.map((p) => p - 1),
        [1],
      ),
      round(pars.map(() => null)),
    ]);
    const byLabel = new Map(figures.map((f) => [f.label, f]));
    expect(byLabel.get('1')).toMatchObject({ scoreVsPar: null, text: '–' });
    expect(byLabel.get('2')).toMatchObject({ scoreVsPar: -1, text: '−1.0' });
    // Out of the first round: holes 2–9 counted, 8 under; the second round scored nothing.
    expect(byLabel.get('Out')?.scoreVsPar).toBe(-8);
  });

  it('has no par where the group’s rounds disagree (courses differ), and no Out/In for one nine', () => {
    const nine = (par: number) => Array.from({ length: 9 }, (_, i) => hole(i + 1, i === 0 ? par : 4, 4));
    const figures = groupColumnFigures([nine(4), nine(5)]);
    expect(figures.map((f) => f.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Total']);
    expect(figures[0]).toMatchObject({ par: null, scoreVsPar: -0.5 });
    expect(figures.at(-1)).toMatchObject({ label: 'Total', par: null });
  });

  it('counts an unfinished round in its holes but in no Out, In or Total, nor their par (issue 29)', () => {
    const even = round(pars);
    // Two holes of the back nine, one under: its In and Total are no round's.
    const open = [hole(10, 4, 3), hole(11, 4, 4)];
    const figures = groupColumnFigures([even, open], [false, true]);
    const byLabel = new Map(figures.map((f) => [f.label, f]));
    expect(byLabel.get('10')).toMatchObject({ par: 4, scoreVsPar: -0.5 });
    expect(byLabel.get('In')).toMatchObject({ par: 36, scoreVsPar: 0, text: 'E' });
    expect(byLabel.get('Total')).toMatchObject({ par: 72, scoreVsPar: 0, text: 'E' });
  });
});
