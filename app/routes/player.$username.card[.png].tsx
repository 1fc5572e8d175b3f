import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { loadPlayerCardModel, shareCardResponse } from '~/routes/reports.card[.png].server';
import { getOnlyText } from '~/server/read-only.server';

/**
 * issue 33 §4: GET /player/{username}/card.png — the profile's share card (og:image, 1200 × 630 PNG,
 * decision 091), drawn from what the profile shows an anonymous visitor; a private profile has none
 * (404). Kept in the edge cache under the account version, like the profile's pages.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const model = await loadPlayerCardModel(request, context, params.username ?? '');
  return shareCardResponse(context, model);
}

export function action() {
  return getOnlyText();
}
