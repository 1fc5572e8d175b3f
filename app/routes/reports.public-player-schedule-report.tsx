import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { reportMeta } from '~/components/layout/page-title';
import { ScheduleReportScreen } from '~/components/reports/schedule-report-view';
import { reportsStylesheet } from '~/components/reports/stylesheet';
import { profileHref } from '~/domain/hosts/hosts';
import {
  playerScheduleModel,
  reportSearch,
  resolvePlayerSchedule,
  savePlayerSchedule,
} from '~/routes/reports.org-schedule-report.server';
import { saveReportAction } from '~/routes/reports.server';

export const links: LinksFunction = () => [reportsStylesheet];

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  reportMeta(page ? `${page.model.subject} – ${page.model.title}` : null);

/**
 * spec 2 §2 report route public-player-schedule-report (decision 060): `?accountId=` with the
 * report's parameters (spec 3 §7), or a stored report's `?hash=`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const report = await resolvePlayerSchedule(request, context);
  const model = await playerScheduleModel(request, context, report);
  const { player } = report.access;
  const search = reportSearch({ name: 'accountId', value: player.accountId }, report);
  return data(
    {
      model,
      pdfHref: `/reports/public-player-schedule-report.pdf?${search}`,
      canSave: report.hash === null && report.access.hasAccess,
      back: { href: profileHref(context.host, player.username, 'report-viewer'), label: 'All reports' },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** Save Report: stores the report's parameters under their hash and opens the stored report. */
export async function action({ request, context }: ActionFunctionArgs) {
  const report = await resolvePlayerSchedule(request, context);
  return saveReportAction(request, context, 'public-player-schedule-report', () =>
    savePlayerSchedule(context, report),
  );
}

export default function PlayerScheduleReport() {
  const { model, pdfHref, canSave, back } = useLoaderData<typeof loader>();
  const last = useActionData<typeof action>();
  return (
    <ScheduleReportScreen
      model={model}
      pdfHref={pdfHref}
      canSave={canSave}
      back={back}
      lastResult={last?.result}
    />
  );
}
