import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare';
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from '@remix-run/react';
import { DashboardScreen } from '~/components/dashboard/dashboard-screen';
import { MyRoundsDashboardSection } from '~/components/dashboard/my-rounds-dashboard-section';
import { dashboardStylesheet } from '~/components/dashboard/stylesheet';
import { HandicapCard, hasHandicapCard } from '~/components/handicap/handicap-card';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { dashboardIntentOf } from '~/domain/accounts/dashboard-forms';
import { fullName } from '~/domain/accounts/names';
import { ONBOARDING_PATH } from '~/domain/auth/auth-flow';
import { profileHref } from '~/domain/hosts/hosts';
import { dashboardPreferencesSchema, preferencesOf } from '~/domain/stats/dashboard-preferences';
import { dashboardPageData, ownDashboardReads } from '~/routes/dashboard.server';
import { readSubmission, rejectionReply } from '~/server/form-submission.server';
import { requireViewer } from '~/server/guards.server';
import { requestViewer } from '~/server/request-identity.server';
import { saveDashboardPreferences } from '~db/queries/dashboard-preferences';

export const links: LinksFunction = () => [dashboardStylesheet];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), 'Dashboard'),
    'Your golf performance dashboard: scoring, strokes and assessment against your standard.',
  );

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const SETTINGS_PATH = '/dashboard/settings';

/**
 * spec 3 §2.1 player dashboard (spec 1 §2: requires login): the signed-in player's Performance and
 * Assessment view; the account settings live at /dashboard/settings.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const early = ownDashboardReads(request, context);
  const viewer = await requireViewer(request, context);
  const { roundShard } = await requestViewer(request, context);
  const url = new URL(request.url);
  // The product manager's account search moved with the settings: old links keep working.
  if (url.searchParams.has('q')) throw redirect(`${SETTINGS_PATH}${url.search}`, { headers: NO_STORE });
  const { account: accountRows, preferences: preferenceRows, history, handicap } = await early;
  const account = accountRows[0];
  if (!account) throw redirect('/auth');
  // issue 15 point 2: an account without a username chooses one first.
  if (account.username === null) throw redirect(ONBOARDING_PATH, { headers: NO_STORE });
  // The My Rounds section below the fold fetches its own data once the page is up.
  const page = await dashboardPageData(context, {
    accountId: viewer.accountId,
    playerKey: 'me',
    playerName: fullName(account),
    editable: true,
    history,
    stored: preferenceRows[0],
    gender: account.gender,
    shard: context.shards.ofPlayer(roundShard),
  });
  return data(
    {
      ...page,
      handicap,
      username: account.username,
      productName: context.config.PRODUCT_NAME,
      myRoundsPageHref: profileHref(context.host, account.username, 'my-rounds'),
      viewShotsHref: profileHref(context.host, account.username, 'view-shots'),
    },
    { headers: NO_STORE },
  );
}

/**
 * Saves the dashboard's choices (fetcher, no reload). The settings forms posted here before they had
 * their own page: those posts go on to it with their method and body (307).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const read = await readSubmission(request, dashboardPreferencesSchema);
  if (!read.ok) return data({ result: rejectionReply(read) }, { status: read.status, headers: NO_STORE });
  const { submission } = read;
  if (submission.status !== 'success') {
    if (dashboardIntentOf(submission.payload.intent) !== null) {
      throw redirect(SETTINGS_PATH, { status: 307, headers: NO_STORE });
    }
    return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  }
  await saveDashboardPreferences(context.db, viewer.accountId, preferencesOf(submission.value));
  return data({ result: submission.reply() }, { headers: NO_STORE });
}

// A saved choice changes nothing the page does not already show: the page keeps its own state.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'preferences' ? false : defaultShouldRevalidate;

export default function Dashboard() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // A post without JavaScript (or a refused one) comes back to the page: its message shows there.
  const refused =
    answer?.result.status === 'error' ? Object.values(answer.result.error ?? {}).flat()[0] : null;
  return (
    <DashboardScreen
      page={page}
      username={page.username}
      productName={page.productName}
      message={refused ?? null}
      handicap={hasHandicapCard(page.handicap) ? <HandicapCard view={page.handicap} /> : null}
      myRounds={
        <MyRoundsDashboardSection
          username={page.username}
          dataHref="/resources/my-rounds/me"
          pageHref={page.myRoundsPageHref}
          viewShotsHref={page.viewShotsHref}
        />
      }
    />
  );
}
