import { and, eq, inArray, ne } from 'drizzle-orm';
import { buildSearchIndex } from '../../app/domain/search/search';
import type { Db } from '../client';
import { accounts, usernameHistory } from '../schema/accounts';
import { accountSearchWrites, searchIndexSourceQueries } from './search';

// issue 15 point 2: names and usernames of an account, and the usernames it gave up (decision 032).

export type AccountNames = {
  accountId: number;
  username: string | null;
  firstName: string;
  lastName: string;
};

export async function accountNames(db: Db, accountId: number): Promise<AccountNames | null> {
  const [row] = await db
    .select({
      accountId: accounts.id,
      username: accounts.username,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}

/**
 * Which of `candidates` another account holds, as its username or as one it gave up (decision 032:
 * an old username stays with its account). One statement per kind, in one round trip.
 */
export async function usernamesTakenByOthers(
  db: Db,
  candidates: ReadonlyArray<string>,
  accountId: number,
): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const names = [...candidates];
  const [current, old] = await db.batch([
    db
      .select({ username: accounts.username })
      .from(accounts)
      .where(and(inArray(accounts.username, names), ne(accounts.id, accountId))),
    db
      .select({ username: usernameHistory.oldUsername })
      .from(usernameHistory)
      .where(and(inArray(usernameHistory.oldUsername, names), ne(usernameHistory.accountId, accountId))),
  ]);
  return new Set([...current, ...old].flatMap((row) => (row.username === null ? [] : [row.username])));
}

/** The current username of the account that gave `oldUsername` up, or null. */
export async function renamedTo(db: Db, oldUsername: string): Promise<string | null> {
  const [row] = await db
    .select({ username: accounts.username })
    .from(usernameHistory)
    .innerJoin(accounts, eq(accounts.id, usernameHistory.accountId))
    .where(eq(usernameHistory.oldUsername, oldUsername))
    .limit(1);
  return row?.username ?? null;
}

function isUsernameConflict(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed: accounts\.username|username_history: username kept/.test(e.message)) {
      return true;
    }
  }
  return false;
}

/**
 * Writes an account's names and username with its search index rows, all in one batch. A rename is
 * recorded in username_history by the triggers of migration 0007. Answers 'taken' when another account
 * got the username first (the unique index or the history trigger refused it; nothing is written).
 */
export async function saveAccountNames(
  db: Db,
  current: AccountNames,
  next: { firstName: string; lastName: string; username: string | null },
): Promise<'saved' | 'taken'> {
  const { accountId } = current;
  const [profiles, management, website] = await db.batch(searchIndexSourceQueries(db, [accountId]));
  const index = buildSearchIndex([{ id: accountId, ...next }], profiles, management, website);
  const update = db
    .update(accounts)
    .set({ firstName: next.firstName, lastName: next.lastName, username: next.username })
    .where(eq(accounts.id, accountId));
  try {
    await db.batch([update, ...accountSearchWrites(db, [accountId], index)]);
    return 'saved';
  } catch (error) {
    if (isUsernameConflict(error)) return 'taken';
    throw error;
  }
}
