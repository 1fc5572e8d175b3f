import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Local development configuration (issue 14: production is the default). The deployed wrangler.toml
 * carries no development value; `.dev.vars` — git-ignored, read by `wrangler dev` and the Vite dev
 * proxy, never uploaded by `wrangler deploy` — holds the local mode, the log SMS sender and secrets
 * of this machine. `npm run dev` and `npm start` write it when it is missing.
 */
export const DEV_VARS_FILE = '.dev.vars';

function localSecret(name: string): string {
  // The dev-only- prefix makes the production check refuse these values anywhere they might leak to.
  return `dev-only-${name}-${randomBytes(24).toString('hex')}`;
}

export function devVarsText(): string {
  return [
    '# Local development only (git-ignored; never deployed). Written by `npm run dev` / `npm start`.',
    '# Delete the file to get new local secrets; production secrets are set with `wrangler secret put`.',
    'ENVIRONMENT=development',
    'SMS_SENDER=log',
    // The demo showcase player (db/seed/people.ts) as the front page's sample profile.
    'FRONT_PAGE_SAMPLE_PLAYER=jordan-reyes',
    `OTP_HMAC_SECRET=${localSecret('otp')}`,
    `PASSWORD_PEPPER=${localSecret('pepper')}`,
    '',
  ].join('\n');
}

/** Writes `.dev.vars` when it is missing; answers whether it did. */
export function ensureDevVars(file = DEV_VARS_FILE): boolean {
  if (existsSync(file)) return false;
  writeFileSync(file, devVarsText(), { mode: 0o600 });
  return true;
}

/** The variables of a `.dev.vars` file (KEY=value lines; # comments; optional quotes). */
export function readDevVars(file = DEV_VARS_FILE): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1]) continue;
    vars[match[1]] = (match[2] ?? '').replace(/^"(.*)"$/, '$1').replace(/^'(.*)'$/, '$1');
  }
  return vars;
}
