import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { VerifyPage } from '~/components/auth/verify-page';
import { pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { verifyAction, verifyLoader } from '~/server/auth-routes.server';
import { refusedForm } from '~/server/request-body.server';

// spec 1 §2: /auth/verify, title Verify Code.
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(productNameFromMatches(matches), 'Verify Code') },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  return verifyLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  // A body that is not a readable form (wrong type, too large) is refused before the sign-in reads it.
  return (await refusedForm(request, { intent: 'verify' })) ?? verifyAction(request, context);
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
