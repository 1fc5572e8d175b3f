import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PeriodType } from 'miniflare';
import { createDb, type Db } from '../../db/client';
import { type RoundShards, roundShards } from '../../db/shards';
import {
  applyAllMigrations,
  type MissLimit,
  startWorkers,
  type WorkersOptions,
} from '../../scripts/lib/workers';
import { AUTH_CLEANUP_CRON } from '../../workers/crons';
import { buildSeededD1, copySeededD1, removeCopy, seededD1In } from './seeded-d1';
import { registerShards } from './test-shards';

/** The vars of a production deployment: real SMS sender configured (it is never called in these tests). */
export const PRODUCTION_VARS: Record<string, string> = {
  ENVIRONMENT: 'production',
  SMS_SENDER: 'http',
  SMS_API_URL: 'https://sms.invalid/messages',
  SMS_API_USER: 'AC-test-account',
  SMS_API_PASSWORD: 'test-sms-password',
  SMS_FROM: '+12025550100',
  OTP_HMAC_SECRET: 'c1b8f0e2a94d4b7f8e6a2d3c5b7e9f10a2b4c6d8',
  PASSWORD_PEPPER: '7f3e9a1c5b2d4e6f8a0b1c2d3e4f5a6b7c8d9e0f',
};

export type TestWorkers = {
  url: URL;
  /** The raw D1 binding of the app Worker. */
  d1: D1Database;
  /** Drizzle on the same database, for factories and assertions. */
  db: Db;
  /** The raw D1 bindings of the round shards, by name (the directory's own when it is the only one). */
  shardDbs: Record<string, D1Database>;
  /** Drizzle on the round shards, through the app's routing module (decision 119). */
  shards: RoundShards;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** A request to a full URL of any host name (host mapping), straight into the app Worker. */
  fetchUrl: (url: string, init?: RequestInit) => Promise<Response>;
  /** Runs the app Worker's scheduled handler for `cron` (wrangler.toml [triggers]) at `time`. */
  scheduled: (time: Date, cron?: string) => Promise<void>;
  dispose: () => Promise<void>;
};

// Tests send every request from one address, many times faster than a visitor: the per-address
// limit on profile renders (decision 029) is tested on Workers given a small limit of their own.
const TEST_MISS_LIMIT: MissLimit = { limit: 1_000_000, period: PeriodType.MINUTE };

/**
 * fetch, sent once more when a kept-alive local connection was reset before any answer (workerd closed
 * it as the client reused it: the request never reached a route). A body that is a stream cannot be
 * sent twice, so only requests without one, or with a string, form or bytes body, are sent again.
 */
async function fetchResent(target: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(target, init);
  } catch (error) {
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    const resendable = !(init.body instanceof ReadableStream);
    if (!resendable || !['ECONNRESET', 'UND_ERR_SOCKET'].includes(String(code))) throw error;
    return fetch(target, init);
  }
}

/**
 * Test workers with the demo data anchored today (the showcase player jordan-reyes and the others), on
 * a private copy of the project's seeded D1 (test/helpers/seeded-d1-setup.ts); a project without that
 * setup seeds a database of its own.
 */
export async function startSeededTestWorkers(options: WorkersOptions = {}): Promise<TestWorkers> {
  // Imported here: the benchmarks import this module outside vitest.
  const { inject } = await import('vitest');
  const templateDir = inject('seededD1Dir');
  const template = templateDir ? await seededD1In(templateDir) : null;
  const copy = template ? copySeededD1(template) : mkdtempSync(path.join(tmpdir(), 'seeded-d1-'));
  try {
    if (!template) await buildSeededD1(copy);
    const workers = await startTestWorkers({ ...options, persistTo: copy }, { migrate: false });
    return {
      ...workers,
      dispose: async () => {
        await workers.dispose();
        removeCopy(copy);
      },
    };
  } catch (error) {
    removeCopy(copy);
    throw error;
  }
}

/**
 * Both built Workers in workerd with a fresh local D1, migrated from the committed migrations
 * (`migrate: false`: a persisted database that is migrated already).
 */
export async function startTestWorkers(
  options: WorkersOptions = {},
  { migrate = true }: { migrate?: boolean } = {},
): Promise<TestWorkers> {
  const {
    mf,
    url,
    db: d1,
    shardDbs,
  } = await startWorkers({
    missLimit: TEST_MISS_LIMIT,
    d1Bridge: true,
    ...options,
  });
  if (migrate) await applyAllMigrations({ db: d1, shardDbs });
  const db = createDb(d1);
  const shards = roundShards(shardDbs, Object.keys(shardDbs), (shardD1) =>
    shardD1 === d1 ? db : createDb(shardD1),
  );
  registerShards(db, shards);
  return {
    url,
    d1,
    db,
    shardDbs,
    shards,
    fetch: (path, init) => fetchResent(new URL(path, url), { redirect: 'manual', ...init }),
    fetchUrl: async (target, init) =>
      (await mf.dispatchFetch(target, {
        redirect: 'manual',
        ...(init as Parameters<typeof mf.dispatchFetch>[1]),
      })) as unknown as Response,
    scheduled: async (time, cron = AUTH_CLEANUP_CRON) => {
      const app = await mf.getWorker('app');
      const result = await app.scheduled({ scheduledTime: time, cron });
      if (result.outcome !== 'ok') throw new Error(`scheduled handler: ${result.outcome}`);
    },
    dispose: () => mf.dispose(),
  };
}
