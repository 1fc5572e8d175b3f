import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reusableQueryByShape } from '../prepared';
import { courses } from '../schema/courses';
import { tournamentEntries, tournaments } from '../schema/tournaments';

export type EntryFilter = {
  /** Upcoming: the event's last day is today or later (app/domain/schedule/schedule.ts `isUpcoming`); past: before. */
  when?: 'upcoming' | 'past';
  today?: string;
  featuredOnly?: boolean;
  limit?: number;
};

const lastDay = sql<string>`coalesce(${tournaments.endDate}, ${tournaments.startDate})`;

type EntriesShape = { when: EntryFilter['when'] | null; featuredOnly: boolean; limited: boolean };

const entries = reusableQueryByShape((db, shape: EntriesShape) => {
  const conditions: Array<SQL> = [eq(tournamentEntries.accountId, sql.placeholder('accountId'))];
  if (shape.when === 'upcoming') conditions.push(gte(lastDay, sql.placeholder('today')));
  if (shape.when === 'past') conditions.push(lt(lastDay, sql.placeholder('today')));
  if (shape.featuredOnly) conditions.push(eq(tournamentEntries.isFeatured, true));
  const order = shape.when === 'upcoming' ? asc : desc;
  const query = db
    .select({
      entryId: tournamentEntries.id,
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

export type TournamentEntryRow = Awaited<ReturnType<typeof tournamentEntriesQuery>>[number];
