import type { AppConfig } from './env.server';
import { localToolsEnabled } from './local-dev.server';

/**
 * The request's "now". In a local mode, on a local host name, a test may move the clock with an
 * `X-Test-Now` ISO date header (expiry and throttling tests); anywhere else the real clock.
 */
export function requestNow(request: Request, config: Pick<AppConfig, 'ENVIRONMENT'>): Date {
  if (!localToolsEnabled(request, config)) return new Date();
  const header = request.headers.get('X-Test-Now');
  if (header === null) return new Date();
  const date = new Date(header);
  return Number.isNaN(date.getTime()) ? new Date() : date;
}

/** The client's IP address as Cloudflare reports it (per-IP send caps). */
export function clientIp(request: Request): string {
  return request.headers.get('CF-Connecting-IP') ?? 'unknown';
}
