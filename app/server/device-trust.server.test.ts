import { expect, test } from 'vitest';
import { deviceCookie, issueDeviceToken, readDeviceCookie, trustedDeviceId } from './device-trust.server';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = new Date('2026-11-24T10:00:00Z');
const PHONE = '+12025550123';

test('decision 026: a device token is trusted for its number until it is 180 days old', async () => {
  const token = await issueDeviceToken(SECRET, PHONE, NOW);
  expect(await trustedDeviceId(SECRET, token, PHONE, NOW)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const later = new Date(NOW.getTime() + 179 * 86_400_000);
  expect(await trustedDeviceId(SECRET, token, PHONE, later)).not.toBeNull();
  const tooLate = new Date(NOW.getTime() + 181 * 86_400_000);
  expect(await trustedDeviceId(SECRET, token, PHONE, tooLate)).toBeNull();
});

test('decision 026: another number, another secret or a changed token is not trusted', async () => {
  const token = await issueDeviceToken(SECRET, PHONE, NOW);
  expect(await trustedDeviceId(SECRET, token, '+12025550124', NOW)).toBeNull();
  expect(await trustedDeviceId(`${SECRET}x`, token, PHONE, NOW)).toBeNull();
  const [id, issued, mac] = token.split('.');
  expect(
    await trustedDeviceId(
      SECRET,
      `${id}.${issued}.${mac?.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}`,
      PHONE,
      NOW,
    ),
  ).toBeNull();
  expect(
    await trustedDeviceId(
      SECRET,
      `${id}.${(Number.parseInt(issued ?? '0', 36) + 1).toString(36)}.${mac}`,
      PHONE,
      NOW,
    ),
  ).toBeNull();
  expect(await trustedDeviceId(SECRET, null, PHONE, NOW)).toBeNull();
  expect(await trustedDeviceId(SECRET, 'garbage', PHONE, NOW)).toBeNull();
});

test('the device cookie: HttpOnly, Lax, site-wide; Secure with the __Secure- name in production', async () => {
  const token = await issueDeviceToken(SECRET, PHONE, NOW);
  const secure = deviceCookie(token, true);
  expect(secure).toMatch(/^__Secure-device=.+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=15552000; Secure$/);
  expect(deviceCookie(token, false)).toMatch(/^device=/);
  const request = new Request('https://x.test/', { headers: { Cookie: `theme=a; ${secure.split(';')[0]}` } });
  expect(readDeviceCookie(request, true)).toBe(token);
  expect(readDeviceCookie(request, false)).toBeNull();
});
