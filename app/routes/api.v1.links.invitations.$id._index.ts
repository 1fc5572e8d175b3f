import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { LINK_MESSAGES, parsePathId } from '~/domain/links/links';
import {
  linksJson,
  linksMethodNotAllowed,
  refusalResponse,
  requireLinksActor,
  withdrawInvitation,
} from '~/routes/api.v1.links.server';
import { requestNow } from '~/server/clock.server';

/** DELETE /api/v1/links/invitations/{id} (decision 104): the inviter withdraws an unanswered invitation. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return deleteOnly();
  const actor = await requireLinksActor(request, context);
  const id = parsePathId(params.id);
  if (id === null)
    return refusalResponse({ ok: false, status: 404, message: LINK_MESSAGES.noSentInvitation });
  const result = await withdrawInvitation(context.db, actor, id, requestNow(request, context.config));
  if (!result.ok) return refusalResponse(result);
  return linksJson({ invitation: result.invitation });
}

function deleteOnly() {
  return linksMethodNotAllowed('DELETE', 'Use DELETE to withdraw an invitation you sent.');
}

export function loader() {
  return deleteOnly();
}
