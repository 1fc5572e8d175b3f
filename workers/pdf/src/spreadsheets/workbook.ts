import { type CellObject, CFB, utils, type WorkSheet, write } from '@e965/xlsx';
import {
  type CellKind,
  type CellValue,
  type Sheet,
  type WorkbookModel,
  workbookModelSchema,
} from '../../../../app/domain/spreadsheets/workbook-model';

/*
 * The .xlsx of a workbook model (decision 057: SheetJS CE, in this Worker beside the PDFs so the app's
 * bundle stays small). Its writer is synchronous: no timer or promise of one request is ever settled
 * by another, which workerd cancels. Cells are typed by their column: numbers are numbers, days are
 * date cells; the header row and the first column are frozen, and each column has its width.
 */

// spec 3 §3 dates as days; Excel's own codes for the rest. To par: +3, -2, E for even.
const NUMBER_FORMATS: Record<Exclude<CellKind, 'text'>, string> = {
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

function cellOf(kind: CellKind, value: CellValue): CellObject | null {
  if (value === null) return null;
  if (kind === 'date' && typeof value === 'string') {
    return { t: 'n', v: excelSerialDay(value), z: NUMBER_FORMATS.date };
  }
  // The model's schema keeps strings in text and date columns and numbers in the others.
  if (typeof value === 'string' || kind === 'text') return { t: 's', v: String(value) };
  return { t: 'n', v: value, z: NUMBER_FORMATS[kind] };
}

function worksheetOf(sheet: Sheet): WorkSheet {
  const header = sheet.columns.map((column): CellObject => ({ t: 's', v: column.header }));
  const rows = sheet.rows.map((row) =>
    row.map((value, i) => cellOf(sheet.columns[i]?.kind ?? 'text', value)),
  );
  const worksheet = utils.aoa_to_sheet([header, ...rows]);
  worksheet['!cols'] = sheet.columns.map((column) => ({ wch: column.width }));
  return worksheet;
}

// The community edition writes no panes: the header row and the first column are frozen by adding
// the pane to each sheet's view in the written package.
const PLAIN_VIEW = '<sheetView workbookViewId="0"/>';
const FROZEN_VIEW =
  '<sheetView workbookViewId="0"><pane xSplit="1" ySplit="1" topLeftCell="B2" activePane="bottomRight" state="frozen"/></sheetView>';

type ZipEntry = { content: Uint8Array; size: number };
type Zip = { FullPaths: Array<string>; FileIndex: Array<ZipEntry> };

function freezeHeaders(bytes: Uint8Array, sheetCount: number): Uint8Array<ArrayBuffer> {
  const zip: Zip = CFB.read(bytes, { type: 'array' });
  for (let n = 1; n <= sheetCount; n++) {
    const entry = zip.FileIndex[zip.FullPaths.indexOf(`Root Entry/xl/worksheets/sheet${n}.xml`)];
    const xml = entry ? new TextDecoder().decode(entry.content) : '';
    if (!entry || !xml.includes(PLAIN_VIEW)) throw new Error(`sheet ${n} has no view to freeze`);
    entry.content = new TextEncoder().encode(xml.replace(PLAIN_VIEW, FROZEN_VIEW));
    entry.size = entry.content.length;
  }
  const zipped: ArrayLike<number> = CFB.write(zip, { fileType: 'zip', type: 'array', compression: true });
  return Uint8Array.from(zipped);
}

export function writeWorkbook(model: WorkbookModel): Uint8Array<ArrayBuffer> {
  const workbook = utils.book_new();
  for (const sheet of model.sheets) utils.book_append_sheet(workbook, worksheetOf(sheet), sheet.name);
  // Stored uncompressed once: the package is compressed when the panes are in.
  const stored: ArrayBuffer = write(workbook, { type: 'array', bookType: 'xlsx', compression: false });
  return freezeHeaders(new Uint8Array(stored), model.sheets.length);
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
  const bytes = writeWorkbook(parsed.data);
  return new Response(bytes, {
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Length': String(bytes.length) },
  });
}
