import { PALETTE } from '../draw/palette';

/*
 * The PDF design system's measures (decision 055): one page size, margins, type scale and spacing for
 * every document of the PDF Worker. The type scale is the site's (app/styles/tokens.css
 * --font-size-*) at 0.75 pt per CSS pixel, the size a browser prints it at.
 */

export const PAGE = { width: 612, height: 792 } as const; // US Letter
export const PAGE_SIZE: [number, number] = [PAGE.width, PAGE.height];
export const MARGIN = 40;
export const CONTENT_WIDTH = PAGE.width - MARGIN * 2;

/** The footer's rule sits here; the flow stops above FLOW_BOTTOM. */
export const FOOTER_RULE = 34;
export const FLOW_BOTTOM = 52;

/** Below the slim band of every page after a document's first. */
export const BAND_HEIGHT = 46;
export const FLOW_TOP = PAGE.height - BAND_HEIGHT - 3 - 22;

export const TYPE = {
  /** Eyebrow labels, axis ticks (10 px). */
  caption: 7.5,
  /** Secondary text: dates, notes, footers (11 px). */
  small: 8.25,
  /** Body text and table cells (--font-size-xs, 12 px). */
  body: 9,
  /** Lead text and item titles (--font-size-sm, 14 px). */
  lead: 10.5,
  /** Section headings in the condensed face (--font-size-lg, 18 px). */
  heading: 13.5,
  /** Chapter and band titles (--font-size-xl, 22 px). */
  title: 16.5,
  /** The cover's name (--font-size-3xl, 36 px). */
  display: 27,
} as const;

/** Line height of body text: the site's 1.6 is for screens; print sets a little tighter. */
export const LEADING = 1.45;

/** The site's 4 px spacing steps in points. */
export const SPACE = { 1: 3, 2: 6, 3: 9, 4: 12, 5: 15, 6: 18, 8: 24 } as const;

export const COLOR = PALETTE;
