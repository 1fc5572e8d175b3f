import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { organizationMeta } from '~/components/organization/meta';
import { OrganizationPage } from '~/components/organization/organization-page';
import { organizationStylesheet } from '~/components/organization/stylesheet';
import { discoveryStylesheet } from '~/components/search/stylesheet';
import { loadOrganizationPage } from '~/routes/org.$short._index.server';
import { publicPageHeaders, routeCacheHeaders } from '~/server/cache-headers.server';

export const links: LinksFunction = () => [organizationStylesheet, discoveryStylesheet];

// spec 1 §2: /org/{short}, the organization page.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await loadOrganizationPage(request, context, params.short ?? '', undefined);
  return data(page, { headers: publicPageHeaders(request) });
}

export const headers: HeadersFunction = (args) => routeCacheHeaders(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => organizationMeta(data, matches);

export default function OrganizationRoute() {
  return <OrganizationPage data={useLoaderData<typeof loader>()} />;
}
