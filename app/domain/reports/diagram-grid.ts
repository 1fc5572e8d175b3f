import type { DiagramPoint, ReportDiagram } from './player-report';

// Pieces of a report diagram that the page and the PDF Worker both draw (decision 059). No imports
// beyond types: the report page's browser bundle takes this module.

/** An ellipse's outline as points (the PDF draws it as a polygon, the page as an SVG ellipse). */
export function ellipsePoints(ellipse: ReportDiagram['ellipses'][number], steps = 48): Array<DiagramPoint> {
  const angle = (ellipse.angle * Math.PI) / 180;
  const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
  return Array.from({ length: steps }, (_, i) => {
    const t = (i / steps) * Math.PI * 2;
    const [x, y] = [ellipse.rx * Math.cos(t), ellipse.ry * Math.sin(t)];
    return [ellipse.center[0] + x * cos - y * sin, ellipse.center[1] + x * sin + y * cos];
  });
}

/** Grid lines of a scatter plot: multiples of the step inside the bounds, on each axis. */
export function gridLines(diagram: Pick<ReportDiagram, 'bounds' | 'grid'>): {
  xs: Array<number>;
  ys: Array<number>;
} {
  const step = diagram.grid;
  if (step === null) return { xs: [], ys: [] };
  const [minX, minY, maxX, maxY] = diagram.bounds;
  const range = (from: number, to: number) => {
    const out: Array<number> = [];
    for (let v = Math.ceil(from / step) * step; v <= to; v += step) out.push(Math.round(v * 10) / 10);
    return out;
  };
  return { xs: range(minX, maxX), ys: range(minY, maxY) };
}
