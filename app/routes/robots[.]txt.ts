import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { robotsTxt } from '~/domain/seo/robots';
import { publicOrigin } from '~/server/public-origin.server';
import { getOnlyText } from '~/server/read-only.server';

/** Crawling rules and the sitemap's address, for search engines. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(publicOrigin(request, context.config)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

export function action() {
  return getOnlyText();
}
