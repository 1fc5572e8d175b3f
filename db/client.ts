import { drizzle } from 'drizzle-orm/d1';
import * as accounts from './schema/accounts';
import * as auth from './schema/auth';
import * as content from './schema/content';
import * as courses from './schema/courses';
import * as organizations from './schema/organizations';
import * as reports from './schema/reports';
import * as resume from './schema/resume';
import * as rounds from './schema/rounds';
import * as tournaments from './schema/tournaments';

export const schema = {
  ...accounts,
  ...auth,
  ...content,
  ...courses,
  ...organizations,
  ...reports,
  ...resume,
  ...rounds,
  ...tournaments,
};

/** The Drizzle database for one request (built per request from the D1 binding, never at module scope). */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof createDb>;
