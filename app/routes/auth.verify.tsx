import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { VerifyPage } from '~/components/auth/verify-page';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import {
  CODE_RESENT,
  maskPhone,
  resendWaitSeconds,
  sendCodeMessage,
  verifyCodeMessage,
  verifyFormSchema,
} from '~/domain/auth/auth-flow';
import { noStore, SIGN_IN_ERROR_STATUS, verifyHref } from '~/routes/auth.sign-in-screens.server';
import {
  completePhoneSignIn,
  pendingCookie,
  readPendingChallenge,
  resendPhoneCode,
  safeReturnUrl,
} from '~/server/auth.server';
import { requestNow } from '~/server/clock.server';
import { readSubmission, rejectionReply } from '~/server/form-submission.server';
import { requestViewer } from '~/server/guards.server';
import { challengeInfo } from '~/server/otp.server';
import { secureCookies } from '~/server/session.server';
import { redirectWithToast } from '~/server/toast.server';
import { accountPhone } from '~db/queries/credentials';

// spec 1 §2: /auth/verify, title Verify Code.
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), 'Verify Code'),
    'Enter the code texted to your phone to sign in.',
  );

/** spec 1 §2 verify screen; spec 1 §4 step 6: no pending sign-in and signed out → /auth/phone. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const secure = secureCookies(context.config);
  const returnUrl = safeReturnUrl(new URL(request.url).searchParams.get('returnUrl'));
  const pending = readPendingChallenge(request, secure);
  const info = pending === null ? null : await challengeInfo(context.db, pending);
  const base = { productName: context.config.PRODUCT_NAME, returnUrl };
  if (info && info.consumedAt === null) {
    return data(
      {
        ...base,
        maskedPhone: maskPhone(info.phone),
        resendInSeconds: resendWaitSeconds(info.createdAt, requestNow(request, context.config)),
        // A new challenge (a resend) restarts the screen's cooldown and clears its boxes.
        sentAt: info.createdAt,
      },
      { headers: noStore() },
    );
  }
  const viewer = await requestViewer(request, context);
  if (viewer === null) {
    throw redirect(returnUrl ? `/auth/phone?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/phone');
  }
  // Signed in already: the screen shows, without a resend timer.
  const phone = await accountPhone(context.db, viewer.accountId);
  return data(
    { ...base, maskedPhone: phone ? maskPhone(phone) : null, resendInSeconds: 0, sentAt: null },
    { headers: noStore() },
  );
}

/** Verify the six digits (intent verify) or send a new code (intent resend). */
export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readSubmission(request, verifyFormSchema);
  if (!read.ok) return data(rejectionReply(read), { status: read.status, headers: noStore() });
  const { submission, form } = read;
  if (submission.status !== 'success') {
    return data(submission.reply(), { status: 400, headers: noStore() });
  }
  const secure = secureCookies(context.config);
  const pending = readPendingChallenge(request, secure);
  const fail = (message: string, status: number) =>
    data(submission.reply({ formErrors: [message] }), { status, headers: noStore() });

  if (submission.value.intent === 'resend') {
    if (pending === null) return fail(sendCodeMessage('ExpiredCodeException'), 400);
    const result = await resendPhoneCode(request, context, pending);
    if (!result.ok) {
      const code = result.error === 'DeliveryFailed' ? null : result.error;
      return fail(sendCodeMessage(code), SIGN_IN_ERROR_STATUS[result.error]);
    }
    // Back to the verify screen (post/redirect/get), so that its loader reads the new challenge with or
    // without JavaScript; the toast says what happened.
    const headers = noStore();
    headers.append('Set-Cookie', pendingCookie(result.challengeId, secure));
    const returnUrl = safeReturnUrl(form.get('returnUrl'));
    return redirectWithToast(verifyHref(returnUrl), { text: CODE_RESENT, type: 'success' }, context.config, {
      headers,
    });
  }

  if (pending === null) return fail(verifyCodeMessage('ExpiredCodeException'), 400);
  const result = await completePhoneSignIn(request, context, {
    challengeId: pending,
    code: submission.value.digit.join(''),
    returnUrl: form.get('returnUrl'),
  });
  if (!result.ok) return fail(verifyCodeMessage(result.error), SIGN_IN_ERROR_STATUS[result.error]);
  const headers = noStore();
  for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie);
  return redirect(result.location, { headers });
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
