import barlow600 from '@fontsource/barlow-condensed/files/barlow-condensed-latin-600-normal.woff2?url';
import barlow700 from '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url';
import inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** Where the site's font faces go in the front page template. */
export const FONT_FACES_MARKER = '<!-- font-faces -->';

/**
 * The built-in front page sets its text in the site's own faces (the same files the site serves),
 * not in whatever the visitor's system has. The text face and the headings' face are preloaded and
 * `font-display: optional`, as on the site's pages (decision 077): the home page has already asked
 * for the same files, so the frame draws its first paint in them and its hero never re-wraps when
 * they arrive (it did, and Lighthouse counted a layout shift of 0.18–0.26). The 600 weight swaps.
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
  ].join('')}</style>`;
}
