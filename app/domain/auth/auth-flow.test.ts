import { parseWithZod } from '@conform-to/zod/v4';
import { expect, test } from 'vitest';
import type { z } from 'zod';
import {
  ALTERNATIVE_COUNTRIES,
  afterOnboardingPath,
  afterVerifyPath,
  alternativeLoginMessage,
  alternativeLoginSchema,
  authHref,
  fullPhoneNumber,
  isCodeSent,
  isCompleteCode,
  maskPhone,
  onboardingHref,
  PHONE_COUNTRIES,
  pastedDigits,
  phoneLoginSchema,
  resendLabel,
  resendWaitSeconds,
  sendCodeMessage,
  verifyCodeMessage,
  verifyFormSchema,
} from './auth-flow';

test('the phone login list has the 24 countries of spec 1 §3 in order, each with flag, code and name', () => {
  expect(PHONE_COUNTRIES.map((c) => c.country)).toEqual(
    'US CA UK FR DE IT ES NL SE NO DK CH AT BE PT IN CN JP KR AU NZ BR MX AR'.split(' '),
  );
  expect(PHONE_COUNTRIES.find((c) => c.country === 'UK')).toEqual({
    country: 'UK',
    code: '+44',
    flag: '🇬🇧',
    name: 'United Kingdom',
  });
  expect(PHONE_COUNTRIES.find((c) => c.country === 'PT')?.code).toBe('+351');
});

test('the alternative list has the 8 entries of spec 1 §3', () => {
  expect(ALTERNATIVE_COUNTRIES.map((c) => `${c.code} ${c.country}`)).toEqual([
    '+1 US',
    '+44 UK',
    '+91 IN',
    '+61 AU',
    '+49 DE',
    '+33 FR',
    '+81 JP',
    '+86 CN',
  ]);
});

/** The first message per field when the form posts `fields`, parsed as the browser and the action do. */
function formErrors(schema: z.ZodType, fields: Record<string, string | Array<string>>) {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) form.append(name, item);
  }
  const submission = parseWithZod(form, { schema });
  if (submission.status === 'success') return {};
  return Object.fromEntries(
    Object.entries(submission.error ?? {}).map(([name, errors]) => [name, errors?.[0]]),
  );
}

function phoneErrors(phone: string) {
  return formErrors(phoneLoginSchema, { country: 'US', phone });
}

test('phone login: required, then 10 or 11 digits (spec 1 §5)', () => {
  expect(phoneErrors('')).toEqual({ phone: 'Phone number is required' });
  expect(phoneErrors('123456789')).toEqual({ phone: 'Please enter a valid 10-11 digit phone number' });
  expect(phoneErrors('123456789012')).toEqual({ phone: 'Please enter a valid 10-11 digit phone number' });
  expect(phoneErrors('12345678a0')).toEqual({ phone: 'Please enter a valid 10-11 digit phone number' });
  expect(phoneErrors('2025550123')).toEqual({});
  expect(phoneErrors('12025550123')).toEqual({});
});

test('alternative login: exactly 10 digits and a password of at least 6 (spec 1 §5)', () => {
  const errors = (phone: string, password: string) =>
    formErrors(alternativeLoginSchema, { country: 'US', phone, password });
  expect(errors('', '')).toEqual({ phone: 'Phone number is required', password: 'Password is required' });
  expect(errors('12025550123', 'abc')).toEqual({
    phone: 'Please enter a valid 10-digit phone number',
    password: 'Password must be at least 6 characters',
  });
  expect(errors('2025550123', 'secret')).toEqual({});
});

test('a missing or unknown country code is required (spec 1 §5)', () => {
  expect(formErrors(phoneLoginSchema, { phone: '2025550123' })).toEqual({
    country: 'Country code is required',
  });
  expect(formErrors(phoneLoginSchema, { country: 'XX', phone: '2025550123' })).toEqual({
    country: 'Country code is required',
  });
});

test('verify: six boxes of one digit each, or a resend; anything else is the format message (spec 1 §5)', () => {
  const format = 'Invalid verification code format.';
  expect(formErrors(verifyFormSchema, { intent: 'verify', digit: [...'123456'] })).toEqual({});
  expect(formErrors(verifyFormSchema, { intent: 'resend' })).toEqual({});
  expect(Object.values(formErrors(verifyFormSchema, { intent: 'verify', digit: [...'12345'] }))).toEqual([
    format,
  ]);
  expect(Object.values(formErrors(verifyFormSchema, { intent: 'verify', digit: [...'12a456'] }))).toEqual([
    format,
  ]);
  expect(
    Object.values(formErrors(verifyFormSchema, { intent: 'verify', digit: ['1', '', '3', '4', '5', '6'] })),
  ).toEqual([format]);
  expect(Object.values(formErrors(verifyFormSchema, { intent: 'verify' }))).toEqual([format]);
  expect(Object.values(formErrors(verifyFormSchema, { intent: 'other', digit: [...'123456'] }))).toEqual([
    format,
  ]);
  expect(Object.values(formErrors(verifyFormSchema, { digit: [...'123456'] }))).toEqual([format]);
});

test('the full number is the dial code joined with the digits; +1 by default', () => {
  expect(fullPhoneNumber(PHONE_COUNTRIES, 'UK', '7911123456')).toBe('+447911123456');
  expect(fullPhoneNumber(PHONE_COUNTRIES, 'nope', '2025550123')).toBe('+12025550123');
});

test('the verify screen masks all but the last 4 digits', () => {
  expect(maskPhone('+12025550123')).toBe('********0123');
});

test('a paste is reduced to its digits, at most 6', () => {
  expect(pastedDigits(' 12-34 567 ')).toEqual(['1', '2', '3', '4', '5', '6']);
  expect(pastedDigits('code: 98')).toEqual(['9', '8']);
  expect(isCompleteCode(['1', '2', '3', '4', '5', '6'])).toBe(true);
  expect(isCompleteCode(['1', '2', '3', '4', '5', ''])).toBe(false);
});

test('Resend Code (m:ss) during the cooldown, then Resend Code', () => {
  expect(resendLabel(120)).toBe('Resend Code (2:00)');
  expect(resendLabel(59)).toBe('Resend Code (0:59)');
  expect(resendLabel(0)).toBe('Resend Code');
});

test('SMS_MFA, CUSTOM_CHALLENGE or SUCCESS move on to verify; anything else does not', () => {
  expect(isCodeSent({ challengeName: 'SMS_MFA' })).toBe(true);
  expect(isCodeSent({ challengeName: 'CUSTOM_CHALLENGE' })).toBe(true);
  expect(isCodeSent({ status: 'SUCCESS' })).toBe(true);
  expect(isCodeSent({ challengeName: 'NEW_PASSWORD_REQUIRED' })).toBe(false);
});

test('the error catalogues of spec 1 §8', () => {
  expect(sendCodeMessage('NetworkError')).toBe('Network error. Please check your connection and try again.');
  expect(sendCodeMessage('InvalidParameterException')).toBe('Invalid phone number format. Please try again.');
  expect(sendCodeMessage('LimitExceededException')).toBe('Too many attempts. Please try again later.');
  expect(sendCodeMessage('UserNotFoundException')).toBe(
    'Phone number not found. Please check and try again.',
  );
  expect(sendCodeMessage('Weird')).toBe('Authentication error: Weird');
  expect(sendCodeMessage(null)).toBe('Failed to send verification code. Please try again.');
  expect(verifyCodeMessage('CodeMismatchException')).toBe('Invalid verification code. Please try again.');
  expect(verifyCodeMessage('ExpiredCodeException')).toBe(
    'Verification code has expired. Please request a new one.',
  );
  expect(verifyCodeMessage('LimitExceededException')).toBe('Too many attempts. Please try again later.');
  expect(verifyCodeMessage('InvalidParameterException')).toBe('Invalid verification code format.');
  expect(verifyCodeMessage('Odd')).toBe('Verification error: Odd');
  expect(verifyCodeMessage(undefined)).toBe('Invalid verification code. Please try again.');
  expect(alternativeLoginMessage('Locked')).toBe('Locked');
  expect(alternativeLoginMessage(null)).toBe('Invalid phone number or password. Please try again.');
});

test('after a code: the returnUrl unless /auth or /auth/verify, else /dashboard', () => {
  expect(afterVerifyPath('/player/ann/summary?x=1')).toBe('/player/ann/summary?x=1');
  expect(afterVerifyPath('/auth')).toBe('/dashboard');
  expect(afterVerifyPath('/auth/')).toBe('/dashboard');
  expect(afterVerifyPath('/auth/verify?returnUrl=/x')).toBe('/dashboard');
  expect(afterVerifyPath(null)).toBe('/dashboard');
  expect(authHref('/dashboard?q=a b')).toBe('/auth?returnUrl=%2Fdashboard%3Fq%3Da%20b');
  expect(authHref(`/dashboard?q=${'x'.repeat(5000)}`)).toBe('/auth?returnUrl=%2Fdashboard');
});

test('a new account goes through onboarding and keeps where it was going (issue 15 point 2)', () => {
  expect(onboardingHref('/dashboard')).toBe('/auth/welcome');
  expect(onboardingHref('/golf/search?q=a')).toBe('/auth/welcome?returnUrl=%2Fgolf%2Fsearch%3Fq%3Da');
  expect(afterOnboardingPath('/golf/search?q=a')).toBe('/golf/search?q=a');
  expect(afterOnboardingPath(null)).toBe('/dashboard');
  for (const screen of ['/auth', '/auth/', '/auth/verify?x=1', '/auth/welcome']) {
    expect(afterOnboardingPath(screen)).toBe('/dashboard');
  }
});

test('spec 1 §9: a new code waits 120 s from the last one sent, never less than 0', () => {
  const sentAt = '2026-11-24T10:00:00.000Z';
  expect(resendWaitSeconds(sentAt, new Date('2026-11-24T10:00:00.000Z'))).toBe(120);
  expect(resendWaitSeconds(sentAt, new Date('2026-11-24T10:00:45.900Z'))).toBe(75);
  expect(resendWaitSeconds(sentAt, new Date('2026-11-24T10:02:00.000Z'))).toBe(0);
  expect(resendWaitSeconds(sentAt, new Date('2026-11-24T10:09:00.000Z'))).toBe(0);
});
