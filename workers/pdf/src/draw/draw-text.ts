import {
  beginText,
  type Color,
  endText,
  type PDFFont,
  type PDFName,
  PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import { textRuns } from './font';
import { fillColor, num, Ops, op, rgbOperands } from './operators';

// pdf-lib's PDFPage.drawText adds a new font resource to the page on every call (its resource dictionary
// grows with each line, and every lookup scans it): a text-heavy page then costs tens of milliseconds.
// Text is drawn here with the raw operators, each font registered once per page.
const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

export function fontKey(page: PDFPage, font: PDFFont): PDFName {
  let keys = fontKeys.get(page);
  if (!keys) {
    keys = new Map();
    fontKeys.set(page, keys);
  }
  let key = keys.get(font);
  if (!key) {
    key = page.node.newFontDictionary(font.name, font.ref);
    keys.set(font, key);
  }
  return key;
}

/** Two decimals (1/7200 inch): shorter content streams, and pdf-lib formats short numbers faster. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * One line of text at (x, y), baseline, in a font, size and colour. Characters outside WinAnsi are
 * shown in the family's extension fonts, in the same text object (each run advances the position).
 */
export function drawText(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  font: PDFFont,
  size: number,
  color: Color,
) {
  const runs = textRuns(font, text);
  if (color.type === 'RGB') {
    // The text object written as one operator (no operand objects to build, check and format).
    let shown = '';
    for (const run of runs)
      shown += `\n${fontKey(page, run.font).asString()} ${num(size)} Tf\n${run.encoded.toString()} Tj`;
    const matrix = `1 0 0 1 ${num(x)} ${num(y)} Tm`;
    const fill = `${rgbOperands(color)} rg`;
    page.pushOperators(PDFOperator.of(`BT\n${fill}\n${matrix}${shown}\nET` as Ops));
    return;
  }
  page.pushOperators(beginText(), fillColor(color), op(Ops.SetTextMatrix, 1, 0, 0, 1, x, y));
  for (const run of runs) {
    page.pushOperators(
      PDFOperator.of(Ops.SetFontAndSize, [fontKey(page, run.font), num(size)]),
      PDFOperator.of(Ops.ShowText, [run.encoded]),
    );
  }
  page.pushOperators(endText());
}
