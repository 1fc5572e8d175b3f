// A `redirectTo` taken from a form or query string must stay on this site: only a path that starts with
// one slash (no `//host`, no `/\host`, no scheme such as `javascript:` or `https:`) is accepted.

const PROBE_ORIGIN = 'http://same-origin.invalid';

/** True when `to` is a same-origin path such as `/player/ann/summary?tab=1#about`. */
export function isSafeRedirectPath(to: unknown): to is string {
  if (typeof to !== 'string' || to.length === 0 || to.length > 2048) return false;
  if (!to.startsWith('/') || to.startsWith('//')) return false;
  if (hasUnsafeCharacter(to)) return false;
  try {
    return new URL(to, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

// Browsers read a backslash as a slash and drop tabs and newlines, so `/\evil.com` means `//evil.com`.
function hasUnsafeCharacter(path: string): boolean {
  for (const char of path) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/** `to` when it is a safe same-origin path, otherwise `fallback`. */
export function safeRedirectPath(to: unknown, fallback = '/'): string {
  return isSafeRedirectPath(to) ? to : fallback;
}
