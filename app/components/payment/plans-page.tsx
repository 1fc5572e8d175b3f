import { Form, Link, useNavigation, useRouteLoaderData } from '@remix-run/react';
import { TopNav } from '~/components/marketing/top-nav';
import { buttonClassName } from '~/components/ui/button';
import { formatUsd, type Plan, type PlanId } from '~/domain/accounts/plans';
import type { loader as rootLoader } from '~/root';
import { ManagePlanForm, planStateText } from './manage-plan';

export const CHECKOUT_NOT_CONFIGURED = 'Plans cannot be bought here: payments are not set up on this site.';

/** An account with a plan is not sold the other one (a second subscription): it switches in the portal. */
export const PLAN_CHANGE_IN_PORTAL =
  'Your current plan stays active: switch to this one with "Change or cancel plan", in the billing portal.';

/** A change or cancellation asked by an account that holds no plan bought here. */
export const NO_PLAN_TO_MANAGE = 'This account has no paid plan to change or cancel.';

/** Said when Stripe cannot open its billing portal: nothing changed. */
export const PORTAL_FAILED =
  'The billing portal could not open: the payment service did not answer. Nothing changed; please try again in a minute.';

/** Said when Stripe cannot be reached or refuses the session: nothing was charged. */
export const CHECKOUT_FAILED =
  'Checkout could not start: the payment service did not answer. Nothing was charged; please try again in a minute.';

type PlansPageProps = {
  plans: ReadonlyArray<Plan>;
  checkoutConfigured: boolean;
  /** Null: not signed in (a plan belongs to an account, so choosing one starts with signing in). */
  currentPlan: { plan: PlanId; name: string; endsOn: string | null } | null;
  signedIn: boolean;
  /** What the last checkout attempt answered, if it did not leave the page. */
  result: { plan: PlanId | null; error: string } | null;
};

/** The plan card's way forward: checkout, signing in first, or the plan already held. */
function PlanAction({
  plan,
  signedIn,
  currentPlan,
  pending,
}: {
  plan: Plan;
  signedIn: boolean;
  currentPlan: PlanId | null;
  pending: boolean;
}) {
  const variant = plan.id === 'coach' ? 'primary' : 'secondary';
  if (currentPlan === plan.id) {
    return <p className="plan__current">Your current plan</p>;
  }
  if (currentPlan !== null) {
    return <ManagePlanForm label={`Switch to ${plan.name}`} />;
  }
  if (!signedIn) {
    return (
      <Link className={buttonClassName({ variant, block: true })} to="/auth?returnUrl=%2Fpayment">
        Sign in to choose {plan.name}
      </Link>
    );
  }
  return (
    <Form method="post" className="plan__form">
      <input type="hidden" name="plan" value={plan.id} />
      <button type="submit" className={buttonClassName({ variant, block: true })} disabled={pending}>
        {pending ? 'Starting checkout…' : `Choose ${plan.name}`}
      </button>
    </Form>
  );
}

/**
 * spec 1 §2 payment page, issue 33 §5: the Player and Coach plans, each bought through Stripe
 * Checkout; where payments are not set up the page says so and offers no button.
 */
export function PlansPage({ plans, checkoutConfigured, currentPlan, signedIn, result }: PlansPageProps) {
  const productName = useRouteLoaderData<typeof rootLoader>('root')?.productName ?? '';
  const navigation = useNavigation();
  const pendingPlan = navigation.state === 'submitting' ? navigation.formData?.get('plan') : null;
  return (
    <>
      <TopNav productName={productName} />
      <main id="main" className="payment">
        <section className="page-band" aria-labelledby="plans-title">
          <div className="page-band__inner">
            <p className="eyebrow">Plans and pricing</p>
            <h1 className="page-band__title" id="plans-title">
              Pick the plan for your game
            </h1>
            <p className="page-band__lead">
              Billed yearly, cancel any time. Every plan includes the mobile app and unlimited rounds.
            </p>
          </div>
        </section>
        <div className="page-body">
          {checkoutConfigured ? null : (
            <p className="payment-notice" role="status">
              {CHECKOUT_NOT_CONFIGURED} Plans and prices are shown as they will be offered.
            </p>
          )}
          {currentPlan ? (
            <p className="payment-notice" role="status">
              {planStateText(currentPlan)} <Link to="/dashboard/settings">See it in your settings</Link>.
            </p>
          ) : null}
          {result && result.plan === null ? (
            <p className="payment-notice payment-notice--error" role="alert">
              {result.error}
            </p>
          ) : null}
          <ul className="plans">
            {plans.map((plan) => (
              <li key={plan.id} className={`card plan plan--${plan.id}`}>
                <h2 className="plan__name">{plan.name}</h2>
                <p className="plan__audience">{plan.audience}</p>
                <p className="plan__price">
                  <span className="plan__amount tabular-nums">{formatUsd(plan.monthlyCents)}</span>
                  <span className="plan__period"> / month</span>
                </p>
                <p className="plan__billing tabular-nums">
                  {formatUsd(plan.monthlyCents * 12)} billed yearly
                </p>
                <ul className="plan__features">
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                {checkoutConfigured ? (
                  <PlanAction
                    plan={plan}
                    signedIn={signedIn}
                    currentPlan={currentPlan?.plan ?? null}
                    pending={pendingPlan === plan.id}
                  />
                ) : null}
                {result && result.plan === plan.id ? (
                  <p className="plan__error" role="alert">
                    {result.error}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {result && result.plan === null ? (
            <p className="plan__error" role="alert">
              {result.error}
            </p>
          ) : null}
        </div>
      </main>
    </>
  );
}
