import {
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFName,
  PDFOperator,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { fontKey } from '../draw/draw-text';
import { textRuns } from '../draw/font';
import { rgbOperands } from '../draw/operators';

/*
 * A drawing's content-stream text written in one piece (decision 059). A hole map or a scatter plot
 * is hundreds of path points and dots: built as pdf-lib operators they are thousands of objects, each
 * checked when pushed and formatted when saved. `Ink` writes the operators' text directly (numbers
 * to a tenth of a point, 1/720 inch) and `flush` hands it to the page as a single operator. A dot
 * drawn many times (a scatter plot's shots) is a form XObject drawn once per document and placed
 * with a translation.
 */

/** A tenth of a point. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10 || 0);
}

function rgbOf(color: Color): string {
  if (color.type !== 'RGB') throw new Error('diagram colours are RGB');
  return rgbOperands(color);
}

export type InkStyle = {
  color?: Color;
  borderColor?: Color;
  borderWidth?: number;
  dashArray?: ReadonlyArray<number>;
};

// Four Bézier quarter-arcs approximate a circle to within 0.03 % of its radius.
const KAPPA = 0.5523;

export class Ink {
  private parts: Array<string> = [];

  /** The operators so far, as content-stream text. */
  content(): string {
    return this.parts.join('\n');
  }

  raw(value: string) {
    this.parts.push(value);
  }

  private paint(path: string, style: InkStyle, closed: boolean) {
    const outline = style.borderColor && (style.borderWidth ?? 1) > 0 ? style.borderColor : null;
    const fill = closed ? style.color : undefined;
    if (!fill && !outline) return;
    const dashed = outline && style.dashArray && style.dashArray.length > 0;
    const head: Array<string> = [];
    if (dashed) head.push('q', `[${style.dashArray?.map(n).join(' ')}] 0 d`);
    if (fill) head.push(`${rgbOf(fill)} rg`);
    if (outline) head.push(`${rgbOf(outline)} RG`, `${n(style.borderWidth ?? 1)} w`);
    const end = fill && outline ? 'B' : fill ? 'f' : 'S';
    this.parts.push(...head, `${path}${closed ? ' h' : ''} ${end}`);
    if (dashed) this.parts.push('Q');
  }

  /** A closed polygon through page points. */
  polygon(points: ReadonlyArray<readonly [number, number]>, style: InkStyle) {
    if (points.length < 3) return;
    this.paint(pathOf(points), style, true);
  }

  /** An open line through page points. */
  polyline(points: ReadonlyArray<readonly [number, number]>, style: InkStyle) {
    if (points.length < 2) return;
    this.paint(pathOf(points), { ...style, color: undefined }, false);
  }

  rect(x: number, y: number, width: number, height: number, style: InkStyle) {
    this.paint(`${n(x)} ${n(y)} ${n(width)} ${n(height)} re`, style, true);
  }

  circle(x: number, y: number, r: number, style: InkStyle) {
    this.paint(circlePath(x, y, r), style, true);
  }

  /** A form XObject placed with its origin at (x, y). */
  place(name: PDFName, x: number, y: number) {
    this.parts.push(`q 1 0 0 1 ${n(x)} ${n(y)} cm ${name.asString()} Do Q`);
  }

  /**
   * One line of text with its baseline at (x, y), in the page's font resources (the runs of
   * draw/draw-text: characters outside WinAnsi in the family's extension font).
   */
  text(page: PDFPage, value: string, x: number, y: number, font: PDFFont, size: number, color: Color) {
    let shown = '';
    for (const run of textRuns(font, value))
      shown += ` ${fontKey(page, run.font).asString()} ${n(size)} Tf ${run.encoded.toString()} Tj`;
    this.parts.push(`BT ${rgbOf(color)} rg 1 0 0 1 ${n(x)} ${n(y)} Tm${shown} ET`);
  }

  /** Text centred on x. */
  textCenter(page: PDFPage, value: string, x: number, y: number, font: PDFFont, size: number, color: Color) {
    this.text(page, value, x - font.widthOfTextAtSize(value, size) / 2, y, font, size, color);
  }

  /** Everything written so far, onto the page as one operator; the ink starts empty again. */
  flush(page: PDFPage) {
    if (this.parts.length === 0) return;
    // An operator with no operands is written as its name: the name is the whole text.
    page.pushOperators(PDFOperator.of(this.content() as never));
    this.parts = [];
  }
}

function pathOf(points: ReadonlyArray<readonly [number, number]>): string {
  let path = '';
  points.forEach(([x, y], i) => {
    path += `${i === 0 ? '' : ' '}${n(x)} ${n(y)} ${i === 0 ? 'm' : 'l'}`;
  });
  return path;
}

function circlePath(x: number, y: number, r: number): string {
  const k = r * KAPPA;
  return [
    `${n(x + r)} ${n(y)} m`,
    `${n(x + r)} ${n(y + k)} ${n(x + k)} ${n(y + r)} ${n(x)} ${n(y + r)} c`,
    `${n(x - k)} ${n(y + r)} ${n(x - r)} ${n(y + k)} ${n(x - r)} ${n(y)} c`,
    `${n(x - r)} ${n(y - k)} ${n(x - k)} ${n(y - r)} ${n(x)} ${n(y - r)} c`,
    `${n(x + k)} ${n(y - r)} ${n(x + r)} ${n(y - k)} ${n(x + r)} ${n(y)} c`,
  ].join(' ');
}

const dotRefs = new WeakMap<PDFDocument, Map<string, PDFRef>>();
const dotNames = new WeakMap<PDFPage, Map<string, PDFName>>();

/**
 * A dot (a circle of radius r, filled and outlined) as a form XObject of the document, named in the
 * page's resources: `ink.place(name, x, y)` draws it. One XObject per style and document.
 */
export function dotXObject(
  doc: PDFDocument,
  page: PDFPage,
  r: number,
  style: Required<Pick<InkStyle, 'color' | 'borderColor' | 'borderWidth'>>,
): PDFName {
  const key = `${r}|${rgbOf(style.color)}|${rgbOf(style.borderColor)}|${style.borderWidth}`;
  const refs = dotRefs.get(doc) ?? new Map<string, PDFRef>();
  dotRefs.set(doc, refs);
  let ref = refs.get(key);
  if (!ref) {
    const ink = new Ink();
    ink.circle(0, 0, r, style);
    const reach = r + style.borderWidth;
    const form = doc.context.formXObject([PDFOperator.of(ink.content() as never)], {
      BBox: [-reach, -reach, reach, reach],
    });
    ref = doc.context.register(form);
    refs.set(key, ref);
  }
  const names = dotNames.get(page) ?? new Map<string, PDFName>();
  dotNames.set(page, names);
  let name = names.get(key);
  if (!name) {
    name = page.node.newXObject('Dot', ref);
    names.set(key, name);
  }
  return name;
}
