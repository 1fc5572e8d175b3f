import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { defaultChildRedirect } from '~/routes/player.$username.server';

/** spec 1 §2: the empty child lands on the default child (resume with a custom URL), else root. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  throw await defaultChildRedirect(request, context, params.username);
}

/** A form posted here (`?index`) goes where a visit would. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  throw await defaultChildRedirect(request, context, params.username);
}
