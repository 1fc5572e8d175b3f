import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  MARK_LEGEND,
  type PlayerReportModel,
  type ReportMark,
  type ReportTable,
} from '../../../../app/domain/reports/player-report';
import { embedFont, finishFonts } from '../draw/font';
import { PALETTE as C } from '../draw/palette';
import { fitText, wrapText } from '../draw/text';
import { text, textRight } from '../draw/text-align';
import { barlowCondensed400 } from '../fonts/barlow-condensed-400';
import { barlowCondensed600 } from '../fonts/barlow-condensed-600';
import { barlowCondensed700 } from '../fonts/barlow-condensed-700';

/*
 * The player reports of spec 2 §2 (decision 054: ppr, data-analysis, public-player-stats-report,
 * player-best-stats-report, favorites): a head with the player and what the report was made from, a
 * row of key figures, then tables that split across pages with their header repeated. A value's
 * comparison with the standard is a solid or a hollow mark, so it reads in black and white; every
 * page carries the player's name, the date and its number.
 */

const PAGE: [number, number] = [612, 792]; // US Letter
const MARGIN = 40;
const CONTENT = PAGE[0] - MARGIN * 2;
const BAND = 72;
const FOOTER = 46;
const ROW = 17;
const MARK = 6;

type Fonts = { regular: PDFFont; semibold: PDFFont; bold: PDFFont };
type Cursor = { doc: PDFDocument; fonts: Fonts; model: PlayerReportModel; page: PDFPage; y: number };

function newPage(c: Omit<Cursor, 'page' | 'y'>): Cursor {
  const page = c.doc.addPage(PAGE);
  page.drawRectangle({ x: 0, y: PAGE[1] - BAND, width: PAGE[0], height: BAND, color: C.navy });
  page.drawRectangle({ x: 0, y: PAGE[1] - BAND - 3, width: PAGE[0], height: 3, color: C.gold });
  text(
    page,
    fitText(c.model.playerName, c.fonts.bold, 22, CONTENT - 170),
    MARGIN,
    PAGE[1] - 38,
    c.fonts.bold,
    22,
    C.white,
  );
  textRight(
    page,
    c.model.title.toUpperCase(),
    PAGE[0] - MARGIN,
    PAGE[1] - 36,
    c.fonts.semibold,
    11,
    C.goldLight,
  );
  text(
    page,
    fitText(c.model.subtitle, c.fonts.regular, 10.5, CONTENT),
    MARGIN,
    PAGE[1] - 58,
    c.fonts.regular,
    10.5,
    C.headerMuted,
  );
  return { ...c, page, y: PAGE[1] - BAND - 28 };
}

function ensure(c: Cursor, height: number): Cursor {
  return c.y - height >= FOOTER + 10 ? c : newPage(c);
}

/** The key figures: boxes across the page, value over label. */
function figures(c: Cursor): Cursor {
  const list = c.model.figures;
  if (list.length === 0) return c;
  const gap = 8;
  const width = (CONTENT - gap * (list.length - 1)) / list.length;
  const height = 46;
  list.forEach((figure, i) => {
    const x = MARGIN + i * (width + gap);
    c.page.drawRectangle({
      x,
      y: c.y - height + 12,
      width,
      height,
      color: C.surface,
      borderColor: C.border,
      borderWidth: 0.6,
    });
    text(
      c.page,
      fitText(figure.value, c.fonts.bold, 17, width - 16),
      x + 8,
      c.y - 8,
      c.fonts.bold,
      17,
      C.navy,
    );
    text(
      c.page,
      fitText(figure.label.toUpperCase(), c.fonts.semibold, 8, width - 16),
      x + 8,
      c.y - 25,
      c.fonts.semibold,
      8,
      C.muted,
    );
  });
  c.y -= height + 8;
  return c;
}

function markShape(page: PDFPage, mark: ReportMark, x: number, y: number) {
  if (mark === 'better') page.drawRectangle({ x, y, width: MARK, height: MARK, color: C.brand });
  if (mark === 'worse')
    page.drawRectangle({
      x,
      y,
      width: MARK,
      height: MARK,
      borderColor: C.under,
      borderWidth: 1,
      color: C.white,
    });
}

function legend(c: Cursor): Cursor {
  const marked = c.model.tables.some((t) => t.rows.some((r) => r.marks.some((m) => m !== null)));
  if (!marked) return c;
  markShape(c.page, 'better', MARGIN, c.y - 0.5);
  markShape(c.page, 'worse', MARGIN + MARK + 3, c.y - 0.5);
  text(c.page, MARK_LEGEND, MARGIN + MARK * 2 + 10, c.y, c.fonts.regular, 9, C.muted);
  c.y -= 20;
  return c;
}

function columnXs(table: ReportTable): Array<{ x: number; width: number }> {
  const total = table.columns.reduce((sum, col) => sum + col.width, 0);
  let x = MARGIN;
  return table.columns.map((col) => {
    const width = (col.width / total) * CONTENT;
    const at = { x, width };
    x += width;
    return at;
  });
}

function header(c: Cursor, table: ReportTable) {
  const xs = columnXs(table);
  c.page.drawRectangle({ x: MARGIN, y: c.y - 5, width: CONTENT, height: ROW, color: C.surface });
  table.columns.forEach((col, i) => {
    const at = xs[i];
    if (!at) return;
    const title = fitText(col.title, c.fonts.semibold, 9, at.width - 8);
    if (col.align === 'right')
      textRight(c.page, title, at.x + at.width - 4, c.y, c.fonts.semibold, 9, C.navy);
    else text(c.page, title, at.x + 4, c.y, c.fonts.semibold, 9, C.navy);
  });
  c.y -= ROW;
}

function heading(c: Cursor, table: ReportTable): Cursor {
  const noteLines = table.note ? wrapText(table.note, c.fonts.regular, 9.5, CONTENT) : [];
  // A heading never ends a page: its header and first row come with it.
  const cursor = ensure(c, 30 + noteLines.length * 12 + ROW * 2);
  text(
    cursor.page,
    fitText(table.heading.toUpperCase(), c.fonts.bold, 11.5, CONTENT),
    MARGIN,
    cursor.y,
    c.fonts.bold,
    11.5,
    C.navy,
  );
  cursor.y -= 6;
  cursor.page.drawLine({
    start: { x: MARGIN, y: cursor.y },
    end: { x: MARGIN + CONTENT, y: cursor.y },
    thickness: 1,
    color: C.gold,
  });
  cursor.y -= 13;
  for (const line of noteLines) {
    text(cursor.page, line, MARGIN, cursor.y, c.fonts.regular, 9.5, C.muted);
    cursor.y -= 12;
  }
  if (noteLines.length > 0) cursor.y -= 3;
  // A table without rows says so in a sentence: no header over nothing.
  if (table.rows.length > 0) header(cursor, table);
  return cursor;
}

function table(c: Cursor, part: ReportTable): Cursor {
  let cursor = heading(c, part);
  const xs = columnXs(part);
  if (part.rows.length === 0) {
    text(cursor.page, part.empty, MARGIN + 4, cursor.y, c.fonts.regular, 9.5, C.muted);
    cursor.y -= ROW;
  }
  part.rows.forEach((r, index) => {
    if (cursor.y - ROW < FOOTER + 10) {
      cursor = newPage(cursor);
      header(cursor, part);
    }
    if (index % 2 === 1)
      cursor.page.drawRectangle({
        x: MARGIN,
        y: cursor.y - 5,
        width: CONTENT,
        height: ROW,
        color: C.brandLight,
      });
    r.cells.forEach((cell, i) => {
      const col = part.columns[i];
      const at = xs[i];
      if (!col || !at) return;
      const mark = r.marks[i] ?? null;
      const font = i === 0 ? c.fonts.regular : c.fonts.semibold;
      const room = at.width - 8 - (mark ? MARK + 4 : 0);
      const value = fitText(cell, font, 9.5, room);
      if (col.align === 'right') {
        const right = at.x + at.width - 4;
        textRight(cursor.page, value, right, cursor.y, font, 9.5);
        if (mark)
          markShape(cursor.page, mark, right - font.widthOfTextAtSize(value, 9.5) - MARK - 4, cursor.y - 0.5);
      } else {
        if (mark) markShape(cursor.page, mark, at.x + 4, cursor.y - 0.5);
        text(cursor.page, value, at.x + 4 + (mark ? MARK + 4 : 0), cursor.y, font, 9.5);
      }
    });
    cursor.y -= ROW;
  });
  cursor.y -= 14;
  return cursor;
}

function footers(doc: PDFDocument, fonts: Fonts, model: PlayerReportModel) {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawLine({
      start: { x: MARGIN, y: 34 },
      end: { x: PAGE[0] - MARGIN, y: 34 },
      thickness: 0.6,
      color: C.border,
    });
    const name = fitText(`${model.playerName} · ${model.title}`, fonts.regular, 8.5, CONTENT - 200);
    text(page, name, MARGIN, 22, fonts.regular, 8.5, C.subtle);
    text(page, `Generated ${model.generatedOn}`, PAGE[0] / 2 - 20, 22, fonts.regular, 8.5, C.subtle);
    textRight(page, `Page ${i + 1} of ${pages.length}`, PAGE[0] - MARGIN, 22, fonts.semibold, 8.5, C.subtle);
  });
}

export async function renderPlayerReport(model: PlayerReportModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${model.playerName} – ${model.title}`);
  doc.setSubject(`Golf ${model.title.toLowerCase()}`);
  doc.setProducer('pdf-lib (PDF Worker)');
  const fonts: Fonts = {
    regular: embedFont(doc, barlowCondensed400),
    semibold: embedFont(doc, barlowCondensed600),
    bold: embedFont(doc, barlowCondensed700),
  };
  let cursor = legend(figures(newPage({ doc, fonts, model })));
  for (const part of model.tables) cursor = table(cursor, part);
  footers(doc, fonts, model);
  finishFonts(doc);
  return doc.save({ useObjectStreams: false });
}
