import { expect, test } from 'vitest';
import { allFeatureIds, FEATURE_IDS, isFeatureId } from './features';

// spec 1 §3: "Feature ids: 88 website, 89 summary, 78 resume, 80 schedule, 86 my-rounds, 67 gallery,
// 59 data-analysis, 63 stats, 77 report-viewer."
test.each([
  ['website', 88],
  ['summary', 89],
  ['resume', 78],
  ['schedule', 80],
  ['my-rounds', 86],
  ['gallery', 67],
  ['data-analysis', 59],
  ['stats', 63],
  ['report-viewer', 77],
] as const)('feature %s has id %i', (name, id) => {
  expect(FEATURE_IDS[name]).toBe(id);
  expect(isFeatureId(id)).toBe(true);
});

test('the product has exactly nine feature ids', () => {
  expect(allFeatureIds()).toHaveLength(9);
});

test.each([0, 1, 60, 87, 90])('%i is not a feature id', (id) => {
  expect(isFeatureId(id)).toBe(false);
});
