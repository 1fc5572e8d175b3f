import { expect, test } from 'vitest';
import { REPORT_HASH_PATTERN, reportHash, reportKindLabel } from './reports';

// spec 2 §2: the report routes.
test.each([
  { kind: 'resume', label: 'Player Resume' },
  { kind: 'compare-stats', label: 'Compare Stats Report' },
  { kind: 'public-player-schedule-report', label: 'Schedule Report' },
  { kind: 'rr', label: 'Best Round Report' },
  { kind: 'something-else', label: 'Report' },
])('a $kind report is called $label', ({ kind, label }) => {
  expect(reportKindLabel(kind)).toBe(label);
});

test('report parameters hash to a stable, safe, numeric link', () => {
  const a = reportHash('resume', 7, { x: 1 });
  expect(Number.isSafeInteger(a)).toBe(true);
  expect(a).toBeGreaterThanOrEqual(0);
  expect(reportHash('resume', 7, { x: 1 })).toBe(a);
  expect(reportHash('resume', 8, { x: 1 })).not.toBe(a);
  expect(reportHash('resume', 7, { x: 2 })).not.toBe(a);
  expect(REPORT_HASH_PATTERN.test(String(a))).toBe(true);
});
