import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { readConfig } from '../../app/server/env.server';
import { ensureDevVars, readDevVars } from './dev-vars';

test('issue 14: .dev.vars is written once, with the local mode, the log sender and local secrets', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dev-vars-')), '.dev.vars');
  expect(ensureDevVars(file)).toBe(true);
  const first = readFileSync(file, 'utf8');
  expect(ensureDevVars(file)).toBe(false);
  expect(readFileSync(file, 'utf8')).toBe(first);
  const vars = readDevVars(file);
  expect(vars).toMatchObject({ ENVIRONMENT: 'development', SMS_SENDER: 'log' });
  expect(vars.OTP_HMAC_SECRET).toMatch(/^dev-only-otp-[0-9a-f]{48}$/);
  expect(vars.PASSWORD_PEPPER).not.toBe(vars.OTP_HMAC_SECRET);
  // The local configuration runs; the same values could never pass as production.
  expect(readConfig(vars).ENVIRONMENT).toBe('development');
  expect(() => readConfig({ ...vars, ENVIRONMENT: 'production' })).toThrow(/not a production secret/);
});
