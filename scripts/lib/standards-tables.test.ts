import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { standardStrokesGained } from '../../app/domain/stats/ratings';
import { CHECKS, coverageTable, levelsTable, modelFigure, validationTable } from './standards-tables';

// decision 068: the model is trusted where no figure is published because it reproduces the figures
// its knobs were calibrated on (db/seed/skill.ts), at the same level, within these tolerances:
// shares within 6 points (skill.ts aims scratch fairways at 55 %, the competitive juniors' figure,
// 4 points above Arccos), birdies, doubles and one-putts within 0.7 a round, bogeys within 1.5.
test.each(CHECKS.filter((c) => c.calibrated))(
  'the model agrees with the published $label of $standard',
  (check) => {
    expect(Math.abs(modelFigure(check) - check.published)).toBeLessThanOrEqual(check.tolerance);
  },
);

// Not calibrated on: the tour's figures at the level the model places the tour at (strokes gained 0).
// Fairways, greens, scrambling and birdies land within the same tolerances; one-putts, sand saves and
// eagles do not (docs/standards.md), which is why the published tour figures win and eagles and sand
// saves are scaled to them.
test('at the tour level the model meets the tour’s fairways, greens, scrambling and birdies', () => {
  const tour = CHECKS.filter((c) => c.standard === 'pga-tour');
  const within = tour.filter((c) => Math.abs(modelFigure(c) - c.published) <= c.tolerance);
  expect(within.map((c) => c.label)).toEqual([
    'Fairway Hit',
    'Green in Regulation',
    'Up and Down (scrambling)',
    'Birdies a round',
  ]);
});

test('the report tables name every standard and every check', () => {
  const coverage = coverageTable();
  expect(coverage.split('\n')).toHaveLength(2 + 8);
  expect(coverage).toMatch(/\| PGA TOUR +\| 3 → 8 /);
  expect(validationTable().split('\n')).toHaveLength(2 + CHECKS.length);
});

test('docs/standards.md carries the tables as the report prints them', () => {
  const doc = readFileSync(new URL('../../docs/standards.md', import.meta.url), 'utf8');
  expect(doc).toContain(coverageTable());
  expect(doc).toContain(levelsTable());
  expect(doc).toContain(validationTable());
});

// Peter Sanders (ShotByShot.com, GolfWRX, July 2016): the tour scores 2.25 strokes better than scratch
// golfers playing to their handicap on their own courses (5.45 on the same course, the tour's being
// 3.2 strokes harder). Strokes gained against the tour baseline measure shots on the golfer's own
// courses, so the model's scratch level should lose about 2.25 strokes a round to it (it loses 2.8:
// within three quarters of a stroke, the calibration tolerance of the bogeys above).
test('the model’s scratch level loses about what published scoring says to the tour baseline', () => {
  const scratch = standardStrokesGained('scratch').Score;
  expect(Math.abs(scratch - -2.25)).toBeLessThanOrEqual(0.75);
});
