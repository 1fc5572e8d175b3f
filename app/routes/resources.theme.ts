import { type ActionFunctionArgs, redirect } from '@remix-run/cloudflare';
import { z } from 'zod';
import { THEME_NAMES } from '~/domain/accounts/theme-preference';
import { readForm } from '~/server/request-body.server';
import { isSafeRedirectPath } from '~/server/safe-redirect';
import { secureCookies } from '~/server/session.server';
import { serializeThemePreference } from '~/server/theme.server';

// spec 1 §4 theme. A plain form POST (no JavaScript) sends `redirectTo` and is sent back to that page;
// the theme switch's fetcher leaves it out and gets data, so the page stays where it is.

const themeFormSchema = z.object({
  theme: z.enum(THEME_NAMES, { error: 'Choose a theme: default-theme or black-theme.' }),
  dark: z
    .enum(['true', 'false'], { error: 'Dark mode must be true or false.' })
    .transform((value) => value === 'true'),
  redirectTo: z
    .string()
    .refine(isSafeRedirectPath, { error: 'redirectTo must be a path on this site, such as /golf/search.' })
    .optional(),
});

function refused(status: number, message: string): Response {
  return new Response(`Could not change the theme.\n${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readForm(request);
  if (!body.ok) return refused(body.status, body.message);
  const { form } = body;
  const parsed = themeFormSchema.safeParse({
    theme: form.get('theme') ?? undefined,
    dark: form.get('dark') ?? undefined,
    redirectTo: form.get('redirectTo') ?? undefined,
  });
  if (!parsed.success) return refused(400, parsed.error.issues.map((issue) => issue.message).join('\n'));
  const { redirectTo, ...preference } = parsed.data;
  const headers = { 'Set-Cookie': await serializeThemePreference(preference, secureCookies(context.config)) };
  if (redirectTo) return redirect(redirectTo, { headers });
  // A Response, not data(): a resource route's data() loses its headers when called without Remix's
  // fetcher (a plain fetch from a script), and with them the cookie.
  return Response.json({ preference }, { headers });
}

export async function loader() {
  // The theme is changed by POST only; a GET (a typed URL, a crawler) goes home.
  return redirect('/');
}
