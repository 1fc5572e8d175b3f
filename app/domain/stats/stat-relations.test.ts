import { expect, test } from 'vitest';
import { statOf } from './stat-catalogue';
import { areRelated, COMPLEMENTS, complementOf, PART_OF, STROKE_VALUE_AGAINST } from './stat-relations';

test('a complement pair is one stat to make and one to avoid, in the same category', () => {
  for (const [a, b] of COMPLEMENTS) {
    expect(statOf(a).better).toBe('higher');
    expect(statOf(b).better).toBe('lower');
    expect(statOf(a).category).toBe(statOf(b).category);
    expect(complementOf(a)).toBe(b);
    expect(complementOf(b)).toBe(a);
  }
  expect(complementOf('madeSandSave')).toBeNull();
});

test('a part sits in its whole’s category and points the same way', () => {
  for (const [part, whole] of Object.entries(PART_OF)) {
    if (!whole) continue;
    const p = statOf(part as keyof typeof PART_OF);
    expect(p.category).toBe(statOf(whole).category);
    expect(p.better, part).toBe(statOf(whole).better);
  }
});

test('complements, parts and parts of a complement are related; disjoint stats are not', () => {
  expect(areRelated('fairwayHit', 'fairwayMissed')).toBe(true);
  expect(areRelated('fairwayHit', 'fairwayMissedLeft')).toBe(true);
  expect(areRelated('fairwayMissedRight', 'fairwayMissed')).toBe(true);
  expect(areRelated('madeParOrBetter', 'madeBirdie')).toBe(true);
  expect(areRelated('madeOverPar', 'madeEagle')).toBe(true);
  expect(areRelated('madeUpDown', 'missedUpDown25To35Yards')).toBe(true);
  expect(areRelated('madeOnePuttOrLess', 'madeOnePutt')).toBe(true);
  expect(areRelated('madeBirdie', 'madeBogey')).toBe(false);
  expect(areRelated('fairwayMissedLeft', 'fairwayMissedRight')).toBe(false);
  expect(areRelated('madeUpDown', 'madeSandSave')).toBe(false);
  expect(areRelated('madeGreenInRegulation', 'fairwayHit')).toBe(false);
});

test('a split miss is valued against the hit it replaced', () => {
  for (const [flag, against] of Object.entries(STROKE_VALUE_AGAINST)) {
    if (!against) continue;
    expect(areRelated(flag as keyof typeof STROKE_VALUE_AGAINST, against), flag).toBe(true);
    expect(statOf(against).better).toBe('higher');
  }
});
