import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { drawText } from './draw-text';
import { PALETTE } from './palette';

// One line of text placed by its left edge, right edge or centre, in the palette's text colour
// unless told otherwise: the placements every document of the PDF Worker uses.

export function text(
  page: PDFPage,
  value: string,
  x: number,
  y: number,
  font: PDFFont,
  size: number,
  color: Color = PALETTE.text,
) {
  drawText(page, value, x, y, font, size, color);
}

export function textRight(
  page: PDFPage,
  value: string,
  right: number,
  y: number,
  font: PDFFont,
  size: number,
  color: Color = PALETTE.text,
) {
  text(page, value, right - font.widthOfTextAtSize(value, size), y, font, size, color);
}

export function textCenter(
  page: PDFPage,
  value: string,
  cx: number,
  y: number,
  font: PDFFont,
  size: number,
  color: Color = PALETTE.text,
) {
  text(page, value, cx - font.widthOfTextAtSize(value, size) / 2, y, font, size, color);
}
