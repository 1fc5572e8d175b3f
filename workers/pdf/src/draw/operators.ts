import {
  type Color,
  PDFOperatorNames as Ops,
  PDFOperator,
  type PDFPage,
  type RGB,
  setFillingColor,
  setStrokingColor,
} from 'pdf-lib';

// Content-stream operators with their numbers written once, as short strings. pdf-lib's own operator
// functions wrap each number in a PDFNumber that is formatted twice when the page is saved (to size
// it, then to copy it); on a page of tables that is most of the CPU a render costs (decision 055).

/**
 * Two decimals (1/7200 inch), as the content stream writes it: the text of `String` of the rounded
 * value, put together from its whole hundredths. Formatting a fractional number (the shortest digits
 * that read back to the same double) costs several times as much as formatting whole numbers, and a
 * page writes thousands of coordinates (decision 087).
 */
export function num(value: number): string {
  const hundredths = Math.round(value * 100);
  if (!Number.isSafeInteger(hundredths) || hundredths % 100 === 0) return String(hundredths / 100);
  const abs = Math.abs(hundredths);
  const cents = abs % 100;
  const decimals = cents % 10 === 0 ? String(cents / 10) : cents < 10 ? `0${cents}` : String(cents);
  return `${hundredths < 0 ? '-' : ''}${Math.floor(abs / 100)}.${decimals}`;
}

export function op(name: Ops, ...values: Array<number>): PDFOperator {
  return PDFOperator.of(name, values.map(num));
}

const rgbTexts = new WeakMap<RGB, string>();

/** An RGB colour's three operands ("0.043 0.106 0.18"), formatted once per colour. */
export function rgbOperands(color: RGB): string {
  let operands = rgbTexts.get(color);
  if (operands === undefined) {
    operands = `${color.red} ${color.green} ${color.blue}`;
    rgbTexts.set(color, operands);
  }
  return operands;
}

/** The fill colour; RGB (every palette colour) written directly. */
export function fillColor(color: Color): PDFOperator {
  if (color.type !== 'RGB') return setFillingColor(color);
  return PDFOperator.of(Ops.NonStrokingColorRgb, [rgbOperands(color)]);
}

export function strokeColor(color: Color): PDFOperator {
  if (color.type !== 'RGB') return setStrokingColor(color);
  return PDFOperator.of(Ops.StrokingColorRgb, [rgbOperands(color)]);
}

/** The fill colour as content-stream text ("0.043 0.106 0.18 rg"). */
export function fillColorText(color: Color): string {
  return color.type === 'RGB' ? `${rgbOperands(color)} rg` : fillColor(color).toString();
}

/** The stroke colour as content-stream text ("0.043 0.106 0.18 RG"). */
export function strokeColorText(color: Color): string {
  return color.type === 'RGB' ? `${rgbOperands(color)} RG` : strokeColor(color).toString();
}

/**
 * Operators given as content-stream text, one per line, pushed as one: the bytes a page gets are
 * the same as from one PDFOperator each, without an object, an operand array and a check for every
 * line (decision 087).
 */
export function pushText(page: PDFPage, lines: ReadonlyArray<string>) {
  if (lines.length > 0) page.pushOperators(PDFOperator.of(lines.join('\n') as Ops));
}

export { Ops };
