// issue 4 §3 server rules (NIST SP 800-63B rev 4 §3.1.3 out-of-band codes; OWASP ASVS 5.0 V6).
const MINUTE = 60_000;

/** A code is valid 10 minutes after it was sent. */
export const CODE_TTL_MS = 10 * MINUTE;
/** At most 5 checks of one code; the sixth answers LimitExceededException. */
export const MAX_CHECKS_PER_CODE = 5;
/** At most 5 codes sent to one number per 10 minutes. */
export const MAX_SENDS_PER_NUMBER = 5;
export const SEND_WINDOW_MS = 10 * MINUTE;
/** At most 20 codes sent from one IP address per hour (SMS pumping from one client). */
export const MAX_SENDS_PER_IP = 20;
export const IP_SEND_WINDOW_MS = 60 * MINUTE;
/** At most 100 failed checks per account (phone number) per day, across all its codes. */
export const MAX_FAILED_CHECKS_PER_DAY = 100;
export const FAILED_CHECK_WINDOW_MS = 24 * 60 * MINUTE;
/** Alternative login: failed passwords per number per 15 minutes, and per IP per hour. */
export const MAX_PASSWORD_FAILURES_PER_NUMBER = 10;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * MINUTE;
export const MAX_PASSWORD_FAILURES_PER_IP = 50;
/** Mobile-app tokens: access one hour, refresh 30 days (issue 4 §9). */
export const ACCESS_TOKEN_TTL_MS = 60 * MINUTE;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * MINUTE;
