import { expect, test } from 'vitest';
import { parseScheduleExportParams } from './schedule-export-params';

function parse(query: string) {
  return parseScheduleExportParams(new URLSearchParams(query));
}

test('no parameters: the whole schedule', () => {
  expect(parse('')).toEqual({ ok: true, params: { range: { start: null, end: null } } });
});

test('start and end as days; names the export does not read are left alone', () => {
  expect(parse('start=2025-01-01&end=2026-12-31&view=score')).toEqual({
    ok: true,
    params: { range: { start: '2025-01-01', end: '2026-12-31' } },
  });
});

test.each([
  ['start=2025-13-01', 'start is not a day of the calendar.'],
  ['end=2025-02-30', 'end is not a day of the calendar.'],
  ['start=tomorrow', 'start must be a day written YYYY-MM-DD.'],
  ['start=1800-01-01', 'start must be between 1900-01-01 and 2199-12-31.'],
  ['start=2026-02-01&end=2026-01-01', 'start must not be after end.'],
  ['start=2026-01-01&start=2026-02-01', 'start is given more than once.'],
])('%s is refused in words', (query, message) => {
  expect(parse(query)).toEqual({ ok: false, message });
});
