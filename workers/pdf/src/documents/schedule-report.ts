import { PDFDocument } from 'pdf-lib';
import type {
  ScheduleReportModel,
  ScheduleReportTable,
} from '../../../../app/domain/reports/schedule-report';
import { finishFonts } from '../draw/font';
import { fitText } from '../draw/text';
import { text } from '../draw/text-align';
import { headingBlock, paragraphBlock, spacer, stack } from '../layout/blocks';
import { storeContentStreams } from '../layout/content-streams';
import { type Block, drawFlow, ONE_COLUMN_FLOW, planDenseFlow, type Section } from '../layout/flow';
import { type DesignFonts, embedDesignFonts } from '../layout/fonts';
import { bandedPage, drawFrames } from '../layout/frame';
import { rect } from '../layout/shapes';
import { type TableColumn, tableSection } from '../layout/table';
import { COLOR, CONTENT_WIDTH, SPACE, TYPE } from '../layout/tokens';

/*
 * The schedule reports (spec 2 §2 public-player-schedule-report and org-schedule-report, decision
 * 060) in the PDF design system (decision 055): the subject and what the report was made from, the
 * figures, then one chapter per section (Upcoming Events, Results; per player when additional
 * players are not merged), each group a table whose header repeats on every page it continues on.
 */

/** The report's head: what it was made from and when. */
function headSection(fonts: DesignFonts, model: ScheduleReportModel): Section {
  const lines = [
    paragraphBlock(fonts, model.subtitle, CONTENT_WIDTH, { font: fonts.textStrong, size: TYPE.lead }),
    paragraphBlock(fonts, `Generated ${model.generatedOn}`, CONTENT_WIDTH, {
      size: TYPE.small,
      color: COLOR.muted,
    }),
  ];
  return { items: [stack(lines)], gapAfter: SPACE[4] };
}

const FIGURE_HEIGHT = 44;

/** The figures as a row of boxes: the label small over the value in the condensed face. */
function figuresBlock(fonts: DesignFonts, figures: ScheduleReportModel['figures']): Block {
  const perRow = 4;
  const gap = SPACE[2];
  const width = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow;
  const rows = Math.ceil(figures.length / perRow);
  return {
    height: rows * (FIGURE_HEIGHT + gap),
    draw(page, x, top) {
      figures.forEach((figure, i) => {
        const fx = x + (i % perRow) * (width + gap);
        const fy = top - Math.floor(i / perRow) * (FIGURE_HEIGHT + gap);
        rect(page, { x: fx, y: fy - FIGURE_HEIGHT, width, height: FIGURE_HEIGHT, color: COLOR.surface });
        rect(page, { x: fx, y: fy - FIGURE_HEIGHT, width: 2, height: FIGURE_HEIGHT, color: COLOR.gold });
        text(
          page,
          fitText(figure.label.toUpperCase(), fonts.textStrong, TYPE.caption, width - 16),
          fx + 9,
          fy - 14,
          fonts.textStrong,
          TYPE.caption,
          COLOR.muted,
        );
        text(page, figure.value, fx + 9, fy - 35, fonts.headingBold, TYPE.title, COLOR.navy);
      });
    },
  };
}

/** A chapter's title over a gold rule. */
function chapterBlock(fonts: DesignFonts, title: string): Block {
  const size = TYPE.title;
  return {
    height: size + SPACE[4],
    draw(page, x, top, width) {
      text(
        page,
        fitText(title.toUpperCase(), fonts.headingBold, size, width),
        x,
        top - size * 0.85,
        fonts.headingBold,
        size,
        COLOR.brand900,
      );
      rect(page, { x, y: top - size - 4, width, height: 2, color: COLOR.gold });
    },
  };
}

function columnsOf(table: ScheduleReportTable): Array<TableColumn> {
  const total = table.columns.reduce((sum, c) => sum + c.width, 0);
  return table.columns.map((c) => ({
    title: c.title,
    width: (c.width / total) * CONTENT_WIDTH,
    align: c.align,
    strong: c.title === 'Total' || c.title === 'To par',
  }));
}

function reportSections(fonts: DesignFonts, model: ScheduleReportModel, density: number): Array<Section> {
  const sections: Array<Section> = [headSection(fonts, model)];
  if (model.figures.length > 0) {
    sections.push({ items: [figuresBlock(fonts, model.figures)], gapAfter: SPACE[3] });
  }
  if (model.chapters.length === 0) {
    sections.push({
      items: [
        paragraphBlock(fonts, 'No players on this roster share their schedule with you.', CONTENT_WIDTH, {
          color: COLOR.muted,
        }),
      ],
    });
  }
  for (const chapter of model.chapters) {
    chapter.tables.forEach((table, index) => {
      const grouped = chapter.tables.length > 1 || !chapter.title.endsWith(table.heading);
      const section = tableSection(fonts, {
        heading: grouped ? headingBlock(fonts, table.heading) : undefined,
        columns: columnsOf(table),
        rows: table.rows.map((row) => ({ cells: row.cells })),
        width: CONTENT_WIDTH,
        empty: table.empty,
        density,
      });
      if (index === 0) {
        const title = stack([spacer(SPACE[2]), chapterBlock(fonts, chapter.title)]);
        section.heading = section.heading ? stack([title, section.heading]) : title;
      }
      sections.push(section);
    });
  }
  return sections;
}

export async function renderScheduleReport(model: ScheduleReportModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${model.subject} – ${model.title}`);
  doc.setSubject('Golf schedule report');
  doc.setProducer('pdf-lib (PDF Worker)');
  const fonts = embedDesignFonts(doc);
  const layout = planDenseFlow((density) => reportSections(fonts, model, density), ONE_COLUMN_FLOW);
  const pages = layout.pages.map(() => bandedPage(doc, fonts, model.subject, model.title));
  drawFlow(layout, (index) => pages[index] ?? bandedPage(doc, fonts, model.subject, model.title));
  drawFrames(doc, fonts, {
    subject: `${model.subject} · ${model.title}`,
    date: `Generated ${model.generatedOn}`,
  });
  finishFonts(doc);
  storeContentStreams(doc);
  return doc.save({ useObjectStreams: false });
}
