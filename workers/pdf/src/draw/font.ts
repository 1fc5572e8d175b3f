import {
  PDFArray,
  type PDFContext,
  type PDFDocument,
  PDFFont,
  PDFHexString,
  PDFNumber,
  type PDFRef,
  PDFString,
  StandardFontEmbedder,
} from 'pdf-lib';
import { winAnsiCodeOf } from './win-ansi';

/** Font file fields shared by the WinAnsi font and its extension fonts (scripts/build-pdf-fonts.ts). */
type FontFileData = {
  postScriptName: string;
  weight: number;
  /** The TrueType file's length before deflating (the stream's Length1). */
  length1: number;
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: Array<number>;
  deflatedBase64: string;
};

/**
 * A subset of the same family for the characters WinAnsi lacks (Latin Extended, Vietnamese), drawn as
 * a Type 0 font. `glyphs`: "codePoint glyphId width" entries (base 36), comma separated.
 */
export type ExtensionFontData = FontFileData & { missingWidth: number; glyphs: string };

/** A TrueType font prepared by scripts/build-pdf-fonts.ts: deflated bytes, WinAnsi widths (1/1000 em). */
export type EmbeddedFontData = FontFileData & {
  /** Advance width of each WinAnsi code 0–255. */
  widths: Array<number>;
  extensions: Array<ExtensionFontData>;
};

// The fonts' bytes and glyph tables are decoded once per isolate, on first use (not at module scope).
const decoded = new Map<string, Uint8Array>();
const glyphTables = new Map<string, Map<number, { glyph: number; width: number }>>();

function fontBytes(data: FontFileData): Uint8Array {
  let bytes = decoded.get(data.postScriptName);
  if (!bytes) {
    const binary = atob(data.deflatedBase64);
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    decoded.set(data.postScriptName, bytes);
  }
  return bytes;
}

/**
 * The WinAnsi widths (32–255) as PDF numbers, made once per font: pdf-lib formats a number when it
 * makes one, and a fresh array for every render cost as much as a table of figures.
 */
const widthNumbers = new Map<string, Array<PDFNumber>>();

function widthsArray(context: PDFContext, data: EmbeddedFontData): PDFArray {
  let numbers = widthNumbers.get(data.postScriptName);
  if (!numbers) {
    numbers = data.widths.slice(32).map((width) => PDFNumber.of(width));
    widthNumbers.set(data.postScriptName, numbers);
  }
  const array = PDFArray.withContext(context);
  for (const number of numbers) array.push(number);
  return array;
}

function glyphTable(data: ExtensionFontData): Map<number, { glyph: number; width: number }> {
  let table = glyphTables.get(data.postScriptName);
  if (!table) {
    table = new Map();
    for (const entry of data.glyphs.split(',')) {
      const [cp, glyph, width] = entry.split(' ').map((n) => Number.parseInt(n, 36));
      if (cp !== undefined && glyph !== undefined && width !== undefined) table.set(cp, { glyph, width });
    }
    glyphTables.set(data.postScriptName, table);
  }
  return table;
}

function fontFile(context: PDFContext, data: FontFileData, flags: number): PDFRef {
  const file = context.register(
    context.stream(fontBytes(data), { Filter: 'FlateDecode', Length1: data.length1 }),
  );
  return context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: data.postScriptName,
      Flags: flags,
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
}

/**
 * pdf-lib's PDFFont accepts only its own embedder classes (an instanceof check): ours takes the
 * standard embedder's prototype and overrides every method drawing and measuring use.
 */
function pdfFont(
  doc: PDFDocument,
  ref: PDFRef,
  name: string,
  data: FontFileData,
  measure: (text: string) => number,
  encode: (text: string) => PDFHexString,
): PDFFont {
  const height = data.ascent - data.descent;
  const methods = {
    fontName: name,
    encodeText: encode,
    widthOfTextAtSize: (text: string, size: number) => (measure(text) * size) / 1000,
    heightOfFontAtSize(size: number, options: { descender?: boolean } = {}) {
      const units = options.descender === false ? data.ascent : height;
      return (units * size) / 1000;
    },
    sizeOfFontAtHeight: (h: number) => (1000 * h) / height,
    // The font dictionary is already in the document; `PDFDocument.save` does not call this for a
    // font it did not create, but pdf-lib's type asks for it.
    embedIntoContext: (_context: unknown, existing?: PDFRef) => existing ?? ref,
  };
  const embedder: StandardFontEmbedder = Object.assign(
    Object.create(StandardFontEmbedder.prototype),
    methods,
  );
  return PDFFont.of(ref, doc, embedder);
}

/**
 * An extension font in one document: a Type 0 font (Identity-H) whose CIDs are handed out in order of
 * first use, so its widths, CID → glyph map and ToUnicode map list only what the document draws. A
 * character no font of the family has gets its own CID on the missing glyph (a box of the font's
 * design): the layout keeps its width and a reader still extracts the real character.
 */
type Extension = {
  data: ExtensionFontData;
  table: Map<number, { glyph: number; width: number }>;
  font: PDFFont | null;
  ref: PDFRef | null;
  cids: Map<number, number>;
  used: Array<{ codePoint: number; glyph: number; width: number }>;
};

type Family = { doc: PDFDocument; widths: Array<number>; extensions: Array<Extension> };

const families = new WeakMap<PDFFont, Family>();
const openExtensions = new WeakMap<PDFDocument, Array<Extension>>();

/** Two hex digits of each WinAnsi code, as a PDF hex string writes it. */
const HEX = Array.from({ length: 256 }, (_, code) => code.toString(16).padStart(2, '0'));

/**
 * The width (1/1000 em) of a text every character of which has a WinAnsi code (most text: Latin-1
 * and the typographic marks), or -1. Such a text is already NFC (none of these characters decomposes
 * or composes with another) and is drawn in the WinAnsi font alone: no normalising, no runs, no
 * lookup beyond the width table (decision 087).
 */
function winAnsiWidth(widths: Array<number>, text: string): number {
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const code = winAnsiCodeOf(text.charCodeAt(i));
    if (code === null) return -1;
    total += widths[code] ?? 0;
  }
  return total;
}

/** The hex string of a text every character of which has a WinAnsi code, or null. */
function winAnsiHex(text: string): string | null {
  let hex = '';
  for (let i = 0; i < text.length; i++) {
    const code = winAnsiCodeOf(text.charCodeAt(i));
    if (code === null) return null;
    hex += HEX[code];
  }
  return hex;
}

/**
 * The character's run (0: the WinAnsi font with `code`; 1…: that extension font) and its advance
 * width in 1/1000 em. A character no font has goes to the first extension's missing glyph.
 */
function pieceOf(family: Family, widths: Array<number>, codePoint: number): { run: number; width: number } {
  const code = winAnsiCodeOf(codePoint);
  if (code !== null) return { run: 0, width: widths[code] ?? 0 };
  for (let i = 0; i < family.extensions.length; i++) {
    const hit = family.extensions[i]?.table.get(codePoint);
    if (hit) return { run: i + 1, width: hit.width };
  }
  return { run: 1, width: family.extensions[0]?.data.missingWidth ?? 0 };
}

function extensionFont(family: Family, extension: Extension): PDFFont {
  if (extension.font) return extension.font;
  const { doc } = family;
  const ref = doc.context.nextRef();
  const encode = (text: string) => {
    let hex = '';
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? 0;
      let cid = extension.cids.get(codePoint);
      if (cid === undefined) {
        const hit = extension.table.get(codePoint);
        extension.used.push({
          codePoint,
          glyph: hit?.glyph ?? 0,
          width: hit?.width ?? extension.data.missingWidth,
        });
        cid = extension.used.length;
        extension.cids.set(codePoint, cid);
      }
      hex += cid.toString(16).padStart(4, '0');
    }
    return PDFHexString.of(hex);
  };
  const measure = (text: string) => {
    let total = 0;
    for (const char of text) {
      const hit = extension.table.get(char.codePointAt(0) ?? 0);
      total += hit ? hit.width : extension.data.missingWidth;
    }
    return total;
  };
  extension.ref = ref;
  extension.font = pdfFont(doc, ref, extension.data.postScriptName, extension.data, measure, encode);
  const open = openExtensions.get(doc) ?? [];
  open.push(extension);
  openExtensions.set(doc, open);
  return extension.font;
}

/** One drawable run of a text: the font to set and the encoded string to show with it. */
export type TextRun = { font: PDFFont; encoded: PDFHexString };

/**
 * The text cut into runs by font: WinAnsi characters in the font itself, the rest in the first
 * extension font that has them (text is NFC-normalised first, so "e" + combining acute is "é").
 * A font without extensions (pdf-lib's own) is one run.
 */
export function textRuns(font: PDFFont, text: string): Array<TextRun> {
  const family = families.get(font);
  if (!family) return [{ font, encoded: font.encodeText(text) as PDFHexString }];
  // Text all in WinAnsi (most text) is one run of the font itself, nothing to normalise.
  const hex = text ? winAnsiHex(text) : null;
  if (hex !== null) return [{ font, encoded: PDFHexString.of(hex) }];
  const runs: Array<TextRun> = [];
  let current = -1;
  let chunk = '';
  const flush = () => {
    if (!chunk) return;
    const extension = current === 0 ? null : family.extensions[current - 1];
    const runFont = extension ? extensionFont(family, extension) : font;
    runs.push({ font: runFont, encoded: runFont.encodeText(chunk) as PDFHexString });
  };
  for (const char of text.normalize('NFC')) {
    const { run } = pieceOf(family, family.widths, char.codePointAt(0) ?? 0);
    if (run !== current) {
      flush();
      current = run;
      chunk = '';
    }
    chunk += char;
  }
  flush();
  return runs;
}

/**
 * Embeds a whole TrueType font (FontFile2, WinAnsiEncoding) and returns a pdf-lib font that measures
 * the whole family: its extension fonts enter the document only when a text needs them
 * (`textRuns`), and `finishFonts` completes them before saving. pdf-lib embeds TrueType only through
 * fontkit (a large dependency that also subsets on every render); prepared fonts cost no CPU per
 * render (decisions 018, 022).
 */
export function embedFont(doc: PDFDocument, data: EmbeddedFontData): PDFFont {
  const { context } = doc;
  // Nonsymbolic: glyphs are found through the encoding's character names.
  const descriptor = fontFile(context, data, 32);
  const ref = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'TrueType',
      BaseFont: data.postScriptName,
      FirstChar: 32,
      LastChar: 255,
      Widths: widthsArray(context, data),
      Encoding: 'WinAnsiEncoding',
      FontDescriptor: descriptor,
    }),
  );
  const family: Family = {
    doc,
    widths: data.widths,
    extensions: data.extensions.map((extension) => ({
      data: extension,
      table: glyphTable(extension),
      font: null,
      ref: null,
      cids: new Map(),
      used: [],
    })),
  };
  const measure = (text: string) => {
    const winAnsi = winAnsiWidth(data.widths, text);
    if (winAnsi >= 0) return winAnsi;
    let total = 0;
    for (const char of text.normalize('NFC')) {
      total += pieceOf(family, data.widths, char.codePointAt(0) ?? 0).width;
    }
    return total;
  };
  const encode = (text: string) => {
    let hex = winAnsiHex(text);
    if (hex === null) {
      hex = '';
      for (const char of text.normalize('NFC')) hex += HEX[winAnsiCodeOf(char.codePointAt(0) ?? 0) ?? 0x3f];
    }
    return PDFHexString.of(hex);
  };
  const font = pdfFont(doc, ref, data.postScriptName, data, measure, encode);
  families.set(font, family);
  return font;
}

/** UTF-16BE hex of a code point, as a ToUnicode CMap writes it. */
function utf16Hex(codePoint: number): string {
  const units =
    codePoint > 0xffff
      ? [0xd800 + ((codePoint - 0x10000) >> 10), 0xdc00 + ((codePoint - 0x10000) & 0x3ff)]
      : [codePoint];
  return units.map((u) => u.toString(16).padStart(4, '0')).join('');
}

function toUnicodeCMap(used: Extension['used']): string {
  const lines = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <ffff>',
    'endcodespacerange',
  ];
  for (let start = 0; start < used.length; start += 100) {
    const block = used.slice(start, start + 100);
    lines.push(`${block.length} beginbfchar`);
    block.forEach((entry, i) => {
      lines.push(`<${(start + i + 1).toString(16).padStart(4, '0')}> <${utf16Hex(entry.codePoint)}>`);
    });
    lines.push('endbfchar');
  }
  lines.push('endcmap', 'CMapName currentdict /CIDInit /ResourceCategory defineresource pop', 'end', 'end');
  return lines.join('\n');
}

/**
 * Writes the extension fonts a document used: CID font with the widths of its CIDs, the CID → glyph
 * map and the ToUnicode map (text extraction and search give the real characters). Call before save.
 */
export function finishFonts(doc: PDFDocument) {
  const { context } = doc;
  for (const extension of openExtensions.get(doc) ?? []) {
    if (!extension.ref) continue;
    const { data, used } = extension;
    const cidToGid = new Uint8Array((used.length + 1) * 2);
    used.forEach((entry, i) => {
      cidToGid[(i + 1) * 2] = entry.glyph >> 8;
      cidToGid[(i + 1) * 2 + 1] = entry.glyph & 0xff;
    });
    // Symbolic: a CIDFontType2 reaches its glyphs through the CID → glyph map, not by names.
    const descriptor = fontFile(context, data, 4);
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: data.postScriptName,
        CIDSystemInfo: {
          Registry: PDFString.of('Adobe'),
          Ordering: PDFString.of('Identity'),
          Supplement: 0,
        },
        FontDescriptor: descriptor,
        DW: data.missingWidth,
        W: [1, used.map((entry) => entry.width)],
        CIDToGIDMap: context.register(context.stream(cidToGid)),
      }),
    );
    // Uncompressed: a few hundred bytes each, and starting a deflater costs more CPU than it saves.
    const toUnicode = context.register(context.stream(toUnicodeCMap(used)));
    context.assign(
      extension.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: data.postScriptName,
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
        ToUnicode: toUnicode,
      }),
    );
  }
  openExtensions.delete(doc);
}
