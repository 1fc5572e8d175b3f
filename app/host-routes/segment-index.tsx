import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { defaultChildRedirect } from '~/routes/player.$username.server';

/** A player host's /{username}: the profile's default child (spec 1 §2); organizations show at once. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (context.host?.kind === 'player') throw await defaultChildRedirect(request, context, params.username);
  return null;
}

export default function HostSegmentIndex() {
  return null;
}
