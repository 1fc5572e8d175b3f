import { PDFDocument } from 'pdf-lib';
import type { CompareReportModel, CompareReportRow } from '../../../../app/domain/reports/compare-report';
import { finishFonts } from '../draw/font';
import { fitText, wrapText } from '../draw/text';
import { text } from '../draw/text-align';
import { headingBlock, paragraphBlock, spacer, stack } from '../layout/blocks';
import { shareBar, sideSwatch } from '../layout/chart';
import { storeContentStreams } from '../layout/content-streams';
import { type Block, drawFlow, ONE_COLUMN_FLOW, planDenseFlow, type Section } from '../layout/flow';
import { type DesignFonts, embedDesignFonts } from '../layout/fonts';
import { bandedPage, drawFrames } from '../layout/frame';
import { rect } from '../layout/shapes';
import { rowBaseline, tableSection } from '../layout/table';
import { COLOR, CONTENT_WIDTH, SPACE, TYPE } from '../layout/tokens';

/*
 * The Compare Stats report (spec 2 §2 report options, §7 compareStatsReportFromState): the two
 * selections, then one chapter per ticked page, each a table of the left and right selections side by
 * side, in the PDF design system (decision 055). Chapters follow one another down the pages, so no
 * page is left near-empty; tables split across pages with their header repeated. The left side's bars
 * are solid and the right side's outlined, and every bar carries its value, so the report reads in
 * black and white too.
 */

const LABEL_WIDTH = CONTENT_WIDTH * 0.4;
const SIDE_WIDTH = (CONTENT_WIDTH - LABEL_WIDTH) / 2;
const ROW = 17;
const BAR_WIDTH = 70;
// What a share counts ("88/140 fairways") sits on a line of its own under the bar and the value.
const DETAIL_LEADING = TYPE.small * 1.25;

/** A chapter's title: one per ticked page of the report, in the condensed face. */
function chapterBlock(fonts: DesignFonts, title: string): Block {
  const size = TYPE.title;
  return {
    height: size + SPACE[4],
    draw(page, x, top, width) {
      text(page, title.toUpperCase(), x, top - size * 0.85, fonts.headingBold, size, COLOR.brand900);
      rect(page, { x, y: top - size - 4, width, height: 2, color: COLOR.gold });
    },
  };
}

/** The two selections: each side's swatch, heading and descriptor lines. */
function sidesSection(fonts: DesignFonts, model: CompareReportModel): Section {
  const items = model.sides.map((side): Block => {
    const lines = side.lines.map((line) =>
      paragraphBlock(fonts, line, CONTENT_WIDTH - 14, { size: TYPE.small, color: COLOR.muted }),
    );
    const body = stack(lines);
    return {
      height: 16 + body.height + SPACE[3],
      draw(page, x, top, width) {
        sideSwatch(page, side.side, x, top - 10);
        const heading = fitText(side.heading, fonts.headingBold, TYPE.lead + 1.5, width - 14);
        text(page, heading, x + 14, top - 10, fonts.headingBold, TYPE.lead + 1.5, COLOR.navy);
        body.draw(page, x + 14, top - 16, width - 14);
      },
    };
  });
  return { items, gapAfter: SPACE[2] };
}

// A side's name in a table's header: after its swatch, over as many lines of its column as it needs.
const HEADER_NAME_WIDTH = SIDE_WIDTH - 6 - 11 - 4;
const HEADER_LEADING = TYPE.small * 1.3;

/** Each side's name wrapped to its header column (a name is never cut short). */
function headerNames(fonts: DesignFonts, model: CompareReportModel): Array<Array<string>> {
  return model.sides.map((side) => wrapText(side.heading, fonts.textStrong, TYPE.small, HEADER_NAME_WIDTH));
}

/** The column titles of a side-by-side table: each side's swatch and name (player — selection). */
function sidesHeader(fonts: DesignFonts, model: CompareReportModel, density: number): Block {
  const names = headerNames(fonts, model);
  const lines = Math.max(1, ...names.map((name) => name.length));
  const height = ROW * density + (lines - 1) * HEADER_LEADING;
  return {
    height,
    draw(page, x, top, width) {
      rect(page, { x, y: top - height, width, height, color: COLOR.surface });
      const first = rowBaseline(top, ROW * density);
      model.sides.forEach((side, index) => {
        const cx = x + LABEL_WIDTH + index * SIDE_WIDTH + 6;
        sideSwatch(page, side.side, cx, first - 0.5, 7);
        (names[index] ?? []).forEach((line, at) => {
          text(page, line, cx + 11, first - at * HEADER_LEADING, fonts.textStrong, TYPE.small, COLOR.navy);
        });
      });
    },
  };
}

/**
 * A measure and both sides' values; in a table with bars every value sits after the bar's room, and
 * what a share counts ("88/140 fairways") on a second line under it, over the side's whole column.
 */
function rowBlock(
  fonts: DesignFonts,
  row: CompareReportRow,
  striped: boolean,
  barred: boolean,
  density: number,
): Block {
  const line = ROW * density;
  const details = row.details?.some((detail) => detail !== null) ? row.details : undefined;
  const height = line + (details ? DETAIL_LEADING : 0);
  return {
    height,
    draw(page, x, top, width) {
      if (striped) rect(page, { x, y: top - height, width, height, color: COLOR.brandLight });
      const baseline = rowBaseline(top, line);
      const label = fitText(row.label, fonts.text, TYPE.body, LABEL_WIDTH - 10);
      text(page, label, x + 6, baseline, fonts.text, TYPE.body);
      [row.left, row.right].forEach((value, index) => {
        const cx = x + LABEL_WIDTH + index * SIDE_WIDTH + 6;
        const share = row.bars?.[index] ?? null;
        if (share !== null) {
          const box = { x: cx, y: baseline - 1, width: BAR_WIDTH, height: 8 };
          rect(page, { ...box, color: COLOR.surface });
          shareBar(page, index === 0 ? 'left' : 'right', {
            ...box,
            width: Math.max(0.5, Math.min(1, share) * BAR_WIDTH),
          });
        }
        const valueX = barred ? cx + BAR_WIDTH + 6 : cx;
        const room = x + LABEL_WIDTH + (index + 1) * SIDE_WIDTH - valueX - 4;
        text(
          page,
          fitText(value, fonts.textStrong, TYPE.body, room),
          valueX,
          baseline,
          fonts.textStrong,
          TYPE.body,
        );
        const detail = details?.[index] ?? null;
        if (detail !== null) {
          const fitted = fitText(detail, fonts.text, TYPE.small, SIDE_WIDTH - 10);
          text(page, fitted, cx, baseline - DETAIL_LEADING - 1, fonts.text, TYPE.small, COLOR.muted);
        }
      });
    },
  };
}

/** Why a stat of the table reads '–': what it needs recorded, under the table. */
function noteBlocks(fonts: DesignFonts, notes: ReadonlyArray<string>): Array<Block> {
  if (notes.length === 0) return [];
  return [
    spacer(SPACE[1]),
    ...notes.map((note) =>
      paragraphBlock(fonts, `– ${note}`, CONTENT_WIDTH - 12, {
        size: TYPE.small,
        color: COLOR.muted,
        indent: 6,
      }),
    ),
  ];
}

function emptyBlock(fonts: DesignFonts, message: string): Block {
  return {
    height: ROW,
    draw(page, x, top) {
      text(page, message, x + 6, rowBaseline(top, ROW), fonts.text, TYPE.body, COLOR.muted);
    },
  };
}

/** A side's heading over its rounds: the swatch, then the heading in the condensed face. */
function sideHeadingBlock(fonts: DesignFonts, side: 'left' | 'right', heading: string): Block {
  return {
    height: TYPE.heading + SPACE[3],
    draw(page, x, top, width) {
      sideSwatch(page, side, x, top - 11, 9);
      const fitted = fitText(heading, fonts.headingBold, TYPE.heading, width - 16);
      text(page, fitted, x + 15, top - 11, fonts.headingBold, TYPE.heading, COLOR.navy);
    },
  };
}

const ROUND_COLUMNS = [
  { title: 'Date', width: 80, align: 'left' },
  { title: 'Round', width: 0, align: 'left' },
  { title: 'Score', width: 60, align: 'right', strong: true },
  { title: 'To par', width: 60, align: 'right', strong: true },
] as const;

/** Every chapter's sections, a chapter's title kept with its first section. */
function reportSections(fonts: DesignFonts, model: CompareReportModel, density: number): Array<Section> {
  const sections: Array<Section> = [sidesSection(fonts, model)];
  for (const page of model.pages) {
    const chapter: Array<Section> = [];
    for (const part of page.sections) {
      const barred = part.rows.some((row) => row.bars !== undefined);
      const rows = part.rows.map((row, index) => rowBlock(fonts, row, index % 2 === 1, barred, density));
      chapter.push({
        heading: headingBlock(fonts, part.heading),
        header: sidesHeader(fonts, model, density),
        items: [
          ...(rows.length > 0 ? rows : [emptyBlock(fonts, 'No data for these rounds.')]),
          ...noteBlocks(fonts, part.notes ?? []),
        ],
        gapAfter: SPACE[4],
      });
    }
    for (const [index, list] of (page.rounds ?? []).entries()) {
      chapter.push(
        tableSection(fonts, {
          heading: sideHeadingBlock(fonts, index === 0 ? 'left' : 'right', list.heading),
          columns: ROUND_COLUMNS,
          rows: list.rounds.map((round) => ({ cells: [round.date, round.name, round.score, round.toPar] })),
          width: CONTENT_WIDTH,
          empty: 'No rounds are selected on this side.',
          density,
        }),
      );
    }
    const [first, ...rest] = chapter;
    const title = chapterBlock(fonts, page.title);
    sections.push(
      first
        ? { ...first, heading: stack([spacer(SPACE[2]), title, ...(first.heading ? [first.heading] : [])]) }
        : { heading: title, items: [] },
      ...rest,
    );
  }
  return sections;
}

export async function renderCompareStats(model: CompareReportModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(model.title);
  doc.setSubject('Golf compare stats report');
  doc.setProducer('pdf-lib (PDF Worker)');
  const fonts = embedDesignFonts(doc);
  const layout = planDenseFlow((density) => reportSections(fonts, model, density), ONE_COLUMN_FLOW);
  const pages = layout.pages.map(() => bandedPage(doc, fonts, model.title, ''));
  drawFlow(layout, (index) => pages[index] ?? bandedPage(doc, fonts, model.title, ''));
  drawFrames(doc, fonts, { subject: model.title, date: `Generated ${model.generatedOn}` });
  finishFonts(doc);
  storeContentStreams(doc);
  return doc.save({ useObjectStreams: false });
}
