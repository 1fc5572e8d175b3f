import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts } from '../schema/accounts';
import { organizations, rosterMembers, rosters } from '../schema/organizations';
import { organizationReports } from '../schema/reports';
import { playerShards } from '../schema/shards';
import {
  scheduleSetting,
  scheduleSettingOn,
  scheduleVisibilityColumns,
  websiteSetting,
  websiteSettingOn,
} from './stats-visibility';

/*
 * spec 2 §2 org-schedule-report (decision 060): the organization, its rosters' players with the rows
 * that decide whether a viewer may see each one's schedule (website 88, schedule 80, the viewer in
 * their sub-circle; app/domain/schedule/additional-players.ts decides), and the organization's
 * stored reports by hash.
 */

export function organizationByIdQuery(db: Db, organizationId: number) {
  return db
    .select({ id: organizations.id, name: organizations.name, short: organizations.short })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
}

/** Every player on one of the organization's rosters, once, by name. */
export function organizationScheduleMembersQuery(
  db: Db,
  organizationId: number,
  viewerAccountId: number | null,
) {
  return db
    .selectDistinct(scheduleVisibilityColumns(viewerAccountId))
    .from(rosterMembers)
    .innerJoin(rosters, eq(rosters.id, rosterMembers.rosterId))
    .innerJoin(accounts, eq(accounts.id, rosterMembers.accountId))
    .leftJoin(websiteSetting, websiteSettingOn)
    .leftJoin(scheduleSetting, scheduleSettingOn)
    .where(and(eq(rosters.organizationId, organizationId), isNotNull(accounts.username)))
    .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id));
}

/**
 * The round shard of each player on the organization's rosters (decision 119): the report reads each
 * shard's players in one batch. A player never placed has no rounds and no row.
 */
export function organizationMemberShardsQuery(db: Db, organizationId: number) {
  return db
    .selectDistinct({ accountId: playerShards.accountId, shard: playerShards.shard })
    .from(rosterMembers)
    .innerJoin(rosters, eq(rosters.id, rosterMembers.rosterId))
    .innerJoin(playerShards, eq(playerShards.accountId, rosterMembers.accountId))
    .where(eq(rosters.organizationId, organizationId));
}

export function organizationReportQuery(db: Db, hash: number) {
  return db
    .select({
      hash: organizationReports.hash,
      kind: organizationReports.kind,
      organizationId: organizationReports.organizationId,
      parameters: organizationReports.parameters,
    })
    .from(organizationReports)
    .where(eq(organizationReports.hash, hash))
    .limit(1);
}

/** Stores an organization report's parameters; the same report asked again keeps its first row. */
export function storeOrganizationReportQuery(
  db: Db,
  row: {
    hash: number;
    kind: string;
    organizationId: number;
    parameters: unknown;
    name: string;
    createdBy: number;
  },
) {
  return db.insert(organizationReports).values(row).onConflictDoNothing({ target: organizationReports.hash });
}
