import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { utcDay } from '~/domain/calendar/dates';
import { parseMyRoundsQuery } from '~/domain/rounds/my-rounds-query';
import { requirePlayerFeature } from '~/routes/api.v1.players.$username.server';
import { loadMyRounds } from '~/routes/player.$username.my-rounds.server';
import { requestNow } from '~/server/clock.server';
import { getOnlyJson } from '~/server/read-only.server';

/**
 * GET /resources/my-rounds/{username|me}?select=&group=&stats=… (spec 3 §2.1): the My Rounds section's
 * rounds, scorecard groups and holes for the query, as the My Rounds page reads them. The dashboard
 * fetches it once the page is up (the section sits below the fold), so the document carries only
 * the Performance and Assessment view. Guarded like the My Rounds page (feature 86; the owner
 * through `me`).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player } = await requirePlayerFeature(request, context, params.username, 'my-rounds');
  const parsed = parseMyRoundsQuery(new URL(request.url).searchParams, 'Course');
  const today = utcDay(requestNow(request, context.config));
  const rounds = await loadMyRounds(
    { db: context.shards.ofPlayer(player.roundShard) },
    player.accountId,
    parsed,
    today,
  );
  return Response.json(rounds, { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action() {
  return getOnlyJson();
}
