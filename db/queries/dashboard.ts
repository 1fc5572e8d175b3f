import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { normalizeQuery } from '../../app/domain/search/search';
import type { Db } from '../client';
import { accounts, playerWebsiteManagement, websiteFeatureSettings } from '../schema/accounts';
import { passwordCredentials } from '../schema/auth';
import type { RoundShards } from '../shards';
import { refreshPlayerDiscovery } from './discovery';
import { accountPlanQuery } from './plans';
import { featureSettingsQuery } from './profile';
import { refreshAccountSearch } from './search';

/** The dashboard of one account (issue 4 §8), in one batch. */
export async function dashboardData(db: Db, accountId: number) {
  const [accountRows, settings, passwordRows, planRows] = await db.batch([
    db
      .select({
        id: accounts.id,
        username: accounts.username,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        phone: accounts.phone,
        imgUrl: accounts.imgUrl,
      })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1),
    featureSettingsQuery(db, accountId),
    db
      .select({ accountId: passwordCredentials.accountId })
      .from(passwordCredentials)
      .where(eq(passwordCredentials.accountId, accountId))
      .limit(1),
    accountPlanQuery(db, accountId),
  ]);
  return {
    account: accountRows[0] ?? null,
    settings,
    hasPassword: passwordRows.length > 0,
    plan: planRows[0] ?? null,
  };
}

/** Stores every editable feature's setting at once (the triggers bump the account version). */
export async function saveFeatureSettings(
  db: Db,
  shards: RoundShards,
  accountId: number,
  settings: ReadonlyArray<{ featureId: number; isPublic: boolean | null; isPhoneVerified: boolean | null }>,
) {
  const [first, ...rest] = settings.map((setting) =>
    db
      .insert(websiteFeatureSettings)
      .values({ accountId, ...setting })
      .onConflictDoUpdate({
        target: [websiteFeatureSettings.accountId, websiteFeatureSettings.featureId],
        set: { isPublic: setting.isPublic, isPhoneVerified: setting.isPhoneVerified },
      }),
  );
  if (first) await db.batch([first, ...rest]);
  // Which figures visitors see decides what discovery may hold (decision 093).
  await refreshPlayerDiscovery(db, shards, [accountId]);
}

/**
 * Turns the public site on or off (spec 1 §6): the website setting (88) and the website-management
 * entry that lists the account in search.
 */
export async function setPublicSite(db: Db, shards: RoundShards, accountId: number, on: boolean) {
  await db.batch([
    db
      .insert(websiteFeatureSettings)
      .values({ accountId, featureId: 88, isPublic: on, isPhoneVerified: null })
      .onConflictDoUpdate({
        target: [websiteFeatureSettings.accountId, websiteFeatureSettings.featureId],
        set: { isPublic: on },
      }),
    db.delete(playerWebsiteManagement).where(eq(playerWebsiteManagement.accountId, accountId)),
    db.insert(playerWebsiteManagement).values({ accountId, allowPublicSite: on }),
  ]);
  await refreshAccountSearch(db, [accountId]);
  await refreshPlayerDiscovery(db, shards, [accountId]);
}

const accountNameColumns = {
  id: accounts.id,
  username: accounts.username,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
};

/** Who an account is, for the app's "load active account" (spec 1 §7). */
export function accountNameQuery(db: Db, accountId: number) {
  return db.select(accountNameColumns).from(accounts).where(eq(accounts.id, accountId)).limit(1);
}

/** A product manager's account list (issue 4 §8): accounts with a profile, by name or username. */
export async function managerAccountSearch(db: Db, query: string, limit = 25) {
  const needle = normalizeQuery(query);
  const name = sql`${accounts.firstName} || ' ' || ${accounts.lastName}`;
  return db
    .select(accountNameColumns)
    .from(accounts)
    .where(
      and(
        isNotNull(accounts.username),
        // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and instr takes the query literally.
        needle === ''
          ? undefined
          : or(
              sql`instr(lower(${name}), ${needle}) > 0`,
              sql`instr(lower(${accounts.username}), ${needle}) > 0`,
            ),
      ),
    )
    .orderBy(asc(accounts.lastName), asc(accounts.firstName))
    .limit(limit);
}
