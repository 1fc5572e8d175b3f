import type { PDFFont } from 'pdf-lib';

/**
 * Greedy word wrap to a width; a word longer than the width is broken where it must be. A line's
 * width is the sum of its words' and spaces' widths (the fonts have no kerning), so each word is
 * measured once, in font units (size 1000: whole numbers, added exactly), not the line again for
 * every word added to it.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): Array<string> {
  const lines: Array<string> = [];
  const units = (value: string) => font.widthOfTextAtSize(value, 1000);
  const fits = (lineUnits: number) => (lineUnits * size) / 1000 <= width;
  const space = units(' ');
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      if (lines.length > 0) lines.push('');
      continue;
    }
    let line = '';
    let lineUnits = 0;
    for (const word of words) {
      const wordUnits = units(word);
      const candidateUnits = line ? lineUnits + space + wordUnits : wordUnits;
      if (fits(candidateUnits)) {
        line = line ? `${line} ${word}` : word;
        lineUnits = candidateUnits;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      lineUnits = wordUnits;
      while (!fits(lineUnits) && line.length > 1) {
        const rest = line;
        let cut = Math.max(
          1,
          longestFitting(rest.length - 1, (end) => font.widthOfTextAtSize(rest.slice(0, end), size) <= width),
        );
        // A word too long for the line breaks after a slash or a hyphen where it has one that fits.
        const mark = Math.max(line.lastIndexOf('/', cut - 1), line.lastIndexOf('-', cut - 1));
        if (mark > 0) cut = mark + 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
        lineUnits = units(line);
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** The text cut to fit a width, with an ellipsis when it did not. */
export function fitText(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const end = longestFitting(
    text.length,
    (n) => font.widthOfTextAtSize(`${text.slice(0, n)}…`, size) <= width,
  );
  return `${text.slice(0, end).trimEnd()}…`;
}

/**
 * The largest n in 0…max for which `fits(n)` holds, `fits` holding up to some n and not after (a
 * text's prefixes, measured): doubling from 1, then halving the gap. A few measures of a line's
 * length each, where trying every length from the end cost seconds for a long unbroken text.
 */
function longestFitting(max: number, fits: (n: number) => boolean): number {
  let low = 0;
  let high = 1;
  while (high <= max && fits(high)) {
    low = high;
    high *= 2;
  }
  high = Math.min(high, max + 1);
  // fits(low) holds (or low is 0) and fits(high) does not (or high is past max).
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}
