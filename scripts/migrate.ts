// `npm run db:migrate`: applies pending migrations to every local D1 database, the directory and each
// round shard (decision 119), with wrangler, whose migration log stays the single source of truth.
import { migrateLocalD1 } from './lib/local-d1';

await migrateLocalD1();
