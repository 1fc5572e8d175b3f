/**
 * A 503 the Worker answers itself, with Retry-After and never stored: a short page for a browser's
 * navigation, one sentence for anything else (as JSON where the caller reads JSON). The render
 * gate's "busy" (decision 073) and an unreachable round shard (decision 119) say only their words.
 */
/**
 * The site's default palette (app/styles/tokens.css: --color-bg, --color-text, --color-link, light
 * and dark), inline: this page is answered without the site's stylesheet, and follows the system's
 * light or dark scheme, as the site does for a visitor without a theme of their own.
 */
const PAGE_STYLE = [
  ':root{color-scheme:light dark}',
  'body{margin:0;padding:2rem 1.25rem;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f7f6;color:#14201b}',
  'main{max-width:40rem;margin:0 auto}',
  'h1{font-size:1.5rem;line-height:1.25}',
  'a{color:#17694f}',
  '@media (prefers-color-scheme:dark){body{background:#0b1210;color:#e4ece8}a{color:#5fd1a1}}',
].join('');

export function unavailableResponse(
  request: Request,
  answer: { title: string; sentence: string; retryAfterS: number; json: boolean },
): Response {
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(answer.retryAfterS) };
  const accept = request.headers.get('Accept') ?? '';
  if (answer.json) return Response.json({ error: answer.sentence }, { status: 503, headers });
  if (!accept.includes('text/html')) {
    return new Response(answer.sentence, {
      status: 503,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const nonce = crypto.randomUUID().replaceAll('-', '');
  const page = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${answer.title}</title>
<style nonce="${nonce}">${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>${answer.title}</h1>
<p>${answer.sentence}</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>
`;
  return new Response(page, {
    status: 503,
    headers: {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      // Its own policy: nothing loads, the one inline style runs (the Worker's default for answers
      // that are not pages would refuse it).
      'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
  });
}

/**
 * The answer when a player's rounds live on a database this Worker cannot reach (a shard binding
 * missing, or a map row naming an unknown shard, decision 119): it names nothing internal (the log
 * does); the APIs and JSON callers get JSON.
 */
export function storeUnavailable(request: Request): Response {
  const accept = request.headers.get('Accept') ?? '';
  return unavailableResponse(request, {
    title: 'Not available right now',
    sentence: 'This page cannot be shown right now. Please try again in a few minutes.',
    retryAfterS: 300,
    json: new URL(request.url).pathname.startsWith('/api/') || accept.includes('application/json'),
  });
}
