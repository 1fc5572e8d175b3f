import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { refreshRequestSchema } from '~/domain/auth/app-api';
import { methodNotAllowed, readJson } from '~/server/api-json.server';
import { revokeByRefreshToken } from '~/server/api-tokens.server';
import { requestNow } from '~/server/clock.server';

/** Mobile app sign-out: every token of the refresh token's sign-in is revoked. */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readJson(request, refreshRequestSchema);
  if (!body.ok) return body.response;
  await revokeByRefreshToken(context.db, body.data.refreshToken, requestNow(request, context.config));
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

export function loader() {
  return methodNotAllowed('POST', 'Use POST with a JSON body.');
}
