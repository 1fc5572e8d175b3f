import { CFB, read } from '@e965/xlsx';
import { expect, test } from 'vitest';
import { column, type WorkbookModel } from '../../../../app/domain/spreadsheets/workbook-model';
import { excelSerialDay, writeWorkbook } from './workbook';

const MODEL: WorkbookModel = {
  fileName: 'Schedule-A-B.xlsx',
  sheets: [
    {
      name: 'Results',
      columns: [
        column('Event', 'text', 30),
        column('Start', 'date', 11),
        column('Total', 'integer', 7),
        column('To Par', 'to-par', 7),
        column('SG Total', 'decimal', 9),
      ],
      rows: [
        ['=HYPERLINK("x")', '2026-05-01', 213, -3, 1.25],
        ['Spring Open', '2025-12-31', null, null, null],
      ],
    },
    { name: 'Upcoming', columns: [column('Event', 'text', 30)], rows: [] },
  ],
};

test('a day is the serial number Excel counts from 1899-12-30', () => {
  expect(excelSerialDay('1970-01-01')).toBe(25_569);
  expect(excelSerialDay('2026-05-01')).toBe(46_143);
});

test('typed cells: text stays text, days are dated numbers, scores are numbers', () => {
  const workbook = read(writeWorkbook(MODEL), { type: 'array', cellNF: true, cellStyles: true });
  expect(workbook.SheetNames).toEqual(['Results', 'Upcoming']);
  const sheet = workbook.Sheets.Results ?? {};
  expect(['A1', 'B1', 'C1', 'D1', 'E1'].map((ref) => sheet[ref]?.v)).toEqual([
    'Event',
    'Start',
    'Total',
    'To Par',
    'SG Total',
  ]);
  // Text that looks like a formula is text, never a formula.
  expect(sheet.A2).toMatchObject({ t: 's', v: '=HYPERLINK("x")' });
  expect(sheet.A2?.f).toBeUndefined();
  expect(sheet.B2).toMatchObject({ t: 'n', v: 46_143, z: 'yyyy-mm-dd', w: '2026-05-01' });
  expect(sheet.C2).toMatchObject({ t: 'n', v: 213 });
  expect(sheet.D2).toMatchObject({ t: 'n', v: -3, z: '+0;-0;"E"' });
  expect(sheet.E2).toMatchObject({ t: 'n', v: 1.25, z: '0.00' });
  expect(sheet.C3).toBeUndefined();
  expect(sheet['!cols']?.map((c) => c.wch)).toEqual([30, 11, 7, 8, 10]);
});

test('every sheet has its header row and first column frozen', () => {
  const zip = CFB.read(writeWorkbook(MODEL), { type: 'array' });
  for (const n of [1, 2]) {
    const entry = CFB.find(zip, `/xl/worksheets/sheet${n}.xml`);
    expect(new TextDecoder().decode(entry?.content)).toContain(
      '<pane xSplit="1" ySplit="1" topLeftCell="B2" activePane="bottomRight" state="frozen"/>',
    );
  }
});
