import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { AUTH_CLEANUP_CRON, STATS_BACKFILL_CRON } from './crons';

test('wrangler.toml triggers exactly the scheduled runs the Worker handles', () => {
  const toml = readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8');
  const crons = /^crons\s*=\s*\[(.*)\]\s*$/m.exec(toml)?.[1];
  expect(crons?.split(',').map((cron) => cron.trim().replace(/^"|"$/g, ''))).toEqual([
    AUTH_CLEANUP_CRON,
    STATS_BACKFILL_CRON,
  ]);
});
