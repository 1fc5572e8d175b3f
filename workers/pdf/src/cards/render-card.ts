import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori, { init as initSatori } from 'satori/standalone';
import { SHARE_CARD_SIZE } from '../../../../app/domain/share-cards/card-addresses';
import type { ShareCardModel } from '../../../../app/domain/share-cards/share-card';
import type { EmbeddedFontData } from '../draw/font';
import { barlowCondensed700 } from '../fonts/barlow-condensed-700';
import { inter400 } from '../fonts/inter-400';
import { inter600 } from '../fonts/inter-600';
import { CARD_FONTS, cardTree } from './card-layout';

/*
 * Share cards as PNG (decision 091): satori lays the card's element tree out as SVG (its layout
 * engine, yoga, is WebAssembly: satori/yoga.wasm), resvg (WebAssembly) rasterises the SVG. Both modules
 * are handed in compiled (wrangler bundles a .wasm import as a WebAssembly.Module; Node reads the
 * files), and each is instantiated once per isolate.
 */

export type CardWasm = {
  layout: WebAssembly.Module | BufferSource;
  resvg: WebAssembly.Module | BufferSource;
};

let ready: Promise<void> | null = null;

function initialised(wasm: CardWasm): Promise<void> {
  if (!ready) {
    ready = Promise.all([initSatori(wasm.layout), initWasm(wasm.resvg)]).then(() => undefined);
    // A failed start is tried again by the next card rather than remembered.
    ready.catch(() => {
      ready = null;
    });
  }
  return ready;
}

type SatoriFont = { name: string; data: ArrayBuffer; weight: 400 | 600 | 700; style: 'normal' };

let fonts: Promise<Array<SatoriFont>> | null = null;

/** A font file of the PDF Worker (scripts/build-pdf-fonts.ts: deflated TrueType in base64) as bytes. */
async function inflated(deflatedBase64: string): Promise<ArrayBuffer> {
  const binary = atob(deflatedBase64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Response(stream).arrayBuffer();
}

/** A face and its Latin Extended and Vietnamese subsets, each a font satori falls back to. */
async function faces(name: string, data: EmbeddedFontData): Promise<Array<SatoriFont>> {
  const files = [data.deflatedBase64, ...data.extensions.map((extension) => extension.deflatedBase64)];
  const weight = data.weight as SatoriFont['weight'];
  return Promise.all(
    files.map(async (file) => ({ name, data: await inflated(file), weight, style: 'normal' as const })),
  );
}

/** The site's faces (decision 055): Inter 400 and 600 for text, Barlow Condensed 700 for display. */
function cardFonts(): Promise<Array<SatoriFont>> {
  if (!fonts) {
    fonts = Promise.all([
      faces(CARD_FONTS.text, inter400),
      faces(CARD_FONTS.text, inter600),
      faces(CARD_FONTS.display, barlowCondensed700),
    ]).then((lists) => lists.flat());
  }
  return fonts;
}

/** The card as SVG (satori). */
export async function renderCardSvg(model: ShareCardModel, wasm: CardWasm): Promise<string> {
  const [, loaded] = await Promise.all([initialised(wasm), cardFonts()]);
  // satori reads React-element-shaped objects; the tree is built without React.
  const tree = cardTree(model) as unknown as Parameters<typeof satori>[0];
  return satori(tree, { width: SHARE_CARD_SIZE.width, height: SHARE_CARD_SIZE.height, fonts: loaded });
}

/** The card as PNG, 1200 × 630. */
export async function renderCardPng(model: ShareCardModel, wasm: CardWasm): Promise<Uint8Array> {
  const svg = await renderCardSvg(model, wasm);
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  const rendered = resvg.render();
  try {
    return rendered.asPng();
  } finally {
    rendered.free();
    resvg.free();
  }
}
