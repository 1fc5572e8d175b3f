import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { AlternativeLoginPage } from '~/components/auth/alternative-login-page';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import {
  ALTERNATIVE_COUNTRIES,
  alternativeLoginMessage,
  alternativeLoginSchema,
  fullPhoneNumber,
} from '~/domain/auth/auth-flow';
import { leavePendingSignIn, noStore } from '~/routes/auth.sign-in-screens.server';
import { passwordSignIn, safeReturnUrl } from '~/server/auth.server';
import { readSubmission, rejectionReply } from '~/server/form-submission.server';

// spec 1 §2: /auth/alternative, title Alternative Login.
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), 'Alternative Login'),
    'Sign in with your username and password.',
  );

export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = await leavePendingSignIn(request, context);
  const returnUrl = safeReturnUrl(new URL(request.url).searchParams.get('returnUrl'));
  return data({ productName: context.config.PRODUCT_NAME, returnUrl }, { headers });
}

/** spec 1 §4 step 4 and §8: alternative login. The password is never sent back to the page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readSubmission(request, alternativeLoginSchema);
  if (!read.ok) return data(rejectionReply(read), { status: read.status, headers: noStore() });
  const { submission } = read;
  const hideFields = ['password'];
  if (submission.status !== 'success') {
    return data(submission.reply({ hideFields }), { status: 400, headers: noStore() });
  }
  const { country, phone, password } = submission.value;
  const fullNumber = fullPhoneNumber(ALTERNATIVE_COUNTRIES, country, phone);
  const result = await passwordSignIn(request, context, { fullNumber, password });
  if (!result.ok) {
    // A wrong number or password is 401; a throttled attempt (decision 026) is 429.
    const status = result.message === null ? 401 : 429;
    return data(submission.reply({ formErrors: [alternativeLoginMessage(result.message)], hideFields }), {
      status,
      headers: noStore(),
    });
  }
  const headers = noStore();
  for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie);
  return redirect(result.location, { headers });
}

export default function AlternativeLogin() {
  const { productName, returnUrl } = useLoaderData<typeof loader>();
  return <AlternativeLoginPage productName={productName} returnUrl={returnUrl} />;
}
