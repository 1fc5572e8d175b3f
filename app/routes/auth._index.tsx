import type { MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { PhoneLoginPage } from '~/components/auth/phone-login-page';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import type { loader } from './auth.phone';

// spec 1 §2: /auth (empty child) is the phone login, title Login: the loader and action of /auth/phone.
export { action, loader } from './auth.phone';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), 'Login'),
    'Sign in to your golf performance dashboard with your phone number or username.',
  );

export default function Login() {
  const { productName, returnUrl } = useLoaderData<typeof loader>();
  return <PhoneLoginPage productName={productName} returnUrl={returnUrl} />;
}
