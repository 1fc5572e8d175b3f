import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { loadCompareReportCardModel, shareCardResponse } from '~/routes/reports.card[.png].server';
import { getOnlyText } from '~/server/read-only.server';

/**
 * issue 33 §4: GET /reports/compare-stats.png?hash= — a saved comparison's share card (og:image,
 * 1200 × 630 PNG, decision 091), drawn from its report as an anonymous visitor sees it: a comparison
 * that visitor may not see has none (404).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const model = await loadCompareReportCardModel(request, context);
  return shareCardResponse(context, model);
}

export function action() {
  return getOnlyText();
}
