import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  redirect,
} from '@remix-run/cloudflare';
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from '@remix-run/react';
import { compareCardsStylesheet } from '~/components/compare/cards/stylesheet';
import { ComparePage } from '~/components/compare/compare-page';
import { pickerAndGridStylesheet } from '~/components/compare/picker-and-grid-stylesheet';
import { statProbabilityStylesheet } from '~/components/compare/stat-probability-stylesheet';
import { compareStylesheet } from '~/components/compare/stylesheet';
import { dashboardStylesheet } from '~/components/dashboard/stylesheet';
import { profileChildMeta } from '~/components/layout/page-title';
import { applyCompareIntent, compareIntentSchema } from '~/domain/stats/compare-intents';
import { requireProfileFeature } from '~/routes/player.$username.server';
import {
  chosenPlayerSelections,
  loadComparePage,
  requestedComparison,
  savedComparisonLocation,
} from '~/routes/player.$username.stats.server';
import { saveComparison } from '~/routes/player.$username.stats.state.server';
import { readSubmission, rejectionReply } from '~/server/form-submission.server';

/** The profile stays when this page fails alone (issue 31 §6). */
export { PageError as ErrorBoundary } from '~/components/layout/page-error';

export const meta = profileChildMeta('Compare Stats');
export const links: LinksFunction = () => [
  compareStylesheet,
  compareCardsStylesheet,
  pickerAndGridStylesheet,
  statProbabilityStylesheet,
  // The Play Some Rounds! card of the empty state (spec 2 §1) is the dashboard's.
  dashboardStylesheet,
];

/** spec 2 §2 Compare Stats: two selections side by side, by tab (feature 63 guards the page). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await loadComparePage(request, context, params.username);
  // A comparison with another player shows that player's data too: never kept for other visitors,
  // whose access to the second player may differ, nor after that player hides it.
  return data(page, page.samePlayer ? undefined : { headers: { 'Cache-Control': 'private, no-store' } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

/**
 * Every change to the comparison (spec 2 §2 header, Configure selections, metrics picker, End
 * Comparison, Report) saves the new comparison as a cached state and opens it by its hash.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const read = await readSubmission(request, compareIntentSchema);
  if (!read.ok) return data({ result: rejectionReply(read) }, { status: read.status });
  const { submission } = read;
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const intent = submission.value;
  const access = await requireProfileFeature(request, context, params.username, 'stats');
  const { player, allowed, config } = await requestedComparison(context, access, intent.hash ?? null);
  // Compare By Player is like for like: the chosen player gets the left side's selection.
  const chosen =
    intent.intent === 'player' && allowed.has(intent.accountId)
      ? await chosenPlayerSelections(request, context, config, intent.accountId)
      : undefined;
  const next = applyCompareIntent(config, intent, player.accountId, chosen);
  if (next === null || !allowed.has(next.right.accountId)) {
    const message =
      intent.intent === 'player'
        ? 'This player cannot be compared here. Choose one from the list.'
        : 'These metrics do not belong to this column.';
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 400 });
  }
  const hash = await saveComparison(context.db, access.viewer, player.accountId, next);
  if (hash === null) {
    return data(
      {
        result: submission.reply({
          formErrors: ['This player cannot be compared here. Choose one from the list.'],
        }),
      },
      { status: 400 },
    );
  }
  if (intent.intent === 'report') {
    return intent.respond === 'hash'
      ? data({ reportHash: hash })
      : redirect(`/reports/compare-stats?hash=${hash}`);
  }
  return redirect(savedComparisonLocation(new URL(request.url), hash));
}

// The report options dialog saves the comparison only to name it: the page shows the same data.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'report' && formData.get('respond') === 'hash'
    ? false
    : defaultShouldRevalidate;

/** Why a change was not saved, in the words of the action's answer (the page's error banner). */
function refusalOf(answer: { result?: { error?: Record<string, Array<string> | null> | null } } | undefined) {
  const error = answer?.result?.error;
  if (!error) return null;
  const messages = [...new Set(Object.values(error).flatMap((list) => list ?? []))];
  return messages.length > 0
    ? `This change was not saved. ${messages.join(' ')}`
    : 'This change was not saved. Reload the page and try again.';
}

export default function CompareStats() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <ComparePage page={page} refusal={refusalOf(answer && 'result' in answer ? answer : undefined)} />;
}
