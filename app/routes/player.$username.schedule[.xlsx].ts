import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { utcDay } from '~/domain/calendar/dates';
import { parseScheduleExportParams } from '~/domain/schedule/schedule-export-params';
import { scheduleWorkbook } from '~/domain/schedule/schedule-workbook';
import { requireProfileFeature } from '~/server/profile.server';
import { getOnlyText } from '~/server/read-only.server';
import { workbookDownload } from '~/server/workbook.server';
import { roundSummariesQuery } from '~db/queries/round-summaries';
import { tournamentEntriesQuery } from '~db/queries/schedule';

/**
 * spec 3 §4 Share → Spreadsheet, §7 Create schedule export (XLS): GET /player/{username}/schedule.xlsx
 * with the page's choices as parameters — the schedule page's upcoming events and results as a
 * workbook written by the document Worker. Guarded like the page (feature 80): a viewer it is hidden
 * from is sent to the profile, before any of the schedule is read; a wrong parameter is a 400 in words.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player } = await requireProfileFeature(request, context, params.username, 'schedule');
  const parsed = parseScheduleExportParams(new URL(request.url).searchParams);
  if (!parsed.ok) {
    return new Response(`${parsed.message}\n`, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const { db } = context;
  const [entries, rounds] = await db.batch([
    tournamentEntriesQuery(db, player.accountId),
    roundSummariesQuery(db, player.accountId, { tournaments: 'any' }),
  ]);
  const model = scheduleWorkbook({
    firstName: player.firstName,
    lastName: player.lastName,
    entries,
    rounds,
    today: utcDay(new Date()),
    range: parsed.params.range,
  });
  return workbookDownload(context.cloudflare.env.PDF, model);
}

export function action() {
  return getOnlyText();
}
