import { createCookie } from '@remix-run/cloudflare';
import { z } from 'zod';

// spec 1 §4: a theme (default-theme by default, or black-theme) and a dark flag are kept as state. The
// server reads them from a cookie and renders them as attributes on <html>, so there is no flash.

export const THEME_NAMES = ['default-theme', 'black-theme'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export type ThemePreference = { theme: ThemeName; dark: boolean };

export const DEFAULT_THEME: ThemePreference = { theme: 'default-theme', dark: false };

const ONE_YEAR_S = 60 * 60 * 24 * 365;

// A preference, not a secret: unsigned, and read by the server only. Not `secure`, so that it also works
// on plain-http local and LAN development hosts.
const themeCookie = createCookie('theme', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: ONE_YEAR_S,
});

// Each field falls back on its own: a cookie with a bad theme keeps a good dark flag.
const storedThemeSchema = z.object({
  theme: z.enum(THEME_NAMES).catch(DEFAULT_THEME.theme),
  dark: z.boolean().catch(DEFAULT_THEME.dark),
});

/** The preference held in a decoded cookie value; anything unreadable gives the defaults. */
export function parseThemePreference(value: unknown): ThemePreference {
  const parsed = storedThemeSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : { ...DEFAULT_THEME };
}

export async function getThemePreference(request: Request): Promise<ThemePreference> {
  try {
    return parseThemePreference(await themeCookie.parse(request.headers.get('Cookie')));
  } catch {
    return { ...DEFAULT_THEME };
  }
}

/** The Set-Cookie header value that stores `preference`. */
export function serializeThemePreference(preference: ThemePreference): Promise<string> {
  return themeCookie.serialize(preference);
}
