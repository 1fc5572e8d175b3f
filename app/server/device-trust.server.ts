import { TRUSTED_DEVICE_TTL_MS } from '~/domain/auth/auth-limits';
import { constantTimeEqual, hmacHex, randomToken } from './auth-crypto.server';
import { cookieValue } from './cookies.server';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"; decision 026): a
 * device that signed in to a number gets a token that says so, signed with OTP_HMAC_SECRET and bound
 * to the number. Sign-in attempts from such a device are throttled on the device's own counters, so
 * failures of strangers on the number never slow its owner down. The token proves nothing else: it
 * signs no one in. Browsers keep it in an HttpOnly cookie; the mobile app keeps `deviceToken`.
 */
export const DEVICE_COOKIE = 'device';
export const SECURE_DEVICE_COOKIE = '__Secure-device';
// Its signature, not a `__Host-` name, is what makes it trustworthy: no page renders differently
// with it, so the edge cache ignores it (workers/edge-cache.ts).
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,12})\.([0-9a-f]{64})$/;

function mac(secret: string, deviceId: string, issuedAt: string, phone: string): Promise<string> {
  return hmacHex(secret, `device|${deviceId}|${issuedAt}|${phone}`);
}

/** A new device token for a number that has just signed in. */
export async function issueDeviceToken(secret: string, phone: string, now: Date): Promise<string> {
  const deviceId = randomToken(16);
  const issuedAt = now.getTime().toString(36);
  return `${deviceId}.${issuedAt}.${await mac(secret, deviceId, issuedAt, phone)}`;
}

/** The device id of a token that is valid for `phone` now, or null. */
export async function trustedDeviceId(
  secret: string,
  token: string | null | undefined,
  phone: string,
  now: Date,
): Promise<string | null> {
  const match = TOKEN_PATTERN.exec(token ?? '');
  if (!match) return null;
  const [, deviceId = '', issuedAt = '', signature = ''] = match;
  const age = now.getTime() - Number.parseInt(issuedAt, 36);
  if (!(age >= 0 && age <= TRUSTED_DEVICE_TTL_MS)) return null;
  return constantTimeEqual(signature, await mac(secret, deviceId, issuedAt, phone)) ? deviceId : null;
}

function cookieName(secure: boolean): string {
  return secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;
}

/** The device token of the request's cookie (the name its scheme allows), or null. */
export function readDeviceCookie(request: Request, secure: boolean): string | null {
  const value = cookieValue(request, cookieName(secure));
  return value !== null && TOKEN_PATTERN.test(value) ? value : null;
}

export function deviceCookie(token: string, secure: boolean): string {
  const parts = [
    `${cookieName(secure)}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.floor(TRUSTED_DEVICE_TTL_MS / 1000)}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
