import type { PDFFont, PDFPage } from 'pdf-lib';
import { fitText, wrapText } from '../draw/text';
import { text, textRight } from '../draw/text-align';
import type { Block, Section } from './flow';
import type { DesignFonts } from './fonts';
import { line, rect } from './shapes';
import { COLOR, SPACE, TYPE } from './tokens';

/*
 * Tables (decision 055): a navy header row of column titles, repeated at the top of every page or
 * column the table continues in (the flow's section header); striped rows that never split, each
 * with an optional note under it. Text that does not fit its column wraps (a tournament's or a
 * course's whole name is what a reader keeps the page for); figures stay on one line.
 */

export type TableColumn = {
  title: string;
  /** Points; 0 shares what the fixed columns leave. */
  width: number;
  align: 'left' | 'right';
  strong?: boolean;
};

export type TableRow = { cells: ReadonlyArray<string>; note?: string | null };

const HEADER_HEIGHT = 18;
const ROW_HEIGHT = 18;

/** The baseline that centres a line of body text in a row of this height. */
export function rowBaseline(top: number, height: number): number {
  return top - height / 2 - TYPE.body * 0.36;
}
const NOTE_SIZE = TYPE.small;
const NOTE_LEADING = NOTE_SIZE * 1.35;

export function columnWidths(columns: ReadonlyArray<TableColumn>, width: number): Array<number> {
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  const flexible = columns.filter((column) => column.width === 0).length;
  return columns.map((column) =>
    column.width === 0 ? (width - fixed) / Math.max(1, flexible) : column.width,
  );
}

/** Lines a left-aligned cell wraps to; the last is cut with an ellipsis when even they do not hold it. */
export const MAX_CELL_LINES = 3;
export const CELL_LEADING = TYPE.body * 1.35;
const MAX_TITLE_LINES = 2;
const TITLE_LEADING = TYPE.caption * 1.3;

/**
 * The lines of a cell's text in a column `width` wide: left-aligned text wraps at words to at most
 * `maxLines`; right-aligned text (figures) stays on one line. `cell` cuts what still does not fit.
 */
export function cellLines(
  value: string,
  font: PDFFont,
  size: number,
  width: number,
  align: 'left' | 'right',
  maxLines = MAX_CELL_LINES,
): Array<string> {
  if (align === 'right') return [value];
  const lines = wrapText(value, font, size, width - 12);
  if (lines.length === 0) return [''];
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')];
}

/** A column title's lines: broken between words only (a word too long is cut by `cell`), at most two. */
function titleLines(title: string, font: PDFFont, width: number): Array<string> {
  const lines: Array<string> = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && font.widthOfTextAtSize(joined, TYPE.caption) <= width - 12) {
      lines[lines.length - 1] = joined;
    } else {
      lines.push(word);
    }
  }
  if (lines.length <= MAX_TITLE_LINES) return lines.length > 0 ? lines : [''];
  return [...lines.slice(0, MAX_TITLE_LINES - 1), lines.slice(MAX_TITLE_LINES - 1).join(' ')];
}

/** A line of a cell's text in its column: left-aligned or right-aligned, cut to fit with an ellipsis. */
export function cell(
  page: PDFPage,
  value: string,
  x: number,
  width: number,
  baseline: number,
  font: PDFFont,
  size: number,
  align: 'left' | 'right',
  color = COLOR.text,
) {
  const fitted = fitText(value, font, size, width - 12);
  if (align === 'left') text(page, fitted, x + 6, baseline, font, size, color);
  else textRight(page, fitted, x + width - 6, baseline, font, size, color);
}

/** The column titles on navy; a title too long for its column wraps to a second line. */
export function tableHeader(
  fonts: DesignFonts,
  columns: ReadonlyArray<TableColumn>,
  width: number,
  density = 1,
): Block {
  const widths = columnWidths(columns, width);
  const titles = columns.map((column, i) =>
    titleLines(column.title.toUpperCase(), fonts.textStrong, widths[i] ?? 0),
  );
  const extra = (Math.max(1, ...titles.map((lines) => lines.length)) - 1) * TITLE_LEADING;
  const height = HEADER_HEIGHT * density + extra;
  return {
    height,
    draw(page, x, top) {
      rect(page, { x, y: top - height, width, height, color: COLOR.navy });
      let cx = x;
      columns.forEach((column, i) => {
        const w = widths[i] ?? 0;
        const lines = titles[i] ?? [];
        // The lines of every title centred in the row.
        const first = top - height / 2 - TYPE.caption * 0.36 + ((lines.length - 1) * TITLE_LEADING) / 2;
        lines.forEach((title, n) => {
          cell(
            page,
            title,
            cx,
            w,
            first - n * TITLE_LEADING,
            fonts.textStrong,
            TYPE.caption,
            column.align,
            COLOR.white,
          );
        });
        cx += w;
      });
    },
  };
}

/** A row; every other one striped, with a hairline under each; long text wraps within its column. */
export function tableRow(
  fonts: DesignFonts,
  columns: ReadonlyArray<TableColumn>,
  width: number,
  row: TableRow,
  striped: boolean,
  density = 1,
): Block {
  const widths = columnWidths(columns, width);
  const fontOf = (column: TableColumn) => (column.strong ? fonts.textStrong : fonts.text);
  const wrapped = columns.map((column, i) =>
    cellLines(row.cells[i] ?? '', fontOf(column), TYPE.body, widths[i] ?? 0, column.align),
  );
  const extra = (Math.max(1, ...wrapped.map((lines) => lines.length)) - 1) * CELL_LEADING;
  const noteLines = row.note ? wrapText(row.note, fonts.text, NOTE_SIZE, width - 24) : [];
  const rowHeight = ROW_HEIGHT * density;
  const height = rowHeight + extra + (noteLines.length > 0 ? noteLines.length * NOTE_LEADING + SPACE[1] : 0);
  return {
    height,
    draw(page, x, top) {
      if (striped) rect(page, { x, y: top - height, width, height, color: COLOR.surface });
      const baseline = rowBaseline(top, rowHeight);
      let cx = x;
      columns.forEach((column, i) => {
        const w = widths[i] ?? 0;
        (wrapped[i] ?? []).forEach((value, n) => {
          cell(
            page,
            value,
            cx,
            w,
            baseline - n * CELL_LEADING,
            fontOf(column),
            TYPE.body,
            column.align,
            i === 0 ? COLOR.navy : COLOR.text,
          );
        });
        cx += w;
      });
      noteLines.forEach((noteLine, i) => {
        text(
          page,
          noteLine,
          x + 12,
          top - rowHeight - extra - NOTE_SIZE - i * NOTE_LEADING + 2,
          fonts.text,
          NOTE_SIZE,
          COLOR.muted,
        );
      });
      line(page, {
        start: { x, y: top - height },
        end: { x: x + width, y: top - height },
        thickness: 0.4,
        color: COLOR.border,
      });
    },
  };
}

/** A whole table as a flow section: heading, repeated header, rows; `empty` when it has none. */
export function tableSection(
  fonts: DesignFonts,
  input: {
    heading?: Block;
    columns: ReadonlyArray<TableColumn>;
    rows: ReadonlyArray<TableRow>;
    width: number;
    empty?: string;
    gapAfter?: number;
    /** Row heights scaled (1 normal; less to fit a document's last rows onto its pages). */
    density?: number;
  },
): Section {
  const rows = input.rows.map((row, index) =>
    tableRow(fonts, input.columns, input.width, row, index % 2 === 1, input.density),
  );
  const emptyRow: Block = {
    height: ROW_HEIGHT,
    draw(page, x, top) {
      text(page, input.empty ?? '', x + 6, rowBaseline(top, ROW_HEIGHT), fonts.text, TYPE.body, COLOR.muted);
    },
  };
  return {
    heading: input.heading,
    header: tableHeader(fonts, input.columns, input.width, input.density),
    items: rows.length > 0 ? rows : [emptyRow],
    gapAfter: input.gapAfter ?? SPACE[4],
  };
}
