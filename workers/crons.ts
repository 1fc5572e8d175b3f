/*
 * The scheduled runs of the app Worker; wrangler.toml [triggers] lists the same expressions
 * (workers/crons.test.ts keeps them equal).
 */

/** Daily: removes sign-in records that can no longer matter (db/queries/auth-maintenance.ts). */
export const AUTH_CLEANUP_CRON = '17 3 * * *';

/**
 * Every ten minutes: stat flags for holes stored without current ones, e.g. after a
 * HOLE_FLAGS_VERSION change (decision 033). An index lookup when nothing is pending.
 */
export const STATS_BACKFILL_CRON = '*/10 * * * *';

/** 40 passes of 25 rounds a run: well inside a scheduled run's CPU limit; the rest waits a run. */
export const BACKFILL_PASSES_PER_RUN = 40;
