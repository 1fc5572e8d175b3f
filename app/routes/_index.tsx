import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { HomePage } from '~/components/home/home-page';
import { homeStylesheet } from '~/components/home/stylesheet';
import { isFrontPageSection } from '~/components/marketing/front-page';
import { organizationMeta } from '~/components/organization/meta';
import { OrganizationView } from '~/components/organization/organization-view';
import { organizationStylesheet } from '~/components/organization/stylesheet';
import { searchBoxStylesheet } from '~/components/search/stylesheet';
import { loadOrganizationPage } from '~/routes/org.$short._index.server';
import { defaultChildRedirect } from '~/routes/player.$username.server';
import { publicPageHeaders, routeCacheHeaders } from '~/server/cache-headers.server';

export const links: LinksFunction = () => [organizationStylesheet, searchBoxStylesheet, homeStylesheet];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const host = context.host;
  // spec 1 §2: a player's custom URL serves the profile at its root.
  if (host?.kind === 'custom') throw await defaultChildRedirect(request, context, undefined);
  // spec 1 §2: a host mapped to one organization serves it at its root.
  if (host?.kind === 'organization') {
    const page = await loadOrganizationPage(request, context, host.organizationShort ?? '', undefined);
    return data({ kind: 'organization' as const, page }, { headers: publicPageHeaders(request) });
  }
  const section = new URL(request.url).searchParams.get('section');
  return data(
    {
      kind: 'home' as const,
      home: {
        productName: context.config.PRODUCT_NAME,
        frontPageUrl: context.config.FRONT_PAGE_URL,
        providerWebsiteUrl: context.config.PROVIDER_WEBSITE_URL,
        // An unknown section is ignored: the front page opens at its top.
        section: isFrontPageSection(section) ? section : null,
      },
    },
    { headers: publicPageHeaders(request) },
  );
}

export const headers: HeadersFunction = (args) => routeCacheHeaders(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (data?.kind === 'organization') return organizationMeta(data.page, matches);
  return [
    { title: data?.home.productName ?? 'Home' },
    {
      name: 'description',
      content:
        'Golf performance analytics and recruiting profiles for players, coaches and college programs.',
    },
  ];
};

/** spec 1 §2 main (home) page, or the organization of a host mapped to one. */
export default function Home() {
  const loaderData = useLoaderData<typeof loader>();
  if (loaderData.kind === 'organization') return <OrganizationView data={loaderData.page} />;
  return <HomePage {...loaderData.home} />;
}
