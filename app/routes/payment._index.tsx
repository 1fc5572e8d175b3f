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
  PLAN_CHANGE_NOT_OFFERED,
  PlansPage,
} from '~/components/payment/plans-page';
import { paymentStylesheet } from '~/components/payment/stylesheet';
import { PLAN_IDS, PLANS, planName } from '~/domain/accounts/plans';
import { requestViewer, requireViewer } from '~/server/guards.server';
import { publicOrigin } from '~/server/public-origin.server';
import { readForm } from '~/server/request-body.server';
import { createCheckoutSession, isCheckoutConfigured, stripeSetup } from '~/server/stripe.server';
import { accountPlanQuery } from '~db/queries/plans';

export const links: LinksFunction = () => [paymentStylesheet];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), 'Plans and pricing'),
    'Plans and pricing of the golf performance and recruiting site.',
  );

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** The account's active plan, or null. */
async function activePlan(context: LoaderFunctionArgs['context'], accountId: number) {
  const [row] = await accountPlanQuery(context.db, accountId);
  return row && row.status === 'active' ? { plan: row.plan, name: planName(row.plan) } : null;
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
 * issue 33 §5: starts Stripe Checkout for a plan (a Checkout Session for the signed-in account) and
 * sends the browser there with a 303; or says why it cannot, on this page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readForm(request);
  if (!body.ok) return data({ plan: null, error: body.message }, { status: body.status, headers: NO_STORE });
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
      current.plan === plan ? `Your ${current.name} plan is already active.` : PLAN_CHANGE_NOT_OFFERED;
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
