import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { FEATURE_IDS } from '../../app/domain/access/features';
import { FIRST_LIST_NAME, MAX_LISTS, MAX_PLAYERS_PER_LIST } from '../../app/domain/recruiting/watch-lists';
import type { Db } from '../client';
import { accountExtraInfo, accounts, websiteFeatureSettings } from '../schema/accounts';
import { organizations } from '../schema/organizations';
import { playerDiscovery } from '../schema/player-discovery';
import { rounds } from '../schema/rounds';
import { playerShards } from '../schema/shards';
import { tournamentEntries, tournaments } from '../schema/tournaments';
import { watchListEntries, watchLists } from '../schema/watch-lists';
import { discoveryHitColumns } from './discovery';

/*
 * Coach watch lists (issue 33 §3, decision 098). Every statement names the owner: a list id of
 * another account reads and changes nothing. A player is shown only while they have a discovery row
 * (listed in search, decision 093/089); the entry stays, so they return if they are listed again.
 */

const l = watchLists;
const e = watchListEntries;
const d = playerDiscovery;

/** The list `listId` if `ownerId` owns it. */
function ownedList(db: Db, ownerId: number, listId: number) {
  return db
    .select({ id: l.id })
    .from(l)
    .where(and(eq(l.id, listId), eq(l.ownerId, ownerId)));
}

/** The players of an owned list, as ids, for the reads that go with the page. */
function ownedListPlayers(db: Db, ownerId: number, listId: number) {
  return db
    .select({ playerId: e.playerId })
    .from(e)
    .where(inArray(e.listId, ownedList(db, ownerId, listId)));
}

/** Shown players of a list: those with a discovery row. */
const shownCount =
  sql<number>`(SELECT count(*) FROM ${e} JOIN ${d} ON ${d.accountId} = ${e.playerId} WHERE ${e.listId} = ${l.id})`.mapWith(
    Number,
  );

/** The owner's lists with how many players each shows, by name. */
export function ownerListsQuery(db: Db, ownerId: number) {
  return db
    .select({
      id: l.id,
      name: l.name,
      updatedAt: l.updatedAt,
      visitedAt: l.visitedAt,
      players: shownCount.as('players'),
    })
    .from(l)
    .where(eq(l.ownerId, ownerId))
    .orderBy(sql`lower(${l.name})`, l.id);
}

/** The owner's lists to save a player to, the one changed last first, and whether each holds the player. */
export function saveTargetsQuery(db: Db, ownerId: number) {
  return db
    .select({ id: l.id, name: l.name })
    .from(l)
    .where(eq(l.ownerId, ownerId))
    .orderBy(desc(l.updatedAt), desc(l.id));
}

/** One owned list (0 or 1 row). */
export function ownListQuery(db: Db, ownerId: number, listId: number) {
  return db
    .select({
      id: l.id,
      name: l.name,
      players: sql<number>`(SELECT count(*) FROM ${e} WHERE ${e.listId} = ${l.id})`
        .mapWith(Number)
        .as('players'),
    })
    .from(l)
    .where(and(eq(l.id, listId), eq(l.ownerId, ownerId)))
    .limit(1);
}

/** Whether the owner already has a list of this name (case-insensitive), other than `exceptId`. */
export function listNamedQuery(db: Db, ownerId: number, name: string, exceptId = 0) {
  return db
    .select({ id: l.id })
    .from(l)
    .where(and(eq(l.ownerId, ownerId), sql`lower(${l.name}) = lower(${name})`, sql`${l.id} <> ${exceptId}`))
    .limit(1);
}

export function listCountQuery(db: Db, ownerId: number) {
  return db
    .select({ lists: sql<number>`count(*)`.mapWith(Number) })
    .from(l)
    .where(eq(l.ownerId, ownerId));
}

/**
 * A new list, written only while the owner has fewer than MAX_LISTS and none of the same name (one
 * statement: two requests at once cannot pass the limit). Returns the id, or nothing when refused.
 */
export function createListStatement(db: Db, ownerId: number, name: string, now: string) {
  const row = db
    .select({
      id: sql<number | null>`NULL`.as('id'),
      ownerId: accounts.id,
      name: sql<string>`${name}`.as('name'),
      createdAt: sql<string>`${now}`.as('created_at'),
      updatedAt: sql<string>`${now}`.as('updated_at'),
      visitedAt: sql<string | null>`NULL`.as('visited_at'),
      changesSince: sql<string | null>`NULL`.as('changes_since'),
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, ownerId),
        sql`(SELECT count(*) FROM ${l} WHERE ${l.ownerId} = ${ownerId}) < ${MAX_LISTS}`,
      ),
    );
  return db.insert(l).select(row).onConflictDoNothing().returning({ id: l.id });
}

/** Renames an owned list unless another of the owner's lists has the name. */
export function renameListStatement(db: Db, ownerId: number, listId: number, name: string, now: string) {
  return db
    .update(l)
    .set({ name, updatedAt: now })
    .where(
      and(
        eq(l.id, listId),
        eq(l.ownerId, ownerId),
        sql`NOT EXISTS (SELECT 1 FROM ${l} AS other WHERE other.owner_id = ${ownerId} AND lower(other.name) = lower(${name}) AND other.id <> ${listId})`,
      ),
    )
    .returning({ id: l.id });
}

/** Deletes an owned list and its entries, in one batch. */
export function deleteListStatements(db: Db, ownerId: number, listId: number) {
  return [
    db.delete(e).where(inArray(e.listId, ownedList(db, ownerId, listId))),
    db
      .delete(l)
      .where(and(eq(l.id, listId), eq(l.ownerId, ownerId)))
      .returning({ id: l.id }),
  ] as const;
}

/**
 * Adds a listed player (one with a discovery row) to an owned list that has room; a player already
 * on it stays as they were. The list counts as changed. `listId` null: the owner's list named
 * FIRST_LIST_NAME (made in the same batch by the caller).
 */
export function addPlayerStatements(
  db: Db,
  ownerId: number,
  listId: number | null,
  playerId: number,
  now: string,
) {
  const target: SQL =
    listId === null
      ? sql`(SELECT ${l.id} FROM ${l} WHERE ${l.ownerId} = ${ownerId} AND lower(${l.name}) = lower(${FIRST_LIST_NAME}))`
      : sql`(SELECT ${l.id} FROM ${l} WHERE ${l.id} = ${listId} AND ${l.ownerId} = ${ownerId})`;
  const row = db
    .select({
      listId: sql<number>`${target}`.as('list_id'),
      playerId: d.accountId,
      note: sql<string>`''`.as('note'),
      addedAt: sql<string>`${now}`.as('added_at'),
    })
    .from(d)
    .where(
      and(
        eq(d.accountId, playerId),
        sql`${target} IS NOT NULL`,
        sql`(SELECT count(*) FROM ${e} WHERE ${e.listId} = ${target}) < ${MAX_PLAYERS_PER_LIST}`,
      ),
    );
  return [
    db.insert(e).select(row).onConflictDoNothing().returning({ listId: e.listId }),
    db.update(l).set({ updatedAt: now }).where(sql`${l.id} = ${target}`),
  ] as const;
}

/** A player listed in search (with a discovery row), by name: only they can be saved. */
export function playerListedQuery(db: Db, playerId: number) {
  return db
    .select({ id: d.accountId, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(d)
    .innerJoin(accounts, eq(accounts.id, d.accountId))
    .where(eq(d.accountId, playerId))
    .limit(1);
}

/** The list a player is saved to: an owned list by id, or (null) the owner's first list by its name. */
export function saveTargetQuery(db: Db, ownerId: number, listId: number | null) {
  return db
    .select({ id: l.id, name: l.name })
    .from(l)
    .where(
      and(
        eq(l.ownerId, ownerId),
        listId === null ? sql`lower(${l.name}) = lower(${FIRST_LIST_NAME})` : eq(l.id, listId),
      ),
    )
    .limit(1);
}

/** Whether a player is on an owned list already. */
export function entryQuery(db: Db, ownerId: number, listId: number, playerId: number) {
  return db
    .select({ playerId: e.playerId })
    .from(e)
    .where(and(inArray(e.listId, ownedList(db, ownerId, listId)), eq(e.playerId, playerId)))
    .limit(1);
}

/** Sets the owner's note on a player of an owned list. */
export function setNoteStatement(db: Db, ownerId: number, listId: number, playerId: number, note: string) {
  return db
    .update(e)
    .set({ note })
    .where(and(inArray(e.listId, ownedList(db, ownerId, listId)), eq(e.playerId, playerId)))
    .returning({ playerId: e.playerId });
}

/** Takes a player off an owned list. */
export function removePlayerStatements(
  db: Db,
  ownerId: number,
  listId: number,
  playerId: number,
  now: string,
) {
  return [
    db
      .delete(e)
      .where(and(inArray(e.listId, ownedList(db, ownerId, listId)), eq(e.playerId, playerId)))
      .returning({ playerId: e.playerId }),
    db
      .update(l)
      .set({ updatedAt: now })
      .where(and(eq(l.id, listId), eq(l.ownerId, ownerId))),
  ] as const;
}

/**
 * Marks the owner's visit to a list (issue 33 §3 "since the last visit"): a visit that starts after
 * `cutoff` (the last one began earlier) moves the last visit to `changes_since` and stamps `now`; an
 * opening within the same visit changes nothing. One statement; returns the list.
 */
export function markVisitStatement(db: Db, ownerId: number, listId: number, now: string, cutoff: string) {
  const newVisit = sql`(visited_at IS NULL OR visited_at <= ${cutoff})`;
  return db
    .update(l)
    .set({
      changesSince: sql`CASE WHEN ${newVisit} THEN visited_at ELSE changes_since END`,
      visitedAt: sql`CASE WHEN ${newVisit} THEN ${now} ELSE visited_at END`,
    })
    .where(and(eq(l.id, listId), eq(l.ownerId, ownerId)))
    .returning({ id: l.id, name: l.name, changesSince: l.changesSince, createdAt: l.createdAt });
}

/**
 * The players of an owned list who are listed in search, with their discovery figures (scoring
 * average and rounds over the last 10, strokes gained over 12 months, as current on `today`), note and
 * when they were added; by name.
 */
export function listPlayersQuery(db: Db, ownerId: number, listId: number, today: string) {
  return db
    .select({
      ...discoveryHitColumns('last10', today),
      figuresShown: sql<number>`${d.latestRound} IS NOT NULL`.mapWith(Boolean).as('figures_shown'),
      note: e.note,
      addedAt: e.addedAt,
    })
    .from(e)
    .innerJoin(l, and(eq(l.id, e.listId), eq(l.ownerId, ownerId)))
    .innerJoin(d, eq(d.accountId, e.playerId))
    .innerJoin(accounts, eq(accounts.id, d.accountId))
    .leftJoin(accountExtraInfo, eq(accountExtraInfo.accountId, d.accountId))
    .leftJoin(organizations, eq(organizations.id, d.organizationId))
    .where(eq(e.listId, listId))
    .orderBy(asc(d.sortName), asc(d.accountId));
}

/** The list's `changes_since`, read in SQL after the visit is marked in the same batch. */
function changesSinceOf(listId: number, ownerId: number) {
  return sql`(SELECT ${l.changesSince} FROM ${l} WHERE ${l.id} = ${listId} AND ${l.ownerId} = ${ownerId})`;
}

/** The round shard of each of an owned list's players who has one (decision 119). */
export function listPlayerShardsQuery(db: Db, ownerId: number, listId: number) {
  return db
    .select({ accountId: playerShards.accountId, shard: playerShards.shard })
    .from(playerShards)
    .where(inArray(playerShards.accountId, ownedListPlayers(db, ownerId, listId)));
}

/**
 * Finished rounds added since the list's previous visit (`since`), per player, for the players one
 * round shard holds: rounds played on or after that visit's day and written after it
 * (rounds_account_date_idx).
 */
export function newRoundsQuery(shard: Db, playerIds: ReadonlyArray<number>, since: string) {
  return shard
    .select({ playerId: rounds.accountId, rounds: sql<number>`count(*)`.mapWith(Number) })
    .from(rounds)
    .where(
      and(
        inArray(rounds.accountId, playerIds.length > 0 ? [...playerIds] : [-1]),
        eq(rounds.inProgress, false),
        sql`${rounds.playedOn} >= date(${since})`,
        sql`${rounds.createdAt} > ${since}`,
      ),
    )
    .groupBy(rounds.accountId);
}

/** An event's last day in SQL: its end date, or as many days from its start as it has rounds (eventLastDay). */
const lastDay = sql<string>`coalesce(${tournaments.endDate}, date(${tournaments.startDate}, '+' || max(0, ${tournaments.numberOfRounds} - 1) || ' days'))`;

/** Finishes of the list's players in events that ended between the previous visit's day and `today`. */
export function newResultsQuery(db: Db, ownerId: number, listId: number, today: string) {
  const since = changesSinceOf(listId, ownerId);
  return db
    .select({
      playerId: tournamentEntries.accountId,
      tournament: tournaments.name,
      finish: sql<string>`${tournamentEntries.finishPosition}`.as('finish'),
      lastDay: lastDay.as('last_day'),
    })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .where(
      and(
        inArray(tournamentEntries.accountId, ownedListPlayers(db, ownerId, listId)),
        sql`trim(coalesce(${tournamentEntries.finishPosition}, '')) <> ''`,
        sql`${lastDay} >= date(${since})`,
        sql`${lastDay} <= ${today}`,
      ),
    );
}

/** The schedule (80) settings of the list's players: results are shown only where it is public. */
export function scheduleSettingsQuery(db: Db, ownerId: number, listId: number) {
  return db
    .select({
      accountId: websiteFeatureSettings.accountId,
      featureId: websiteFeatureSettings.featureId,
      isPublic: websiteFeatureSettings.isPublic,
      isPhoneVerified: websiteFeatureSettings.isPhoneVerified,
    })
    .from(websiteFeatureSettings)
    .where(
      and(
        eq(websiteFeatureSettings.featureId, FEATURE_IDS.schedule),
        inArray(websiteFeatureSettings.accountId, ownedListPlayers(db, ownerId, listId)),
      ),
    );
}
