// Installs what the browser and PDF tests need from Debian's packages when it is missing:
// Chromium (driven by playwright-core) and poppler-utils (pdftotext / pdftoppm read the PDFs).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed: Array<{ binary: string; aptPackage: string }> = [
  { binary: '/usr/bin/chromium', aptPackage: 'chromium' },
  { binary: '/usr/bin/pdftotext', aptPackage: 'poppler-utils' },
];

const missing = needed.filter((tool) => !existsSync(tool.binary)).map((tool) => tool.aptPackage);
if (missing.length > 0) {
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args: Array<string>) =>
    execFileSync(sudo[0] ?? args[0] ?? '', sudo.length ? args : args.slice(1), { stdio: 'inherit', env });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing]);
}
