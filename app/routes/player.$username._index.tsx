import { type LoaderFunctionArgs, redirect } from '@remix-run/cloudflare';
import { profileHref } from '~/domain/hosts';
import { defaultChild } from '~/domain/profile-routes';
import { loadProfileAccess } from '~/server/profile.server';

/** spec 1 §2: the empty child lands on the default child (resume with a custom URL), else root. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player, visible } = await loadProfileAccess(request, context, params.username);
  const child = defaultChild({ hasCustomUrl: context.host?.kind === 'custom', visible });
  throw redirect(child === null ? '/' : profileHref(context.host, player.username, child));
}
