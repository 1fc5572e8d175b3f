// `npm run db:backfill-stats`: derives the hole stat flags and strokes gained (spec 3 §3) of every
// round in the local D1 written before the rules or under an older version of them. Safe to rerun.
import { createDb } from '../db/client';
import { backfillHoleStats } from '../db/queries/hole-stats';
import { migrateLocalD1, withLocalD1 } from './lib/local-d1';

migrateLocalD1();
const started = performance.now();
const holes = await withLocalD1((d1) => backfillHoleStats(createDb(d1)));
console.log(
  `Backfilled the stat flags of ${holes} holes in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
