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
import { hosts } from '../../db/schema/organizations';

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

/** One website feature setting (spec 1 §3); nulls are meaningful (spec 1 §6). */
export async function setFeatureSetting(
  db: Db,
  accountId: number,
  featureId: number,
  setting: { isPublic: boolean | null; isPhoneVerified: boolean | null },
) {
  await db
    .insert(websiteFeatureSettings)
    .values({ accountId, featureId, ...setting })
    .onConflictDoUpdate({
      target: [websiteFeatureSettings.accountId, websiteFeatureSettings.featureId],
      set: setting,
    });
}

export async function addSubCircleMember(db: Db, accountId: number, memberAccountId: number) {
  await db.insert(subCircleMembers).values({ accountId, memberAccountId });
}

export async function makeProductManager(db: Db, accountId: number) {
  await db.insert(accountRoles).values({ accountId, role: 'product-manager' });
}

/** A mapped host (spec 1 §2): player, team, organization or custom. */
export async function createHost(
  db: Db,
  host: {
    hostname: string;
    kind: 'player' | 'team' | 'organization' | 'custom';
    accountId?: number;
    organizationId?: number;
    requiresOrgPrefix?: boolean;
  },
) {
  await db.insert(hosts).values(host);
}
