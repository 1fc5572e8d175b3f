import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { PaymentResult } from '~/components/payment/payment-result';
import { paymentStylesheet } from '~/components/payment/stylesheet';
import { Button } from '~/components/ui/button';
import { CHECKOUT_SESSION_ID, checkoutState, type PlanId, planName } from '~/domain/accounts/plans';
import { requestNow } from '~/server/clock.server';
import { requireViewer } from '~/server/guards.server';
import { activationOf, retrieveCheckoutSession, stripeSetup } from '~/server/stripe.server';
import { activatePlanStatement } from '~db/queries/plans';

export const links: LinksFunction = () => [paymentStylesheet];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(pageTitle(productNameFromMatches(matches), 'Payment'), 'Where your plan payment stands.');

const querySchema = z.object({ session_id: z.string().regex(CHECKOUT_SESSION_ID) });

type Outcome =
  | { kind: 'active'; plan: PlanId; name: string }
  | { kind: 'pending' | 'open' | 'expired' | 'not-found' | 'no-session' | 'not-configured' | 'unavailable' };

const STATUS: Record<Outcome['kind'], number> = {
  active: 200,
  pending: 200,
  open: 200,
  expired: 200,
  'not-found': 404,
  'no-session': 400,
  'not-configured': 404,
  // The payment service did not answer (never a 5xx: decision 092).
  unavailable: 424,
};

/**
 * spec 1 §2 payment/success, issue 33 §5: Stripe Checkout returns here with `session_id`. The session
 * is read from Stripe, server-side; only a complete, paid session of the signed-in account says the plan
 * is active (and activates it, as the webhook does: the same session twice changes nothing).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const outcome = await checkout(request, context, viewer.accountId);
  return data(outcome, { status: STATUS[outcome.kind], headers: { 'Cache-Control': 'private, no-store' } });
}

async function checkout(
  request: Request,
  context: LoaderFunctionArgs['context'],
  accountId: number,
): Promise<Outcome> {
  const setup = stripeSetup(context.config);
  if (!setup) return { kind: 'not-configured' };
  const query = querySchema.safeParse({ session_id: new URL(request.url).searchParams.get('session_id') });
  if (!query.success) return { kind: 'no-session' };
  let session: Awaited<ReturnType<typeof retrieveCheckoutSession>>;
  try {
    session = await retrieveCheckoutSession(setup, query.data.session_id);
  } catch (error) {
    console.error('Stripe Checkout Session not read:', error instanceof Error ? error.message : error);
    return { kind: 'unavailable' };
  }
  const state = checkoutState(session, accountId);
  if (state.state !== 'paid') return { kind: state.state };
  const activation =
    session && activationOf(session, accountId, requestNow(request, context.config).toISOString());
  if (activation) await activatePlanStatement(context.db, activation, null);
  return { kind: 'active', plan: state.plan, name: planName(state.plan) };
}

const BACK_TO_PLANS = (
  <Button to="/payment" variant="primary">
    Back to plans
  </Button>
);

function Words({ outcome }: { outcome: Outcome }) {
  switch (outcome.kind) {
    case 'active':
      return (
        <p>
          Stripe confirmed your payment: your {outcome.name} plan is active. You can see it in your settings
          at any time.
        </p>
      );
    case 'pending':
      return (
        <p>
          Your checkout is complete, but the payment has not cleared yet (bank payments can take a few days).
          Your plan becomes active as soon as Stripe confirms it; nothing more to do.
        </p>
      );
    case 'open':
      return <p>This checkout is not finished: no payment was taken. Choose a plan again to pay.</p>;
    case 'expired':
      return (
        <p>This checkout expired before it was paid. Nothing was charged; choose a plan again to pay.</p>
      );
    case 'not-found':
      return (
        <p role="alert">
          No payment of your account was found for this link. If you paid, your plan is activated as soon as
          Stripe tells us; check your settings in a minute.
        </p>
      );
    case 'no-session':
      return (
        <p role="alert">This page needs the link Stripe sends you back with; this one names no payment.</p>
      );
    case 'not-configured':
      return <p role="alert">Plans cannot be bought here: payments are not set up on this site.</p>;
    case 'unavailable':
      return (
        <p role="alert">
          We could not reach the payment service to check your payment. Reload this page in a minute; if you
          paid, your plan is activated as soon as Stripe tells us.
        </p>
      );
  }
}

const TITLES: Record<Outcome['kind'], string> = {
  active: 'Your plan is active',
  pending: 'Payment pending',
  open: 'Checkout not finished',
  expired: 'Checkout expired',
  'not-found': 'Payment not found',
  'no-session': 'Payment not found',
  'not-configured': 'No payments here',
  unavailable: 'Payment not checked yet',
};

export default function PaymentSuccess() {
  const outcome = useLoaderData<typeof loader>();
  const tone = outcome.kind === 'active' ? 'success' : outcome.kind === 'pending' ? 'pending' : 'cancel';
  return (
    <PaymentResult
      tone={tone}
      title={TITLES[outcome.kind]}
      actions={
        outcome.kind === 'active' ? (
          <>
            <Button to="/dashboard/settings" variant="primary">
              See your plan
            </Button>
            <Button to="/golf/search" variant="secondary">
              Find players
            </Button>
          </>
        ) : (
          <>
            {BACK_TO_PLANS}
            <Button to="/dashboard/settings" variant="secondary">
              Your settings
            </Button>
          </>
        )
      }
    >
      <Words outcome={outcome} />
    </PaymentResult>
  );
}
