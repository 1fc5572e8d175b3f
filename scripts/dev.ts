// `npm run dev`: migrates the local D1 (seeding it on first start, then deriving the stat flags of
// any hole that lacks them and the discovery rows when they are out of date), runs the PDF Worker and the
// Remix dev server (whose Worker reaches the PDF Worker through the dev registry), prints the URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { DEV_VARS_FILE, ensureDevVars } from './lib/dev-vars';
import {
  backfillLocalD1,
  isSeeded,
  migrateLocalD1,
  quietWranglerEnv,
  seedLocalD1,
  withLocalD1,
} from './lib/local-d1';

const started = performance.now();
if (ensureDevVars()) console.log(`Wrote ${DEV_VARS_FILE} (local development mode and local secrets).`);
await migrateLocalD1();
await withLocalD1(async (db) => {
  if (!(await isSeeded(db))) {
    console.log('First start: generating the demo data…');
    const report = await seedLocalD1(db);
    console.log(`Demo data loaded in ${(report.totalMs / 1000).toFixed(1)} s.`);
  }
  const { holes, accounts } = await backfillLocalD1(db);
  if (holes > 0) console.log(`Derived the stat flags of ${holes} holes that lacked them.`);
  if (accounts > 0) console.log(`Rebuilt the discovery rows of ${accounts} accounts.`);
});

const children: Array<ChildProcess> = [];
function run(command: string, args: Array<string>, label: string): ChildProcess {
  const child = spawn(command, args, { env: quietWranglerEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => forward(label, chunk));
  child.stderr?.on('data', (chunk: Buffer) => forward(label, chunk));
  child.on('exit', (code) => {
    console.log(`[${label}] exited with ${code}`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let announced = false;
function forward(label: string, chunk: Buffer): void {
  const text = chunk.toString();
  process.stdout.write(text.replace(/^/gm, `[${label}] `));
  const url = /Local:\s+(http:\/\/\S+)/.exec(stripVTControlCharacters(text));
  if (url && !announced) {
    announced = true;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\n  The site is running at ${url[1]}  (ready in ${seconds} s)\n`);
  }
}

function shutdown(code: number): void {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run(
  'npx',
  [
    'wrangler',
    'dev',
    '-c',
    'workers/pdf/wrangler.toml',
    '--port',
    '8788',
    '--show-interactive-dev-session=false',
  ],
  'pdf',
);
run('npx', ['remix', 'vite:dev', '--port', process.env.PORT ?? '5173'], 'app');
