// Builds the seeded local D1 the integration and browser tests copy (test/helpers/seeded-d1.ts) in the
// folder given, from the built Workers: `npm test` builds it once for all its steps.
import { buildSeededD1 } from '../test/helpers/seeded-d1';

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx scripts/seed-test-d1.ts <folder>');
const started = performance.now();
const { today } = await buildSeededD1(dir);
console.log(`Seeded D1 (demo data of ${today}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
