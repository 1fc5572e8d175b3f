import { type AppLoadContext, data, redirect } from '@remix-run/cloudflare';
import { eq } from 'drizzle-orm';
import {
  ALTERNATIVE_COUNTRIES,
  alternativeLoginMessage,
  alternativeLoginSchema,
  CODE_RESENT,
  fieldErrors,
  fullPhoneNumber,
  isCodeSent,
  maskPhone,
  PHONE_COUNTRIES,
  phoneLoginSchema,
  RESEND_COOLDOWN_SECONDS,
  sendCodeMessage,
  UNEXPECTED_RESPONSE,
  verifyCodeMessage,
} from '~/domain/auth/auth-flow';
import { accounts } from '~db/schema/accounts';
import { otpChallenges } from '~db/schema/auth';
import {
  clearPendingCookie,
  completePhoneSignIn,
  passwordSignIn,
  pendingCookie,
  readPendingChallenge,
  resendPhoneCode,
  safeReturnUrl,
  startPhoneSignIn,
} from './auth.server';
import { requestNow } from './clock.server';
import { requestViewer } from './guards.server';
import { challengeInfo, type SendError, type VerifyError } from './otp.server';
import { secureCookies } from './session.server';
import { redirectWithToast } from './toast.server';

// Loaders and actions of the /auth screens (spec 1 §2, §4, §5, §8); the route modules stay thin.

const STATUS: Record<SendError | VerifyError, number> = {
  InvalidParameterException: 400,
  CodeMismatchException: 400,
  ExpiredCodeException: 400,
  LimitExceededException: 429,
  DeliveryFailed: 503,
};

function noStore(headers: Headers = new Headers()): Headers {
  headers.set('Cache-Control', 'no-store');
  return headers;
}

async function formValues(request: Request): Promise<Record<string, string>> {
  try {
    const form = await request.formData();
    const values: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === 'string' && !(key in values)) values[key] = value;
    return values;
  } catch {
    return {};
  }
}

function verifyHref(returnUrl: string | null): string {
  return returnUrl ? `/auth/verify?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/verify';
}

/** spec 1 §4 step 5: entering the phone or alternative screen clears any pending phone sign-in. */
export async function authEntryLoader(request: Request, context: AppLoadContext) {
  const secure = secureCookies(context.config);
  const pending = readPendingChallenge(request, secure);
  const headers = noStore();
  if (pending !== null) {
    await context.db
      .update(otpChallenges)
      .set({ consumedAt: requestNow(request, context.config).toISOString() })
      .where(eq(otpChallenges.id, pending));
    headers.append('Set-Cookie', clearPendingCookie(secure));
  }
  const returnUrl = safeReturnUrl(new URL(request.url).searchParams.get('returnUrl'));
  return data({ productName: context.config.PRODUCT_NAME, returnUrl }, { headers });
}

/** spec 1 §4 steps 1–2: send a code, then the verify screen. */
export async function phoneLoginAction(request: Request, context: AppLoadContext) {
  const values = await formValues(request);
  const parsed = phoneLoginSchema.safeParse(values);
  if (!parsed.success) {
    return data({ fieldErrors: fieldErrors(parsed.error) }, { status: 400, headers: noStore() });
  }
  const returnUrl = safeReturnUrl(values.returnUrl);
  const fullNumber = fullPhoneNumber(PHONE_COUNTRIES, parsed.data.country, parsed.data.phone);
  const result = await startPhoneSignIn(request, context, fullNumber);
  if (!result.ok) {
    const code = result.error === 'DeliveryFailed' ? null : result.error;
    return data({ error: sendCodeMessage(code) }, { status: STATUS[result.error], headers: noStore() });
  }
  // spec 1 §4 step 2: only a challenge (or success) moves on to the verify screen.
  if (!isCodeSent(result)) {
    return data({ error: UNEXPECTED_RESPONSE }, { status: 400, headers: noStore() });
  }
  const headers = noStore();
  headers.append('Set-Cookie', pendingCookie(result.challengeId, secureCookies(context.config)));
  return redirect(verifyHref(returnUrl), { headers });
}

/** spec 1 §2 verify screen; spec 1 §4 step 6: no pending sign-in and signed out → /auth/phone. */
export async function verifyLoader(request: Request, context: AppLoadContext) {
  const secure = secureCookies(context.config);
  const returnUrl = safeReturnUrl(new URL(request.url).searchParams.get('returnUrl'));
  const pending = readPendingChallenge(request, secure);
  const info = pending === null ? null : await challengeInfo(context.db, pending);
  const base = { productName: context.config.PRODUCT_NAME, returnUrl };
  if (info && info.consumedAt === null) {
    const now = requestNow(request, context.config).getTime();
    const elapsed = Math.floor((now - new Date(info.createdAt).getTime()) / 1000);
    return data(
      {
        ...base,
        maskedPhone: maskPhone(info.phone),
        resendInSeconds: Math.max(0, RESEND_COOLDOWN_SECONDS - elapsed),
        // A new challenge (a resend) restarts the screen's cooldown and clears its boxes.
        sentAt: info.createdAt,
      },
      { headers: noStore() },
    );
  }
  const viewer = await requestViewer(request, context);
  if (viewer === null) {
    throw redirect(returnUrl ? `/auth/phone?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/phone');
  }
  // Signed in already: the screen shows, without a resend timer.
  const [account] = await context.db
    .select({ phone: accounts.phone })
    .from(accounts)
    .where(eq(accounts.id, viewer.accountId))
    .limit(1);
  return data(
    {
      ...base,
      maskedPhone: account?.phone ? maskPhone(account.phone) : null,
      resendInSeconds: 0,
      sentAt: null,
    },
    { headers: noStore() },
  );
}

/** Verify (intent verify) or send a new code (intent resend). */
export async function verifyAction(request: Request, context: AppLoadContext) {
  const secure = secureCookies(context.config);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get('intent') === 'resend' ? 'resend' : 'verify';
  const pending = readPendingChallenge(request, secure);
  if (intent === 'resend') {
    if (pending === null) {
      return data(
        { intent, error: sendCodeMessage('ExpiredCodeException') },
        { status: 400, headers: noStore() },
      );
    }
    const result = await resendPhoneCode(request, context, pending);
    if (!result.ok) {
      const code = result.error === 'DeliveryFailed' ? null : result.error;
      return data(
        { intent, error: sendCodeMessage(code) },
        { status: STATUS[result.error], headers: noStore() },
      );
    }
    // Back to the verify screen (post/redirect/get), so that its loader reads the new challenge with or
    // without JavaScript; the toast says what happened.
    const headers = noStore();
    headers.append('Set-Cookie', pendingCookie(result.challengeId, secure));
    const returnUrl = safeReturnUrl(form.get('returnUrl'));
    return redirectWithToast(verifyHref(returnUrl), { text: CODE_RESENT, type: 'success' }, context.config, {
      headers,
    });
  }

  const code = form
    .getAll('digit')
    .map((value) => (typeof value === 'string' ? value : ''))
    .join('');
  const codeField = form.get('code');
  const submitted = code === '' && typeof codeField === 'string' ? codeField : code;
  if (!/^\d{6}$/.test(submitted)) {
    return data(
      { intent, error: verifyCodeMessage('InvalidParameterException') },
      { status: 400, headers: noStore() },
    );
  }
  if (pending === null) {
    return data(
      { intent, error: verifyCodeMessage('ExpiredCodeException') },
      { status: 400, headers: noStore() },
    );
  }
  const result = await completePhoneSignIn(request, context, {
    challengeId: pending,
    code: submitted,
    returnUrl: form.get('returnUrl'),
  });
  if (!result.ok) {
    return data(
      { intent, error: verifyCodeMessage(result.error) },
      { status: STATUS[result.error], headers: noStore() },
    );
  }
  const headers = noStore();
  for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie);
  return redirect(result.location, { headers });
}

/** spec 1 §4 step 4 and §8: alternative login. */
export async function alternativeLoginAction(request: Request, context: AppLoadContext) {
  const values = await formValues(request);
  const parsed = alternativeLoginSchema.safeParse(values);
  if (!parsed.success) {
    return data({ fieldErrors: fieldErrors(parsed.error) }, { status: 400, headers: noStore() });
  }
  const fullNumber = fullPhoneNumber(ALTERNATIVE_COUNTRIES, parsed.data.country, parsed.data.phone);
  const result = await passwordSignIn(request, context, { fullNumber, password: parsed.data.password });
  if (!result.ok) {
    // A wrong number or password is 401; a throttled attempt (decision 026) is 429.
    const status = result.message === null ? 401 : 429;
    return data({ error: alternativeLoginMessage(result.message) }, { status, headers: noStore() });
  }
  const headers = noStore();
  for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie);
  return redirect(result.location, { headers });
}
