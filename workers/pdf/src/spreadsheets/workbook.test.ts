import ExcelJS from 'exceljs';
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

async function readBack(model: WorkbookModel) {
  const workbook = new ExcelJS.Workbook();
  // exceljs's types name its own Buffer; the bytes are what a download holds.
  await workbook.xlsx.load((await writeWorkbook(model)).buffer);
  return workbook;
}

test('a day is the serial number Excel counts from 1899-12-30', () => {
  expect(excelSerialDay('1970-01-01')).toBe(25_569);
  expect(excelSerialDay('2026-05-01')).toBe(46_143);
});

test('typed cells: text stays text, days are dated numbers, scores are numbers', async () => {
  const sheet = (await readBack(MODEL)).getWorksheet('Results');
  const row = sheet?.getRow(2);
  expect(row?.getCell(1).value).toBe('=HYPERLINK("x")');
  expect(row?.getCell(1).type).toBe(ExcelJS.ValueType.String);
  expect(row?.getCell(2).value).toEqual(new Date('2026-05-01T00:00:00Z'));
  expect(row?.getCell(2).numFmt).toBe('yyyy-mm-dd');
  expect([row?.getCell(3).value, row?.getCell(4).value, row?.getCell(5).value]).toEqual([213, -3, 1.25]);
  expect(row?.getCell(4).numFmt).toBe('+0;-0;"E"');
  expect(sheet?.getRow(3).getCell(3).value).toBeNull();
});

test('a bold header row, frozen with the first column, and the columns’ widths', async () => {
  const workbook = await readBack(MODEL);
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['Results', 'Upcoming']);
  const sheet = workbook.getWorksheet('Results');
  expect(sheet?.getRow(1).values).toEqual([undefined, 'Event', 'Start', 'Total', 'To Par', 'SG Total']);
  expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
  expect(sheet?.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });
  expect(sheet?.columns.map((c) => c.width)).toEqual([30, 11, 7, 8, 10]);
});
