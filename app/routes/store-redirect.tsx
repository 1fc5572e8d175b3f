import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { loaderHeadersOnTop } from '~/components/layout/route-headers';
import { StoreRedirectPage } from '~/components/store/store-redirect-page';
import { storeStylesheet } from '~/components/store/stylesheet';
import { phoneHref } from '~/domain/auth/phone';
import { storeForUserAgent } from '~/domain/store/store-redirect';
import { SUPPORT_CONTACTS } from '~/domain/store/support';

export const links: LinksFunction = () => [storeStylesheet];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), 'Get the app'),
    'Get the golf scoring app for your phone.',
  );

// The answer depends on the user agent: caches must keep one per agent.
const VARY = { Vary: 'User-Agent' };

/** spec 1 §2 store redirect: phones go to their store; other browsers see the badges and support. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const stores = { android: context.config.ANDROID_STORE_URL, ios: context.config.IOS_STORE_URL };
  const store = storeForUserAgent(request.headers.get('User-Agent'));
  if (store) throw redirect(stores[store], { status: 302, headers: VARY });
  const contacts = SUPPORT_CONTACTS.map((contact) => ({ ...contact, phoneHref: phoneHref(contact.phone) }));
  return data({ productName: context.config.PRODUCT_NAME, stores, contacts }, { headers: VARY });
}

export const headers = loaderHeadersOnTop;

export default function StoreRedirect() {
  return <StoreRedirectPage {...useLoaderData<typeof loader>()} />;
}
