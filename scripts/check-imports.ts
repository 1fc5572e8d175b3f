// `npm run check:imports` (a step of `npm test`): the import rules of the layers (decision 039) over
// every source file of app/, db/ and workers/. Prints each broken rule with its file and line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkFile, importsOf, type Violation } from './import-rules';

const ROOTS = ['app', 'db', 'workers'];
const SOURCE = /\.(ts|tsx|js|mjs)$/;

function sourceFiles(dir: string): Array<string> {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.posix.join(entry.parentPath.split(path.sep).join('/'), entry.name))
    .filter((file) => !file.includes('/node_modules/'));
}

const started = performance.now();
const files = ROOTS.flatMap(sourceFiles);
const violations: Array<Violation> = files.flatMap((file) =>
  checkFile(file, importsOf(file, readFileSync(file, 'utf8'))),
);
const took = `${Math.round(performance.now() - started)} ms`;
if (violations.length > 0) {
  console.error(
    `✖ ${violations.length} import(s) break the layer rules (docs/decisions/039-one-home-per-kind-of-code.md):\n`,
  );
  for (const v of violations)
    console.error(`  ${v.file}:${v.line}  imports '${v.specifier}'\n    → ${v.reason}`);
  console.error(`\n${files.length} files checked in ${took}.`);
  process.exit(1);
}
console.log(`✔ import rules kept by ${files.length} files (${took})`);
