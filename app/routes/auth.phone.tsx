import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { PhoneLoginPage } from '~/components/auth/phone-login-page';
import { pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { authEntryLoader, phoneLoginAction } from '~/server/auth-routes.server';

// spec 1 §2: /auth/phone is the phone login, title Phone Login.
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(productNameFromMatches(matches), 'Phone Login') },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  return authEntryLoader(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return phoneLoginAction(request, context);
}

export default function PhoneLogin() {
  const { productName, returnUrl } = useLoaderData<typeof loader>();
  return <PhoneLoginPage productName={productName} returnUrl={returnUrl} />;
}
