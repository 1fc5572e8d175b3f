/** spec 1 §2 payment pages: the plans and their prices, in one place. */
export type PlanId = 'player' | 'coach';

export type Plan = {
  id: PlanId;
  name: string;
  /** Price per month in US cents; billed yearly at twelve times this. */
  monthlyCents: number;
  audience: string;
  features: ReadonlyArray<string>;
};

export const PLANS: ReadonlyArray<Plan> = [
  {
    id: 'player',
    name: 'Player',
    monthlyCents: 899,
    audience: 'For junior and college golfers building a recruiting profile.',
    features: [
      'Public profile with summary, schedule and rounds',
      'Recruiting resume as a designed PDF',
      'Performance trends and strokes gained',
      'Compare stats against any of your seasons',
    ],
  },
  {
    id: 'coach',
    name: 'Coach',
    monthlyCents: 2499,
    audience: 'For college coaches, academies and recruiters.',
    features: [
      'Watch lists of recruits with notes and what changed since your last visit',
      'Compare recruits side by side',
      'Export watch lists as CSV or Excel',
      'Compare reports as PDF',
      'Team rosters and a custom skin',
    ],
  },
];

export const PLAN_IDS = ['player', 'coach'] as const satisfies ReadonlyArray<PlanId>;

// Made on first use and kept: building a number format costs far more than formatting with it.
let usd: Intl.NumberFormat | undefined;

/** "$8.99" from 899. */
export function formatUsd(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(cents / 100);
}

export function isPlanId(value: unknown): value is PlanId {
  return value === 'player' || value === 'coach';
}

/** The plan's display name ("Coach"). */
export function planName(plan: PlanId): string {
  return PLANS.find((p) => p.id === plan)?.name ?? plan;
}

/** What a Checkout Session says, as far as a plan is concerned (Stripe's field names). */
export type CheckoutSessionFacts = {
  status: string | null;
  payment_status: string;
  client_reference_id: string | null;
  metadata: Record<string, string> | null;
};

/**
 * issue 33 §5: where a checkout stands for the signed-in account. `paid`: the session is complete and
 * paid (or needs no payment), bought by this account, for a known plan: the plan is active. `pending`:
 * complete but the payment has not cleared (a bank debit). `open`: not finished. `expired`: abandoned.
 * `not-found`: no such session, or another account's (which is not told apart from none).
 */
export type CheckoutState =
  | { state: 'paid'; plan: PlanId }
  | { state: 'pending' | 'open' | 'expired' | 'not-found' };

export function checkoutState(session: CheckoutSessionFacts | null, accountId: number): CheckoutState {
  if (!session || session.client_reference_id !== String(accountId)) return { state: 'not-found' };
  const plan = session.metadata?.plan;
  if (!isPlanId(plan)) return { state: 'not-found' };
  if (session.status === 'expired') return { state: 'expired' };
  if (session.status !== 'complete') return { state: 'open' };
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return { state: 'paid', plan };
  }
  return { state: 'pending' };
}

/** A Checkout Session id as Stripe writes them (`cs_test_…`, `cs_live_…`). */
export const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;
