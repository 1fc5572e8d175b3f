import type { AppLoadContext } from '@remix-run/cloudflare';
import { eventView, roundView } from '~/domain/access/profile-views';
import { fullName } from '~/domain/accounts/names';
import { chosenPlayers, isScheduleVisibleTo } from '~/domain/schedule/additional-players';
import {
  averageEventScore,
  byEventFilters,
  byStatus,
  historicalMetrics,
  resultsLists,
  resultsScope,
  upcomingMetrics,
} from '~/domain/schedule/results';
import { type ScheduleView, splitEvents } from '~/domain/schedule/schedule';
import { resultsSettings, type ScheduleFilter, viewerToday } from '~/domain/schedule/schedule-filter';
import { parseScheduleFilter } from '~/domain/schedule/schedule-filter-schema';
import type { ScheduleEventView, SchedulePage } from '~/domain/schedule/schedule-page';
import { type ProfileAccess, requireProfileFeature } from '~/routes/player.$username.server';
import { groupByShard, playerShardsQuery } from '~db/queries/player-shards';
import { roundSummariesQuery } from '~db/queries/round-summaries';
import {
  playersEntriesQuery,
  scheduleCandidatesQuery,
  type TournamentEntryRow,
  tournamentEntriesQuery,
} from '~db/queries/schedule';
import { readBoth } from '~db/shards';

type RoundRow = Awaited<ReturnType<typeof roundSummariesQuery>>[number];

/** A player's schedule as read for one viewer and one filter: the rows every list is chosen from. */
export type ScheduleRead = {
  player: { accountId: number; username: string; fullName: string; firstName: string; lastName: string };
  /** The filter, its additional players cut to those this viewer may see. */
  filter: ScheduleFilter;
  today: string;
  candidates: Array<{ accountId: number; name: string }>;
  /** Each listed player's name once others are merged (null for the page's player alone). */
  names: Map<number, string | null>;
  /** Entries of the page's player and the chosen players, by the event type and locale filters. */
  entries: Array<TournamentEntryRow>;
  rounds: Array<ScheduleRoundRow>;
};

export type ScheduleRoundRow = RoundRow & { accountId: number };

/**
 * The schedule of spec 3 §2.3 for one viewer whose access was checked: the player's entries, the
 * picker's candidates and the requested players' shards (the directory's) with the player's event
 * rounds (their round shard's, decision 119) at once, then the chosen players' (only those the viewer
 * may see): their entries, and their rounds from each of their shards once, in parallel.
 */
export async function readSchedule(
  context: AppLoadContext,
  access: Pick<ProfileAccess, 'player' | 'viewer'>,
  requested: ScheduleFilter,
): Promise<ScheduleRead> {
  const { player, viewer } = access;
  const today = viewerToday(new Date(), requested.tz);
  const { db } = context;
  const shard = context.shards.ofPlayer(player.roundShard);
  const [[ownEntries, candidateRows, requestedShards], [ownRounds]] = await readBoth(
    db,
    shard,
    [
      tournamentEntriesQuery(db, player.accountId),
      scheduleCandidatesQuery(db, viewer?.accountId ?? null, player.accountId),
      playerShardsQuery(db, requested.players),
    ] as const,
    [roundSummariesQuery(shard, player.accountId, { tournaments: 'any' })] as const,
  );
  const candidates = candidateRows
    .filter((row) => isScheduleVisibleTo(viewer, row))
    .map((row) => ({ accountId: row.accountId, name: fullName(row) }));
  const chosen = chosenPlayers(candidates, requested.players);
  const names = new Map<number, string | null>(chosen.map((p) => [p.accountId, p.name]));
  names.set(player.accountId, chosen.length > 0 ? player.fullName : null);

  let entries: Array<TournamentEntryRow> = ownEntries;
  let rounds: Array<ScheduleRoundRow> = ownRounds.map((r) => ({ ...r, accountId: player.accountId }));
  if (chosen.length > 0) {
    const chosenIds = new Set(chosen.map((p) => p.accountId));
    const [otherEntries, otherRounds] = await Promise.all([
      playersEntriesQuery(db, [...chosenIds]),
      eventRoundsOfPlayers(
        context,
        requestedShards.filter((row) => chosenIds.has(row.accountId)),
      ),
    ]);
    entries = [...entries, ...otherEntries];
    rounds = [...rounds, ...otherRounds];
  }
  return {
    player: {
      accountId: player.accountId,
      username: player.username,
      fullName: player.fullName,
      firstName: player.firstName ?? '',
      lastName: player.lastName ?? '',
    },
    // Only players this viewer may see stay in the filter the page writes back into its links.
    filter: { ...requested, players: chosen.map((p) => p.accountId) },
    today,
    candidates,
    names,
    entries: byEventFilters(entries, requested),
    rounds,
  };
}

/**
 * Some players' event rounds: one batch on each shard that holds some of them, the shards in
 * parallel (a player never placed has no rounds and is left out).
 */
export async function eventRoundsOfPlayers(
  context: AppLoadContext,
  shardRows: ReadonlyArray<{ accountId: number; shard: string }>,
): Promise<Array<ScheduleRoundRow>> {
  const perShard = await Promise.all(
    [...groupByShard(shardRows)].map(async ([name, accountIds]) => {
      const shard = context.shards.db(name);
      const [first, ...rest] = accountIds.map((accountId) =>
        roundSummariesQuery(shard, accountId, { tournaments: 'any' }),
      );
      if (first === undefined) return [];
      const lists = await shard.batch([first, ...rest]);
      return lists.flatMap((list, i) => list.map((r) => ({ ...r, accountId: accountIds[i] ?? 0 })));
    }),
  );
  return perShard.flat();
}

/** Tab 0's lists (spec 3 §2.3): upcoming by the status filter, soonest first; past, most recent first. */
export function scheduleEventLists(read: ScheduleRead) {
  const { upcoming, historical } = splitEvents(read.entries, read.today);
  return { upcoming: byStatus(upcoming, read.filter.statuses), historical };
}

/** Tab 1's lists (spec 3 §2.3 My Results) for the filter's view, timeframe, hole count and threshold. */
export function scheduleResultLists(read: ScheduleRead) {
  const { player, filter, today, rounds } = read;
  const { historical } = splitEvents(read.entries, today);
  const hasFeatured = historical.some((e) => e.isFeatured && e.accountId === player.accountId);
  const ownRoundsOnly = rounds.filter((r) => r.accountId === player.accountId);
  const settings = resultsSettings(filter, {
    today,
    hasFeatured,
    averageScore: (timeframe, holes) =>
      averageEventScore(ownRoundsOnly, resultsScope(timeframe, holes, historical, ownRoundsOnly), holes),
  });
  const scope = resultsScope(settings.timeframe, settings.holes, historical, rounds);
  const lists = resultsLists(historical, rounds, settings, scope);
  const metrics = historicalMetrics(
    historical.filter((e) => e.accountId === player.accountId),
    rounds,
    scope,
    settings.holes,
    today,
  );
  return { settings, hasFeatured, lists, metrics };
}

/**
 * The schedule page of spec 3 §2.3 for one viewer: the filter from the address (a bad value is a 400
 * in words), then `readSchedule`. A hidden schedule (80) redirects before anything of it is read.
 */
export async function loadSchedulePage(
  request: Request,
  context: AppLoadContext,
  username: string | undefined,
  view: ScheduleView,
): Promise<SchedulePage> {
  const access = await requireProfileFeature(request, context, username, 'schedule');
  const parsed = parseScheduleFilter(new URL(request.url).searchParams);
  if (!parsed.ok) throw new Response(parsed.message, { status: 400 });
  const read = await readSchedule(context, access, parsed.filter);
  const { names, rounds } = read;
  const toEvent = (entry: TournamentEntryRow, withRounds: boolean): ScheduleEventView => ({
    ...eventView(entry, withRounds ? rounds.filter((r) => r.accountId === entry.accountId) : []),
    player: names.get(entry.accountId) ?? null,
  });
  const page = {
    player: {
      accountId: read.player.accountId,
      username: read.player.username,
      fullName: read.player.fullName,
    },
    filter: read.filter,
    today: read.today,
    players: read.candidates.map((p) => ({ ...p, chosen: names.has(p.accountId) })),
  };

  if (view === 'events') {
    const { upcoming, historical } = scheduleEventLists(read);
    return {
      ...page,
      events: {
        upcoming: upcoming.map((e) => toEvent(e, false)),
        historical: historical.map((e) => toEvent(e, true)),
        metrics: upcomingMetrics(upcoming),
      },
      results: null,
    };
  }

  const { settings, hasFeatured, lists, metrics } = scheduleResultLists(read);
  return {
    ...page,
    events: null,
    results: {
      settings,
      hasFeatured,
      rounds: lists.rounds.map((r) => ({ ...roundView(r), player: names.get(r.accountId) ?? null })),
      events: lists.events.map((e) => toEvent(e, true)),
      bestEventId: lists.bestEvent?.entryId ?? null,
      metrics,
    },
  };
}
