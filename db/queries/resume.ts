import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts } from '../schema/accounts';
import { reportParameters } from '../schema/reports';
import { resumeSettings } from '../schema/resume';
import { newsQuery } from './content';
import { currentIndexQuery } from './handicap';
import { playerInfoQuery } from './player-info';
import { roundScoresQuery } from './round-summaries';
import { tournamentEntriesQuery } from './schedule';

// How many news items the designer offers (newest first).
const NEWS_LIMIT = 20;

/**
 * Everything a resume is built from (spec 2 §3 resume data), for one `db.batch` of the directory: the
 * account, its extra info, every tournament entry, recent news and the stored settings.
 */
export function resumeSourceQueries(db: Db, accountId: number) {
  return [
    db
      .select({
        accountId: accounts.id,
        username: accounts.username,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        imgUrl: accounts.imgUrl,
      })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1),
    playerInfoQuery(db, accountId),
    tournamentEntriesQuery(db, accountId),
    newsQuery(db, accountId, NEWS_LIMIT),
    db
      .select({ settings: resumeSettings.settings })
      .from(resumeSettings)
      .where(eq(resumeSettings.accountId, accountId))
      .limit(1),
  ] as const;
}

/** Every round of the resume's player with its sums, for a batch on the player's shard (decision 119). */
export function resumeRoundQueries(shard: Db, accountId: number) {
  // Decision 102: the Handicap Index computed from the rounds, which the player's own claim yields to.
  return [roundScoresQuery(shard, accountId), currentIndexQuery(shard, accountId)] as const;
}

/** Saves (replaces) an account's resume settings: one statement. */
export function saveResumeSettingsQuery(db: Db, accountId: number, settings: unknown) {
  return db
    .insert(resumeSettings)
    .values({ accountId, settings })
    .onConflictDoUpdate({
      target: resumeSettings.accountId,
      set: { settings, updatedAt: new Date().toISOString() },
    });
}

/** Stores report parameters under their hash; the same parameters keep their first row. */
export function storeReportParametersQuery(
  db: Db,
  row: { hash: number; kind: string; accountId: number; parameters: unknown },
) {
  return db.insert(reportParameters).values(row).onConflictDoNothing({ target: reportParameters.hash });
}

/** The stored parameters behind a report hash (spec 2 §2 report routes). */
export function reportParametersQuery(db: Db, hash: number) {
  return db
    .select({
      hash: reportParameters.hash,
      kind: reportParameters.kind,
      accountId: reportParameters.accountId,
      parameters: reportParameters.parameters,
    })
    .from(reportParameters)
    .where(eq(reportParameters.hash, hash))
    .limit(1);
}

/** The username of an account id (report routes address players by id). */
export function usernameQuery(db: Db, accountId: number) {
  return db.select({ username: accounts.username }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
}
