/**
 * The answer when a player's rounds live on a database this Worker cannot reach (a shard binding
 * missing, or a map row naming an unknown shard, decision 119): 503 with Retry-After, never stored,
 * a page for a browser and a sentence for anything else; it names nothing internal (the log does).
 */
const SENTENCE = 'This page cannot be shown right now. Please try again in a few minutes.';
const RETRY_AFTER_S = 300;

export function storeUnavailable(request: Request): Response {
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_S) };
  const accept = request.headers.get('Accept') ?? '';
  if (new URL(request.url).pathname.startsWith('/api/') || accept.includes('application/json')) {
    return Response.json({ error: SENTENCE }, { status: 503, headers });
  }
  if (!accept.includes('text/html')) {
    return new Response(SENTENCE, {
      status: 503,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const page = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>Not available right now</title>
</head>
<body>
<main>
<h1>Not available right now</h1>
<p>${SENTENCE}</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>
`;
  return new Response(page, {
    status: 503,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
