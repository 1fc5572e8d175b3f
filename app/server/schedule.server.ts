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
import { resultsSettings, viewerToday } from '~/domain/schedule/schedule-filter';
import { parseScheduleFilter } from '~/domain/schedule/schedule-filter-schema';
import type { ScheduleEventView, SchedulePage } from '~/domain/schedule/schedule-page';
import { roundSummariesQuery } from '~db/queries/round-summaries';
import {
  playersEntriesQuery,
  scheduleCandidatesQuery,
  type TournamentEntryRow,
  tournamentEntriesQuery,
} from '~db/queries/schedule';
import { requireProfileFeature } from './profile.server';

type RoundRow = Awaited<ReturnType<typeof roundSummariesQuery>>[number];

/**
 * The schedule page of spec 3 §2.3 for one viewer: the filter from the address (a bad value is a 400
 * in words), the player's entries and event rounds and the picker's candidates in one D1 batch, then
 * the chosen players' (only those the viewer may see) in a second. A hidden schedule (80) redirects
 * before anything of it is read.
 */
export async function loadSchedulePage(
  request: Request,
  context: AppLoadContext,
  username: string | undefined,
  view: ScheduleView,
): Promise<SchedulePage> {
  const { player, viewer } = await requireProfileFeature(request, context, username, 'schedule');
  const parsed = parseScheduleFilter(new URL(request.url).searchParams);
  if (!parsed.ok) throw new Response(parsed.message, { status: 400 });
  const { filter } = parsed;
  const today = viewerToday(new Date(), filter.tz);
  const { db } = context;
  const [ownEntries, ownRounds, candidateRows] = await db.batch([
    tournamentEntriesQuery(db, player.accountId),
    roundSummariesQuery(db, player.accountId, { tournaments: 'any' }),
    scheduleCandidatesQuery(db, viewer?.accountId ?? null, player.accountId),
  ]);
  const candidates = candidateRows
    .filter((row) => isScheduleVisibleTo(viewer, row))
    .map((row) => ({ accountId: row.accountId, name: fullName(row) }));
  const chosen = chosenPlayers(candidates, filter.players);
  const names = new Map<number, string | null>(chosen.map((p) => [p.accountId, p.name]));
  names.set(player.accountId, chosen.length > 0 ? player.fullName : null);

  let entries: Array<TournamentEntryRow> = ownEntries;
  let rounds: Array<RoundRow & { accountId: number }> = ownRounds.map((r) => ({
    ...r,
    accountId: player.accountId,
  }));
  const [first, ...rest] = chosen;
  if (first !== undefined) {
    const [otherEntries, ...otherRounds] = await db.batch([
      playersEntriesQuery(
        db,
        chosen.map((p) => p.accountId),
      ),
      roundSummariesQuery(db, first.accountId, { tournaments: 'any' }),
      ...rest.map((p) => roundSummariesQuery(db, p.accountId, { tournaments: 'any' })),
    ]);
    entries = [...entries, ...otherEntries];
    rounds = [
      ...rounds,
      ...otherRounds.flatMap((list, i) => list.map((r) => ({ ...r, accountId: chosen[i]?.accountId ?? 0 }))),
    ];
  }

  const filtered = byEventFilters(entries, filter);
  const { upcoming, historical } = splitEvents(filtered, today);
  const toEvent = (entry: TournamentEntryRow, withRounds: boolean): ScheduleEventView => ({
    ...eventView(entry, withRounds ? rounds.filter((r) => r.accountId === entry.accountId) : []),
    player: names.get(entry.accountId) ?? null,
  });
  const page = {
    player: { accountId: player.accountId, username: player.username, fullName: player.fullName },
    // Only players this viewer may see stay in the filter the page writes back into its links.
    filter: { ...filter, players: chosen.map((p) => p.accountId) },
    today,
    players: candidates.map((p) => ({ ...p, chosen: names.has(p.accountId) })),
  };

  if (view === 'events') {
    const shown = byStatus(upcoming, filter.statuses);
    return {
      ...page,
      events: {
        upcoming: shown.map((e) => toEvent(e, false)),
        historical: historical.map((e) => toEvent(e, true)),
        metrics: upcomingMetrics(shown),
      },
      results: null,
    };
  }

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
  return {
    ...page,
    events: null,
    results: {
      settings,
      hasFeatured,
      rounds: lists.rounds.map((r) => ({ ...roundView(r), player: names.get(r.accountId) ?? null })),
      events: lists.events.map((e) => toEvent(e, true)),
      bestEventId: lists.bestEvent?.entryId ?? null,
      metrics: historicalMetrics(
        historical.filter((e) => e.accountId === player.accountId),
        rounds,
        scope,
        settings.holes,
        today,
      ),
    },
  };
}
