import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { linksMethodNotAllowed, staffRoute } from '~/routes/api.v1.links.server';

/** PUT / DELETE /api/v1/organizations/{short}/staff/{username} (decision 104): a product manager's. */
export function action({ request, context, params }: ActionFunctionArgs) {
  return staffRoute(request, context, params.short, params.username);
}

export function loader() {
  return linksMethodNotAllowed('PUT, DELETE', 'Use PUT to add a staff member, DELETE to remove one.');
}
