import type { AppLoadContext } from '@remix-run/cloudflare';

/**
 * What a request's render showed, for the Worker's edge cache (workers/app.ts reads it once the
 * response is made): the account version a profile page was rendered from, which keys the cached
 * page, and whether it showed other accounts' data too. Made with the load context
 * (`context.rendered`), which Remix hands to every loader of the request.
 */
export type RenderedProfile = {
  version: number | null;
  /** The page shows data of more than its own account: the edge cache must not keep it. */
  showsOthers: boolean;
};

export function newRenderedProfile(): RenderedProfile {
  return { version: null, showsOthers: false };
}

/** Records the account version a profile page is rendered from, for the edge cache. */
export function recordProfileVersion(context: AppLoadContext, version: number): void {
  context.rendered.version = version;
}

/**
 * A profile page that shows another account's data too (a comparison with a second player): its
 * account's version no longer says when the page is stale, and the other account's visibility may
 * differ between visitors, so it is rendered for each request and never kept by the edge cache.
 */
export function keepOutOfEdgeCache(context: AppLoadContext): void {
  context.rendered.showsOthers = true;
}

/**
 * The account version the request's profile page was rendered from, or null when it showed none or
 * must not be kept (keepOutOfEdgeCache).
 */
export function renderedProfileVersion(context: AppLoadContext): number | null {
  return context.rendered.showsOthers ? null : context.rendered.version;
}
