import { defineConfig } from 'drizzle-kit';

// Migrations are generated from db/schema only (never hand-written) and applied by
// `wrangler d1 migrations apply` from the same folder.
export default defineConfig({
  dialect: 'sqlite',
  schema: './db/schema/*.ts',
  out: './migrations',
});
