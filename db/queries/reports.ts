import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { reportParameters } from '../schema/reports';

/** The reports stored for a player (spec 2 §2 report routes), newest first; never their parameters. */
export function reportsQuery(db: Db, accountId: number) {
  return db
    .select({
      hash: reportParameters.hash,
      kind: reportParameters.kind,
      createdAt: reportParameters.createdAt,
    })
    .from(reportParameters)
    .where(eq(reportParameters.accountId, accountId))
    .orderBy(desc(reportParameters.createdAt), desc(reportParameters.hash));
}
