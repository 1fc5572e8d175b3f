import { expect, test } from 'vitest';
import { clientNetwork, MISS_LIMIT_PERIOD_S, missLimiter, refuseOverLimit } from './miss-limit';

function limiterAllowing(count: number) {
  const keys: Array<string> = [];
  const limiter: RateLimit = {
    limit: async ({ key }) => {
      keys.push(key);
      return { success: keys.length <= count };
    },
  };
  return { limiter, keys };
}

const from = (ip: string) =>
  new Request('https://example.com/player/jo/summary', { headers: { 'CF-Connecting-IP': ip } });

test.each([
  { ip: '203.0.113.7', network: '203.0.113.7' },
  { ip: '2001:db8:85a3:0042:1000:8a2e:370:7334', network: '2001:db8:85a3:42::/64' },
  { ip: '2001:DB8:85A3:42::1', network: '2001:db8:85a3:42::/64' },
  { ip: '2001:db8::1', network: '2001:db8:0:0::/64' },
  { ip: '::1', network: '0:0:0:0::/64' },
  { ip: '::ffff:198.51.100.4', network: '198.51.100.4' },
  { ip: 'not:an::ip::at:all', network: 'not:an::ip::at:all' },
])('$ip is counted as $network', ({ ip, network }) => {
  expect(clientNetwork(ip)).toBe(network);
});

test('addresses of one IPv6 /64 share a count; another /64 has its own', () => {
  expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe(clientNetwork('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
  expect(clientNetwork('2001:db8:1:3::1')).not.toBe(clientNetwork('2001:db8:1:2::1'));
});

test('a render within the limit goes ahead, counted under the client network', async () => {
  const { limiter, keys } = limiterAllowing(1);
  expect(await refuseOverLimit(limiter, from('2001:db8:1:2::9'))).toBeNull();
  expect(keys).toEqual(['2001:db8:1:2::/64']);
});

test('over the limit: 429, Retry-After the window, never stored, a sentence a person reads', async () => {
  const { limiter } = limiterAllowing(0);
  const refused = await refuseOverLimit(limiter, from('203.0.113.7'));
  expect(refused?.status).toBe(429);
  expect(refused?.headers.get('Retry-After')).toBe(String(MISS_LIMIT_PERIOD_S));
  expect(refused?.headers.get('Cache-Control')).toBe('no-store');
  expect(refused?.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
  expect(await refused?.text()).toMatch(/^Too many pages .* wait a minute/);
});

test('without the binding: no limit outside production, an error in production', () => {
  const env = {} as Env;
  expect(missLimiter(env, 'development')).toBeNull();
  expect(missLimiter(env, 'test')).toBeNull();
  expect(() => missLimiter(env, 'production')).toThrow(/MISS_LIMIT/);
  const { limiter } = limiterAllowing(1);
  expect(missLimiter({ MISS_LIMIT: limiter } as Env, 'production')).toBe(limiter);
});
