import { expect, test } from 'vitest';
import { formatHandicap, formatStrokesPerRound, TREND_THRESHOLD } from './rating-format';
import {
  byCategory,
  type CategoryRating,
  categoryRatings,
  handicapEquivalent,
  nonIncreasing,
  ratingText,
  ratingTrend,
  selectionTrend,
  standardStrokesGained,
  trendBaseline,
} from './ratings';
import type { StrokesGained } from './round-stats';

function sg(offTheTee: number, approach: number, aroundTheGreen: number, putting: number): StrokesGained {
  return {
    offTheTee,
    approach,
    aroundTheGreen,
    putting,
    total: offTheTee + approach + aroundTheGreen + putting,
  };
}

test('the PGA TOUR standard is 0 in every category; worse standards lose more strokes', () => {
  expect(standardStrokesGained('pga-tour')).toEqual(byCategory(() => 0));
  const scratch = standardStrokesGained('scratch');
  const ten = standardStrokesGained('hcp-10');
  const twenty = standardStrokesGained('hcp-20');
  for (const category of ['Score', 'Drive', 'Approach', 'Save', 'Putt'] as const) {
    expect(scratch[category], category).toBeLessThan(0);
    expect(ten[category], category).toBeLessThan(scratch[category]);
    expect(twenty[category], category).toBeLessThan(ten[category]);
  }
  // The total is the sum of its parts.
  expect(ten.Score).toBeCloseTo(ten.Drive + ten.Approach + ten.Save + ten.Putt, 2);
});

test('against a standard: the selection’s strokes gained minus the standard’s', () => {
  const ratings = categoryRatings(sg(-1, -2, 0.5, -0.5), 'scratch');
  const scratch = standardStrokesGained('scratch');
  expect(ratings?.map((r) => r.category)).toEqual(['Score', 'Drive', 'Approach', 'Save', 'Putt']);
  const approach = ratings?.find((r) => r.category === 'Approach');
  expect(approach?.strokesGained).toBe(-2);
  expect(approach?.standard).toBeCloseTo(scratch.Approach, 10);
  expect(approach?.againstStandard).toBeCloseTo(-2 - scratch.Approach, 10);
  expect(ratings?.find((r) => r.category === 'Score')?.strokesGained).toBe(-3);
  // Against the tour, the selection's own figures.
  expect(categoryRatings(sg(-1, -2, 0.5, -0.5), 'pga-tour')?.[2]?.againstStandard).toBe(-2);
  expect(categoryRatings(null, 'scratch')).toBeNull();
});

test('a 9-hole selection is measured against half the standard’s round', () => {
  const nine = categoryRatings(sg(-0.5, -1, 0, -0.25), 'hcp-10', { roundHoles: 9 });
  const eighteen = categoryRatings(sg(-1, -2, 0, -0.5), 'hcp-10');
  const ten = standardStrokesGained('hcp-10');
  expect(nine?.[2]?.standard).toBeCloseTo(ten.Approach / 2, 10);
  expect(nine?.[2]?.handicap.value).toBeCloseTo(eighteen?.[2]?.handicap.value ?? 0, 10);
});

test('the handicap equivalent reads the model’s ladder: a standard’s figures give its handicap back', () => {
  for (const [id, handicap] of [
    ['scratch', 0],
    ['hcp-10', 10],
    ['hcp-20', 20],
  ] as const) {
    const standard = standardStrokesGained(id);
    expect(handicapEquivalent(standard.Score, 'Score').value, id).toBeCloseTo(handicap, 0);
    expect(handicapEquivalent(standard.Approach, 'Approach').value, id).toBeGreaterThan(handicap - 1.5);
    expect(handicapEquivalent(standard.Approach, 'Approach').value, id).toBeLessThan(handicap + 1.5);
  }
  // The tour average is the model's tour level (about +2.4), in every category.
  expect(handicapEquivalent(0, 'Putt').value).toBeLessThan(0);
  expect(handicapEquivalent(0, 'Score').value).toBeCloseTo(-2.4, 0);
});

test('women read the women’s ladder: the same strokes gained is a lower handicap from their tees', () => {
  const men = handicapEquivalent(-14, 'Score', 'M');
  const women = handicapEquivalent(-14, 'Score', 'F');
  expect(women.value).toBeLessThan(men.value);
  expect(handicapEquivalent(-14, 'Score', null)).toEqual(men);
});

test('beyond the model’s levels the equivalent is clamped and says so', () => {
  expect(handicapEquivalent(9, 'Score')).toEqual({ value: -5, clamped: 'better' });
  expect(handicapEquivalent(-80, 'Score')).toEqual({ value: 30, clamped: 'worse' });
  expect(formatHandicap({ value: -5, clamped: 'better' })).toBe('+5 or better');
  expect(formatHandicap({ value: 30, clamped: 'worse' })).toBe('30 or worse');
});

test('handicaps and strokes are written as golfers write them, rounded half away from zero', () => {
  expect(formatHandicap({ value: -2.35, clamped: null })).toBe('+2.4');
  expect(formatHandicap({ value: 12.25, clamped: null })).toBe('12.3');
  expect(formatHandicap({ value: -0.04, clamped: null })).toBe('0.0');
  expect(formatHandicap(null)).toBe('–');
  expect(formatStrokesPerRound(-1.25)).toBe('−1.3');
  expect(formatStrokesPerRound(0.04)).toBe('0.0');
  expect(formatStrokesPerRound(null)).toBe('–');
  const rating: CategoryRating = {
    category: 'Approach',
    strokesGained: -5,
    standard: -3.8,
    againstStandard: -1.2,
    handicap: { value: 6.34, clamped: null },
  };
  expect(ratingText(rating, 'Scratch')).toBe(
    'Approach: −1.2 strokes a round against Scratch; plays like a 6.3 handicap',
  );
});

test('the ladder is smoothed to fall steadily before a handicap is read off it', () => {
  expect(nonIncreasing([3, 2, 2.2, 1, 1.1, 1.05, 0])).toEqual([3, 2.1, 2.1, 1.05, 1.05, 1.05, 0]);
  expect(nonIncreasing([1, 0])).toEqual([1, 0]);
  expect(nonIncreasing([])).toEqual([]);
});

test('a trend says per category whether strokes gained rose, fell or stayed within the threshold', () => {
  const earlier = categoryRatings(sg(-1, -2, 0, -1), 'scratch');
  const later = categoryRatings(sg(-1 + TREND_THRESHOLD, -3, 0.2, -1), 'scratch');
  expect(ratingTrend([earlier, later], 0, 1)).toEqual({
    Score: 'same',
    Drive: 'better',
    Approach: 'worse',
    Save: 'same',
    Putt: 'same',
  });
  expect(ratingTrend([earlier, null], 0, 1)).toEqual(byCategory(() => null));
  expect(ratingTrend([earlier], 0, 3).Drive).toBeNull();
});

test('the dashboard’s trends compare recent selections with the ones they follow on from', () => {
  expect(trendBaseline('Recent Performance', 'Last 3')).toBe('Previous 3');
  expect(trendBaseline('Recent Performance', 'Last Round')).toBe('Previous Round');
  expect(trendBaseline('Recent', 'Last 3 Rounds')).toBe('Last 6 Rounds');
  expect(trendBaseline('Recent Performance', 'Best 3')).toBeNull();
  expect(trendBaseline('By Round Type', 'Practice')).toBeNull();
  const ratings = new Map([
    ['Previous 3', categoryRatings(sg(-1, -2, 0, -1), 'scratch')],
    ['Last 3', categoryRatings(sg(-1, -1, 0, -1), 'scratch')],
    ['Last Round', categoryRatings(sg(-1, -1, 0, -1), 'scratch')],
    ['Previous Round', null],
  ]);
  const ratingsOf = (name: string) => ratings.get(name) ?? null;
  expect(selectionTrend('Recent Performance', 'Last 3', ratingsOf)).toEqual({
    from: 'Previous 3',
    byCategory: { Score: 'better', Drive: 'same', Approach: 'better', Save: 'same', Putt: 'same' },
  });
  // No ratings on one side (no shot data), or no baseline: no trend.
  expect(selectionTrend('Recent Performance', 'Last Round', ratingsOf)).toBeNull();
  expect(selectionTrend('Recent Performance', 'Best 3', ratingsOf)).toBeNull();
});
