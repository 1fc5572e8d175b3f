import { expect, test } from 'vitest';
import { isLocalHostname, localToolsEnabled } from './local-dev.server';

test('issue 14: local host names are the ones no public zone can serve', () => {
  for (const host of [
    'localhost',
    'players.localhost',
    'clubteams.example.test',
    '127.0.0.1',
    '[::1]',
    '10.0.0.7',
    '192.168.1.20',
    '172.20.3.4',
  ])
    expect(isLocalHostname(host), host).toBe(true);
  for (const host of [
    'example.com',
    'golf.example.com',
    'localhost.example.com',
    'test.example.org',
    '8.8.8.8',
    '172.32.0.1',
    '192.169.0.1',
  ])
    expect(isLocalHostname(host), host).toBe(false);
});

test('issue 14: development tools need a local mode and a local host name', () => {
  const local = { ENVIRONMENT: 'development' as const };
  expect(localToolsEnabled(new Request('http://localhost:5173/'), local)).toBe(true);
  expect(localToolsEnabled(new Request('https://golf.example.com/'), local)).toBe(false);
  expect(localToolsEnabled(new Request('http://localhost:5173/'), { ENVIRONMENT: 'production' })).toBe(false);
});
