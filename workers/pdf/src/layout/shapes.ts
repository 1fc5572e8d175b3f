import {
  type Color,
  drawObject,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setDashPattern,
} from 'pdf-lib';
import {
  fillColor,
  fillColorText,
  num,
  Ops,
  op,
  pushText,
  strokeColor,
  strokeColorText,
} from '../draw/operators';

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
  const path = `${num(options.x)} ${num(options.y)} ${num(options.width)} ${num(options.height)} re`;
  const border = options.borderWidth ?? 1;
  const outline = options.borderColor && border > 0 ? options.borderColor : null;
  if (options.color && outline) {
    pushText(page, [fillColorText(options.color), strokeColorText(outline), `${num(border)} w`, path, 'B']);
  } else if (options.color) {
    pushText(page, [fillColorText(options.color), path, 'f']);
  } else if (outline) {
    pushText(page, [strokeColorText(outline), `${num(border)} w`, path, 'S']);
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
  const lines = [
    strokeColorText(options.color),
    `${num(options.thickness)} w`,
    `${num(options.start.x)} ${num(options.start.y)} m`,
    `${num(options.end.x)} ${num(options.end.y)} l`,
    'S',
  ];
  if (!options.dashArray) {
    pushText(page, lines);
    return;
  }
  page.pushOperators(pushGraphicsState(), setDashPattern(options.dashArray, 0));
  pushText(page, lines);
  page.pushOperators(popGraphicsState());
}

export type PathOptions = {
  color?: Color;
  borderColor?: Color;
  borderWidth?: number;
  /** A dashed outline (its pattern is reset after it). */
  dashArray?: Array<number>;
};

/** The painting operator of a path: fill, stroke or both. */
function paint(page: PDFPage, build: Array<ReturnType<typeof op>>, options: PathOptions, closed: boolean) {
  const outline = options.borderColor && (options.borderWidth ?? 1) > 0 ? options.borderColor : null;
  const ops = [];
  if (options.color) ops.push(fillColor(options.color));
  if (outline) ops.push(strokeColor(outline), op(Ops.SetLineWidth, options.borderWidth ?? 1));
  ops.push(...build);
  if (closed) ops.push(op(Ops.ClosePath));
  if (options.color && outline) ops.push(op(Ops.FillNonZeroAndStroke));
  else if (options.color) ops.push(op(Ops.FillNonZero));
  else if (outline) ops.push(op(Ops.StrokePath));
  else return;
  if (options.dashArray && outline)
    page.pushOperators(pushGraphicsState(), setDashPattern(options.dashArray, 0), ...ops, popGraphicsState());
  else page.pushOperators(...ops);
}

/** A closed polygon through page points, filled, outlined or both. */
export function polygon(
  page: PDFPage,
  points: ReadonlyArray<readonly [number, number]>,
  options: PathOptions,
) {
  if (points.length < 3) return;
  const build = points.map(([x, y], i) => op(i === 0 ? Ops.MoveTo : Ops.LineTo, x, y));
  paint(page, build, options, true);
}

/** An open line through page points. */
export function polyline(
  page: PDFPage,
  points: ReadonlyArray<readonly [number, number]>,
  options: PathOptions,
) {
  if (points.length < 2) return;
  const build = points.map(([x, y], i) => op(i === 0 ? Ops.MoveTo : Ops.LineTo, x, y));
  paint(page, build, { ...options, color: undefined }, false);
}

// Four Bézier quarter-arcs approximate a circle to within 0.03 % of its radius.
const KAPPA = 0.5523;

/** The path of a circle of radius r centred at (x, y), not yet closed. */
function circlePath(x: number, y: number, r: number) {
  const k = r * KAPPA;
  return [
    op(Ops.MoveTo, x + r, y),
    op(Ops.AppendBezierCurve, x + r, y + k, x + k, y + r, x, y + r),
    op(Ops.AppendBezierCurve, x - k, y + r, x - r, y + k, x - r, y),
    op(Ops.AppendBezierCurve, x - r, y - k, x - k, y - r, x, y - r),
    op(Ops.AppendBezierCurve, x + k, y - r, x + r, y - k, x + r, y),
  ];
}

/** A circle of radius r centred at (x, y). */
export function circle(page: PDFPage, x: number, y: number, r: number, options: PathOptions) {
  paint(page, circlePath(x, y, r), options, true);
}

/** Drawing inside the circle of radius r centred at (x, y) only, until `endClip`. */
export function beginCircleClip(page: PDFPage, x: number, y: number, r: number) {
  page.pushOperators(
    pushGraphicsState(),
    ...circlePath(x, y, r),
    op(Ops.ClosePath),
    op(Ops.ClipNonZero),
    op(Ops.EndPath),
  );
}

/**
 * An image scaled into a box: one transformation and the image, where pdf-lib's drawImage validates
 * its options and writes four transformations (decision 087).
 */
export function placeImage(
  page: PDFPage,
  picture: PDFImage,
  box: { x: number; y: number; width: number; height: number },
) {
  const name = page.node.newXObject('Image', picture.ref);
  page.pushOperators(
    pushGraphicsState(),
    op(Ops.ConcatTransformationMatrix, box.width, 0, 0, box.height, box.x, box.y),
    drawObject(name),
    popGraphicsState(),
  );
}

/** Drawing inside `box` only, until `endClip`. */
export function beginClip(page: PDFPage, box: { x: number; y: number; width: number; height: number }) {
  page.pushOperators(
    pushGraphicsState(),
    op(Ops.AppendRectangle, box.x, box.y, box.width, box.height),
    op(Ops.ClipNonZero),
    op(Ops.EndPath),
  );
}

export function endClip(page: PDFPage) {
  page.pushOperators(popGraphicsState());
}
