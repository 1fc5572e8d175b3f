import type { AppConfig } from '../app/server/env.server';

/**
 * Profile renders the edge cache does not answer, limited per client network with the Workers
 * Rate Limiting binding MISS_LIMIT (wrangler.toml [[ratelimits]], decision 029). Hits never count.
 */

/** The binding's window (wrangler.toml `simple.period`): a refused visitor may retry after it. */
export const MISS_LIMIT_PERIOD_S = 60;

/**
 * The binding, or null where it is absent outside production (a hand-built env). Production
 * without it is a broken deployment: it fails loudly rather than rendering without a limit.
 */
export function missLimiter(env: Env, environment: AppConfig['ENVIRONMENT']): RateLimit | null {
  const binding: RateLimit | undefined = env.MISS_LIMIT;
  if (binding) return binding;
  if (environment === 'production') {
    throw new Error('The MISS_LIMIT rate-limit binding is missing (wrangler.toml [[ratelimits]]).');
  }
  return null;
}

/**
 * The key a client is counted under: its IPv4 address, or the /64 of its IPv6 address (one
 * subscriber holds a whole /64, so counting single addresses would let one client rotate freely).
 */
export function clientNetwork(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (!address.includes(':')) return address;
  // An IPv4-mapped address (::ffff:192.0.2.1) is that IPv4 client.
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail, ...rest] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (rest.length > 0 || missing < 0 || (tail === undefined && missing !== 0)) return address;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The refusal of a render over the limit, or null when it may go ahead (and has been counted). */
export async function refuseOverLimit(limiter: RateLimit | null, request: Request): Promise<Response | null> {
  if (limiter === null) return null;
  // Cloudflare sets CF-Connecting-IP on every request it passes to the Worker.
  const ip = request.headers.get('CF-Connecting-IP') ?? 'unknown';
  const { success } = await limiter.limit({ key: clientNetwork(ip) });
  if (success) return null;
  return new Response(
    'Too many pages were requested from your network in the last minute. Please wait a minute, then reload the page.',
    {
      status: 429,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(MISS_LIMIT_PERIOD_S),
      },
    },
  );
}
