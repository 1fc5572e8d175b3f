// Builds the PDF Worker's embedded fonts (workers/pdf/src/fonts/*.ts) from the site's self-hosted
// @fontsource faces (DESIGN: PDFs use the site's typography): Barlow Condensed for headings, Inter (the
// site's text face, --font-sans) for body text (decision 055). Each WOFF file is unpacked to
// a TrueType font, deflated once here (the PDF embeds it as a FlateDecode FontFile2 stream, so no
// compression runs per render), and its WinAnsi widths and metrics are written beside it.
// The Latin Extended and Vietnamese subsets of each weight become extension fonts (decision 022): drawn
// as Type 0 fonts for the characters WinAnsi lacks, with their Unicode → glyph → width table.
// Run: npx tsx scripts/build-pdf-fonts.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import { WIN_ANSI_TO_UNICODE } from '../workers/pdf/src/draw/win-ansi';

type Family = {
  /** The @fontsource package and its files' prefix. */
  slug: string;
  /** The PostScript family name and the generated constants' prefix. */
  postScript: string;
  identifier: string;
  weights: ReadonlyArray<{ weight: number; name: string }>;
};

const FAMILIES: ReadonlyArray<Family> = [
  {
    slug: 'barlow-condensed',
    postScript: 'BarlowCondensed',
    identifier: 'barlowCondensed',
    weights: [
      { weight: 400, name: 'regular' },
      { weight: 600, name: 'semibold' },
      { weight: 700, name: 'bold' },
    ],
  },
  {
    slug: 'inter',
    postScript: 'Inter',
    identifier: 'inter',
    weights: [
      { weight: 400, name: 'regular' },
      { weight: 600, name: 'semibold' },
    ],
  },
];

const TARGET = 'workers/pdf/src/fonts';
const sourceOf = (family: Family) => `node_modules/@fontsource/${family.slug}/files`;

// OpenType layout and variation tables: a PDF reader places each glyph at the position the content
// stream gives it and never reads them; leaving them out halves Inter's file (decision 055).
const UNUSED_IN_PDF = new Set(['GDEF', 'GPOS', 'GSUB', 'STAT', 'gasp']);

/**
 * WOFF 1.0 → sfnt: each table is zlib-compressed unless its compressed length equals its length.
 * Tables a PDF reader does not use are left out.
 */
function woffToSfnt(woff: Buffer): Buffer {
  const flavor = woff.readUInt32BE(4);
  const tables: Array<{ tag: string; checksum: number; data: Buffer }> = [];
  for (let i = 0; i < woff.readUInt16BE(12); i++) {
    const at = 44 + i * 20;
    const tag = woff.toString('latin1', at, at + 4);
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const checksum = woff.readUInt32BE(at + 16);
    if (UNUSED_IN_PDF.has(tag)) continue;
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({ tag, checksum, data: compLength < origLength ? inflateSync(raw) : Buffer.from(raw) });
  }
  const numTables = tables.length;
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector++;
  }
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  const bodies: Array<Buffer> = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    header.write(table.tag, at, 'latin1');
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

function tableOf(font: Buffer, tag: string): Buffer {
  const numTables = font.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    if (font.toString('latin1', at, at + 4) === tag) {
      const offset = font.readUInt32BE(at + 8);
      return font.subarray(offset, offset + font.readUInt32BE(at + 12));
    }
  }
  throw new Error(`table ${tag} missing`);
}

/** Unicode → glyph id from the (3,1) format-4 cmap subtable. */
function glyphIdOf(font: Buffer): (codePoint: number) => number {
  const cmap = tableOf(font, 'cmap');
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const sub = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    if (platform !== 3 || encoding !== 1 || sub.readUInt16BE(0) !== 4) continue;
    const segX2 = sub.readUInt16BE(6);
    const ends = 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const rangeOffsets = deltas + segX2;
    return (cp) => {
      for (let s = 0; s < segX2 / 2; s++) {
        const end = sub.readUInt16BE(ends + s * 2);
        if (cp > end) continue;
        const start = sub.readUInt16BE(starts + s * 2);
        if (cp < start) return 0;
        const delta = sub.readInt16BE(deltas + s * 2);
        const rangeOffset = sub.readUInt16BE(rangeOffsets + s * 2);
        if (rangeOffset === 0) return (cp + delta) & 0xffff;
        const at = rangeOffsets + s * 2 + rangeOffset + (cp - start) * 2;
        const glyph = sub.readUInt16BE(at);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('no (3,1) format 4 cmap');
}

/** Every (code point, glyph id) pair of the (3,1) format-4 cmap subtable. */
function cmapEntries(font: Buffer): Array<[number, number]> {
  const cmap = tableOf(font, 'cmap');
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    if (cmap.readUInt16BE(4 + i * 8) !== 3 || cmap.readUInt16BE(6 + i * 8) !== 1) continue;
    const sub = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    if (sub.readUInt16BE(0) !== 4) continue;
    const segX2 = sub.readUInt16BE(6);
    const glyphId = glyphIdOf(font);
    const entries: Array<[number, number]> = [];
    for (let s = 0; s < segX2 / 2; s++) {
      const end = sub.readUInt16BE(14 + s * 2);
      const start = sub.readUInt16BE(14 + segX2 + 2 + s * 2);
      for (let cp = start; cp <= end && cp < 0xffff; cp++) {
        const glyph = glyphId(cp);
        if (glyph !== 0) entries.push([cp, glyph]);
      }
    }
    return entries;
  }
  throw new Error('no (3,1) format 4 cmap');
}

function metricsOf(font: Buffer) {
  const head = tableOf(font, 'head');
  const hhea = tableOf(font, 'hhea');
  const hmtx = tableOf(font, 'hmtx');
  const os2 = tableOf(font, 'OS/2');
  const unitsPerEm = head.readUInt16BE(18);
  const scale = (v: number) => Math.round((v * 1000) / unitsPerEm);
  const numberOfHMetrics = hhea.readUInt16BE(34);
  const advance = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, numberOfHMetrics - 1) * 4);
  const glyphId = glyphIdOf(font);
  const widths = WIN_ANSI_TO_UNICODE.map((cp) => (cp === null ? 0 : scale(advance(glyphId(cp)))));
  return {
    widths,
    /** Advance width (1/1000 em) of a glyph id. */
    advance: (glyph: number) => scale(advance(glyph)),
    ascent: scale(hhea.readInt16BE(4)),
    descent: scale(hhea.readInt16BE(6)),
    capHeight: scale(os2.readInt16BE(88)),
    bbox: [head.readInt16BE(36), head.readInt16BE(38), head.readInt16BE(40), head.readInt16BE(42)].map(scale),
  };
}

/** Code points the WinAnsi font draws (its extension fonts skip them). */
const WIN_ANSI = new Set(WIN_ANSI_TO_UNICODE.filter((cp): cp is number => cp !== null));

const EXTENSIONS = [
  { subset: 'latin-ext', suffix: 'LatinExt' },
  { subset: 'vietnamese', suffix: 'Vietnamese' },
] as const;

function extensionSource(
  family: Family,
  weight: number,
  name: string,
  subset: string,
  suffix: string,
  taken: Set<number>,
) {
  const file = path.join(sourceOf(family), `${family.slug}-${subset}-${weight}-normal.woff`);
  const ttf = woffToSfnt(readFileSync(file));
  const metrics = metricsOf(ttf);
  // Sorted by code point; a character an earlier font already draws is left out.
  const entries = cmapEntries(ttf)
    .filter(([cp]) => !WIN_ANSI.has(cp) && !taken.has(cp) && cp >= 0x100)
    .sort((a, b) => a[0] - b[0]);
  for (const [cp] of entries) taken.add(cp);
  // Compact table: entries "codePoint glyphId width" (base 36, width in 1/1000 em), comma separated.
  const table = entries.map(([cp, glyph]) =>
    [cp, glyph, metrics.advance(glyph)].map((n) => n.toString(36)).join(' '),
  );
  const deflated = deflateSync(ttf, { level: 9 });
  return {
    entries: entries.length,
    deflated: deflated.length,
    source: `{
    postScriptName: '${family.postScript}-${name[0]?.toUpperCase()}${name.slice(1)}-${suffix}',
    weight: ${weight},
    length1: ${ttf.length},
    ascent: ${metrics.ascent},
    descent: ${metrics.descent},
    capHeight: ${metrics.capHeight},
    bbox: [${metrics.bbox.join(', ')}],
    missingWidth: ${metrics.advance(0)},
    glyphs: '${table.join(',')}',
    deflatedBase64: '${deflated.toString('base64')}',
  }`,
  };
}

for (const family of FAMILIES) {
  for (const { weight, name } of family.weights) {
    const woff = readFileSync(path.join(sourceOf(family), `${family.slug}-latin-${weight}-normal.woff`));
    const ttf = woffToSfnt(woff);
    const metrics = metricsOf(ttf);
    const deflated = deflateSync(ttf, { level: 9 });
    const taken = new Set<number>();
    const extensions = EXTENSIONS.map(({ subset, suffix }) => {
      const extension = extensionSource(family, weight, name, subset, suffix, taken);
      console.log(
        `${family.slug} ${name} ${subset}: ${extension.entries} characters, deflated ${extension.deflated} B`,
      );
      return extension.source;
    });
    const source = `// Generated by scripts/build-pdf-fonts.ts from @fontsource/${family.slug} (SIL Open Font License).
import type { EmbeddedFontData } from '../draw/font';

export const ${family.identifier}${weight}: EmbeddedFontData = {
  postScriptName: '${family.postScript}-${name[0]?.toUpperCase()}${name.slice(1)}',
  weight: ${weight},
  length1: ${ttf.length},
  ascent: ${metrics.ascent},
  descent: ${metrics.descent},
  capHeight: ${metrics.capHeight},
  bbox: [${metrics.bbox.join(', ')}],
  widths: [${metrics.widths.join(', ')}],
  deflatedBase64: '${deflated.toString('base64')}',
  extensions: [
  ${extensions.join(',\n  ')},
  ],
};
`;
    writeFileSync(path.join(TARGET, `${family.slug}-${weight}.ts`), source);
    console.log(`${family.slug} ${name}: ttf ${ttf.length} B, deflated ${deflated.length} B`);
  }
}
