import { expect, test } from 'vitest';
import { ConfigError, isLocalMode, productionConfigProblems, readConfig } from './env.server';

const SECRETS = {
  OTP_HMAC_SECRET: 'c1b8f0e2a94d4b7f8e6a2d3c5b7e9f10a2b4c6d8',
  PASSWORD_PEPPER: '7f3e9a1c5b2d4e6f8a0b1c2d3e4f5a6b7c8d9e0f',
  SMS_API_URL: 'https://sms.example/messages',
  SMS_API_USER: 'AC123',
  SMS_API_PASSWORD: 'token',
  SMS_FROM: '+12025550100',
};

test('issue 14: with nothing set the Worker is production and names every missing secret', () => {
  expect(() => readConfig({})).toThrow(ConfigError);
  try {
    readConfig({});
  } catch (error) {
    const message = (error as Error).message;
    for (const key of Object.keys(SECRETS)) expect(message).toContain(key);
    expect(message).toContain('wrangler secret put OTP_HMAC_SECRET');
  }
});

test('issue 14: production with its secrets is valid; a local or short secret is not', () => {
  expect(readConfig({ ...SECRETS }).ENVIRONMENT).toBe('production');
  const leaked = { ...readConfig({ ENVIRONMENT: 'test' }), ...SECRETS, ENVIRONMENT: 'production' as const };
  expect(productionConfigProblems({ ...leaked, OTP_HMAC_SECRET: `dev-only-otp-${'0'.repeat(40)}` })).toEqual([
    expect.stringContaining('OTP_HMAC_SECRET is not a production secret'),
  ]);
  expect(() => readConfig({ ...SECRETS, PASSWORD_PEPPER: 'short' })).toThrow(
    /PASSWORD_PEPPER is not a production secret/,
  );
});

test('issue 14: production refuses the log sender', () => {
  expect(() => readConfig({ ...SECRETS, SMS_SENDER: 'log' })).toThrow(/SMS_SENDER must be "http"/);
});

test('issue 14: the local modes need no secret and are the only non-production ones', () => {
  expect(isLocalMode(readConfig({ ENVIRONMENT: 'development' }))).toBe(true);
  expect(isLocalMode(readConfig({ ENVIRONMENT: 'test' }))).toBe(true);
  expect(isLocalMode(readConfig({ ...SECRETS }))).toBe(false);
  expect(() => readConfig({ ENVIRONMENT: 'staging' })).toThrow(ConfigError);
});

test('spec 2 §9: satellite imagery is off by default and takes only an https style URL', () => {
  expect(readConfig({ ENVIRONMENT: 'test' }).MAP_STYLE_URL).toBe('');
  const styled = { ENVIRONMENT: 'test', MAP_STYLE_URL: 'https://tiles.example.com/satellite.json' };
  expect(readConfig(styled).MAP_STYLE_URL).toBe('https://tiles.example.com/satellite.json');
  expect(() => readConfig({ ENVIRONMENT: 'test', MAP_STYLE_URL: 'http://tiles.example.com/s.json' })).toThrow(
    /MAP_STYLE_URL/,
  );
  expect(() => readConfig({ ENVIRONMENT: 'test', MAP_STYLE_URL: 'satellite' })).toThrow(/MAP_STYLE_URL/);
});

test('issue 33 §5: production refuses a Stripe API host other than api.stripe.com', () => {
  expect(() => readConfig({ ...SECRETS, STRIPE_API_URL: 'http://127.0.0.1:9999' })).toThrow(
    /STRIPE_API_URL is for local tests only/,
  );
  expect(readConfig({ ENVIRONMENT: 'test', STRIPE_API_URL: 'http://127.0.0.1:9999' }).STRIPE_API_URL).toBe(
    'http://127.0.0.1:9999',
  );
});
