import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts } from '../schema/accounts';
import { reportParameters } from '../schema/reports';

/**
 * The reports stored for a player (spec 2 §2 report routes), newest first, with who made each one;
 * never their parameters.
 */
export function reportsQuery(db: Db, accountId: number) {
  return db
    .select({
      hash: reportParameters.hash,
      kind: reportParameters.kind,
      name: reportParameters.name,
      createdAt: reportParameters.createdAt,
      creatorFirstName: accounts.firstName,
      creatorLastName: accounts.lastName,
    })
    .from(reportParameters)
    .leftJoin(accounts, eq(accounts.id, reportParameters.createdBy))
    .where(eq(reportParameters.accountId, accountId))
    .orderBy(desc(reportParameters.createdAt), desc(reportParameters.hash));
}

/**
 * Stores a report's parameters under its hash; the same report asked again keeps the first row (its
 * date and author), so the hash stays the link to it.
 */
export function storeReportQuery(
  db: Db,
  row: {
    hash: number;
    kind: string;
    accountId: number;
    parameters: unknown;
    name: string;
    createdBy: number;
  },
) {
  return db.insert(reportParameters).values(row).onConflictDoNothing({ target: reportParameters.hash });
}

/** Deletes one of a player's reports; the returned rows say whether there was one to delete. */
export function deleteReportQuery(db: Db, accountId: number, hash: number) {
  return db
    .delete(reportParameters)
    .where(and(eq(reportParameters.accountId, accountId), eq(reportParameters.hash, hash)))
    .returning({ hash: reportParameters.hash });
}
