import type { PDFPage } from 'pdf-lib';
import { ellipsePoints, gridLines } from '../../../../app/domain/reports/diagram-grid';
import type { ReportDiagram } from '../../../../app/domain/reports/player-report';
import { hex } from '../draw/palette';
import { fitText, wrapText } from '../draw/text';
import { text, textCenter } from '../draw/text-align';
import type { Block } from './flow';
import type { DesignFonts } from './fonts';
import { beginClip, circle, endClip, line, polygon, polyline, rect } from './shapes';
import { COLOR, SPACE, TYPE } from './tokens';

/*
 * Hole maps and scatter plots (decision 059) in the PDF design system: the same diagram the report
 * page draws as SVG. Printed maps are light (ink on paper, not the site's dark satellite look) and
 * read in black and white: every surface differs in lightness and has an edge, shots are dark lines
 * with numbered ends, putts are dashed.
 */

const MAP = {
  ground: hex('#eef3ee'),
  rough: hex('#dce8da'),
  fairway: hex('#b7d7a1'),
  tee_box: hex('#a5cd8c'),
  green: hex('#8cc96f'),
  greenEdge: hex('#2e6b33'),
  bunker: hex('#f6efd4'),
  bunkerEdge: hex('#a8925a'),
  water: hex('#a6cde4'),
  waterEdge: hex('#3b7aa3'),
  frame: hex('#c5cfca'),
};

const FILL: Record<
  ReportDiagram['shapes'][number]['kind'],
  { color: ReturnType<typeof hex>; edge?: ReturnType<typeof hex> }
> = {
  rough: { color: MAP.rough },
  fairway: { color: MAP.fairway },
  tee_box: { color: MAP.tee_box, edge: MAP.greenEdge },
  green: { color: MAP.green, edge: MAP.greenEdge },
  bunker: { color: MAP.bunker, edge: MAP.bunkerEdge },
  water: { color: MAP.water, edge: MAP.waterEdge },
};

/** The tallest a hole map is drawn (points): a long hole is narrowed rather than run off the page. */
const MAX_PLOT_HEIGHT = 190;
const CAPTION_SIZE = TYPE.small;
const CAPTION_LEADING = CAPTION_SIZE * 1.35;

/** The plot's box for a diagram in a column of this width. */
function plotSize(diagram: ReportDiagram, width: number): { width: number; height: number } {
  if (diagram.kind === 'scatter') return { width, height: width };
  const [minX, minY, maxX, maxY] = diagram.bounds;
  const ratio = (maxY - minY) / Math.max(1, maxX - minX);
  return { width, height: Math.min(MAX_PLOT_HEIGHT, width * ratio) };
}

function drawPlot(
  page: PDFPage,
  fonts: DesignFonts,
  diagram: ReportDiagram,
  box: { x: number; y: number; width: number; height: number },
) {
  const [minX, minY, maxX, maxY] = diagram.bounds;
  const scale = Math.min(box.width / (maxX - minX), box.height / (maxY - minY));
  // The plane centred in the box.
  const ox = box.x + (box.width - (maxX - minX) * scale) / 2;
  const oy = box.y + (box.height - (maxY - minY) * scale) / 2;
  const at = ([x, y]: readonly [number, number]): [number, number] => [
    ox + (x - minX) * scale,
    oy + (y - minY) * scale,
  ];
  const hole = diagram.kind === 'hole';
  rect(page, { ...box, color: hole ? MAP.ground : COLOR.white });
  beginClip(page, box);
  const grid = gridLines(diagram);
  for (const x of grid.xs) {
    const [px] = at([x, 0]);
    line(page, {
      start: { x: px, y: box.y },
      end: { x: px, y: box.y + box.height },
      thickness: x === 0 ? 0.8 : 0.4,
      color: x === 0 ? COLOR.muted : COLOR.border,
      dashArray: x === 0 ? [3, 2] : undefined,
    });
  }
  for (const y of grid.ys) {
    const [, py] = at([0, y]);
    line(page, {
      start: { x: box.x, y: py },
      end: { x: box.x + box.width, y: py },
      thickness: y === 0 ? 0.8 : 0.4,
      color: y === 0 ? COLOR.muted : COLOR.border,
      dashArray: y === 0 ? [3, 2] : undefined,
    });
  }
  for (const shape of diagram.shapes) {
    const fill = FILL[shape.kind];
    polygon(page, shape.points.map(at), { color: fill.color, borderColor: fill.edge, borderWidth: 0.5 });
  }
  for (const ellipse of diagram.ellipses) {
    polygon(page, ellipsePoints(ellipse).map(at), { borderColor: COLOR.navy, borderWidth: 1.1 });
  }
  for (const shot of diagram.shots) {
    polyline(page, [at(shot.from), at(shot.to)], {
      borderColor: COLOR.navy,
      borderWidth: shot.putt ? 0.8 : 1.1,
      dashArray: shot.putt ? [2, 1.5] : undefined,
    });
  }
  for (const dot of diagram.dots) {
    const [x, y] = at(dot.at);
    if (dot.kind === 'pin')
      circle(page, x, y, 2.6, { color: COLOR.under, borderColor: COLOR.navy, borderWidth: 0.6 });
    else if (dot.kind === 'tee')
      rect(page, {
        x: x - 2.2,
        y: y - 2.2,
        width: 4.4,
        height: 4.4,
        color: COLOR.white,
        borderColor: COLOR.navy,
        borderWidth: 0.7,
      });
    else if (hole) circle(page, x, y, 1.7, { color: COLOR.white, borderColor: COLOR.navy, borderWidth: 0.6 });
    else circle(page, x, y, 1.6, { color: COLOR.brand, borderColor: COLOR.white, borderWidth: 0.3 });
  }
  for (const shot of diagram.shots) {
    if (shot.putt) continue;
    const [x, y] = at(shot.to);
    circle(page, x, y, 4.2, { color: COLOR.navy, borderColor: COLOR.white, borderWidth: 0.5 });
    textCenter(page, shot.label, x, y - 2, fonts.textStrong, 5.5, COLOR.white);
  }
  endClip(page);
  rect(page, { ...box, borderColor: MAP.frame, borderWidth: 0.6 });
  if (!hole && diagram.grid !== null) {
    // The scale of a scatter plot: its grid step in yards, in the corner.
    text(page, `Grid ${diagram.grid} yd`, box.x + 3, box.y + 3, fonts.text, TYPE.caption - 1, COLOR.muted);
  }
}

/** One diagram over its caption, as a block of a column's width. */
export function diagramBlock(fonts: DesignFonts, diagram: ReportDiagram, width: number): Block {
  const plot = plotSize(diagram, width);
  const captionLines = diagram.caption.flatMap((line) => wrapText(line, fonts.text, CAPTION_SIZE, width));
  const height = plot.height + SPACE[2] + TYPE.body * 1.3 + captionLines.length * CAPTION_LEADING + SPACE[3];
  return {
    height,
    draw(page, x, top) {
      const plotX = x + (width - plot.width) / 2;
      drawPlot(page, fonts, diagram, {
        x: plotX,
        y: top - plot.height,
        width: plot.width,
        height: plot.height,
      });
      let y = top - plot.height - SPACE[2] - TYPE.body;
      text(
        page,
        fitText(diagram.title, fonts.textStrong, TYPE.body, width),
        x,
        y,
        fonts.textStrong,
        TYPE.body,
        COLOR.navy,
      );
      y -= TYPE.body * 0.3 + CAPTION_LEADING;
      for (const captionLine of captionLines) {
        text(page, captionLine, x, y, fonts.text, CAPTION_SIZE, COLOR.muted);
        y -= CAPTION_LEADING;
      }
    },
  };
}

/** Diagrams side by side: one unsplittable row, as tall as its tallest. */
export function diagramRow(
  fonts: DesignFonts,
  diagrams: ReadonlyArray<ReportDiagram>,
  perRow: number,
  width: number,
): Block {
  const gap = SPACE[4];
  const cell = (width - gap * (perRow - 1)) / perRow;
  const blocks = diagrams.map((d) => diagramBlock(fonts, d, cell));
  return {
    height: Math.max(0, ...blocks.map((b) => b.height)),
    draw(page, x, top) {
      blocks.forEach((block, i) => {
        block.draw(page, x + i * (cell + gap), top, cell);
      });
    },
  };
}
