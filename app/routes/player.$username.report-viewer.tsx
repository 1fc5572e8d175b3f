import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { profileChildMeta } from '~/components/layout/page-title';
import { EmptyState } from '~/components/profile/empty-state';
import { PageHeading } from '~/components/profile/page-heading';
import { formatLongDate } from '~/domain/calendar/dates';
import { reportKindLabel } from '~/domain/reports/reports';
import { requireProfileFeature } from '~/server/profile.server';
import { reportsQuery } from '~db/queries/reports';

export const meta = profileChildMeta('Reports');

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player } = await requireProfileFeature(request, context, params.username, 'report-viewer');
  const { db } = context;
  const [reports] = await db.batch([reportsQuery(db, player.accountId)]);
  return {
    fullName: player.fullName,
    reports: reports.map((r) => ({
      hash: r.hash,
      title: reportKindLabel(r.kind),
      created: formatLongDate(r.createdAt),
    })),
  };
}

/** The reports that exist for the player (spec 2 §2 report routes). Opening a report is not possible from here yet. */
export default function Reports() {
  const { fullName, reports } = useLoaderData<typeof loader>();
  return (
    <div className="page-stack">
      <PageHeading
        title="Reports"
        lead={reports.length > 0 ? `Reports generated for ${fullName}.` : undefined}
      />
      {reports.length === 0 ? (
        <EmptyState title="No reports yet">
          Reports such as the resume, schedule and compare stats PDFs appear here once {fullName} or a coach
          creates one.
        </EmptyState>
      ) : (
        <section className="card" aria-labelledby="reports-heading">
          <header className="card__header">
            <h2 className="card__title" id="reports-heading">
              Saved Reports
            </h2>
            <span className="card__count">{reports.length}</span>
          </header>
          <ul className="report-list">
            {reports.map((report) => (
              <li key={report.hash} className="report-list__item">
                <span className="report-list__icon" aria-hidden="true">
                  PDF
                </span>
                <span className="report-list__text">
                  <span className="report-list__title">{report.title}</span>
                  <span className="event-sub">Created {report.created}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
