import type { AppLoadContext } from '@remix-run/cloudflare';
import { AFTER_ALTERNATIVE_LOGIN, afterVerifyPath, onboardingHref } from '~/domain/auth/auth-flow';
import {
  IP_PASSWORD_WINDOW_MS,
  MAX_CONSECUTIVE_FAILURES,
  MAX_PASSWORD_FAILURES_PER_IP,
  passwordBackoffMs,
} from '~/domain/auth/auth-limits';
import { e164 } from '~/domain/auth/phone-number';
import { claimAttempt, clearThrottles } from '~db/queries/auth-throttles';
import { accountForVerifiedPhone, accountIdByPhone } from '~db/queries/credentials';
import { hitCounter, releaseHit } from '~db/queries/rate-limits';
import { clientIp, requestNow } from './clock.server';
import { cookieValue } from './cookies.server';
import { deviceCookie, issueDeviceToken, readDeviceCookie, trustedDeviceId } from './device-trust.server';
import { localToolsEnabled } from './local-dev.server';
import {
  challengeInfo,
  devicePasswordThrottleKey,
  type OtpDeps,
  otpThrottleKey,
  passwordThrottleKey,
  sendCode,
  verifyCode,
} from './otp.server';
import { checkAccountPassword } from './password.server';
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
  const value = cookieValue(request, pendingCookieName(secure));
  return value !== null && /^[A-Za-z0-9_-]{22}$/.test(value) ? value : null;
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
    allowFictional: localToolsEnabled(request, config),
  };
}

/** A returnUrl from a form or query string, kept only when it is a same-origin path. */
export function safeReturnUrl(value: unknown): string | null {
  const path = safeRedirectPath(value, '');
  return path === '' ? null : path;
}

/** The device token a browser holds in its device cookie (decision 026), or null. */
function browserDeviceToken(request: Request, context: AppLoadContext): string | null {
  return readDeviceCookie(request, secureCookies(context.config));
}

/**
 * Texts a code. The device token comes from the browser's device cookie, or from the mobile app's
 * request body.
 */
export async function startPhoneSignIn(
  request: Request,
  context: AppLoadContext,
  fullNumber: string,
  deviceToken: string | null = browserDeviceToken(request, context),
) {
  return sendCode(otpDeps(request, context), { fullNumber, ip: clientIp(request), deviceToken });
}

/** Resends to the number of the pending challenge (the new code replaces that one). */
export async function resendPhoneCode(request: Request, context: AppLoadContext, challengeId: string) {
  const info = await challengeInfo(context.db, challengeId);
  if (!info) return { ok: false as const, error: 'ExpiredCodeException' as const };
  return sendCode(otpDeps(request, context), {
    fullNumber: info.phone,
    ip: clientIp(request),
    deviceToken: browserDeviceToken(request, context),
    replaces: challengeId,
  });
}

/** The device token for a number that has just signed in (its Set-Cookie for a browser). */
export async function trustDevice(context: AppLoadContext, phone: string, now: Date) {
  const token = await issueDeviceToken(context.config.OTP_HMAC_SECRET, phone, now);
  return { token, setCookie: deviceCookie(token, secureCookies(context.config)) };
}

/**
 * A correct code signs the number's account in (creating it when new) with a fresh session, and says
 * where to go next (spec 1 §4 step 3; an account without a username goes through onboarding first).
 */
export async function completePhoneSignIn(
  request: Request,
  context: AppLoadContext,
  input: { challengeId: string; code: string; returnUrl: unknown },
) {
  const deps = otpDeps(request, context);
  const result = await verifyCode(deps, input);
  if (!result.ok) return result;
  const account = await accountForVerifiedPhone(context.db, result.phone, deps.now);
  const setCookie = await signIn(context.db, request, account.id, { config: context.config, now: deps.now });
  const device = await trustDevice(context, result.phone, deps.now);
  const next = afterVerifyPath(safeReturnUrl(input.returnUrl));
  return {
    ok: true as const,
    accountId: account.id,
    setCookies: [setCookie, clearPendingCookie(secureCookies(context.config)), device.setCookie],
    // issue 15 point 2: a new number first chooses its name and username.
    location: account.username === null ? onboardingHref(next) : next,
  };
}

export const TOO_MANY_PASSWORD_ATTEMPTS = 'Too many attempts. Please try again later.';
export const PASSWORD_NEEDS_CODE =
  'Too many wrong passwords for this number. Sign in with a code texted to your phone first.';

/**
 * spec 1 §4 step 4 alternative login: number and password. Throttled by decision 026: wrong
 * passwords on a number delay the next attempt (1 s doubling, at most 15 minutes) and after 100 in a
 * row a texted code is needed first; a device that signed in to the number before is throttled on its
 * own counters, so strangers never slow its owner down. An unknown number fails exactly like a wrong
 * password.
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
    e164(input.fullNumber, { allowFictional: localToolsEnabled(request, config) }) ?? input.fullNumber;
  const deviceId = await trustedDeviceId(
    config.OTP_HMAC_SECRET,
    browserDeviceToken(request, context),
    phone,
    now,
  );
  const throttleKey = deviceId === null ? passwordThrottleKey(phone) : devicePasswordThrottleKey(deviceId);
  const ipKey = `pw-fail-ip:${clientIp(request)}`;
  // Each attempt reserves a failure first and gives it back on success: the limits are exact even
  // for concurrent attempts.
  if ((await hitCounter(db, ipKey, IP_PASSWORD_WINDOW_MS, now)) > MAX_PASSWORD_FAILURES_PER_IP) {
    return { ok: false, message: TOO_MANY_PASSWORD_ATTEMPTS };
  }
  const claim = await claimAttempt(db, throttleKey, now, passwordBackoffMs);
  if (!claim.passed) {
    await releaseHit(db, ipKey);
    const needsCode = claim.failures >= MAX_CONSECUTIVE_FAILURES;
    return { ok: false, message: needsCode ? PASSWORD_NEEDS_CODE : TOO_MANY_PASSWORD_ATTEMPTS };
  }
  const accountId = await accountIdByPhone(db, phone);
  const ok = await checkAccountPassword(db, config.PASSWORD_PEPPER, accountId, input.password);
  if (!ok || accountId === null) return { ok: false, message: null };
  const keys = [throttleKey, passwordThrottleKey(phone), otpThrottleKey(phone)];
  await Promise.all([clearThrottles(db, keys), releaseHit(db, ipKey)]);
  const setCookie = await signIn(db, request, accountId, { config, now });
  const device = await trustDevice(context, phone, now);
  return {
    ok: true,
    setCookies: [setCookie, clearPendingCookie(secureCookies(config)), device.setCookie],
    location: AFTER_ALTERNATIVE_LOGIN,
  };
}
