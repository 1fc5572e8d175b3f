import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { OFF_GREEN_BASELINE, PUTTING_BASELINE } from './data/strokes-gained-baseline';
import { expectedStrokes, holeStrokesGained, type SgShot, sgCategory } from './strokes-gained';

const ft = (feet: number) => feet / 3;

function shot(
  shotNumber: number,
  startLie: SgShot['startLie'],
  startDistanceYards: number,
  endLie: SgShot['endLie'],
  penaltyStrokes = 0,
): SgShot {
  return { shotNumber, startLie, startDistanceYards, endLie, penaltyStrokes };
}

test('the baseline module holds the numbers of the CSV copied from the paper', () => {
  const csv = readFileSync(new URL('./data/strokes-gained-baseline.csv', import.meta.url), 'utf8');
  const rows = csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',').map((cell) => (cell === '' ? null : Number(cell))));
  expect(OFF_GREEN_BASELINE.map((row) => [...row])).toEqual(rows);
  expect(PUTTING_BASELINE).toHaveLength(16);
});

test('reads the table at its rows and interpolates linearly between them', () => {
  expect(expectedStrokes('tee', 400)).toBeCloseTo(3.99, 10);
  expect(expectedStrokes('fairway', 120)).toBeCloseTo(2.85, 10);
  expect(expectedStrokes('green', ft(20))).toBeCloseTo(1.87, 10);
  expect(expectedStrokes('green', ft(3))).toBeCloseTo(1.05, 10);
  // Halfway between 160 (3.23) and 180 (3.31) in the rough.
  expect(expectedStrokes('rough', 170)).toBeCloseTo(3.27, 10);
  // 33 ft: 1.98 + 0.3 × (2.06 − 1.98).
  expect(expectedStrokes('green', ft(33))).toBeCloseTo(2.004, 10);
});

test('fills the gaps of the table: short tee shots, the fringe, the hole edge, beyond the last row', () => {
  expect(expectedStrokes('tee', 90)).toBeCloseTo(2.77, 10);
  expect(expectedStrokes('fringe', 20)).toBeCloseTo(2.4, 10);
  expect(expectedStrokes('rough', 4)).toBeCloseTo(2.34, 10);
  expect(expectedStrokes('green', ft(1))).toBeCloseTo(1.005, 10);
  expect(expectedStrokes('green', ft(120))).toBeCloseTo(2.51, 10);
  expect(expectedStrokes('fairway', 620)).toBeCloseTo(4.96, 10);
});

test('reproduces the worked example of the baseline README shot by shot', () => {
  const sg = holeStrokesGained(
    [
      shot(1, 'tee', 400, 'fairway'),
      shot(2, 'fairway', 120, 'green'),
      shot(3, 'green', ft(20), 'green'),
      shot(4, 'green', ft(3), 'holed'),
    ],
    4,
  );
  expect(sg?.shots.map((v) => Number(v.toFixed(2)))).toEqual([0.14, -0.02, -0.18, 0.05]);
  expect(sg?.total).toBeCloseTo(3.99 - 4, 10);
  expect(sg?.byCategory.offTheTee).toBeCloseTo(0.14, 10);
  expect(sg?.byCategory.approach).toBeCloseTo(-0.02, 10);
  expect(sg?.byCategory.aroundTheGreen).toBe(0);
  expect(sg?.byCategory.putting).toBeCloseTo(-0.13, 10);
});

test('on every hole the shots add up to the baseline at the start minus the strokes taken', () => {
  const holes: Array<{ par: number; shots: Array<SgShot> }> = [
    {
      par: 4,
      shots: [
        shot(1, 'tee', 410, 'water', 1),
        shot(2, 'rough', 190, 'sand'),
        shot(3, 'sand', 25, 'green'),
        shot(4, 'green', ft(14), 'green'),
        shot(5, 'green', ft(2), 'holed'),
      ],
    },
    { par: 3, shots: [shot(1, 'tee', 165, 'fringe'), shot(2, 'fringe', 12, 'holed')] },
    {
      par: 5,
      shots: [
        shot(1, 'tee', 540, 'recovery'),
        shot(2, 'recovery', 300, 'fairway'),
        shot(3, 'fairway', 210, 'rough'),
        shot(4, 'rough', 45, 'green'),
        shot(5, 'green', ft(70), 'green'),
        shot(6, 'green', ft(9), 'green'),
        shot(7, 'green', ft(1), 'holed'),
      ],
    },
  ];
  for (const { par, shots } of holes) {
    const sg = holeStrokesGained(shots, par);
    const first = shots[0];
    if (!sg || !first) throw new Error('expected strokes gained');
    const strokes = shots.reduce((sum, s) => sum + 1 + s.penaltyStrokes, 0);
    expect(sg.total).toBeCloseTo(expectedStrokes(first.startLie, first.startDistanceYards) - strokes, 10);
    const categories = Object.values(sg.byCategory).reduce((sum, v) => sum + v, 0);
    expect(categories).toBeCloseTo(sg.total, 10);
  }
});

test('a penalty shot is charged its penalty and measured to where the next shot is played from', () => {
  const sg = holeStrokesGained(
    [
      shot(1, 'tee', 400, 'water', 1),
      shot(2, 'rough', 170, 'green'),
      shot(3, 'green', ft(30), 'green'),
      shot(4, 'green', ft(2), 'holed'),
    ],
    4,
  );
  expect(sg?.shots[0]).toBeCloseTo(3.99 - 3.27 - 2, 10);
  expect(sg?.total).toBeCloseTo(3.99 - 5, 10);
});

test('gives nothing for a hole that is not holed out or holed twice', () => {
  expect(holeStrokesGained([], 4)).toBeNull();
  expect(holeStrokesGained([shot(1, 'tee', 400, 'fairway')], 4)).toBeNull();
  expect(holeStrokesGained([shot(1, 'green', 2, 'holed'), shot(2, 'green', 1, 'holed')], 4)).toBeNull();
});

test('splits shots into Broadie categories', () => {
  expect(sgCategory({ shotNumber: 1, startLie: 'tee', startDistanceYards: 400 }, 4)).toBe('offTheTee');
  expect(sgCategory({ shotNumber: 1, startLie: 'tee', startDistanceYards: 160 }, 3)).toBe('approach');
  expect(sgCategory({ shotNumber: 2, startLie: 'rough', startDistanceYards: 31 }, 4)).toBe('approach');
  expect(sgCategory({ shotNumber: 3, startLie: 'sand', startDistanceYards: 30 }, 4)).toBe('aroundTheGreen');
  expect(sgCategory({ shotNumber: 3, startLie: 'green', startDistanceYards: 10 }, 4)).toBe('putting');
});
