// Prints the tables of docs/standards.md from the standards and the committed model (decision 068):
// coverage per standard and performance category (published + modelled), each standard's level and
// strokes gained, and the model against the published figures it was calibrated on.
// `npx tsx scripts/standards-report.ts`
import { coverageTable, levelsTable, validationTable } from './lib/standards-tables';

console.log(coverageTable());
console.log('');
console.log(levelsTable());
console.log('');
console.log(validationTable());
