import type { AppLoadContext } from '@remix-run/cloudflare';
import type { PdfImage, ResumeModel } from '~/domain/resume/resume-model';
import {
  MAX_PDF_IMAGE_BYTES,
  pdfImageSource,
  sniffImageType,
  toBase64,
} from '~/domain/resume/resume-picture';
import { concatBytes } from './bytes.server';
import { publicOrigin } from './public-origin.server';

// A picture on another host gets this long; the PDF goes out without it after that.
const REMOTE_TIMEOUT_MS = 2500;

/** The body's bytes, or null once it passes the limit (checked while reading, not after). */
async function limitedBytes(response: Response, limit: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('Content-Length') ?? '0');
  if (declared > limit || !response.body) {
    await response.body?.cancel();
    return null;
  }
  const reader = response.body.getReader();
  const chunks: Array<Uint8Array> = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}

/**
 * A picture for the PDF (decision 022): a site path from the static assets (ASSETS binding, no trip
 * through the network), an https URL with a time limit. PNG or JPEG up to 512 KB by its bytes, else
 * null: a missing, slow, large or unsupported picture leaves the PDF without it, never fails it.
 */
export async function fetchPdfImage(
  request: Request,
  context: AppLoadContext,
  value: string | null | undefined,
): Promise<PdfImage | null> {
  const origins = [new URL(request.url).origin, publicOrigin(request, context.config)];
  const source = pdfImageSource(value, origins);
  if (!source) return null;
  try {
    const response =
      'path' in source
        ? await context.cloudflare.env.ASSETS.fetch(new URL(source.path, new URL(request.url).origin))
        : await fetch(source.url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS), redirect: 'follow' });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const bytes = await limitedBytes(response, MAX_PDF_IMAGE_BYTES);
    const type = bytes ? sniffImageType(bytes) : null;
    return bytes && type ? { type, base64: toBase64(bytes) } : null;
  } catch {
    return null;
  }
}

/** The model with the cover's picture and logo bytes added, both fetched at once. */
export async function withPdfImages(
  request: Request,
  context: AppLoadContext,
  model: ResumeModel,
): Promise<ResumeModel> {
  const cover = model.cover;
  if (!cover || (!cover.picture?.url && !cover.logo?.url)) return model;
  const [picture, logo] = await Promise.all([
    cover.picture?.url ? fetchPdfImage(request, context, cover.picture.url) : null,
    cover.logo?.url ? fetchPdfImage(request, context, cover.logo.url) : null,
  ]);
  return {
    ...model,
    cover: {
      ...cover,
      picture: cover.picture ? { ...cover.picture, image: picture } : null,
      logo: cover.logo ? { ...cover.logo, image: logo } : null,
    },
  };
}
