import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { DashboardView } from '~/components/dashboard/dashboard-view';
import { dashboardStylesheet } from '~/components/dashboard/stylesheet';
import { profileChildMeta } from '~/components/layout/page-title';
import { PageHeading } from '~/components/profile/page-heading';
import { dashboardPageData } from '~/server/dashboard.server';
import { overviewHistoryQuery } from '~/server/overview.server';
import { requireProfileFeature } from '~/server/profile.server';
import { dashboardPreferencesQuery } from '~db/queries/dashboard-preferences';

export const meta = profileChildMeta('Round Assessment');

export const links: LinksFunction = () => [dashboardStylesheet];

/**
 * The profile's Round Assessment (feature 59, spec 3 §2.1): the player's Performance and Assessment
 * view, read-only, opening on the player's saved choices; a visitor may switch group, standard, mode
 * and hole count in the page, and nothing is saved.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player } = await requireProfileFeature(request, context, params.username, 'data-analysis');
  const { db } = context;
  const [preferenceRows, history] = await db.batch([
    dashboardPreferencesQuery(db, player.accountId),
    overviewHistoryQuery(db, player.accountId),
  ]);
  return dashboardPageData(context, {
    accountId: player.accountId,
    playerKey: player.username,
    playerName: player.fullName,
    editable: false,
    history: { kind: 'every', rounds: history },
    stored: preferenceRows[0],
    gender: player.gender,
  });
}

export default function RoundAssessment() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="page-stack">
      <PageHeading title="Round Assessment" lead="Performance against a standard, selection by selection." />
      <DashboardView page={page} />
    </div>
  );
}
