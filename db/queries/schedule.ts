import { and, asc, desc, eq, gte, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { PLAYER_PROFILE_TYPE_IDS } from '../../app/domain/search/search';
import type { Db } from '../client';
import { reusableQuery, reusableQueryByShape } from '../prepared';
import { accountProfiles, accounts } from '../schema/accounts';
import { courses } from '../schema/courses';
import { tournamentEntries, tournaments } from '../schema/tournaments';
import { associatedIdsOf } from './associated-players';
import {
  scheduleSetting,
  scheduleSettingOn,
  scheduleVisibilityColumns,
  websiteSetting,
  websiteSettingOn,
} from './stats-visibility';

export type EntryFilter = {
  /** Upcoming: the event's last day is today or later (app/domain/schedule/schedule.ts `isUpcoming`); past: before. */
  when?: 'upcoming' | 'past';
  today?: string;
  featuredOnly?: boolean;
  limit?: number;
};

const lastDay = sql<string>`coalesce(${tournaments.endDate}, ${tournaments.startDate})`;

type EntriesShape = {
  when: EntryFilter['when'] | null;
  featuredOnly: boolean;
  limited: boolean;
  /** Several players' entries: `accountIds` is a JSON array bound as one value. */
  several?: boolean;
};

const entries = reusableQueryByShape((db, shape: EntriesShape) => {
  const conditions: Array<SQL> = [
    shape.several
      ? sql`${tournamentEntries.accountId} in (select value from json_each(${sql.placeholder('accountIds')}))`
      : eq(tournamentEntries.accountId, sql.placeholder('accountId')),
  ];
  if (shape.when === 'upcoming') conditions.push(gte(lastDay, sql.placeholder('today')));
  if (shape.when === 'past') conditions.push(lt(lastDay, sql.placeholder('today')));
  if (shape.featuredOnly) conditions.push(eq(tournamentEntries.isFeatured, true));
  const order = shape.when === 'upcoming' ? asc : desc;
  const query = db
    .select({
      entryId: tournamentEntries.id,
      accountId: tournamentEntries.accountId,
      tournamentId: tournamentEntries.tournamentId,
      name: tournaments.name,
      url: tournaments.url,
      eventTypeId: tournaments.eventTypeId,
      localeTypeId: tournaments.localeTypeId,
      isTeamEvent: tournaments.isTeamEvent,
      // D1 batches key result columns by name: a second "name" would overwrite the first.
      courseName: sql<string | null>`${courses.name}`.as('course_name'),
      city: tournaments.city,
      state: tournaments.state,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      numberOfRounds: tournaments.numberOfRounds,
      statusId: tournamentEntries.statusId,
      isFeatured: tournamentEntries.isFeatured,
      note: tournamentEntries.note,
      finishPosition: tournamentEntries.finishPosition,
      fieldSize: tournaments.fieldSize,
    })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .leftJoin(courses, eq(courses.id, tournaments.courseId))
    .where(and(...conditions))
    .orderBy(order(tournaments.startDate), order(tournaments.id))
    .$dynamic();
  return shape.limited ? query.limit(sql.placeholder('limit')) : query;
});

/**
 * A player's tournament entries with the tournament and its course (spec 3 §3 upcoming event row and
 * featured tournament): upcoming soonest first, otherwise most recent first.
 */
export function tournamentEntriesQuery(db: Db, accountId: number, filter: EntryFilter = {}) {
  if (filter.when && !filter.today) throw new Error('tournamentEntriesQuery: `when` needs `today`');
  const shape = {
    when: filter.when ?? null,
    featuredOnly: filter.featuredOnly === true,
    limited: filter.limit !== undefined,
  };
  return entries(db, shape, { accountId, today: filter.today, limit: filter.limit });
}

/** Several players' entries (the schedule's additional players), most recent first. */
export function playersEntriesQuery(db: Db, accountIds: ReadonlyArray<number>) {
  const shape = { when: null, featuredOnly: false, limited: false, several: true };
  return entries(db, shape, { accountIds: JSON.stringify(accountIds) });
}

export type TournamentEntryRow = Awaited<ReturnType<typeof tournamentEntriesQuery>>[number];

/*
 * spec 3 §2.3 additional players: the players associated with the page's player (rosters, player
 * groups and sub-circle, decision 047; the viewer's own linked players, decision 104), by name, each with the rows that decide whether the viewer may
 * see their schedule (website 88 and schedule 80 settings, the viewer in their sub-circle);
 * app/domain/schedule/additional-players.ts decides. One statement, built once per isolate.
 */
const scheduleCandidates = reusableQuery((db) => {
  const viewer = sql.placeholder('viewer');
  const player = sql.placeholder('player');
  const isPlayer = sql`exists (select 1 from ${accountProfiles} where ${accountProfiles.accountId} = ${accounts.id} and ${accountProfiles.profileTypeId} in (select value from json_each(${JSON.stringify(PLAYER_PROFILE_TYPE_IDS)})))`;
  return db
    .select(scheduleVisibilityColumns(viewer))
    .from(accounts)
    .leftJoin(websiteSetting, websiteSettingOn)
    .leftJoin(scheduleSetting, scheduleSettingOn)
    .where(
      and(
        sql`${accounts.id} in ${associatedIdsOf(player, viewer)}`,
        ne(accounts.id, player),
        isNotNull(accounts.username),
        isPlayer,
      ),
    )
    .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id));
});

export function scheduleCandidatesQuery(db: Db, viewerAccountId: number | null, playerAccountId: number) {
  return scheduleCandidates(db, { viewer: viewerAccountId ?? -1, player: playerAccountId });
}

export type ScheduleCandidateRow = Awaited<ReturnType<typeof scheduleCandidatesQuery>>[number];
