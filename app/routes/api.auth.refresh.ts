import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { refreshRequestSchema } from '~/domain/auth/app-api';
import { jsonError, jsonOk, methodNotAllowed, readJson } from '~/server/api-json.server';
import { refreshTokenPair } from '~/server/api-tokens.server';
import { requestNow } from '~/server/clock.server';

/**
 * spec 1 §6 token refresh: a refresh token for a new pair, once. A refresh token used twice revokes
 * its whole family: the app must sign in again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readJson(request, refreshRequestSchema);
  if (!body.ok) return body.response;
  const result = await refreshTokenPair(
    context.db,
    body.data.refreshToken,
    requestNow(request, context.config),
  );
  if (!result.ok) {
    return jsonError(
      401,
      'invalid_grant',
      result.reason === 'reused'
        ? 'This refresh token was already used; every token of this sign-in is now revoked. Sign in again.'
        : 'The refresh token is invalid or has expired. Sign in again.',
    );
  }
  return jsonOk(result.pair);
}

export function loader() {
  return methodNotAllowed('POST', 'Use POST with a JSON body.');
}
