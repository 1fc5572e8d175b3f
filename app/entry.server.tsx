import type { AppLoadContext, EntryContext } from '@remix-run/cloudflare';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server';
import { NonceProvider } from './components/layout/nonce';
import { documentCsp } from './server/security-headers.server';

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
  const body = await renderToReadableStream(
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
  body.allReady.then(() => clearTimeout(timeoutId));

  // Crawlers and link-preview bots get the whole document at once.
  if (isbot(request.headers.get('user-agent') || '')) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // The page's CSP travels with the page (the edge cache stores both), so its nonce always matches.
  responseHeaders.set('Content-Security-Policy', documentCsp(nonce, loadContext.config));
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
