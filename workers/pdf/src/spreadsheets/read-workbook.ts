import { read, utils, type WorkSheet } from '@e965/xlsx';

/*
 * POST /read-workbook (decision 105): the first sheet of an uploaded .xlsx as rows of text, for the
 * round import. It runs here, beside the writer, so SheetJS stays out of the app Worker's bundle.
 * Cells come back as shown in the workbook (a date cell as 2026-11-21), and a sheet is read only as
 * far as the import reads: `maxRows` rows and 60 columns, whatever range the file declares.
 */

const MAX_COLUMNS = 60;
const DEFAULT_MAX_ROWS = 20_001;

export type ReadWorkbookAnswer = { rows: Array<Array<string>> } | { error: string };

export function readWorkbook(bytes: Uint8Array, maxRows: number): ReadWorkbookAnswer {
  let sheet: WorkSheet | undefined;
  try {
    const workbook = read(bytes, {
      type: 'array',
      dense: true,
      sheetRows: maxRows + 1,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
    const name = workbook.SheetNames[0];
    sheet = name === undefined ? undefined : workbook.Sheets[name];
  } catch {
    return { error: 'The file is not a readable XLSX workbook.' };
  }
  if (!sheet) return { error: 'The workbook has no sheet.' };
  const range = sheet['!ref'];
  if (!range) return { rows: [] };
  const decoded = utils.decode_range(range);
  decoded.e.c = Math.min(decoded.e.c, decoded.s.c + MAX_COLUMNS - 1);
  decoded.e.r = Math.min(decoded.e.r, decoded.s.r + maxRows);
  sheet['!ref'] = utils.encode_range(decoded);
  const rows = utils.sheet_to_json<Array<unknown>>(sheet, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: false,
    dateNF: 'yyyy-mm-dd',
  });
  return {
    rows: rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell)))),
  };
}

export async function readWorkbookResponse(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const maxRows = Number(url.searchParams.get('maxRows') ?? DEFAULT_MAX_ROWS);
  const bytes = new Uint8Array(await request.arrayBuffer());
  const answer = readWorkbook(
    bytes,
    Number.isSafeInteger(maxRows) && maxRows > 0 ? maxRows : DEFAULT_MAX_ROWS,
  );
  return Response.json(answer, { status: 'error' in answer ? 422 : 200 });
}
