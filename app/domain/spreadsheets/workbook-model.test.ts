import { expect, test } from 'vitest';
import { column, fitsKind, sheetOf, workbookModelSchema } from './workbook-model';

test.each([
  ['text', 'Pine Valley', true],
  ['text', 72, false],
  ['integer', 72, true],
  ['integer', 72.5, false],
  ['to-par', -3, true],
  ['decimal', 0.25, true],
  ['decimal', Number.NaN, false],
  ['date', '2026-02-28', true],
  ['date', '2026-02-30', false],
  ['date', 'Feb 28, 2026', false],
  ['date', null, true],
] as const)('a %s column takes %s: %s', (kind, value, fits) => {
  expect(fitsKind(kind, value)).toBe(fits);
});

test('a column is at least as wide as its header', () => {
  expect(column('Greens in Regulation', 'integer', 6).width).toBe(22);
  expect(column('R1', 'integer', 5).width).toBe(5);
});

const sheet = {
  name: 'Results',
  columns: [column('Event', 'text', 30), column('Start', 'date', 11)],
  rows: [['Open', '2026-05-01']],
};

test('the model is refused when a row does not match its columns', () => {
  expect(workbookModelSchema.safeParse({ fileName: 'a.xlsx', sheets: [sheet] }).success).toBe(true);
  const short = { ...sheet, rows: [['Open']] };
  expect(workbookModelSchema.safeParse({ fileName: 'a.xlsx', sheets: [short] }).success).toBe(false);
  const mistyped = { ...sheet, rows: [['Open', 20260501]] };
  expect(workbookModelSchema.safeParse({ fileName: 'a.xlsx', sheets: [mistyped] }).success).toBe(false);
});

test('sheet and file names Excel would refuse are refused', () => {
  expect(
    workbookModelSchema.safeParse({ fileName: 'a.xlsx', sheets: [{ ...sheet, name: 'a/b' }] }).success,
  ).toBe(false);
  expect(workbookModelSchema.safeParse({ fileName: 'a".xlsx', sheets: [sheet] }).success).toBe(false);
  expect(workbookModelSchema.safeParse({ fileName: 'a.xlsx', sheets: [sheet, sheet] }).success).toBe(false);
});

test('a sheet cuts text at the length a cell holds, so a long note never stops the file', () => {
  const long = 'x'.repeat(40_000);
  const sheet = sheetOf('Upcoming', { columns: [column('Note', 'text', 30)], rows: [[long], [null]] });
  expect(sheet.rows[0]?.[0]).toHaveLength(32_767);
  expect(workbookModelSchema.safeParse({ fileName: 'a.xlsx', sheets: [sheet] }).success).toBe(true);
});
