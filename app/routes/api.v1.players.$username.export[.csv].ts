import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { utcDay } from '~/domain/calendar/dates';
import { requirePlayerFeature } from '~/routes/api.v1.players.$username.server';
import { EXPORT_HEADER, exportRow } from '~/server/api/analytics-api';
import { safeFileName, toCsv } from '~/server/api/csv';
import { getOnlyJson } from '~/server/read-only.server';
import { roundSummariesQuery } from '~db/queries/round-summaries';

/**
 * GET /api/v1/players/{username}/export.csv (issue 5 point 7): every round of the player, newest
 * first, with its score and stats, as a CSV download named after the player and the day. Guarded by
 * data analysis (spec 1 §6 / spec 2 §6, id 59): the export is the player's raw data for analysis.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const {
    player,
    results: [rounds],
  } = await requirePlayerFeature(
    request,
    context,
    params.username,
    'data-analysis',
    (playerId, shard) => [roundSummariesQuery(shard, playerId)] as const,
  );
  const filename = safeFileName([player.firstName, player.lastName, 'Rounds', utcDay(new Date())], 'csv');
  return new Response(toCsv(EXPORT_HEADER, rounds.map(exportRow)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie, Authorization',
    },
  });
}

export function action() {
  return getOnlyJson();
}
