import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { PhoneLoginPage } from '~/components/auth/phone-login-page';
import { pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { authEntryLoader, phoneLoginAction } from '~/server/auth-routes.server';
import { refusedForm } from '~/server/request-body.server';

// spec 1 §2: /auth (empty child) is the phone login, title Login.
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(productNameFromMatches(matches), 'Login') },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  return authEntryLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  // A body that is not a readable form (wrong type, too large) is refused before the sign-in reads it.
  return (await refusedForm(request)) ?? phoneLoginAction(request, context);
}

export default function Login() {
  const { productName, returnUrl } = useLoaderData<typeof loader>();
  return <PhoneLoginPage productName={productName} returnUrl={returnUrl} />;
}
