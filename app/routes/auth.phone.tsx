import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { PhoneLoginPage } from '~/components/auth/phone-login-page';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import {
  fullPhoneNumber,
  isCodeSent,
  PHONE_COUNTRIES,
  phoneLoginSchema,
  sendCodeMessage,
  UNEXPECTED_RESPONSE,
} from '~/domain/auth/auth-flow';
import {
  leavePendingSignIn,
  noStore,
  SIGN_IN_ERROR_STATUS,
  verifyHref,
} from '~/routes/auth.sign-in-screens.server';
import { pendingCookie, safeReturnUrl, startPhoneSignIn } from '~/server/auth.server';
import { readSubmission, rejectionReply } from '~/server/form-submission.server';
import { secureCookies } from '~/server/session.server';

// spec 1 §2: /auth/phone is the phone login, title Phone Login (/auth shares its loader and action).
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), 'Phone Login'),
    'Sign in with a code texted to your phone.',
  );

export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = await leavePendingSignIn(request, context);
  const returnUrl = safeReturnUrl(new URL(request.url).searchParams.get('returnUrl'));
  return data({ productName: context.config.PRODUCT_NAME, returnUrl }, { headers });
}

/** spec 1 §4 steps 1–2: send a code, then the verify screen. */
export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readSubmission(request, phoneLoginSchema);
  if (!read.ok) return data(rejectionReply(read), { status: read.status, headers: noStore() });
  const { submission, form } = read;
  if (submission.status !== 'success') {
    return data(submission.reply(), { status: 400, headers: noStore() });
  }
  const { country, phone } = submission.value;
  const result = await startPhoneSignIn(request, context, fullPhoneNumber(PHONE_COUNTRIES, country, phone));
  if (!result.ok) {
    const code = result.error === 'DeliveryFailed' ? null : result.error;
    return data(submission.reply({ formErrors: [sendCodeMessage(code)] }), {
      status: SIGN_IN_ERROR_STATUS[result.error],
      headers: noStore(),
    });
  }
  // spec 1 §4 step 2: only a challenge (or success) moves on to the verify screen.
  if (!isCodeSent(result)) {
    return data(submission.reply({ formErrors: [UNEXPECTED_RESPONSE] }), { status: 400, headers: noStore() });
  }
  const headers = noStore();
  headers.append('Set-Cookie', pendingCookie(result.challengeId, secureCookies(context.config)));
  return redirect(verifyHref(safeReturnUrl(form.get('returnUrl'))), { headers });
}

export default function PhoneLogin() {
  const { productName, returnUrl } = useLoaderData<typeof loader>();
  return <PhoneLoginPage productName={productName} returnUrl={returnUrl} />;
}
