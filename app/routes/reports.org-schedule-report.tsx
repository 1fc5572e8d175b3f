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
import { organizationHref } from '~/domain/hosts/hosts';
import {
  orgScheduleModel,
  reportSearch,
  resolveOrgSchedule,
  saveOrgSchedule,
} from '~/routes/reports.org-schedule-report.server';
import { saveReportAction } from '~/routes/reports.server';
import { requestViewer } from '~/server/guards.server';

export const links: LinksFunction = () => [reportsStylesheet];

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  reportMeta(page ? `${page.model.subject} – ${page.model.title}` : null);

/**
 * spec 2 §2 report route org-schedule-report (decision 060): `?organizationId=` with the report's
 * parameters, or a stored report's `?hash=`: the roster's upcoming events and results, of the
 * players whose schedules this viewer may see.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const report = await resolveOrgSchedule(request, context);
  const [model, viewer] = await Promise.all([
    orgScheduleModel(request, context, report),
    requestViewer(request, context),
  ]);
  const search = reportSearch({ name: 'organizationId', value: report.organization.id }, report);
  return data(
    {
      model,
      pdfHref: `/reports/org-schedule-report.pdf?${search}`,
      canSave: report.hash === null && viewer !== null,
      back: { href: organizationHref(context.host, report.organization.short), label: 'Organization' },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** Save Report: any signed-in viewer keeps the parameters under their hash. */
export async function action({ request, context }: ActionFunctionArgs) {
  const report = await resolveOrgSchedule(request, context);
  return saveReportAction(request, context, 'org-schedule-report', () =>
    saveOrgSchedule(request, context, report),
  );
}

export default function OrgScheduleReport() {
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
