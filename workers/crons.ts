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

/**
 * Accounts whose discovery rows one ten-minute run rebuilds after the rules changed or for a database
 * that had players before the rows existed (decision 097): 20 reads of 45 players; at the demo data's
 * rate (64 accounts in 0.4 s, D1's time included) about 6 s, well inside a scheduled run's limits.
 */
export const DISCOVERY_REBUILD_ACCOUNTS_PER_RUN = 900;

/**
 * Accounts whose Handicap Index records one ten-minute run rewrites after HANDICAP_RECORD_VERSION
 * changed or for a database that had rounds before the records existed (decision 102): each reads
 * every round and hole of 20 players, so fewer a run than the discovery rows.
 */
export const HANDICAP_REBUILD_ACCOUNTS_PER_RUN = 300;
