import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { frontPageFontFaces } from '~/components/marketing/front-page-fonts';
import { frontPageHtml } from '~/components/marketing/front-page-sample';
import { loadFrontPageComparison, loadFrontPageSample } from '~/routes/front-page[.]html.server';
import { publicPageHeaders } from '~/server/cache-headers.server';
import { getOnlyText } from '~/server/read-only.server';
import { getThemePreference } from '~/server/theme.server';
import template from '../components/marketing/front-page.html?raw';

/** The page loads nothing but its own inline styles and data: images, and only this site frames it. */
const FRONT_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/**
 * The built-in front page (configuration FRONT_PAGE_URL), with its sample profile and comparison read from D1, in the
 * visitor's theme (the theme cookie, like every page: it varies by cookie already).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [sample, comparison, theme] = await Promise.all([
    loadFrontPageSample(request, context),
    loadFrontPageComparison(context),
    getThemePreference(request),
  ]);
  const headers = publicPageHeaders(request);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Content-Security-Policy', FRONT_PAGE_CSP);
  return new Response(frontPageHtml(template, { sample, comparison }, frontPageFontFaces(), theme), {
    headers,
  });
}

export function action() {
  return getOnlyText();
}
