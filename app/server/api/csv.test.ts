import { expect, test } from 'vitest';
import { csvField, safeFileName, toCsv } from './csv';

test('plain text and numbers are written as they are', () => {
  expect(csvField('Barton Creek')).toBe('Barton Creek');
  expect(csvField(72)).toBe('72');
  expect(csvField(-3)).toBe('-3');
  expect(csvField(0.5)).toBe('0.5');
});

test('empty values are empty fields', () => {
  expect(csvField(null)).toBe('');
  expect(csvField(undefined)).toBe('');
  expect(csvField(Number.NaN)).toBe('');
});

test('a field with a comma, a quote or a line break is quoted and its quotes doubled', () => {
  expect(csvField('Austin, TX')).toBe('"Austin, TX"');
  expect(csvField('The "Open"')).toBe('"The ""Open"""');
  expect(csvField('line one\nline two')).toBe('"line one\nline two"');
  expect(csvField('a\r\nb')).toBe('"a\r\nb"');
});

test('edge spaces survive by quoting', () => {
  expect(csvField(' padded ')).toBe('" padded "');
});

test('text that would run as a spreadsheet formula starts with an apostrophe', () => {
  expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  expect(csvField('+1')).toBe("'+1");
  expect(csvField('-2 under')).toBe("'-2 under");
  expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
});

test('rows are joined with CRLF and the file ends with one', () => {
  expect(
    toCsv(
      ['Date', 'Course', 'Score'],
      [
        ['2026-05-01', 'Pines, North', 71],
        ['2026-05-02', null, 80],
      ],
    ),
  ).toBe('Date,Course,Score\r\n2026-05-01,"Pines, North",71\r\n2026-05-02,,80\r\n');
});

test('file names keep letters, digits and dashes', () => {
  expect(safeFileName(['José', "O'Neil", 'rounds', '2026-05-01'], 'csv')).toBe(
    'Jose-O-Neil-rounds-2026-05-01.csv',
  );
  expect(safeFileName(['', '***'], 'csv')).toBe('export.csv');
});
