import { expect, test } from 'vitest';
import {
  biggestOpportunity,
  categoryPerformances,
  formatShare,
  formatStatStrokes,
  hasSample,
  MIN_EXPECTED,
  MIN_OPPORTUNITIES,
  roundSetCategories,
  SAMPLE_RULE_TEXT,
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

test("a set of rounds is measured on its counts: a category's share of compared stats that beat the standard", () => {
  // Fairways 6/10 beat 0.5, greens 9/18 tie (not beaten), nothing putted.
  const both = Object.fromEntries(
    roundSetCategories(counts({ fairwayHit: [6, 10], madeGreenInRegulation: [9, 18] }), standard).map((c) => [
      c.category,
      c,
    ]),
  );
  expect(both.Drive).toMatchObject({ performance: 1, beaten: 1, compared: 1 });
  expect(both.Approach).toMatchObject({ performance: 0, beaten: 0, compared: 1 });
  expect(both.Putt).toMatchObject({ performance: null, compared: 0 });
  const worse = Object.fromEntries(
    roundSetCategories(counts({ fairwayHit: [6, 24], madeGreenInRegulation: [9, 36] }), standard).map((c) => [
      c.category,
      c,
    ]),
  );
  expect(worse.Drive).toMatchObject({ performance: 0 });
});

test('Scorecard and Score map to the category Top for strengths and weaknesses', () => {
  expect(strengthCategory('Scorecard')).toBe('Top');
  expect(strengthCategory('Score')).toBe('Top');
  expect(strengthCategory('Putt')).toBe('Putt');
});

// A standard with stroke values, and a selection of 100 holes, 70 of them recorded shot by shot.
const valued: Standard = {
  id: 'scratch',
  name: 'Scratch',
  values: {
    fairwayHit: 0.5,
    fairwayMissed: 0.5,
    fairwayMissedLeft: 0.25,
    madeGreenInRegulation: 0.5,
    missedGreenInRegulation: 0.5,
    madeBogey: 0.25,
    madeOverPar: 0.3,
    madeParOrBetter: 0.7,
    madeEagle: 0.005,
    madeUpDown: 0.5,
    madeOnePutt: 0.3,
  },
  strokeValues: {
    fairwayHit: 0.25,
    fairwayMissed: -0.25,
    fairwayMissedLeft: -0.3,
    madeGreenInRegulation: 0.8,
    missedGreenInRegulation: -0.8,
    madeBogey: -1.2,
    madeOverPar: -1.3,
    madeParOrBetter: 1.3,
    madeEagle: 2.5,
    madeUpDown: 1.2,
    madeOnePutt: 0.6,
  },
};

function selection(values: Partial<Record<keyof FlagCounts, [number, number]>>): FlagCounts {
  return counts({ madePar: [50, 100], madeOnePuttOrLess: [30, 100], hasSandShot: [10, 70], ...values });
}

test('strokes a round against the standard: share gap × chances a round × stroke value', () => {
  const stats = statPerformances(
    selection({ fairwayHit: [35, 50], fairwayMissed: [15, 50], madeGreenInRegulation: [40, 100] }),
    valued,
  );
  const byName = new Map(stats.map((s) => [s.name, s]));
  // 50 fairways over 70 holes recorded shot by shot: 12.86 a round; (0.7 − 0.5) × 12.86 × 0.25.
  expect(byName.get('Fairway Hit')?.strokesPerRound).toBeCloseTo(0.2 * (50 / 70) * 18 * 0.25, 10);
  expect(byName.get('Fairway Miss')?.strokesPerRound).toBeCloseTo(0.2 * (50 / 70) * 18 * 0.25, 10);
  // Greens are counted over the holes with putts: (0.4 − 0.5) × 18 × 0.8.
  expect(byName.get('Green in Regulation')?.strokesPerRound).toBeCloseTo(-0.1 * 18 * 0.8, 10);
  // No stroke value, not compared, or a layout stat: no figure.
  expect(byName.get('Birdie')?.strokesPerRound).toBeNull();
  expect(byName.get('Up and Down')?.strokesPerRound).toBeNull();
  expect(byName.get('Par 3')?.strokesPerRound).toBeNull();
  // A selection of 9-hole rounds counts per 9 holes.
  const nine = statPerformances(selection({ madeGreenInRegulation: [40, 100] }), valued, { roundHoles: 9 });
  expect(nine.find((s) => s.name === 'Green in Regulation')?.strokesPerRound).toBeCloseTo(-0.1 * 9 * 0.8, 10);
});

test('strengths and weaknesses are ranked by strokes a round, one of each complement pair or part', () => {
  const stats = statPerformances(
    selection({
      fairwayHit: [35, 50],
      fairwayMissed: [15, 50],
      fairwayMissedLeft: [5, 50],
      madeGreenInRegulation: [30, 100],
      missedGreenInRegulation: [70, 100],
      madeBogey: [20, 100],
      madeOverPar: [40, 100],
      madeParOrBetter: [60, 100],
      madeOnePutt: [20, 100],
    }),
    valued,
  );
  const top = strengthsAndWeaknesses(stats, 'Top');
  // Bogey (+1.08) before Fairway Hit (+0.64). Fairway Hit and Fairway Miss win the same strokes: the
  // stat to make is named, its miss and the miss's part (Fairway Miss Left) are not.
  expect(top.strengths.map((s) => s.name)).toEqual(['Bogey', 'Fairway Hit']);
  // GIR (−2.88) before Par or Better (−2.34) before One Putt (−1.08); Green Missed and Over Par are
  // their complements.
  expect(top.weaknesses.map((s) => s.name)).toEqual(['Green in Regulation', 'Par or Better', 'One Putt']);
  expect(top.weaknesses[0]?.strokesPerRound).toBeCloseTo(-0.2 * 18 * 0.8, 10);
  expect(strengthsAndWeaknesses(stats, 'Drive')).toMatchObject({ weaknesses: [] });
  expect(strengthsAndWeaknesses(stats, 'Drive').strengths.map((s) => s.name)).toEqual(['Fairway Hit']);
  expect(strengthsAndWeaknesses(stats, 'Top', 1).weaknesses).toHaveLength(1);
});

test('a stat needs 20 chances, and 5 expected either way, before it is named: one eagle is no strength', () => {
  const stats = statPerformances(selection({ madeEagle: [1, 72], madeUpDown: [12, 15] }), valued);
  const eagle = stats.find((s) => s.name === 'Eagle');
  // 1 in 72 against 1 in 200 is worth strokes on paper, but 72 holes expect 0.36 eagles.
  expect(eagle?.strokesPerRound).toBeGreaterThan(0);
  expect(eagle && hasSample(eagle)).toBe(false);
  expect(strengthsAndWeaknesses(stats, 'Top').strengths).toEqual([]);
  expect(MIN_OPPORTUNITIES).toBe(20);
  expect(MIN_EXPECTED).toBe(5);
  expect(SAMPLE_RULE_TEXT).toContain('20 chances');
  const enough = statPerformances(selection({ madeEagle: [9, 1000] }), valued);
  expect(strengthsAndWeaknesses(enough, 'Top').strengths.map((s) => s.name)).toEqual(['Eagle']);
});

test('the biggest opportunity is the weakness that costs the most, with its figure', () => {
  const stats = statPerformances(
    selection({ madeGreenInRegulation: [30, 100], madeOnePutt: [20, 100] }),
    valued,
  );
  expect(biggestOpportunity(stats, valued)).toEqual({
    name: 'Green in Regulation',
    strokesPerRound: 0.2 * 18 * 0.8,
    text: 'Green in Regulation: 2.9 strokes a round against Scratch',
  });
  const weakness = strengthsAndWeaknesses(stats, 'Top').weaknesses[0];
  expect(weakness && formatStatStrokes(weakness)).toBe('2.9');
  expect(biggestOpportunity(statPerformances(selection({}), valued), valued)).toBeNull();
});

test('the biggest opportunity is a part of the game to practise, not a scoring result', () => {
  // Bogeys cost more on paper than the greens, but they are where the greens' strokes end up.
  const stats = statPerformances(
    selection({ madeBogey: [60, 100], madeGreenInRegulation: [40, 100] }),
    valued,
  );
  const weaknesses = strengthsAndWeaknesses(stats, 'Top').weaknesses.map((s) => s.name);
  expect(weaknesses).toContain('Bogey');
  expect(biggestOpportunity(stats, valued)?.name).toBe('Green in Regulation');
});

test('against the real standards, the scratch player’s weaknesses come with their strokes', () => {
  const scratch = standardById('scratch');
  if (!scratch) throw new Error('scratch expected');
  // 18 holes × 4 rounds of a 10 handicap: 25 greens of 72, 28 fairways of 56.
  const stats = statPerformances(
    selection({
      madePar: [30, 72],
      madeGreenInRegulation: [25, 72],
      fairwayHit: [28, 56],
      hasSandShot: [0, 72],
    }),
    scratch,
  );
  const gir = stats.find((s) => s.name === 'Green in Regulation');
  expect(gir?.strokesPerRound).toBeLessThan(-1);
  expect(biggestOpportunity(stats, scratch)?.name).toBe('Green in Regulation');
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
