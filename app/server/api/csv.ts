/*
 * CSV of the player's data export (issue 5 point 7), RFC 4180: fields separated by commas, lines by
 * CRLF; a field holding a comma, a quote, a line break or edge spaces is quoted, its quotes doubled.
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe (OWASP CSV injection); numbers are written as numbers.
 */

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  if (/[",\r\n]/.test(text) || text !== text.trim()) return `"${text.replaceAll('"', '""')}"`;
  return text;
}

export function toCsv(header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A file name safe in a Content-Disposition header: letters, digits and dashes only. */
export function safeFileName(parts: ReadonlyArray<string>, extension: string): string {
  const base = parts
    .map((part) =>
      part
        .normalize('NFKD')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter((part) => part.length > 0)
    .join('-');
  return `${base || 'export'}.${extension}`;
}
