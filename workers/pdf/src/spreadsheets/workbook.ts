import ExcelJS from 'exceljs';
import {
  type CellKind,
  type CellValue,
  type WorkbookModel,
  workbookModelSchema,
} from '../../../../app/domain/spreadsheets/workbook-model';

/*
 * The .xlsx of a workbook model (decision 057: exceljs, in this Worker beside the PDFs so the app's
 * bundle stays small). Cells are typed by their column: numbers are numbers, days are date cells;
 * the header row is bold and frozen with the first column, and each column has its width.
 */

// spec 3 §3 dates as days; Excel's own codes for the rest. To par: +3, -2, E for even.
const NUMBER_FORMATS: Record<CellKind, string | undefined> = {
  text: '@',
  integer: '0',
  decimal: '0.00',
  'to-par': '+0;-0;"E"',
  date: 'yyyy-mm-dd',
};

const MS_PER_DAY = 86_400_000;
// Day 25 569 of Excel's 1900 date system is 1970-01-01.
const UNIX_EPOCH_SERIAL = 25_569;

/** A day as Excel's serial number: the cell stays a number, shown as a date by its format. */
export function excelSerialDay(day: string): number {
  return UNIX_EPOCH_SERIAL + Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY;
}

function cellValue(kind: CellKind, value: CellValue): ExcelJS.CellValue {
  if (value === null) return null;
  if (kind === 'date' && typeof value === 'string') return excelSerialDay(value);
  return value;
}

export async function writeWorkbook(model: WorkbookModel): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of model.sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, {
      views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
    });
    worksheet.columns = sheet.columns.map((column) => ({
      header: column.header,
      width: column.width,
      style: { numFmt: NUMBER_FORMATS[column.kind] },
    }));
    worksheet.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      worksheet.addRow(row.map((value, i) => cellValue(sheet.columns[i]?.kind ?? 'text', value)));
    }
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST /workbook: the body is checked against the workbook model before anything is built. */
export async function workbookResponse(request: Request): Promise<Response> {
  const body: unknown = await request.json().catch(() => null);
  const parsed = workbookModelSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json(
      { error: 'Invalid workbook model', issues: parsed.error.issues.slice(0, 10) },
      { status: 400 },
    );
  }
  const bytes = await writeWorkbook(parsed.data);
  return new Response(bytes, {
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Length': String(bytes.length) },
  });
}
