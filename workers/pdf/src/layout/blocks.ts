import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { wrapText } from '../draw/text';
import { text } from '../draw/text-align';
import type { Block } from './flow';
import type { DesignFonts } from './fonts';
import { line, rect } from './shapes';
import { COLOR, LEADING, SPACE, TYPE } from './tokens';

// The blocks documents build their sections from. Each is measured for a column width when made.

/** Empty room. */
export function spacer(height: number): Block {
  return { height, draw: () => {} };
}

/** Blocks drawn one under the other as one unsplittable block. */
export function stack(blocks: ReadonlyArray<Block>): Block {
  return {
    height: blocks.reduce((sum, block) => sum + block.height, 0),
    draw(page, x, top, width) {
      let y = top;
      for (const block of blocks) {
        block.draw(page, x, y, width);
        y -= block.height;
      }
    },
  };
}

/** A section heading: the condensed face in capitals over a hairline with a brand-green lead. */
export function headingBlock(fonts: DesignFonts, title: string): Block {
  const size = TYPE.heading;
  return {
    height: size + SPACE[2] + 1 + SPACE[3],
    draw(page, x, top, width) {
      const baseline = top - size * 0.8;
      text(page, title.toUpperCase(), x, baseline, fonts.headingBold, size, COLOR.navy);
      const ruleY = top - size - SPACE[1];
      line(page, {
        start: { x, y: ruleY },
        end: { x: x + width, y: ruleY },
        thickness: 0.6,
        color: COLOR.border,
      });
      line(page, {
        start: { x, y: ruleY },
        end: { x: x + 28, y: ruleY },
        thickness: 2,
        color: COLOR.brand,
      });
    },
  };
}

export type ParagraphStyle = {
  font?: PDFFont;
  size?: number;
  color?: Color;
  leading?: number;
  indent?: number;
};

/** A paragraph's lines wrapped to the width (less its indent). */
export function paragraphLines(
  fonts: DesignFonts,
  value: string,
  width: number,
  style: ParagraphStyle = {},
): Array<string> {
  const font = style.font ?? fonts.text;
  return wrapText(value, font, style.size ?? TYPE.body, width - (style.indent ?? 0));
}

/** One line of a paragraph as a block, so long text can split between columns and pages. */
function lineBlock(fonts: DesignFonts, line: string, style: ParagraphStyle): Block {
  const font = style.font ?? fonts.text;
  const size = style.size ?? TYPE.body;
  const leading = style.leading ?? size * LEADING;
  return {
    height: leading,
    draw(page: PDFPage, x, top) {
      // The baseline sits so that the cap height is centred in the line's box.
      text(
        page,
        line,
        x + (style.indent ?? 0),
        top - leading / 2 - size * 0.35,
        font,
        size,
        style.color ?? COLOR.text,
      );
    },
  };
}

/** A paragraph as one block (kept whole). */
export function paragraphBlock(
  fonts: DesignFonts,
  value: string,
  width: number,
  style: ParagraphStyle = {},
): Block {
  return stack(paragraphLines(fonts, value, width, style).map((line) => lineBlock(fonts, line, style)));
}

/** A paragraph as one block per line: long text may continue in the next column. */
export function paragraphLineBlocks(
  fonts: DesignFonts,
  value: string,
  width: number,
  style: ParagraphStyle = {},
): Array<Block> {
  return paragraphLines(fonts, value, width, style).map((line) => lineBlock(fonts, line, style));
}

/** A note under an item: a gold rule beside muted text. */
export function noteBlock(fonts: DesignFonts, value: string, width: number): Block {
  const body = paragraphBlock(fonts, value, width, {
    size: TYPE.small,
    color: COLOR.muted,
    indent: 9,
    leading: TYPE.small * 1.4,
  });
  return {
    height: body.height + SPACE[1],
    draw(page, x, top, w) {
      rect(page, {
        x: x + 1,
        y: top - body.height,
        width: 2,
        height: body.height,
        color: COLOR.gold,
      });
      body.draw(page, x, top, w);
    },
  };
}

/** "… and 4 more on the profile": the closing line of a shortened list. */
export function moreBlock(fonts: DesignFonts, hidden: number, what: string, width: number): Block {
  return paragraphBlock(fonts, `+ ${hidden} more ${what} on the profile`, width, {
    font: fonts.textStrong,
    size: TYPE.small,
    color: COLOR.subtle,
  });
}
