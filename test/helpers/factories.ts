import { createSession } from '../../app/server/session.server';
import type { Db } from '../../db/client';
import { refreshAccountSearch } from '../../db/queries/search';
import {
  accountExtraInfo,
  accountProfiles,
  accounts,
  playerWebsiteManagement,
} from '../../db/schema/accounts';
import { organizations, rosters } from '../../db/schema/organizations';

let nextId = 100_000;

export type PlayerInput = {
  username?: string;
  firstName?: string;
  lastName?: string;
  imgUrl?: string | null;
  about?: string | null;
  /** One profile type (default 4, a player); see `profileTypeIds` for several or none. */
  profileTypeId?: number;
  profileTypeIds?: Array<number>;
  /** One player_website_management row per entry (spec 1 §5); none by default. */
  allowPublicSite?: Array<boolean | null>;
  college?: string | null;
  highSchool?: string | null;
};

/** A player account with the rows the profile pages read, listed in the search index when searchable. */
export async function createPlayer(db: Db, input: PlayerInput = {}) {
  const id = nextId++;
  const username = input.username ?? `player-${id}`;
  const profileTypeIds = input.profileTypeIds ?? [input.profileTypeId ?? 4];
  await db.batch([
    db.insert(accounts).values({
      id,
      guid: `guid-${id}`,
      username,
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? `Player${id}`,
      imgUrl: input.imgUrl ?? null,
    }),
    db.insert(accountExtraInfo).values({
      accountId: id,
      about: input.about ?? null,
      college: input.college ?? null,
      highSchool: input.highSchool ?? null,
    }),
    ...profileTypeIds.map((profileTypeId) =>
      db.insert(accountProfiles).values({ accountId: id, profileTypeId }),
    ),
    ...(input.allowPublicSite ?? []).map((allowPublicSite) =>
      db.insert(playerWebsiteManagement).values({ accountId: id, allowPublicSite }),
    ),
  ]);
  await refreshAccountSearch(db, [id]);
  return { id, username };
}

export type OrganizationInput = {
  name?: string;
  short?: string;
  imgUrl?: string | null;
  rosters?: Array<{ id?: number; name: string; season?: string | null }>;
};

/** An organization with its rosters (ids returned in the given order). */
export async function createOrganization(db: Db, input: OrganizationInput = {}) {
  const id = nextId++;
  const short = input.short ?? `org-${id}`;
  const rosterRows = (input.rosters ?? []).map((roster) => ({
    id: roster.id ?? nextId++,
    organizationId: id,
    name: roster.name,
    season: roster.season ?? null,
  }));
  await db.batch([
    db.insert(organizations).values({
      id,
      name: input.name ?? `Organization ${id}`,
      short,
      imgUrl: input.imgUrl ?? null,
    }),
    ...rosterRows.map((roster) => db.insert(rosters).values(roster)),
  ]);
  return { id, short, rosterIds: rosterRows.map((roster) => roster.id) };
}

/** A signed-in browser for an account: the Cookie header value of a fresh session. */
export async function sessionCookieFor(db: Db, accountId: number): Promise<string> {
  const { setCookie } = await createSession(db, accountId, { secure: false });
  return setCookie.split(';')[0] ?? '';
}
