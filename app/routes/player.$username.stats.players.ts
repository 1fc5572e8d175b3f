import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { loadComparePlayers } from '~/routes/player.$username.stats.server';
import { PRIVATE_CACHE_CONTROL } from '~/server/cache-headers.server';
import { getOnlyJson } from '~/server/read-only.server';

/** The Compare By Player picker's players and averages (spec 2 §2), read when the picker opens. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const players = await loadComparePlayers(request, context, params.username);
  return Response.json(players, { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } });
}

export function action() {
  return getOnlyJson();
}
