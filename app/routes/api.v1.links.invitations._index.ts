import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { invitationRequestSchema } from '~/domain/links/links';
import {
  invite,
  linksJson,
  linksMethodNotAllowed,
  refusalResponse,
  requireLinksActor,
} from '~/routes/api.v1.links.server';
import { requestNow } from '~/server/clock.server';
import { parseBody } from '~/server/ingest.server';

/**
 * POST /api/v1/links/invitations (issue 34 §4, decision 104): invite a player by username, to see
 * their pages (`sub-circle`: a coach or parent) or onto a roster the inviter's organization keeps
 * (`roster`). Nothing links until the player accepts. 201 with the invitation.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return postOnly();
  const actor = await requireLinksActor(request, context);
  const body = await parseBody(request, invitationRequestSchema, 'invitation');
  if ('response' in body) return body.response;
  const result = await invite(context.db, actor, body.data, requestNow(request, context.config));
  if (!result.ok) return refusalResponse(result);
  return linksJson({ invitation: result.invitation }, 201);
}

function postOnly() {
  return linksMethodNotAllowed('POST', 'Use POST with a JSON body to invite a player.');
}

export function loader() {
  return postOnly();
}
