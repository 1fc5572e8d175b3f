import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { OVERVIEW_GROUPS, overviewGroupBySlug, overviewGroupSlug } from '~/domain/stats/overview-groups';
import { ASSESSMENT_CATEGORIES } from '~/domain/stats/performance';
import {
  loadOverviewGroup,
  overviewHistoryQuery,
} from '~/routes/api.v1.players.$username.overview.$group.server';
import { apiJson, requireParsed, requirePlayerFeature } from '~/routes/api.v1.players.$username.server';
import { parseGridHoleCount, parseNameList, parseStandard } from '~/server/api/api-params';
import type { OverviewGroupAnswer } from '~/server/api/read-answers';
import { jsonError } from '~/server/api-json.server';
import { getOnlyJson } from '~/server/read-only.server';

/**
 * GET /api/v1/players/{username}/overview/{group}?holes=9|18&standard=&category= (issue 5 point 7;
 * spec 2 §4, §7 overview group, §9 groups): the group's overviews built from the player's rounds,
 * each visible one with its performance against the standard, strengths/weaknesses, aggregates and its
 * loading state (loaded or no-data); overviews that start hidden come back "waiting" with their
 * filter, to be loaded on their own (spec 2 §7) through the performance API. The group's status
 * follows the incomplete-data rule (fewer than 2 usable overviews). Guarded by compare stats.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const definition = overviewGroupBySlug(params.group ?? '');
  if (!definition) {
    throw jsonError(
      404,
      'NotFound',
      `No overview group "${params.group ?? ''}"; use one of ${OVERVIEW_GROUPS.map((g) => overviewGroupSlug(g.name)).join(', ')}.`,
    );
  }
  // spec 2 §2: the dashboard header's hole count is 9 Hole or 18 Hole.
  const holeCount = requireParsed(parseGridHoleCount(url.searchParams));
  const standard = requireParsed(parseStandard(url.searchParams));
  const [category = 'Scorecard'] = requireParsed(
    parseNameList(url.searchParams, 'category', ASSESSMENT_CATEGORIES),
  );
  // The generators read the player's history in the access check's round trip.
  const {
    player,
    results: [history],
  } = await requirePlayerFeature(
    request,
    context,
    params.username,
    'stats',
    (playerId, shard) => [overviewHistoryQuery(shard, playerId)] as const,
  );
  // The selections read the player's round shard (decision 119).
  const shard = { db: context.shards.ofPlayer(player.roundShard) };
  const answer = await loadOverviewGroup(shard, player.accountId, definition, {
    holeCount,
    standard,
    category,
    history,
    gender: player.gender,
  });
  // spec 2 §8: an overview build that fails yields null.
  if (!('overviews' in answer)) {
    return apiJson({ name: answer.name, type: answer.type, group: null } satisfies OverviewGroupAnswer);
  }
  const { group: _group, results: _results, ...body } = answer;
  return apiJson(body satisfies OverviewGroupAnswer);
}

export function action() {
  return getOnlyJson();
}
