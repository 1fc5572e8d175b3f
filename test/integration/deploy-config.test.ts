// issue 14 §1: production is the default. The deploy bundle carries no development mode, log sender
// or development secret; without its secrets a production Worker serves nothing; development tools
// exist only in a local mode on a local host name.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_VARS } from '../../scripts/lib/workers';
import { apiTokenFor, createPlayer } from '../helpers/factories';
import { PRODUCTION_VARS, startTestWorkers, type TestWorkers } from '../helpers/workers';

const DEV_ONLY_NAMES = ['ENVIRONMENT', 'SMS_SENDER', 'OTP_HMAC_SECRET', 'PASSWORD_PEPPER'];

/** The [vars] of wrangler.toml, as deployed (the only variables a deployment gets besides secrets). */
function deployedVars(): Record<string, string> {
  const toml = readFileSync('wrangler.toml', 'utf8');
  const section = toml.split(/^\[vars\]\s*$/m)[1]?.split(/^\[/m)[0] ?? '';
  const vars: Record<string, string> = {};
  for (const match of section.matchAll(/^([A-Z_]+)\s*=\s*"(.*)"\s*$/gm))
    vars[match[1] ?? ''] = match[2] ?? '';
  return vars;
}

/** /api/auth/me with an access token of one hour, asked with X-Test-Now two hours later. */
async function tokenStatusTwoHoursLater(workers: TestWorkers): Promise<number> {
  const player = await createPlayer(workers.db);
  const token = await apiTokenFor(workers.db, player.id);
  const response = await workers.fetch('/api/auth/me', {
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Test-Now': new Date(Date.now() + 2 * 3_600_000).toISOString(),
    },
  });
  return response.status;
}

describe('the deploy bundle (wrangler deploy --dry-run)', () => {
  let output = '';
  let outdir = '';
  beforeAll(() => {
    outdir = mkdtempSync(path.join(tmpdir(), 'deploy-check-'));
    output = execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], {
      encoding: 'utf8',
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
    });
  }, 120_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  test('binds no development mode, log sender or development secret', () => {
    const bindings = output.split('following bindings:')[1] ?? '';
    expect(bindings).toContain('env.DB');
    for (const name of DEV_ONLY_NAMES) expect(bindings).not.toContain(`env.${name} `);
    expect(output).not.toMatch(/dev-only-|test-only-|"development"|"log"/);
    expect(Object.keys(deployedVars()).filter((name) => DEV_ONLY_NAMES.includes(name))).toEqual([]);
  });

  test('the bundled code holds no development secret or local flag value', () => {
    const code = readdirSync(outdir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(outdir, file), 'utf8'))
      .join('\n');
    expect(code.length).toBeGreaterThan(100_000);
    expect(code).not.toMatch(/dev-only-[a-z]+-[0-9a-f]|test-only-otp|test-only-pepper/);
  });
});

describe('a Worker with only the deployed configuration', () => {
  let workers: TestWorkers;
  beforeAll(async () => {
    // Exactly the deployed [vars], no secrets: ENVIRONMENT, SMS_SENDER and the secrets absent.
    const unset = Object.fromEntries(DEV_ONLY_NAMES.map((name) => [name, undefined]));
    workers = await startTestWorkers({ vars: { ...deployedVars(), ...unset } });
  });
  afterAll(() => workers?.dispose());

  test('is production and refuses to serve until its secrets are set', async () => {
    for (const path of ['/', '/auth/phone', '/resources/dev/sms-outbox?phone=%2B12025550123']) {
      const response = await workers.fetch(path);
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(text).toBe('This site is not available right now. Please try again later.');
      // The public answer names no secret; the Worker log does (env.server.test.ts).
      expect(text).not.toMatch(/SECRET|PEPPER/);
    }
  });
});

describe('production with its secrets', () => {
  let workers: TestWorkers;
  beforeAll(async () => {
    workers = await startTestWorkers({ vars: PRODUCTION_VARS });
  });
  afterAll(() => workers?.dispose());

  test('has no SMS outbox, ignores X-Test-Now and refuses the demo data’s fictional numbers', async () => {
    expect((await workers.fetch('/resources/dev/sms-outbox?phone=%2B12025550123')).status).toBe(404);
    const fictional = await workers.fetch('/api/auth/code', {
      method: 'POST',
      body: JSON.stringify({ phone: '+15555550123' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(fictional.status).toBe(400);
    // An access token valid for an hour stays valid "two hours later": the header moves no clock.
    expect(await tokenStatusTwoHoursLater(workers)).toBe(200);
    expect((await workers.fetch('/experimental/shot-dispersion-chart')).status).toBe(302);
  });
});

describe('a local mode', () => {
  let workers: TestWorkers;
  beforeAll(async () => {
    workers = await startTestWorkers({ vars: DEFAULT_VARS });
  });
  afterAll(() => workers?.dispose());

  test('serves local host names only: a public host name is refused, so a development configuration cannot go live', async () => {
    expect((await workers.fetch('/resources/health')).status).toBe(200);
    expect((await workers.fetchUrl('http://lakeside.localhost/resources/health')).status).toBe(200);
    expect((await workers.fetchUrl('http://players.example.test/resources/health')).status).toBe(200);
    const live = await workers.fetchUrl('https://golf.example.com/resources/health');
    expect(live.status).toBe(503);
    const outbox = await workers.fetchUrl(
      'https://golf.example.com/resources/dev/sms-outbox?phone=%2B12025550123',
    );
    expect(outbox.status).toBe(503);
  });

  test('moves its clock with X-Test-Now on a local host name (the tests rely on it)', async () => {
    expect(await tokenStatusTwoHoursLater(workers)).toBe(401);
  });
});

test('the browser never downloads the standards model: its data stays in the Worker (decision 068)', () => {
  const assets = 'build/client/assets';
  const scripts = readdirSync(assets).filter((name) => /\.(m?js)$/.test(name));
  expect(scripts.length).toBeGreaterThan(10);
  const carrying = scripts.filter((name) =>
    readFileSync(path.join(assets, name), 'utf8').includes('strokeValue'),
  );
  expect(carrying).toEqual([]);
  expect(readFileSync('dist/app/app.js', 'utf8')).toContain('strokeValue');
});
