import type { AppLoadContext } from '@remix-run/cloudflare';
import type { Viewer } from '~/domain/access/access';
import { readBearerToken } from './bearer-token.server';
import { apiViewer } from './request-identity.server';

export function unauthorized(message: string): Response {
  // `message` as in every other auth API answer (app/server/api-json.server.ts); `error` kept for callers.
  return Response.json(
    { error: message, message },
    { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="api"', 'Cache-Control': 'no-store' } },
  );
}

const NO_TOKEN = 'Sign in first: send an access token as "Authorization: Bearer …".';
const BAD_TOKEN = 'The access token is invalid or has expired. Refresh it and try again.';

/** The 401 of a request whose bearer token did not name a live access token. */
export function tokenRefused(request: Request): Response {
  return unauthorized(readBearerToken(request) === null ? NO_TOKEN : BAD_TOKEN);
}

/**
 * The viewer of a request's access token, read with the request's identity (the same read as the
 * read APIs'); throws a 401 JSON response when the token is missing, unknown, expired or revoked.
 */
export async function requireTokenViewer(
  request: Request,
  context: AppLoadContext,
): Promise<NonNullable<Viewer>> {
  const { viewer, credential } = await apiViewer(request, context);
  if (credential !== 'token' || viewer === null) throw tokenRefused(request);
  return viewer;
}

/** The account of a request's access token (`requireTokenViewer`). */
export async function requireApiAccount(request: Request, context: AppLoadContext): Promise<number> {
  return (await requireTokenViewer(request, context)).accountId;
}
