import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { parsePathId, parseRosterId } from '~/domain/links/links';
import { endLinkRoute, endOnly } from '~/routes/api.v1.links.server';

/**
 * DELETE /api/v1/links/roster/{rosterId}/{playerId} (decision 104): the player leaves a roster, or
 * the organization's staff removes the player from it.
 */
export function action({ request, context, params }: ActionFunctionArgs) {
  const rosterId = parseRosterId(params.rosterId);
  const playerAccountId = parsePathId(params.playerId);
  return endLinkRoute(
    request,
    context,
    rosterId !== null && playerAccountId ? { kind: 'roster', rosterId, playerAccountId } : null,
  );
}

export function loader() {
  return endOnly();
}
