import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { reportMeta, shareImageMeta } from '~/components/layout/page-title';
import { CoursePicker } from '~/components/reports/course-picker';
import { PlayerReportView } from '~/components/reports/player-report-view';
import { ReportBar } from '~/components/reports/report-bar';
import { reportsStylesheet } from '~/components/reports/stylesheet';
import { profileHref } from '~/domain/hosts/hosts';
import { isPlayerReportKind, type PlayerReportKind } from '~/domain/reports/player-report';
import { describeParameters, parametersQuery } from '~/domain/reports/report-parameters';
import { reportHash } from '~/domain/reports/reports';
import { playerReportCardPath, shareCardAlt } from '~/domain/share-cards/card-addresses';
import { coursePlanChoices, playerReportModel, resolvePlayerReport } from '~/routes/reports.$kind.server';
import { anonymousMaySeePlayerReport } from '~/routes/reports.card[.png].server';
import { goHome, saveReportAction } from '~/routes/reports.server';
import { publicOrigin } from '~/server/public-origin.server';
import { refuseInWords } from '~/server/refusals.server';
import { storeReportQuery } from '~db/queries/reports';

export const links: LinksFunction = () => [reportsStylesheet];

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  const title = page ? `${page.model.playerName} – ${page.model.title}` : null;
  const tags = reportMeta(title);
  if (!page?.share || title === null) return tags;
  // The share preview of a saved report every visitor may open: its card (decision 091).
  return [
    ...tags,
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: title },
    { property: 'og:url', content: page.share.url },
    ...shareImageMeta(page.share),
    { name: 'twitter:title', content: title },
    { name: 'twitter:image', content: page.share.image },
  ];
};

/** spec 2 §2: a report path that is none of the kinds served here goes home. */
function kindOf(param: string | undefined): PlayerReportKind {
  const kind = param ?? '';
  if (!isPlayerReportKind(kind)) goHome(`unknown report kind "${kind.slice(0, 40)}"`);
  return kind;
}

/**
 * spec 2 §2 report routes of the player kinds (decision 054): `?accountId=` with the kind's
 * parameters, or a stored report's `?hash=`.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kind = kindOf(params.kind);
  const report = await resolvePlayerReport(request, context, kind);
  // course-plan-report (decision 059): the picker of the player's courses, read next to the model.
  // A stored report keeps the course it was saved with: no picker.
  const [model, coursePicker, shared] = await Promise.all([
    playerReportModel(request, context, report),
    report.kind === 'course-plan-report' && report.hash === null
      ? coursePlanChoices(context, report.access, report.parameters.course)
      : null,
    report.hash !== null ? anonymousMaySeePlayerReport(request, context, kind) : false,
  ]);
  const origin = publicOrigin(request, context.config);
  const share =
    shared && report.hash !== null
      ? {
          image: new URL(playerReportCardPath(report.hash), origin).href,
          card: true,
          imageAlt: shareCardAlt('player-report', model.playerName, context.config.PRODUCT_NAME),
          url: new URL(`/reports/${kind}?hash=${report.hash}`, origin).href,
        }
      : null;
  const search =
    report.hash !== null
      ? `hash=${report.hash}`
      : `accountId=${report.access.player.accountId}&${parametersQuery(report.parameters)}`;
  return data(
    {
      model,
      coursePicker:
        coursePicker === null ? null : { ...coursePicker, accountId: report.access.player.accountId },
      pdfHref: `/reports/${kind}.pdf?${search}`,
      // The player, a product manager or a coach of the player's circle may keep a report (spec 1 §6).
      canSave: report.hash === null && report.access.hasAccess,
      viewerHref: profileHref(context.host, report.access.player.username, 'report-viewer'),
      share,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** Save Report: stores the report's parameters under their hash and opens the stored report. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const kind = kindOf(params.kind);
  const report = await resolvePlayerReport(request, context, kind);
  const { viewer, hasAccess, player } = report.access;
  if (viewer === null || !hasAccess) {
    refuseInWords(403, 'Only the player or a coach of the player can save this report.');
  }
  return saveReportAction(request, context, kind, async () => {
    const hash = reportHash(kind, player.accountId, report.parameters);
    await storeReportQuery(context.db, {
      hash,
      kind,
      accountId: player.accountId,
      parameters: report.parameters,
      name: describeParameters(report.parameters),
      createdBy: viewer.accountId,
    });
    return hash;
  });
}

export default function PlayerReport() {
  const { model, coursePicker, pdfHref, canSave, viewerHref } = useLoaderData<typeof loader>();
  const last = useActionData<typeof action>();
  return (
    <main id="main" className="player-report">
      <ReportBar
        title={`${model.playerName} · ${model.title}`}
        subtitle={model.subtitle}
        pdfHref={pdfHref}
        fileName={model.fileName}
        canSave={canSave}
        back={{ href: viewerHref, label: 'All reports' }}
        lastResult={last?.result}
      >
        {coursePicker && coursePicker.courses.length > 0 ? <CoursePicker {...coursePicker} /> : null}
      </ReportBar>
      <PlayerReportView model={model} />
    </main>
  );
}
