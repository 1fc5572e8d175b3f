import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Integration and browser tests run against the built Workers: build them once when missing. */
export default function setup(): void {
  if (existsSync('dist/app/app.js') && existsSync('dist/pdf/index.js') && existsSync('build/client')) return;
  execFileSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
  });
}
