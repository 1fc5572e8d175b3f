/*
 * Reading a CSV file for the round import (issue 34 §5), RFC 4180: fields separated by a comma (or
 * the semicolon or tab a spreadsheet in another locale writes, told from the header line), quoted
 * with double quotes, a doubled quote inside a quoted field; lines end with CRLF or LF.
 */

export type CsvReadResult = { ok: true; rows: Array<Array<string>> } | { ok: false; message: string };

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter the header line uses most, outside quotes; a comma when it names one column. */
export function delimiterOf(text: string): string {
  const end = text.search(/\r?\n/);
  const header = end === -1 ? text : text.slice(0, end);
  let best = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    let count = 0;
    let quoted = false;
    for (const char of header) {
      if (char === '"') quoted = !quoted;
      else if (!quoted && char === delimiter) count++;
    }
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The rows of a CSV text, each a list of fields as written (a byte-order mark dropped). A quoted field
 * that is never closed makes the file malformed, naming the line it opened on; blank lines are dropped.
 */
export function readCsv(source: string, maxRows: number): CsvReadResult {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const delimiter = delimiterOf(text);
  const rows: Array<Array<string>> = [];
  let row: Array<string> = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  let i = 0;
  const endRow = () => {
    row.push(field);
    field = '';
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      i++;
      continue;
    }
    if (char === '"' && field.trim() === '') {
      quoted = true;
      quoteLine = line;
      field = '';
    } else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      if (rows.length > maxRows) return { ok: false, message: tooManyRows(maxRows) };
    } else field += char;
    i++;
  }
  if (quoted)
    return {
      ok: false,
      message: `The file is not a well-formed CSV: the quoted field opened on line ${quoteLine} is never closed.`,
    };
  if (field !== '' || row.length > 0) endRow();
  if (rows.length > maxRows) return { ok: false, message: tooManyRows(maxRows) };
  return { ok: true, rows };
}

export function tooManyRows(maxRows: number): string {
  return `The file has more than ${maxRows.toLocaleString('en-US')} rows; split it into smaller files.`;
}
