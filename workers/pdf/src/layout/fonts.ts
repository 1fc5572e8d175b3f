import type { PDFDocument, PDFFont } from 'pdf-lib';
import { embedFont } from '../draw/font';
import { barlowCondensed600 } from '../fonts/barlow-condensed-600';
import { barlowCondensed700 } from '../fonts/barlow-condensed-700';
import { inter400 } from '../fonts/inter-400';
import { inter600 } from '../fonts/inter-600';

/**
 * The two faces of every document (decision 055): Inter, the site's text face, for everything read
 * as text (paragraphs, table cells, labels); Barlow Condensed, the site's display face, for headings,
 * names and figures set large.
 */
export type DesignFonts = {
  text: PDFFont;
  textStrong: PDFFont;
  heading: PDFFont;
  headingBold: PDFFont;
};

export function embedDesignFonts(doc: PDFDocument): DesignFonts {
  return {
    text: embedFont(doc, inter400),
    textStrong: embedFont(doc, inter600),
    heading: embedFont(doc, barlowCondensed600),
    headingBold: embedFont(doc, barlowCondensed700),
  };
}
