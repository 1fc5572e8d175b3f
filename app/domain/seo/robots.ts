// What crawlers are asked to leave alone, and where the public profiles are listed (issue 30 §1).
// Pages a crawler may reach but should not list (reports, the sign-in screens' follow-ups) say so with
// their own `noindex`; they stay crawlable here so that the tag is read.

/** Paths no crawler has a use for: the signed-in dashboard, the JSON APIs and resource routes. */
export const DISALLOWED_PATHS = ['/dashboard', '/api/', '/resources/'] as const;

/** The robots.txt of the site at `origin`, naming its sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
