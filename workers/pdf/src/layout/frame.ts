import type { PDFDocument, PDFPage } from 'pdf-lib';
import { fitText } from '../draw/text';
import { text, textRight } from '../draw/text-align';
import type { DesignFonts } from './fonts';
import { line, rect } from './shapes';
import { BAND_HEIGHT, COLOR, CONTENT_WIDTH, FOOTER_RULE, MARGIN, PAGE, PAGE_SIZE, TYPE } from './tokens';

/** What the footer of every page names (decision 055). */
export type FrameInfo = {
  /** The player's name and the document: "Riley Stone · Recruiting Resume". */
  subject: string;
  /** "Updated November 23, 2026". */
  date: string;
};

/**
 * A page after a document's first: a slim navy band with the document's subject (the player's name)
 * and, when given, the page's chapter, so a loose sheet still says what it belongs to.
 */
export function bandedPage(doc: PDFDocument, fonts: DesignFonts, title: string, label: string): PDFPage {
  const page = doc.addPage(PAGE_SIZE);
  const top = PAGE.height;
  rect(page, {
    x: 0,
    y: top - BAND_HEIGHT,
    width: PAGE.width,
    height: BAND_HEIGHT,
    color: COLOR.navy,
  });
  rect(page, { x: 0, y: top - BAND_HEIGHT - 3, width: PAGE.width, height: 3, color: COLOR.gold });
  const labelWidth = fonts.heading.widthOfTextAtSize(label.toUpperCase(), TYPE.lead);
  text(
    page,
    fitText(title, fonts.headingBold, TYPE.title, CONTENT_WIDTH - labelWidth - 24),
    MARGIN,
    top - 29,
    fonts.headingBold,
    TYPE.title,
    COLOR.white,
  );
  textRight(
    page,
    label.toUpperCase(),
    PAGE.width - MARGIN,
    top - 28,
    fonts.heading,
    TYPE.lead,
    COLOR.goldLight,
  );
  return page;
}

/**
 * The footer of every page, drawn once the page count is known: the player's name and the
 * document on the left, the date in the middle, "Page n of N" on the right.
 */
export function drawFrames(doc: PDFDocument, fonts: DesignFonts, info: FrameInfo) {
  const pages = doc.getPages();
  const size = TYPE.small;
  const y = FOOTER_RULE - 13;
  pages.forEach((page, index) => {
    line(page, {
      start: { x: MARGIN, y: FOOTER_RULE },
      end: { x: PAGE.width - MARGIN, y: FOOTER_RULE },
      thickness: 0.6,
      color: COLOR.border,
    });
    const counter = `Page ${index + 1} of ${pages.length}`;
    const dateWidth = fonts.text.widthOfTextAtSize(info.date, size);
    const counterLeft = PAGE.width - MARGIN - fonts.textStrong.widthOfTextAtSize(counter, size);
    const whoWidth = fonts.textStrong.widthOfTextAtSize(info.subject, size);
    // The date sits in the middle; a name too long for the left half moves it right rather than
    // being cut, as long as both still fit before the page counter.
    const centred = PAGE.width / 2 - dateWidth / 2;
    const after = MARGIN + whoWidth + 16;
    const dateLeft = after <= centred ? centred : after + dateWidth + 16 <= counterLeft ? after : centred;
    const who = fitText(info.subject, fonts.textStrong, size, dateLeft - MARGIN - 12);
    text(page, who, MARGIN, y, fonts.textStrong, size, COLOR.subtle);
    text(page, info.date, dateLeft, y, fonts.text, size, COLOR.subtle);
    textRight(page, counter, PAGE.width - MARGIN, y, fonts.textStrong, size, COLOR.subtle);
  });
}
