import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { HomePage } from '~/components/home/home-page';
import { isFrontPageSection } from '~/components/marketing/front-page';
import { defaultChildRedirect } from '~/server/profile.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  // spec 1 §2: a player's custom URL serves the profile at its root.
  if (context.host?.kind === 'custom') throw await defaultChildRedirect(request, context, undefined);
  const section = new URL(request.url).searchParams.get('section');
  return {
    productName: context.config.PRODUCT_NAME,
    frontPageUrl: context.config.FRONT_PAGE_URL,
    providerWebsiteUrl: context.config.PROVIDER_WEBSITE_URL,
    // An unknown section is ignored: the front page opens at its top.
    section: isFrontPageSection(section) ? section : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.productName ?? 'Home' },
  {
    name: 'description',
    content: 'Golf performance analytics and recruiting profiles for players, coaches and college programs.',
  },
];

/** spec 1 §2 main (home) page. */
export default function Home() {
  return <HomePage {...useLoaderData<typeof loader>()} />;
}
