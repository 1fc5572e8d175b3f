import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { AlternativeLoginPage } from '~/components/auth/alternative-login-page';
import { pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { alternativeLoginAction, authEntryLoader } from '~/server/auth-routes.server';
import { refusedForm } from '~/server/request-body.server';

// spec 1 §2: /auth/alternative, title Alternative Login.
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(productNameFromMatches(matches), 'Alternative Login') },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  return authEntryLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  // A body that is not a readable form (wrong type, too large) is refused before the sign-in reads it.
  return (await refusedForm(request)) ?? alternativeLoginAction(request, context);
}

export default function AlternativeLogin() {
  const { productName, returnUrl } = useLoaderData<typeof loader>();
  return <AlternativeLoginPage productName={productName} returnUrl={returnUrl} />;
}
