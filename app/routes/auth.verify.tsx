import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { VerifyPage } from '~/components/auth/verify-page';
import { pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { verifyAction, verifyLoader } from '~/server/auth-routes.server';

// spec 1 §2: /auth/verify, title Verify Code.
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(productNameFromMatches(matches), 'Verify Code') },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  return verifyLoader(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return verifyAction(request, context);
}

export default function Verify() {
  const { productName, returnUrl, maskedPhone, resendInSeconds, sentAt } = useLoaderData<typeof loader>();
  return (
    <VerifyPage
      productName={productName}
      returnUrl={returnUrl}
      maskedPhone={maskedPhone}
      resendInSeconds={resendInSeconds}
      sentAt={sentAt}
    />
  );
}
