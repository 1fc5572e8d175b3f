import { expect, test } from 'vitest';
import { isPlayerReportKind } from '../../app/domain/reports/player-report';
import { parseStoredParameters } from '../../app/domain/reports/report-parameters';
import { reportHash } from '../../app/domain/reports/reports';
import { seedReports } from './reports';

test('every demo player gets a few stored reports whose parameters a report page accepts', () => {
  const rows = seedReports([1, 2], '2026-11-22');
  expect(rows.filter((r) => r.accountId === 1).length).toBeGreaterThanOrEqual(3);
  for (const row of rows) {
    expect(isPlayerReportKind(row.kind)).toBe(true);
    if (!isPlayerReportKind(row.kind)) continue;
    expect(parseStoredParameters(row.kind, row.parameters)).toEqual({ ok: true, parameters: row.parameters });
    expect(row.hash).toBe(reportHash(row.kind, row.accountId, row.parameters));
    expect(row.createdAt).toMatch(/^2026-1[01]-\d{2} 09:00:00$/);
  }
  expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
});
