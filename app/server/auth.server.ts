import type { AppLoadContext } from '@remix-run/cloudflare';
import { eq } from 'drizzle-orm';
import { AFTER_ALTERNATIVE_LOGIN, afterVerifyPath } from '~/domain/auth-flow';
import {
  MAX_PASSWORD_FAILURES_PER_IP,
  MAX_PASSWORD_FAILURES_PER_NUMBER,
  PASSWORD_FAILURE_WINDOW_MS,
} from '~/domain/auth-limits';
import { e164 } from '~/domain/phone-number';
import { accounts } from '~db/schema/accounts';
import { clientIp, requestNow } from './clock.server';
import { accountForVerifiedPhone, challengeInfo, type OtpDeps, sendCode, verifyCode } from './otp.server';
import { checkAccountPassword } from './password.server';
import { hitCounter, releaseHit } from './rate-limit.server';
import { safeRedirectPath } from './safe-redirect';
import { secureCookies, signIn } from './session.server';
import { smsSender } from './sms.server';

/**
 * The pending phone sign-in (spec 1 §4 "phone-auth state"): the id of the challenge whose code the
 * verify screen asks for, in an HttpOnly cookie that lives as long as a code.
 */
const PENDING_COOKIE = 'auth_challenge';
const SECURE_PENDING_COOKIE = '__Host-auth_challenge';

function pendingCookieName(secure: boolean) {
  return secure ? SECURE_PENDING_COOKIE : PENDING_COOKIE;
}

export function pendingCookie(challengeId: string, secure: boolean): string {
  const parts = [
    `${pendingCookieName(secure)}=${challengeId}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=600',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearPendingCookie(secure: boolean): string {
  return `${pendingCookieName(secure)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

export function readPendingChallenge(request: Request, secure: boolean): string | null {
  const name = pendingCookieName(secure);
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name && value && /^[A-Za-z0-9_-]{22}$/.test(value)) return value;
  }
  return null;
}

/** Everything the sign-in code needs from the request's context. */
export function otpDeps(request: Request, context: AppLoadContext): OtpDeps {
  const { config, db } = context;
  return {
    db,
    secret: config.OTP_HMAC_SECRET,
    sms: smsSender(config, db),
    now: requestNow(request, config),
    productName: config.PRODUCT_NAME,
    allowFictional: config.ENVIRONMENT !== 'production',
  };
}

/** A returnUrl from a form or query string, kept only when it is a same-origin path. */
export function safeReturnUrl(value: unknown): string | null {
  const path = safeRedirectPath(value, '');
  return path === '' ? null : path;
}

export async function startPhoneSignIn(request: Request, context: AppLoadContext, fullNumber: string) {
  return sendCode(otpDeps(request, context), { fullNumber, ip: clientIp(request) });
}

/** Resends to the number of the pending challenge (the new code replaces the old one). */
export async function resendPhoneCode(request: Request, context: AppLoadContext, challengeId: string) {
  const info = await challengeInfo(context.db, challengeId);
  if (!info) return { ok: false as const, error: 'ExpiredCodeException' as const };
  return sendCode(otpDeps(request, context), { fullNumber: info.phone, ip: clientIp(request) });
}

/**
 * A correct code signs the number's account in (creating it when new) with a fresh session, and says
 * where to go next (spec 1 §4 step 3).
 */
export async function completePhoneSignIn(
  request: Request,
  context: AppLoadContext,
  input: { challengeId: string; code: string; returnUrl: unknown },
) {
  const deps = otpDeps(request, context);
  const result = await verifyCode(deps, input);
  if (!result.ok) return result;
  const accountId = await accountForVerifiedPhone(context.db, result.phone, deps.now);
  const secure = secureCookies(context.config);
  const setCookie = await signIn(context.db, request, accountId, { secure, now: deps.now });
  return {
    ok: true as const,
    accountId,
    setCookies: [setCookie, clearPendingCookie(secure)],
    location: afterVerifyPath(safeReturnUrl(input.returnUrl)),
  };
}

export const TOO_MANY_PASSWORD_ATTEMPTS = 'Too many attempts. Please try again later.';

/**
 * spec 1 §4 step 4 alternative login: number and password. Failures are capped per number and per IP
 * (exact D1 counters); an unknown number fails exactly like a wrong password.
 */
export async function passwordSignIn(
  request: Request,
  context: AppLoadContext,
  input: { fullNumber: string; password: string },
): Promise<
  { ok: true; setCookies: Array<string>; location: string } | { ok: false; message: string | null }
> {
  const { db, config } = context;
  const now = requestNow(request, config);
  const phone =
    e164(input.fullNumber, { allowFictional: config.ENVIRONMENT !== 'production' }) ?? input.fullNumber;
  const numberKey = `pw-fail:${phone}`;
  const ipKey = `pw-fail-ip:${clientIp(request)}`;
  // Each attempt reserves a failure first and gives it back on success: the caps are exact even for
  // concurrent attempts.
  const [numberFailures, ipFailures] = await Promise.all([
    hitCounter(db, numberKey, PASSWORD_FAILURE_WINDOW_MS, now),
    hitCounter(db, ipKey, PASSWORD_FAILURE_WINDOW_MS * 4, now),
  ]);
  if (numberFailures > MAX_PASSWORD_FAILURES_PER_NUMBER || ipFailures > MAX_PASSWORD_FAILURES_PER_IP) {
    return { ok: false, message: TOO_MANY_PASSWORD_ATTEMPTS };
  }
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.phone, phone))
    .limit(1);
  const ok = await checkAccountPassword(db, config.PASSWORD_PEPPER, account?.id ?? null, input.password);
  if (!ok || !account) return { ok: false, message: null };
  await Promise.all([releaseHit(db, numberKey), releaseHit(db, ipKey)]);
  const secure = secureCookies(config);
  const setCookie = await signIn(db, request, account.id, { secure, now });
  return { ok: true, setCookies: [setCookie, clearPendingCookie(secure)], location: AFTER_ALTERNATIVE_LOGIN };
}
