import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { loadPlayerReportCardModel, shareCardResponse } from '~/routes/reports.card[.png].server';
import { getOnlyText } from '~/server/read-only.server';

/**
 * issue 33 §4: GET /reports/card.png?hash= — a saved player report's share card (og:image, 1200 × 630
 * PNG, decision 091), drawn from the report as an anonymous visitor may open it: a report that
 * visitor may not open has none (404).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const model = await loadPlayerReportCardModel(request, context);
  return shareCardResponse(context, model);
}

export function action() {
  return getOnlyText();
}
