// `npm test`: everything, in order — typecheck, lint, the import rules of the layers, unit, build,
// integration (built Workers + local D1 in workerd), the fuzz of every route (test/fuzz/README.md),
// browser (Chromium). Stops at the first failing step; prints the timings.
import { spawnSync } from 'node:child_process';

const steps: Array<{ name: string; command: string; args: Array<string> }> = [
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'import rules', command: 'npx', args: ['tsx', 'scripts/check-imports.ts'] },
  { name: 'unit', command: 'npx', args: ['vitest', 'run', '--project', 'unit'] },
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  // Before integration: its PDF and spreadsheet tests read the files with poppler and LibreOffice.
  { name: 'system tools', command: 'npx', args: ['tsx', 'scripts/ensure-system-tools.ts'] },
  { name: 'integration', command: 'npx', args: ['vitest', 'run', '--project', 'integration'] },
  { name: 'fuzz', command: 'npx', args: ['vitest', 'run', '--project', 'fuzz'] },
  { name: 'e2e', command: 'npx', args: ['vitest', 'run', '--project', 'e2e'] },
];

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };
const timings: Array<[string, string]> = [];
const started = performance.now();
for (const step of steps) {
  const stepStarted = performance.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env });
  timings.push([step.name, `${((performance.now() - stepStarted) / 1000).toFixed(1)} s`]);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed (exit ${result.status ?? result.signal})`);
    console.table(Object.fromEntries(timings));
    process.exit(result.status ?? 1);
  }
}
console.table(Object.fromEntries(timings));
console.log(`All steps passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
