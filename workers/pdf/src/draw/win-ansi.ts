// WinAnsiEncoding (PDF 32000 Annex D): the one-byte encoding the embedded fonts are drawn with.
// Codes 32–126 and 160–255 are their own Unicode code points; 128–159 hold typographic characters.
const HIGH: Record<number, number> = {
  128: 0x20ac,
  130: 0x201a,
  131: 0x0192,
  132: 0x201e,
  133: 0x2026,
  134: 0x2020,
  135: 0x2021,
  136: 0x02c6,
  137: 0x2030,
  138: 0x0160,
  139: 0x2039,
  140: 0x0152,
  142: 0x017d,
  145: 0x2018,
  146: 0x2019,
  147: 0x201c,
  148: 0x201d,
  149: 0x2022,
  150: 0x2013,
  151: 0x2014,
  152: 0x02dc,
  153: 0x2122,
  154: 0x0161,
  155: 0x203a,
  156: 0x0153,
  158: 0x017e,
  159: 0x0178,
};

/** Code 0–255 → Unicode code point, or null where WinAnsi has no character. */
export const WIN_ANSI_TO_UNICODE: ReadonlyArray<number | null> = Array.from({ length: 256 }, (_, code) => {
  if ((code >= 32 && code <= 126) || code >= 160) return code;
  return HIGH[code] ?? null;
});

const FROM_UNICODE = new Map<number, number>();
WIN_ANSI_TO_UNICODE.forEach((cp, code) => {
  if (cp !== null) FROM_UNICODE.set(cp, code);
});

// Characters a resume's free text may hold that WinAnsi lacks, drawn as their closest relative.
// The minus sign (scores to par) is drawn as an en dash, the closest glyph of its width.
const FALLBACK: Record<number, number> = { 8722: 0x2013, 160: 0x20, 8208: 0x2d, 8209: 0x2d };

/** The WinAnsi code of a character (or of its close relative); null when WinAnsi has neither. */
export function winAnsiCodeOf(codePoint: number): number | null {
  // Printable ASCII is its own code (most of every resume; measured on every wrap step).
  if (codePoint >= 0x20 && codePoint < 0x7f) return codePoint;
  if (codePoint === 0x0a || codePoint === 0x09) return 0x20;
  return FROM_UNICODE.get(codePoint) ?? FROM_UNICODE.get(FALLBACK[codePoint] ?? -1) ?? null;
}

/** The WinAnsi code of a character; `?` when it has none. */
export function winAnsiCode(codePoint: number): number {
  return winAnsiCodeOf(codePoint) ?? 0x3f;
}
