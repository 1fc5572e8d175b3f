import barlow600 from '@fontsource/barlow-condensed/files/barlow-condensed-latin-600-normal.woff2?url';
import barlow700 from '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url';
import inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** Where the site's font faces go in the front page template. */
export const FONT_FACES_MARKER = '<!-- font-faces -->';

/**
 * The built-in front page sets its text in the site's own faces (the same files the site serves),
 * not in whatever the visitor's system has.
 */
export function frontPageFontFaces(): string {
  const face = (family: string, url: string, weight: string) =>
    `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format("woff2")}`;
  return `<style>${[
    face('Inter Variable', inter, '100 900'),
    face('Barlow Condensed', barlow600, '600'),
    face('Barlow Condensed', barlow700, '700 900'),
  ].join('')}</style>`;
}
