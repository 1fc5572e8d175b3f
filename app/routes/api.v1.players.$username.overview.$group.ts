import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import {
  buildOverviewGroup,
  OVERVIEW_GROUPS,
  overviewGroupBySlug,
  overviewGroupResult,
  overviewGroupSlug,
} from '~/domain/stats/overview-groups';
import { ASSESSMENT_CATEGORIES } from '~/domain/stats/performance';
import { HOLE_COUNT, roundFilter } from '~/domain/stats/round-filter';
import { selectionStats } from '~/domain/stats/round-stats';
import { standardSummary } from '~/domain/stats/standards';
import { selectionAggregates, selectionPerformance } from '~/server/api/analytics-api';
import { parseGridHoleCount, parseNameList, parseStandard } from '~/server/api/api-params';
import { jsonError } from '~/server/api-json.server';
import { apiJson, requireParsed, requirePlayerFeature } from '~/server/player-api.server';
import { getOnlyJson } from '~/server/read-only.server';
import { selectionStatsQueries, selectionStatsRows } from '~db/queries/analytics-api';
import { flagCountsOf } from '~db/queries/hole-stats';
import { roundSelectionQuery } from '~db/queries/round-selection';

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
  // The generators read the player's history (both hole counts, in progress too; they filter),
  // in the access check's round trip.
  const {
    player,
    results: [history],
  } = await requirePlayerFeature(
    request,
    context,
    params.username,
    'stats',
    (playerId) =>
      [
        roundSelectionQuery(
          context.db,
          playerId,
          roundFilter({ holeCount: HOLE_COUNT.both, inProgressRounds: true }),
        ),
      ] as const,
  );
  const { db } = context;
  const group = buildOverviewGroup(definition, {
    rounds: history,
    now: new Date().toISOString().slice(0, 19),
    holeCount,
  });
  // spec 2 §8: an overview build that fails yields null.
  if (group === null) return apiJson({ name: definition.name, type: definition.type, group: null });
  const requested = group.overviews.filter((o) => !o.isHidden);
  const reads = requested.flatMap((o) => selectionStatsQueries(db, player.accountId, o.filter));
  const [first, ...rest] = reads;
  const rows = selectionStatsRows(first ? await db.batch([first, ...rest]) : [], requested.length);
  const results = new Map(
    requested.map((overview, index) => {
      const { counts, rounds = [] } = rows[index] ?? {};
      const stats = selectionStats(rounds);
      return [
        overview.filterName,
        {
          ...selectionPerformance(flagCountsOf(counts), stats.roundsPlayed, standard, category),
          aggregates: selectionAggregates(stats),
        },
      ] as const;
    }),
  );
  return apiJson({
    name: group.name,
    type: group.type,
    holeCount,
    standard: standardSummary(standard),
    ...overviewGroupResult(group, results),
  });
}

export function action() {
  return getOnlyJson();
}
