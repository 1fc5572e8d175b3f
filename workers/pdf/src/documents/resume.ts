import { PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib';
import type {
  PdfImage,
  ResumeCharts,
  ResumeCover,
  ResumeModel,
} from '../../../../app/domain/resume/resume-model';
import { finishFonts } from '../draw/font';
import { fitText } from '../draw/text';
import { text, textCenter, textRight } from '../draw/text-align';
import {
  headingBlock,
  moreBlock,
  noteBlock,
  paragraphBlock,
  paragraphLineBlocks,
  spacer,
  stack,
} from '../layout/blocks';
import { scoreBar, scoreLegend, scoreTone } from '../layout/chart';
import { storeContentStreams } from '../layout/content-streams';
import { type Block, columnWidth, drawFlow, type FlowGeometry, planFlow, type Section } from '../layout/flow';
import { type DesignFonts, embedDesignFonts } from '../layout/fonts';
import { bandedPage, drawFrames } from '../layout/frame';
import { beginCircleClip, circle, endClip, line, placeImage, rect } from '../layout/shapes';
import { type TableColumn, tableSection } from '../layout/table';
import {
  COLOR as C,
  CONTENT_WIDTH,
  FLOW_BOTTOM,
  FLOW_TOP,
  MARGIN,
  PAGE,
  PAGE_SIZE,
  SPACE,
  TYPE,
} from '../layout/tokens';

/*
 * The resume PDF (spec 2 §2–3): a cover and a performance charts chapter in the PDF design system
 * (decision 055): Inter for text, Barlow Condensed for headings, the site's palette. The cover's
 * sections fill two columns, the left first, then the right, then continuation pages; a list that
 * would leave a continuation page less than half used is shortened (news first, then upcoming
 * events) with a line pointing to the profile. Everything comes display-ready in the model; this file
 * only lays it out. Colour never carries meaning alone, so the pages read in black and white too.
 */

const DOCUMENT_TITLE = 'Recruiting Resume';
const CHARTS_TITLE = 'Performance Charts';

type Doc = { doc: PDFDocument; fonts: DesignFonts; model: ResumeModel };

/** The model's picture as a PDF image; null (drawn without it) when its bytes do not decode. */
async function embedImage(doc: PDFDocument, image: PdfImage | null | undefined): Promise<PDFImage | null> {
  if (!image) return null;
  try {
    const binary = atob(image.base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return image.type === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    return null;
  }
}

/** An image filling a circle, centred and cropped to it (object-fit: cover). */
function drawImageInCircle(page: PDFPage, image: PDFImage, cx: number, cy: number, r: number) {
  const scale = (2 * r) / Math.min(image.width, image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  beginCircleClip(page, cx, cy, r);
  placeImage(page, image, { x: cx - width / 2, y: cy - height / 2, width, height });
  endClip(page);
}

/** spec 2 §3 picture: the portrait in a gold ring; the initials on brand green without one. */
function picture(
  fonts: DesignFonts,
  page: PDFPage,
  cover: ResumeCover,
  image: PDFImage | null,
  cx: number,
  cy: number,
  r: number,
) {
  circle(page, cx, cy, r + 3, { color: C.gold });
  circle(page, cx, cy, r, { color: C.brand });
  if (image) {
    drawImageInCircle(page, image, cx, cy, r);
    return;
  }
  const initials = cover.picture?.initials ?? '';
  const size = r * 0.78;
  const width = fonts.headingBold.widthOfTextAtSize(initials, size);
  text(page, initials, cx - width / 2, cy - size * 0.35, fonts.headingBold, size, C.white);
}

/** spec 2 §3 customLogo: the logo inside a white badge ringed in gold, fitted whole (contain). */
function logo(page: PDFPage, image: PDFImage, cx: number, cy: number, r: number) {
  circle(page, cx, cy, r + 2, { color: C.gold });
  circle(page, cx, cy, r, { color: C.white });
  // The largest square inside the circle, less a margin.
  const box = r * 1.3;
  const scale = box / Math.max(image.width, image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  placeImage(page, image, { x: cx - width / 2, y: cy - height / 2, width, height });
}

/** The cover's band: portrait, name, headline, contact, logo. Returns the band's bottom. */
function coverBand(
  d: Doc,
  page: PDFPage,
  cover: ResumeCover,
  portrait: PDFImage | null,
  logoImage: PDFImage | null,
) {
  const { fonts, model } = d;
  const top = PAGE.height;
  const bandHeight = 158;
  rect(page, { x: 0, y: top - bandHeight, width: PAGE.width, height: bandHeight, color: C.navy });
  rect(page, {
    x: PAGE.width * 0.62,
    y: top - bandHeight,
    width: PAGE.width * 0.38,
    height: bandHeight,
    color: C.brand900,
  });
  rect(page, { x: 0, y: top - bandHeight - 4, width: PAGE.width, height: 4, color: C.gold });
  textRight(
    page,
    DOCUMENT_TITLE.toUpperCase(),
    PAGE.width - MARGIN,
    top - 34,
    fonts.heading,
    TYPE.lead,
    C.goldLight,
  );
  if (cover.picture) picture(fonts, page, cover, portrait, MARGIN + 46, top - 84, 44);
  // The logo sits at the band's right, level with the portrait; the name column ends before it.
  const logoRadius = 34;
  if (logoImage) logo(page, logoImage, PAGE.width - MARGIN - logoRadius, top - 88, logoRadius);
  const nameX = cover.picture ? MARGIN + 112 : MARGIN;
  const nameWidth = PAGE.width - MARGIN - nameX - (logoImage ? logoRadius * 2 + 18 : 0);
  let nameSize = TYPE.display + 5;
  while (nameSize > 20 && fonts.headingBold.widthOfTextAtSize(model.playerName, nameSize) > nameWidth)
    nameSize -= 1;
  text(page, model.playerName, nameX, top - 86, fonts.headingBold, nameSize, C.white);
  if (cover.headline) {
    const headline = fitText(cover.headline, fonts.heading, TYPE.heading, nameWidth);
    text(page, headline, nameX, top - 108, fonts.heading, TYPE.heading, C.goldLight);
  }
  const contact = [
    ...cover.contact.map((c) => c.value),
    model.profileUrl?.replace(/^https?:\/\//, '') ?? null,
  ]
    .filter((v): v is string => Boolean(v))
    .join('   •   ');
  if (contact) {
    text(
      page,
      fitText(contact, fonts.text, TYPE.small, nameWidth),
      nameX,
      top - 128,
      fonts.text,
      TYPE.small,
      C.headerMuted,
    );
  }
  let y = top - bandHeight - 4;
  if (cover.facts.length > 0) {
    const stripTop = y - 16;
    const height = 46;
    rect(page, { x: MARGIN, y: stripTop - height, width: CONTENT_WIDTH, height, color: C.surface });
    const cell = CONTENT_WIDTH / cover.facts.length;
    cover.facts.forEach((fact, i) => {
      const cx = MARGIN + cell * i;
      if (i > 0) {
        line(page, {
          start: { x: cx, y: stripTop - 9 },
          end: { x: cx, y: stripTop - height + 9 },
          thickness: 0.6,
          color: C.border,
        });
      }
      const label = fitText(fact.label.toUpperCase(), fonts.textStrong, TYPE.caption, cell - 10);
      textCenter(page, label, cx + cell / 2, stripTop - 16, fonts.textStrong, TYPE.caption, C.muted);
      const value = fitText(fact.value, fonts.headingBold, 15, cell - 12);
      textCenter(page, value, cx + cell / 2, stripTop - 35, fonts.headingBold, 15, C.navy);
    });
    y = stripTop - height;
  }
  return y - SPACE[3];
}

/** A highlighted tournament: name and finish badge, dates and place, result, note. */
function tournamentBlock(d: Doc, event: ResumeCover['tournaments'][number], width: number): Block {
  const { fonts } = d;
  const sub = [event.dates, event.location].filter(Boolean).join('  •  ');
  const note = event.notes ? noteBlock(fonts, event.notes, width) : spacer(0);
  const head: Block = {
    height: 16 + 13 + (event.result ? 13 : 0) + SPACE[1],
    draw(page, x, top, w) {
      const badgeWidth = event.finish ? fonts.headingBold.widthOfTextAtSize(event.finish, 10) + 12 : 0;
      const name = fitText(event.name, fonts.textStrong, TYPE.lead, w - badgeWidth - 8);
      text(page, name, x, top - 12, fonts.textStrong, TYPE.lead, C.navy);
      if (event.finish) {
        const bx = x + w - badgeWidth;
        rect(page, { x: bx, y: top - 15, width: badgeWidth, height: 15, color: C.gold });
        textCenter(page, event.finish, bx + badgeWidth / 2, top - 11, fonts.headingBold, 10, C.navy);
      }
      text(page, fitText(sub, fonts.text, TYPE.small, w), x, top - 26, fonts.text, TYPE.small, C.muted);
      if (event.result) text(page, event.result, x, top - 39, fonts.textStrong, TYPE.body, C.brand);
    },
  };
  return stack([head, note, spacer(SPACE[2])]);
}

/** A highlighted round: the score in a box, to par beside it (sign and word), title and date. */
function roundBlock(d: Doc, round: ResumeCover['rounds'][number], width: number): Block {
  const { fonts } = d;
  const note = round.notes ? stack([spacer(SPACE[1]), noteBlock(fonts, round.notes, width)]) : spacer(0);
  const head: Block = {
    height: 26,
    draw(page, x, top, w) {
      rect(page, {
        x,
        y: top - 22,
        width: 30,
        height: 22,
        borderColor: C.navy,
        borderWidth: 1.1,
        color: C.white,
      });
      textCenter(page, String(round.score), x + 15, top - 16, fonts.headingBold, 13, C.navy);
      // The sign carries under or over par; the colour only repeats it.
      const parColor = round.toPar.startsWith('+') ? C.over : round.toPar === 'E' ? C.even : C.under;
      text(page, round.toPar, x + 37, top - 16, fonts.headingBold, 12, parColor);
      const dateWidth = fonts.text.widthOfTextAtSize(round.date, TYPE.small);
      const title = fitText(round.title, fonts.textStrong, TYPE.body, w - 64 - dateWidth - 10);
      text(page, title, x + 64, top - 15, fonts.textStrong, TYPE.body, C.navy);
      textRight(page, round.date, x + w, top - 15, fonts.text, TYPE.small, C.muted);
    },
  };
  return stack([head, note, spacer(SPACE[2])]);
}

function labelledValue(d: Doc, label: string, value: string, width: number): Block {
  const { fonts } = d;
  const body = paragraphBlock(fonts, value, width, {
    font: fonts.textStrong,
    size: TYPE.lead,
    leading: 13.5,
  });
  return stack([
    {
      height: 10,
      draw(page, x, top) {
        text(page, label.toUpperCase(), x, top - 7, fonts.textStrong, TYPE.caption, C.muted);
      },
    },
    body,
    spacer(SPACE[2]),
  ]);
}

function titledItem(
  d: Doc,
  title: string,
  lines: Array<{ value: string; size: number; color: typeof C.text }>,
  width: number,
): Block {
  const { fonts } = d;
  return stack([
    paragraphBlock(fonts, title, width, { font: fonts.textStrong, size: TYPE.body, color: C.navy }),
    ...lines
      .filter((line) => line.value)
      .map((line) => paragraphBlock(fonts, line.value, width, { size: line.size, color: line.color })),
    spacer(SPACE[2]),
  ]);
}

/** The cover's sections, in reading order: they fill the left column, then the right. */
function coverSections(d: Doc, cover: ResumeCover, width: number): Array<Section> {
  const { fonts } = d;
  const sections: Array<Section> = [];
  const gapAfter = SPACE[3];
  if (cover.about) {
    sections.push({
      heading: headingBlock(fonts, 'About Me'),
      items: paragraphLineBlocks(fonts, cover.about, width, { size: TYPE.body }),
      gapAfter,
    });
  }
  if (cover.school.length > 0) {
    sections.push({
      heading: headingBlock(fonts, 'School'),
      items: cover.school.map((fact) => labelledValue(d, fact.label, fact.value, width)),
      gapAfter,
    });
  }
  if (cover.tournaments.length > 0) {
    sections.push({
      heading: headingBlock(fonts, 'Highlighted Tournaments'),
      items: cover.tournaments.map((event) => tournamentBlock(d, event, width)),
      gapAfter,
    });
  }
  if (cover.rounds.length > 0) {
    sections.push({
      heading: headingBlock(fonts, 'Highlighted Rounds'),
      items: cover.rounds.map((round) => roundBlock(d, round, width)),
      gapAfter,
    });
  }
  if (cover.upcomingEvents.length > 0) {
    sections.push({
      heading: headingBlock(fonts, 'Upcoming Events'),
      items: cover.upcomingEvents.map((event) =>
        titledItem(
          d,
          event.name,
          [
            {
              value: [event.dates, event.location].filter(Boolean).join(' • '),
              size: TYPE.small,
              color: C.muted,
            },
          ],
          width,
        ),
      ),
      cap: { priority: 1, min: 1, more: (hidden) => moreBlock(fonts, hidden, 'upcoming events', width) },
      gapAfter,
    });
  }
  if (cover.news.length > 0) {
    sections.push({
      heading: headingBlock(fonts, 'In the News'),
      items: cover.news.map((item) =>
        titledItem(
          d,
          item.header,
          [
            { value: item.date, size: TYPE.caption, color: C.subtle },
            { value: item.excerpt, size: TYPE.small, color: C.muted },
          ],
          width,
        ),
      ),
      cap: { priority: 2, min: 0, more: (hidden) => moreBlock(fonts, hidden, 'news stories', width) },
      gapAfter,
    });
  }
  return sections;
}

async function coverChapter(d: Doc, cover: ResumeCover) {
  const [portrait, logoImage] = await Promise.all([
    embedImage(d.doc, cover.picture?.image),
    embedImage(d.doc, cover.logo?.image),
  ]);
  const page = d.doc.addPage(PAGE_SIZE);
  const firstTop = coverBand(d, page, cover, portrait, logoImage);
  const geometry: FlowGeometry = {
    left: MARGIN,
    width: CONTENT_WIDTH,
    columns: 2,
    gap: 26,
    firstTop,
    top: FLOW_TOP,
    bottom: FLOW_BOTTOM,
  };
  const layout = planFlow(coverSections(d, cover, columnWidth(geometry)), geometry);
  const pages = [page];
  drawFlow(layout, (index) => {
    pages[index] ??= bandedPage(d.doc, d.fonts, d.model.playerName, DOCUMENT_TITLE);
    return pages[index];
  });
}

type ChartSet = ResumeCharts['sets'][number];

/** A chart card: ten rounds as bars against par, each bar's score printed on it. */
function barChart(
  d: Doc,
  page: PDFPage,
  set: ChartSet,
  x: number,
  top: number,
  width: number,
  height: number,
) {
  const { fonts } = d;
  rect(page, {
    x,
    y: top - height,
    width,
    height,
    borderColor: C.border,
    borderWidth: 0.8,
    color: C.white,
  });
  text(page, set.title.toUpperCase(), x + 12, top - 20, fonts.headingBold, TYPE.heading - 1.5, C.navy);
  const summary = `AVG ${set.averageScore}  (${set.averageToPar})`;
  textRight(page, summary, x + width - 12, top - 20, fonts.heading, 10.5, C.brand);

  const plot = { x: x + 34, y: top - height + 30, width: width - 46, height: height - 66 };
  const scores = set.bars.map((b) => b.score);
  const pars = set.bars.map((b) => b.par);
  const high = Math.max(...scores, ...pars) + 2;
  const low = Math.max(0, Math.floor((Math.min(...scores, ...pars) - 6) / 5) * 5);
  const step = high - low > 20 ? 10 : 5;
  const yOf = (v: number) => plot.y + ((v - low) / (high - low)) * plot.height;
  for (let tick = low; tick <= high; tick += step) {
    const ty = yOf(tick);
    line(page, {
      start: { x: plot.x, y: ty },
      end: { x: plot.x + plot.width, y: ty },
      thickness: 0.4,
      color: C.border,
    });
    textRight(page, String(tick), plot.x - 5, ty - 3, fonts.text, TYPE.caption, C.subtle);
  }
  const slot = plot.width / 10;
  const barWidth = slot * 0.6;
  set.bars.forEach((bar, i) => {
    const bx = plot.x + slot * i + (slot - barWidth) / 2;
    const by = yOf(bar.score);
    scoreBar(page, { x: bx, y: plot.y, width: barWidth, height: by - plot.y }, scoreTone(bar.score, bar.par));
    textCenter(page, String(bar.score), bx + barWidth / 2, by + 3, fonts.headingBold, 9, C.navy);
    // mm/dd: the year is in the chapter's range label.
    textCenter(page, bar.label.slice(0, 5), bx + barWidth / 2, plot.y - 11, fonts.text, 6.5, C.muted);
  });
  const par = pars[0];
  if (par !== undefined && pars.every((p) => p === par)) {
    const py = yOf(par);
    line(page, {
      start: { x: plot.x, y: py },
      end: { x: plot.x + plot.width, y: py },
      thickness: 1,
      color: C.navy,
      dashArray: [4, 3],
    });
    textRight(page, `PAR ${par}`, plot.x + plot.width, py + 3, fonts.textStrong, 6.5, C.muted);
  }
  line(page, {
    start: { x: plot.x, y: plot.y },
    end: { x: plot.x + plot.width, y: plot.y },
    thickness: 0.8,
    color: C.muted,
  });
}

const CARD_HEIGHT = 178;
const CARD_GAP = 16;

/** The chart cards, two to a row, with the bars' legend above them. */
function chartsBlock(d: Doc, sets: ResumeCharts['sets']): Block {
  const rows = Math.ceil(sets.length / 2);
  return {
    height: 18 + rows * (CARD_HEIGHT + CARD_GAP),
    draw(page, x, top, width) {
      scoreLegend(page, d.fonts, x, top - 8);
      let y = top - 18;
      for (let i = 0; i < sets.length; i += 2) {
        const a = sets[i];
        const b = sets[i + 1];
        if (!a) break;
        const w = b ? (width - CARD_GAP) / 2 : width;
        barChart(d, page, a, x, y, w, CARD_HEIGHT);
        if (b) barChart(d, page, b, x + w + CARD_GAP, y, w, CARD_HEIGHT);
        y -= CARD_HEIGHT + CARD_GAP;
      }
    },
  };
}

const TOURNAMENT_COLUMNS: ReadonlyArray<TableColumn> = [
  { title: 'Tournament', width: 0, align: 'left', strong: true },
  { title: 'Dates', width: 96, align: 'left' },
  { title: 'Rds', width: 28, align: 'right' },
  { title: 'Total', width: 62, align: 'right', strong: true },
  { title: 'Average', width: 62, align: 'right' },
  { title: 'Best', width: 48, align: 'right' },
  { title: 'Avg Yds', width: 52, align: 'right' },
];

/** The charts chapter's first page: a band with the player's name and the chapter's range. */
function chartsPage(d: Doc, charts: ResumeCharts): PDFPage {
  const { fonts, model } = d;
  const page = d.doc.addPage(PAGE_SIZE);
  const top = PAGE.height;
  rect(page, { x: 0, y: top - 84, width: PAGE.width, height: 84, color: C.navy });
  rect(page, { x: 0, y: top - 88, width: PAGE.width, height: 4, color: C.gold });
  text(page, model.playerName, MARGIN, top - 44, fonts.headingBold, TYPE.display, C.white);
  const label = `${CHARTS_TITLE.toUpperCase()}  •  ${charts.rangeLabel.toUpperCase()}`;
  text(page, label, MARGIN, top - 66, fonts.heading, TYPE.lead, C.goldLight);
  return page;
}

function chartsChapter(d: Doc, charts: ResumeCharts) {
  const page = chartsPage(d, charts);
  const geometry: FlowGeometry = {
    left: MARGIN,
    width: CONTENT_WIDTH,
    columns: 1,
    gap: 0,
    firstTop: PAGE.height - 88 - SPACE[4],
    top: FLOW_TOP,
    bottom: FLOW_BOTTOM,
  };
  const sections: Array<Section> = [];
  if (charts.sets.length > 0) sections.push({ items: [chartsBlock(d, charts.sets)] });
  if (charts.tournaments.length > 0) {
    const table = tableSection(d.fonts, {
      heading: headingBlock(d.fonts, 'Tournaments in these charts'),
      columns: TOURNAMENT_COLUMNS,
      rows: charts.tournaments.map((row) => ({
        cells: [row.title, row.dates, String(row.rounds), row.total, row.average, row.best, row.averageYards],
        note: row.notes,
      })),
      width: CONTENT_WIDTH,
    });
    sections.push({
      ...table,
      cap: {
        priority: 1,
        min: 5,
        more: (hidden) => moreBlock(d.fonts, hidden, 'tournaments', CONTENT_WIDTH),
      },
    });
  }
  const layout = planFlow(sections, geometry);
  const pages = [page];
  drawFlow(layout, (index) => {
    pages[index] ??= bandedPage(d.doc, d.fonts, d.model.playerName, CHARTS_TITLE);
    return pages[index];
  });
}

const EMPTY_COVER: ResumeCover = {
  picture: null,
  logo: null,
  headline: null,
  contact: [],
  facts: [],
  school: [],
  about: null,
  upcomingEvents: [],
  tournaments: [],
  rounds: [],
  news: [],
};

/** The resume as PDF bytes. A resume with neither page selected still gets a cover with the name. */
export async function renderResume(model: ResumeModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${model.playerName} – ${DOCUMENT_TITLE}`);
  doc.setAuthor(model.playerName);
  doc.setSubject('Golf recruiting resume');
  doc.setProducer('pdf-lib (PDF Worker)');
  const d: Doc = { doc, fonts: embedDesignFonts(doc), model };
  if (model.cover) await coverChapter(d, model.cover);
  if (model.charts) chartsChapter(d, model.charts);
  if (!model.cover && !model.charts) await coverChapter(d, EMPTY_COVER);
  drawFrames(doc, d.fonts, {
    subject: `${model.playerName} · ${DOCUMENT_TITLE}`,
    date: model.generatedOn,
  });
  finishFonts(doc);
  // Object streams off: a little larger, but saving is faster and every reader opens it.
  storeContentStreams(doc);
  return doc.save({ useObjectStreams: false });
}
