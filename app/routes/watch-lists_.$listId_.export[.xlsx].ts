import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { utcDay } from '~/domain/calendar/dates';
import { parseListId, WATCH_LIST_MESSAGES, watchListTable } from '~/domain/recruiting/watch-lists';
import { sheetOf } from '~/domain/spreadsheets/workbook-model';
import { exportedList, LIST_NOT_FOUND, requireWatchListViewer } from '~/routes/watch-lists.server';
import { safeFileName } from '~/server/api/csv';
import { publicOrigin } from '~/server/public-origin.server';
import { getOnlyText } from '~/server/read-only.server';
import { refuseInWords } from '~/server/refusals.server';
import { workbookDownload } from '~/server/workbook.server';

/**
 * issue 33 §3: GET /watch-lists/{id}/export.xlsx — the same table as the CSV, one sheet, written by the
 * document Worker (decision 057); for the list's owner alone.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { viewer, coach } = await requireWatchListViewer(request, context);
  const listId = parseListId(params.listId);
  if (listId === null) refuseInWords(404, LIST_NOT_FOUND);
  if (!coach) refuseInWords(403, WATCH_LIST_MESSAGES.coachPlanOnly);
  const list = await exportedList(request, context, viewer.accountId, listId);
  const origin = publicOrigin(request, context.config);
  const table = watchListTable(list.players, (username) => `${origin}/player/${username}`);
  return workbookDownload(context.cloudflare.env.PDF, {
    fileName: safeFileName([list.name, 'Watch-List', utcDay(new Date())], 'xlsx'),
    sheets: [sheetOf('Watch list', table)],
  });
}

export function action() {
  return getOnlyText();
}
