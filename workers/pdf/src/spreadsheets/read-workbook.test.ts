import { utils, write } from '@e965/xlsx';
import { expect, test } from 'vitest';
import { readWorkbook } from './read-workbook';

function xlsx(rows: Array<Array<string | number>>, ref?: string): Uint8Array {
  const sheet = utils.aoa_to_sheet(rows);
  if (ref) sheet['!ref'] = ref;
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Rounds');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}

test('the first sheet comes back as rows of text, numbers as shown', () => {
  expect(
    readWorkbook(
      xlsx([
        ['Date', 'Hole', 'Score'],
        ['2026-05-01', 1, 4],
      ]),
      100,
    ),
  ).toEqual({
    rows: [
      ['Date', 'Hole', 'Score'],
      ['2026-05-01', '1', '4'],
    ],
  });
});

test('a sheet is read only as far as the import reads, whatever range it declares', () => {
  const answer = readWorkbook(
    xlsx(
      [
        ['a', 'b'],
        ['1', '2'],
        ['3', '4'],
        ['5', '6'],
      ],
      'A1:ZZ10',
    ),
    2,
  );
  expect('rows' in answer && answer.rows.length).toBe(3);
  expect('rows' in answer && answer.rows.every((row) => row.length <= 60)).toBe(true);
});

test('bytes that are no workbook are refused in words', () => {
  expect(readWorkbook(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 10)).toEqual({
    error: 'The file is not a readable XLSX workbook.',
  });
});
