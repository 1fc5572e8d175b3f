import { type Color, PDFOperatorNames as Ops, PDFOperator, setFillingColor, setStrokingColor } from 'pdf-lib';

// Content-stream operators with their numbers written once, as short strings. pdf-lib's own operator
// functions wrap each number in a PDFNumber that is formatted twice when the page is saved (to size
// it, then to copy it); on a page of tables that is most of the CPU a render costs (decision 055).

/** Two decimals (1/7200 inch), as the content stream writes it. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function op(name: Ops, ...values: Array<number>): PDFOperator {
  return PDFOperator.of(name, values.map(num));
}

/** The fill colour; RGB (every palette colour) written directly. */
export function fillColor(color: Color): PDFOperator {
  if (color.type !== 'RGB') return setFillingColor(color);
  return PDFOperator.of(Ops.NonStrokingColorRgb, [
    String(color.red),
    String(color.green),
    String(color.blue),
  ]);
}

export function strokeColor(color: Color): PDFOperator {
  if (color.type !== 'RGB') return setStrokingColor(color);
  return PDFOperator.of(Ops.StrokingColorRgb, [String(color.red), String(color.green), String(color.blue)]);
}

export { Ops };
