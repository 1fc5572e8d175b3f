import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { OnboardingPage } from '~/components/auth/onboarding-page';
import { pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { nameProblem, onboardingSchema } from '~/domain/accounts/usernames';
import { afterOnboardingPath } from '~/domain/auth/auth-flow';
import { accountNamesView, suggestedUsername, updateAccountNames } from '~/server/account-names.server';
import { safeReturnUrl } from '~/server/auth.server';
import { requireViewer } from '~/server/guards.server';
import { readForm } from '~/server/request-body.server';
import { redirectWithToast } from '~/server/toast.server';

// issue 15 point 2: /auth/welcome, the onboarding of an account created by phone sign-in.
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(productNameFromMatches(matches), 'Welcome') },
];

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
  const body = await readForm(request);
  if (!body.ok) return data({ error: body.message }, { status: body.status, headers: NO_STORE });
  const values = {
    firstName: body.form.get('firstName') ?? '',
    lastName: body.form.get('lastName') ?? '',
    username: body.form.get('username') ?? '',
  };
  const parsed = onboardingSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field !== '' && !(field in fieldErrors)) fieldErrors[field] = issue.message;
    }
    // A name but no username yet: offer a free one in the field (the form's path without scripts).
    const named = nameProblem(values.firstName.trim(), 'first') === null;
    const suggestion =
      values.username.trim() === '' && named
        ? await suggestedUsername(context.db, viewer.accountId, values)
        : null;
    return data(
      { fieldErrors, values: suggestion ? { ...values, username: suggestion } : values },
      { status: 400, headers: NO_STORE },
    );
  }
  const result = await updateAccountNames(context.db, viewer.accountId, parsed.data);
  if (result === null) throw redirect('/auth');
  if (!result.ok) {
    return data({ fieldErrors: result.fieldErrors, values }, { status: 400, headers: NO_STORE });
  }
  return redirectWithToast(
    afterOnboardingPath(safeReturnUrl(body.form.get('returnUrl'))),
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
