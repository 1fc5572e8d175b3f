import type { PDFName, PDFPage } from 'pdf-lib';
import { ellipsePoints, gridLines } from '../../../../app/domain/reports/diagram-grid';
import type { ReportDiagram } from '../../../../app/domain/reports/player-report';
import { simplifyRing } from '../../../../app/domain/reports/simplify';
import { hex } from '../draw/palette';
import { fitText, wrapText } from '../draw/text';
import type { Block } from './flow';
import type { DesignFonts } from './fonts';
import { dotXObject, Ink } from './ink';
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

/** The tallest a hole map is drawn (points): three rows of maps fit a page; a long hole is narrowed. */
const MAX_PLOT_HEIGHT = 140;
const CAPTION_SIZE = TYPE.small;
const CAPTION_LEADING = CAPTION_SIZE * 1.35;

/** The plot's box for a diagram in a column of this width. */
function plotSize(diagram: ReportDiagram, width: number): { width: number; height: number } {
  if (diagram.kind === 'scatter') return { width, height: width };
  const [minX, minY, maxX, maxY] = diagram.bounds;
  const ratio = (maxY - minY) / Math.max(1, maxX - minX);
  return { width, height: Math.min(MAX_PLOT_HEIGHT, width * ratio) };
}

/** Shapes are drawn to half a point: finer detail does not print. */
const SIMPLIFY_TOLERANCE = 0.5;

function drawPlot(
  page: PDFPage,
  fonts: DesignFonts,
  diagram: ReportDiagram,
  box: { x: number; y: number; width: number; height: number },
  ink: Ink,
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
  ink.rect(box.x, box.y, box.width, box.height, { color: hole ? MAP.ground : COLOR.white });
  // Drawing inside the box only.
  ink.raw(`q ${box.x} ${box.y} ${box.width} ${box.height} re W n`);
  const grid = gridLines(diagram);
  for (const x of grid.xs) {
    const [px] = at([x, 0]);
    const axis = x === 0;
    ink.polyline(
      [
        [px, box.y],
        [px, box.y + box.height],
      ],
      {
        borderWidth: axis ? 0.8 : 0.4,
        borderColor: axis ? COLOR.muted : COLOR.border,
        dashArray: axis ? [3, 2] : undefined,
      },
    );
  }
  for (const y of grid.ys) {
    const [, py] = at([0, y]);
    const axis = y === 0;
    ink.polyline(
      [
        [box.x, py],
        [box.x + box.width, py],
      ],
      {
        borderWidth: axis ? 0.8 : 0.4,
        borderColor: axis ? COLOR.muted : COLOR.border,
        dashArray: axis ? [3, 2] : undefined,
      },
    );
  }
  for (const shape of diagram.shapes) {
    const fill = FILL[shape.kind];
    ink.polygon(simplifyRing(shape.points.map(at), SIMPLIFY_TOLERANCE), {
      color: fill.color,
      borderColor: fill.edge,
      borderWidth: 0.5,
    });
  }
  for (const ellipse of diagram.ellipses) {
    ink.polygon(ellipsePoints(ellipse).map(at), { borderColor: COLOR.navy, borderWidth: 1.1 });
  }
  for (const shot of diagram.shots) {
    ink.polyline([at(shot.from), at(shot.to)], {
      borderColor: COLOR.navy,
      borderWidth: shot.putt ? 0.8 : 1.1,
      dashArray: shot.putt ? [2, 1.5] : undefined,
    });
  }
  // Shots and landings: one dot drawn once for the document, placed at each point.
  const shotDot = hole
    ? { r: 1.7, style: { color: COLOR.white, borderColor: COLOR.navy, borderWidth: 0.6 } }
    : { r: 1.6, style: { color: COLOR.brand, borderColor: COLOR.white, borderWidth: 0.3 } };
  let dotName: PDFName | null = null;
  for (const dot of diagram.dots) {
    const [x, y] = at(dot.at);
    if (dot.kind === 'pin')
      ink.circle(x, y, 2.6, { color: COLOR.under, borderColor: COLOR.navy, borderWidth: 0.6 });
    else if (dot.kind === 'tee')
      ink.rect(x - 2.2, y - 2.2, 4.4, 4.4, { color: COLOR.white, borderColor: COLOR.navy, borderWidth: 0.7 });
    else {
      dotName ??= dotXObject(page.doc, page, shotDot.r, shotDot.style);
      ink.place(dotName, x, y);
    }
  }
  for (const shot of diagram.shots) {
    if (shot.putt) continue;
    const [x, y] = at(shot.to);
    ink.circle(x, y, 4.2, { color: COLOR.navy, borderColor: COLOR.white, borderWidth: 0.5 });
    ink.textCenter(page, shot.label, x, y - 2, fonts.textStrong, 5.5, COLOR.white);
  }
  ink.raw('Q');
  ink.rect(box.x, box.y, box.width, box.height, { borderColor: MAP.frame, borderWidth: 0.6 });
  if (!hole && diagram.grid !== null) {
    // The scale of a scatter plot: its grid step in yards, in the corner.
    ink.text(
      page,
      `Grid ${diagram.grid} yd`,
      box.x + 3,
      box.y + 3,
      fonts.text,
      TYPE.caption - 1,
      COLOR.muted,
    );
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
      // The plot, its title and its caption: one piece of the page's content.
      const ink = new Ink();
      drawPlot(
        page,
        fonts,
        diagram,
        { x: plotX, y: top - plot.height, width: plot.width, height: plot.height },
        ink,
      );
      let y = top - plot.height - SPACE[2] - TYPE.body;
      const title = fitText(diagram.title, fonts.textStrong, TYPE.body, width);
      ink.text(page, title, x, y, fonts.textStrong, TYPE.body, COLOR.navy);
      y -= TYPE.body * 0.3 + CAPTION_LEADING;
      for (const captionLine of captionLines) {
        ink.text(page, captionLine, x, y, fonts.text, CAPTION_SIZE, COLOR.muted);
        y -= CAPTION_LEADING;
      }
      ink.flush(page);
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
