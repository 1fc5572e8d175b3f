import { expect, test } from 'vitest';
import { reportKindLabel } from './reports';

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
