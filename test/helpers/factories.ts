import { eq } from 'drizzle-orm';
import type { ShapeKind } from '../../app/domain/courses/course-guide';
import { destination, formatPoints, type LngLat } from '../../app/domain/courses/geo';
import { cachedStateOf, defaultCompareConfig } from '../../app/domain/stats/compare-config';
import { holeStats } from '../../app/domain/stats/hole-stats';
import { apiTokenHash } from '../../app/server/bearer-token.server';
import { createSession, type SessionCookieConfig } from '../../app/server/session.server';
import type { Db } from '../../db/client';
import { saveCompareState } from '../../db/queries/compare-states';
import { refreshPlayerDiscovery } from '../../db/queries/discovery';
import { refreshHandicaps } from '../../db/queries/handicap';
import { holeStatsColumns } from '../../db/queries/hole-stats';
import {
  placePlayer,
  roundIdsAbove,
  shardCopyQueries,
  shardCopyWrites,
  toShardCopies,
} from '../../db/queries/player-shards';
import { refreshAccountSearch } from '../../db/queries/search';
import {
  accountExtraInfo,
  accountProfiles,
  accountRoles,
  accounts,
  playerWebsiteManagement,
  subCircleMembers,
  websiteFeatureSettings,
} from '../../db/schema/accounts';
import { apiTokens } from '../../db/schema/auth';
import { galleryMedia, newsItemMedia, newsItems, swingVideos } from '../../db/schema/content';
import {
  courseHoleShapes,
  courseHoles,
  courseManagementTargetLines,
  courseManagementTargets,
  courseScorecards,
  courses,
  teeHoleYardages,
  tees,
} from '../../db/schema/courses';
import {
  hosts,
  organizations,
  playerGroupMembers,
  playerGroups,
  rosterMembers,
  rosters,
} from '../../db/schema/organizations';
import { accountPlans } from '../../db/schema/payments';
import { reportParameters } from '../../db/schema/reports';
import { roundHoles, rounds, shots } from '../../db/schema/rounds';
import { tournamentEntries, tournaments } from '../../db/schema/tournaments';
import { watchListEntries, watchLists } from '../../db/schema/watch-lists';
import { type CourseRows, courseRows } from '../../db/seed/courses';
import type { SeedCourse } from '../../db/seed/types';
import { DEFAULT_VARS } from '../../scripts/lib/workers';
import { shardsOf } from './test-shards';

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
  gender?: 'M' | 'F' | null;
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
      gender: input.gender ?? null,
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
  await refreshPlayerDiscovery(db, shardsOf(db), [id]);
  return { id, username };
}

/** A signed-in browser for an account (of the test Workers' local mode): the Cookie header value of a fresh session. */
export async function sessionCookieFor(db: Db, accountId: number): Promise<string> {
  const { setCookie } = await createSession(db, accountId, { config: DEFAULT_VARS as SessionCookieConfig });
  return setCookie.split(';')[0] ?? '';
}

/** A mobile-app access token for an account (valid one hour): the value for `Authorization: Bearer …`. */
export async function apiTokenFor(db: Db, accountId: number): Promise<string> {
  const token = crypto.randomUUID().replaceAll('-', '') + crypto.randomUUID().replaceAll('-', '');
  const now = new Date();
  await db.insert(apiTokens).values({
    tokenHash: await apiTokenHash(token),
    accountId,
    familyId: crypto.randomUUID(),
    kind: 'access',
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
  });
  return token;
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
  await refreshPlayerDiscovery(db, shardsOf(db), [accountId]);
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
  await refreshPlayerDiscovery(db, shardsOf(db), [accountId]);
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
  await refreshPlayerDiscovery(db, shardsOf(db), [accountId]);
}

export const PAR_72: ReadonlyArray<number> = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];

export async function createCourse(
  db: Db,
  input: {
    name?: string;
    city?: string;
    state?: string;
    teeName?: string;
    /** The tee's Course Rating and Slope Rating (none: its rounds count for no Handicap Index). */
    rating?: number;
    slope?: number;
  } = {},
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
    db.insert(tees).values({
      id: teeId,
      courseId: id,
      name: input.teeName ?? 'Blue',
      rating: input.rating ?? null,
      slope: input.slope ?? null,
    }),
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
  isFinalRound?: boolean;
  playedInSimulator?: boolean;
  /**
   * Holes are written with their stat flags, as ingest and seed write them (decision 033); false
   * writes them bare, as rows from before the flags were, for the backfill's tests.
   */
  flags?: boolean;
};

/** Holes of a par-72 round that add up to `score` (the extra strokes on the first holes, 2 putts each). */
export function holesForScore(score: number): Array<HoleInput> {
  const diff = score - 72;
  return PAR_72.map((par, index) => {
    const step = Math.abs(diff) > index ? Math.sign(diff) : 0;
    return { par, score: par + step, putts: 2, teeShot: 'fairway' };
  });
}

/** The stat flags of a factory hole, by the rules of ingest and seed (its tee shot alone is no complete hole). */
function factoryHoleFlags(hole: HoleInput) {
  const stats = holeStats({
    par: hole.par,
    score: hole.score,
    putts: hole.putts ?? null,
    shots: hole.teeShot
      ? [
          {
            shotNumber: 1,
            startLie: 'tee',
            endLie: hole.teeShot,
            startDistanceYards: 400,
            endDistanceYards: 150,
            penaltyStrokes: 0,
            start: null,
            end: null,
          },
        ]
      : [],
    pin: null,
    geometry: null,
  });
  return holeStatsColumns(stats);
}

/** A round with its holes (and each hole's tee shot), as the mobile app would have written it. */
export async function createRound(dir: Db, input: RoundInput) {
  const id = contentId();
  // On the player's shard (placed on their first round), after copies of what the round names.
  const shards = shardsOf(dir);
  const placed = await placePlayer(dir, input.accountId, shards.names);
  const db = shards.db(placed.shard);
  const copies = toShardCopies(
    await dir.batch(
      shardCopyQueries(dir, {
        accountId: input.accountId,
        courseIds: [input.courseId],
        teeIds: input.teeId ? [input.teeId] : [],
        tournamentIds: input.tournamentId ? [input.tournamentId] : [],
      }),
    ),
  );
  const holes = input.holes ?? holesForScore(input.score ?? 72);
  const scored = holes.filter((h) => h.score !== null && !h.excluded);
  const statements = [
    ...shardCopyWrites(db, copies),
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
      isFinalRound: input.isFinalRound ?? false,
      playedInSimulator: input.playedInSimulator ?? false,
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
        ...(input.flags === false ? {} : factoryHoleFlags(hole)),
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
  await roundIdsAbove(dir, id);
  // As the ingest path does after writing a round (decisions 102 and 093).
  await refreshHandicaps(dir, shards, [input.accountId]);
  await refreshPlayerDiscovery(dir, shards, [input.accountId]);
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
  await refreshPlayerDiscovery(db, shardsOf(db), [input.accountId]);
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

/** An active Coach plan for an account (issue 33 §5), as a verified checkout leaves it. */
export async function giveCoachPlan(db: Db, accountId: number) {
  await db.insert(accountPlans).values({
    accountId,
    plan: 'coach',
    status: 'active',
    checkoutSessionId: `cs_test_${crypto.randomUUID().replaceAll('-', '')}`,
    activatedAt: new Date().toISOString(),
  });
}

/** A coach account (not a player) with an active Coach plan and a signed-in cookie. */
export async function createCoach(db: Db, input: { firstName?: string; lastName?: string } = {}) {
  const { id } = await createAccount(db, {
    firstName: input.firstName ?? 'Casey',
    lastName: input.lastName ?? `Coach${nextId}`,
  });
  await giveCoachPlan(db, id);
  return { id, cookie: await sessionCookieFor(db, id) };
}

/** A watch list of `ownerId` holding `players` (issue 33 §3), written as the pages write it. */
export async function createWatchList(
  db: Db,
  input: {
    ownerId: number;
    name?: string;
    players?: Array<number>;
    notes?: Record<number, string>;
    visitedAt?: string | null;
  },
) {
  const stamp = '2026-01-01 09:00:00';
  // The database numbers the list, as it does a list made on the pages (a counter of this file's own
  // would meet those numbers).
  const [created] = await db
    .insert(watchLists)
    .values({
      ownerId: input.ownerId,
      name: input.name ?? `List ${contentId()}`,
      createdAt: stamp,
      updatedAt: stamp,
      visitedAt: input.visitedAt ?? null,
    })
    .returning({ id: watchLists.id });
  if (!created) throw new Error('the watch list was not written');
  const { id } = created;
  for (const playerId of input.players ?? []) {
    await db
      .insert(watchListEntries)
      .values({ listId: id, playerId, note: input.notes?.[playerId] ?? '', addedAt: stamp });
  }
  return { id };
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
  await refreshPlayerDiscovery(db, shardsOf(db), [accountId]);
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
  // A roster decides a player's organization in discovery (decision 093).
  await refreshPlayerDiscovery(
    db,
    shardsOf(db),
    rosterMemberRows.map((row) => row.accountId),
  );
  return {
    id,
    short,
    rosters: rosterRows.map(({ id: rosterId, name }) => ({ id: rosterId, name })),
    groups: groupRows.map(({ id: groupId, name }) => ({ id: groupId, name })),
  };
}

export type CourseHoleInput = {
  holeNumber: number;
  teeLatitude?: number | null;
  teeLongitude?: number | null;
  pinLatitude?: number | null;
  pinLongitude?: number | null;
  /** Points as pairs, or as a raw points string (spec 1 §3) to store exactly as given. */
  shapes?: Array<{ kind: ShapeKind; points: Array<LngLat> | string }>;
  targets?: Array<{ shotNumber: number; point: LngLat; club?: string | null }>;
  targetLine?: Array<LngLat>;
};

export type CourseInput = {
  name?: string;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  attribution?: string | null;
  holeCount?: number;
  holes?: Array<CourseHoleInput>;
  /** Each tee's yardage list, hole 1 first (spec 1 §3 ydsHole). */
  tees?: Array<{ name: string; color?: string | null; yards: Array<number> }>;
  /** The men's par list, hole 1 first; null for a course without a men's scorecard. */
  menPars?: Array<number> | null;
  womenPars?: Array<number>;
};

/** A small course: 3 holes with tee, pin, green, fairway and bunker shapes, 2 tees and a men's card. */
export async function createGuideCourse(db: Db, input: CourseInput = {}) {
  const id = nextId++;
  const holes = input.holes ?? defaultCourseHoles();
  const tees = (
    input.tees ?? [
      { name: 'Blue', color: '#1d5bbf', yards: [380, 165, 510] },
      { name: 'White', color: '#ffffff', yards: [350, 140, 480] },
    ]
  ).map((tee) => ({ ...tee, id: nextId++ }));
  const menPars = input.menPars === undefined ? [4, 3, 5] : input.menPars;
  const scorecards = [
    ...(menPars ?? []).map((par, i) => ({ courseId: id, gender: 'men' as const, holeNumber: i + 1, par })),
    ...(input.womenPars ?? []).map((par, i) => ({
      courseId: id,
      gender: 'women' as const,
      holeNumber: i + 1,
      par,
    })),
  ];
  await db.insert(courses).values({
    id,
    name: input.name ?? `Test Course ${id}`,
    city: input.city === undefined ? 'Augusta' : input.city,
    state: input.state === undefined ? 'GA' : input.state,
    country: input.country === undefined ? 'US' : input.country,
    latitude: 33.5,
    longitude: -82.02,
    holeCount: input.holeCount ?? holes.length,
    attribution: input.attribution ?? null,
  });
  await insertCourseRows(db, {
    courseHoles: holes.map((hole) => ({
      courseId: id,
      holeNumber: hole.holeNumber,
      teeLatitude: hole.teeLatitude ?? null,
      teeLongitude: hole.teeLongitude ?? null,
      pinLatitude: hole.pinLatitude ?? null,
      pinLongitude: hole.pinLongitude ?? null,
    })),
    courseHoleShapes: holes.flatMap((hole) =>
      (hole.shapes ?? []).map((shape) => ({
        courseId: id,
        holeNumber: hole.holeNumber,
        kind: shape.kind,
        points: typeof shape.points === 'string' ? shape.points : formatPoints(shape.points),
      })),
    ),
    courseManagementTargets: holes.flatMap((hole) =>
      (hole.targets ?? []).map((target) => ({
        courseId: id,
        holeNumber: hole.holeNumber,
        shotNumber: target.shotNumber,
        latitude: target.point[1],
        longitude: target.point[0],
        club: target.club ?? null,
      })),
    ),
    courseManagementTargetLines: holes.flatMap((hole) =>
      hole.targetLine
        ? [{ courseId: id, holeNumber: hole.holeNumber, points: formatPoints(hole.targetLine) }]
        : [],
    ),
    courseScorecards: scorecards,
    tees: tees.map((tee) => ({ id: tee.id, courseId: id, name: tee.name, color: tee.color ?? null })),
    teeHoleYardages: tees.flatMap((tee) =>
      tee.yards.map((yards, i) => ({ teeId: tee.id, holeNumber: i + 1, yards })),
    ),
  });
  return { id, teeIds: tees.map((tee) => tee.id) };
}

/** A course built by the seed generator (e.g. Augusta National from db/seed/courses.ts), stored as the seed stores it. */
export async function createSeedCourse(db: Db, course: SeedCourse) {
  const rows = courseRows([course]);
  const [courseRow] = rows.courses;
  if (!courseRow) throw new Error('courseRows gave no course');
  await db.insert(courses).values(courseRow);
  // Row ids are left to D1, so a seed course can sit beside factory courses.
  await insertCourseRows(db, {
    ...rows,
    courseHoleShapes: rows.courseHoleShapes.map(({ id: _id, ...row }) => row),
    courseManagementTargets: rows.courseManagementTargets.map(({ id: _id, ...row }) => row),
    courseManagementTargetLines: rows.courseManagementTargetLines.map(({ id: _id, ...row }) => row),
  });
  return { id: course.id };
}

type CourseChildRows = Omit<CourseRows, 'courses'>;

async function insertCourseRows(db: Db, rows: CourseChildRows): Promise<void> {
  await insertChunks(rows.courseHoles, (chunk) => db.insert(courseHoles).values(chunk));
  await insertChunks(rows.courseHoleShapes, (chunk) => db.insert(courseHoleShapes).values(chunk));
  await insertChunks(rows.courseManagementTargets, (chunk) =>
    db.insert(courseManagementTargets).values(chunk),
  );
  await insertChunks(rows.courseManagementTargetLines, (chunk) =>
    db.insert(courseManagementTargetLines).values(chunk),
  );
  await insertChunks(rows.courseScorecards, (chunk) => db.insert(courseScorecards).values(chunk));
  await insertChunks(rows.tees, (chunk) => db.insert(tees).values(chunk));
  await insertChunks(rows.teeHoleYardages, (chunk) => db.insert(teeHoleYardages).values(chunk));
}

/** D1 binds at most 100 parameters per statement: insert in chunks that stay below it. */
async function insertChunks<T extends object>(
  rows: ReadonlyArray<T>,
  insert: (chunk: Array<T>) => Promise<unknown>,
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const size = Math.max(1, Math.floor(100 / (Object.keys(first).length + 1)));
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/** Three holes heading north from a point near Augusta: a par 4, a par 3 and a par 5. */
function defaultCourseHoles(): Array<CourseHoleInput> {
  const start: LngLat = [-82.02, 33.5];
  return [
    { holeNumber: 1, from: start, meters: 340 },
    { holeNumber: 2, from: destination(start, 120, 90), meters: 150 },
    { holeNumber: 3, from: destination(start, 240, 90), meters: 460 },
  ].map(({ holeNumber, from, meters }) => {
    const pin = destination(from, meters, 0);
    const green = [270, 0, 90, 180].map((bearing) => destination(pin, 14, bearing));
    const fairway = [
      destination(destination(from, 40, 0), 18, 270),
      destination(destination(from, 40, 0), 18, 90),
      destination(destination(pin, 30, 180), 18, 90),
      destination(destination(pin, 30, 180), 18, 270),
    ];
    return {
      holeNumber,
      teeLatitude: from[1],
      teeLongitude: from[0],
      pinLatitude: pin[1],
      pinLongitude: pin[0],
      shapes: [
        { kind: 'green' as const, points: green },
        ...(meters > 200 ? [{ kind: 'fairway' as const, points: fairway }] : []),
        {
          kind: 'bunker' as const,
          points: [0, 120, 240].map((bearing) => destination(destination(pin, 22, 90), 5, bearing)),
        },
      ],
      targets: meters > 200 ? [{ shotNumber: 1, point: destination(from, 220, 0), club: 'Driver' }] : [],
      targetLine: [from, pin],
    };
  });
}

/** A saved default comparison of `leftId` (its owner) with `rightId` on the right; its hash. */
export function saveTwoPlayerComparison(db: Db, leftId: number, rightId: number): Promise<number> {
  const config = defaultCompareConfig(leftId);
  return saveCompareState(
    db,
    leftId,
    cachedStateOf({ ...config, right: { ...config.right, accountId: rightId } }),
  );
}
