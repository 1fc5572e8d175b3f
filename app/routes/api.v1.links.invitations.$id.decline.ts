import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { answerInvitationRoute, answerOnly } from '~/routes/api.v1.links.server';

/** POST /api/v1/links/invitations/{id}/decline (decision 104): the invited player declines. */
export function action({ request, context, params }: ActionFunctionArgs) {
  return answerInvitationRoute(request, context, params.id, 'decline');
}

export function loader() {
  return answerOnly('decline');
}
