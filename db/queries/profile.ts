import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reusableQuery } from '../prepared';
import {
  accountExtraInfo,
  accounts,
  playerWebsiteManagement,
  subCircleMembers,
  websiteFeatureSettings,
} from '../schema/accounts';
import { hosts } from '../schema/organizations';
import { playerShards } from '../schema/shards';

export type ProfileAccount = {
  accountId: number;
  username: string;
  firstName: string;
  lastName: string;
  imgUrl: string | null;
  version: number;
  /** For the share preview's school line (spec 3 §5 rules). */
  college: string | null;
  collegeEndDate: string | null;
  highSchool: string | null;
  ncaaNumber: string | null;
  /** The player's gender when given: the strokes-gained ratings read its handicap ladder (decision 068). */
  gender: 'M' | 'F' | null;
  /** No website-management entry turns the public site off (spec 1 §5): a share card needs it (decision 091). */
  publicSiteAllowed: boolean;
  /** The shard that holds the player's rounds (decision 119); null before their first round. */
  roundShard: string | null;
};

export type ProfileAccessRows = {
  account: ProfileAccount | null;
  settings: Array<{ featureId: number; isPublic: boolean | null; isPhoneVerified: boolean | null }>;
  subCircleAccountIds: Array<number>;
  /** The player's custom URL (a `custom` host), shown in page titles (spec 1 §2). */
  customUrl: string | null;
};

/** The account id of a username, as a subquery, so every query of the batch can run at once. */
function accountIdOf(db: Db, username: Placeholder | string) {
  return sql`(${db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username))})`;
}

/** A player's website feature settings (spec 1 §6); the account by id or as a subquery. */
export function featureSettingsQuery(db: Db, accountId: number | SQL | Placeholder) {
  return db
    .select({
      featureId: websiteFeatureSettings.featureId,
      isPublic: websiteFeatureSettings.isPublic,
      isPhoneVerified: websiteFeatureSettings.isPhoneVerified,
    })
    .from(websiteFeatureSettings)
    .where(eq(websiteFeatureSettings.accountId, accountId));
}

/** The members of a player's sub-circle (spec 1 §6: they see everything). */
export function subCircleQuery(db: Db, accountId: number | SQL | Placeholder) {
  return db
    .select({ memberAccountId: subCircleMembers.memberAccountId })
    .from(subCircleMembers)
    .where(eq(subCircleMembers.accountId, accountId));
}

/**
 * spec 1 §5: no website-management entry disallows the public site (none allows). The profile still
 * opens without it (spec 1 §6 reads the website setting only); search, the sitemap and share cards
 * leave such a player out (issue 33 §7).
 */
const publicSiteAllowedColumn =
  // The account's id is named with its table: selected from `accounts` alone, Drizzle writes columns
  // unqualified, and a bare "id" inside the subquery would be the management entry's own.
  sql<boolean>`not exists (select 1 from ${playerWebsiteManagement} where ${playerWebsiteManagement.accountId} = ${accounts}.${sql.identifier(accounts.id.name)} and ${playerWebsiteManagement.allowPublicSite} = 0)`
    .mapWith(Boolean)
    .as('public_site_allowed');

/** Whether an account's public site is allowed (the second player of a comparison's share card). */
export function publicSiteAllowedQuery(db: Db, accountId: number) {
  return db.select({ allowed: publicSiteAllowedColumn }).from(accounts).where(eq(accounts.id, accountId));
}

/** The account row of the access check, before its condition. */
function accessAccountSelect(db: Db) {
  return db
    .select({
      accountId: accounts.id,
      username: accounts.username,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      imgUrl: accounts.imgUrl,
      version: accounts.version,
      college: accountExtraInfo.college,
      collegeEndDate: accountExtraInfo.collegeEndDate,
      highSchool: accountExtraInfo.highSchool,
      ncaaNumber: accountExtraInfo.ncaaNumber,
      gender: accounts.gender,
      publicSiteAllowed: publicSiteAllowedColumn,
      roundShard: playerShards.shard,
    })
    .from(accounts)
    .leftJoin(accountExtraInfo, eq(accountExtraInfo.accountId, accounts.id))
    .leftJoin(playerShards, eq(playerShards.accountId, accounts.id));
}

/** The player's custom URL (a `custom` host). */
function customUrlQuery(db: Db, accountId: SQL | Placeholder) {
  return db
    .select({ hostname: hosts.hostname })
    .from(hosts)
    .where(and(eq(hosts.accountId, accountId), eq(hosts.kind, 'custom')))
    .orderBy(hosts.hostname)
    .limit(1);
}

// Built once per isolate (db/prepared.ts): the access check runs on every profile request.
const accessAccount = reusableQuery((db) =>
  accessAccountSelect(db)
    .where(eq(accounts.username, sql.placeholder('username')))
    .limit(1),
);
const accessSettings = reusableQuery((db) =>
  featureSettingsQuery(db, accountIdOf(db, sql.placeholder('username'))),
);
const accessCircle = reusableQuery((db) => subCircleQuery(db, accountIdOf(db, sql.placeholder('username'))));
const accessCustomUrl = reusableQuery((db) =>
  customUrlQuery(db, accountIdOf(db, sql.placeholder('username'))),
);

/**
 * The queries that decide who may see a profile (spec 1 §6), by username, for one `db.batch`: the
 * account, its website feature settings, its sub-circle and its custom URL.
 */
export function profileAccessQueries(db: Db, username: string) {
  const values = { username: username.toLowerCase() };
  return [
    accessAccount(db, values),
    accessSettings(db, values),
    accessCircle(db, values),
    accessCustomUrl(db, values),
  ] as const;
}

// The same reads by account id: the read APIs' `me` (issue 15 point 2), with or without a username.
const accessAccountById = reusableQuery((db) =>
  accessAccountSelect(db)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .limit(1),
);
const accessSettingsById = reusableQuery((db) => featureSettingsQuery(db, sql.placeholder('accountId')));
const accessCircleById = reusableQuery((db) => subCircleQuery(db, sql.placeholder('accountId')));
const accessCustomUrlById = reusableQuery((db) => customUrlQuery(db, sql.placeholder('accountId')));

/** `profileAccessQueries` by account id. */
export function profileAccessQueriesById(db: Db, accountId: number) {
  const values = { accountId };
  return [
    accessAccountById(db, values),
    accessSettingsById(db, values),
    accessCircleById(db, values),
    accessCustomUrlById(db, values),
  ] as const;
}

type AccessResults = readonly [
  Array<{
    accountId: number;
    username: string | null;
    firstName: string;
    lastName: string;
    imgUrl: string | null;
    version: number;
    college: string | null;
    collegeEndDate: string | null;
    highSchool: string | null;
    ncaaNumber: string | null;
    gender: 'M' | 'F' | null;
    publicSiteAllowed: boolean;
    roundShard: string | null;
  }>,
  ProfileAccessRows['settings'],
  Array<{ memberAccountId: number }>,
  Array<{ hostname: string }>,
];

export function toProfileAccessRows(results: AccessResults): ProfileAccessRows {
  const rows = toAccountAccessRows(results);
  const username = rows.account?.username;
  return { ...rows, account: rows.account && username ? { ...rows.account, username } : null };
}

/** The same rows for an account that may have no username yet (the read APIs' `me`). */
export function toAccountAccessRows([accountRows, settings, circle, custom]: AccessResults): Omit<
  ProfileAccessRows,
  'account'
> & { account: (Omit<ProfileAccount, 'username'> & { username: string | null }) | null } {
  return {
    account: accountRows[0] ?? null,
    settings,
    subCircleAccountIds: circle.map((member) => member.memberAccountId),
    customUrl: custom[0]?.hostname ?? null,
  };
}

export type AboutRow = {
  about: string | null;
  ncaaNumber: string | null;
  college: string | null;
  collegeEndDate: string | null;
  collegeGpa: number | null;
  highSchool: string | null;
  highSchoolEndDate: string | null;
  highSchoolGpa: number | null;
};

const about = reusableQuery((db) =>
  db
    .select({
      about: accountExtraInfo.about,
      ncaaNumber: accountExtraInfo.ncaaNumber,
      college: accountExtraInfo.college,
      collegeEndDate: accountExtraInfo.collegeEndDate,
      collegeGpa: accountExtraInfo.collegeGpa,
      highSchool: accountExtraInfo.highSchool,
      highSchoolEndDate: accountExtraInfo.highSchoolEndDate,
      highSchoolGpa: accountExtraInfo.highSchoolGpa,
    })
    .from(accountExtraInfo)
    .where(eq(accountExtraInfo.accountId, sql.placeholder('accountId')))
    .limit(1),
);

/** The about-header fields of an account (spec 3 §2.4). */
export function aboutQuery(db: Db, accountId: number) {
  return about(db, { accountId });
}

/**
 * The id of the account of a username as an SQL subquery, so statements about a player can run in the
 * same batch as the access check that finds the player (the read APIs).
 */
export function accountIdOfUsername(username: string): SQL {
  return sql`(select ${accounts.id} from ${accounts} where ${accounts.username} = ${username.toLowerCase()})`;
}

/** `accountIdOfUsername` with the username bound to the `username` placeholder (reusable statements). */
export const usernameAccountId: SQL = sql`(select ${accounts.id} from ${accounts} where ${accounts.username} = ${sql.placeholder('username')})`;

/** A known account id in the shape of `accountIdOfUsername`. */
export function accountIdValue(accountId: number): SQL {
  return sql`${accountId}`;
}

// Built once per isolate (db/prepared.ts): every edge-cache hit sends it.
const accountVersion = reusableQuery((db) =>
  db
    .select({ version: accounts.version })
    .from(accounts)
    .where(eq(accounts.username, sql.placeholder('username')))
    .limit(1),
);

/** The version of a username's account (the edge cache serves a page only while it matches), or null. */
export async function accountVersionOf(db: Db, username: string): Promise<number | null> {
  const [row] = await accountVersion(db, { username });
  return row?.version ?? null;
}
