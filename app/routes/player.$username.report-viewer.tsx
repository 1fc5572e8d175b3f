import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
} from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { profileChildMeta } from '~/components/layout/page-title';
import { EmptyState } from '~/components/profile/empty-state';
import { PageHeading } from '~/components/profile/page-heading';
import { DeleteReportButton } from '~/components/reports/delete-report-dialog';
import { reportsStylesheet } from '~/components/reports/stylesheet';
import { fullName } from '~/domain/accounts/names';
import { formatLongDate } from '~/domain/calendar/dates';
import { profileHref } from '~/domain/hosts/hosts';
import { isPlayerReportKind } from '~/domain/reports/player-report';
import { deleteReportSchema } from '~/domain/reports/report-forms';
import { reportKindLabel } from '~/domain/reports/reports';
import { requireProfileFeature } from '~/routes/player.$username.server';
import { readSubmission, rejectionReply } from '~/server/form-submission.server';
import { refuseInWords } from '~/server/refusals.server';
import { redirectWithToast } from '~/server/toast.server';
import { deleteReportQuery, reportsQuery } from '~db/queries/reports';

/** The profile stays when this page fails alone (issue 31 §6). */
export { PageError as ErrorBoundary } from '~/components/layout/page-error';

export const meta = profileChildMeta('Reports');

export const links: LinksFunction = () => [reportsStylesheet];

// The stored kinds with a PDF of their own (decision 054); the others open as a page only.
function pdfHrefOf(kind: string, hash: number): string | null {
  return kind === 'resume' || isPlayerReportKind(kind) || kind === 'public-player-schedule-report'
    ? `/reports/${kind}.pdf?hash=${hash}`
    : null;
}

/** The report viewer (feature 77, spec 2 §2): the player's stored reports, each to open or download. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player, viewer } = await requireProfileFeature(request, context, params.username, 'report-viewer');
  const { db } = context;
  const [reports] = await db.batch([reportsQuery(db, player.accountId)]);
  return data({
    fullName: player.fullName,
    // spec 1 §6: the player owns the list; only the player deletes from it.
    canDelete: viewer?.accountId === player.accountId,
    reports: reports.map((r) => ({
      hash: r.hash,
      kind: reportKindLabel(r.kind),
      name: r.name || reportKindLabel(r.kind),
      created: formatLongDate(r.createdAt),
      createdBy:
        r.creatorFirstName === null
          ? null
          : fullName({ firstName: r.creatorFirstName, lastName: r.creatorLastName ?? '' }),
      openHref: `/reports/${r.kind}?hash=${r.hash}`,
      pdfHref: pdfHrefOf(r.kind, r.hash),
    })),
  });
}

/** Delete one report: the owner only (403 for anyone else); a report not of this player is a 404. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { player, viewer } = await requireProfileFeature(request, context, params.username, 'report-viewer');
  if (viewer?.accountId !== player.accountId) {
    refuseInWords(403, 'Only the player can delete a report.');
  }
  const read = await readSubmission(request, deleteReportSchema);
  if (!read.ok) return data({ result: rejectionReply(read) }, { status: read.status });
  const { submission } = read;
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const { db } = context;
  const [deleted] = await db.batch([deleteReportQuery(db, player.accountId, submission.value.hash)]);
  if (deleted.length === 0) {
    refuseInWords(404, 'There is no such report of this player.');
  }
  throw await redirectWithToast(
    profileHref(context.host, player.username, 'report-viewer'),
    { text: 'Report deleted.', type: 'success' },
    context.config,
  );
}

/** The reports stored for the player (spec 2 §2 report routes), newest first. */
export default function Reports() {
  const { fullName: name, reports, canDelete } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refused =
    answer?.result.status === 'error' ? Object.values(answer.result.error ?? {}).flat()[0] : null;
  return (
    <div className="page-stack">
      <PageHeading title="Reports" lead={reports.length > 0 ? `Reports saved for ${name}.` : undefined} />
      {refused ? (
        <p className="form-error" role="alert">
          {refused}
        </p>
      ) : null}
      {reports.length === 0 ? (
        <EmptyState title="No reports yet">
          Reports such as the resume, season stats and performance reports appear here once {name} or a coach
          saves one.
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
                  <span className="report-list__title">{report.kind}</span>
                  <span className="event-sub">
                    {report.name ? `${report.name} · ` : ''}Created {report.created}
                    {report.createdBy ? ` by ${report.createdBy}` : ''}
                  </span>
                </span>
                <span className="report-list__actions">
                  <a
                    href={report.openHref}
                    className="button button--secondary button--sm"
                    aria-label={`Open ${report.kind}, ${report.created}`}
                  >
                    Open
                  </a>
                  {report.pdfHref ? (
                    <a
                      href={report.pdfHref}
                      className="button button--secondary button--sm"
                      aria-label={`Download PDF of ${report.kind}, ${report.created}`}
                      download
                    >
                      Download PDF
                    </a>
                  ) : null}
                  {canDelete ? (
                    <DeleteReportButton
                      hash={report.hash}
                      name={[report.kind, report.name].filter(Boolean).join(' · ')}
                    />
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
