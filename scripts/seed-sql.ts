// Writes the demo data as SQL to standard output, for `wrangler d1 execute DB --remote --file`.
// `npx tsx scripts/seed-sql.ts [--seed N --today YYYY-MM-DD] > seed.sql`
import { parseArgs } from 'node:util';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';
import { clearStatements, toSqlStatements } from '../db/seed/sql';
import { todayIso } from './lib/local-d1';

const { values } = parseArgs({ options: { seed: { type: 'string' }, today: { type: 'string' } } });
const tables = generateSeed({
  seed: values.seed ? Number(values.seed) : DEFAULT_SEED,
  today: values.today ?? todayIso(),
});
for (const statement of [...clearStatements(), ...toSqlStatements(tables)]) {
  process.stdout.write(`${statement};\n`);
}
