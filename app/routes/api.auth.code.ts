import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import type { z } from 'zod';
import { codeRequestSchema, type codeSentSchema } from '~/domain/auth/app-api';
import { sendCodeMessage } from '~/domain/auth/auth-flow';
import { jsonError, jsonOk, methodNotAllowed, readJson } from '~/server/api-json.server';
import { startPhoneSignIn } from '~/server/auth.server';

/**
 * Mobile app, step 1 (issue 4 §9; spec 1 §7 "sign in with phone"): texts a code to a full number.
 * Answers `{ challengeName: 'CUSTOM_CHALLENGE', session }`; `session` goes with the code to /api/auth/token.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readJson(request, codeRequestSchema);
  if (!body.ok) return body.response;
  const result = await startPhoneSignIn(request, context, body.data.phone, body.data.deviceToken ?? null);
  if (!result.ok) {
    const code = result.error === 'DeliveryFailed' ? null : result.error;
    const status =
      result.error === 'LimitExceededException' ? 429 : result.error === 'DeliveryFailed' ? 503 : 400;
    return jsonError(status, code ?? 'DeliveryFailed', sendCodeMessage(code));
  }
  const answer: z.infer<typeof codeSentSchema> = {
    challengeName: result.challengeName,
    session: result.challengeId,
  };
  return jsonOk(answer);
}

export function loader() {
  return methodNotAllowed('POST', 'Use POST with a JSON body.');
}
