import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { parseScheduleExportParams } from '~/domain/schedule/schedule-export-params';
import { parseScheduleFilter } from '~/domain/schedule/schedule-filter-schema';
import { scheduleWorkbook } from '~/domain/schedule/schedule-workbook';
import {
  readSchedule,
  scheduleEventLists,
  scheduleResultLists,
} from '~/routes/player.$username.schedule.$tab.server';
import { requireProfileFeature } from '~/routes/player.$username.server';
import { getOnlyText } from '~/server/read-only.server';
import { workbookDownload } from '~/server/workbook.server';

function refusal(message: string): Response {
  return new Response(`${message}\n`, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * spec 3 §4 Share → Spreadsheet, §7 Create schedule export (XLS): GET /player/{username}/schedule.xlsx
 * with exactly the schedule page's filter parameters (`parseScheduleFilter`: view, timeframe, holes,
 * threshold, event types, locales, statuses, additional players, tz). Its sheets are the page's own
 * lists for that filter, chosen by the page's read (`readSchedule`), written by the document Worker.
 * Guarded like the page (feature 80): a viewer it is hidden from is sent to the profile before any of
 * the schedule is read; a wrong parameter is a 400 in words. The older `start`/`end` link still keeps
 * the events with a day in that range (decision 057).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const access = await requireProfileFeature(request, context, params.username, 'schedule');
  const query = new URL(request.url).searchParams;
  const filter = parseScheduleFilter(query);
  if (!filter.ok) return refusal(filter.message);
  const range = parseScheduleExportParams(query);
  if (!range.ok) return refusal(range.message);
  const read = await readSchedule(context, access, filter.filter);
  const { upcoming, historical } = scheduleEventLists(read);
  const { settings, lists } = scheduleResultLists(read);
  const merged = read.filter.players.length > 0;
  const model = scheduleWorkbook({
    firstName: read.player.firstName,
    lastName: read.player.lastName,
    upcoming,
    historical,
    results: { featured: settings.view === 'featured', events: lists.events, rounds: lists.rounds },
    rounds: read.rounds,
    names: merged ? read.names : null,
    range: range.params.range,
  });
  return workbookDownload(context.cloudflare.env.PDF, model);
}

export function action() {
  return getOnlyText();
}
