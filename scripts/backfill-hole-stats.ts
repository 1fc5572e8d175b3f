// `npm run db:backfill-stats`: the one backfill path of the stats read model (decision 033). Applies
// the migrations, then derives the hole stat flags and strokes gained (spec 3 §3) of every hole in the
// local D1 written without them or under an older HOLE_FLAGS_VERSION, and the discovery rows when they
// predate DISCOVERY_ROW_VERSION (decision 097). Safe to rerun. `npm run dev`,
// `npm start` and `npm run db:seed` run the same step.
import { backfillLocalD1, migrateLocalD1, withLocalD1 } from './lib/local-d1';

await migrateLocalD1();
const started = performance.now();
const { holes, accounts } = await withLocalD1(backfillLocalD1);
console.log(
  `Backfilled the stat flags of ${holes} holes and the discovery rows of ${accounts} accounts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
