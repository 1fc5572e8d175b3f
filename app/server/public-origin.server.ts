import type { AppConfig } from './env.server';

/**
 * The origin for absolute links that leave the site (share previews, e-mails): the configured public
 * origin when it is a valid http(s) URL, else the origin the request came in on.
 */
export function publicOrigin(request: Request, config: Pick<AppConfig, 'PUBLIC_ORIGIN'>): string {
  const configured = config.PUBLIC_ORIGIN.trim();
  if (configured !== '' && URL.canParse(configured)) {
    const url = new URL(configured);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  }
  return new URL(request.url).origin;
}
