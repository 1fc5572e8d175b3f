import { PDFDocument, type PDFPage } from 'pdf-lib';
import {
  figureNotes,
  MARK_LEGEND,
  type PlayerReportModel,
  type ReportFigure,
  type ReportMark,
  type ReportTable,
} from '../../../../app/domain/reports/player-report';
import { finishFonts } from '../draw/font';
import { fitText } from '../draw/text';
import { text, textRight } from '../draw/text-align';
import { headingBlock, paragraphBlock, spacer, stack } from '../layout/blocks';
import { storeContentStreams } from '../layout/content-streams';
import { diagramRow } from '../layout/diagram';
import { type Block, drawFlow, ONE_COLUMN_FLOW, planDenseFlow, type Section } from '../layout/flow';
import { type DesignFonts, embedDesignFonts } from '../layout/fonts';
import { bandedPage, drawFrames } from '../layout/frame';
import { line, rect } from '../layout/shapes';
import { CELL_LEADING, cell, cellLines, rowBaseline, type TableColumn, tableHeader } from '../layout/table';
import { COLOR, CONTENT_WIDTH, SPACE, TYPE } from '../layout/tokens';

/*
 * The player reports of spec 2 §2 (decisions 054 and 059: ppr, data-analysis, season stats, best
 * stats, favorites, rr, dispersion-analysis, course-plan-report) in the PDF design system (decision
 * 055): what the report was made from, a row of key figures, tables that split across pages with
 * their header repeated, then hole maps and scatter plots. A value's comparison with the standard is
 * a solid or a hollow mark, so it reads in black and white; the frame puts the player's name, the
 * date and "Page n of N" on every page.
 */

const ROW = 18;
const MARK = 6;

/** The key figures: boxes across the page (two rows when there are many), value over label. */
function figuresBlock(fonts: DesignFonts, figures: ReadonlyArray<ReportFigure>): Block {
  const perRow = figures.length > 5 ? Math.ceil(figures.length / 2) : figures.length;
  const gap = SPACE[2];
  const width = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow;
  const boxHeight = 42;
  const rows = Math.ceil(figures.length / perRow);
  return {
    height: rows * (boxHeight + gap) + SPACE[2],
    draw(page, x, top) {
      figures.forEach((figure, i) => {
        const bx = x + (i % perRow) * (width + gap);
        const by = top - Math.floor(i / perRow) * (boxHeight + gap) - boxHeight;
        rect(page, {
          x: bx,
          y: by,
          width,
          height: boxHeight,
          color: COLOR.surface,
          borderColor: COLOR.border,
          borderWidth: 0.6,
        });
        rect(page, { x: bx, y: by, width: 2, height: boxHeight, color: COLOR.brand });
        const value = fitText(figure.value, fonts.headingBold, TYPE.title, width - 16);
        text(page, value, bx + 9, by + boxHeight - 20, fonts.headingBold, TYPE.title, COLOR.navy);
        const label = fitText(figure.label.toUpperCase(), fonts.textStrong, TYPE.caption, width - 16);
        text(page, label, bx + 9, by + 9, fonts.textStrong, TYPE.caption, COLOR.muted);
      });
    },
  };
}

function markShape(page: PDFPage, mark: ReportMark, x: number, y: number) {
  if (mark === 'better') rect(page, { x, y, width: MARK, height: MARK, color: COLOR.brand });
  if (mark === 'worse')
    rect(page, {
      x,
      y,
      width: MARK,
      height: MARK,
      color: COLOR.white,
      borderColor: COLOR.under,
      borderWidth: 1,
    });
}

function legendBlock(fonts: DesignFonts): Block {
  return {
    height: TYPE.small + SPACE[4],
    draw(page, x, top) {
      const baseline = top - TYPE.small;
      markShape(page, 'better', x, baseline - 0.5);
      markShape(page, 'worse', x + MARK + 3, baseline - 0.5);
      text(page, MARK_LEGEND, x + MARK * 2 + 10, baseline, fonts.text, TYPE.small, COLOR.muted);
    },
  };
}

/** The model's relative column widths as points across the content. */
function tableColumns(table: ReportTable): Array<TableColumn> {
  const total = table.columns.reduce((sum, col) => sum + col.width, 0);
  return table.columns.map((col) => ({
    title: col.title,
    align: col.align,
    width: (col.width / total) * CONTENT_WIDTH,
  }));
}

/** A table row with its marks: striped every other row, a hairline under each; long text wraps. */
function markedRow(
  fonts: DesignFonts,
  columns: ReadonlyArray<TableColumn>,
  row: ReportTable['rows'][number],
  striped: boolean,
  density: number,
): Block {
  const fontOf = (i: number) => (i === 0 ? fonts.text : fonts.textStrong);
  // A marked cell is a figure with its mark: one line.
  const wrapped = columns.map((column, i) =>
    (row.marks[i] ?? null) !== null
      ? [row.cells[i] ?? '']
      : cellLines(row.cells[i] ?? '', fontOf(i), TYPE.body, column.width, column.align),
  );
  const extra = Math.max(0, ...wrapped.map((lines) => lines.length - 1)) * CELL_LEADING;
  const height = ROW * density + extra;
  return {
    height,
    draw(page, x, top, width) {
      if (striped) rect(page, { x, y: top - height, width, height, color: COLOR.surface });
      const baseline = rowBaseline(top, ROW * density);
      let cx = x;
      columns.forEach((column, i) => {
        const mark = row.marks[i] ?? null;
        const font = fontOf(i);
        const color = i === 0 ? COLOR.navy : COLOR.text;
        if (!mark) {
          (wrapped[i] ?? []).forEach((value, n) => {
            cell(
              page,
              value,
              cx,
              column.width,
              baseline - n * CELL_LEADING,
              font,
              TYPE.body,
              column.align,
              color,
            );
          });
        } else {
          const room = column.width - 12 - MARK - 4;
          const fitted = fitText(row.cells[i] ?? '', font, TYPE.body, room);
          if (column.align === 'right') {
            const right = cx + column.width - 6;
            textRight(page, fitted, right, baseline, font, TYPE.body, color);
            markShape(
              page,
              mark,
              right - font.widthOfTextAtSize(fitted, TYPE.body) - MARK - 4,
              baseline - 0.5,
            );
          } else {
            markShape(page, mark, cx + 6, baseline - 0.5);
            text(page, fitted, cx + 6 + MARK + 4, baseline, font, TYPE.body, color);
          }
        }
        cx += column.width;
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

/** A heading with the sentence under it, kept together. */
function titled(fonts: DesignFonts, heading: string, note: string | null): Block {
  const parts = [headingBlock(fonts, heading)];
  if (note) {
    parts.push(
      paragraphBlock(fonts, note, CONTENT_WIDTH, { size: TYPE.small, color: COLOR.muted }),
      spacer(SPACE[2]),
    );
  }
  return stack(parts);
}

function emptyRow(fonts: DesignFonts, message: string): Block {
  return {
    height: ROW,
    draw(page, x, top) {
      text(page, message, x + 6, rowBaseline(top, ROW), fonts.text, TYPE.body, COLOR.muted);
    },
  };
}

function reportSections(fonts: DesignFonts, model: PlayerReportModel, density: number): Array<Section> {
  const head: Array<Block> = [];
  if (model.subtitle)
    head.push(
      paragraphBlock(fonts, model.subtitle, CONTENT_WIDTH, {
        font: fonts.textStrong,
        size: TYPE.lead,
        color: COLOR.muted,
      }),
      spacer(SPACE[3]),
    );
  if (model.figures.length > 0) head.push(figuresBlock(fonts, model.figures));
  // Why a figure reads '–' (issue 29), under the figures.
  for (const note of figureNotes(model.figures)) {
    head.push(
      paragraphBlock(fonts, `– ${note}`, CONTENT_WIDTH, { size: TYPE.small, color: COLOR.muted }),
      spacer(SPACE[1]),
    );
  }
  if (model.tables.some((t) => t.rows.some((r) => r.marks.some((m) => m !== null))))
    head.push(legendBlock(fonts));
  const sections: Array<Section> = head.length > 0 ? [{ items: [stack(head)], gapAfter: SPACE[2] }] : [];
  for (const table of model.tables) {
    const columns = tableColumns(table);
    const rows = table.rows.map((row, index) => markedRow(fonts, columns, row, index % 2 === 1, density));
    sections.push({
      heading: titled(fonts, table.heading, table.note),
      // A table without rows says so in a sentence: no header over nothing.
      header: rows.length > 0 ? tableHeader(fonts, columns, CONTENT_WIDTH, density) : undefined,
      items: rows.length > 0 ? rows : [emptyRow(fonts, table.empty)],
      gapAfter: SPACE[5],
    });
  }
  for (const group of model.diagrams ?? []) {
    const rows: Array<Block> = [];
    for (let i = 0; i < group.diagrams.length; i += group.perRow) {
      rows.push(diagramRow(fonts, group.diagrams.slice(i, i + group.perRow), group.perRow, CONTENT_WIDTH));
    }
    sections.push({ heading: titled(fonts, group.heading, group.note), items: rows, gapAfter: SPACE[5] });
  }
  return sections;
}

export async function renderPlayerReport(model: PlayerReportModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${model.playerName} – ${model.title}`);
  doc.setSubject(`Golf ${model.title.toLowerCase()}`);
  doc.setProducer('pdf-lib (PDF Worker)');
  const fonts = embedDesignFonts(doc);
  const layout = planDenseFlow((density) => reportSections(fonts, model, density), ONE_COLUMN_FLOW);
  const newPage = () => bandedPage(doc, fonts, model.playerName, model.title);
  const pages = layout.pages.map(newPage);
  drawFlow(layout, (index) => pages[index] ?? newPage());
  drawFrames(doc, fonts, {
    subject: `${model.playerName} · ${model.title}`,
    date: `Generated ${model.generatedOn}`,
  });
  finishFonts(doc);
  storeContentStreams(doc);
  return doc.save({ useObjectStreams: false });
}
