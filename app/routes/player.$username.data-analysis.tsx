import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { DashboardView } from '~/components/dashboard/dashboard-view';
import { dashboardStylesheet } from '~/components/dashboard/stylesheet';
import { profileChildMeta } from '~/components/layout/page-title';
import { PageHeading } from '~/components/profile/page-heading';
import { loadRoundAssessment } from '~/routes/dashboard.server';

/** The profile stays when this page fails alone (issue 31 §6). */
export { PageError as ErrorBoundary } from '~/components/layout/page-error';

export const meta = profileChildMeta('Round Assessment');

export const links: LinksFunction = () => [dashboardStylesheet];

/**
 * The profile's Round Assessment (feature 59, spec 3 §2.1): the player's Performance and Assessment
 * view, read-only, opening on the player's saved choices; a visitor may switch group, standard, mode
 * and hole count in the page, and nothing is saved.
 */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadRoundAssessment(request, context, params.username);
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
