import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { answerInvitationRoute, answerOnly } from '~/routes/api.v1.links.server';

/** POST /api/v1/links/invitations/{id}/accept (decision 104): the invited player accepts. */
export function action({ request, context, params }: ActionFunctionArgs) {
  return answerInvitationRoute(request, context, params.id, 'accept');
}

export function loader() {
  return answerOnly('accept');
}
