import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { IngestIssue } from '~/domain/rounds/ingest';
import { entryValues, type TournamentIngest, tournamentValues } from '~/domain/schedule/tournament-ingest';
import type { Db } from '../client';
import { insertSelect } from '../insert-under';
import { courses } from '../schema/courses';
import { tournamentEntries, tournaments } from '../schema/tournaments';

export type TournamentWriteResult =
  | {
      ok: true;
      tournamentId: number;
      /** True when this request made the player's entry (the event itself may have existed). */
      created: boolean;
      /** The event was created by another account: its details were left as they are. */
      shared: boolean;
    }
  | { ok: false; issues: Array<IngestIssue> };

/**
 * Stores an event sent by the app and the player's entry in it (issue 34 §4), all in one batch.
 * Idempotent by (account, clientTournamentId): sending the same id again updates the entry, and the
 * event's details when this account created it. A new id whose name and start date match an event
 * already stored (case aside) enters that event instead of making a second one, so the players of one
 * tournament share it; only its creator may change its details.
 */
export async function writeTournament(
  db: Db,
  accountId: number,
  event: TournamentIngest,
  shards: ReadonlyArray<Db> = [],
): Promise<TournamentWriteResult> {
  try {
    return await writeTournamentOnce(db, accountId, event, shards);
  } catch (error) {
    // Two requests with the same client id at once: both found no entry and the second one's batch
    // met the first one's entry (the batch is one transaction, so it left nothing behind). Once more,
    // it finds that entry and updates it.
    if (!isUniqueViolation(error)) throw error;
    return writeTournamentOnce(db, accountId, event, shards);
  }
}

/**
 * Brings the event's copies on the round shards (decision 119: a shard copies the events its rounds
 * name, without course and creator) up to its new details: one UPDATE on every shard, all at once. A
 * shard without a copy changes nothing; the directory, when it is a shard too, was updated already.
 */
export async function updateEventCopies(
  dir: Db,
  shards: ReadonlyArray<Db>,
  tournamentId: number,
  details: ReturnType<typeof tournamentValues>,
): Promise<void> {
  const { courseId: _course, ...copied } = details;
  await Promise.all(
    shards
      .filter((shard) => shard !== dir)
      .map((shard) => shard.update(tournaments).set(copied).where(eq(tournaments.id, tournamentId))),
  );
}

function isUniqueViolation(error: unknown): boolean {
  const messages = [error, (error as { cause?: unknown } | null)?.cause].map((e) =>
    e instanceof Error ? e.message : String(e),
  );
  return messages.some((message) => message.includes('UNIQUE constraint failed'));
}

async function writeTournamentOnce(
  db: Db,
  accountId: number,
  event: TournamentIngest,
  shards: ReadonlyArray<Db>,
): Promise<TournamentWriteResult> {
  const [mine, same, course] = await db.batch([
    db
      .select({ tournamentId: tournamentEntries.tournamentId, createdBy: tournaments.createdBy })
      .from(tournamentEntries)
      .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
      .where(
        and(
          eq(tournamentEntries.accountId, accountId),
          eq(tournamentEntries.clientTournamentId, event.clientTournamentId),
        ),
      ),
    db
      .select({ id: tournaments.id, createdBy: tournaments.createdBy })
      .from(tournaments)
      .where(
        and(
          sql`lower(${tournaments.name}) = lower(${event.name})`,
          eq(tournaments.startDate, event.startDate),
        ),
      )
      .orderBy(asc(tournaments.id))
      .limit(1),
    db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, event.courseId ?? -1)),
  ]);
  if (event.courseId !== undefined && course.length === 0)
    return {
      ok: false,
      issues: [
        { path: 'courseId', message: 'No course with this id: send it to POST /api/v1/courses first.' },
      ],
    };

  const details = tournamentValues(event);
  const entry = { ...entryValues(event), clientTournamentId: event.clientTournamentId };
  const known = mine[0];
  if (known) {
    const owns = known.createdBy === accountId;
    await db.batch([
      db
        .update(tournamentEntries)
        .set(entry)
        .where(
          and(
            eq(tournamentEntries.accountId, accountId),
            eq(tournamentEntries.tournamentId, known.tournamentId),
          ),
        ),
      ...(owns ? [db.update(tournaments).set(details).where(eq(tournaments.id, known.tournamentId))] : []),
    ]);
    if (owns) await updateEventCopies(db, shards, known.tournamentId, details);
    return { ok: true, tournamentId: known.tournamentId, created: false, shared: !owns };
  }

  const existing = same[0];
  if (existing) {
    // The player may have entered it already (a round named it): that entry takes this id.
    const [[written]] = await db.batch([
      db
        .insert(tournamentEntries)
        .values({ tournamentId: existing.id, accountId, ...entry })
        .onConflictDoUpdate({
          target: [tournamentEntries.tournamentId, tournamentEntries.accountId],
          set: entry,
        })
        .returning({ id: tournamentEntries.id }),
    ]);
    if (!written) throw new Error('the entry was not saved');
    return { ok: true, tournamentId: existing.id, created: true, shared: existing.createdBy !== accountId };
  }

  // A new event, and the entry under it: the entry reads the event's id in the same batch.
  const param = <T>(value: T) => sql`${value}`;
  const [[inserted]] = await db.batch([
    db
      .insert(tournaments)
      .values({ ...details, createdBy: accountId })
      .returning({ id: tournaments.id }),
    insertSelect(
      db,
      tournamentEntries,
      {
        tournamentId: sql`last_insert_rowid()`,
        accountId: param(accountId),
        statusId: param(entry.statusId),
        finishPosition: param(entry.finishPosition),
        isFeatured: param(entry.isFeatured ? 1 : 0),
        note: param(entry.note),
        clientTournamentId: param(entry.clientTournamentId),
      },
      sql``,
    ),
  ]);
  if (!inserted) throw new Error('the tournament was not saved');
  return { ok: true, tournamentId: inserted.id, created: true, shared: false };
}

export type TournamentListing = {
  id: number;
  name: string;
  startDate: string;
  endDate: string | null;
  city: string | null;
  state: string | null;
  courseName: string | null;
};

/** Events whose name holds `q` (case aside) starting between `from` and `to`, soonest first, 50 at most. */
export function tournamentSearchQuery(db: Db, filter: { q: string; from?: string; to?: string }) {
  return db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      city: tournaments.city,
      state: tournaments.state,
      courseName: courses.name,
    })
    .from(tournaments)
    .leftJoin(courses, eq(courses.id, tournaments.courseId))
    .where(
      and(
        // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and instr takes the query literally.
        filter.q === '' ? undefined : sql`instr(lower(${tournaments.name}), lower(${filter.q})) > 0`,
        filter.from === undefined ? undefined : gte(tournaments.startDate, filter.from),
        filter.to === undefined ? undefined : lte(tournaments.startDate, filter.to),
      ),
    )
    .orderBy(asc(tournaments.startDate), asc(tournaments.id))
    .limit(50);
}
