import type { MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { PhoneLoginPage } from '~/components/auth/phone-login-page';
import { pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import type { loader } from './auth.phone';

// spec 1 §2: /auth (empty child) is the phone login, title Login: the loader and action of /auth/phone.
export { action, loader } from './auth.phone';

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(productNameFromMatches(matches), 'Login') },
];

export default function Login() {
  const { productName, returnUrl } = useLoaderData<typeof loader>();
  return <PhoneLoginPage productName={productName} returnUrl={returnUrl} />;
}
