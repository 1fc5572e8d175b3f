import { type Cookie, createCookie, redirect } from '@remix-run/cloudflare';
import { z } from 'zod';
import { type CookieSigning, cookieSecrets } from './cookies.server';
import { secureCookies } from './session.server';

// spec 1 §9 snackbars: a redirect that should tell the user something carries a toast in a flash cookie,
// read once (and cleared) by the root loader, then shown by <Snackbar> for 3000 ms. The cookie is signed
// (decision 037): a toast whose signature does not match is dropped, so no link can plant a message.

export const TOAST_TYPES = ['success', 'error', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export type Toast = { id: string; text: string; type: ToastType };
export type ToastInput = { text: string; type?: ToastType };

/** What the toast cookie needs: its signing key, and the mode (Secure in production). */
export type ToastCookieConfig = CookieSigning & { ENVIRONMENT: string };

function toastCookie(config: ToastCookieConfig): Cookie {
  return createCookie('toast', {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: secureCookies(config),
    // A flash message lives for the redirect that follows it, not longer.
    maxAge: 60,
    secrets: cookieSecrets(config, 'toast'),
  });
}

const toastSchema = z.object({
  id: z.string().min(1).max(64),
  text: z.string().trim().min(1).max(500),
  type: z.enum(TOAST_TYPES).catch('info'),
});

/** The Set-Cookie header value that carries `toast` to the next page. */
export function serializeToast(toast: ToastInput, config: ToastCookieConfig): Promise<string> {
  const stored: Toast = { id: crypto.randomUUID(), text: toast.text, type: toast.type ?? 'info' };
  return toastCookie(config).serialize(stored);
}

/** A redirect that shows `toast` on the page it lands on. */
export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  config: ToastCookieConfig,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append('Set-Cookie', await serializeToast(toast, config));
  return redirect(url, { ...init, headers });
}

/**
 * The toast waiting in the request's cookie, and the header that clears it (null when there was no
 * toast cookie, so pages without a toast send no Set-Cookie).
 */
export async function getToast(
  request: Request,
  config: ToastCookieConfig,
): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const cookieHeader = request.headers.get('Cookie');
  if (!cookieHeader?.includes('toast=')) return { toast: null, setCookie: null };
  const cookie = toastCookie(config);
  const setCookie = await cookie.serialize('', { maxAge: 0, expires: new Date(0) });
  try {
    // A bad signature parses as null, which the schema refuses; one that is not base64 throws.
    const parsed = toastSchema.safeParse(await cookie.parse(cookieHeader));
    return { toast: parsed.success ? parsed.data : null, setCookie };
  } catch {
    return { toast: null, setCookie };
  }
}
