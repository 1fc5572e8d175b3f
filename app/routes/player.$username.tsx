import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { skipRevalidationAfterPreview } from '~/components/forms/preview-submissions';
import { ProfileShell } from '~/components/profile/profile-shell';
import { profileStylesheet } from '~/components/profile/stylesheet';
import { profileLayoutData } from '~/routes/player.$username.server';

export const links: LinksFunction = () => [profileStylesheet];

export const shouldRevalidate = skipRevalidationAfterPreview;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return profileLayoutData(request, context, params.username);
}

/** spec 1 §2 profile shell: side navigation beside the page, a dark header, the child page below it. */
export default function PlayerProfile() {
  return <ProfileShell data={useLoaderData<typeof loader>()} />;
}
