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
import { galleryMedia, newsItemMedia, newsItems, swingVideos } from '../../db/schema/content';
import { courses, tees } from '../../db/schema/courses';
import {
  hosts,
  organizations,
  playerGroupMembers,
  playerGroups,
  rosterMembers,
  rosters,
} from '../../db/schema/organizations';
import { reportParameters } from '../../db/schema/reports';
import { roundHoles, rounds, shots } from '../../db/schema/rounds';
import { tournamentEntries, tournaments } from '../../db/schema/tournaments';

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

// ------------------------------------------------------------------------------------------------
// Profile content: courses, rounds with holes, tournaments and entries, news, media, videos, reports.
// ------------------------------------------------------------------------------------------------

let nextContentId = 500_000;
function contentId(): number {
  return nextContentId++;
}

/** ISO day `days` from today (negative: in the past), in UTC like the Worker's clock. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export type ExtraInfoInput = Partial<typeof accountExtraInfo.$inferInsert>;

/** Sets (replaces) fields of a player's extra info: school, NCAA number, about text, … */
export async function updateExtraInfo(db: Db, accountId: number, info: ExtraInfoInput): Promise<void> {
  await db.update(accountExtraInfo).set(info).where(eq(accountExtraInfo.accountId, accountId));
}

/** A website feature setting (spec 1 §6), e.g. resume (78) not public. */
export async function setFeature(
  db: Db,
  accountId: number,
  featureId: number,
  isPublic: boolean | null,
  isPhoneVerified: boolean | null = null,
): Promise<void> {
  await db.insert(websiteFeatureSettings).values({ accountId, featureId, isPublic, isPhoneVerified });
}

export const PAR_72: ReadonlyArray<number> = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];

export async function createCourse(
  db: Db,
  input: { name?: string; city?: string; state?: string; teeName?: string } = {},
) {
  const id = contentId();
  const teeId = contentId();
  await db.batch([
    db.insert(courses).values({
      id,
      name: input.name ?? `Course ${id}`,
      city: input.city ?? 'Austin',
      state: input.state ?? 'TX',
      latitude: 30.2,
      longitude: -97.7,
    }),
    db.insert(tees).values({ id: teeId, courseId: id, name: input.teeName ?? 'Blue' }),
  ]);
  return { id, teeId };
}

export type HoleInput = {
  par: number;
  score: number | null;
  putts?: number | null;
  /** Where the tee shot finished; a fairway hit is derived from it on par 4s and 5s. */
  teeShot?: 'fairway' | 'rough' | 'green' | 'sand';
  excluded?: boolean;
  courseHoleNumber?: number;
  yards?: number;
};

export type RoundInput = {
  accountId: number;
  courseId: number;
  teeId?: number | null;
  playedOn: string;
  /** One entry per hole played; `score` is a shorthand for 18 holes of par 72 adding up to it. */
  holes?: Array<HoleInput>;
  score?: number;
  roundTypeId?: number;
  tournamentId?: number | null;
  roundNumber?: number;
  holeCount?: number;
  inProgress?: boolean;
};

/** Holes of a par-72 round that add up to `score` (the extra strokes on the first holes, 2 putts each). */
export function holesForScore(score: number): Array<HoleInput> {
  const diff = score - 72;
  return PAR_72.map((par, index) => {
    const step = Math.abs(diff) > index ? Math.sign(diff) : 0;
    return { par, score: par + step, putts: 2, teeShot: 'fairway' };
  });
}

/** A round with its holes (and each hole's tee shot), as the mobile app would have written it. */
export async function createRound(db: Db, input: RoundInput) {
  const id = contentId();
  const holes = input.holes ?? holesForScore(input.score ?? 72);
  const scored = holes.filter((h) => h.score !== null && !h.excluded);
  const statements = [
    db.insert(rounds).values({
      id,
      accountId: input.accountId,
      courseId: input.courseId,
      teeId: input.teeId ?? null,
      tournamentId: input.tournamentId ?? null,
      roundTypeId: input.roundTypeId ?? (input.tournamentId ? 3 : 1),
      roundNumber: input.roundNumber ?? 1,
      holeCount: input.holeCount ?? (holes.length > 9 ? 18 : 9),
      inProgress: input.inProgress ?? false,
      startedAt: `${input.playedOn}T09:00:00`,
      playedOn: input.playedOn,
      score: scored.reduce((sum, h) => sum + (h.score ?? 0), 0),
      par: scored.reduce((sum, h) => sum + h.par, 0),
    }),
    ...holes.map((hole, index) =>
      db.insert(roundHoles).values({
        roundId: id,
        holeNumber: index + 1,
        courseHoleNumber: hole.courseHoleNumber ?? index + 1,
        par: hole.par,
        yards: hole.yards ?? null,
        score: hole.score,
        putts: hole.putts ?? null,
        excluded: hole.excluded ?? false,
      }),
    ),
    ...holes.flatMap((hole, index) =>
      hole.teeShot
        ? [
            db.insert(shots).values({
              roundId: id,
              holeNumber: index + 1,
              shotNumber: 1,
              type: 'Tee' as const,
              startLie: 'tee' as const,
              endLie: hole.teeShot,
              startDistanceYards: 400,
              endDistanceYards: 150,
            }),
          ]
        : [],
    ),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return { id };
}

export type TournamentInput = {
  name?: string;
  url?: string | null;
  courseId?: number | null;
  city?: string;
  state?: string;
  startDate: string;
  endDate?: string | null;
  numberOfRounds?: number;
  eventTypeId?: number;
  localeTypeId?: number;
  isTeamEvent?: boolean;
};

export async function createTournament(db: Db, input: TournamentInput) {
  const id = contentId();
  await db.insert(tournaments).values({
    id,
    name: input.name ?? `Tournament ${id}`,
    url: input.url ?? null,
    eventTypeId: input.eventTypeId ?? 3,
    localeTypeId: input.localeTypeId ?? 1,
    isTeamEvent: input.isTeamEvent ?? false,
    courseId: input.courseId ?? null,
    city: input.city ?? 'Austin',
    state: input.state ?? 'TX',
    startDate: input.startDate,
    endDate: input.endDate === undefined ? input.startDate : input.endDate,
    numberOfRounds: input.numberOfRounds ?? 1,
  });
  return { id };
}

export async function createEntry(
  db: Db,
  input: {
    tournamentId: number;
    accountId: number;
    statusId?: number | null;
    isFeatured?: boolean;
    note?: string | null;
    finishPosition?: string | null;
  },
) {
  const id = contentId();
  await db.insert(tournamentEntries).values({
    id,
    tournamentId: input.tournamentId,
    accountId: input.accountId,
    statusId: input.statusId ?? null,
    isFeatured: input.isFeatured ?? false,
    note: input.note ?? null,
    finishPosition: input.finishPosition ?? null,
  });
  return { id };
}

export async function createNews(
  db: Db,
  input: {
    accountId: number;
    header: string;
    body?: string;
    publishedAt?: string;
    coverPhotoUrl?: string | null;
    media?: Array<{ kind: 'image' | 'link' | 'video'; url: string; label?: string | null }>;
  },
) {
  const id = contentId();
  await db.batch([
    db.insert(newsItems).values({
      id,
      accountId: input.accountId,
      header: input.header,
      body: input.body ?? `${input.header}.\n\nMore to come.`,
      publishedAt: input.publishedAt ?? `${daysFromToday(-3)}T15:00:00Z`,
      coverPhotoUrl: input.coverPhotoUrl ?? null,
    }),
    ...(input.media ?? []).map((m, position) =>
      db.insert(newsItemMedia).values({
        id: contentId(),
        newsItemId: id,
        kind: m.kind,
        url: m.url,
        label: m.label ?? null,
        position,
      }),
    ),
  ]);
  return { id };
}

export async function createGalleryImage(
  db: Db,
  input: { accountId: number; url?: string; caption?: string | null; isFeatured?: boolean },
) {
  const id = contentId();
  await db.insert(galleryMedia).values({
    id,
    accountId: input.accountId,
    mediaType: 'Image',
    url: input.url ?? '/demo/photos/links-dunes.svg',
    caption: input.caption ?? null,
    width: 1200,
    height: 800,
    isFeatured: input.isFeatured ?? true,
    position: id,
  });
  return { id };
}

export async function createSwingVideo(
  db: Db,
  input: { accountId: number; url?: string; title?: string | null; recordedOn?: string | null },
) {
  const id = contentId();
  await db.insert(swingVideos).values({
    id,
    accountId: input.accountId,
    url: input.url ?? '/demo/videos/swing-1.mp4',
    posterUrl: '/demo/videos/swing-1-poster.svg',
    title: input.title ?? 'Driver — face on',
    recordedOn: input.recordedOn ?? daysFromToday(-20),
    position: id,
  });
  return { id };
}

export async function createReport(db: Db, input: { accountId: number; kind: string }) {
  const hash = contentId();
  await db.insert(reportParameters).values({
    hash,
    kind: input.kind,
    accountId: input.accountId,
    parameters: { accountId: input.accountId },
    createdAt: `${daysFromToday(-2)} 10:00:00`,
  });
  return { hash };
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
