import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { OnboardingPage } from '~/components/auth/onboarding-page';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { nameProblem, onboardingSchema } from '~/domain/accounts/usernames';
import { afterOnboardingPath } from '~/domain/auth/auth-flow';
import { accountNamesView, suggestedUsername, updateAccountNames } from '~/routes/auth.welcome.server';
import { safeReturnUrl } from '~/server/auth.server';
import { readSubmission, rejectionReply } from '~/server/form-submission.server';
import { requireViewer } from '~/server/guards.server';
import { redirectWithToast } from '~/server/toast.server';

// issue 15 point 2: /auth/welcome, the onboarding of an account created by phone sign-in.
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(pageTitle(productNameFromMatches(matches), 'Welcome'), 'Set up your new golf profile.');

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const account = await accountNamesView(context.db, viewer.accountId);
  if (account === null) throw redirect('/auth');
  return data(
    {
      productName: context.config.PRODUCT_NAME,
      returnUrl: safeReturnUrl(new URL(request.url).searchParams.get('returnUrl')),
      account: {
        firstName: account.firstName,
        lastName: account.lastName,
        username: account.username,
        needsOnboarding: account.needsOnboarding,
        suggestedUsername: account.suggestedUsername,
      },
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const read = await readSubmission(request, onboardingSchema);
  if (!read.ok) return data(rejectionReply(read), { status: read.status, headers: NO_STORE });
  const { submission, form } = read;
  if (submission.status !== 'success') {
    const reply = submission.reply();
    // A name but no username yet: offer a free one in the field (the form's path without scripts).
    const name = { firstName: form.get('firstName') ?? '', lastName: form.get('lastName') ?? '' };
    const named = nameProblem(name.firstName.trim(), 'first') === null;
    const suggestion =
      (form.get('username') ?? '').trim() === '' && named
        ? await suggestedUsername(context.db, viewer.accountId, name)
        : null;
    const answer = suggestion
      ? { ...reply, initialValue: { ...reply.initialValue, username: suggestion } }
      : reply;
    return data(answer, { status: 400, headers: NO_STORE });
  }
  const result = await updateAccountNames(context.db, viewer.accountId, submission.value);
  if (result === null) throw redirect('/auth');
  if (!result.ok) {
    const fieldErrors = Object.fromEntries(
      Object.entries(result.fieldErrors).map(([field, message]) => [field, [message ?? '']]),
    );
    return data(submission.reply({ fieldErrors }), { status: 400, headers: NO_STORE });
  }
  return redirectWithToast(
    afterOnboardingPath(safeReturnUrl(form.get('returnUrl'))),
    {
      text: `Saved. Your public page is /player/${result.account.username}.`,
      type: 'success',
    },
    context.config,
  );
}

export default function Welcome() {
  const { productName, returnUrl, account } = useLoaderData<typeof loader>();
  return <OnboardingPage productName={productName} returnUrl={returnUrl} account={account} />;
}
