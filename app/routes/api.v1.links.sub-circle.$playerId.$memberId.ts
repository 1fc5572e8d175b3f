import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { parsePathId } from '~/domain/links/links';
import { endLinkRoute, endOnly } from '~/routes/api.v1.links.server';

/**
 * DELETE /api/v1/links/sub-circle/{playerId}/{memberId} (decision 104): the player removes a coach
 * or parent from their circle, or the coach (parent) leaves it.
 */
export function action({ request, context, params }: ActionFunctionArgs) {
  const playerAccountId = parsePathId(params.playerId);
  const memberAccountId = parsePathId(params.memberId);
  return endLinkRoute(
    request,
    context,
    playerAccountId && memberAccountId ? { kind: 'sub-circle', playerAccountId, memberAccountId } : null,
  );
}

export function loader() {
  return endOnly();
}
