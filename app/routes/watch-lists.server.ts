import type { AppLoadContext } from '@remix-run/cloudflare';
import type { Viewer } from '~/domain/access/access';
import { fullName } from '~/domain/accounts/names';
import { utcDay } from '~/domain/calendar/dates';
import {
  changesSinceVisit,
  newVisitCutoff,
  type PlayerChanges,
  type SaveOffer,
  sqlTimestamp,
  type WatchedPlayer,
} from '~/domain/recruiting/watch-lists';
import { requestNow } from '~/server/clock.server';
import { requestViewer, requireViewer } from '~/server/guards.server';
import { refuseInWords } from '~/server/refusals.server';
import { groupByShard } from '~db/queries/player-shards';
import {
  listPlayerShardsQuery,
  listPlayersQuery,
  markVisitStatement,
  newResultsQuery,
  newRoundsQuery,
  ownListQuery,
  saveTargetsQuery,
  scheduleSettingsQuery,
} from '~db/queries/watch-lists';

/*
 * Coach watch lists (issue 33 §3, decision 098): who may use them, and one list's page read.
 */

export const LIST_NOT_FOUND = 'This watch list does not exist, or it is not one of yours.';

/** The signed-in viewer (else the sign-in page) and whether watch lists are theirs to use. */
export async function requireWatchListViewer(
  request: Request,
  context: AppLoadContext,
): Promise<{ viewer: NonNullable<Viewer>; coach: boolean }> {
  const viewer = await requireViewer(request, context);
  return { viewer, coach: viewer.hasCoachPlan };
}

/**
 * What a page offering "Save to watch list" shows this viewer: nothing to a visitor, the Coach plan's
 * note to a signed-in account without it, the coach's lists otherwise.
 */
export async function saveOfferFor(request: Request, context: AppLoadContext): Promise<SaveOffer> {
  const viewer = await requestViewer(request, context);
  if (viewer === null) return { kind: 'none' };
  if (!viewer.hasCoachPlan) return { kind: 'upsell' };
  return { kind: 'coach', lists: await saveTargetsQuery(context.db, viewer.accountId) };
}

export type ListPage = {
  id: number;
  name: string;
  /** The visit the changes are counted from (null: the list's first visit). */
  changesSince: string | null;
  players: Array<WatchedPlayer & { imgUrl: string | null; changes: PlayerChanges }>;
};

type ListRow = Awaited<ReturnType<typeof listPlayersQuery>>[number];

export function watchedPlayerOf(row: ListRow): WatchedPlayer & { imgUrl: string | null } {
  return {
    id: row.id,
    username: row.username,
    fullName: fullName(row),
    imgUrl: row.imgUrl,
    school: row.college ?? row.highSchool ?? null,
    organization: row.organization ?? null,
    gradYear: row.gradYear,
    state: row.state,
    handicap: row.handicap,
    handicapClaimed: row.handicapClaimed,
    rounds: row.rounds,
    average: row.average,
    sgTotal: row.sgTotal,
    sgOffTheTee: row.sgOffTheTee,
    sgApproach: row.sgApproach,
    sgAroundTheGreen: row.sgAroundTheGreen,
    sgPutting: row.sgPutting,
    note: row.note,
    addedAt: row.addedAt,
  };
}

/**
 * One owned list's page: in one batch the visit is marked first (`markVisitStatement`), then the
 * players with their figures and what changed since the visit before, which the same batch reads from
 * the list's new `changes_since`, and the players' round shards; then the rounds added since that
 * visit, from each shard that holds some of the players, once, in parallel (decision 119). Another
 * account's list, or none, is a 404 that says nothing more.
 */
export async function openList(
  request: Request,
  context: AppLoadContext,
  ownerId: number,
  listId: number,
): Promise<ListPage> {
  const { db } = context;
  const now = requestNow(request, context.config);
  const today = utcDay(now);
  const [visited, players, results, schedule, shardRows] = await db.batch([
    markVisitStatement(db, ownerId, listId, sqlTimestamp(now), newVisitCutoff(now)),
    listPlayersQuery(db, ownerId, listId, today),
    newResultsQuery(db, ownerId, listId, today),
    scheduleSettingsQuery(db, ownerId, listId),
    listPlayerShardsQuery(db, ownerId, listId),
  ]);
  const list = visited[0];
  if (!list) refuseInWords(404, LIST_NOT_FOUND);
  const shown = new Set(players.map((p) => p.id));
  const roundCounts = await newRoundsOnShards(
    context,
    shardRows.filter((row) => shown.has(row.accountId)),
    list.changesSince,
  );
  const changes = changesSinceVisit(
    players.map((p) => ({ id: p.id, figuresPublic: p.figuresShown })),
    roundCounts,
    results,
    schedule,
  );
  return {
    id: list.id,
    name: list.name,
    changesSince: list.changesSince,
    players: players.map((row) => ({
      ...watchedPlayerOf(row),
      changes: changes.get(row.id) ?? { newRounds: 0, results: [] },
    })),
  };
}

/** Rounds added since the previous visit, per player: nothing when there was no visit before. */
async function newRoundsOnShards(
  context: AppLoadContext,
  shardRows: ReadonlyArray<{ accountId: number; shard: string }>,
  since: string | null,
): Promise<Array<{ playerId: number; rounds: number }>> {
  if (since === null) return [];
  const perShard = await Promise.all(
    [...groupByShard(shardRows)].map(([name, playerIds]) =>
      newRoundsQuery(context.shards.db(name), playerIds, since),
    ),
  );
  return perShard.flat();
}

/** The shown players of an owned list for an export (no visit is marked); 404 as the page. */
export async function exportedList(
  request: Request,
  context: AppLoadContext,
  ownerId: number,
  listId: number,
): Promise<{ name: string; players: Array<WatchedPlayer> }> {
  const { db } = context;
  const today = utcDay(requestNow(request, context.config));
  const [list, players] = await db.batch([
    ownListQuery(db, ownerId, listId),
    listPlayersQuery(db, ownerId, listId, today),
  ]);
  if (!list[0]) refuseInWords(404, LIST_NOT_FOUND);
  return { name: list[0].name, players: players.map(watchedPlayerOf) };
}
