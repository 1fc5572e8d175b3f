import barlow600 from '@fontsource/barlow-condensed/files/barlow-condensed-latin-600-normal.woff2?url';
import barlow700 from '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url';
import inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** Where the site's font faces go in the front page template. */
export const FONT_FACES_MARKER = '<!-- font-faces -->';

/**
 * A system face scaled to set a line as wide as the site's face does, so a line breaks at the same
 * words in both (decision 114). One per platform: the first whose `local()` file the visitor has is
 * used. The sizes are Chromium's measures of the front page's own text, the site's face against the
 * system face (display: the headings and figures in capitals; text: the paragraphs).
 */
type Fallback = {
  /** The family the page's stacks name after the site's face. */
  family: string;
  /** Full and PostScript names of the system file. */
  local: ReadonlyArray<string>;
  weight: string;
  /** Site face width ÷ system face width, in per cent. */
  sizeAdjust: number;
};

const ARIAL_BOLD = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'];
const ARIAL = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'];
const ROBOTO_BOLD = ['Roboto Bold', 'Roboto-Bold'];
const ROBOTO = ['Roboto', 'Roboto-Regular'];
const DEJAVU_BOLD = ['DejaVu Sans Bold', 'DejaVuSans-Bold'];
const DEJAVU = ['DejaVu Sans', 'DejaVuSans'];

// Arial's widths are Liberation Sans's (metric-compatible); Roboto is Android's, DejaVu Linux's.
const FALLBACKS: ReadonlyArray<Fallback> = [
  { family: 'Barlow Condensed Arial', local: ARIAL_BOLD, weight: '600 900', sizeAdjust: 68.26 },
  { family: 'Barlow Condensed Roboto', local: ROBOTO_BOLD, weight: '600 900', sizeAdjust: 74.86 },
  { family: 'Barlow Condensed DejaVu', local: DEJAVU_BOLD, weight: '600 900', sizeAdjust: 60.87 },
  { family: 'Inter Arial', local: ARIAL, weight: '100 500', sizeAdjust: 106.84 },
  { family: 'Inter Arial', local: ARIAL_BOLD, weight: '600 900', sizeAdjust: 100.97 },
  { family: 'Inter Roboto', local: ROBOTO, weight: '100 500', sizeAdjust: 107.18 },
  { family: 'Inter Roboto', local: ROBOTO_BOLD, weight: '600 900', sizeAdjust: 107.72 },
  { family: 'Inter DejaVu', local: DEJAVU, weight: '100 500', sizeAdjust: 94.03 },
  { family: 'Inter DejaVu', local: DEJAVU_BOLD, weight: '600 900', sizeAdjust: 84.88 },
];

function fallbackFace({ family, local, weight, sizeAdjust }: Fallback): string {
  const src = local.map((name) => `local("${name}")`).join(',');
  return `@font-face{font-family:"${family}";font-weight:${weight};src:${src};size-adjust:${sizeAdjust}%}`;
}

/**
 * The built-in front page sets its text in the site's own faces (the same files the site serves),
 * not in whatever the visitor's system has. The text face and the headings' face are preloaded and
 * `font-display: optional`, as on the site's pages (decision 077): the home page has already asked
 * for the same files, so the frame usually draws its first paint in them. When a slow phone paints
 * before they come, the page is set in a scaled system face (above) whose lines break where the
 * site's do, so nothing re-wraps and moves once they arrive. The 600 weight swaps.
 */
export function frontPageFontFaces(): string {
  const face = (family: string, url: string, weight: string, display: 'optional' | 'swap') =>
    `@font-face{font-family:"${family}";font-style:normal;font-display:${display};font-weight:${weight};src:url(${url}) format("woff2")}`;
  const preload = (url: string) =>
    `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin="anonymous">`;
  return `${preload(inter)}${preload(barlow700)}<style>${[
    face('Inter Variable', inter, '100 900', 'optional'),
    face('Barlow Condensed', barlow600, '600', 'swap'),
    face('Barlow Condensed', barlow700, '700 900', 'optional'),
    ...FALLBACKS.map(fallbackFace),
  ].join('')}</style>`;
}
