import { eq } from 'drizzle-orm';
import { createSession } from '../../app/server/session.server';
import type { Db } from '../../db/client';
import {
  accountExtraInfo,
  accountProfiles,
  accountRoles,
  accounts,
  subCircleMembers,
  websiteFeatureSettings,
} from '../../db/schema/accounts';
import {
  organizations,
  playerGroupMembers,
  playerGroups,
  rosterMembers,
  rosters,
} from '../../db/schema/organizations';

let nextId = 100_000;

export type PlayerInput = {
  username?: string;
  firstName?: string;
  lastName?: string;
  imgUrl?: string | null;
  about?: string | null;
  profileTypeId?: number;
};

/** A player account with the rows the profile pages read. */
export async function createPlayer(db: Db, input: PlayerInput = {}) {
  const id = nextId++;
  const username = input.username ?? `player-${id}`;
  await db.batch([
    db.insert(accounts).values({
      id,
      guid: `guid-${id}`,
      username,
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? `Player${id}`,
      imgUrl: input.imgUrl ?? null,
    }),
    db.insert(accountExtraInfo).values({ accountId: id, about: input.about ?? null }),
    db.insert(accountProfiles).values({ accountId: id, profileTypeId: input.profileTypeId ?? 4 }),
  ]);
  return { id, username };
}

/** A signed-in browser for an account: the Cookie header value of a fresh session. */
export async function sessionCookieFor(db: Db, accountId: number): Promise<string> {
  const { setCookie } = await createSession(db, accountId, { secure: false });
  return setCookie.split(';')[0] ?? '';
}

/** An account that is not a player (coach, parent, product manager); `username` null by default. */
export async function createAccount(
  db: Db,
  input: { firstName?: string; lastName?: string; username?: string | null; productManager?: boolean } = {},
) {
  const id = nextId++;
  await db.insert(accounts).values({
    id,
    guid: `guid-${id}`,
    username: input.username ?? null,
    firstName: input.firstName ?? 'Test',
    lastName: input.lastName ?? `Account${id}`,
  });
  if (input.productManager) await db.insert(accountRoles).values({ accountId: id, role: 'product-manager' });
  return { id };
}

/** School and hometown of a player (account_extra_info, created by createPlayer). */
export async function setPlayerSchool(
  db: Db,
  accountId: number,
  values: {
    college?: string | null;
    collegeEndDate?: string | null;
    highSchool?: string | null;
    highSchoolEndDate?: string | null;
    hometown?: string | null;
  },
) {
  await db.update(accountExtraInfo).set(values).where(eq(accountExtraInfo.accountId, accountId));
}

/** One website feature setting (spec 1 §6); `{ isPublic: false }` on 88 makes the website private. */
export async function setFeature(
  db: Db,
  accountId: number,
  featureId: number,
  setting: { isPublic?: boolean | null; isPhoneVerified?: boolean | null },
) {
  await db.insert(websiteFeatureSettings).values({
    accountId,
    featureId,
    isPublic: setting.isPublic ?? null,
    isPhoneVerified: setting.isPhoneVerified ?? null,
  });
}

/** Members of a player's sub-circle see every feature of that player (spec 1 §6). */
export async function addSubCircleMember(db: Db, playerId: number, memberId: number) {
  await db.insert(subCircleMembers).values({ accountId: playerId, memberAccountId: memberId });
}

export type OrganizationInput = {
  name?: string;
  short?: string;
  phone?: string | null;
  address?: string | null;
  imgUrl?: string | null;
  /** Roster ids may be given (negative ones too); otherwise fresh ones are used. */
  rosters?: Array<{ id?: number; name?: string; season?: string | null; members?: Array<number> }>;
  groups?: Array<{ name: string; members?: Array<number> }>;
};

/** An organization with its rosters, named player groups and their members, in one batch. */
export async function createOrganization(db: Db, input: OrganizationInput = {}) {
  const id = nextId++;
  const short = input.short ?? `org-${id}`;
  const rosterRows = (input.rosters ?? []).map((roster, index) => ({
    id: roster.id ?? nextId++,
    organizationId: id,
    name: roster.name ?? `Roster ${index + 1}`,
    season: roster.season === undefined ? '2025-26' : roster.season,
    members: roster.members ?? [],
  }));
  const groupRows = (input.groups ?? []).map((group) => ({
    id: nextId++,
    organizationId: id,
    name: group.name,
    members: group.members ?? [],
  }));
  const rosterMemberRows = rosterRows.flatMap((r) =>
    r.members.map((accountId) => ({ rosterId: r.id, accountId })),
  );
  const groupMemberRows = groupRows.flatMap((g) =>
    g.members.map((accountId) => ({ groupId: g.id, accountId })),
  );
  await db.batch([
    db.insert(organizations).values({
      id,
      name: input.name ?? `Test Organization ${id}`,
      short,
      phone: input.phone === undefined ? '5552014410' : input.phone,
      address: input.address === undefined ? '1 Fairway Drive, Springfield' : input.address,
      imgUrl: input.imgUrl ?? null,
    }),
    ...rosterRows.map(({ members: _, ...row }) => db.insert(rosters).values(row)),
    ...groupRows.map(({ members: _, ...row }) => db.insert(playerGroups).values(row)),
    ...rosterMemberRows.map((row) => db.insert(rosterMembers).values(row)),
    ...groupMemberRows.map((row) => db.insert(playerGroupMembers).values(row)),
  ]);
  return {
    id,
    short,
    rosters: rosterRows.map(({ id: rosterId, name }) => ({ id: rosterId, name })),
    groups: groupRows.map(({ id: groupId, name }) => ({ id: groupId, name })),
  };
}
