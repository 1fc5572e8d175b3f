import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { BatchResponse } from 'drizzle-orm/batch';
import type { FeatureSetting } from '~/domain/access/features';
import type { RosterCandidate } from '~/domain/organizations/roster';
import type { Db } from '../client';
import { accountExtraInfo, accounts, subCircleMembers, websiteFeatureSettings } from '../schema/accounts';
import { sessions } from '../schema/auth';
import {
  organizations,
  playerGroupMembers,
  playerGroups,
  rosterMembers,
  rosters,
} from '../schema/organizations';

// spec 1 §3 feature ids: 88 is the website; it alone decides whether a roster lists a player.
const WEBSITE_FEATURE_ID = 88;

/**
 * Which members a page reads: the organization page counts every roster and group; a roster, group or
 * All page reads only its own players; `none` reads no members (a playerGroup that is decided without).
 */
export type MemberSelection =
  | { kind: 'summary' }
  | { kind: 'all' }
  | { kind: 'roster'; rosterId: number }
  | { kind: 'group'; name: string }
  | { kind: 'none' };

export type OrganizationRow = {
  id: number;
  name: string;
  short: string;
  phone: string | null;
  address: string | null;
  imgUrl: string | null;
};

export type RosterRow = { id: number; name: string; season: string | null };
export type GroupRow = { id: number; name: string };

export type MemberRow = RosterCandidate & {
  imgUrl: string | null;
  college: string | null;
  collegeEndDate: string | null;
  highSchool: string | null;
  highSchoolEndDate: string | null;
  hometown: string | null;
  /** The roster or group the membership is on (a player may be on several). */
  rosterId: number | null;
  groupName: string | null;
};

export type OrganizationPageRead = {
  organization: OrganizationRow;
  rosters: Array<RosterRow>;
  groups: Array<GroupRow>;
  /** Memberships (with the player's details) of the selection, hidden players included. */
  members: Array<MemberRow>;
};

/**
 * spec 1 §2: the short name is matched case-insensitively. An exact spelling wins if two stored
 * names differ only in case (the unique index on `short` is case-sensitive).
 */
function shortMatches(short: string): SQL {
  return sql`${organizations.short} = ${short} collate nocase`;
}

function organizationIdOf(short: string): SQL {
  return sql`(select ${organizations.id} from ${organizations} where ${shortMatches(short)} order by ${organizations.short} = ${short} desc limit 1)`;
}

const NOTHING = sql`0`;

const memberColumns = {
  accountId: accounts.id,
  username: accounts.username,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  imgUrl: accounts.imgUrl,
  websiteFeatureId: websiteFeatureSettings.featureId,
  websiteIsPublic: websiteFeatureSettings.isPublic,
  websiteIsPhoneVerified: websiteFeatureSettings.isPhoneVerified,
  college: accountExtraInfo.college,
  collegeEndDate: accountExtraInfo.collegeEndDate,
  highSchool: accountExtraInfo.highSchool,
  highSchoolEndDate: accountExtraInfo.highSchoolEndDate,
  hometown: accountExtraInfo.hometown,
};

function rosterMembersQuery(db: Db, short: string, selection: MemberSelection) {
  const which =
    selection.kind === 'summary' || selection.kind === 'all'
      ? eq(rosters.organizationId, organizationIdOf(short))
      : selection.kind === 'roster'
        ? and(eq(rosters.organizationId, organizationIdOf(short)), eq(rosters.id, selection.rosterId))
        : NOTHING;
  return (
    db
      .select({ ...memberColumns, rosterId: rosterMembers.rosterId })
      .from(rosterMembers)
      .innerJoin(rosters, eq(rosters.id, rosterMembers.rosterId))
      // A membership counts only if the account exists (and has a profile to link to).
      .innerJoin(accounts, eq(accounts.id, rosterMembers.accountId))
      .leftJoin(
        websiteFeatureSettings,
        and(
          eq(websiteFeatureSettings.accountId, accounts.id),
          eq(websiteFeatureSettings.featureId, WEBSITE_FEATURE_ID),
        ),
      )
      .leftJoin(accountExtraInfo, eq(accountExtraInfo.accountId, accounts.id))
      .where(and(which, isNotNull(accounts.username)))
  );
}

function groupMembersQuery(db: Db, short: string, selection: MemberSelection) {
  const which =
    selection.kind === 'summary'
      ? eq(playerGroups.organizationId, organizationIdOf(short))
      : selection.kind === 'group'
        ? // Exact and case-insensitive candidates; the page picks the group name (spec 1 §2 rules).
          and(
            eq(playerGroups.organizationId, organizationIdOf(short)),
            sql`${playerGroups.name} = ${selection.name} collate nocase`,
          )
        : NOTHING;
  return db
    .select({ ...memberColumns, groupName: playerGroups.name })
    .from(playerGroupMembers)
    .innerJoin(playerGroups, eq(playerGroups.id, playerGroupMembers.groupId))
    .innerJoin(accounts, eq(accounts.id, playerGroupMembers.accountId))
    .leftJoin(
      websiteFeatureSettings,
      and(
        eq(websiteFeatureSettings.accountId, accounts.id),
        eq(websiteFeatureSettings.featureId, WEBSITE_FEATURE_ID),
      ),
    )
    .leftJoin(accountExtraInfo, eq(accountExtraInfo.accountId, accounts.id))
    .where(and(which, isNotNull(accounts.username)));
}

/**
 * The sub-circles the session's account is in (spec 1 §6: a sub-circle member sees the player). Only
 * this viewer's memberships matter for the page, so only they are read; no session, no rows.
 */
function viewerCirclesQuery(db: Db, sessionIdHash: string | null) {
  return db
    .select({ playerId: subCircleMembers.accountId, memberId: subCircleMembers.memberAccountId })
    .from(subCircleMembers)
    .where(
      sessionIdHash === null
        ? NOTHING
        : eq(
            subCircleMembers.memberAccountId,
            sql`(select ${sessions.accountId} from ${sessions} where ${sessions.idHash} = ${sessionIdHash})`,
          ),
    );
}

/**
 * The statements of an organization page, for the page's one `db.batch` (the caller may add the
 * viewer lookup in front): the organization by short name, its rosters and groups, the selected
 * memberships with each player's website setting and details, and the viewer's sub-circles.
 */
export function organizationPageQueries(
  db: Db,
  args: { short: string; selection: MemberSelection; sessionIdHash: string | null },
) {
  const { short, selection, sessionIdHash } = args;
  return [
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        short: organizations.short,
        phone: organizations.phone,
        address: organizations.address,
        imgUrl: organizations.imgUrl,
      })
      .from(organizations)
      .where(shortMatches(short))
      .orderBy(desc(sql`${organizations.short} = ${short}`))
      .limit(1),
    db
      .select({ id: rosters.id, name: rosters.name, season: rosters.season })
      .from(rosters)
      .where(eq(rosters.organizationId, organizationIdOf(short)))
      .orderBy(desc(rosters.season), asc(rosters.name), asc(rosters.id)),
    db
      .select({ id: playerGroups.id, name: playerGroups.name })
      .from(playerGroups)
      .where(eq(playerGroups.organizationId, organizationIdOf(short)))
      .orderBy(asc(playerGroups.name)),
    rosterMembersQuery(db, short, selection),
    groupMembersQuery(db, short, selection),
    viewerCirclesQuery(db, sessionIdHash),
  ] as const;
}

export type OrganizationPageRows = BatchResponse<ReturnType<typeof organizationPageQueries>>;

/** The rows of `organizationPageQueries` as plain objects; null when no organization has that short name. */
export function toOrganizationPage(rows: OrganizationPageRows): OrganizationPageRead | null {
  const [organizationRows, rosterRows, groupRows, rosterMemberRows, groupMemberRows, circleRows] = rows;
  const organization = organizationRows[0];
  if (!organization) return null;
  const circles = new Map<number, Array<number>>();
  for (const { playerId, memberId } of circleRows)
    circles.set(playerId, [...(circles.get(playerId) ?? []), memberId]);

  function member(
    row: (typeof rosterMemberRows)[number] | (typeof groupMemberRows)[number],
    on: { rosterId: number | null; groupName: string | null },
  ): MemberRow {
    const websiteSettings: Array<FeatureSetting> =
      row.websiteFeatureId === null
        ? []
        : [
            {
              featureId: row.websiteFeatureId,
              isPublic: row.websiteIsPublic,
              isPhoneVerified: row.websiteIsPhoneVerified,
            },
          ];
    return {
      accountId: row.accountId,
      username: row.username,
      firstName: row.firstName,
      lastName: row.lastName,
      imgUrl: row.imgUrl,
      websiteSettings,
      subCircleAccountIds: circles.get(row.accountId) ?? [],
      college: row.college,
      collegeEndDate: row.collegeEndDate,
      highSchool: row.highSchool,
      highSchoolEndDate: row.highSchoolEndDate,
      hometown: row.hometown,
      ...on,
    };
  }

  return {
    organization,
    rosters: rosterRows,
    groups: groupRows,
    members: [
      ...rosterMemberRows.map((row) => member(row, { rosterId: row.rosterId, groupName: null })),
      ...groupMemberRows.map((row) => member(row, { rosterId: null, groupName: row.groupName })),
    ],
  };
}
