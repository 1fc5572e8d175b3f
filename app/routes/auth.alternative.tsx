import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { AlternativeLoginPage } from '~/components/auth/alternative-login-page';
import { pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { alternativeLoginAction, authEntryLoader } from '~/server/auth-routes.server';

// spec 1 §2: /auth/alternative, title Alternative Login.
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(productNameFromMatches(matches), 'Alternative Login') },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  return authEntryLoader(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return alternativeLoginAction(request, context);
}

export default function AlternativeLogin() {
  const { productName, returnUrl } = useLoaderData<typeof loader>();
  return <AlternativeLoginPage productName={productName} returnUrl={returnUrl} />;
}
