import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { utcDay } from '~/domain/calendar/dates';
import { ASSESSMENT_CATEGORIES } from '~/domain/stats/performance';
import { selectionStats } from '~/domain/stats/round-stats';
import { standardSummary } from '~/domain/stats/standards';
import { apiJson, requireParsed, requirePlayerFeature } from '~/routes/api.v1.players.$username.server';
import { selectionAggregates, selectionPerformance } from '~/server/api/analytics-api';
import { parseNameList, parseSelections, parseStandard } from '~/server/api/api-params';
import type { PerformanceAnswer } from '~/server/api/read-answers';
import { getOnlyJson } from '~/server/read-only.server';
import { flagCountsOf } from '~db/queries/hole-stats';
import { selectionStatsQueries, selectionStatsRows } from '~db/queries/selection-stats';

/**
 * GET /api/v1/players/{username}/performance (issue 5 point 7; spec 2 §7 performance stats and
 * strength/weakness stats): one or more selections (round filter parameters, s1.…, s2.…) against a
 * standard, each with its stats, the share per category, Skill Performance, the strengths and
 * weaknesses of `category` (Scorecard and Score: Top) with the strokes a round each wins or costs,
 * the ratings per category and the biggest opportunity (decision 068), the aggregates of spec 3 §3
 * and the strokes gained per round by category (`strokesGained`). Guarded by compare stats (spec 2 §6, id 63).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const today = utcDay(new Date());
  const selections = requireParsed(parseSelections(url.searchParams, today));
  const standard = requireParsed(parseStandard(url.searchParams));
  const [category = 'Scorecard'] = requireParsed(
    parseNameList(url.searchParams, 'category', ASSESSMENT_CATEGORIES),
  );
  // One D1 round trip: the access check and every selection's counts and aggregates.
  const { player, results } = await requirePlayerFeature(
    request,
    context,
    params.username,
    'stats',
    (playerId, shard) => selections.flatMap((filter) => selectionStatsQueries(shard, playerId, filter)),
  );
  const rows = selectionStatsRows(results, selections.length);
  const answer: PerformanceAnswer = {
    player: { username: player.username, fullName: player.fullName },
    standard: standardSummary(standard),
    selections: selections.map((filter, index) => {
      const { counts, rounds = [] } = rows[index] ?? {};
      const stats = selectionStats(rounds);
      return {
        filterName: filter.filterName,
        filter,
        ...selectionPerformance(flagCountsOf(counts), stats.roundsPlayed, standard, category, {
          strokesGained: stats.strokesGained,
          roundHoles: stats.roundHoles,
          gender: player.gender,
        }),
        aggregates: selectionAggregates(stats),
        // Per round of the selection, by category (decision 014 baseline); each round's own is in the export.
        strokesGained: stats.strokesGained,
      };
    }),
  };
  return apiJson(answer);
}

export function action() {
  return getOnlyJson();
}
