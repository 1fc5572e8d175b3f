import { expect, test } from 'vitest';
import {
  addFlagCounts,
  categoryPerformances,
  formatShare,
  roundSetCategories,
  skillPerformance,
  statPerformances,
  strengthCategory,
  strengthsAndWeaknesses,
} from './performance';
import { STANDARDS, type Standard, standardById } from './standards';
import { countFlags, type FlagCounts } from './stat-catalogue';

function counts(values: Partial<Record<keyof FlagCounts, [number, number]>>): FlagCounts {
  const base = countFlags([]);
  for (const [flag, [successes, opportunities]] of Object.entries(values))
    base[flag as keyof FlagCounts] = { successes, opportunities };
  return base;
}

const standard: Standard = {
  id: 'scratch',
  name: 'Test',
  values: {
    fairwayHit: 0.5,
    madeGreenInRegulation: 0.5,
    madeBogey: 0.25,
    madeUpDown: 0.5,
    madeOnePutt: 0.3,
    isPar3: 0.2,
  },
};

test('beats the standard above it for good stats and below it for bad ones; a tie does not beat it', () => {
  const stats = statPerformances(
    counts({ fairwayHit: [6, 10], madeGreenInRegulation: [9, 18], madeBogey: [3, 18], madeUpDown: [1, 4] }),
    standard,
  );
  const byName = new Map(stats.map((s) => [s.name, s]));
  expect(byName.get('Fairway Hit')).toMatchObject({
    beatStandard: true,
    standard: 0.5,
    performance: { formatted: '60%', successes: 6, opportunities: 10 },
  });
  expect(byName.get('Green in Regulation')?.beatStandard).toBe(false);
  expect(byName.get('Bogey')?.beatStandard).toBe(true);
  expect(byName.get('Up and Down')?.beatStandard).toBe(false);
  // No opportunities, no standard value, or a layout stat: not compared.
  expect(byName.get('One Putt')?.beatStandard).toBeNull();
  expect(byName.get('Eagle')?.beatStandard).toBeNull();
  expect(byName.get('Par 3')).toMatchObject({ beatStandard: null, standard: null });
});

test('per category and overall, the share of compared stats that beat the standard', () => {
  const stats = statPerformances(
    counts({ fairwayHit: [6, 10], madeGreenInRegulation: [9, 18], madeBogey: [3, 18], madeUpDown: [1, 4] }),
    standard,
  );
  const byCategory = Object.fromEntries(categoryPerformances(stats).map((c) => [c.category, c]));
  expect(byCategory.Score).toMatchObject({ performance: 1, beaten: 1, compared: 1 });
  expect(byCategory.Drive).toMatchObject({ performance: 1 });
  expect(byCategory.Approach).toMatchObject({ performance: 0 });
  expect(byCategory.Save).toMatchObject({ performance: 0 });
  expect(byCategory.Putt).toMatchObject({ performance: null, compared: 0 });
  expect(skillPerformance(stats)).toBe(0.5);
  expect(formatShare(skillPerformance(stats))).toBe('50%');
  expect(formatShare(null)).toBe('–');
});

test("a set of rounds is measured on the sum of its rounds' counts; rounds outside the set count nowhere", () => {
  const byRound = new Map<number, FlagCounts>([
    [1, counts({ fairwayHit: [4, 5], madeGreenInRegulation: [4, 9] })],
    [2, counts({ fairwayHit: [2, 5], madeGreenInRegulation: [5, 9] })],
    [3, counts({ fairwayHit: [0, 14], madeGreenInRegulation: [0, 18] })],
  ]);
  expect(addFlagCounts([byRound.get(1), byRound.get(2), undefined]).fairwayHit).toEqual({
    successes: 6,
    opportunities: 10,
  });
  // Rounds 1 and 2: fairways 6/10 beat 0.5, greens 9/18 tie (not beaten); round 4 has no counts.
  const both = Object.fromEntries(
    roundSetCategories([1, 2, 4], byRound, standard).map((c) => [c.category, c]),
  );
  expect(both.Drive).toMatchObject({ performance: 1, beaten: 1, compared: 1 });
  expect(both.Approach).toMatchObject({ performance: 0, beaten: 0, compared: 1 });
  expect(both.Putt).toMatchObject({ performance: null, compared: 0 });
  const withThird = Object.fromEntries(
    roundSetCategories([1, 2, 3], byRound, standard).map((c) => [c.category, c]),
  );
  expect(withThird.Drive).toMatchObject({ performance: 0 });
});

test('Scorecard and Score map to the category Top for strengths and weaknesses', () => {
  expect(strengthCategory('Scorecard')).toBe('Top');
  expect(strengthCategory('Score')).toBe('Top');
  expect(strengthCategory('Putt')).toBe('Putt');
  const stats = statPerformances(
    counts({ fairwayHit: [9, 10], madeGreenInRegulation: [4, 18], madeBogey: [4, 18], madeUpDown: [1, 4] }),
    standard,
  );
  const top = strengthsAndWeaknesses(stats, 'Top');
  expect(top.strengths.map((s) => s.name)).toEqual(['Fairway Hit', 'Bogey']);
  expect(top.weaknesses.map((s) => s.name)).toEqual(['Green in Regulation', 'Up and Down']);
  expect(strengthsAndWeaknesses(stats, 'Drive').weaknesses).toEqual([]);
});

test('the standards cover PGA TOUR, NCAA Division I and scratch to 20 handicap', () => {
  expect(STANDARDS.map((s) => s.name)).toEqual([
    'PGA TOUR',
    'NCAA Division I Men',
    'NCAA Division I Women',
    'Scratch',
    '5 Handicap',
    '10 Handicap',
    '15 Handicap',
    '20 Handicap',
  ]);
  for (const s of STANDARDS) {
    for (const value of Object.values(s.values)) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(1);
    }
  }
  // Derived levels sit between their published neighbours.
  expect(standardById('hcp-5')?.values.fairwayHit).toBeCloseTo((0.51 + 0.46) / 2, 10);
  expect(standardById('hcp-15')?.values.madeBirdie).toBeCloseTo((0.7 + 0.3) / 36, 10);
  // Better players beat worse players' standards.
  const fir = (id: string) => standardById(id)?.values.fairwayHit ?? 0;
  expect(fir('pga-tour')).toBeGreaterThan(fir('scratch'));
  expect(fir('scratch')).toBeGreaterThan(fir('hcp-20'));
  expect(standardById('nope')).toBeNull();
});
