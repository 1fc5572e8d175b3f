import { type Color, type PDFPage, popGraphicsState, pushGraphicsState, setDashPattern } from 'pdf-lib';
import { fillColor, Ops, op, strokeColor } from '../draw/operators';

// Rectangles and lines with the raw operators (decision 055). pdf-lib's drawRectangle and drawLine
// wrap every shape in a saved graphics state with three transformation matrices and validate each
// option: a table row's stripe and bars then cost more than its text. These draw the same shapes
// with three to five operators, in the option shapes of pdf-lib's own calls.

export type RectOptions = {
  x: number;
  y: number;
  width: number;
  height: number;
  color?: Color;
  borderColor?: Color;
  borderWidth?: number;
};

/** A rectangle filled, outlined, or both. */
export function rect(page: PDFPage, options: RectOptions) {
  const path = op(Ops.AppendRectangle, options.x, options.y, options.width, options.height);
  const border = options.borderWidth ?? 1;
  const outline = options.borderColor && border > 0 ? options.borderColor : null;
  if (options.color && outline) {
    page.pushOperators(
      fillColor(options.color),
      strokeColor(outline),
      op(Ops.SetLineWidth, border),
      path,
      op(Ops.FillNonZeroAndStroke),
    );
  } else if (options.color) {
    page.pushOperators(fillColor(options.color), path, op(Ops.FillNonZero));
  } else if (outline) {
    page.pushOperators(strokeColor(outline), op(Ops.SetLineWidth, border), path, op(Ops.StrokePath));
  }
}

export type LineOptions = {
  start: { x: number; y: number };
  end: { x: number; y: number };
  thickness: number;
  color: Color;
  /** A dashed line (its pattern is reset after it). */
  dashArray?: Array<number>;
};

/** A straight line. */
export function line(page: PDFPage, options: LineOptions) {
  const ops = [
    strokeColor(options.color),
    op(Ops.SetLineWidth, options.thickness),
    op(Ops.MoveTo, options.start.x, options.start.y),
    op(Ops.LineTo, options.end.x, options.end.y),
    op(Ops.StrokePath),
  ];
  if (!options.dashArray) {
    page.pushOperators(...ops);
    return;
  }
  page.pushOperators(pushGraphicsState(), setDashPattern(options.dashArray, 0), ...ops, popGraphicsState());
}
