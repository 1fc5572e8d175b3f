import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { loadCompareRoundOptions } from '~/routes/player.$username.stats.server';
import { PRIVATE_CACHE_CONTROL } from '~/server/cache-headers.server';
import { getOnlyJson } from '~/server/read-only.server';

/** The Select Rounds dialog's rounds of a comparison (spec 2 §4), read when the dialog opens. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const options = await loadCompareRoundOptions(request, context, params.username);
  return Response.json(options, { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } });
}

export function action() {
  return getOnlyJson();
}
