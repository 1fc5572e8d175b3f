import { methodNotAllowed } from './api-json.server';

// Addresses that only read answer any other method (a form posted to them, a PUT, a PROPFIND) with a
// 405 that names the method to use. Without an action of its own, a resource route's 405 would come
// from Remix as `{"message":"Unexpected Server Error"}`.

const ALLOW = { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' };

/** For a JSON API: `{ error, message }` like every other API answer. */
export function getOnlyJson(): Response {
  return methodNotAllowed(ALLOW.Allow, 'Use GET: this address only reads.');
}

/** For a file (a PDF, the sitemap) or a development tool: a sentence of plain text. */
export function getOnlyText(): Response {
  return new Response('Use GET: this address only reads.\n', {
    status: 405,
    headers: { ...ALLOW, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
