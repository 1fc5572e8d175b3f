import { type AppConfig, isLocalMode } from './env.server';

/**
 * Host names that only ever reach a machine of one's own: localhost and *.localhost, the reserved
 * .test TLD (RFC 6761), loopback and private-network addresses. No Cloudflare zone can serve them, so
 * a Worker deployed by mistake with a local ENVIRONMENT still never shows a development tool to a
 * visitor of a public host name.
 */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.test')) return true;
  if (host === '::1') return true;
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (!ipv4) return false;
  const [a, b] = [Number(ipv4[1]), Number(ipv4[2])];
  return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}

/**
 * Development conveniences (the SMS outbox, the `X-Test-Now` clock, fictional demo numbers) exist only
 * in a local mode and only for a request to a local host name.
 */
export function localToolsEnabled(request: Request, config: Pick<AppConfig, 'ENVIRONMENT'>): boolean {
  return isLocalMode(config) && isLocalHostname(new URL(request.url).hostname);
}
