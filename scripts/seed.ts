// `npm run db:seed [-- --seed N --today YYYY-MM-DD]`: migrates the local D1 and replaces its data
// with the deterministic demo data.
import { parseArgs } from 'node:util';
import { DEFAULT_SEED } from '../db/seed/generate';
import {
  backfillLocalD1,
  localD1Bytes,
  migrateLocalD1,
  seedLocalD1,
  todayIso,
  withLocalD1,
} from './lib/local-d1';

const { values } = parseArgs({
  options: { seed: { type: 'string' }, today: { type: 'string' } },
});
const seed = values.seed ? Number(values.seed) : DEFAULT_SEED;
const today = values.today ?? todayIso();

await migrateLocalD1();
const report = await withLocalD1(async (db) => {
  const seeded = await seedLocalD1(db, seed, today);
  // The seed writes every hole with its flags; rows it does not replace get theirs here.
  await backfillLocalD1(db);
  return seeded;
});
console.log(
  `Seeded the local D1 (seed ${report.seed}, anchor date ${report.today}) in ${(report.totalMs / 1000).toFixed(1)} s`,
);
console.table(report.counts);
console.log(`Database size: ${(localD1Bytes() / 1024 / 1024).toFixed(1)} MiB`);
