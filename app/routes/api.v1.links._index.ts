import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import type { LinksAnswer } from '~/domain/links/links';
import {
  accountLinks,
  linksJson,
  linksMethodNotAllowed,
  requireLinksActor,
} from '~/routes/api.v1.links.server';

/**
 * GET /api/v1/links (issue 34 §4, decision 104): the signed-in account's invitations waiting for its
 * answer, those it sent that wait for the player's, and the links it is one side of.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireLinksActor(request, context);
  const { managedRosters: _, ...links } = await accountLinks(context.db, actor.accountId);
  const answer: LinksAnswer = links;
  return linksJson(answer);
}

export function action() {
  return linksMethodNotAllowed(
    'GET',
    'Use GET to read your links; POST /api/v1/links/invitations invites a player.',
  );
}
