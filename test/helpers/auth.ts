import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/accounts';
import type { TestWorkers } from './workers';

// Helpers of the sign-in tests: drive the real forms the way a browser without JavaScript does.

let ipCounter = 1;
/** A fresh client address, so the per-IP send cap of one test does not touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

let phoneCounter = 100;
/** A valid US number no other test uses: +1 202 555 01xx…; `national` is the 10 digits typed. */
export function freshPhone(): { national: string; e164: string } {
  phoneCounter += 1;
  const national = `2025${String(phoneCounter).padStart(6, '0')}`;
  return { national, e164: `+1${national}` };
}

export function cookiesOf(response: Response): Array<string> {
  return response.headers.getSetCookie();
}

/** name=value of a Set-Cookie, or null when the response does not set it (or clears it). */
export function cookieValue(response: Response, name: string): string | null {
  for (const cookie of cookiesOf(response)) {
    const [pair] = cookie.split(';');
    const [key, value] = (pair ?? '').split('=');
    if (key === name) return value ? `${key}=${value}` : null;
  }
  return null;
}

export function form(values: Record<string, string | Array<string>>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  return body;
}

export async function postForm(
  workers: TestWorkers,
  path: string,
  values: Record<string, string | Array<string>>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return workers.fetch(path, {
    method: 'POST',
    body: form(values),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** The latest code texted to a number, from the development outbox. */
export async function latestCode(workers: TestWorkers, e164: string): Promise<string> {
  const response = await workers.fetch(`/resources/dev/sms-outbox?phone=${encodeURIComponent(e164)}`);
  const body = (await response.json()) as { messages: Array<{ body: string }> };
  const match = /\b(\d{6})\b/.exec(body.messages[0]?.body ?? '');
  if (!match?.[1]) throw new Error(`no code in the outbox for ${e164}`);
  return match[1];
}

/** Sends a code to a number through /auth/phone; returns the pending-challenge cookie. */
export async function requestCode(
  workers: TestWorkers,
  national: string,
  options: { ip?: string; returnUrl?: string; headers?: Record<string, string> } = {},
): Promise<{ response: Response; pending: string | null }> {
  const values: Record<string, string> = { country: 'US', phone: national };
  if (options.returnUrl) values.returnUrl = options.returnUrl;
  const response = await postForm(workers, '/auth/phone', values, {
    'CF-Connecting-IP': options.ip ?? freshIp(),
    ...options.headers,
  });
  return { response, pending: cookieValue(response, 'auth_challenge') };
}

export async function submitCode(
  workers: TestWorkers,
  pending: string,
  code: string,
  options: { returnUrl?: string; headers?: Record<string, string>; cookie?: string } = {},
): Promise<Response> {
  const values: Record<string, string | Array<string>> = { intent: 'verify', digit: [...code] };
  if (options.returnUrl) values.returnUrl = options.returnUrl;
  return postForm(workers, '/auth/verify', values, {
    Cookie: [pending, options.cookie].filter(Boolean).join('; '),
    ...options.headers,
  });
}

/** The whole phone flow: returns the session cookie (name=value) of the signed-in browser. */
export async function signInByPhone(workers: TestWorkers, national: string): Promise<string> {
  const { pending } = await requestCode(workers, national);
  if (!pending) throw new Error('no pending challenge');
  const e164 = `+1${national}`;
  const response = await submitCode(workers, pending, await latestCode(workers, e164));
  const session = cookieValue(response, '__session');
  if (!session) throw new Error(`sign-in failed: ${response.status}`);
  return session;
}

/**
 * Gives the account of a number a username, as onboarding would (issue 15 point 2), for tests of the
 * sign-in that are not about onboarding; returns the username.
 */
export async function finishOnboarding(workers: TestWorkers, e164: string): Promise<string> {
  const username = `player-${e164.replace(/\D/g, '')}`;
  await workers.db.update(accounts).set({ username }).where(eq(accounts.phone, e164));
  return username;
}
