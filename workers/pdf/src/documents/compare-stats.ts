import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { CompareReportModel, CompareReportRow } from '../../../../app/domain/reports/compare-report';
import { embedFont, finishFonts } from '../draw/font';
import { PALETTE as C } from '../draw/palette';
import { fitText, wrapText } from '../draw/text';
import { text, textRight } from '../draw/text-align';
import { barlowCondensed400 } from '../fonts/barlow-condensed-400';
import { barlowCondensed600 } from '../fonts/barlow-condensed-600';
import { barlowCondensed700 } from '../fonts/barlow-condensed-700';

/*
 * The Compare Stats report (spec 2 §2 report options, §7 compareStatsReportFromState): one section of
 * the PDF per ticked page, each a table of the left and right selections side by side. Tables split
 * across pages with their header repeated; the left side's bars are solid and the right side's
 * outlined, and every bar carries its value, so the report reads in black and white too.
 */

const PAGE: [number, number] = [612, 792]; // US Letter
const MARGIN = 40;
const CONTENT = PAGE[0] - MARGIN * 2;
const FOOTER = 46;
const BAND = 64;
const TOP = PAGE[1] - BAND - 24;

const LABEL_WIDTH = CONTENT * 0.4;
const SIDE_WIDTH = (CONTENT - LABEL_WIDTH) / 2;
const ROW = 17;
const BAR_WIDTH = 70;

type Fonts = { regular: PDFFont; semibold: PDFFont; bold: PDFFont };

type Cursor = { doc: PDFDocument; fonts: Fonts; model: CompareReportModel; page: PDFPage; y: number };

/** A new page under the report's band: the comparison's title and the page's name. */
function newPage(c: Omit<Cursor, 'page' | 'y'>, pageTitle: string): Cursor {
  const page = c.doc.addPage(PAGE);
  page.drawRectangle({ x: 0, y: PAGE[1] - BAND, width: PAGE[0], height: BAND, color: C.navy });
  page.drawRectangle({ x: 0, y: PAGE[1] - BAND - 3, width: PAGE[0], height: 3, color: C.gold });
  const titleWidth = CONTENT - 150;
  text(
    page,
    fitText(c.model.title, c.fonts.bold, 20, titleWidth),
    MARGIN,
    PAGE[1] - 40,
    c.fonts.bold,
    20,
    C.white,
  );
  textRight(page, pageTitle.toUpperCase(), PAGE[0] - MARGIN, PAGE[1] - 38, c.fonts.semibold, 11, C.goldLight);
  return { ...c, page, y: TOP };
}

/** Room for `height` more points on this page, else a continuation page of the same report page. */
function ensure(c: Cursor, height: number, pageTitle: string): Cursor {
  if (c.y - height >= FOOTER + 10) return c;
  return newPage(c, pageTitle);
}

/** The legend of the two selections: the left side's mark solid, the right side's outlined. */
function sideMark(page: PDFPage, side: 'left' | 'right', x: number, y: number, size = 8) {
  if (side === 'left') page.drawRectangle({ x, y, width: size, height: size, color: C.brand });
  else
    page.drawRectangle({
      x,
      y,
      width: size,
      height: size,
      borderColor: C.navy,
      borderWidth: 1,
      color: C.goldLight,
    });
}

function sides(c: Cursor): Cursor {
  let cursor = c;
  for (const side of c.model.sides) {
    const lines = side.lines.flatMap((line) => wrapText(line, c.fonts.regular, 9.5, CONTENT - 16));
    cursor = ensure(cursor, 22 + lines.length * 12, 'Summary');
    sideMark(cursor.page, side.side, MARGIN, cursor.y - 1);
    text(
      cursor.page,
      fitText(side.heading, c.fonts.bold, 12, CONTENT - 16),
      MARGIN + 14,
      cursor.y,
      c.fonts.bold,
      12,
      C.navy,
    );
    cursor.y -= 14;
    for (const line of lines) {
      text(cursor.page, line, MARGIN + 14, cursor.y, c.fonts.regular, 9.5, C.muted);
      cursor.y -= 12;
    }
    cursor.y -= 8;
  }
  return cursor;
}

function tableHeader(c: Cursor) {
  const { page, fonts } = c;
  page.drawRectangle({ x: MARGIN, y: c.y - 5, width: CONTENT, height: ROW, color: C.surface });
  const [left, right] = c.model.sides;
  for (const [index, side] of [left, right].entries()) {
    if (!side) continue;
    const x = MARGIN + LABEL_WIDTH + index * SIDE_WIDTH + 6;
    sideMark(page, side.side, x, c.y - 0.5, 7);
    text(
      page,
      side.side === 'left' ? 'Left Selection' : 'Right Selection',
      x + 11,
      c.y,
      fonts.semibold,
      9,
      C.navy,
    );
  }
  c.y -= ROW;
}

function sectionHeading(c: Cursor, heading: string, pageTitle: string): Cursor {
  // A heading never ends a page: it keeps its header and first row with it.
  const cursor = ensure(c, 26 + ROW * 2, pageTitle);
  cursor.y -= 6;
  text(
    cursor.page,
    fitText(heading.toUpperCase(), c.fonts.bold, 11.5, CONTENT),
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
  cursor.y -= 14;
  tableHeader(cursor);
  return cursor;
}

function bar(page: PDFPage, side: 'left' | 'right', x: number, y: number, share: number) {
  const width = Math.max(0.5, Math.min(1, share) * BAR_WIDTH);
  page.drawRectangle({ x, y: y - 1, width: BAR_WIDTH, height: 8, color: C.surface });
  if (side === 'left') page.drawRectangle({ x, y: y - 1, width, height: 8, color: C.brand });
  else
    page.drawRectangle({
      x,
      y: y - 1,
      width,
      height: 8,
      color: C.goldLight,
      borderColor: C.navy,
      borderWidth: 0.8,
    });
}

/** A row; in a table with bars, every value sits after the bar's room, drawn or not. */
function tableRow(c: Cursor, row: CompareReportRow, striped: boolean, barred: boolean) {
  const { page, fonts } = c;
  if (striped)
    page.drawRectangle({ x: MARGIN, y: c.y - 5, width: CONTENT, height: ROW, color: C.brandLight });
  text(page, fitText(row.label, fonts.regular, 9.5, LABEL_WIDTH - 8), MARGIN + 4, c.y, fonts.regular, 9.5);
  for (const [index, value] of [row.left, row.right].entries()) {
    const x = MARGIN + LABEL_WIDTH + index * SIDE_WIDTH + 6;
    const share = row.bars?.[index] ?? null;
    if (share !== null) bar(page, index === 0 ? 'left' : 'right', x, c.y, share);
    const valueX = barred ? x + BAR_WIDTH + 6 : x;
    const room = MARGIN + LABEL_WIDTH + (index + 1) * SIDE_WIDTH - valueX - 4;
    text(page, fitText(value, fonts.semibold, 9.5, room), valueX, c.y, fonts.semibold, 9.5);
  }
  c.y -= ROW;
}

function section(
  c: Cursor,
  heading: string,
  rows: ReadonlyArray<CompareReportRow>,
  pageTitle: string,
): Cursor {
  let cursor = sectionHeading(c, heading, pageTitle);
  const barred = rows.some((row) => row.bars !== undefined);
  if (rows.length === 0) {
    text(cursor.page, 'No data for these rounds.', MARGIN + 4, cursor.y, c.fonts.regular, 9.5, C.muted);
    cursor.y -= ROW;
  }
  rows.forEach((row, index) => {
    if (cursor.y - ROW < FOOTER + 10) {
      cursor = newPage(cursor, pageTitle);
      tableHeader(cursor);
    }
    tableRow(cursor, row, index % 2 === 1, barred);
  });
  cursor.y -= 10;
  return cursor;
}

const ROUND_COLUMNS = [
  { title: 'Date', width: 70 },
  { title: 'Round', width: CONTENT - 70 - 60 - 60 },
  { title: 'Score', width: 60 },
  { title: 'To par', width: 60 },
];

function roundsHeader(c: Cursor) {
  c.page.drawRectangle({ x: MARGIN, y: c.y - 5, width: CONTENT, height: ROW, color: C.surface });
  let x = MARGIN + 4;
  for (const column of ROUND_COLUMNS) {
    text(c.page, column.title, x, c.y, c.fonts.semibold, 9, C.navy);
    x += column.width;
  }
  c.y -= ROW;
}

function roundsSection(
  c: Cursor,
  side: 'left' | 'right',
  list: NonNullable<CompareReportModel['pages'][number]['rounds']>[number],
  pageTitle: string,
): Cursor {
  let cursor = ensure(c, 26 + ROW * 2, pageTitle);
  cursor.y -= 6;
  sideMark(cursor.page, side, MARGIN, cursor.y - 1);
  text(
    cursor.page,
    fitText(list.heading, c.fonts.bold, 11.5, CONTENT - 14),
    MARGIN + 14,
    cursor.y,
    c.fonts.bold,
    11.5,
    C.navy,
  );
  cursor.y -= 16;
  roundsHeader(cursor);
  if (list.rounds.length === 0) {
    text(
      cursor.page,
      'No rounds are selected on this side.',
      MARGIN + 4,
      cursor.y,
      c.fonts.regular,
      9.5,
      C.muted,
    );
    cursor.y -= ROW;
  }
  list.rounds.forEach((round, index) => {
    if (cursor.y - ROW < FOOTER + 10) {
      cursor = newPage(cursor, pageTitle);
      roundsHeader(cursor);
    }
    if (index % 2 === 1) {
      cursor.page.drawRectangle({
        x: MARGIN,
        y: cursor.y - 5,
        width: CONTENT,
        height: ROW,
        color: C.brandLight,
      });
    }
    let x = MARGIN + 4;
    const cells = [round.date, round.name, round.score, round.toPar];
    cells.forEach((cell, i) => {
      const width = ROUND_COLUMNS[i]?.width ?? 60;
      const font = i >= 2 ? c.fonts.semibold : c.fonts.regular;
      text(cursor.page, fitText(cell, font, 9.5, width - 8), x, cursor.y, font, 9.5);
      x += width;
    });
    cursor.y -= ROW;
  });
  cursor.y -= 12;
  return cursor;
}

function footers(doc: PDFDocument, fonts: Fonts, model: CompareReportModel) {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawLine({
      start: { x: MARGIN, y: 34 },
      end: { x: PAGE[0] - MARGIN, y: 34 },
      thickness: 0.6,
      color: C.border,
    });
    text(
      page,
      fitText(model.title, fonts.regular, 8.5, CONTENT - 200),
      MARGIN,
      22,
      fonts.regular,
      8.5,
      C.subtle,
    );
    text(page, `Generated ${model.generatedOn}`, PAGE[0] / 2 - 40, 22, fonts.regular, 8.5, C.subtle);
    textRight(page, `Page ${i + 1} of ${pages.length}`, PAGE[0] - MARGIN, 22, fonts.semibold, 8.5, C.subtle);
  });
}

export async function renderCompareStats(model: CompareReportModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(model.title);
  doc.setSubject('Golf compare stats report');
  doc.setProducer('pdf-lib (PDF Worker)');
  const fonts: Fonts = {
    regular: embedFont(doc, barlowCondensed400),
    semibold: embedFont(doc, barlowCondensed600),
    bold: embedFont(doc, barlowCondensed700),
  };
  const base = { doc, fonts, model };
  model.pages.forEach((page, index) => {
    // Each report page starts a page of its own; the first one opens with the two selections.
    let cursor = newPage(base, page.title);
    if (index === 0) cursor = sides(cursor);
    for (const part of page.sections) cursor = section(cursor, part.heading, part.rows, page.title);
    for (const [i, list] of (page.rounds ?? []).entries()) {
      cursor = roundsSection(cursor, i === 0 ? 'left' : 'right', list, page.title);
    }
  });
  footers(doc, fonts, model);
  finishFonts(doc);
  return doc.save({ useObjectStreams: false });
}
