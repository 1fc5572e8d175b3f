import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { utcDay } from '~/domain/calendar/dates';
import { parseListId, WATCH_LIST_MESSAGES, watchListTable } from '~/domain/recruiting/watch-lists';
import { tableHeader } from '~/domain/spreadsheets/workbook-model';
import { exportedList, LIST_NOT_FOUND, requireWatchListViewer } from '~/routes/watch-lists.server';
import { safeFileName, toCsv } from '~/server/api/csv';
import { publicOrigin } from '~/server/public-origin.server';
import { getOnlyText } from '~/server/read-only.server';
import { refuseInWords } from '~/server/refusals.server';

/**
 * issue 33 §3: GET /watch-lists/{id}/export.csv — the players the list shows, with the page's figures
 * and the notes; for its owner alone (another account's list is a 404).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { viewer, coach } = await requireWatchListViewer(request, context);
  const listId = parseListId(params.listId);
  if (listId === null) refuseInWords(404, LIST_NOT_FOUND);
  if (!coach) refuseInWords(403, WATCH_LIST_MESSAGES.coachPlanOnly);
  const list = await exportedList(request, context, viewer.accountId, listId);
  const origin = publicOrigin(request, context.config);
  const table = watchListTable(list.players, (username) => `${origin}/player/${username}`);
  return new Response(toCsv(tableHeader(table), table.rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${safeFileName([list.name, 'Watch-List', utcDay(new Date())], 'csv')}"`,
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie',
    },
  });
}

export function action() {
  return getOnlyText();
}
