import {
  appendBezierCurve,
  type Color,
  clip,
  closePath,
  endPath,
  LineCapStyle,
  moveTo,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import type {
  PdfImage,
  ResumeCharts,
  ResumeCover,
  ResumeModel,
} from '../../../../app/domain/resume/resume-model';
import { embedFont, finishFonts } from '../draw/font';
import { PALETTE } from '../draw/palette';
import { fitText, wrapText } from '../draw/text';
import { text, textCenter, textRight } from '../draw/text-align';
import { barlowCondensed400 } from '../fonts/barlow-condensed-400';
import { barlowCondensed600 } from '../fonts/barlow-condensed-600';
import { barlowCondensed700 } from '../fonts/barlow-condensed-700';

/*
 * The resume PDF (spec 2 §2–3): a cover page and a performance charts page, in the site's typography
 * (Barlow Condensed, embedded) and palette (app/styles/tokens.css). Everything it shows comes
 * display-ready in the model; this file only lays it out. Colour never carries meaning alone, so the
 * pages read in black and white too (DESIGN: PDFs).
 */

const PAGE: [number, number] = [612, 792]; // US Letter
const MARGIN = 40;
const CONTENT = PAGE[0] - MARGIN * 2;
const FOOTER = 46;

const C = PALETTE;

type Fonts = { regular: PDFFont; semibold: PDFFont; bold: PDFFont };

type Doc = { doc: PDFDocument; fonts: Fonts; model: ResumeModel };

/** A column that flows onto continuation pages when it runs out of room. */
type Column = { x: number; width: number; y: number; page: PDFPage; pages: Array<PDFPage>; index: number };

/** A continuation page: a slim band with the player's name, the column resumes below it. */
function continuationPage(d: Doc, title: string): PDFPage {
  const page = d.doc.addPage(PAGE);
  page.drawRectangle({ x: 0, y: PAGE[1] - 54, width: PAGE[0], height: 54, color: C.navy });
  page.drawRectangle({ x: 0, y: PAGE[1] - 57, width: PAGE[0], height: 3, color: C.gold });
  text(page, d.model.playerName, MARGIN, PAGE[1] - 34, d.fonts.bold, 18, C.white);
  textRight(page, title.toUpperCase(), PAGE[0] - MARGIN, PAGE[1] - 32, d.fonts.semibold, 10, C.goldLight);
  return page;
}

const CONTINUATION_TOP = PAGE[1] - 80;

function ensure(d: Doc, col: Column, height: number, title: string) {
  if (col.y - height >= FOOTER + 10) return;
  col.index++;
  let page = col.pages[col.index];
  if (!page) {
    page = continuationPage(d, title);
    col.pages.push(page);
  }
  col.page = page;
  col.y = CONTINUATION_TOP;
}

function sectionHeading(d: Doc, col: Column, title: string, pageTitle: string) {
  ensure(d, col, 44, pageTitle);
  col.y -= 14;
  text(col.page, title.toUpperCase(), col.x, col.y, d.fonts.bold, 12.5, C.navy);
  col.y -= 7;
  col.page.drawLine({
    start: { x: col.x, y: col.y },
    end: { x: col.x + col.width, y: col.y },
    thickness: 0.6,
    color: C.border,
  });
  col.page.drawLine({
    start: { x: col.x, y: col.y },
    end: { x: col.x + 28, y: col.y },
    thickness: 2,
    color: C.brand,
  });
  col.y -= 14;
}

function paragraph(
  d: Doc,
  col: Column,
  value: string,
  options: {
    font?: PDFFont;
    size?: number;
    color?: Color;
    leading?: number;
    indent?: number;
    pageTitle: string;
  },
) {
  const font = options.font ?? d.fonts.regular;
  const size = options.size ?? 10.5;
  const leading = options.leading ?? size * 1.38;
  const indent = options.indent ?? 0;
  for (const line of wrapText(value, font, size, col.width - indent)) {
    ensure(d, col, leading, options.pageTitle);
    col.y -= leading;
    text(col.page, line, col.x + indent, col.y + leading * 0.25, font, size, options.color ?? C.text);
  }
}

/** A note under an item: a gold rule beside muted text. */
function note(d: Doc, col: Column, value: string, pageTitle: string) {
  const top = col.y;
  const startPage = col.page;
  paragraph(d, col, value, { size: 9.5, color: C.muted, indent: 9, leading: 12.5, pageTitle });
  if (col.page === startPage) {
    col.page.drawRectangle({ x: col.x + 1, y: col.y + 2, width: 2, height: top - col.y - 1, color: C.gold });
  }
}

/** A closed circle path (four Bézier quarters) for clipping. */
function circlePath(cx: number, cy: number, r: number) {
  const k = r * 0.5523;
  return [
    moveTo(cx + r, cy),
    appendBezierCurve(cx + r, cy + k, cx + k, cy + r, cx, cy + r),
    appendBezierCurve(cx - k, cy + r, cx - r, cy + k, cx - r, cy),
    appendBezierCurve(cx - r, cy - k, cx - k, cy - r, cx, cy - r),
    appendBezierCurve(cx + k, cy - r, cx + r, cy - k, cx + r, cy),
    closePath(),
  ];
}

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
  page.pushOperators(pushGraphicsState(), ...circlePath(cx, cy, r), clip(), endPath());
  page.drawImage(image, { x: cx - width / 2, y: cy - height / 2, width, height });
  page.pushOperators(popGraphicsState());
}

/** spec 2 §3 picture: the portrait in a gold ring; the initials on brand green without one. */
function picture(
  d: Doc,
  page: PDFPage,
  cover: ResumeCover,
  image: PDFImage | null,
  cx: number,
  cy: number,
  r: number,
) {
  page.drawCircle({ x: cx, y: cy, size: r + 3, color: C.gold });
  page.drawCircle({ x: cx, y: cy, size: r, color: C.brand });
  if (image) {
    drawImageInCircle(page, image, cx, cy, r);
    return;
  }
  const initials = cover.picture?.initials ?? '';
  const size = r * 0.78;
  const width = d.fonts.bold.widthOfTextAtSize(initials, size);
  text(page, initials, cx - width / 2, cy - size * 0.35, d.fonts.bold, size, C.white);
}

/** spec 2 §3 customLogo: the logo inside a white badge ringed in gold, fitted whole (contain). */
function logo(page: PDFPage, image: PDFImage, cx: number, cy: number, r: number) {
  page.drawCircle({ x: cx, y: cy, size: r + 2, color: C.gold });
  page.drawCircle({ x: cx, y: cy, size: r, color: C.white });
  // The largest square inside the circle, less a margin.
  const box = r * 1.3;
  const scale = box / Math.max(image.width, image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: cx - width / 2, y: cy - height / 2, width, height });
}

async function coverPage(d: Doc, cover: ResumeCover) {
  const { fonts, model } = d;
  const [portrait, logoImage] = await Promise.all([
    embedImage(d.doc, cover.picture?.image),
    embedImage(d.doc, cover.logo?.image),
  ]);
  const page = d.doc.addPage(PAGE);
  const top = PAGE[1];
  const bandHeight = 158;
  page.drawRectangle({ x: 0, y: top - bandHeight, width: PAGE[0], height: bandHeight, color: C.navy });
  page.drawRectangle({
    x: PAGE[0] * 0.62,
    y: top - bandHeight,
    width: PAGE[0] * 0.38,
    height: bandHeight,
    color: C.brand900,
  });
  page.drawRectangle({ x: 0, y: top - bandHeight - 4, width: PAGE[0], height: 4, color: C.gold });

  textRight(page, 'RECRUITING RESUME', PAGE[0] - MARGIN, top - 34, fonts.semibold, 10, C.goldLight);
  const hasPicture = cover.picture !== null;
  if (cover.picture) picture(d, page, cover, portrait, MARGIN + 46, top - 84, 44);
  // The logo sits at the band's right, level with the portrait; the name column ends before it.
  const logoRadius = 34;
  if (logoImage) logo(page, logoImage, PAGE[0] - MARGIN - logoRadius, top - 88, logoRadius);
  const nameX = hasPicture ? MARGIN + 112 : MARGIN;
  const nameWidth = PAGE[0] - MARGIN - nameX - (logoImage ? logoRadius * 2 + 18 : 0);
  let nameSize = 38;
  while (nameSize > 20 && fonts.bold.widthOfTextAtSize(model.playerName, nameSize) > nameWidth) nameSize -= 1;
  text(page, model.playerName, nameX, top - 86, fonts.bold, nameSize, C.white);
  if (cover.headline) {
    text(
      page,
      fitText(cover.headline, fonts.semibold, 14, nameWidth),
      nameX,
      top - 108,
      fonts.semibold,
      14,
      C.goldLight,
    );
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
      fitText(contact, fonts.regular, 10.5, nameWidth),
      nameX,
      top - 128,
      fonts.regular,
      10.5,
      C.headerMuted,
    );
  }

  let y = top - bandHeight - 4;
  if (cover.facts.length > 0) {
    const stripTop = y - 16;
    const height = 46;
    page.drawRectangle({ x: MARGIN, y: stripTop - height, width: CONTENT, height, color: C.surface });
    const cell = CONTENT / cover.facts.length;
    cover.facts.forEach((fact, i) => {
      const cx = MARGIN + cell * i;
      if (i > 0) {
        page.drawLine({
          start: { x: cx, y: stripTop - 9 },
          end: { x: cx, y: stripTop - height + 9 },
          thickness: 0.6,
          color: C.border,
        });
      }
      textCenter(page, fact.label.toUpperCase(), cx + cell / 2, stripTop - 17, fonts.semibold, 8, C.muted);
      textCenter(
        page,
        fitText(fact.value, fonts.bold, 15, cell - 12),
        cx + cell / 2,
        stripTop - 35,
        fonts.bold,
        15,
        C.navy,
      );
    });
    y = stripTop - height - 8;
  }

  const pages = [page];
  const gap = 26;
  const rightWidth = 172;
  const left: Column = { x: MARGIN, width: CONTENT - rightWidth - gap, y, page, pages, index: 0 };
  const right: Column = { x: MARGIN + CONTENT - rightWidth, width: rightWidth, y, page, pages, index: 0 };
  const title = 'Recruiting Resume';

  if (cover.about) {
    sectionHeading(d, left, 'About Me', title);
    paragraph(d, left, cover.about, { pageTitle: title });
    left.y -= 8;
  }
  if (cover.tournaments.length > 0) {
    sectionHeading(d, left, 'Highlighted Tournaments', title);
    for (const event of cover.tournaments) {
      ensure(d, left, 46, title);
      left.y -= 13;
      const badgeWidth = event.finish ? fonts.bold.widthOfTextAtSize(event.finish, 10) + 12 : 0;
      text(
        left.page,
        fitText(event.name, fonts.semibold, 12, left.width - badgeWidth - 8),
        left.x,
        left.y,
        fonts.semibold,
        12,
        C.navy,
      );
      if (event.finish) {
        const bx = left.x + left.width - badgeWidth;
        left.page.drawRectangle({ x: bx, y: left.y - 4, width: badgeWidth, height: 16, color: C.gold });
        textCenter(left.page, event.finish, bx + badgeWidth / 2, left.y, fonts.bold, 10, C.navy);
      }
      const sub = [event.dates, event.location].filter(Boolean).join('  •  ');
      left.y -= 13;
      text(
        left.page,
        fitText(sub, fonts.regular, 9.5, left.width),
        left.x,
        left.y,
        fonts.regular,
        9.5,
        C.muted,
      );
      if (event.result) {
        left.y -= 13;
        text(left.page, event.result, left.x, left.y, fonts.semibold, 10, C.brand);
      }
      left.y -= 4;
      if (event.notes) note(d, left, event.notes, title);
      left.y -= 8;
    }
  }
  if (cover.rounds.length > 0) {
    sectionHeading(d, left, 'Highlighted Rounds', title);
    for (const round of cover.rounds) {
      ensure(d, left, 28, title);
      const top = left.y - 1;
      left.page.drawRectangle({
        x: left.x,
        y: top - 22,
        width: 30,
        height: 22,
        borderColor: C.navy,
        borderWidth: 1.1,
        color: C.white,
      });
      textCenter(left.page, String(round.score), left.x + 15, top - 16, fonts.bold, 13, C.navy);
      const parColor = round.toPar.startsWith('+') ? C.over : round.toPar === 'E' ? C.even : C.under;
      text(left.page, round.toPar, left.x + 37, top - 16, fonts.bold, 12, parColor);
      const tx = left.x + 64;
      const dateWidth = fonts.regular.widthOfTextAtSize(round.date, 9.5);
      text(
        left.page,
        fitText(round.title, fonts.semibold, 11, left.width - 64 - dateWidth - 10),
        tx,
        top - 15.5,
        fonts.semibold,
        11,
        C.navy,
      );
      textRight(left.page, round.date, left.x + left.width, top - 15.5, fonts.regular, 9.5, C.muted);
      left.y = top - 27;
      if (round.notes) {
        left.y += 2;
        note(d, left, round.notes, title);
        left.y -= 4;
      }
    }
    left.y -= 4;
  }

  if (cover.school.length > 0) {
    sectionHeading(d, right, 'School', title);
    for (const fact of cover.school) {
      ensure(d, right, 28, title);
      right.y -= 9;
      text(right.page, fact.label.toUpperCase(), right.x, right.y, fonts.semibold, 7.5, C.muted);
      paragraph(d, right, fact.value, { font: fonts.semibold, size: 11, leading: 13, pageTitle: title });
      right.y -= 5;
    }
    right.y -= 4;
  }
  if (cover.upcomingEvents.length > 0) {
    sectionHeading(d, right, 'Upcoming Events', title);
    for (const event of cover.upcomingEvents) {
      paragraph(d, right, event.name, { font: fonts.semibold, size: 10.5, leading: 13, pageTitle: title });
      paragraph(d, right, [event.dates, event.location].filter(Boolean).join(' • '), {
        size: 9,
        color: C.muted,
        leading: 11.5,
        pageTitle: title,
      });
      right.y -= 7;
    }
  }
  if (cover.news.length > 0) {
    sectionHeading(d, right, 'In the News', title);
    for (const item of cover.news) {
      paragraph(d, right, item.header, { font: fonts.semibold, size: 10.5, leading: 13, pageTitle: title });
      paragraph(d, right, item.date, { size: 8.5, color: C.subtle, leading: 11, pageTitle: title });
      paragraph(d, right, item.excerpt, { size: 9, color: C.muted, leading: 11.5, pageTitle: title });
      right.y -= 8;
    }
  }
}

type ChartSet = ResumeCharts['sets'][number];

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
  page.drawRectangle({
    x,
    y: top - height,
    width,
    height,
    borderColor: C.border,
    borderWidth: 0.8,
    color: C.white,
  });
  text(page, set.title.toUpperCase(), x + 12, top - 20, fonts.bold, 11.5, C.navy);
  const summary = `AVG ${set.averageScore}  (${set.averageToPar})`;
  textRight(page, summary, x + width - 12, top - 20, fonts.semibold, 10, C.brand);

  const plot = { x: x + 34, y: top - height + 30, width: width - 46, height: height - 66 };
  const scores = set.bars.map((b) => b.score);
  const pars = set.bars.map((b) => b.par);
  const high = Math.max(...scores, ...pars) + 2;
  const low = Math.max(0, Math.floor((Math.min(...scores, ...pars) - 6) / 5) * 5);
  const step = high - low > 20 ? 10 : 5;
  const yOf = (v: number) => plot.y + ((v - low) / (high - low)) * plot.height;
  for (let tick = low; tick <= high; tick += step) {
    const ty = yOf(tick);
    page.drawLine({
      start: { x: plot.x, y: ty },
      end: { x: plot.x + plot.width, y: ty },
      thickness: 0.4,
      color: C.border,
    });
    textRight(page, String(tick), plot.x - 5, ty - 3, fonts.regular, 8, C.subtle);
  }
  const slot = plot.width / 10;
  const barWidth = slot * 0.6;
  set.bars.forEach((bar, i) => {
    const bx = plot.x + slot * i + (slot - barWidth) / 2;
    const by = yOf(bar.score);
    const color = bar.score < bar.par ? C.under : bar.score > bar.par ? C.over : C.even;
    page.drawRectangle({ x: bx, y: plot.y, width: barWidth, height: by - plot.y, color });
    textCenter(page, String(bar.score), bx + barWidth / 2, by + 3, fonts.bold, 8.5, C.navy);
    // mm/dd: the year is in the page's range label.
    textCenter(page, bar.label.slice(0, 5), bx + barWidth / 2, plot.y - 11, fonts.regular, 7.5, C.muted);
  });
  const par = pars[0];
  if (par !== undefined && pars.every((p) => p === par)) {
    const py = yOf(par);
    page.drawLine({
      start: { x: plot.x, y: py },
      end: { x: plot.x + plot.width, y: py },
      thickness: 1,
      color: C.gold,
      dashArray: [4, 3],
      lineCap: LineCapStyle.Butt,
    });
    textRight(page, `PAR ${par}`, plot.x + plot.width, py + 3, fonts.semibold, 7.5, C.muted);
  }
  page.drawLine({
    start: { x: plot.x, y: plot.y },
    end: { x: plot.x + plot.width, y: plot.y },
    thickness: 0.8,
    color: C.muted,
  });
}

const COLUMNS = [
  { label: 'Tournament', width: 0, align: 'left' },
  { label: 'Dates', width: 92, align: 'left' },
  { label: 'Rds', width: 26, align: 'right' },
  { label: 'Total', width: 62, align: 'right' },
  { label: 'Average', width: 70, align: 'right' },
  { label: 'Best', width: 52, align: 'right' },
  { label: 'Avg Yds', width: 48, align: 'right' },
] as const;

function chartsPages(d: Doc, charts: ResumeCharts) {
  const { fonts, model } = d;
  const page = d.doc.addPage(PAGE);
  const top = PAGE[1];
  page.drawRectangle({ x: 0, y: top - 84, width: PAGE[0], height: 84, color: C.navy });
  page.drawRectangle({ x: 0, y: top - 88, width: PAGE[0], height: 4, color: C.gold });
  text(page, model.playerName, MARGIN, top - 44, fonts.bold, 26, C.white);
  text(
    page,
    `PERFORMANCE CHARTS  •  ${charts.rangeLabel.toUpperCase()}`,
    MARGIN,
    top - 66,
    fonts.semibold,
    11,
    C.goldLight,
  );

  const gap = 16;
  const cardHeight = 178;
  const sets = charts.sets;
  let y = top - 88 - 18;
  for (let i = 0; i < sets.length; i += 2) {
    const a = sets[i];
    const b = sets[i + 1];
    if (!a) break;
    if (b) {
      const w = (CONTENT - gap) / 2;
      barChart(d, page, a, MARGIN, y, w, cardHeight);
      barChart(d, page, b, MARGIN + w + gap, y, w, cardHeight);
    } else {
      barChart(d, page, a, MARGIN, y, CONTENT, cardHeight);
    }
    y -= cardHeight + gap;
  }

  if (charts.tournaments.length === 0) return;
  const pages = [page];
  const title = 'Performance Charts';
  const col: Column = { x: MARGIN, width: CONTENT, y: y - 4, page, pages, index: 0 };
  sectionHeading(d, col, 'Tournaments in these charts', title);
  const flexWidth = CONTENT - COLUMNS.reduce((s, c) => s + c.width, 0);
  const widths = COLUMNS.map((c) => (c.width === 0 ? flexWidth : c.width));
  const header = () => {
    col.page.drawRectangle({ x: col.x, y: col.y - 18, width: CONTENT, height: 18, color: C.navy });
    let cx = col.x;
    COLUMNS.forEach((c, i) => {
      const w = widths[i] ?? 0;
      if (c.align === 'left')
        text(col.page, c.label.toUpperCase(), cx + 6, col.y - 12.5, fonts.semibold, 8, C.white);
      else textRight(col.page, c.label.toUpperCase(), cx + w - 6, col.y - 12.5, fonts.semibold, 8, C.white);
      cx += w;
    });
    col.y -= 18;
  };
  header();
  charts.tournaments.forEach((row, r) => {
    const noteLines = row.notes
      ? wrapText(row.notes, fonts.regular, 8.5, (widths[0] ?? 0) + (widths[1] ?? 0) - 12)
      : [];
    const height = 20 + noteLines.length * 11;
    if (col.y - height < FOOTER + 10) {
      ensure(d, col, height + 40, title);
      header();
    }
    if (r % 2 === 1)
      col.page.drawRectangle({ x: col.x, y: col.y - height, width: CONTENT, height, color: C.surface });
    const values = [
      row.title,
      row.dates,
      String(row.rounds),
      row.total,
      row.average,
      row.best,
      row.averageYards,
    ];
    let cx = col.x;
    COLUMNS.forEach((c, i) => {
      const w = widths[i] ?? 0;
      const value = values[i] ?? '';
      const font = i === 0 || i === 3 ? fonts.semibold : fonts.regular;
      const color = i === 0 ? C.navy : C.text;
      if (c.align === 'left')
        text(col.page, fitText(value, font, 10, w - 10), cx + 6, col.y - 13.5, font, 10, color);
      else textRight(col.page, value, cx + w - 6, col.y - 13.5, font, 10, color);
      cx += w;
    });
    noteLines.forEach((line, i) => {
      text(col.page, line, col.x + 12, col.y - 26 - i * 11, fonts.regular, 8.5, C.muted);
    });
    col.y -= height;
    col.page.drawLine({
      start: { x: col.x, y: col.y },
      end: { x: col.x + CONTENT, y: col.y },
      thickness: 0.4,
      color: C.border,
    });
  });
}

function footers(d: Doc) {
  const pages = d.doc.getPages();
  const { fonts, model } = d;
  pages.forEach((page, i) => {
    page.drawLine({
      start: { x: MARGIN, y: 34 },
      end: { x: PAGE[0] - MARGIN, y: 34 },
      thickness: 0.6,
      color: C.border,
    });
    text(page, model.generatedOn, MARGIN, 22, fonts.regular, 8.5, C.subtle);
    if (model.profileUrl) {
      textCenter(
        page,
        model.profileUrl.replace(/^https?:\/\//, ''),
        PAGE[0] / 2,
        22,
        fonts.regular,
        8.5,
        C.subtle,
      );
    }
    textRight(page, `Page ${i + 1} of ${pages.length}`, PAGE[0] - MARGIN, 22, fonts.semibold, 8.5, C.subtle);
  });
}

/** The resume as PDF bytes. A resume with neither page selected still gets a cover with the name. */
export async function renderResume(model: ResumeModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${model.playerName} – Recruiting Resume`);
  doc.setAuthor(model.playerName);
  doc.setSubject('Golf recruiting resume');
  doc.setProducer('pdf-lib (PDF Worker)');
  const fonts: Fonts = {
    regular: embedFont(doc, barlowCondensed400),
    semibold: embedFont(doc, barlowCondensed600),
    bold: embedFont(doc, barlowCondensed700),
  };
  const d: Doc = { doc, fonts, model };
  const emptyCover: ResumeCover = {
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
  if (model.cover) await coverPage(d, model.cover);
  if (model.charts) chartsPages(d, model.charts);
  if (!model.cover && !model.charts) await coverPage(d, emptyCover);
  footers(d);
  finishFonts(doc);
  // Object streams off: a little larger, but saving is faster and every reader opens it.
  return doc.save({ useObjectStreams: false });
}
