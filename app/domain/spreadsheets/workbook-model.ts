import { z } from 'zod';

/*
 * A spreadsheet as data (decision 057): named sheets, each a header row of typed columns and rows of
 * plain values. The app builds it from what a page shows; the document Worker checks it against this
 * schema and writes the .xlsx (typed cells, a bold frozen header row, the columns' widths). The same
 * table is what a CSV download writes.
 */

/**
 * How a column's values are stored and shown: text as text; whole numbers; decimals to two places;
 * a score to par as a signed number (+3, -2, E for even, still a number); a day (YYYY-MM-DD) as a
 * date cell in that format.
 */
export const CELL_KINDS = ['text', 'integer', 'decimal', 'to-par', 'date'] as const;
export type CellKind = (typeof CELL_KINDS)[number];

export type CellValue = string | number | null;

export type SheetColumn = { header: string; kind: CellKind; width: number };

export type Sheet = { name: string; columns: Array<SheetColumn>; rows: Array<Array<CellValue>> };

/** A table that a download writes as a CSV or as one sheet of a workbook. */
export type Table = Omit<Sheet, 'name'>;

// Excel's own limits: a sheet name of 31 characters without []:*?/\, 32 767 characters in a cell.
const SHEET_NAME = /^[^[\]:*?/\\]{1,31}$/;
const MAX_TEXT = 32_767;
// Far above two seasons of a schedule or years of rounds; it bounds what one request makes the Worker build.
export const MAX_SHEET_ROWS = 20_000;
export const MAX_SHEET_COLUMNS = 60;
export const MAX_SHEETS = 8;
export const MIN_COLUMN_WIDTH = 4;
export const MAX_COLUMN_WIDTH = 80;

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether `value` may stand in a column of `kind` (null is an empty cell in any column). */
export function fitsKind(kind: CellKind, value: CellValue): boolean {
  if (value === null) return true;
  switch (kind) {
    case 'text':
      return typeof value === 'string' && value.length <= MAX_TEXT;
    case 'integer':
    case 'to-par':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'decimal':
      return typeof value === 'number' && Number.isFinite(value);
    case 'date':
      return typeof value === 'string' && ISO_DAY.test(value) && isCalendarDay(value);
  }
}

function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

const columnSchema = z.object({
  header: z.string().min(1).max(100),
  kind: z.enum(CELL_KINDS),
  width: z.number().min(MIN_COLUMN_WIDTH).max(MAX_COLUMN_WIDTH),
});

const cellSchema = z.union([z.string().max(MAX_TEXT), z.number(), z.null()]);

const sheetSchema = z
  .object({
    name: z.string().regex(SHEET_NAME, 'is not a sheet name'),
    columns: z.array(columnSchema).min(1).max(MAX_SHEET_COLUMNS),
    rows: z.array(z.array(cellSchema)).max(MAX_SHEET_ROWS),
  })
  .superRefine((sheet, ctx) => {
    for (const [r, row] of sheet.rows.entries()) {
      if (row.length !== sheet.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', r],
          message: `has ${row.length} cells for ${sheet.columns.length} columns`,
        });
        return;
      }
      for (const [c, column] of sheet.columns.entries()) {
        if (!fitsKind(column.kind, row[c] ?? null)) {
          ctx.addIssue({
            code: 'custom',
            path: ['rows', r, c],
            message: `is not a ${column.kind} value for "${column.header}"`,
          });
          return;
        }
      }
    }
  });

export const workbookModelSchema = z
  .object({
    fileName: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,150}\.xlsx$/, 'is not a file name'),
    sheets: z.array(sheetSchema).min(1).max(MAX_SHEETS),
  })
  .refine((model) => new Set(model.sheets.map((s) => s.name.toLowerCase())).size === model.sheets.length, {
    message: 'sheet names must differ',
    path: ['sheets'],
  });

export type WorkbookModel = { fileName: string; sheets: Array<Sheet> };

/** A column of `kind` as wide as its header or `width` characters, whichever is wider. */
export function column(header: string, kind: CellKind, width: number): SheetColumn {
  return {
    header,
    kind,
    width: Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width, header.length + 2)),
  };
}

/**
 * A table as a named sheet. Text longer than a cell holds (a pasted note) is cut at Excel's limit
 * rather than refused, so that no stored value can keep a file from being written.
 */
export function sheetOf(name: string, table: Table): Sheet {
  return {
    name,
    columns: table.columns,
    rows: table.rows.map((row) =>
      row.map((value) =>
        typeof value === 'string' && value.length > MAX_TEXT ? value.slice(0, MAX_TEXT) : value,
      ),
    ),
  };
}

/** A table's rows as a CSV writes them: the header, then every row as is. */
export function tableHeader(table: Table): Array<string> {
  return table.columns.map((c) => c.header);
}
