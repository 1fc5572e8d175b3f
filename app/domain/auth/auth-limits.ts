/**
 * Sign-in throttling without lockout (issue 14 §2; docs/decisions/026-sign-in-without-lockout.md).
 * NIST SP 800-63B rev 4 §3.2.2 (rate limiting: at most 100 consecutive failed attempts per account,
 * then a stronger step; delays rather than lockouts) and OWASP's device-cookie scheme: a stranger's
 * failures slow strangers down, never the owner on a device that has signed in before, and a code
 * that was sent is judged only by its own checks.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A code is valid 10 minutes after it was sent. */
export const CODE_TTL_MS = 10 * MINUTE;
/** At most 5 checks of one code; the sixth answers LimitExceededException. */
export const MAX_CHECKS_PER_CODE = 5;

/** Sends per number from clients it does not trust: 5 per 10 minutes and 10 per day (SMS flooding). */
export const MAX_SENDS_PER_NUMBER = 5;
export const SEND_WINDOW_MS = 10 * MINUTE;
export const MAX_SENDS_PER_NUMBER_PER_DAY = 10;
/** Sends from a device trusted for the number: a budget of its own that strangers cannot spend. */
export const MAX_SENDS_PER_TRUSTED_DEVICE_PER_DAY = 10;
export const DAY_MS = DAY;
/** At most 20 codes sent from one IP address per hour (SMS pumping from one client). */
export const MAX_SENDS_PER_IP = 20;
export const IP_SEND_WINDOW_MS = HOUR;

/** Failed password attempts per IP address per hour, across numbers (one client guessing widely). */
export const MAX_PASSWORD_FAILURES_PER_IP = 50;
export const IP_PASSWORD_WINDOW_MS = HOUR;

/**
 * NIST's bound: after 100 consecutive failures on a number, untrusted clients need a stronger step —
 * a new code is not sent to them, and password sign-in needs a fresh texted code first — until the
 * owner signs in once (a trusted device, or the other method), which resets the count.
 */
export const MAX_CONSECUTIVE_FAILURES = 100;

/**
 * Wait before an untrusted client may have another code sent to a number after `failures`
 * consecutive wrong codes on it: none for the first challenge's five, then 30 s doubling every five
 * failures, at most an hour. Checks of a code already sent never wait.
 */
export function sendBackoffMs(failures: number): number {
  if (failures < MAX_CHECKS_PER_CODE) return 0;
  const steps = Math.floor((failures - MAX_CHECKS_PER_CODE) / MAX_CHECKS_PER_CODE);
  return Math.min(30 * SECOND * 2 ** steps, HOUR);
}

/**
 * Wait before the next password attempt on a number (or, for a trusted device, on that device)
 * after `failures` consecutive wrong passwords: none for the first four, then 1 s doubling with
 * each failure, at most 15 minutes.
 */
export const PASSWORD_FREE_FAILURES = 4;
export function passwordBackoffMs(failures: number): number {
  if (failures <= PASSWORD_FREE_FAILURES) return 0;
  return Math.min(SECOND * 2 ** (failures - PASSWORD_FREE_FAILURES - 1), 15 * MINUTE);
}

/** The distinct waits of a back-off schedule, as [first failure count, wait]: SQL builds a CASE from it. */
export function backoffSteps(backoff: (failures: number) => number): Array<[number, number]> {
  const steps: Array<[number, number]> = [];
  let previous = 0;
  for (let failures = 1; failures <= MAX_CONSECUTIVE_FAILURES; failures += 1) {
    const wait = backoff(failures);
    if (wait !== previous) steps.push([failures, wait]);
    previous = wait;
  }
  return steps;
}

/** A device that signed in to a number is trusted for it for 180 days (device cookie). */
export const TRUSTED_DEVICE_TTL_MS = 180 * DAY;

/** Mobile-app tokens: access one hour, refresh 30 days (issue 4 §9). */
export const ACCESS_TOKEN_TTL_MS = HOUR;
export const REFRESH_TOKEN_TTL_MS = 30 * DAY;
/**
 * Concurrent refreshes of one token within this window get the same new pair; a refresh token shown
 * again later is a replay and revokes its whole sign-in (issue 14 §5).
 */
export const REFRESH_GRACE_MS = 30 * SECOND;

/** How long expired or used records are kept before the scheduled cleanup removes them. */
export const PRUNE_AFTER_MS = {
  /** Rate-limit counters, counted from their window's start (the longest window is one day). */
  counters: 2 * DAY,
  /** Throttle rows without a failure for this long start again from zero anyway. */
  throttles: 30 * DAY,
  /** Codes after their expiry or use. */
  challenges: DAY,
  /** Tokens after expiry or revocation (kept a while so a replay is recognised as one). */
  tokens: 7 * DAY,
  /** Sessions after expiry. */
  sessions: 0,
} as const;
