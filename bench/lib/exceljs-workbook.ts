// The candidate the schedule spreadsheet did not keep (decision 057): the same workbook model written
// with exceljs's browser build, for `npm run bench -- schedule` to measure beside SheetJS CE.
import ExcelJS from 'exceljs';
import type { CellKind, WorkbookModel } from '../../app/domain/spreadsheets/workbook-model';
import { excelSerialDay } from '../../workers/pdf/src/spreadsheets/workbook';

const FORMATS: Record<CellKind, string> = {
  text: '@',
  integer: '0',
  decimal: '0.00',
  'to-par': '+0;-0;"E"',
  date: 'yyyy-mm-dd',
};

export async function writeWorkbookWithExceljs(model: WorkbookModel): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of model.sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, {
      views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
    });
    worksheet.columns = sheet.columns.map((c) => ({
      header: c.header,
      width: c.width,
      style: { numFmt: FORMATS[c.kind] },
    }));
    worksheet.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      worksheet.addRow(
        row.map((value, i) =>
          sheet.columns[i]?.kind === 'date' && typeof value === 'string' ? excelSerialDay(value) : value,
        ),
      );
    }
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
