import type { AppConfig } from './env.server';
import { withEditedHeaders } from './response-headers.server';
import { isCheckoutConfigured, STRIPE_CHECKOUT_ORIGIN, STRIPE_PORTAL_ORIGIN } from './stripe.server';

/**
 * Security headers of every response (issue 4 §6; OWASP ASVS 5.0 V3.4). HTML documents get a CSP with
 * a per-response nonce (set by entry.server before the edge cache may store the page, so a cached
 * page and its header keep the same nonce); every other response gets a CSP that allows nothing to
 * load and nothing to frame it.
 */

/** A fresh nonce for one response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

function originOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
}

/** The page CSP: scripts only from this origin or with the nonce; the sources the pages really use. */
export function documentCsp(
  nonce: string,
  config: Pick<
    AppConfig,
    | 'FRONT_PAGE_URL'
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'STRIPE_PRICE_PLAYER'
    | 'STRIPE_PRICE_COACH'
  >,
): string {
  // The home page frames the configured front page (spec 1 §2); news embeds use the privacy host.
  const frames = ["'self'", 'https://www.youtube-nocookie.com', originOf(config.FRONT_PAGE_URL)];
  // The payment forms redirect to Stripe Checkout or its billing portal; form-action covers that redirect.
  const stripe = isCheckoutConfigured(config) ? [STRIPE_CHECKOUT_ORIGIN, STRIPE_PORTAL_ORIGIN] : [];
  const forms = ["'self'", ...stripe];
  const directives: Array<[string, Array<string | null>]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${nonce}'`]],
    // React and visx write style attributes; maplibre adds its own stylesheet rules.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Player photos and news images may live on other hosts; maplibre draws into blobs.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['media-src', ["'self'", 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'https:']],
    // maplibre runs its worker from a blob URL.
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', frames],
    ['form-action', forms],
    ['frame-ancestors', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources.filter((s) => s !== null))].join(' ')}`)
    .join('; ');
}

/** For responses that are not pages (data, JSON, redirects): nothing may load, nothing may frame it. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Adds the headers every response carries; a CSP already set (a page's, with its nonce) is kept. */
export function withSecurityHeaders(response: Response): Response {
  return withEditedHeaders(response, (headers) => {
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', NON_DOCUMENT_CSP);
    headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'SAMEORIGIN');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request check (issue 4 §6; OWASP CSRF cheat sheet "Fetch Metadata" + Origin): a browser's
 * non-GET request must come from this site. Requests with neither header are not from a browser (the
 * mobile app, curl) and carry no ambient cookie risk worth refusing.
 */
export function isCrossSiteWrite(request: Request, allowedOrigins: ReadonlyArray<string>): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const site = request.headers.get('Sec-Fetch-Site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.get('Origin');
  if (origin === null) return false;
  return !allowedOrigins.includes(origin);
}
