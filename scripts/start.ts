// `npm start`: the built Workers (the exact bundles `wrangler deploy` uploads) in local workerd,
// on the shared local D1 (migrated, seeded when empty, every hole with its stat flags).

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEV_VARS_FILE, ensureDevVars, readDevVars } from './lib/dev-vars';
import {
  backfillLocalD1,
  isSeeded,
  LOCAL_STATE_DIR,
  migrateLocalD1,
  quietWranglerEnv,
  seedLocalD1,
  withLocalD1,
} from './lib/local-d1';
import { startWorkers } from './lib/workers';

if (!existsSync('dist/app/app.js') || !existsSync('dist/pdf/index.js') || process.argv.includes('--build')) {
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: quietWranglerEnv });
}
if (ensureDevVars()) console.log(`Wrote ${DEV_VARS_FILE} (local development mode and local secrets).`);
await migrateLocalD1();
await withLocalD1(async (db) => {
  if (!(await isSeeded(db))) await seedLocalD1(db);
  await backfillLocalD1(db);
});
const { mf, url } = await startWorkers({
  persistTo: LOCAL_STATE_DIR,
  port: Number(process.env.PORT ?? 8787),
  // The same local configuration `npm run dev` uses (.dev.vars), over the deployed [vars].
  vars: readDevVars(),
});
console.log(`\n  The built app is running at ${url.origin}  (both Workers in workerd)\n`);
process.on('SIGINT', async () => {
  await mf.dispose();
  process.exit(0);
});
