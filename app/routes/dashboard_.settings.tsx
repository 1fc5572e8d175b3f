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
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { linksStylesheet } from '~/components/links/stylesheet';
import {
  EDITABLE_FEATURES,
  featureSettingsFrom,
  isSiteOn,
  toTriState,
} from '~/domain/access/website-settings';
import { dashboardFormSchema, dashboardIntentOf } from '~/domain/accounts/dashboard-forms';
import { fullName } from '~/domain/accounts/names';
import { planName } from '~/domain/accounts/plans';
import { ONBOARDING_PATH } from '~/domain/auth/auth-flow';
import { NEW_PASSWORD_MAX, NEW_PASSWORD_MIN, PASSWORD_MESSAGES } from '~/domain/auth/passwords';
import { accountLinks, linkFormAction } from '~/routes/api.v1.links.server';
import { requestNow } from '~/server/clock.server';
import { readSubmission, rejectionReply } from '~/server/form-submission.server';
import { requireViewer } from '~/server/guards.server';
import { checkAccountPassword, setAccountPassword } from '~/server/password.server';
import { requestSessionIdHash } from '~/server/session.server';
import { isCheckoutConfigured } from '~/server/stripe.server';
import { redirectWithToast } from '~/server/toast.server';
import {
  dashboardData,
  managerAccountSearch,
  saveFeatureSettings,
  setPublicSite,
} from '~db/queries/dashboard';
import { revokeOtherSignIns } from '~db/queries/sign-ins';

// The dashboard's settings forms use the sign-in screens' fields and error banner.
export const links: LinksFunction = () => [authStylesheet, dashboardStylesheet, linksStylesheet];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), 'Settings'),
    'Your account settings: name, username, phone, password, privacy, coaches and teams.',
  );

const querySchema = z.object({ q: z.string().trim().max(100).catch('') });

/** The account settings (issue 4 §8), on their own page beside the performance dashboard (spec 1 §2: requires login). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const { q } = querySchema.parse({ q: new URL(request.url).searchParams.get('q') ?? '' });
  const { account, settings, hasPassword, plan } = await dashboardData(context.db, viewer.accountId);
  if (!account) throw redirect('/auth');
  // issue 15 point 2: an account without a username chooses one first.
  if (account.username === null)
    throw redirect(ONBOARDING_PATH, { headers: { 'Cache-Control': 'private, no-store' } });
  const [accountsFound, links] = await Promise.all([
    viewer.isProductManager ? managerAccountSearch(context.db, q) : null,
    accountLinks(context.db, viewer.accountId),
  ]);
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
      // issue 33 §5: the account's plan, as the Stripe webhook or the verified success page set it.
      plan: plan
        ? {
            name: planName(plan.plan),
            active: plan.status === 'active',
            since: plan.activatedAt.slice(0, 10),
            endsOn: plan.endsAt?.slice(0, 10) ?? null,
            // Changed or cancelled in Stripe's billing portal, reached through the pricing page's action.
            manageable: plan.status === 'active' && plan.hasCustomer && isCheckoutConfigured(context.config),
          }
        : null,
      hasPassword,
      // issue 34 §4: invitations and links (decision 104).
      links: { ...links, accountId: viewer.accountId, hasCoachPlan: viewer.hasCoachPlan },
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

/** The dashboard's forms, each named by its intent; the answer says which form it is for. */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const read = await readSubmission(request, dashboardFormSchema);
  if (!read.ok) return data({ intent: null, result: rejectionReply(read) }, { status: read.status });
  const { submission } = read;
  if (submission.status !== 'success') {
    const intent = dashboardIntentOf(submission.payload.intent);
    return data({ intent, result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
  }
  const form = submission.value;
  if (form.intent === 'site') {
    await setPublicSite(context.db, context.shards, viewer.accountId, form.on);
    return redirectWithToast(
      '/dashboard/settings',
      {
        text: form.on ? 'Your public site is on.' : 'Your public site is off.',
        type: 'success',
      },
      context.config,
    );
  }
  if (form.intent === 'features') {
    await saveFeatureSettings(context.db, context.shards, viewer.accountId, featureSettingsFrom(form));
    return redirectWithToast(
      '/dashboard/settings',
      { text: 'Website settings saved.', type: 'success' },
      context.config,
    );
  }
  if (form.intent === 'sign-out-everywhere') {
    // issue 14 §5: every other browser session and every mobile-app token of the account ends.
    const keep = await requestSessionIdHash(request, context.config);
    const now = requestNow(request, context.config);
    await context.db.batch(revokeOtherSignIns(context.db, viewer.accountId, keep, now));
    return redirectWithToast(
      '/dashboard/settings',
      {
        text: 'You are signed out on every other device.',
        type: 'success',
      },
      context.config,
    );
  }
  if (form.intent !== 'password') {
    // issue 34 §4: "Coaches and teams" (decision 104).
    const now = requestNow(request, context.config);
    const result = await linkFormAction(context.db, context.shards, viewer, form, now);
    if (!result.ok) {
      const reply = submission.reply(
        result.path === 'username'
          ? { fieldErrors: { username: [result.message] } }
          : { formErrors: [result.message] },
      );
      return data({ intent: form.intent, result: reply }, { status: result.status });
    }
    return redirectWithToast('/dashboard/settings', { text: result.toast, type: 'success' }, context.config);
  }
  const { db, config } = context;
  const { hasPassword } = await dashboardData(db, viewer.accountId);
  const current = form.currentPassword ?? '';
  if (hasPassword && !(await checkAccountPassword(db, config.PASSWORD_PEPPER, viewer.accountId, current))) {
    const result = submission.reply({
      fieldErrors: { currentPassword: [PASSWORD_MESSAGES.wrongCurrent] },
      hideFields: PASSWORD_FIELDS,
    });
    return data({ intent: 'password' as const, result }, { status: 403 });
  }
  await setAccountPassword(db, config.PASSWORD_PEPPER, viewer.accountId, form.newPassword, {
    now: requestNow(request, config),
    keepSessionIdHash: await requestSessionIdHash(request, config),
  });
  return redirectWithToast(
    '/dashboard/settings',
    {
      text: hasPassword
        ? 'Password changed. Your other devices are signed out.'
        : 'Password set. Your other devices are signed out.',
      type: 'success',
    },
    context.config,
  );
}

/** Passwords are never sent back to the page. */
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];

export default function Dashboard() {
  const loaderData = useLoaderData<typeof loader>();
  return <DashboardPage data={loaderData} />;
}
