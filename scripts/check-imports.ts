// `npm run check:imports` (a step of `npm test`): the import rules of the layers (decision 039) over
// every source file of app/, db/ and workers/ (and that none of them but db/shards.ts names a round
// shard's binding), and over every source file of the repository that each package it imports is
// declared in package.json. Prints each broken rule with its file and line.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import {
  checkFile,
  importsOf,
  shardBindingViolations,
  undeclaredPackages,
  type Violation,
} from './import-rules';

const ROOTS = ['app', 'db', 'workers'];
const ALL_ROOTS = [...ROOTS, 'scripts', 'bench', 'test'];
const CONFIG_FILES = readdirSync('.').filter((name) => /\.config\.(ts|js|mjs)$/.test(name));
const SOURCE = /\.(ts|tsx|js|mjs)$/;

function sourceFiles(dir: string): Array<string> {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.posix.join(entry.parentPath.split(path.sep).join('/'), entry.name))
    .filter((file) => !file.includes('/node_modules/'));
}

const started = performance.now();
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;
const declared = new Set([
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.devDependencies ?? {}),
  ...builtinModules,
]);
const layered = new Set(ROOTS.flatMap(sourceFiles));
const files = [...ALL_ROOTS.flatMap(sourceFiles), ...CONFIG_FILES];
const violations: Array<Violation> = files.flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const imports = importsOf(file, text);
  return [
    ...(layered.has(file) ? [...checkFile(file, imports), ...shardBindingViolations(file, text)] : []),
    ...undeclaredPackages(file, imports, declared),
  ];
});
const took = `${Math.round(performance.now() - started)} ms`;
if (violations.length > 0) {
  console.error(
    `✖ ${violations.length} import(s) break the layer rules (docs/decisions/039-one-home-per-kind-of-code.md), name an undeclared package or open a round shard outside db/shards.ts:\n`,
  );
  for (const v of violations) console.error(`  ${v.file}:${v.line}  '${v.specifier}'\n    → ${v.reason}`);
  console.error(`\n${files.length} files checked in ${took}.`);
  process.exit(1);
}
console.log(`✔ import rules kept by ${files.length} files (${took})`);
