import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { STAT_FLAGS } from '~/domain/stats/stat-catalogue';
import { apiJson, requireParsed, requirePlayerFeature } from '~/routes/api.v1.players.$username.server';
import { holeStatProbabilityAnswer, holeStatsAnswer } from '~/server/api/analytics-api';
import { parseHoleStatsPart, parseNameList, parseRoundIdList } from '~/server/api/api-params';
import { jsonError } from '~/server/api-json.server';
import { getOnlyJson } from '~/server/read-only.server';
import { roundHoleFlagsQuery, roundShotsQuery } from '~db/queries/selection-stats';

/**
 * GET /api/v1/players/{username}/hole-stats?roundIds=1,2&active=fairwayHit,… (issue 5 point 7;
 * spec 2 §3 map round holes, §5, §7 hole stat probability; spec 3 §3 flags, §4 stat filters): the
 * holes of the player's own rounds with their stored flags and strokes gained (`strokesGained`: per
 * hole by category and per shot), and the stat probability cards of the
 * holes that satisfy every active flag. `part=probability` answers the cards alone (the Stat
 * Probability card's read: no holes, no shots, a few kilobytes). An empty list is "Cannot set empty rounds list"; a round
 * that is not this player's is 404. Guarded by compare stats (spec 2 §6, id 63).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const roundIds = requireParsed(parseRoundIdList(url.searchParams));
  const active = requireParsed(parseNameList(url.searchParams, 'active', STAT_FLAGS));
  const part = requireParsed(parseHoleStatsPart(url.searchParams));
  const { results } = await requirePlayerFeature(
    request,
    context,
    params.username,
    'stats',
    (playerId, shard) =>
      part === 'all'
        ? ([
            roundHoleFlagsQuery(shard, playerId, roundIds),
            roundShotsQuery(shard, playerId, roundIds),
          ] as const)
        : ([roundHoleFlagsQuery(shard, playerId, roundIds)] as const),
  );
  const [rows, shotRows = []] = results;
  const found = new Set(rows.map((r) => r.roundId));
  const missing = roundIds.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw jsonError(404, 'NotFound', `No rounds of this player with the ids ${missing.join(', ')}.`);
  }
  return apiJson(
    part === 'all'
      ? holeStatsAnswer(rows, shotRows, active)
      : { probability: holeStatProbabilityAnswer(rows, active) },
  );
}

export function action() {
  return getOnlyJson();
}
