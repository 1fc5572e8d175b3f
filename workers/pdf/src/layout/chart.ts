import {
  type Color,
  clip,
  endPath,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setLineWidth,
  setStrokingColor,
  stroke,
} from 'pdf-lib';
import { num, pushText } from '../draw/operators';
import { text } from '../draw/text-align';
import type { DesignFonts } from './fonts';
import { rect } from './shapes';
import { COLOR, TYPE } from './tokens';

/*
 * Chart marks that read in black and white (decision 055): each kind of bar differs by its fill
 * pattern, not by colour alone, and every bar carries its value as a direct label. Under par (red) is
 * solid, over par (blue) is hatched, even par is an outline; the two sides of a comparison are solid
 * and outlined.
 */

export type Box = { x: number; y: number; width: number; height: number };

export type ScoreTone = 'under' | 'over' | 'even';

export function scoreTone(score: number, par: number): ScoreTone {
  if (score < par) return 'under';
  return score > par ? 'over' : 'even';
}

/** Diagonal hatching clipped to a box. */
export function hatch(page: PDFPage, box: Box, color: Color, spacing = 3.2, thickness = 0.9) {
  if (box.width <= 0 || box.height <= 0) return;
  page.pushOperators(
    pushGraphicsState(),
    rectangle(box.x, box.y, box.width, box.height),
    clip(),
    endPath(),
    setStrokingColor(color),
    setLineWidth(thickness),
  );
  const lines: Array<string> = [];
  for (let offset = -box.height; offset < box.width; offset += spacing) {
    lines.push(
      `${num(box.x + offset)} ${num(box.y)} m`,
      `${num(box.x + offset + box.height)} ${num(box.y + box.height)} l`,
    );
  }
  pushText(page, lines);
  page.pushOperators(stroke(), popGraphicsState());
}

/** A score bar in its tone: solid (under par), hatched (over par) or outlined (even). */
export function scoreBar(page: PDFPage, box: Box, tone: ScoreTone) {
  if (tone === 'under') {
    rect(page, { ...box, color: COLOR.under });
    return;
  }
  if (tone === 'over') {
    rect(page, { ...box, color: COLOR.white });
    hatch(page, box, COLOR.over);
    rect(page, { ...box, borderColor: COLOR.over, borderWidth: 0.9 });
    return;
  }
  rect(page, { ...box, color: COLOR.surface, borderColor: COLOR.even, borderWidth: 0.9 });
}

/** A comparison's share bar: the left side solid, the right side outlined in a light fill. */
export function shareBar(page: PDFPage, side: 'left' | 'right', box: Box) {
  if (side === 'left') rect(page, { ...box, color: COLOR.brand });
  else rect(page, { ...box, color: COLOR.goldLight, borderColor: COLOR.navy, borderWidth: 0.8 });
}

/** A side's swatch, as its bars are drawn. */
export function sideSwatch(page: PDFPage, side: 'left' | 'right', x: number, y: number, size = 8) {
  shareBar(page, side, { x, y, width: size, height: size });
}

/** A legend line: swatches drawn by `mark`, each followed by its label; returns its width. */
export function legend(
  page: PDFPage,
  fonts: DesignFonts,
  x: number,
  y: number,
  entries: ReadonlyArray<{ label: string; mark: (box: Box) => void }>,
): number {
  let cx = x;
  for (const entry of entries) {
    entry.mark({ x: cx, y: y - 1, width: 9, height: 8 });
    text(page, entry.label, cx + 13, y, fonts.text, TYPE.caption, COLOR.muted);
    cx += 13 + fonts.text.widthOfTextAtSize(entry.label, TYPE.caption) + 12;
  }
  return cx - x;
}

/** The legend of score bars. */
export function scoreLegend(page: PDFPage, fonts: DesignFonts, x: number, y: number): number {
  const tones: Array<[ScoreTone, string]> = [
    ['under', 'Under par'],
    ['even', 'Even'],
    ['over', 'Over par'],
  ];
  return legend(
    page,
    fonts,
    x,
    y,
    tones.map(([tone, label]) => ({ label, mark: (box) => scoreBar(page, box, tone) })),
  );
}
