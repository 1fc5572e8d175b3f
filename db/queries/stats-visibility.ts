import { and, eq, inArray, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { FEATURE_IDS } from '../../app/domain/access/features';
import type { Db } from '../client';
import { accounts, subCircleMembers, websiteFeatureSettings } from '../schema/accounts';

/*
 * Whether a viewer may see other players' compare stats (spec 1 §6, feature 63) is decided from the
 * same rows as a profile's access check: the website (88) and stats (63) settings and whether the
 * viewer is in the player's sub-circle. Read for many players at once, as columns of their account
 * row; app/domain/access/stats-visibility.ts decides.
 */

export const websiteSetting = alias(websiteFeatureSettings, 'website_setting');
export const statsSetting = alias(websiteFeatureSettings, 'stats_setting');
export const scheduleSetting = alias(websiteFeatureSettings, 'schedule_setting');

// The joins `statsVisibilityColumns` reads; a query that selects more joins them itself.
export const websiteSettingOn = and(
  eq(websiteSetting.accountId, accounts.id),
  eq(websiteSetting.featureId, FEATURE_IDS.website),
);
export const statsSettingOn = and(
  eq(statsSetting.accountId, accounts.id),
  eq(statsSetting.featureId, FEATURE_IDS.stats),
);

export const scheduleSettingOn = and(
  eq(scheduleSetting.accountId, accounts.id),
  eq(scheduleSetting.featureId, FEATURE_IDS.schedule),
);

// D1 batches key result columns by name: each setting's columns need names of their own.
export function settingFlag(column: SQLWrapper, name: string) {
  return sql<boolean | null>`${column}`.mapWith((value) => (value === null ? null : Boolean(value))).as(name);
}

/** Whether the viewer (null: anonymous) is in the sub-circle of the row's account. */
export function viewerInCircleColumn(viewerAccountId: number | null | Placeholder | SQL) {
  return sql<boolean>`exists (select 1 from ${subCircleMembers} where ${subCircleMembers.accountId} = ${accounts.id} and ${subCircleMembers.memberAccountId} = ${viewerAccountId ?? -1})`
    .mapWith(Boolean)
    .as('viewer_in_circle');
}

/** The account, its names and the rows that decide its stats' visibility to `viewerAccountId` (null: anonymous). */
export function statsVisibilityColumns(viewerAccountId: number | null | Placeholder | SQL) {
  return {
    accountId: accounts.id,
    username: accounts.username,
    firstName: accounts.firstName,
    lastName: accounts.lastName,
    websiteIsPublic: settingFlag(websiteSetting.isPublic, 'website_is_public'),
    websiteIsPhoneVerified: settingFlag(websiteSetting.isPhoneVerified, 'website_is_phone_verified'),
    statsIsPublic: settingFlag(statsSetting.isPublic, 'stats_is_public'),
    statsIsPhoneVerified: settingFlag(statsSetting.isPhoneVerified, 'stats_is_phone_verified'),
    viewerInCircle: viewerInCircleColumn(viewerAccountId),
  };
}

/** `statsVisibilityColumns` read from `accounts` with both settings joined; the caller adds its condition. */
export function statsVisibilitySelect(db: Db, viewerAccountId: number | null | Placeholder | SQL) {
  return db
    .select(statsVisibilityColumns(viewerAccountId))
    .from(accounts)
    .leftJoin(websiteSetting, websiteSettingOn)
    .leftJoin(statsSetting, statsSettingOn);
}

/** The visibility rows of some players (a comparison's two sides), by account id. */
export function playersStatsVisibilityQuery(
  db: Db,
  viewerAccountId: number | null,
  accountIds: ReadonlyArray<number>,
) {
  return statsVisibilitySelect(db, viewerAccountId).where(
    inArray(accounts.id, accountIds.length > 0 ? [...accountIds] : [-1]),
  );
}

/**
 * The account, its names and the rows that decide whether `viewerAccountId` may see its schedule
 * (website 88, schedule 80, the viewer in its sub-circle; app/domain/schedule/additional-players.ts
 * decides). The caller joins `websiteSetting` and `scheduleSetting` on their conditions.
 */
export function scheduleVisibilityColumns(viewerAccountId: number | null | Placeholder) {
  return {
    accountId: accounts.id,
    username: accounts.username,
    firstName: accounts.firstName,
    lastName: accounts.lastName,
    websiteIsPublic: settingFlag(websiteSetting.isPublic, 'website_is_public'),
    websiteIsPhoneVerified: settingFlag(websiteSetting.isPhoneVerified, 'website_is_phone_verified'),
    scheduleIsPublic: settingFlag(scheduleSetting.isPublic, 'schedule_is_public'),
    scheduleIsPhoneVerified: settingFlag(scheduleSetting.isPhoneVerified, 'schedule_is_phone_verified'),
    viewerInCircle: viewerInCircleColumn(viewerAccountId),
  };
}
