import { type PDFDocument, PDFFont, PDFHexString, type PDFRef, StandardFontEmbedder } from 'pdf-lib';
import { winAnsiCode } from './win-ansi';

/** A TrueType font prepared by scripts/build-pdf-fonts.ts: deflated bytes, WinAnsi widths (1/1000 em). */
export type EmbeddedFontData = {
  postScriptName: string;
  weight: number;
  /** The TrueType file's length before deflating (the stream's Length1). */
  length1: number;
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: Array<number>;
  /** Advance width of each WinAnsi code 0–255. */
  widths: Array<number>;
  deflatedBase64: string;
};

// The fonts' bytes are decoded once per isolate, on first use (not at module scope).
const decoded = new Map<string, Uint8Array>();

function fontBytes(data: EmbeddedFontData): Uint8Array {
  let bytes = decoded.get(data.postScriptName);
  if (!bytes) {
    const binary = atob(data.deflatedBase64);
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    decoded.set(data.postScriptName, bytes);
  }
  return bytes;
}

function codesOf(text: string): Array<number> {
  const codes: Array<number> = [];
  for (const char of text) codes.push(winAnsiCode(char.codePointAt(0) ?? 0x3f));
  return codes;
}

/**
 * Embeds a whole TrueType font (FontFile2, WinAnsiEncoding) and returns a pdf-lib font that draws
 * with it. pdf-lib embeds TrueType only through fontkit (a large dependency that also subsets on every
 * render); a prepared WinAnsi font covers the Latin text of a resume at no CPU cost per render.
 */
export function embedWinAnsiFont(doc: PDFDocument, data: EmbeddedFontData): PDFFont {
  const { context } = doc;
  const file = context.register(
    context.stream(fontBytes(data), { Filter: 'FlateDecode', Length1: data.length1 }),
  );
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: data.postScriptName,
      // Nonsymbolic: glyphs are found through the encoding's character names.
      Flags: 32,
      FontBBox: data.bbox,
      ItalicAngle: 0,
      Ascent: data.ascent,
      Descent: data.descent,
      CapHeight: data.capHeight,
      StemV: Math.round(50 + (data.weight / 65) ** 2),
      FontWeight: data.weight,
      FontFile2: file,
    }),
  );
  const ref = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'TrueType',
      BaseFont: data.postScriptName,
      FirstChar: 32,
      LastChar: 255,
      Widths: data.widths.slice(32),
      Encoding: 'WinAnsiEncoding',
      FontDescriptor: descriptor,
    }),
  );
  const height = data.ascent - data.descent;
  const methods = {
    fontName: data.postScriptName,
    encodeText(text: string) {
      return PDFHexString.of(
        codesOf(text)
          .map((code) => code.toString(16).padStart(2, '0'))
          .join(''),
      );
    },
    widthOfTextAtSize(text: string, size: number) {
      let total = 0;
      for (const code of codesOf(text)) total += data.widths[code] ?? 0;
      return (total * size) / 1000;
    },
    heightOfFontAtSize(size: number, options: { descender?: boolean } = {}) {
      const units = options.descender === false ? data.ascent : height;
      return (units * size) / 1000;
    },
    sizeOfFontAtHeight(h: number) {
      return (1000 * h) / height;
    },
    // The font dictionary is already in the document; `PDFDocument.save` does not call this for a
    // font it did not create, but pdf-lib's type asks for it.
    embedIntoContext(_context: unknown, existing?: PDFRef) {
      return existing ?? ref;
    },
  };
  // pdf-lib's PDFFont accepts only its own embedder classes (an instanceof check): ours takes the
  // standard embedder's prototype and overrides every method drawText uses.
  const embedder: StandardFontEmbedder = Object.assign(
    Object.create(StandardFontEmbedder.prototype),
    methods,
  );
  return PDFFont.of(ref, doc, embedder);
}
