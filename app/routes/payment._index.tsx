import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import {
  CHECKOUT_FAILED,
  CHECKOUT_NOT_CONFIGURED,
  NO_PLAN_TO_MANAGE,
  PLAN_CHANGE_IN_PORTAL,
  PlansPage,
  PORTAL_FAILED,
} from '~/components/payment/plans-page';
import { paymentStylesheet } from '~/components/payment/stylesheet';
import { PLAN_IDS, PLANS, planName } from '~/domain/accounts/plans';
import { requestViewer, requireViewer } from '~/server/guards.server';
import { publicOrigin } from '~/server/public-origin.server';
import { readForm } from '~/server/request-body.server';
import {
  createCheckoutSession,
  createPortalSession,
  isCheckoutConfigured,
  type StripeSetup,
  stripeSetup,
} from '~/server/stripe.server';
import { accountPlanQuery, planCustomerQuery } from '~db/queries/plans';

export const links: LinksFunction = () => [paymentStylesheet];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), 'Plans and pricing'),
    'Plans and pricing of the golf performance and recruiting site.',
  );

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** The account's active plan, or null; `endsAt` when it is cancelled for the end of its paid year. */
async function activePlan(context: LoaderFunctionArgs['context'], accountId: number) {
  const [row] = await accountPlanQuery(context.db, accountId);
  return row && row.status === 'active'
    ? { plan: row.plan, name: planName(row.plan), endsOn: row.endsAt?.slice(0, 10) ?? null }
    : null;
}

/** spec 1 §2 payment page: the plans, whether they can be bought here, and the viewer's own plan. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requestViewer(request, context);
  return data(
    {
      plans: PLANS,
      checkoutConfigured: isCheckoutConfigured(context.config),
      signedIn: viewer !== null,
      currentPlan: viewer ? await activePlan(context, viewer.accountId) : null,
    },
    { headers: NO_STORE },
  );
}

const checkoutSchema = z.object({ plan: z.enum(PLAN_IDS) });

/**
 * issue 33 §5: a plan holder changes or cancels the plan in Stripe's billing portal (switch to the
 * other plan, cancel at the end of the paid year, update the card); the webhook reports what they did.
 */
async function managePlan(request: Request, context: ActionFunctionArgs['context'], setup: StripeSetup) {
  const viewer = await requireViewer(request, context);
  const [row] = await planCustomerQuery(context.db, viewer.accountId);
  if (!row?.customerId)
    return data({ plan: null, error: NO_PLAN_TO_MANAGE }, { status: 409, headers: NO_STORE });
  let url: string | null;
  try {
    url = await createPortalSession(setup, {
      customerId: row.customerId,
      returnUrl: `${publicOrigin(request, context.config)}/dashboard/settings`,
    });
  } catch (error) {
    console.error(
      'Stripe billing portal session not created:',
      error instanceof Error ? error.message : error,
    );
    url = null;
  }
  if (url === null) return data({ plan: null, error: PORTAL_FAILED }, { status: 424, headers: NO_STORE });
  throw redirect(url, { status: 303, headers: NO_STORE });
}

/**
 * issue 33 §5: starts Stripe Checkout for a plan (a Checkout Session for the signed-in account) and
 * sends the browser there with a 303; or says why it cannot, on this page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readForm(request);
  if (!body.ok) return data({ plan: null, error: body.message }, { status: body.status, headers: NO_STORE });
  if (body.form.get('intent') === 'manage') {
    const setup = stripeSetup(context.config);
    if (!setup)
      return data({ plan: null, error: CHECKOUT_NOT_CONFIGURED }, { status: 409, headers: NO_STORE });
    return managePlan(request, context, setup);
  }
  const parsed = checkoutSchema.safeParse({ plan: body.form.get('plan') ?? undefined });
  if (!parsed.success) {
    return data(
      { plan: null, error: 'Choose the Player or the Coach plan.' },
      { status: 400, headers: NO_STORE },
    );
  }
  const { plan } = parsed.data;
  const setup = stripeSetup(context.config);
  if (!setup) return data({ plan, error: CHECKOUT_NOT_CONFIGURED }, { status: 409, headers: NO_STORE });
  const viewer = await requireViewer(request, context);
  const current = await activePlan(context, viewer.accountId);
  // One plan per account: a second checkout would start a second subscription next to the first.
  if (current) {
    const error =
      current.plan === plan ? `Your ${current.name} plan is already active.` : PLAN_CHANGE_IN_PORTAL;
    return data({ plan, error }, { status: 409, headers: NO_STORE });
  }
  let url: string | null;
  try {
    ({ url } = await createCheckoutSession(setup, {
      accountId: viewer.accountId,
      plan,
      origin: publicOrigin(request, context.config),
    }));
  } catch (error) {
    console.error('Stripe Checkout Session not created:', error instanceof Error ? error.message : error);
    url = null;
  }
  // 424: the payment service, which this request depends on, failed (never a 5xx: decision 092).
  if (url === null) return data({ plan, error: CHECKOUT_FAILED }, { status: 424, headers: NO_STORE });
  throw redirect(url, { status: 303, headers: NO_STORE });
}

export default function Payment() {
  const { plans, checkoutConfigured, signedIn, currentPlan } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <PlansPage
      plans={plans}
      checkoutConfigured={checkoutConfigured}
      signedIn={signedIn}
      currentPlan={currentPlan}
      result={result ?? null}
    />
  );
}
