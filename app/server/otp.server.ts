import {
  CODE_TTL_MS,
  DAY_MS,
  IP_SEND_WINDOW_MS,
  MAX_CHECKS_PER_CODE,
  MAX_CONSECUTIVE_FAILURES,
  MAX_SENDS_PER_IP,
  MAX_SENDS_PER_NUMBER,
  MAX_SENDS_PER_NUMBER_PER_DAY,
  MAX_SENDS_PER_TRUSTED_DEVICE_PER_DAY,
  SEND_WINDOW_MS,
  sendBackoffMs,
} from '~/domain/auth/auth-limits';
import { e164 } from '~/domain/auth/phone-number';
import type { Db } from '~db/client';
import { clearThrottles, readThrottle, recordFailure } from '~db/queries/auth-throttles';
import {
  challengeById,
  consumeChallenge,
  countChallengeCheck,
  storeChallenge,
} from '~db/queries/credentials';
import { hitCounter } from '~db/queries/rate-limits';
import { constantTimeEqual, hmacHex, randomDigits, randomToken } from './auth-crypto.server';
import { trustedDeviceId } from './device-trust.server';
import type { SmsSender } from './sms.server';

/**
 * Phone one-time codes (spec 1 §4; issue 4 §3). A code is 6 CSPRNG digits, stored only as an HMAC
 * (keyed by OTP_HMAC_SECRET and bound to its challenge id), compared in constant time, single use,
 * valid 10 minutes, checked at most 5 times. Errors are the codes of spec 1 §8. Throttling follows
 * decision 026: failures slow down new codes for untrusted clients, never the checks of a code that
 * was sent, and never a device that has signed in to the number before.
 */
export type SendError = 'InvalidParameterException' | 'LimitExceededException' | 'DeliveryFailed';
export type VerifyError =
  | 'InvalidParameterException'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'LimitExceededException';

export type OtpDeps = {
  db: Db;
  secret: string;
  sms: SmsSender;
  now: Date;
  productName: string;
  /** Local modes only: the demo data's fictional +1 555 numbers are accepted. */
  allowFictional: boolean;
};

function codeHash(secret: string, challengeId: string, code: string): Promise<string> {
  return hmacHex(secret, `${challengeId}:${code}`);
}

const sendKey = (phone: string) => `otp-send:${phone}`;
const dailySendKey = (phone: string) => `otp-send-day:${phone}`;
const deviceSendKey = (deviceId: string) => `otp-send-device:${deviceId}`;
const ipKey = (ip: string) => `otp-send-ip:${ip}`;
/** Consecutive wrong codes on a number (decision 026). */
export const otpThrottleKey = (phone: string) => `otp:${phone}`;
/** Consecutive wrong passwords on a number, and on a trusted device (decision 026). */
export const passwordThrottleKey = (phone: string) => `pw:${phone}`;
export const devicePasswordThrottleKey = (deviceId: string) => `pw-device:${deviceId}`;

/** Whether a new code may go to `phone` for a client it does not trust, given its failures. */
async function untrustedSendAllowed(db: Db, phone: string, now: Date): Promise<boolean> {
  const throttle = await readThrottle(db, otpThrottleKey(phone));
  if (throttle.failures >= MAX_CONSECUTIVE_FAILURES) return false;
  if (throttle.blockedUntil > now.toISOString()) return false;
  if ((await hitCounter(db, sendKey(phone), SEND_WINDOW_MS, now)) > MAX_SENDS_PER_NUMBER) return false;
  return (await hitCounter(db, dailySendKey(phone), DAY_MS, now)) <= MAX_SENDS_PER_NUMBER_PER_DAY;
}

/**
 * Sends a code to a full number. Known and unknown numbers get the same answer (a number without an
 * account gets one when its code is verified), so the answer tells nothing about who has an account.
 * `replaces` is the requester's own earlier challenge (a resend): it is used up. Other clients'
 * challenges stay valid, so a stranger's request cannot cancel the owner's code.
 */
export async function sendCode(
  deps: OtpDeps,
  input: { fullNumber: string; ip: string; deviceToken?: string | null; replaces?: string | null },
): Promise<
  | { ok: true; challengeName: 'CUSTOM_CHALLENGE'; challengeId: string; phone: string }
  | { ok: false; error: SendError }
> {
  const { db, now } = deps;
  const phone = e164(input.fullNumber, { allowFictional: deps.allowFictional });
  if (phone === null) return { ok: false, error: 'InvalidParameterException' };
  if ((await hitCounter(db, ipKey(input.ip), IP_SEND_WINDOW_MS, now)) > MAX_SENDS_PER_IP) {
    return { ok: false, error: 'LimitExceededException' };
  }
  const deviceId = await trustedDeviceId(deps.secret, input.deviceToken, phone, now);
  const allowed =
    deviceId === null
      ? await untrustedSendAllowed(db, phone, now)
      : (await hitCounter(db, deviceSendKey(deviceId), DAY_MS, now)) <= MAX_SENDS_PER_TRUSTED_DEVICE_PER_DAY;
  if (!allowed) return { ok: false, error: 'LimitExceededException' };
  const challengeId = randomToken(16);
  const code = randomDigits(6);
  await storeChallenge(
    db,
    {
      id: challengeId,
      phone,
      codeHash: await codeHash(deps.secret, challengeId, code),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    },
    input.replaces ?? null,
    now,
  );
  try {
    await deps.sms.send({
      to: phone,
      body: `${code} is your ${deps.productName} verification code. It expires in 10 minutes. Never share it.`,
    });
  } catch (error) {
    console.error('SMS delivery failed', error);
    return { ok: false, error: 'DeliveryFailed' };
  }
  return { ok: true, challengeName: 'CUSTOM_CHALLENGE', challengeId, phone };
}

/**
 * Checks a code against its challenge; on success the challenge is used up, the number's failure
 * counts start again and its number is returned. Only the challenge's own five checks limit a check:
 * failures on other challenges never refuse a right code.
 */
export async function verifyCode(
  deps: Pick<OtpDeps, 'db' | 'secret' | 'now'>,
  input: { challengeId: string; code: string },
): Promise<{ ok: true; phone: string } | { ok: false; error: VerifyError }> {
  const { db, now } = deps;
  if (!/^\d{6}$/.test(input.code)) return { ok: false, error: 'InvalidParameterException' };
  // Counting the check and reading the challenge is one atomic statement.
  const challenge = await countChallengeCheck(db, input.challengeId);
  if (!challenge || challenge.expiresAt <= now.toISOString())
    return { ok: false, error: 'ExpiredCodeException' };
  if (challenge.attempts > MAX_CHECKS_PER_CODE) return { ok: false, error: 'LimitExceededException' };
  const expected = await codeHash(deps.secret, input.challengeId, input.code);
  if (!constantTimeEqual(expected, challenge.codeHash)) {
    await recordFailure(db, otpThrottleKey(challenge.phone), now, sendBackoffMs);
    return { ok: false, error: 'CodeMismatchException' };
  }
  const usedPhone = await consumeChallenge(db, input.challengeId, now);
  if (usedPhone === null) return { ok: false, error: 'ExpiredCodeException' };
  // A right code is the owner: the stronger step of decision 026 is passed for both methods.
  await clearThrottles(db, [otpThrottleKey(usedPhone), passwordThrottleKey(usedPhone)]);
  return { ok: true, phone: usedPhone };
}

/** The phone number and send time of a pending challenge (verify screen, resend). */
export function challengeInfo(db: Db, challengeId: string) {
  return challengeById(db, challengeId);
}
