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
      'Everything in Player, for every player you follow',
      'Compare recruits side by side',
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

/** The hosted checkout for a plan, with the pages to come back to; null when none is configured. */
export function checkoutUrl(baseUrl: string, plan: PlanId, origin: string): string | null {
  if (baseUrl.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('plan', plan);
  url.searchParams.set('success_url', `${origin}/payment/success`);
  url.searchParams.set('cancel_url', `${origin}/payment/cancel`);
  return url.toString();
}
