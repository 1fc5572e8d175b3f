import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { ProfileShell } from '~/components/profile/profile-shell';
import { profileLayoutData } from '~/server/profile.server';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return profileLayoutData(request, context, params.username);
}

/** spec 1 §2 profile shell: side navigation beside the page, a dark header, the child page below it. */
export default function PlayerProfile() {
  return <ProfileShell data={useLoaderData<typeof loader>()} />;
}
