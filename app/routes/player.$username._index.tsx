import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { defaultChildRedirect } from '~/server/profile.server';

/** spec 1 §2: the empty child lands on the default child (resume with a custom URL), else root. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  throw await defaultChildRedirect(request, context, params.username);
}
