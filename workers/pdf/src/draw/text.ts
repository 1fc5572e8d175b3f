import type { PDFFont } from 'pdf-lib';

/** Greedy word wrap to a width; a word longer than the width is broken where it must be. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): Array<string> {
  const lines: Array<string> = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      if (lines.length > 0) lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        // A word too long for the line breaks after a slash or a hyphen where it has one that fits.
        const mark = Math.max(line.lastIndexOf('/', cut - 1), line.lastIndexOf('-', cut - 1));
        if (mark > 0) cut = mark + 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** The text cut to fit a width, with an ellipsis when it did not. */
export function fitText(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end)}…`, size) > width) end--;
  return `${text.slice(0, end).trimEnd()}…`;
}
