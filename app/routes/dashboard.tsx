import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { DashboardPage } from '~/components/auth/dashboard-page';
import { authStylesheet, dashboardStylesheet } from '~/components/auth/stylesheet';
import { pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import {
  EDITABLE_FEATURES,
  isSiteOn,
  parseFeatureSettings,
  toTriState,
} from '~/domain/access/website-settings';
import { fullName } from '~/domain/accounts/names';
import { ONBOARDING_PATH } from '~/domain/auth/auth-flow';
import { requestNow } from '~/server/clock.server';
import { requireViewer } from '~/server/guards.server';
import {
  checkAccountPassword,
  NEW_PASSWORD_MAX,
  NEW_PASSWORD_MIN,
  setAccountPassword,
} from '~/server/password.server';
import { readForm } from '~/server/request-body.server';
import { requestSessionIdHash } from '~/server/session.server';
import { redirectWithToast } from '~/server/toast.server';
import {
  dashboardData,
  managerAccountSearch,
  saveFeatureSettings,
  setPublicSite,
} from '~db/queries/dashboard';
import { revokeOtherSignIns } from '~db/queries/sign-ins';

// The dashboard's settings forms use the sign-in screens' fields and error banner.
export const links: LinksFunction = () => [authStylesheet, dashboardStylesheet];

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(productNameFromMatches(matches), 'Dashboard') },
];

const querySchema = z.object({ q: z.string().trim().max(100).catch('') });

/** spec 1 §2 dashboard (requires login); issue 4 §8 its content. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const { q } = querySchema.parse({ q: new URL(request.url).searchParams.get('q') ?? '' });
  const { account, settings, hasPassword } = await dashboardData(context.db, viewer.accountId);
  if (!account) throw redirect('/auth');
  // issue 15 point 2: an account without a username chooses one first.
  if (account.username === null)
    throw redirect(ONBOARDING_PATH, { headers: { 'Cache-Control': 'private, no-store' } });
  const accountsFound = viewer.isProductManager ? await managerAccountSearch(context.db, q) : null;
  return data(
    {
      productName: context.config.PRODUCT_NAME,
      account: { name: fullName(account), username: account.username, imgUrl: account.imgUrl },
      siteOn: isSiteOn(settings),
      features: EDITABLE_FEATURES.map(({ featureId, title }) => {
        const setting = settings.find((s) => s.featureId === featureId);
        return {
          featureId,
          title,
          isPublic: toTriState(setting?.isPublic),
          isPhoneVerified: toTriState(setting?.isPhoneVerified),
        };
      }),
      hasPassword,
      passwordRules: { min: NEW_PASSWORD_MIN, max: NEW_PASSWORD_MAX },
      manager:
        accountsFound === null
          ? null
          : {
              q,
              accounts: accountsFound.map((a) => ({
                id: a.id,
                username: a.username ?? '',
                name: fullName(a),
              })),
            },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

const intentSchema = z.enum(['site', 'features', 'password', 'sign-out-everywhere']);

/** The dashboard's forms, each named by its intent. */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const body = await readForm(request);
  if (!body.ok) return data({ intent: null, error: body.message }, { status: body.status });
  // Object.fromEntries defines own properties: a field named __proto__ is plain data.
  const values: Record<string, string> = Object.fromEntries(body.form);
  const intent = intentSchema.safeParse(values.intent);
  if (!intent.success)
    return data({ intent: null, error: 'Unknown form. Reload the page and try again.' }, { status: 400 });
  if (intent.data === 'site') {
    if (values.on !== 'true' && values.on !== 'false') {
      return data({ intent: 'site', error: 'Choose on or off.' }, { status: 400 });
    }
    const on = values.on === 'true';
    await setPublicSite(context.db, viewer.accountId, on);
    return redirectWithToast(
      '/dashboard',
      {
        text: on ? 'Your public site is on.' : 'Your public site is off.',
        type: 'success',
      },
      context.config,
    );
  }
  if (intent.data === 'features') {
    const settings = parseFeatureSettings(values);
    if (!settings)
      return data(
        { intent: 'features', error: 'Choose Yes, No or Not set for every feature.' },
        { status: 400 },
      );
    await saveFeatureSettings(context.db, viewer.accountId, settings);
    return redirectWithToast(
      '/dashboard',
      { text: 'Website settings saved.', type: 'success' },
      context.config,
    );
  }
  if (intent.data === 'sign-out-everywhere') {
    // issue 14 §5: every other browser session and every mobile-app token of the account ends.
    const keep = await requestSessionIdHash(request, context.config);
    const now = requestNow(request, context.config);
    await context.db.batch(revokeOtherSignIns(context.db, viewer.accountId, keep, now));
    return redirectWithToast(
      '/dashboard',
      {
        text: 'You are signed out on every other device.',
        type: 'success',
      },
      context.config,
    );
  }
  return changePassword(request, context, viewer.accountId, values);
}

async function changePassword(
  request: Request,
  context: ActionFunctionArgs['context'],
  accountId: number,
  values: Record<string, string>,
) {
  const { db, config } = context;
  const newPassword = values.newPassword ?? '';
  const fail = (error: string, status = 400) => data({ intent: 'password' as const, error }, { status });
  if (newPassword.length < NEW_PASSWORD_MIN) return fail(`Use at least ${NEW_PASSWORD_MIN} characters.`);
  if (newPassword.length > NEW_PASSWORD_MAX) return fail(`Use at most ${NEW_PASSWORD_MAX} characters.`);
  if (newPassword !== values.confirmPassword) return fail('The two new passwords differ.');
  const { hasPassword } = await dashboardData(db, accountId);
  if (
    hasPassword &&
    !(await checkAccountPassword(db, config.PASSWORD_PEPPER, accountId, values.currentPassword ?? ''))
  ) {
    return fail('The current password is not right.', 403);
  }
  await setAccountPassword(db, config.PASSWORD_PEPPER, accountId, newPassword, {
    now: requestNow(request, config),
    keepSessionIdHash: await requestSessionIdHash(request, config),
  });
  return redirectWithToast(
    '/dashboard',
    {
      text: hasPassword
        ? 'Password changed. Your other devices are signed out.'
        : 'Password set. Your other devices are signed out.',
      type: 'success',
    },
    context.config,
  );
}

export default function Dashboard() {
  const loaderData = useLoaderData<typeof loader>();
  return <DashboardPage data={loaderData} />;
}
