import { createCookie } from '@remix-run/cloudflare';
import {
  DEFAULT_THEME,
  parseThemePreference,
  type ThemePreference,
} from '~/domain/accounts/theme-preference';

// spec 1 §4: a theme (default-theme by default, or black-theme) and a dark flag are kept as state. The
// server reads them from a cookie and renders them as attributes on <html>, so there is no flash.

const ONE_YEAR_S = 60 * 60 * 24 * 365;

// A preference, not a secret: unsigned, and read by the server only. Secure in production like every
// cookie of the site; plain on local http hosts, where a Secure cookie would not be kept.
const themeCookie = createCookie('theme', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: ONE_YEAR_S,
});

export async function getThemePreference(request: Request): Promise<ThemePreference> {
  try {
    return parseThemePreference(await themeCookie.parse(request.headers.get('Cookie')));
  } catch {
    return { ...DEFAULT_THEME };
  }
}

/** The Set-Cookie header value that stores `preference`; `secure` from `secureCookies(config)`. */
export function serializeThemePreference(preference: ThemePreference, secure: boolean): Promise<string> {
  return themeCookie.serialize(preference, { secure });
}
