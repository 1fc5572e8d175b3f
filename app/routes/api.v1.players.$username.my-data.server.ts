import type { AppLoadContext } from '@remix-run/cloudflare';
import { ME } from '~/domain/accounts/usernames';
import { utcDay } from '~/domain/calendar/dates';
import { HOLE_COUNT, roundFilter } from '~/domain/stats/round-filter';
import { requirePlayerFeature } from '~/routes/api.v1.players.$username.server';
import { safeFileName } from '~/server/api/csv';
import type { MyData } from '~/server/api/my-data';
import { jsonError } from '~/server/api-json.server';
import { flagCountsOf } from '~db/queries/hole-stats';
import { roundSummariesQuery } from '~db/queries/round-summaries';
import { tournamentEntriesQuery } from '~db/queries/schedule';
import { selectionCountsQuery } from '~db/queries/selection-stats';
import { readBoth } from '~db/shards';

/**
 * Download my data (issue 21 point 6) belongs to the account alone: the signed-in account (session
 * or Bearer token) asks for `me` or its own username. Anyone else is refused before any data is read
 * — a product manager and the player's circle too, who see the pages but do not take the data away.
 */
export async function loadMyData(
  request: Request,
  context: AppLoadContext,
  username: string | undefined,
): Promise<{ data: MyData; fileName: (extension: string, table?: string) => string }> {
  const asked = (username ?? '').toLowerCase();
  // `me` is the signed-in account: nobody signed in is a 401 there; its own reads only.
  const { player } = await requirePlayerFeature(request, context, ME, 'summary');
  if (asked !== ME && asked !== player.username?.toLowerCase()) {
    throw jsonError(403, 'Forbidden', 'Only the player can download their own data.');
  }
  const { db } = context;
  // The entries are the directory's, the rounds and their counts the player's shard's (decision 119).
  const shard = context.shards.ofPlayer(player.roundShard);
  const [[entries], [rounds, eighteen, nine]] = await readBoth(
    db,
    shard,
    [tournamentEntriesQuery(db, player.accountId)] as const,
    [
      roundSummariesQuery(shard, player.accountId),
      selectionCountsQuery(shard, player.accountId, roundFilter({ holeCount: HOLE_COUNT.eighteen })),
      selectionCountsQuery(shard, player.accountId, roundFilter({ holeCount: HOLE_COUNT.nine })),
    ] as const,
  );
  const day = utcDay(new Date());
  const stats = { eighteen: flagCountsOf(eighteen[0]), nine: flagCountsOf(nine[0]) };
  return {
    data: { rounds, entries, tournamentRounds: rounds, stats },
    fileName: (extension, table) =>
      safeFileName([player.firstName, player.lastName, 'My-Data', ...(table ? [table] : []), day], extension),
  };
}
