/*
 * Pictures for the resume PDF (spec 2 §3 coverPageData picture and customLogo; decision 022). The PDF
 * Worker embeds PNG and JPEG only; the app fetches the picture, checks it and sends its bytes in the
 * model. A picture that cannot be had is left out: it never fails the PDF.
 */

export type PdfImageType = 'png' | 'jpeg';

/** Largest picture sent to the PDF Worker (a portrait printed at 88 pt needs far less). */
export const MAX_PDF_IMAGE_BYTES = 512 * 1024;

/**
 * Where to fetch a picture for the PDF: a site path as `{ path }`, an https URL as `{ url }`, nothing
 * for anything else. A site SVG (the demo portraits and crests) is read from its committed JPEG twin
 * (scripts/rasterize-demo-media.ts); an SVG elsewhere has none.
 */
export function pdfImageSource(
  value: string | null | undefined,
  siteOrigins: ReadonlyArray<string> = [],
): { path: string } | { url: string } | null {
  const raw = value?.trim();
  if (!raw) return null;
  let path: string | null = null;
  let url: URL | null = null;
  if (raw.startsWith('/') && !raw.startsWith('//')) {
    path = raw;
  } else {
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    if (siteOrigins.includes(url.origin)) path = `${url.pathname}${url.search}`;
    else if (url.protocol !== 'https:') return null;
  }
  if (path !== null) {
    if (path.includes('..') || path.includes('\\')) return null;
    const [pathname = '', query] = path.split('?', 2);
    if (/\.svg$/i.test(pathname)) return { path: pathname.replace(/\.svg$/i, '.jpg') };
    return { path: query === undefined ? pathname : `${pathname}?${query}` };
  }
  if (!url || /\.svg$/i.test(url.pathname)) return null;
  return { url: url.href };
}

/** The picture's type from its first bytes (its name and Content-Type may lie): PNG, JPEG or neither. */
export function sniffImageType(bytes: Uint8Array): PdfImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** Base64 of bytes, in chunks (String.fromCharCode over a whole picture would overflow the stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
