import { createDb, type Db } from '../../db/client';
import { applyMigrations, startWorkers, type WorkersOptions } from '../../scripts/lib/workers';

/** The vars of a production deployment: real SMS sender configured (it is never called in these tests). */
export const PRODUCTION_VARS: Record<string, string> = {
  ENVIRONMENT: 'production',
  SMS_SENDER: 'http',
  SMS_API_URL: 'https://sms.invalid/messages',
};

export type TestWorkers = {
  url: URL;
  /** The raw D1 binding of the app Worker. */
  d1: D1Database;
  /** Drizzle on the same database, for factories and assertions. */
  db: Db;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** A request to a full URL of any host name (host mapping), straight into the app Worker. */
  fetchUrl: (url: string, init?: RequestInit) => Promise<Response>;
  dispose: () => Promise<void>;
};

/** Both built Workers in workerd with a fresh in-memory D1, migrated from the committed migrations. */
export async function startTestWorkers(options: WorkersOptions = {}): Promise<TestWorkers> {
  const { mf, url, db } = await startWorkers(options);
  const d1 = db as unknown as D1Database;
  await applyMigrations(d1);
  return {
    url,
    d1,
    db: createDb(d1),
    fetch: (path, init) => fetch(new URL(path, url), { redirect: 'manual', ...init }),
    fetchUrl: async (target, init) =>
      (await mf.dispatchFetch(target, {
        redirect: 'manual',
        ...(init as Parameters<typeof mf.dispatchFetch>[1]),
      })) as unknown as Response,
    dispose: () => mf.dispose(),
  };
}
