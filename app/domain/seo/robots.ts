// What crawlers are asked to leave alone, and where the public profiles are listed (issue 30 §1).
// Signed-in pages need no rule here: a crawler carries no session, so it is sent to sign in and never
// sees them (decision 088).

/** Paths no crawler has a use for: the JSON APIs and resource routes. */
export const DISALLOWED_PATHS = ['/api/', '/resources/'] as const;

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
