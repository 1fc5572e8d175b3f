// Derives the modelled standards (decision 068, docs/standards.md) and writes them to
// app/domain/stats/data/standards-model.ts. Deterministic (fixed seed); about two minutes.
// `npx tsx scripts/derive-standards.ts`, then `npx tsx scripts/standards-report.ts` for the tables.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoCourses, deriveModel, MODEL_MODULE, modelModuleText } from './lib/standards-model';

const target = fileURLToPath(new URL(`../${MODEL_MODULE}`, import.meta.url));
const started = performance.now();
const model = deriveModel(demoCourses(), (level) => {
  const sg = level.strokesGained.total.toFixed(2);
  console.log(
    `${level.gender} ${level.handicap}: ${level.holes} holes, ${level.scoreToPar} to par, SG ${sg}`,
  );
});
writeFileSync(target, modelModuleText(model));
console.log(`Standards placed at ${JSON.stringify(model.standards)}`);
console.log(`Wrote ${target} in ${Math.round((performance.now() - started) / 1000)} s.`);
