import { createCookie, redirect } from '@remix-run/cloudflare';
import { z } from 'zod';

// spec 1 §9 snackbars: a redirect that should tell the user something carries a toast in a flash cookie,
// read once (and cleared) by the root loader, then shown by <Snackbar> for 3000 ms.

export const TOAST_TYPES = ['success', 'error', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export type Toast = { id: string; text: string; type: ToastType };
export type ToastInput = { text: string; type?: ToastType };

const toastCookie = createCookie('toast', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  // A flash message lives for the redirect that follows it, not longer.
  maxAge: 60,
});

const toastSchema = z.object({
  id: z.string().min(1).max(64),
  text: z.string().trim().min(1).max(500),
  type: z.enum(TOAST_TYPES).catch('info'),
});

/** The Set-Cookie header value that carries `toast` to the next page. */
export function serializeToast(toast: ToastInput): Promise<string> {
  const stored: Toast = { id: crypto.randomUUID(), text: toast.text, type: toast.type ?? 'info' };
  return toastCookie.serialize(stored);
}

/** A redirect that shows `toast` on the page it lands on. */
export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append('Set-Cookie', await serializeToast(toast));
  return redirect(url, { ...init, headers });
}

/**
 * The toast waiting in the request's cookie, and the header that clears it (null when there was no
 * toast cookie, so pages without a toast send no Set-Cookie).
 */
export async function getToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const cookieHeader = request.headers.get('Cookie');
  if (!cookieHeader?.includes('toast=')) return { toast: null, setCookie: null };
  const setCookie = await toastCookie.serialize('', { maxAge: 0, expires: new Date(0) });
  try {
    const parsed = toastSchema.safeParse(await toastCookie.parse(cookieHeader));
    return { toast: parsed.success ? parsed.data : null, setCookie };
  } catch {
    return { toast: null, setCookie };
  }
}
