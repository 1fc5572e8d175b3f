import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import type { z } from 'zod';
import { type tokenIssuedSchema, tokenRequestSchema } from '~/domain/auth/app-api';
import { verifyCodeMessage } from '~/domain/auth/auth-flow';
import { jsonError, jsonOk, methodNotAllowed, readJson } from '~/server/api-json.server';
import { issueTokenPair } from '~/server/api-tokens.server';
import { otpDeps, trustDevice } from '~/server/auth.server';
import { verifyCode } from '~/server/otp.server';
import { accountForVerifiedPhone } from '~db/queries/credentials';

/**
 * Mobile app, step 2: the texted code for an access token, a refresh token (issue 4 §9) and a device
 * token (decision 026).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readJson(request, tokenRequestSchema);
  if (!body.ok) return body.response;
  const deps = otpDeps(request, context);
  const result = await verifyCode(deps, { challengeId: body.data.session, code: body.data.code });
  if (!result.ok) {
    return jsonError(
      result.error === 'LimitExceededException' ? 429 : 400,
      result.error,
      verifyCodeMessage(result.error),
    );
  }
  const account = await accountForVerifiedPhone(context.db, result.phone, deps.now);
  const [pair, device] = await Promise.all([
    issueTokenPair(context.db, account.id, deps.now),
    trustDevice(context, result.phone, deps.now),
  ]);
  // `deviceToken` goes with the app's next /api/auth/code: strangers' failures never throttle it.
  // issue 15 point 2: a new number sets its name and username next (PATCH /api/auth/me).
  const answer: z.infer<typeof tokenIssuedSchema> = {
    ...pair,
    deviceToken: device.token,
    needsOnboarding: account.username === null,
  };
  return jsonOk(answer);
}

export function loader() {
  return methodNotAllowed('POST', 'Use POST with a JSON body.');
}
