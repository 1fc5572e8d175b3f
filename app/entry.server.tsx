import type {
  ActionFunctionArgs,
  AppLoadContext,
  EntryContext,
  LoaderFunctionArgs,
} from '@remix-run/cloudflare';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server';
import { NonceProvider } from './components/layout/nonce';
import { errorCopy } from './components/layout/page-error';
import { withLowPriorityModulePreloads } from './server/script-priority.server';
import { documentCsp } from './server/security-headers.server';
import { noteUnreachableShard } from './server/unreachable-shard.server';

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY_MS);

  const nonce = loadContext.cspNonce;
  const status = responseStatusCode;
  let body: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    body = await renderToReadableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        signal: controller.signal,
        onError(error: unknown) {
          if (!controller.signal.aborted) console.error(error);
          responseStatusCode = 500;
        },
      },
    );
  } catch (error) {
    clearTimeout(timeoutId);
    // A refused request stays refused when its error page cannot be drawn (react-router cannot encode
    // a path that starts with "/\": a form posted to /%5C): the page's words, as text, not a 500.
    if (status < 400 || status >= 500) throw error;
    const copy = errorCopy(status);
    return new Response(`${copy.title}\n${copy.text}\n`, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  body.allReady.then(() => clearTimeout(timeoutId));

  // Crawlers and link-preview bots get the whole document at once.
  if (isbot(request.headers.get('user-agent') || '')) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // The page's CSP travels with the page (the edge cache stores both), so its nonce always matches.
  responseHeaders.set('Content-Security-Policy', documentCsp(nonce, loadContext.config));
  // Hydration scripts wait for what the first paint needs (decision 043).
  return new Response(withLowPriorityModulePreloads(body), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/**
 * Remix logs every error a request meets. A 4xx that answers a request the site cannot take (a form
 * posted to a page, a PROPFIND, a thrown 404) is the sender's mistake: not logged, so that the
 * failures of the site itself stand out.
 */
export function handleError(
  error: unknown,
  { request, context }: LoaderFunctionArgs | ActionFunctionArgs,
): void {
  // A player's round shard out of reach: the Worker answers 503 and logs it (decision 119).
  noteUnreachableShard(error, context);
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
}
