import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { MODEL_LEVELS, MODEL_STANDARD_LEVELS } from '../../app/domain/stats/data/standards-model';
import { demoCourses, LADDER_HANDICAPS, MODEL_MODULE, modelModuleText, runLevel } from './standards-model';

// The whole derivation takes minutes (`npx tsx scripts/derive-standards.ts`); each level draws from
// its own fork of the seed, so re-running one level alone must give its committed figures exactly.
test('re-running a level of the derivation reproduces the committed data', () => {
  const committed = MODEL_LEVELS.find((l) => l.gender === 'M' && l.handicap === 10);
  expect(runLevel(demoCourses(), 'M', 10)).toEqual(committed);
}, 60_000);

test('the committed module is the derivation’s data written as the script writes it', () => {
  for (const gender of ['M', 'F'] as const) {
    const ladder = MODEL_LEVELS.filter((l) => l.gender === gender && LADDER_HANDICAPS.includes(l.handicap));
    expect(ladder).toHaveLength(LADDER_HANDICAPS.length);
  }
  const committed = readFileSync(fileURLToPath(new URL(`../../${MODEL_MODULE}`, import.meta.url)), 'utf8');
  expect(modelModuleText({ levels: [...MODEL_LEVELS], standards: MODEL_STANDARD_LEVELS })).toBe(committed);
}, 20_000);
