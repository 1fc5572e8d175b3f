import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { organizationMeta } from '~/components/organization/meta';
import { OrganizationView } from '~/components/organization/organization-view';
import { loadOrganizationPage } from '~/routes/org.$short._index.server';
import { publicPageHeaders, routeCacheHeaders } from '~/server/cache-headers.server';

/** A team host's /{short}/{playerGroup} (spec 1 §2); on any other host an unknown path → root. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (context.host?.kind !== 'team') throw redirect('/');
  const page = await loadOrganizationPage(request, context, params.username ?? '', params.playerGroup ?? '');
  return data(page, { headers: publicPageHeaders(request) });
}

export const headers: HeadersFunction = (args) => routeCacheHeaders(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => organizationMeta(data, matches);

export default function HostSegmentGroup() {
  return <OrganizationView data={useLoaderData<typeof loader>()} />;
}
