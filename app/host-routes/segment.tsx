import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare';
import { Outlet, useLoaderData, useMatches } from '@remix-run/react';
import { organizationMeta } from '~/components/organization/meta';
import { OrganizationView } from '~/components/organization/organization-view';
import { organizationStylesheet } from '~/components/organization/stylesheet';
import { ProfileShell } from '~/components/profile/profile-shell';
import { profileStylesheet } from '~/components/profile/stylesheet';
import { loadOrganizationPage } from '~/routes/org.$short._index.server';
import { profileLayoutData } from '~/routes/player.$username.server';
import { publicPageHeaders, routeCacheHeaders } from '~/server/cache-headers.server';

export const links: LinksFunction = () => [profileStylesheet, organizationStylesheet];

/**
 * The first path segment on a mapped host (spec 1 §2, decision 005): a player host's /{username}, a
 * team host's /{short}, an organization host's /{playerGroup}. Anywhere else a profile path under
 * /{username} is unknown, which the profile loader turns into a redirect home.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const host = context.host;
  const segment = params.username ?? '';
  if (host?.kind === 'team') {
    // /{short}/{playerGroup} is the child's page; the organization itself only at /{short}.
    if (new URL(request.url).pathname.split('/').filter(Boolean).length > 1) return { kind: 'none' as const };
    const page = await loadOrganizationPage(request, context, segment, undefined);
    return data({ kind: 'organization' as const, page }, { headers: publicPageHeaders(request) });
  }
  if (host?.kind === 'organization') {
    const page = await loadOrganizationPage(request, context, host.organizationShort ?? '', segment);
    return data({ kind: 'organization' as const, page }, { headers: publicPageHeaders(request) });
  }
  if (host?.kind !== 'player') throw redirect('/');
  return { kind: 'player' as const, layout: await profileLayoutData(request, context, segment) };
}

export const headers: HeadersFunction = (args) => routeCacheHeaders(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data?.kind === 'organization' ? organizationMeta(data.page, matches) : [];

export default function HostSegment() {
  const loaderData = useLoaderData<typeof loader>();
  const matches = useMatches();
  if (loaderData.kind === 'player') return <ProfileShell data={loaderData.layout} />;
  if (loaderData.kind === 'organization' && matches.at(-1)?.id !== 'host/segment/group') {
    return <OrganizationView data={loaderData.page} />;
  }
  // A team host's roster or group page is the child's.
  return <Outlet />;
}
