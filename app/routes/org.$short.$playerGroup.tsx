import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { organizationMeta } from '~/components/organization/meta';
import { PlayerGroupPage } from '~/components/organization/player-group-page';
import { organizationStylesheet } from '~/components/organization/stylesheet';
import { loadOrganizationPage } from '~/routes/org.$short._index.server';
import { publicPageHeaders, routeCacheHeaders } from '~/server/cache-headers.server';

export const links: LinksFunction = () => [organizationStylesheet];

// spec 1 §2: /org/{short}/{playerGroup}, a roster, a named player group or All players.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await loadOrganizationPage(request, context, params.short ?? '', params.playerGroup ?? '');
  return data(page, { headers: publicPageHeaders(request) });
}

export const headers: HeadersFunction = (args) => routeCacheHeaders(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => organizationMeta(data, matches);

export default function PlayerGroupRoute() {
  return <PlayerGroupPage data={useLoaderData<typeof loader>()} />;
}
