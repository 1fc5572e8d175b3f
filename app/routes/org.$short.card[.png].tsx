import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { loadOrganizationCardModel, shareCardResponse } from '~/routes/reports.card[.png].server';
import { getOnlyText } from '~/server/read-only.server';

/**
 * issue 33 §4: GET /org/{short}/card.png — the organization's share card (og:image, 1200 × 630 PNG,
 * decision 091), drawn from its page as an anonymous visitor sees it.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const model = await loadOrganizationCardModel(request, context, params.short ?? '');
  return shareCardResponse(context, model);
}

export function action() {
  return getOnlyText();
}
