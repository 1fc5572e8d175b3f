import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { utcDay } from '~/domain/calendar/dates';
import {
  CHART_SET_ORDER,
  chartSets,
  DEFAULT_CHART_RANGE_LABEL,
  DEFAULT_CHART_RANGE_MONTHS,
  MIN_ROUNDS_FOR_CHARTS,
  showsCharts,
} from '~/domain/stats/chart-sets';
import { apiJson, requireParsed, requirePlayerFeature } from '~/routes/api.v1.players.$username.server';
import { parseDateRange } from '~/server/api/api-params';
import type { BestTenAnswer } from '~/server/api/read-answers';
import { getOnlyJson } from '~/server/read-only.server';
import { roundScoresQuery } from '~db/queries/round-summaries';

/**
 * GET /api/v1/players/{username}/best-ten?from=&to= (issue 5 point 7; spec 3 §3 best-ten chart data,
 * spec 1 §9, spec 2 §3 resume charts): the four ten-round chart sets (best ten, best ten
 * consecutive, last ten, prior ten) of the range, Last 24 Months by default. Guarded by the summary
 * (spec 1 §6, id 89), the page whose charts these are.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const range = requireParsed(
    parseDateRange(url.searchParams, utcDay(new Date()), DEFAULT_CHART_RANGE_MONTHS),
  );
  const custom = url.searchParams.has('from') || url.searchParams.has('to');
  const {
    results: [rounds],
  } = await requirePlayerFeature(
    request,
    context,
    params.username,
    'summary',
    (playerId, shard) => [roundScoresQuery(shard, playerId, { from: range.start, to: range.end })] as const,
  );
  const sets = chartSets(rounds, range);
  const answer: BestTenAnswer = {
    range: { ...range, label: custom ? 'Custom' : DEFAULT_CHART_RANGE_LABEL },
    showsCharts: showsCharts(sets),
    minRounds: MIN_ROUNDS_FOR_CHARTS,
    chartData: CHART_SET_ORDER.map((key) => {
      const set = sets[key];
      return {
        key,
        title: set.title,
        averageScore: set.averageScore,
        averageToPar: set.averageToPar,
        averageBirdies: set.averageBirdies,
        includedRounds: set.rounds.map((round, index) => ({
          golfRoundId: round.id,
          label: `R${index + 1}`,
          playedOn: round.playedOn,
          name: round.tournamentName ?? round.courseName,
          courseName: round.courseName,
          tournamentId: round.tournamentId,
          courseLengthYards: round.yards,
          performance: { score: round.score, par: round.par, toPar: round.score - round.par },
          birdies: round.birdies,
        })),
      };
    }),
  };
  return apiJson(answer);
}

export function action() {
  return getOnlyJson();
}
