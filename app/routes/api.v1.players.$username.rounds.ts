import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { utcDay } from '~/domain/calendar/dates';
import { HOLE_COUNT } from '~/domain/stats/round-filter';
import { apiJson, requireParsed, requirePlayerFeature } from '~/routes/api.v1.players.$username.server';
import { gridRow } from '~/server/api/analytics-api';
import { GRID_PAGE_SIZE, parseGridHoleCount, parsePage, parseSelections } from '~/server/api/api-params';
import type { RoundsGridAnswer } from '~/server/api/read-answers';
import { getOnlyJson } from '~/server/read-only.server';
import { roundsGridQueries } from '~db/queries/selection-stats';

/**
 * GET /api/v1/players/{username}/rounds?holes=9|18&page=N&<round filter> (issue 5 point 7; spec 2
 * §3 rounds grid row, §5, §9): the compare stats Rounds tab, server-paged 10 rounds a page, newest
 * first, for exactly 9 or 18 holes (anything else: Invalid hole count value), with the total count.
 * A page past the end is empty. Guarded by compare stats (spec 2 §6, id 63).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const holes = requireParsed(parseGridHoleCount(url.searchParams));
  const page = requireParsed(parsePage(url.searchParams));
  // The hole count is the grid's own; the selection gives the other conditions (one selection).
  const [selection] = requireParsed(parseSelections(url.searchParams, utcDay(new Date()), { max: 1 }));
  const filter = {
    ...selection,
    filterName: '',
    holeCount: holes === 9 ? HOLE_COUNT.nine : HOLE_COUNT.eighteen,
  };
  const {
    player,
    results: [rows, [count]],
  } = await requirePlayerFeature(request, context, params.username, 'stats', (playerId, shard) =>
    roundsGridQueries(shard, playerId, filter, page, GRID_PAGE_SIZE),
  );
  const total = count?.total ?? 0;
  const answer: RoundsGridAnswer = {
    holes,
    page,
    pageSize: GRID_PAGE_SIZE,
    total,
    pages: Math.ceil(total / GRID_PAGE_SIZE),
    header: 'Round Averages',
    rows: rows.map((row) => gridRow(row, player.fullName)),
  };
  return apiJson(answer);
}

export function action() {
  return getOnlyJson();
}
