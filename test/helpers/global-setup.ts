import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Integration and browser tests run against the built Workers: build them once when missing. */
export default function setup(): void {
  // PDF tests read PDFs with poppler-utils; the script installs it (and Chromium) when missing.
  if (!existsSync('/usr/bin/pdftotext')) {
    execFileSync('npx', ['tsx', 'scripts/ensure-system-tools.ts'], { stdio: 'inherit' });
  }
  if (existsSync('dist/app/app.js') && existsSync('dist/pdf/index.js') && existsSync('build/client')) return;
  execFileSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
  });
}
