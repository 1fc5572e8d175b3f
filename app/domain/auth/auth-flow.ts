import { z } from 'zod';

// spec 1 §2–§5, §8, §9: the sign-in screens' rules, texts and constants. Pure: no I/O.

export type CountryOption = { country: string; code: string; flag: string; name: string };

function flagOf(iso: string): string {
  return [...iso].map((letter) => String.fromCodePoint(0x1f1a5 + letter.charCodeAt(0))).join('');
}

function option(country: string, code: string, name: string, iso = country): CountryOption {
  return { country, code, flag: flagOf(iso), name };
}

// spec 1 §3: the phone login list, 24 entries in this order.
export const PHONE_COUNTRIES: ReadonlyArray<CountryOption> = [
  option('US', '+1', 'United States'),
  option('CA', '+1', 'Canada'),
  option('UK', '+44', 'United Kingdom', 'GB'),
  option('FR', '+33', 'France'),
  option('DE', '+49', 'Germany'),
  option('IT', '+39', 'Italy'),
  option('ES', '+34', 'Spain'),
  option('NL', '+31', 'Netherlands'),
  option('SE', '+46', 'Sweden'),
  option('NO', '+47', 'Norway'),
  option('DK', '+45', 'Denmark'),
  option('CH', '+41', 'Switzerland'),
  option('AT', '+43', 'Austria'),
  option('BE', '+32', 'Belgium'),
  option('PT', '+351', 'Portugal'),
  option('IN', '+91', 'India'),
  option('CN', '+86', 'China'),
  option('JP', '+81', 'Japan'),
  option('KR', '+82', 'South Korea'),
  option('AU', '+61', 'Australia'),
  option('NZ', '+64', 'New Zealand'),
  option('BR', '+55', 'Brazil'),
  option('MX', '+52', 'Mexico'),
  option('AR', '+54', 'Argentina'),
];

// spec 1 §3: the alternative login list, 8 entries.
export const ALTERNATIVE_COUNTRIES: ReadonlyArray<CountryOption> = [
  option('US', '+1', 'United States'),
  option('UK', '+44', 'United Kingdom', 'GB'),
  option('IN', '+91', 'India'),
  option('AU', '+61', 'Australia'),
  option('DE', '+49', 'Germany'),
  option('FR', '+33', 'France'),
  option('JP', '+81', 'Japan'),
  option('CN', '+86', 'China'),
];

/** spec 1 §5: the default country code is +1 (the United States entry). */
export const DEFAULT_COUNTRY = 'US';

// spec 1 §9 constants.
export const CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 120;
export const AUTO_SUBMIT_DELAY_MS = 100;
export const FIRST_BOX_FOCUS_DELAY_MS = 100;
export const PHONE_READ_ONLY_MS = 500;

/** spec 1 §9: seconds left before a new code may be asked for, counted from when the last one was sent. */
export function resendWaitSeconds(sentAt: string, now: Date): number {
  const elapsed = Math.floor((now.getTime() - new Date(sentAt).getTime()) / 1000);
  return Math.max(0, RESEND_COOLDOWN_SECONDS - elapsed);
}

// spec 1 §5 validation texts.
export const MESSAGES = {
  countryRequired: 'Country code is required',
  phoneRequired: 'Phone number is required',
  phoneLogin: 'Please enter a valid 10-11 digit phone number',
  phoneAlternative: 'Please enter a valid 10-digit phone number',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
  passwordLong: 'Password must be at most 1000 characters',
} as const;

function countryField(list: ReadonlyArray<CountryOption>) {
  return z
    .string({ error: MESSAGES.countryRequired })
    .min(1, MESSAGES.countryRequired)
    .refine((value) => list.some((c) => c.country === value), MESSAGES.countryRequired);
}

function phoneField(pattern: RegExp, message: string, maxLength: number) {
  return z
    .string({ error: MESSAGES.phoneRequired })
    .max(maxLength * 4, message)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, MESSAGES.phoneRequired).regex(pattern, message));
}

/** spec 1 §5 phone login: country required, 10 or 11 digits (input max length 11). */
export const phoneLoginSchema = z.object({
  country: countryField(PHONE_COUNTRIES),
  phone: phoneField(/^\d{10,11}$/, MESSAGES.phoneLogin, 11),
});

/** spec 1 §5 alternative login: exactly 10 digits, password of at least 6 characters. */
export const alternativeLoginSchema = z.object({
  country: countryField(ALTERNATIVE_COUNTRIES),
  phone: phoneField(/^\d{10}$/, MESSAGES.phoneAlternative, 10),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .min(6, MESSAGES.passwordShort)
    .max(1000, MESSAGES.passwordLong),
});

export const PHONE_MAX_LENGTH = { login: 11, alternative: 10 } as const;

const CODE_FORMAT = 'Invalid verification code format.';

/**
 * The verify screen's two buttons (spec 1 §2, §4): Confirm posts the six boxes (spec 1 §5: each
 * exactly one digit), Resend Code asks for a new code. Anything else is not a code of the right form.
 */
export const verifyFormSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('verify'),
      digit: z
        .array(z.string({ error: CODE_FORMAT }).regex(/^\d$/, CODE_FORMAT), { error: CODE_FORMAT })
        .length(CODE_LENGTH, CODE_FORMAT),
    }),
    z.object({ intent: z.literal('resend') }),
  ],
  { error: CODE_FORMAT },
);

/** spec 1 §3/§5: the full number is the country's dial code joined with the digits. */
export function fullPhoneNumber(list: ReadonlyArray<CountryOption>, country: string, digits: string): string {
  const code = list.find((c) => c.country === country)?.code ?? '+1';
  return `${code}${digits}`;
}

/** spec 1 §2 verify screen: every character but the last 4 digits becomes a star. */
export function maskPhone(phone: string): string {
  if (phone.length <= 4) return phone;
  return `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}

/** spec 1 §4: a paste is reduced to its digits, at most six. */
export function pastedDigits(text: string): Array<string> {
  return [...text.replace(/\D/g, '')].slice(0, CODE_LENGTH);
}

/** spec 1 §5: six boxes, each exactly one digit. */
export function isCompleteCode(digits: ReadonlyArray<string>): boolean {
  return digits.length === CODE_LENGTH && digits.every((d) => /^\d$/.test(d));
}

/** spec 1 §4: "Resend Code (m:ss)" during the cooldown, then "Resend Code". */
export function resendLabel(secondsLeft: number): string {
  if (secondsLeft <= 0) return 'Resend Code';
  const whole = Math.ceil(secondsLeft);
  return `Resend Code (${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')})`;
}

/** spec 1 §4 step 2: the answer to "send code" that moves on to the verify screen. */
export function isCodeSent(response: { challengeName?: string | null; status?: string | null }): boolean {
  return (
    response.challengeName === 'SMS_MFA' ||
    response.challengeName === 'CUSTOM_CHALLENGE' ||
    response.status === 'SUCCESS'
  );
}

export const UNEXPECTED_RESPONSE = 'Unexpected authentication response. Please try again.';

/** The toast after a successful resend (spec 1 §4: it restarts the cooldown and clears the boxes). */
export const CODE_RESENT = 'A new code is on its way.';

// spec 1 §8 error catalogues.
const SEND_ERRORS: Record<string, string> = {
  NetworkError: 'Network error. Please check your connection and try again.',
  InvalidParameterException: 'Invalid phone number format. Please try again.',
  LimitExceededException: 'Too many attempts. Please try again later.',
  UserNotFoundException: 'Phone number not found. Please check and try again.',
};
const SEND_DEFAULT = 'Failed to send verification code. Please try again.';

const VERIFY_ERRORS: Record<string, string> = {
  CodeMismatchException: 'Invalid verification code. Please try again.',
  ExpiredCodeException: 'Verification code has expired. Please request a new one.',
  LimitExceededException: 'Too many attempts. Please try again later.',
  InvalidParameterException: CODE_FORMAT,
};
const VERIFY_DEFAULT = 'Invalid verification code. Please try again.';

export const ALTERNATIVE_DEFAULT = 'Invalid phone number or password. Please try again.';

/** spec 1 §8 phone login: a known code's text, "Authentication error: {code}", or the default. */
export function sendCodeMessage(code: string | null | undefined): string {
  if (!code) return SEND_DEFAULT;
  return SEND_ERRORS[code] ?? `Authentication error: ${code}`;
}

/** spec 1 §8 verification: a known code's text, "Verification error: {code}", or the default. */
export function verifyCodeMessage(code: string | null | undefined): string {
  if (!code) return VERIFY_DEFAULT;
  return VERIFY_ERRORS[code] ?? `Verification error: ${code}`;
}

/** spec 1 §8 alternative login: the error's message, else the default. */
export function alternativeLoginMessage(message: string | null | undefined): string {
  return message?.trim() ? message : ALTERNATIVE_DEFAULT;
}

/** Longer return URLs keep only their path: a Location header is not the place for a 16 KB query. */
const RETURN_URL_MAX = 2048;

/** spec 1 §2 guard: /auth with the requested URL as returnUrl. */
export function authHref(returnUrl: string | null): string {
  if (!returnUrl) return '/auth';
  const kept =
    returnUrl.length > RETURN_URL_MAX
      ? (returnUrl.split(/[?#]/)[0] ?? '').slice(0, RETURN_URL_MAX)
      : returnUrl;
  return `/auth?returnUrl=${encodeURIComponent(kept)}`;
}

/**
 * spec 1 §4 step 3: after a correct code, the stored returnUrl (already checked to be a same-origin
 * path) unless it is /auth or /auth/verify; otherwise /dashboard.
 */
export function afterVerifyPath(safeReturnUrl: string | null): string {
  if (!safeReturnUrl) return '/dashboard';
  const pathname = (safeReturnUrl.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  if (pathname === '/auth' || pathname === '/auth/verify') return '/dashboard';
  return safeReturnUrl;
}

/** issue 15 point 2: where an account without a username sets its name and username. */
export const ONBOARDING_PATH = '/auth/welcome';

/** The onboarding page, then `next` (the path spec 1 §4 step 3 chose); the dashboard needs no mention. */
export function onboardingHref(next: string): string {
  return next === '/dashboard' ? ONBOARDING_PATH : `${ONBOARDING_PATH}?returnUrl=${encodeURIComponent(next)}`;
}

/** After onboarding: the returnUrl it was given unless that is a sign-in screen; otherwise /dashboard. */
export function afterOnboardingPath(safeReturnUrl: string | null): string {
  const pathname = (safeReturnUrl?.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  if (!safeReturnUrl || pathname === '/auth' || pathname.startsWith('/auth/')) return '/dashboard';
  return safeReturnUrl;
}

/** spec 1 §4 step 4: the alternative login lands on the home page. */
export const AFTER_ALTERNATIVE_LOGIN = '/';
