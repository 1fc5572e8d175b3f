// `npm run bench`: runs every bench/*.bench.ts in turn and prints its figures.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const only = process.argv[2];
const files = readdirSync('bench')
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => !only || file.includes(only))
  .sort();
for (const file of files) {
  console.log(`\n━━ ${file} ━━`);
  const module: { run: () => Promise<void> } = await import(pathToFileURL(path.resolve('bench', file)).href);
  await module.run();
}
