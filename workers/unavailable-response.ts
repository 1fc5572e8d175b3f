/**
 * A 503 the Worker answers itself, with Retry-After and never stored: a short page for a browser's
 * navigation, one sentence for anything else (as JSON where the caller reads JSON). The render
 * gate's "busy" (decision 073) and an unreachable round shard (decision 119) say only their words.
 */
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
  const page = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${answer.title}</title>
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
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
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
