// Opens a downloaded .xlsx with LibreOffice (headless) and reads every sheet back as rows of the
// text LibreOffice shows: what a person opening the file sees, and proof it opens without repair.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// CSV options of LibreOffice's filter: comma, double quote, UTF-8, from row 1, cells as shown, every sheet to a file.
const CSV_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1';

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): Array<Array<string>> {
  const rows: Array<Array<string>> = [];
  let row: Array<string> = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/**
 * Each sheet of the workbook by name, as LibreOffice shows its cells. Asynchronous: a conversion
 * takes seconds, during which the test's HTTP connections must stay served.
 */
export async function openWithLibreOffice(bytes: ArrayBuffer): Promise<Record<string, Array<Array<string>>>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'xlsx-'));
  try {
    const file = path.join(dir, 'book.xlsx');
    writeFileSync(file, new Uint8Array(bytes));
    // A profile of its own: two conversions at once do not share LibreOffice's lock.
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        CSV_FILTER,
        '--outdir',
        path.join(dir, 'out'),
        file,
      ],
      { timeout: 60_000 },
    );
    const sheets: Record<string, Array<Array<string>>> = {};
    for (const name of readdirSync(path.join(dir, 'out'))) {
      const sheet = /^book-(.+)\.csv$/.exec(name)?.[1];
      if (sheet) sheets[sheet] = parseCsv(readFileSync(path.join(dir, 'out', name), 'utf8'));
    }
    return sheets;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
