// Installs what the browser, PDF and spreadsheet tests need from Debian's packages when it is missing:
// Chromium's headless shell (the browser tests drive it with playwright-core), the full Chromium (the
// Lighthouse benchmark and the demo media scripts), poppler-utils (pdftotext / pdftoppm read the PDFs) and
// LibreOffice Calc without its GUI (soffice opens the .xlsx downloads).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed: Array<{ binary: string; aptPackage: string }> = [
  { binary: '/usr/bin/chromium-headless-shell', aptPackage: 'chromium-headless-shell' },
  { binary: '/usr/bin/chromium', aptPackage: 'chromium' },
  { binary: '/usr/bin/pdftotext', aptPackage: 'poppler-utils' },
  // soffice opens the spreadsheets the integration tests download (test/helpers/spreadsheets.ts).
  { binary: '/usr/bin/soffice', aptPackage: 'libreoffice-calc-nogui' },
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
