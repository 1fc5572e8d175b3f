/** The value of the first cookie named `name` in the request's Cookie header, or null. */
export function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/**
 * What signs the site's own cookies (session, toast): OTP_HMAC_SECRET, the key that already signs the
 * device cookies (decision 037), with the cookie's purpose in the key so that a value signed for one
 * cookie is never accepted as another. Remix's cookie API takes a list so that a new key can sign
 * while the old one is still read.
 */
export type CookieSigning = { OTP_HMAC_SECRET: string };

export function cookieSecrets(config: CookieSigning, purpose: 'session' | 'toast'): Array<string> {
  return [`${purpose}:${config.OTP_HMAC_SECRET}`];
}
