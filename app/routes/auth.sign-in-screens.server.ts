import type { AppLoadContext } from '@remix-run/cloudflare';
import { clearPendingCookie, readPendingChallenge } from '~/server/auth.server';
import { requestNow } from '~/server/clock.server';
import type { SendError, VerifyError } from '~/server/otp.server';
import { secureCookies } from '~/server/session.server';
import { consumeChallenge } from '~db/queries/credentials';

// What the /auth screens' routes share (spec 1 §2, §4, §8); their loaders and actions are in the routes.

/** The answer status of each sign-in error. */
export const SIGN_IN_ERROR_STATUS: Record<SendError | VerifyError, number> = {
  InvalidParameterException: 400,
  CodeMismatchException: 400,
  ExpiredCodeException: 400,
  LimitExceededException: 429,
  DeliveryFailed: 503,
};

/** Sign-in answers are never cached. */
export function noStore(): Headers {
  return new Headers({ 'Cache-Control': 'no-store' });
}

export function verifyHref(returnUrl: string | null): string {
  return returnUrl ? `/auth/verify?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/verify';
}

/**
 * spec 1 §4 step 5: entering the phone or alternative screen clears any pending phone sign-in. The
 * answer's headers (no-store, and the cleared cookie when there was one).
 */
export async function leavePendingSignIn(request: Request, context: AppLoadContext): Promise<Headers> {
  const secure = secureCookies(context.config);
  const pending = readPendingChallenge(request, secure);
  const headers = noStore();
  if (pending !== null) {
    await consumeChallenge(context.db, pending, requestNow(request, context.config));
    headers.append('Set-Cookie', clearPendingCookie(secure));
  }
  return headers;
}
