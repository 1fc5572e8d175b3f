import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { unknownGroupText, unknownStandardText } from '~/domain/stats/dashboard-preferences';
import { overviewGroupBySlug } from '~/domain/stats/overview-groups';
import { STANDARDS, standardById } from '~/domain/stats/standards';
import {
  dashboardGroupOf,
  loadOverviewGroup,
  overviewHistoryQuery,
} from '~/routes/api.v1.players.$username.overview.$group.server';
import { requirePlayerFeature } from '~/routes/api.v1.players.$username.server';
import { parseGridHoleCount } from '~/server/api/api-params';
import { jsonError } from '~/server/api-json.server';
import { getOnlyJson } from '~/server/read-only.server';

/**
 * GET /resources/dashboard-group/{username|me}/{group}?holes=9|18&standard= (spec 2 §4): one overview
 * group's answer for the dashboard and the data-analysis page, fetched for the groups after the first
 * and when a visitor switches group, standard or hole count. Guarded like the data-analysis page
 * (feature 59; the owner through `me`).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const definition = overviewGroupBySlug(params.group ?? '');
  if (!definition) throw jsonError(400, 'InvalidParameterException', unknownGroupText(params.group ?? ''));
  const holes = parseGridHoleCount(url.searchParams);
  if (!holes.ok)
    throw jsonError(400, 'InvalidParameterException', 'Choose 9 Hole or 18 Hole (holes=9 or holes=18).');
  const standardId = url.searchParams.get('standard') ?? STANDARDS[0]?.id ?? '';
  const standard = standardById(standardId);
  if (!standard) throw jsonError(400, 'InvalidParameterException', unknownStandardText(standardId));
  const {
    player,
    results: [history],
  } = await requirePlayerFeature(
    request,
    context,
    params.username,
    'data-analysis',
    (playerId, shard) => [overviewHistoryQuery(shard, playerId)] as const,
  );
  // The selections read the player's round shard (decision 119).
  const shard = { db: context.shards.ofPlayer(player.roundShard) };
  const answer = await loadOverviewGroup(shard, player.accountId, definition, {
    holeCount: holes.value,
    standard,
    category: 'Scorecard',
    history,
    includeHidden: true,
    gender: player.gender,
  });
  return Response.json(dashboardGroupOf(answer), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action() {
  return getOnlyJson();
}
