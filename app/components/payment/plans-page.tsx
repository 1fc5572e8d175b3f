import { Form, useNavigation, useRouteLoaderData } from '@remix-run/react';
import { TopNav } from '~/components/marketing/top-nav';
import { buttonClassName } from '~/components/ui/button';
import { formatUsd, type Plan, type PlanId } from '~/domain/accounts/plans';
import type { loader as rootLoader } from '~/root';

export const CHECKOUT_NOT_CONFIGURED = 'Checkout is not configured in this environment.';

type PlansPageProps = {
  plans: ReadonlyArray<Plan>;
  checkoutConfigured: boolean;
  /** What the last checkout attempt answered, if it did not leave the page. */
  result: { plan: PlanId | null; error: string } | null;
};

/** spec 1 §2 payment page: the Player and Coach plans, each with a checkout button. */
export function PlansPage({ plans, checkoutConfigured, result }: PlansPageProps) {
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
                <Form method="post" className="plan__form">
                  <input type="hidden" name="plan" value={plan.id} />
                  <button
                    type="submit"
                    className={buttonClassName({
                      variant: plan.id === 'coach' ? 'primary' : 'secondary',
                      block: true,
                    })}
                    disabled={pendingPlan === plan.id}
                  >
                    {pendingPlan === plan.id ? 'Starting checkout…' : `Choose ${plan.name}`}
                  </button>
                </Form>
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
