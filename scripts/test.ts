// `npm test`: everything — typecheck, lint and the import rules of the layers side by side with the
// build and the seeded D1 the tests copy (test/helpers/seeded-d1.ts), and the system tools (commands
// without time limits); then unit; then integration (built Workers + local D1 in workerd), the fuzz of
// every route (test/fuzz/README.md) and browser (Chromium, two projects) one after the other (each
// keeps both cores busy, and their tests have time limits). Stops after the first stage with a failing step; prints
// the timings.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

type Step = { name: string; command: string; args: Array<string> };

const seededD1 = mkdtempSync(path.join(tmpdir(), 'seeded-d1-template-'));

// Steps of a stage run at the same time (their output is printed as each finishes); a stage starts
// once the one before it has passed.
const stages: Array<Array<Step>> = [
  [
    { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
    { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    { name: 'import rules', command: 'npx', args: ['tsx', 'scripts/check-imports.ts'] },
    // The seeded D1 is made by the built Workers: it follows the build in the same step, while the
    // typecheck still runs.
    {
      name: 'build, seeded D1',
      command: 'bash',
      args: ['-c', 'npm run --silent build && npx tsx scripts/seed-test-d1.ts "$SEEDED_D1_DIR"'],
    },
    // Mostly waiting on the network on a fresh machine: Chromium for the browser tests, poppler and
    // LibreOffice for the integration tests that read PDFs and spreadsheets.
    { name: 'system tools', command: 'npx', args: ['tsx', 'scripts/ensure-system-tools.ts'] },
  ],
  // Alone: its tests have time limits, which a busy machine must not reach.
  [{ name: 'unit', command: 'npx', args: ['vitest', 'run', '--project', 'unit'] }],
  [{ name: 'integration', command: 'npx', args: ['vitest', 'run', '--project', 'integration'] }],
  [{ name: 'fuzz', command: 'npx', args: ['vitest', 'run', '--project', 'fuzz'] }],
  [{ name: 'e2e', command: 'npx', args: ['vitest', 'run', '--project', 'e2e'] }],
  [
    {
      name: 'e2e (concurrent files)',
      command: 'npx',
      args: ['vitest', 'run', '--project', 'e2e-concurrent'],
    },
  ],
];

const env = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  SEEDED_D1_DIR: seededD1,
};

/** Runs a step; alone in its stage it prints as it goes, beside others it prints once it is done. */
function run(step: Step, alone: boolean): Promise<{ code: number; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: alone ? 'inherit' : 'pipe', env });
    const output: Array<Buffer> = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        console.log(`\n▶ ${step.name} (${seconds.toFixed(1)} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

const timings: Record<string, string> = {};
const started = performance.now();
const failed: Array<string> = [];
for (const stage of stages) {
  const stageStarted = performance.now();
  if (stage.length === 1) console.log(`\n▶ ${stage[0]?.name}`);
  else console.log(`\n▶ ${stage.map((step) => step.name).join(', ')} (side by side)`);
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  stage.forEach((step, index) => {
    const result = results[index];
    if (!result) return;
    timings[step.name] = `${result.seconds.toFixed(1)} s`;
    if (result.code !== 0) failed.push(`${step.name} (exit ${result.code})`);
  });
  if (stage.length > 1) {
    timings[`  stage: ${stage.map((step) => step.name).join(' + ')}`] =
      `${((performance.now() - stageStarted) / 1000).toFixed(1)} s`;
  }
  if (failed.length > 0) break;
}
rmSync(seededD1, { recursive: true, force: true });
console.table(timings);
if (failed.length > 0) {
  console.error(`\n✖ failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`All steps passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
